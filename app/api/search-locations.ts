// POST /api/search/locations: place suggestions for the traffic page's search box (SPEC §7).
import type { LocationSuggestion, SearchLocationsRequest, SearchLocationsResponse } from '../../service/contract/index.ts';
import { apiRequest } from '../data/client.ts';

export type { LocationSuggestion };

/** Suggestions for `query`; callers only ask once the input is longer than 2 characters (SPEC §5). */
export function searchLocations(query: string, signal?: AbortSignal): Promise<LocationSuggestion[]> {
  const body: SearchLocationsRequest = { query };
  return apiRequest<SearchLocationsResponse>('POST', '/api/search/locations', body, signal);
}
