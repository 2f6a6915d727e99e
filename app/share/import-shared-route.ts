// Opening a shared link on any device: the route in its `r` parameter becomes a local route and the current
// one. A route this device already has with the same content is reused, so opening a link twice adds nothing.
import type { Route, Stop } from '../data/db.ts';
import { EXPORT_FORMAT, importCheckedRoutes, type RoutesExport } from '../data/export-import.ts';
import { setCurrentRoute } from '../data/hooks.ts';
import { listRoutes } from '../data/routes.ts';
import { listStops } from '../data/stops.ts';
import { SharedRouteError, decodeSharedRoute, type SharedRoute, type SharedStop } from './route-payload.ts';
import { SHARE_PARAM } from './share-param.ts';

export type SharedImportResult =
  | { status: 'none' }
  /** `detail`: what a visitor is told beyond 'invalid', when the reason is one they can act on. */
  | { status: 'invalid'; reason: string; detail: string | null }
  | { status: 'failed'; error: unknown }
  | { status: 'imported' | 'existing'; routeId: number };

const sameTime = (a: string | null, b: string | null): boolean => (a === null || b === null ? a === b : Date.parse(a) === Date.parse(b));
const sameCoordinate = (a: number, b: number): boolean => Math.abs(a - b) < 5e-7;

function sameStop(local: Stop, shared: SharedStop): boolean {
  return (
    local.name === shared.name &&
    local.displayString === shared.displayString &&
    local.address === shared.address &&
    sameCoordinate(local.latitude, shared.lat) &&
    sameCoordinate(local.longitude, shared.lng) &&
    sameTime(local.deliveryStartAt, shared.deliveryStartAt) &&
    sameTime(local.deliveryEndAt, shared.deliveryEndAt) &&
    local.serviceMinutes === shared.serviceMinutes
  );
}

async function sameContent(route: Route, shared: SharedRoute): Promise<boolean> {
  if (route.name !== shared.name || !sameTime(route.departAt, shared.departAt) || (route.vehicle ?? 'car') !== shared.vehicle) return false;
  const stops = await listStops(route.id);
  return stops.length === shared.stops.length && stops.every((stop, i) => sameStop(stop, shared.stops[i]!));
}

/** The local route holding this content: the same id first, then any other. */
async function findSameRoute(shared: SharedRoute): Promise<Route | undefined> {
  const routes = await listRoutes();
  const sameId = routes.find((r) => r.id === shared.id);
  if (sameId && (await sameContent(sameId, shared))) return sameId;
  for (const route of routes) if (route !== sameId && (await sameContent(route, shared))) return route;
  return undefined;
}

function asExport(shared: SharedRoute, now: Date): RoutesExport {
  return {
    format: EXPORT_FORMAT,
    version: 1,
    exportedAt: now.toISOString(),
    routes: [
      {
        name: shared.name,
        createdAt: now.toISOString(),
        departAt: shared.departAt,
        vehicle: shared.vehicle,
        stops: shared.stops.map((s) => ({
          name: s.name,
          displayString: s.displayString,
          address: s.address,
          latitude: s.lat,
          longitude: s.lng,
          resultId: null,
          place: '',
          type: null,
          deliveryStartAt: s.deliveryStartAt,
          deliveryEndAt: s.deliveryEndAt,
          serviceMinutes: s.serviceMinutes,
        })),
        history: [],
      },
    ],
  };
}

/**
 * Reads the `r` parameter of a location search string; a valid route is imported as a new local route (all or
 * nothing) unless this device has it already, then made current. An invalid one changes nothing.
 */
export async function importSharedRoute(search: string, now: Date = new Date()): Promise<SharedImportResult> {
  const encoded = new URLSearchParams(search).get(SHARE_PARAM);
  if (encoded === null) return { status: 'none' };
  let shared: SharedRoute;
  try {
    shared = decodeSharedRoute(encoded);
  } catch (error) {
    const known = error instanceof SharedRouteError;
    return { status: 'invalid', reason: known ? error.message : String(error), detail: known && error.forVisitor ? error.message : null };
  }
  try {
    const existing = await findSameRoute(shared);
    if (existing) {
      await setCurrentRoute(existing.id);
      return { status: 'existing', routeId: existing.id };
    }
    await importCheckedRoutes(asExport(shared, now));
    // Import adds with auto-increment ids, so the newest route is the one just added.
    const added = (await listRoutes()).at(-1);
    if (!added) throw new Error('the imported route is missing');
    await setCurrentRoute(added.id);
    return { status: 'imported', routeId: added.id };
  } catch (error) {
    return { status: 'failed', error };
  }
}

/** The address to show once the shared route is handled: /planner?route=<id> on the planner, else no share params. */
export function addressAfterImport(pathname: string, search: string, result: SharedImportResult): string {
  const params = new URLSearchParams(search);
  params.delete(SHARE_PARAM);
  params.delete('route');
  if ((result.status === 'imported' || result.status === 'existing') && pathname === '/planner') {
    params.set('route', String(result.routeId));
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
