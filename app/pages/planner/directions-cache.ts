// One directions answer per route shape: the map line, the metrics and the history entry after a reorder all
// ask for the same route, so they share one request instead of three.
import { getRouteDirections } from '../../api/route-directions.ts';
import type { RouteDirectionsResponse, Vehicle } from '../../../service/contract/index.ts';
import { directionsRequest, routeKey } from './route-order.ts';
import type { PlannedStop } from './route-order.ts';

const MAX_ENTRIES = 32;
const cache = new Map<string, Promise<RouteDirectionsResponse>>();

export function fetchDirections(stops: readonly PlannedStop[], returnToStart: boolean, vehicle: Vehicle = 'car'): Promise<RouteDirectionsResponse> {
  const key = routeKey(stops, returnToStart, vehicle);
  const hit = cache.get(key);
  if (hit) return hit;
  const pending = getRouteDirections(directionsRequest(stops, returnToStart, vehicle));
  cache.set(key, pending);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  // A failure is not remembered: the next ask tries again.
  pending.catch(() => cache.delete(key));
  return pending;
}
