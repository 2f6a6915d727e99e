// One row of a bulk geocoding file: single-line or the 5-box fields, to a row result or a readable error.
import type { BulkRowResult, GeocodeResult, StructuredQuery } from './types.ts';

export type BulkRowInput = { location: string } | Omit<StructuredQuery, 'countryCode'>;

export function providedLocation(row: BulkRowInput): string {
  if ('location' in row) return row.location.trim();
  return [row.street, row.city, row.state, row.postalCode].map((v) => v?.trim()).filter(Boolean).join(', ');
}

export function bulkRow(row: BulkRowInput, geocode: (q: BulkRowInput) => GeocodeResult | null): BulkRowResult {
  const provided = providedLocation(row);
  if (!provided) return { error: 'Empty address' };
  const r = geocode(row);
  if (!r) return { error: `No match found for "${provided}"` };
  return {
    lat: r.lat,
    lng: r.lng,
    displayName: r.displayName,
    quality: r.geocodeQuality,
    geocodeQualityCode: r.geocodeQualityCode,
    sideOfStreet: r.sideOfStreet,
    providedLocation: provided,
    ...(r.note ? { note: r.note } : {}),
  };
}
