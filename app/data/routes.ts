// Routes and the current route: the first run creates 'Route 1', and switching routes resets history (SPEC §4).
import { db } from './db.ts';
import type { MapsDemoDb, Route } from './db.ts';
import type { Vehicle } from '../../service/contract/limits.ts';
import { getSetting, putSetting } from './settings.ts';
import { clearHistory } from './history.ts';
import { deletePlan } from './plans.ts';
import { notFound } from './errors.ts';

export function listRoutes(): Promise<Route[]> {
  return db.routes.orderBy('id').toArray();
}

export async function findRoute(id: number): Promise<Route> {
  const route = await db.routes.get(id);
  if (!route) throw notFound('Route', id);
  return route;
}

/** Adds a route; without a name it is 'Route N' with N = route count + 1 (SPEC §9). */
export async function insertRoute(name?: string): Promise<Route> {
  return db.transaction('rw', db.routes, async () => {
    const row = { name: name ?? `Route ${(await db.routes.count()) + 1}`, createdAt: new Date().toISOString(), departAt: null };
    const id = await db.routes.add(row);
    return { id, ...row };
  });
}

export async function updateRouteName(id: number, name: string): Promise<Route> {
  return db.transaction('rw', db.routes, async () => {
    const route = await findRoute(id);
    await db.routes.update(id, { name });
    return { ...route, name };
  });
}

/** Sets when the route's vehicle leaves its first stop; null means 'now'. */
export async function updateRouteDeparture(id: number, departAt: string | null): Promise<Route> {
  return db.transaction('rw', db.routes, async () => {
    const route = await findRoute(id);
    await db.routes.update(id, { departAt });
    return { ...route, departAt };
  });
}

/** Sets the vehicle that drives the route (its directions, matrix and optimize are for it). */
export async function updateRouteVehicle(id: number, vehicle: Vehicle): Promise<Route> {
  return db.transaction('rw', db.routes, async () => {
    const route = await findRoute(id);
    await db.routes.update(id, { vehicle });
    return { ...route, vehicle };
  });
}

/** Read-only (usable in live queries): the current route, or null before the first run finished. */
export async function readCurrentRoute(): Promise<Route | null> {
  const id = await getSetting('currentRouteId');
  return (id === undefined ? undefined : await db.routes.get(id)) ?? null;
}

/**
 * Returns the current route, creating 'Route 1' or repairing a dangling id first. One read-write transaction
 * over routes and settings: IndexedDB serialises those across connections, so two tabs opening at once still
 * end with one route. `database` lets a test play the second tab.
 */
export async function ensureCurrentRoute(database: MapsDemoDb = db): Promise<Route> {
  return database.transaction('rw', database.routes, database.settings, async () => {
    const setting = await database.settings.get('currentRouteId');
    const current = typeof setting?.value === 'number' ? await database.routes.get(setting.value) : undefined;
    if (current) return current;
    let route = await database.routes.orderBy('id').first();
    if (!route) {
      const row = { name: 'Route 1', createdAt: new Date().toISOString(), departAt: null };
      route = { id: await database.routes.add(row), ...row };
    }
    await database.settings.put({ key: 'currentRouteId', value: route.id });
    return route;
  });
}

/**
 * Makes a route current; a real change resets the history and the plan (SPEC §4: history and metrics) of both
 * the route left and the route entered. A reload is no change: the plan stays.
 */
export async function makeRouteCurrent(id: number): Promise<Route> {
  return db.transaction('rw', [db.routes, db.settings, db.history, db.plans], async () => {
    const route = await findRoute(id);
    const previous = await getSetting('currentRouteId');
    if (previous !== id) {
      if (previous !== undefined) await Promise.all([clearHistory(previous), deletePlan(previous)]);
      await Promise.all([clearHistory(id), deletePlan(id)]);
      await putSetting('currentRouteId', id);
    }
    return route;
  });
}
