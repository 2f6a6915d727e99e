// The in-browser server for /api/routes and /api/stops (SPEC §7): Request in, Response out, with the methods,
// JSON bodies and status codes a real server would use, so pages and the contract tests never know where data lives.
import { db } from './db.ts';
import type { Route } from './db.ts';
import { HttpError, badRequest } from './errors.ts';
import type * as Contract from './contract.ts';
import type { z } from 'zod';
import { ensureCurrentRoute, findRoute, insertRoute, listRoutes, makeRouteCurrent, updateRouteDeparture, updateRouteName, updateRouteVehicle } from './routes.ts';
import {
  applyOrder,
  clearRouteStops,
  deleteStop,
  insertStop,
  insertStops,
  listStops,
  updateAllDeliveryTimes,
  updateDeliveryTime,
  updateServiceTime,
  updateStopOrder,
} from './stops.ts';
import { appendHistory, clearHistory, listHistory } from './history.ts';
import { readPlan, savePlan } from './plans.ts';
import { toStorageError } from './storage.ts';

// The body schemas (zod and the app's contract) load with the first call that carries a body, before its
// transaction: a page's first seconds only read, and zod was a sizeable part of the planner's start-up script.
let contract: typeof Contract | undefined;
type BodyName = { [K in keyof typeof Contract]: (typeof Contract)[K] extends z.ZodType ? K : never }[keyof typeof Contract];

/** Validates a body against its schema, or throws a 400 naming the first bad field. */
function parse<K extends BodyName>(name: K, body: unknown): z.output<(typeof Contract)[K]> {
  if (!contract) throw new Error('The body schemas are loaded before a call with a body');
  return contract.parseBody(contract[name] as z.ZodType, body) as z.output<(typeof Contract)[K]>;
}

/** Path ids: positive integers, else a 400 naming the parameter. */
function parseId(raw: string, field = 'id'): number {
  const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw badRequest(`${field} must be a positive integer`);
  return n;
}

type Reply = [status: number, body: unknown];
type Handler = (params: string[], body: unknown, current: Route) => Promise<Reply>;

const ok = (body: unknown): Reply => [200, body];
const created = (body: unknown): Reply => [201, body];

// Literal segments ('current', 'import', 'order', 'delivery-time', 'service-time', 'departure') come before the {id} patterns they would also match.
const ENDPOINTS: Array<{ path: RegExp; methods: Record<string, Handler> }> = [
  {
    path: /^\/api\/routes$/,
    methods: {
      GET: async () => ok(await listRoutes()),
      POST: async (_, body) => created(await insertRoute(parse('createRouteBody', body).name)),
    },
  },
  {
    path: /^\/api\/routes\/current$/,
    methods: {
      GET: async (_, __, current) => ok(current),
      POST: async (_, body) => ok(await makeRouteCurrent(parse('currentRouteBody', body).routeId)),
    },
  },
  {
    path: /^\/api\/routes\/([^/]+)$/,
    methods: {
      PATCH: async ([id = ''], body) => ok(await updateRouteName(parseId(id), parse('renameRouteBody', body).name)),
    },
  },
  {
    path: /^\/api\/routes\/([^/]+)\/departure$/,
    methods: {
      PATCH: async ([id = ''], body) => ok(await updateRouteDeparture(parseId(id), parse('departureBody', body).departAt)),
    },
  },
  {
    path: /^\/api\/routes\/([^/]+)\/vehicle$/,
    methods: {
      PATCH: async ([id = ''], body) => ok(await updateRouteVehicle(parseId(id), parse('vehicleBody', body).vehicle)),
    },
  },
  {
    path: /^\/api\/routes\/([^/]+)\/plan$/,
    methods: {
      GET: async ([id = '']) => ok(await readPlan((await findRoute(parseId(id))).id)),
      PUT: async ([id = ''], body) => {
        const route = await findRoute(parseId(id));
        return ok(await savePlan({ ...parse('planBody', body), routeId: route.id, savedAt: new Date().toISOString() }));
      },
    },
  },
  {
    path: /^\/api\/routes\/([^/]+)\/history$/,
    methods: {
      GET: async ([id = '']) => ok(await listHistory((await findRoute(parseId(id))).id)),
      POST: async ([id = ''], body) => {
        const route = await findRoute(parseId(id));
        return created(await appendHistory(route.id, parse('historyBody', body)));
      },
      DELETE: async ([id = '']) => ok({ deleted: await clearHistory((await findRoute(parseId(id))).id) }),
    },
  },
  {
    path: /^\/api\/stops$/,
    methods: {
      GET: async (_, __, current) => ok(await listStops(current.id)),
      POST: async (_, body, current) => created(await insertStop(current.id, parse('createStopBody', body))),
      DELETE: async (_, __, current) => ok({ deleted: await clearRouteStops(current.id) }),
    },
  },
  {
    path: /^\/api\/stops\/import$/,
    methods: {
      POST: async (_, body, current) => created(await insertStops(current.id, parse('importStopsBody', body).stops)),
    },
  },
  {
    path: /^\/api\/stops\/order$/,
    methods: {
      PUT: async (_, body, current) => ok(await applyOrder(current.id, parse('reorderBody', body).ids)),
    },
  },
  {
    path: /^\/api\/stops\/delivery-time$/,
    methods: {
      PATCH: async (_, body, current) =>
        ok({ updated: await updateAllDeliveryTimes(current.id, parse('deliveryTimeBody', body)) }),
    },
  },
  {
    path: /^\/api\/stops\/([^/]+)$/,
    methods: { DELETE: async ([id = '']) => ok(await deleteStop(parseId(id))) },
  },
  {
    path: /^\/api\/stops\/([^/]+)\/delivery-time$/,
    methods: {
      PATCH: async ([id = ''], body) => ok(await updateDeliveryTime(parseId(id), parse('deliveryTimeBody', body))),
    },
  },
  {
    path: /^\/api\/stops\/([^/]+)\/service-time$/,
    methods: {
      PATCH: async ([id = ''], body) => ok(await updateServiceTime(parseId(id), parse('serviceTimeBody', body).serviceMinutes)),
    },
  },
  {
    path: /^\/api\/stops\/([^/]+)\/order$/,
    methods: {
      PATCH: async ([id = ''], body) => ok(await updateStopOrder(parseId(id), parse('stopOrderBody', body).order)),
    },
  },
];

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
  507: 'Insufficient Storage',
};

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText: STATUS_TEXT[status] ?? '',
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('body must be valid JSON');
  }
}

function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) return json(error.status, { message: error.message });
  const storage = toStorageError(error);
  if (storage) return json(storage.code === 'quota' ? 507 : 503, { message: storage.message, code: storage.code });
  console.error('local API failure', error);
  return json(500, { message: 'Internal error' });
}

/** Answers one /api/routes or /api/stops request; each call is one transaction, so nothing is half-written. */
export async function localApi(request: Request): Promise<Response> {
  const pathname = new URL(request.url).pathname.replace(/(.)\/$/, '$1');
  const method = request.method.toUpperCase();
  try {
    for (const endpoint of ENDPOINTS) {
      const match = endpoint.path.exec(pathname);
      if (!match) continue;
      const handler = endpoint.methods[method];
      if (!handler) {
        const allow = Object.keys(endpoint.methods).join(', ');
        return json(405, { message: `Method ${method} not allowed on ${pathname}` }, { allow });
      }
      // The body and its schemas are read before the transaction: awaiting anything but Dexie inside one would
      // end it early.
      const body = await readJson(request);
      if (method !== 'GET' && method !== 'DELETE') contract ??= await import('./contract.ts');
      // Every call first makes sure the first run happened ('Route 1', current), in the same transaction.
      const [status, payload] = await db.transaction('rw', db.tables, async () =>
        handler(match.slice(1), body, await ensureCurrentRoute()),
      );
      return json(status, payload);
    }
    return json(404, { message: `Not found: ${method} ${pathname}` });
  } catch (error) {
    return errorResponse(error);
  }
}
