// The directions of the route as it stands (SPEC §4 metrics, and the line on the map); a late answer for an
// older order never replaces the answer for the current one. An answer renders as a transition, in slices a tap can
// get between: it renders the metrics, the directions and the map's line (one task of 15 ms at 1x as a 25-stop link
// opened, issue 33).
import { startTransition, useEffect, useState } from 'react';
import type { RouteDirectionsResponse, Vehicle } from '../../../service/contract/index.ts';
import { fetchDirections } from './directions-cache.ts';
import { routeKey } from './route-order.ts';
import type { PlannedStop } from './route-order.ts';

export interface RouteDirectionsState {
  directions: RouteDirectionsResponse | null;
  loading: boolean;
}

export function useRouteDirections(stops: readonly PlannedStop[], returnToStart: boolean, vehicle: Vehicle = 'car'): RouteDirectionsState {
  const key = routeKey(stops, returnToStart, vehicle);
  const [answer, setAnswer] = useState<{ key: string; directions: RouteDirectionsResponse | null } | null>(null);
  const enough = stops.length >= 2;

  useEffect(() => {
    if (!enough) return;
    let current = true;
    fetchDirections(stops, returnToStart, vehicle).then(
      (directions) => {
        if (current) startTransition(() => setAnswer({ key, directions }));
      },
      (error: unknown) => {
        // SPEC §8: route metrics errors are only logged.
        console.warn('Route metrics failed:', error instanceof Error ? error.message : error);
        if (current) startTransition(() => setAnswer({ key, directions: null }));
      },
    );
    return () => {
      current = false;
    };
    // The key captures everything about the stops the request depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enough]);

  if (!enough) return { directions: null, loading: false };
  // While a new order is on its way the last answer stays up, so the numbers and the line do not flicker.
  return { directions: answer?.directions ?? null, loading: answer?.key !== key };
}
