// Stops of a route, kept in a dense 0..n-1 order; every multi-row change is one transaction. Positions live in
// one StopOrder record per route (db.ts, version 4), so any reorder is a single write.
import { db } from './db.ts';
import type { Stop } from './db.ts';
import { clearHistory } from './history.ts';
import { badRequest, notFound } from './errors.ts';

export type NewStop = Omit<Stop, 'id' | 'routeId' | 'order'>;

async function positionsOf(routeId: number): Promise<Record<number, number>> {
  return (await db.stopOrders.get(routeId))?.positions ?? {};
}

function savePositions(routeId: number, positions: Record<number, number>): Promise<number> {
  return db.stopOrders.put({ routeId, positions });
}

/** Positions 0..n-1 in the order of `ids`. */
const positionsFor = (ids: readonly number[]): Record<number, number> => Object.fromEntries(ids.map((id, order) => [id, order]));

/** A route's stops by position, ties by id (as the former [routeId+order] index listed them). */
export async function listStops(routeId: number): Promise<Stop[]> {
  const [stops, positions] = await Promise.all([db.stops.where('routeId').equals(routeId).toArray(), positionsOf(routeId)]);
  return stops
    .map((stop) => ({ ...stop, order: positions[stop.id] ?? Number.MAX_SAFE_INTEGER }))
    .sort((a, b) => a.order - b.order || a.id - b.id);
}

/** The default delivery window of a new stop: today, 00:00:00.000 to 23:59:59.999 local time (SPEC §9). */
export function defaultDeliveryWindow(now: Date = new Date()): { deliveryStartAt: string; deliveryEndAt: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 0, 0, 0, 0);
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 59, 59, 999);
  return { deliveryStartAt: start.toISOString(), deliveryEndAt: end.toISOString() };
}

/** Appends a stop; its order is the route's stop count, whatever a (possibly stale) client said. */
export async function insertStop(routeId: number, fields: NewStop): Promise<Stop> {
  return db.transaction('rw', db.stops, db.stopOrders, async () => {
    const order = await db.stops.where('routeId').equals(routeId).count();
    const row = { ...fields, routeId };
    const id = await db.stops.add(row);
    await savePositions(routeId, { ...(await positionsOf(routeId)), [id]: order });
    return { id, ...row, order };
  });
}

/** Appends several stops in the given order, all or none. */
export async function insertStops(routeId: number, fields: readonly NewStop[]): Promise<Stop[]> {
  return db.transaction('rw', db.stops, db.stopOrders, async () => {
    const first = await db.stops.where('routeId').equals(routeId).count();
    const rows = fields.map((f) => ({ ...f, routeId }));
    const ids = await db.stops.bulkAdd(rows, { allKeys: true });
    const positions = await positionsOf(routeId);
    ids.forEach((id, i) => (positions[id] = first + i));
    await savePositions(routeId, positions);
    return rows.map((row, i) => ({ id: ids[i]!, ...row, order: first + i }));
  });
}

async function findStop(id: number): Promise<Stop> {
  const stop = await db.stops.get(id);
  if (!stop) throw notFound('Stop', id);
  return { ...stop, order: (await positionsOf(stop.routeId))[id] ?? 0 };
}

export async function deleteStop(id: number): Promise<Stop> {
  return db.transaction('rw', db.stops, db.stopOrders, async () => {
    const stop = await findStop(id);
    await db.stops.delete(id);
    const rest = await listStops(stop.routeId);
    await savePositions(stop.routeId, positionsFor(rest.map((s) => s.id)));
    return stop;
  });
}

/** Removes every stop of a route and, as SPEC §4 asks, its history. */
export async function clearRouteStops(routeId: number): Promise<number> {
  return db.transaction('rw', db.stops, db.stopOrders, db.history, async () => {
    await clearHistory(routeId);
    await db.stopOrders.delete(routeId);
    return db.stops.where('routeId').equals(routeId).delete();
  });
}

export interface DeliveryWindow {
  deliveryStartAt: string | null;
  deliveryEndAt: string | null;
}

export async function updateDeliveryTime(id: number, window: DeliveryWindow): Promise<Stop> {
  return db.transaction('rw', db.stops, db.stopOrders, async () => {
    const stop = await findStop(id);
    await db.stops.update(id, window);
    return { ...stop, ...window };
  });
}

export async function updateServiceTime(id: number, serviceMinutes: number): Promise<Stop> {
  return db.transaction('rw', db.stops, db.stopOrders, async () => {
    const stop = await findStop(id);
    await db.stops.update(id, { serviceMinutes });
    return { ...stop, serviceMinutes };
  });
}

/** Sets one window on every stop of a route (Set Defaults clears them all). */
export async function updateAllDeliveryTimes(routeId: number, window: DeliveryWindow): Promise<number> {
  return db.stops.where('routeId').equals(routeId).modify(window);
}

/** SPEC's per-stop order update; a full reorder sends one per stop, so duplicates may exist in between. */
export async function updateStopOrder(id: number, order: number): Promise<Stop> {
  return db.transaction('rw', db.stops, db.stopOrders, async () => {
    const stop = await findStop(id);
    await savePositions(stop.routeId, { ...(await positionsOf(stop.routeId)), [id]: order });
    return { ...stop, order };
  });
}

/** Puts a route's stops in the order of `ids`, which must list each of them exactly once; all or nothing. */
export async function applyOrder(routeId: number, ids: readonly number[]): Promise<Stop[]> {
  return db.transaction('rw', db.stops, db.stopOrders, async () => {
    const byId = new Map((await listStops(routeId)).map((stop) => [stop.id, stop]));
    const ordered = ids.map((id, order) => {
      const stop = byId.get(id);
      if (!stop) throw notFound('Stop', id);
      return { ...stop, order };
    });
    if (new Set(ids).size !== ids.length || ids.length !== byId.size) {
      throw badRequest('ids must list every stop of the current route exactly once');
    }
    await savePositions(routeId, positionsFor(ids));
    return ordered;
  });
}

/** Adds an imported route's stops in the given order; call inside a transaction over stops and stopOrders. */
export async function addStopsInOrder(routeId: number, stops: readonly NewStop[]): Promise<void> {
  const ids = await db.stops.bulkAdd(
    stops.map((stop) => ({ ...stop, routeId })),
    { allKeys: true },
  );
  await savePositions(routeId, positionsFor(ids));
}
