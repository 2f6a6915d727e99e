// What one CSV row asks the geocoder, from the column mapping: the full-address cell, or only the non-empty
// 5-box cells (SPEC §5).
import type { BatchRowQuery } from '../../../service/contract/index.ts';
import type { AddressFormat, ColumnMapping } from '../../data/bulk/types.ts';

const PARTS = ['street', 'city', 'state', 'postalCode'] as const;

/** null when the row has nothing to ask for (every mapped cell empty). */
export function rowQuery(row: readonly string[], columns: readonly string[], format: AddressFormat, mapping: ColumnMapping): BatchRowQuery | null {
  const cell = (column: string | undefined): string => {
    if (!column) return '';
    const i = columns.indexOf(column);
    return i < 0 ? '' : (row[i] ?? '').trim();
  };
  if (format === 'single') {
    const location = cell(mapping.singleLine);
    return location ? { location } : null;
  }
  const query: Record<string, string> = {};
  for (const part of PARTS) {
    const value = cell(mapping[part]);
    if (value) query[part] = value;
  }
  return Object.keys(query).length > 0 ? query : null;
}

/** Whether the mapping names enough to geocode with: the full address, or a street or a city (SPEC §5). */
export function mappingIsUsable(format: AddressFormat, mapping: ColumnMapping): boolean {
  return format === 'single' ? Boolean(mapping.singleLine) : Boolean(mapping.street || mapping.city);
}
