// GET /api/search/predictions through the app's one client: the planner's search-ahead (SPEC §7).
import { PREDICTION_LIMIT } from '../../service/contract/limits.ts';
import type { PlannerSearchResult } from '../../service/contract/index.ts';
import { apiRequest } from '../data/client.ts';

export type { PlannerSearchResult };

export const PREDICTIONS_PATH = '/api/search/predictions';

/** The shortest query the endpoint accepts; shorter text is not sent. */
export const MIN_QUERY_LENGTH = 2;

/** The request path for a query, biased to `near` ('lng,lat', the provider's order) when given. */
export function predictionsUrl(q: string, near?: { lat: number; lng: number }): string {
  const params = new URLSearchParams({ q, limit: String(PREDICTION_LIMIT) });
  if (near) params.set('location', `${near.lng.toFixed(6)},${near.lat.toFixed(6)}`);
  return `${PREDICTIONS_PATH}?${params.toString()}`;
}

/** Wait for a pause in typing so each keystroke does not cost a provider call. */
export const PREDICTIONS_DEBOUNCE_MS = 300;

/** Rejects on failure (ApiError or transport error); the caller decides what the visitor sees. */
export function searchPredictions(q: string, { near, signal }: { near?: { lat: number; lng: number }; signal?: AbortSignal } = {}): Promise<PlannerSearchResult[]> {
  return apiRequest<PlannerSearchResult[]>('GET', predictionsUrl(q, near), undefined, signal);
}
