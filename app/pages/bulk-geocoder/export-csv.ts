// The results file (SPEC §3): original columns, then the geocode columns in order, one line per processed row;
// UTF-8 with a BOM so Excel reads diacritics, and no cell a spreadsheet would run as a formula.
import Papa from 'papaparse';
import { isRowError, type RowResult } from '../../data/bulk/types.ts';
import { neutraliseCell } from '../../files/csv-cell.ts';
import { formatCoordinate } from './coordinate-text.ts';

export const EXPORT_COLUMNS = [
  'Latitude',
  'Longitude',
  'Geocoded Address',
  'Quality',
  'Quality Code',
  'Side of Street',
  'Provided Location',
  'Status',
] as const;

function geocodeCells(result: RowResult): string[] {
  if (isRowError(result)) return ['', '', '', '', '', '', '', result.error || 'Geocoding failed'];
  return [
    formatCoordinate(result.lat),
    formatCoordinate(result.lng),
    result.displayName,
    result.quality,
    result.geocodeQualityCode,
    result.sideOfStreet,
    result.providedLocation,
    'Success',
  ];
}

/** The whole file's text, BOM first; rows without a result yet are left out. */
export function buildExportCsv(columns: readonly string[], rows: readonly string[][], results: readonly (RowResult | undefined)[]): string {
  const data: string[][] = [];
  rows.forEach((row, i) => {
    const result = results[i];
    if (result) data.push([...row, ...geocodeCells(result)].map(neutraliseCell));
  });
  return `\uFEFF${Papa.unparse({ fields: [...columns, ...EXPORT_COLUMNS].map(neutraliseCell), data }, { newline: '\r\n' })}`;
}

/** geocoded_results_YYYY-MM-DD.csv, in the visitor's local date. */
export function exportFileName(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `geocoded_results_${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
