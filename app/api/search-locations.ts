// POST /api/search/locations: place suggestions for the traffic page's search box (SPEC §7).
import type { LocationSuggestion, SearchLocationsRequest, SearchLocationsResponse } from '../../service/contract/index.ts';
import { apiRequest } from '../data/client.ts';

export type { LocationSuggestion };

/** Callers only ask once the input is longer than 2 characters (SPEC §5). */
export const LOCATIONS_MIN_LENGTH = 3;
/** Wait for a pause in typing so each keystroke does not cost a provider call. */
export const LOCATIONS_DEBOUNCE_MS = 250;

/** Suggestions for `query`. */
export function searchLocations(query: string, { signal }: { signal?: AbortSignal } = {}): Promise<LocationSuggestion[]> {
  const body: SearchLocationsRequest = { query };
  return apiRequest<SearchLocationsResponse>('POST', '/api/search/locations', body, signal);
}
