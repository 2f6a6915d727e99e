// Moves a prepared demo between devices (and feeds kiosk mode): all routes with their stops and history as one
// JSON document, imported back as new routes after validation, or restored in place of everything.
import { z } from 'zod';
import { MAX_SERVICE_MINUTES } from '../../service/contract/limits.ts';
import { VEHICLE_TYPES } from '../../service/contract/limits.ts';
import { db } from './db.ts';
import { addStopsInOrder, listStops } from './stops.ts';
import { listHistory } from './history.ts';
import { insertRoute } from './routes.ts';
import { putSetting } from './settings.ts';

export const EXPORT_FORMAT = 'maps-demo-routes';

// Built on first use (z.lazy), as the API's body schemas are (contract.ts): a phone's start builds no schema.
export const routesExportSchema = z.lazy(() => {
  const iso = z.iso.datetime({ offset: true });

  const exportedStop = z.object({
    name: z.string().trim().min(1),
    displayString: z.string(),
    address: z.string().nullable(),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    resultId: z.string().nullable(),
    place: z.string(),
    type: z.string().nullable(),
    deliveryStartAt: iso.nullable(),
    deliveryEndAt: iso.nullable(),
    // Exports from before service times and departures (version 5) have neither.
    serviceMinutes: z.number().min(0).max(MAX_SERVICE_MINUTES).default(0),
  });

  const exportedHistory = z.object({
    timestamp: iso,
    distance: z.number().nonnegative(),
    time: z.union([z.string(), z.number().nonnegative()]),
  });

  const exportedRoute = z.object({
    name: z.string().trim().min(1).max(200),
    createdAt: iso,
    departAt: iso.nullable().default(null),
    vehicle: z.enum(VEHICLE_TYPES).default('car'),
    /** In route order. */
    stops: z.array(exportedStop),
    history: z.array(exportedHistory).default([]),
  });

  return z.object({
    format: z.literal(EXPORT_FORMAT),
    version: z.literal(1),
    exportedAt: iso,
    routes: z.array(exportedRoute),
  });
});

export type RoutesExport = z.output<typeof routesExportSchema>;

export class ImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportError';
  }
}

/** Every route on this device with its stops (by order) and history, read in one consistent snapshot. */
export async function exportRoutes(now: Date = new Date()): Promise<RoutesExport> {
  return db.transaction('r', [db.routes, db.stops, db.stopOrders, db.history], async () => {
    const routes = await db.routes.orderBy('id').toArray();
    return {
      format: EXPORT_FORMAT,
      version: 1,
      exportedAt: now.toISOString(),
      routes: await Promise.all(
        routes.map(async (route) => ({
          name: route.name,
          createdAt: route.createdAt,
          departAt: route.departAt ?? null,
          vehicle: route.vehicle ?? 'car',
          stops: (await listStops(route.id)).map(({ id: _id, routeId: _routeId, order: _order, ...stop }) => stop),
          history: (await listHistory(route.id)).map(({ timestamp, distance, time }) => ({ timestamp, distance, time })),
        })),
      ),
    };
  });
}

/** A file name such as maps-demo-routes-2025-03-01.json (local date). */
export function exportFileName(now: Date = new Date()): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${EXPORT_FORMAT}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

function parseExport(input: unknown): RoutesExport {
  let document = input;
  if (typeof input === 'string') {
    try {
      document = JSON.parse(input) as unknown;
    } catch {
      throw new ImportError('The file is not valid JSON.');
    }
  }
  if ((document as { format?: unknown } | null)?.format !== EXPORT_FORMAT) {
    throw new ImportError('The file is not a routes export of this app.');
  }
  const result = routesExportSchema.safeParse(document);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.map(String).join('.') ?? '';
  throw new ImportError(`The file has an invalid value at ${where || 'its top level'}: ${issue?.message ?? 'unknown'}`);
}

/** Checks an export (file text or parsed JSON) without writing anything: its route count, or ImportError. */
export function checkExport(input: unknown): number {
  return parseExport(input).routes.length;
}

/**
 * Adds every route of an export (file text or parsed JSON) as a NEW route, keeping names, stop order and
 * history; the current route is left alone. All or nothing. Returns the number of routes added; throws
 * ImportError with a visitor-facing message for a bad file.
 */
export async function importRoutes(input: unknown): Promise<number> {
  return importCheckedRoutes(parseExport(input));
}

/**
 * importRoutes for an export this app built from data it has checked already (a shared link's route, checked as
 * strictly when decoded): checking it a second time cost a phone ~150 ms of blocked page as a shared link opened.
 */
export async function importCheckedRoutes({ routes }: RoutesExport): Promise<number> {
  await db.transaction('rw', [db.routes, db.stops, db.stopOrders, db.history], () => addRoutes(routes));
  return routes.length;
}

/**
 * Replaces every route, stop and history entry with an export's (a kiosk's prepared demo), so the next visitor
 * finds the device as it was set up; the export's first route becomes current. All or nothing.
 */
export async function replaceAllRoutes(input: unknown): Promise<void> {
  const { routes } = parseExport(input);
  await db.transaction('rw', [db.routes, db.stops, db.stopOrders, db.history, db.settings], async () => {
    await Promise.all([db.routes.clear(), db.stops.clear(), db.stopOrders.clear(), db.history.clear()]);
    const [first] = await addRoutes(routes);
    await putSetting('currentRouteId', first ?? (await insertRoute()).id);
  });
}

/** Adds the routes with their stops and history; call inside a transaction over those tables. */
async function addRoutes(routes: RoutesExport['routes']): Promise<number[]> {
  const ids: number[] = [];
  for (const { stops, history, ...route } of routes) {
    const routeId = await db.routes.add(route);
    await addStopsInOrder(routeId, stops);
    await db.history.bulkAdd(history.map((entry) => ({ ...entry, routeId })));
    ids.push(routeId);
  }
  return ids;
}
