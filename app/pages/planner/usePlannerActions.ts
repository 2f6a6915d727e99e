// Everything the planner's buttons do (SPEC §4, §5, §8): each action calls the data layer or the provider and
// shows exactly the spec's toast for its outcome.
import { useState } from 'react';
import type { OfflineRegionInfo, OptimizeRouteResponse } from '../../../proxy/contract/index.ts';
import { optimizePath, optimizeRoute } from '../../api/optimize-route.ts';
import type { PlannerSearchResult } from '../../api/search-predictions.ts';
import { notify } from '../../components/toaster.tsx';
import {
  addHistoryEntry,
  addStop,
  clearDeliveryTime,
  clearStops,
  removeStop,
  reorderStops,
  setAllDefaults,
  setDeliveryTime,
  setRouteDeparture,
  setServiceTime,
} from '../../data/hooks.ts';
import type { Stop } from '../../data/hooks.ts';
import { isCovered, offlineRegionsPhrase, regionList } from '../../map/regions.ts';
import { defaultWindow, departureText } from './delivery-window.ts';
import { fetchDirections } from './directions-cache.ts';
import { formatDuration, formatMiles, optimizePayload, orderFromSequence, shuffled, toSeconds } from './route-order.ts';

const NEED_STOPS = 'Add some stops to your route first';

/** What the Technical Details panel shows: the last provider request the planner made. */
export interface RecordedRequest {
  method: 'POST';
  path: string;
  body: unknown;
}

/** The last optimization, kept while the stops keep its order and their windows. */
export interface OptimizeOutcome {
  /** The stops and windows it was computed for (see planKey). */
  key: string;
  result: OptimizeRouteResponse;
  milesSaved: number | null;
  minutesSaved: number | null;
}

interface Options {
  stops: readonly Stop[];
  routeId: number | null;
  returnToStart: boolean;
  /** When the vehicle leaves the first stop (ISO), or null for 'now'. */
  departAt: string | null;
  /** The offline regions (none for a worldwide provider): a new stop must lie in one, or no route reaches it. */
  regions: readonly Pick<OfflineRegionInfo, 'name' | 'bounds'>[];
  onRequest: (request: RecordedRequest) => void;
}

/** What an optimize's arrivals depend on: the departure, the order, every window and service time. */
function planKey(stops: readonly Stop[], departAt: string | null): string {
  return `${departAt ?? 'now'}|${stops.map((s) => `${s.id}/${s.deliveryStartAt ?? ''}/${s.deliveryEndAt ?? ''}/${s.serviceMinutes}`).join(',')}`;
}

/** The toast's figures, the same ones the summary shows: driving time, and the total when waits add to it. */
function optimizeSummary(result: OptimizeRouteResponse, withService: boolean): string {
  const driving = `${formatMiles(result.distance)}, ${formatDuration(result.drivingTime)} driving`;
  if (result.time - result.drivingTime < 60) return driving;
  return `${driving}, ${formatDuration(result.time)} in all with ${withService ? 'stops and waits' : 'waits'}`;
}

function inOrder(stops: readonly Stop[], ids: readonly number[]): Stop[] {
  const byId = new Map(stops.map((s) => [s.id, s]));
  return ids.map((id) => byId.get(id)).filter((s): s is Stop => s !== undefined);
}

export function usePlannerActions({ stops, routeId, returnToStart, departAt, regions, onRequest }: Options) {
  const [optimizing, setOptimizing] = useState(false);
  const [outcome, setOutcome] = useState<OptimizeOutcome | null>(null);
  // SPEC §4: changing the route resets the metrics, the last optimization's arrivals and savings with them.
  const [outcomeRoute, setOutcomeRoute] = useState(routeId);
  if (outcomeRoute !== routeId) {
    setOutcomeRoute(routeId);
    setOutcome(null);
  }

  /** SPEC §4: each optimize, reorder or mix up adds a history entry for the new order (errors only logged). */
  async function recordHistory(ordered: readonly Stop[]) {
    if (routeId === null || ordered.length < 2) return null;
    try {
      const directions = await fetchDirections(ordered, returnToStart);
      await addHistoryEntry(routeId, { distance: directions.distance, time: directions.formattedTime });
      return directions;
    } catch (error) {
      console.warn('Route metrics failed:', error instanceof Error ? error.message : error);
      return null;
    }
  }

  async function add(result: PlannerSearchResult) {
    if (!isCovered(regions, result)) {
      const phrase = offlineRegionsPhrase(regions);
      return notify(
        'error',
        `Outside ${phrase}`,
        `${result.name} is outside ${phrase} (${regionList(regions)}), so no route can reach it. Choose a place inside ${regions.length > 1 ? 'one of them' : 'it'}.`,
      );
    }
    try {
      await addStop({
        name: result.name,
        latitude: String(result.lat),
        longitude: String(result.lng),
        order: String(stops.length),
        displayString: result.displayString,
        resultId: result.resultId,
        place: JSON.stringify(result.place),
        type: result.type,
        address: result.address,
        ...defaultWindow(),
      });
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
    setOptimizing(true);
    try {
      const before = stops.length >= 2 ? await fetchDirections(stops, returnToStart).catch(() => null) : null;
      const payload = optimizePayload(stops, returnToStart);
      onRequest({ method: 'POST', path: optimizePath(departAt), body: payload });
      let result: OptimizeRouteResponse;
      try {
        result = await optimizeRoute(payload, departAt);
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
      setOutcome({
        key: planKey(inOrder(stops, ids), departAt),
        result,
        milesSaved: before && after ? before.distance - after.distance : null,
        minutesSaved: before && after ? (toSeconds(before.time) - toSeconds(after.time)) / 60 : null,
      });
      const summary = optimizeSummary(result, stops.some((s) => s.serviceMinutes > 0));
      notify(
        'success',
        'Route Optimized',
        returnToStart
          ? `Your stops are in the best order for a round trip back to the first stop (${summary}).`
          : `Your stops are in the best order from the first stop (${summary}).`,
      );
    } finally {
      setOptimizing(false);
    }
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
      setOutcome(null);
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

  async function setDeparture(departAt: string | null) {
    if (routeId === null) return;
    try {
      await setRouteDeparture(routeId, departAt);
      notify('success', 'Departure Updated', departAt ? `The route leaves the first stop at ${departureText(departAt)}.` : 'The route leaves the first stop now.');
    } catch {
      notify('error', 'Error', 'Failed to update the departure time');
    }
  }

  const liveOutcome = outcome && outcome.key === planKey(stops, departAt) ? outcome : null;

  return { add, remove, reorder, mixUp, optimize, setDefaults, clear, saveWindow, clearWindow, setDeparture, optimizing, outcome: liveOutcome };
}
