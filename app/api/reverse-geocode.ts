// POST /api/reverse-geocode: coordinates (the form's strings) to the nearest address (SPEC §7).
import type { GeocodeResult, ReverseGeocodeRequest } from '../../service/contract/index.ts';
import { apiRequest } from '../data/client.ts';

export type { ReverseGeocodeRequest };

export function reverseGeocode(point: ReverseGeocodeRequest): Promise<GeocodeResult> {
  return apiRequest<GeocodeResult>('POST', '/api/reverse-geocode', point);
}
