// Everything the planner's buttons do (SPEC §4, §5, §8): each action calls the data layer or the provider and
// shows exactly the spec's toast for its outcome.
import { useMemo, useRef, useState } from 'react';
import type { OfflineRegionInfo, OptimizeRouteResponse, RouteDirectionsResponse, Vehicle } from '../../../service/contract/index.ts';
import { RETURN_MARKER_ID } from '../../../service/contract/limits.ts';
import { optimizePath, optimizeRoute } from '../../api/optimize-route.ts';
import type { PlannerSearchResult } from '../../api/search-predictions.ts';
import { notify } from '../../components/toaster.tsx';
import {
  addHistoryEntry,
  addStop,
  clearDeliveryTime,
  createRoute,
  setCurrentRoute,
  clearStops,
  removeStop,
  reorderStops,
  saveRoutePlan,
  setAllDefaults,
  setDeliveryTime,
  setRouteDeparture,
  setRouteVehicle,
  setServiceTime,
  useRoutePlan,
} from '../../data/hooks.ts';
import type { Stop } from '../../data/hooks.ts';
import { isCovered, offlineRegionsPhrase, regionAt, regionList, routeRegionOf } from '../../map/regions.ts';
import { departureText } from './delivery-window.ts';
import { fetchDirections } from './directions-cache.ts';
import { planForOrder } from './plan-arrivals.ts';
import { useStableHandlers } from './useStableHandlers.ts';
import { formatDuration, formatMiles, optimizePayload, orderFromSequence, shuffled, toSeconds } from './route-order.ts';
import { afterNextPaint } from '../../first-paint.ts';

const NEED_STOPS = 'Add some stops to your route first';

/** A stop refused because it lies in another region than the route's (shown under the search box). */
export interface RegionRefusal {
  result: PlannerSearchResult;
  /** The sentence that says why. */
  text: string;
  /** The region the refused stop is in, where a new route could take it. */
  region: string;
  /** The route it was refused for. */
  routeId: number | null;
}

/** What the Technical Details panel shows: the last provider request the planner made. */
export interface RecordedRequest {
  method: 'POST';
  path: string;
  body: unknown;
}

/**
 * The route's plan as shown: its last optimize (stored with the route) while the stops, their windows and
 * service times, the departure and the return are the ones it was made for; else, once the route has been
 * optimized, the same figures recomputed for what is on screen (`recomputed`, nothing saved to claim).
 */
export interface OptimizeOutcome {
  /** What it was computed for (see planKey). */
  key: string;
  result: OptimizeRouteResponse;
  milesSaved: number | null;
  minutesSaved: number | null;
  recomputed?: boolean;
}

interface Options {
  stops: readonly Stop[];
  routeId: number | null;
  returnToStart: boolean;
  /** When the vehicle leaves the first stop (ISO), or null for 'now'. */
  departAt: string | null;
  /** What drives the route: directions, optimize and the plan are for it. */
  vehicle?: Vehicle;
  /** The offline regions (none for a worldwide provider): a new stop must lie in one, or no route reaches it. */
  regions: readonly Pick<OfflineRegionInfo, 'name' | 'bounds'>[];
  /** The directions of exactly these stops in this order (null while they load): a changed plan is recomputed from them. */
  directions: RouteDirectionsResponse | null;
  onRequest: (request: RecordedRequest) => void;
}

/** What an optimize's arrivals depend on: the departure, the return, the order, every window and service time. */
function planKey(stops: readonly Stop[], departAt: string | null, returnToStart: boolean, vehicle: Vehicle): string {
  return `${departAt ?? 'now'}|${vehicle === 'car' ? '' : `${vehicle}|`}${returnToStart ? 'loop' : 'open'}|${stops.map((s) => `${s.id}/${s.deliveryStartAt ?? ''}/${s.deliveryEndAt ?? ''}/${s.serviceMinutes}`).join(',')}`;
}

/** The toast's figures, the same ones the summary shows: driving time, and the total when waits add to it. */
function optimizeSummary(result: OptimizeRouteResponse, withService: boolean): string {
  const driving = `${formatMiles(result.distance)}, ${formatDuration(result.drivingTime)} driving`;
  if (result.time - result.drivingTime < 60) return driving;
  return `${driving}, ${formatDuration(result.time)} in all with ${withService ? 'stops and waits' : 'waits'}`;
}

/** Whether a plan's answer covers exactly these stops (in any order). */
function sameStops(result: Pick<OptimizeRouteResponse, 'sequence'>, stops: readonly Stop[]): boolean {
  const planned = result.sequence.map(Number).filter((id) => id !== RETURN_MARKER_ID);
  return planned.length === stops.length && stops.every((s) => planned.includes(s.id));
}

function inOrder(stops: readonly Stop[], ids: readonly number[]): Stop[] {
  const byId = new Map(stops.map((s) => [s.id, s]));
  return ids.map((id) => byId.get(id)).filter((s): s is Stop => s !== undefined);
}

export function usePlannerActions({ stops, routeId, returnToStart, departAt, vehicle = 'car', regions, directions, onRequest }: Options) {
  const [refusal, setRefusal] = useState<RegionRefusal | null>(null);
  const stored = useRoutePlan(routeId);
  // The plan just made, until the stored one reads back (so the arrivals do not blink).
  const [fresh, setFresh] = useState<(OptimizeOutcome & { routeId: number }) | null>(null);
  // SPEC §4: a route change resets the plan (the data layer deletes the stored one); the one just made goes too.
  const [planRoute, setPlanRoute] = useState(routeId);
  if (planRoute !== routeId) {
    setPlanRoute(routeId);
    setFresh(null);
  }
  // The departure as last set: a click on Optimize right after typing one (the field saves on blur, and the click
  // comes before the saved value renders) plans for the new departure, not the old.
  const departure = useRef<{ value: string | null; saving: Promise<unknown> }>({ value: departAt, saving: Promise.resolve() });
  const [shownDeparture, setShownDeparture] = useState(departAt);
  if (shownDeparture !== departAt) {
    setShownDeparture(departAt);
    departure.current = { ...departure.current, value: departAt };
  }

  /** SPEC §4: each optimize, reorder or mix up adds a history entry for the new order (errors only logged). */
  async function recordHistory(ordered: readonly Stop[]) {
    if (routeId === null || ordered.length < 2) return null;
    try {
      const directions = await fetchDirections(ordered, returnToStart, vehicle);
      await addHistoryEntry(routeId, { distance: directions.distance, time: directions.formattedTime });
      return directions;
    } catch (error) {
      console.warn('Route metrics failed:', error instanceof Error ? error.message : error);
      return null;
    }
  }

  /** The region of the route's stops (of its first stop inside one), or undefined when it has none yet. */
  const routeRegion = () => routeRegionOf(regions, stops.map((s) => ({ lat: s.latitude, lng: s.longitude })));

  function newStop(result: PlannerSearchResult, order: number) {
    return {
      name: result.name,
      latitude: String(result.lat),
      longitude: String(result.lng),
      order: String(order),
      displayString: result.displayString,
      resultId: result.resultId,
      place: JSON.stringify(result.place),
      type: result.type,
      address: result.address,
      // No window until the visitor sets one (issue 29): SPEC §9's whole-day default would make a stop 'late'
      // on any other day than today.
      deliveryStartAt: null,
      deliveryEndAt: null,
    };
  }

  async function add(result: PlannerSearchResult) {
    setRefusal(null);
    // A route is driven on one region's roads: a stop in another region would make every figure of the route
    // fail. Refused where it is added, saying why; the route keeps its stops and figures.
    const here = routeRegion();
    const there = regionAt(regions, result);
    if (here && there && here !== there) {
      const text = `${result.name} is in ${there.name}, but this route's stops are in ${here.name}. A route cannot be driven between regions, so the stop was not added.`;
      setRefusal({ result, text, region: there.name, routeId });
      return notify('error', 'Stop In Another Region', text);
    }
    if (!isCovered(regions, result)) {
      const phrase = offlineRegionsPhrase(regions);
      return notify(
        'error',
        `Outside ${phrase}`,
        `${result.name} is outside ${phrase} (${regionList(regions)}), so no route can reach it. Choose a place inside ${regions.length > 1 ? 'one of them' : 'it'}.`,
      );
    }
    try {
      await addStop(newStop(result, stops.length));
      notify('success', 'Stop Added', `Added ${result.name} to your route`);
    } catch {
      notify('error', 'Error', 'Failed to add stop');
    }
  }

  /** The refused stop as the first of a new route (the header's Add route, then the stop). */
  async function startRouteWithRefused() {
    if (!refusal) return;
    const { result } = refusal;
    try {
      const route = await createRoute();
      await setCurrentRoute(route.id);
      await addStop(newStop(result, 0));
      setRefusal(null);
      notify('success', 'Stop Added', `Added ${result.name} to your route`);
    } catch {
      notify('error', 'Error', 'Failed to add stop');
    }
  }

  async function remove(id: number) {
    try {
      await removeStop(id);
      notify('success', 'Stop Removed', 'The stop has been removed from your route');
    } catch {
      notify('error', 'Error', 'Failed to remove stop');
    }
  }

  /** A drag: saves every stop's new position in one transaction. */
  async function reorder(ids: number[]) {
    try {
      await reorderStops(ids);
    } catch {
      notify('error', 'Error', 'Failed to reorder stops');
      return;
    }
    await recordHistory(inOrder(stops, ids));
  }

  async function mixUp() {
    if (stops.length === 0) return notify('error', 'No stops to randomize', NEED_STOPS);
    const ids = shuffled(stops.map((s) => s.id));
    try {
      await reorderStops(ids);
    } catch {
      return notify('error', 'Randomization Failed', 'Could not randomize the route at this time');
    }
    notify('success', 'Route Randomized', 'Your stops have been randomly reordered');
    await recordHistory(inOrder(stops, ids));
  }

  async function optimize() {
    if (stops.length === 0) return notify('error', 'No stops to optimize', NEED_STOPS);
    // 'Optimizing...' (the toolbar's) paints before the rest of the tap's work (the route before, the request shown,
    // the call).
    await afterNextPaint();
    await departure.current.saving;
    const departAt = departure.current.value;
    const before = stops.length >= 2 ? await fetchDirections(stops, returnToStart, vehicle).catch(() => null) : null;
    const payload = optimizePayload(stops, returnToStart);
    onRequest({ method: 'POST', path: optimizePath(departAt, vehicle), body: payload });
    let result: OptimizeRouteResponse;
    try {
      result = await optimizeRoute(payload, departAt, vehicle);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'Could not optimize the route at this time';
      return notify('error', 'Optimization Failed', message);
    }
    const ids = orderFromSequence(stops, result.sequence);
    try {
      await reorderStops(ids);
    } catch {
      return notify('error', 'Optimization Failed', 'Could not optimize the route at this time');
    }
    const after = await recordHistory(inOrder(stops, ids));
    const plan = {
      key: planKey(inOrder(stops, ids), departAt, returnToStart, vehicle),
      result,
      milesSaved: before && after ? before.distance - after.distance : null,
      minutesSaved: before && after ? (toSeconds(before.time) - toSeconds(after.time)) / 60 : null,
    };
    if (routeId !== null) {
      setFresh({ ...plan, routeId });
      // The plan is data: a reload shows it while nothing it depends on changed. A failed save loses only that.
      await saveRoutePlan(routeId, plan).catch((error: unknown) => console.warn('The plan could not be stored:', error));
    }
    const summary = optimizeSummary(result, stops.some((s) => s.serviceMinutes > 0));
    notify(
      'success',
      'Route Optimized',
      returnToStart
        ? `Your stops are in the best order for a round trip back to the first stop (${summary}).`
        : `Your stops are in the best order from the first stop (${summary}).`,
    );
  }

  async function setDefaults() {
    if (stops.length === 0) return notify('error', 'No stops to update', NEED_STOPS);
    try {
      await setAllDefaults();
      notify('success', 'Time Constraints Updated', 'Delivery windows have been cleared for all stops.');
    } catch {
      notify('error', 'Update Failed', 'Could not set default time constraints');
    }
  }

  async function clear() {
    try {
      await clearStops();
      notify('success', 'Stops Cleared', 'All stops have been removed from your route');
    } catch {
      notify('error', 'Error', 'Failed to clear stops');
    }
  }

  /** Resolves true when saved, so the popover knows to close. */
  async function saveWindow(id: number, deliveryStartAt: string | null, deliveryEndAt: string | null, serviceMinutes: number) {
    try {
      await setDeliveryTime(id, deliveryStartAt, deliveryEndAt);
      if (stops.find((s) => s.id === id)?.serviceMinutes !== serviceMinutes) await setServiceTime(id, serviceMinutes);
      notify('success', 'Delivery Time Updated', 'The delivery time requirements have been saved.');
      return true;
    } catch {
      notify('error', 'Error', 'Failed to update delivery time');
      return false;
    }
  }

  async function clearWindow(id: number) {
    try {
      await clearDeliveryTime(id);
      notify('success', 'Time Constraints Cleared', 'Delivery time requirements have been removed.');
      return true;
    } catch {
      notify('error', 'Error', 'Failed to clear delivery time');
      return false;
    }
  }

  async function setVehicle(next: Vehicle) {
    if (routeId === null || next === vehicle) return;
    try {
      await setRouteVehicle(routeId, next);
      notify('success', 'Vehicle Updated', `The route is planned for a ${next}.`);
    } catch {
      notify('error', 'Error', 'Failed to update the vehicle');
    }
  }

  async function setDeparture(departAt: string | null) {
    if (routeId === null) return;
    const saving = setRouteDeparture(routeId, departAt);
    departure.current = { value: departAt, saving: saving.catch(() => {}) };
    try {
      await saving;
      notify('success', 'Departure Updated', departAt ? `The route leaves the first stop at ${departureText(departAt)}.` : 'The route leaves the first stop now.');
    } catch {
      notify('error', 'Error', 'Failed to update the departure time');
    }
  }

  const key = planKey(stops, departAt, returnToStart, vehicle);
  const made = [fresh?.routeId === routeId ? fresh : null, stored ?? null].find((p) => p?.key === key);
  // Recomputed only for the stops the plan was made for (a stop added or removed needs a new optimize), and once
  // per answer: new arrivals each render would render every stop row again.
  const recomputed = useMemo(() => {
    if (made || !stored || !directions || !sameStops(stored.result as OptimizeRouteResponse, stops)) return null;
    const result = planForOrder(stops, directions, departAt, returnToStart);
    return result ? { key, result, milesSaved: null, minutesSaved: null, recomputed: true } : null;
    // The key captures everything about the stops, the departure and the return the plan depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, made, stored, directions]);
  // One outcome per plan: a new object each render would render the memoized summary on each of the page's renders.
  const liveOutcome = useMemo<OptimizeOutcome | null>(
    () => (made ? { key, result: made.result as OptimizeRouteResponse, milesSaved: made.milesSaved, minutesSaved: made.minutesSaved } : recomputed),
    [key, made, recomputed],
  );

  // A refusal is about the route it was made for.
  const liveRefusal = refusal?.routeId === routeId ? refusal : null;
  const handlers = useStableHandlers({ add, startRouteWithRefused, remove, reorder, mixUp, optimize, setDefaults, clear, saveWindow, clearWindow, setDeparture, setVehicle });

  return { ...handlers, refusal: liveRefusal, dismissRefusal: () => setRefusal(null), outcome: liveOutcome };
}
