// The pages' door to their data: live reads that re-render every component and every open tab on any change
// (Dexie liveQuery, cross-tab through BroadcastChannel), and named writes that go through the /api contract.
import { useLiveQuery } from 'dexie-react-hooks';
import { UNPLACED_STOPS_KEY, type HistoryEntry, type Route, type Stop, type UnplacedStop } from './db.ts';
import { apiRequest } from './client.ts';
import type { NewStopRequest } from './contract.ts';
import { listRoutes, readCurrentRoute } from './routes.ts';
import { listStops } from './stops.ts';
import { listHistory } from './history.ts';
import { getSetting } from './settings.ts';

export type { HistoryEntry, NewStopRequest, Route, Stop, UnplacedStop };
export { dismissUnplacedStops } from './settings.ts';

// Reads: undefined while the first query runs, then the live value.

export function useRoutes(): Route[] | undefined {
  return useLiveQuery(listRoutes, []);
}

/** The current route; null only before openDatabase() has run the first-run setup. */
export function useCurrentRoute(): Route | null | undefined {
  return useLiveQuery(readCurrentRoute, []);
}

/** The current route's stops, by order. */
export function useStops(): Stop[] | undefined {
  return useLiveQuery(async () => {
    const current = await readCurrentRoute();
    return current ? listStops(current.id) : [];
  }, []);
}

/** Stops an upgrade could not place on the map (see db.ts upgradeToV2); empty when none or dismissed. */
export function useUnplacedStops(): UnplacedStop[] {
  return useLiveQuery(async () => (await getSetting(UNPLACED_STOPS_KEY)) ?? [], []) ?? [];
}

/** A route's history, oldest first; without an id, the current route's. */
export function useRouteHistory(routeId?: number): HistoryEntry[] | undefined {
  return useLiveQuery(async () => {
    const id = routeId ?? (await readCurrentRoute())?.id;
    return id === undefined ? [] : listHistory(id);
  }, [routeId]);
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
