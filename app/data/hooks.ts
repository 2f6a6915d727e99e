// The pages' door to their data: live reads that re-render every component and every open tab on any change
// (Dexie liveQuery, cross-tab through BroadcastChannel), and named writes that go through the /api contract.
import { liveQuery } from 'dexie';
import { startTransition, useEffect, useState, type DependencyList } from 'react';
import { UNPLACED_STOPS_KEY, type HistoryEntry, type Route, type RoutePlan, type Stop, type UnplacedStop } from './db.ts';
import { apiRequest } from './client.ts';
import type { Vehicle } from '../../service/contract/limits.ts';
import type { NewStopRequest } from './contract.ts';
import { listRoutes, readCurrentRoute } from './routes.ts';
import { listStops } from './stops.ts';
import { listHistory } from './history.ts';
import { readPlan } from './plans.ts';
import { getSetting } from './settings.ts';

export type { HistoryEntry, NewStopRequest, Route, RoutePlan, Stop, UnplacedStop };
export { dismissUnplacedStops } from './settings.ts';

// Reads: undefined while the first query runs, then the live value.

/**
 * A live read (Dexie's liveQuery): undefined until its first answer, then every change, the last answer kept while
 * new dependencies are read. The first answer renders as a transition, in slices that let taps through: the
 * planner's five reads arrive one by one as it opens, and each was a render of the whole page in one task. A
 * failed read throws to the page's error boundary.
 */
function useLiveRead<T>(read: () => Promise<T>, deps: DependencyList): T | undefined {
  const [answer, setAnswer] = useState<{ value: T } | { error: unknown }>();
  useEffect(() => {
    let first = true;
    const subscription = liveQuery(read).subscribe({
      next: (value) => {
        if (!first) return setAnswer({ value });
        first = false;
        startTransition(() => setAnswer({ value }));
      },
      error: (error: unknown) => setAnswer({ error }),
    });
    return () => subscription.unsubscribe();
    // The callers pass the dependencies of `read`, as with useEffect itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  if (answer && 'error' in answer) throw answer.error;
  return answer?.value;
}

export function useRoutes(): Route[] | undefined {
  return useLiveRead(listRoutes, []);
}

/** The current route; null only before openDatabase() has run the first-run setup. */
export function useCurrentRoute(): Route | null | undefined {
  return useLiveRead(readCurrentRoute, []);
}

/** The current route's stops, by order. */
export function useStops(): Stop[] | undefined {
  return useLiveRead(async () => {
    const current = await readCurrentRoute();
    return current ? listStops(current.id) : [];
  }, []);
}

/** Stops an upgrade could not place on the map (see db.ts upgradeToV2); empty when none or dismissed. */
export function useUnplacedStops(): UnplacedStop[] {
  return useLiveRead(async () => (await getSetting(UNPLACED_STOPS_KEY)) ?? [], []) ?? [];
}

/** A route's history, oldest first; without an id, the current route's. */
export function useRouteHistory(routeId?: number): HistoryEntry[] | undefined {
  return useLiveRead(async () => {
    const id = routeId ?? (await readCurrentRoute())?.id;
    return id === undefined ? [] : listHistory(id);
  }, [routeId]);
}

/** A route's last plan (its last optimize), null when it has none; undefined while the first read runs. */
export function useRoutePlan(routeId: number | null): RoutePlan | null | undefined {
  return useLiveRead(async () => (routeId === null ? null : readPlan(routeId)), [routeId]);
}

// Writes: each rejects with ApiError ('<status>: <body>') on failure; the caller shows the SPEC §8 toast.

export function createRoute(name?: string): Promise<Route> {
  return apiRequest('POST', '/api/routes', name === undefined ? {} : { name });
}

export function renameRoute(id: number, name: string): Promise<Route> {
  return apiRequest('PATCH', `/api/routes/${id}`, { name });
}

/** Makes a route current (resets history of the routes involved); 404 ApiError when it is not on this device. */
export function setCurrentRoute(routeId: number): Promise<Route> {
  return apiRequest('POST', '/api/routes/current', { routeId });
}

export function addStop(fields: NewStopRequest): Promise<Stop> {
  return apiRequest('POST', '/api/stops', fields);
}

/** Appends several stops to the current route in order, all or none. */
export function addStops(stops: readonly NewStopRequest[]): Promise<Stop[]> {
  return apiRequest('POST', '/api/stops/import', { stops });
}

export function removeStop(id: number): Promise<Stop> {
  return apiRequest('DELETE', `/api/stops/${id}`);
}

/** Removes all stops of the current route and resets its history. */
export function clearStops(): Promise<{ deleted: number }> {
  return apiRequest('DELETE', '/api/stops');
}

export function setDeliveryTime(id: number, deliveryStartAt: string | null, deliveryEndAt: string | null): Promise<Stop> {
  return apiRequest('PATCH', `/api/stops/${id}/delivery-time`, { deliveryStartAt, deliveryEndAt });
}

export function clearDeliveryTime(id: number): Promise<Stop> {
  return setDeliveryTime(id, null, null);
}

export function setServiceTime(id: number, serviceMinutes: number): Promise<Stop> {
  return apiRequest('PATCH', `/api/stops/${id}/service-time`, { serviceMinutes });
}

/** When the route's vehicle leaves its first stop (ISO), or null for 'now'. */
export function setRouteDeparture(routeId: number, departAt: string | null): Promise<Route> {
  return apiRequest('PATCH', `/api/routes/${routeId}/departure`, { departAt });
}

/** The vehicle that drives the route: its directions, matrix and optimize are computed for it. */
export function setRouteVehicle(routeId: number, vehicle: Vehicle): Promise<Route> {
  return apiRequest('PATCH', `/api/routes/${routeId}/vehicle`, { vehicle });
}

/** Stores an optimize's outcome with its route, replacing the route's previous plan. */
export function saveRoutePlan(routeId: number, plan: Pick<RoutePlan, 'key' | 'result' | 'milesSaved' | 'minutesSaved'>): Promise<RoutePlan> {
  return apiRequest('PUT', `/api/routes/${routeId}/plan`, plan);
}

/** Set Defaults: clears the delivery windows of every stop of the current route, in one transaction. */
export function setAllDefaults(): Promise<{ updated: number }> {
  return apiRequest('PATCH', '/api/stops/delivery-time', { deliveryStartAt: null, deliveryEndAt: null });
}

/** Drag, optimize and mix up: the full new order of the current route's stop ids, all or nothing. */
export function reorderStops(ids: readonly number[]): Promise<Stop[]> {
  return apiRequest('PUT', '/api/stops/order', { ids });
}

export function addHistoryEntry(routeId: number, entry: { distance: number; time: string | number }): Promise<HistoryEntry> {
  return apiRequest('POST', `/api/routes/${routeId}/history`, entry);
}

export function clearRouteHistory(routeId: number): Promise<{ deleted: number }> {
  return apiRequest('DELETE', `/api/routes/${routeId}/history`);
}
