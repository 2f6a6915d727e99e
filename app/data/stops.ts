// Stops of a route, kept in a dense 0..n-1 order; every multi-row change is one transaction.
import { Dexie } from 'dexie';
import { db } from './db.ts';
import type { Stop } from './db.ts';
import { clearHistory } from './history.ts';
import { badRequest, notFound } from './errors.ts';

export type NewStop = Omit<Stop, 'id' | 'routeId' | 'order'>;

/** A route's stops, in order, through the one stops index. */
function stopsOf(routeId: number) {
  return db.stops.where('[routeId+order]').between([routeId, Dexie.minKey], [routeId, Dexie.maxKey]);
}

export function listStops(routeId: number): Promise<Stop[]> {
  return stopsOf(routeId).toArray();
}

/** The default delivery window of a new stop: today, 00:00:00.000 to 23:59:59.999 local time (SPEC §9). */
export function defaultDeliveryWindow(now: Date = new Date()): { deliveryStartAt: string; deliveryEndAt: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 0, 0, 0, 0);
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 59, 59, 999);
  return { deliveryStartAt: start.toISOString(), deliveryEndAt: end.toISOString() };
}

/** Appends a stop; its order is the route's stop count, whatever a (possibly stale) client said. */
export async function insertStop(routeId: number, fields: NewStop): Promise<Stop> {
  return db.transaction('rw', db.stops, async () => {
    const row = { ...fields, routeId, order: await stopsOf(routeId).count() };
    return { id: await db.stops.add(row), ...row };
  });
}

async function findStop(id: number): Promise<Stop> {
  const stop = await db.stops.get(id);
  if (!stop) throw notFound('Stop', id);
  return stop;
}

async function renumber(routeId: number): Promise<void> {
  const stops = await listStops(routeId);
  await db.stops.bulkPut(stops.flatMap((stop, order) => (stop.order === order ? [] : [{ ...stop, order }])));
}

export async function deleteStop(id: number): Promise<Stop> {
  return db.transaction('rw', db.stops, async () => {
    const stop = await findStop(id);
    await db.stops.delete(id);
    await renumber(stop.routeId);
    return stop;
  });
}

/** Removes every stop of a route and, as SPEC §4 asks, its history. */
export async function clearRouteStops(routeId: number): Promise<number> {
  return db.transaction('rw', db.stops, db.history, async () => {
    await clearHistory(routeId);
    return stopsOf(routeId).delete();
  });
}

export interface DeliveryWindow {
  deliveryStartAt: string | null;
  deliveryEndAt: string | null;
}

export async function updateDeliveryTime(id: number, window: DeliveryWindow): Promise<Stop> {
  return db.transaction('rw', db.stops, async () => {
    const stop = await findStop(id);
    await db.stops.update(id, window);
    return { ...stop, ...window };
  });
}

/** Sets one window on every stop of a route (Set Defaults clears them all). */
export async function updateAllDeliveryTimes(routeId: number, window: DeliveryWindow): Promise<number> {
  return stopsOf(routeId).modify(window);
}

/** SPEC's per-stop order update; a full reorder sends one per stop, so duplicates may exist in between. */
export async function updateStopOrder(id: number, order: number): Promise<Stop> {
  return db.transaction('rw', db.stops, async () => {
    const stop = await findStop(id);
    await db.stops.update(id, { order });
    return { ...stop, order };
  });
}

/** Puts a route's stops in the order of `ids`, which must list each of them exactly once; all or nothing. */
export async function applyOrder(routeId: number, ids: readonly number[]): Promise<Stop[]> {
  return db.transaction('rw', db.stops, async () => {
    const byId = new Map((await listStops(routeId)).map((stop) => [stop.id, stop]));
    const ordered = ids.map((id, order) => {
      const stop = byId.get(id);
      if (!stop) throw notFound('Stop', id);
      return { ...stop, order };
    });
    if (new Set(ids).size !== ids.length || ids.length !== byId.size) {
      throw badRequest('ids must list every stop of the current route exactly once');
    }
    await db.stops.bulkPut(ordered.filter((stop) => byId.get(stop.id)?.order !== stop.order));
    return ordered;
  });
}
