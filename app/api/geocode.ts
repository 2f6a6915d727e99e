// POST /api/geocode: one street address to coordinates and address components (SPEC §7).
import type { GeocodeRequest, GeocodeResult } from '../../service/contract/index.ts';
import { apiRequest } from '../data/client.ts';

export type { GeocodeRequest, GeocodeResult };

export function geocodeAddress(address: GeocodeRequest): Promise<GeocodeResult> {
  return apiRequest<GeocodeResult>('POST', '/api/geocode', address);
}
