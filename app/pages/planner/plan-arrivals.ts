// A plan's times recomputed for the order on screen, from the directions of that order: after an optimize, a
// changed departure, window or service time keeps the arrivals, waits and lateness true (issue 29) instead of
// dropping them, with the network or (offline) the device engine behind the directions. The same rules as the
// optimizer's report of an order (engine/optimize/evaluate.ts): the vehicle leaves the first stop at the
// departure, waits for a window to open, is late by how long after the window closed its service starts.
import type { OptimizeRouteResponse, RouteDirectionsResponse } from '../../../service/contract/index.ts';
import { formatDuration } from './route-order.ts';

export interface PlanStop {
  id: number;
  deliveryStartAt: string | null;
  deliveryEndAt: string | null;
  serviceMinutes: number;
}

/** A late start under a second is no lateness (the optimizer's LATE_EPS). */
const LATE_EPS = 1;

/**
 * The optimize answer this order would get, from `directions` of exactly these stops (one leg per hop, plus
 * the return when `returnToStart`); null when the directions do not fit them.
 */
export function planForOrder(
  stops: readonly PlanStop[],
  directions: Pick<RouteDirectionsResponse, 'distance' | 'legs'>,
  departAt: string | null,
  returnToStart: boolean,
  now: number = Date.now(),
): OptimizeRouteResponse | null {
  const loop = returnToStart && stops.length > 1;
  if (stops.length === 0 || directions.legs.length !== stops.length - 1 + (loop ? 1 : 0)) return null;
  const departure = departAt ? Date.parse(departAt) : now;
  let clock = departure;
  let driving = 0;
  const reports: OptimizeRouteResponse['stops'] = [];
  stops.forEach((stop, i) => {
    if (i > 0) {
      const leg = (directions.legs[i - 1] as { time: number }).time;
      clock += leg * 1000;
      driving += leg;
    }
    const arrival = clock;
    const open = stop.deliveryStartAt ? Date.parse(stop.deliveryStartAt) : -Infinity;
    if (clock < open) clock = open;
    const due = stop.deliveryEndAt ? Date.parse(stop.deliveryEndAt) : Infinity;
    const lateSeconds = Math.max(0, (clock - due) / 1000);
    reports.push({
      id: stop.id,
      index: i,
      arrival: new Date(arrival).toISOString(),
      waitSeconds: (clock - arrival) / 1000,
      lateSeconds,
      windowMet: lateSeconds <= LATE_EPS,
      // Which windows no order could keep is the optimizer's to say; an order's own report claims none.
      windowReachable: true,
    });
    clock += stop.serviceMinutes * 60_000;
  });
  if (loop) {
    const back = (directions.legs.at(-1) as { time: number }).time;
    clock += back * 1000;
    driving += back;
  }
  const time = (clock - departure) / 1000;
  return {
    sequence: stops.map((s) => s.id),
    distance: directions.distance,
    time,
    formattedTime: formatDuration(time),
    drivingTime: driving,
    returnToStart: loop,
    allWindowsMet: reports.every((r) => r.windowMet),
    stops: reports,
  };
}
