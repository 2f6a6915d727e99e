// POST /api/geocode-batch: one bulk-geocoder row per call, with the visitor's own key (SPEC §7).
import type { GeocodeBatchRequest, GeocodeBatchResponse } from '../../service/contract/index.ts';
import { apiRequest } from '../data/client.ts';

export type { GeocodeBatchRequest, GeocodeBatchResponse };

export function geocodeBatchRow(row: GeocodeBatchRequest): Promise<GeocodeBatchResponse> {
  return apiRequest<GeocodeBatchResponse>('POST', '/api/geocode-batch', row);
}
