import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { RowResult } from '../../data/bulk/types.ts';
import { buildExportCsv, EXPORT_COLUMNS, exportFileName } from './export-csv.ts';

const HIT: RowResult = {
  lat: 57.70651234,
  lng: 11.9668,
  displayName: 'Kungsgatan 12, 411 19 Göteborg',
  quality: 'ADDRESS',
  geocodeQualityCode: 'L1AAA',
  sideOfStreet: 'R',
  providedLocation: 'Kungsgatan 12, Göteborg',
};

describe('buildExportCsv', () => {
  it('writes a BOM, the original columns, then the SPEC columns in order, for processed rows only', () => {
    const text = buildExportCsv(
      ['id', 'address'],
      [
        ['1', 'Kungsgatan 12, Göteborg'],
        ['2', '=cmd|calc'],
        ['3', 'not yet'],
      ],
      [HIT, { error: 'No location found for this address' }, undefined],
    );
    expect(text.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual(['id', 'address', ...EXPORT_COLUMNS]);
    expect(parsed[1]).toEqual([
      '1',
      'Kungsgatan 12, Göteborg',
      '57.706512',
      '11.966800',
      'Kungsgatan 12, 411 19 Göteborg',
      'ADDRESS',
      'L1AAA',
      'R',
      'Kungsgatan 12, Göteborg',
      'Success',
    ]);
    expect(parsed[2]).toEqual(['2', "'=cmd|calc", '', '', '', '', '', '', '', 'No location found for this address']);
    expect(parsed).toHaveLength(3);
  });

  it('neutralises a hostile header too', () => {
    const text = buildExportCsv(['=evil'], [['x']], [HIT]);
    expect(Papa.parse<string[]>(text.slice(1)).data[0]?.[0]).toBe("'=evil");
  });
});

describe('exportFileName', () => {
  it('uses the local date as YYYY-MM-DD', () => {
    expect(exportFileName(new Date(2025, 0, 5, 23, 59))).toBe('geocoded_results_2025-01-05.csv');
  });
});
