// The one IndexedDB database of the app: typed tables and every schema version with its upgrade, so a newer
// app never loses what an older one stored on a visitor's device.
import { Dexie } from 'dexie';
import type { EntityTable, Transaction } from 'dexie';
import type { Vehicle } from '../../service/contract/limits.ts';

export const DATABASE_NAME = 'maps-demo';

export interface Route {
  id: number;
  name: string;
  /** ISO date-time of creation. */
  createdAt: string;
  /** When the vehicle leaves the first stop (ISO), or null for 'now'. */
  departAt: string | null;
  /** The vehicle driving it (the planner's 'Vehicle'); absent on routes stored before it existed: a car. Not indexed. */
  vehicle?: Vehicle;
}

export interface Stop {
  id: number;
  routeId: number;
  name: string;
  displayString: string;
  address: string | null;
  latitude: number;
  longitude: number;
  resultId: string | null;
  /** The search result's place, serialised as text (SPEC §3). */
  place: string;
  type: string | null;
  /** ISO date-time or null. */
  deliveryStartAt: string | null;
  deliveryEndAt: string | null;
  /** Minutes spent at the stop (a parcel drop, a signature); 0 when none. */
  serviceMinutes: number;
  /** 0-based position in its route; kept dense (0..n-1) by every write but the SPEC's per-stop order update. */
  order: number;
}

/** A stop as stored from version 4 on: its position lives in its route's StopOrder. */
export type StoredStop = Omit<Stop, 'order'>;

/** Every stop position of one route in one record, so a reorder of n stops is one write, not n. */
export interface StopOrder {
  routeId: number;
  /** Stop id -> position. Ties (mid-way through per-stop updates) list by stop id, as the old index did. */
  positions: Record<number, number>;
}

export interface HistoryEntry {
  id: number;
  routeId: number;
  /** ISO date-time of the measurement. */
  timestamp: string;
  /** Miles. */
  distance: number;
  /** Formatted time ('01:02:03') or seconds, as the planner had it. */
  time: string | number;
}

/**
 * The last optimize of a route (issue 29: the plan is data): the optimizer's answer as it came (arrivals, waits,
 * lateness, totals, warnings) and what it saved, with the key of what it was computed for (departure, return,
 * and every stop's id, window and service time in order), so a reload shows it while that is unchanged.
 */
export interface RoutePlan {
  routeId: number;
  key: string;
  /** The optimize answer (service/contract OptimizeRouteResponse). */
  result: unknown;
  milesSaved: number | null;
  minutesSaved: number | null;
  /** ISO date-time of the optimize. */
  savedAt: string;
}

export interface Setting {
  key: string;
  value: unknown;
}

/** Version 1 shipped routes without createdAt, no history table, and coordinates kept as sent (strings). */
export const SCHEMA_V1 = {
  routes: '++id, name',
  stops: '++id, routeId, [routeId+order]',
  settings: 'key',
} as const;

/** Version 2 adds route history and createdAt; stops hold numeric coordinates and explicit nulls. */
export const SCHEMA_V2 = {
  routes: '++id, name, createdAt',
  history: '++id, routeId',
} as const;

/**
 * Version 3 drops the stops' `routeId` index: the compound `[routeId+order]` index answers the same queries, and a
 * reorder of n stops then maintains one index instead of two (the 500-stop reorder is IndexedDB-bound).
 */
export const SCHEMA_V3 = {
  stops: '++id, [routeId+order]',
} as const;

/**
 * Version 4 moves stop positions out of the stop records into one `stopOrders` record per route: a 500-stop
 * reorder wrote 500 records (the raw IndexedDB floor for that was 45-59 ms in Chromium, against a 50 ms
 * target) and now writes one. Stops are found by `routeId` again.
 */
export const SCHEMA_V4 = {
  stops: '++id, routeId',
  stopOrders: 'routeId',
} as const;

/** Version 5 adds a route's departure time and a stop's service minutes: no new index, every record filled in. */
export const SCHEMA_V5 = {} as const;

/** Version 6 adds each route's last plan (one record per route, replaced by every optimize); nothing to upgrade. */
export const SCHEMA_V6 = {
  plans: 'routeId',
} as const;

export const CURRENT_VERSION = 6;

/** A stop an upgrade could not place on the map (its stored coordinates were unreadable), kept for the visitor. */
export interface UnplacedStop {
  name: string;
  displayString: string;
  address: string | null;
  /** The stored values, as they were. */
  latitude: unknown;
  longitude: unknown;
}

/** Settings key of the stops an upgrade could not place; the planner lists them until dismissed. */
export const UNPLACED_STOPS_KEY = 'unplacedStops';

/** Name of the route an upgrade gives stops whose route was lost. */
export const RECOVERED_ROUTE_NAME = 'Recovered stops';

/**
 * A stored coordinate as a number: numbers as they are, text with a decimal point or a decimal comma
 * ('57,7'). Null for anything else (empty, text, out of range), never 0: a stop must not move to 0,0.
 */
export function readCoordinate(value: unknown, limit: 90 | 180): number | null {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && /^\s*[-+]?\d+([.,]\d+)?\s*$/.test(value)) n = Number(value.trim().replace(',', '.'));
  else return null;
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

// Exported for the upgrade test; runs inside the version-change transaction, so it is all or nothing.
export async function upgradeToV2(tx: Transaction): Promise<void> {
  const now = new Date().toISOString();
  await tx.table('routes').toCollection().modify((route: Partial<Route>) => {
    if (typeof route.createdAt !== 'string') route.createdAt = now;
  });
  const unplaced: UnplacedStop[] = [];
  const unplacedIds: number[] = [];
  await tx.table('stops').toCollection().modify((stop: Record<string, unknown>) => {
    const latitude = readCoordinate(stop.latitude, 90);
    const longitude = readCoordinate(stop.longitude, 180);
    if (latitude === null || longitude === null) {
      const name = String(stop.name ?? '');
      const displayString = typeof stop.displayString === 'string' ? stop.displayString : name;
      unplaced.push({ name, displayString, address: typeof stop.address === 'string' && stop.address ? stop.address : null, latitude: stop.latitude, longitude: stop.longitude });
      unplacedIds.push(stop.id as number);
      return;
    }
    stop.latitude = latitude;
    stop.longitude = longitude;
    for (const field of ['address', 'resultId', 'type', 'deliveryStartAt', 'deliveryEndAt']) {
      if (stop[field] === undefined || stop[field] === '') stop[field] = null;
    }
    if (typeof stop.place !== 'string') stop.place = stop.place === undefined ? '' : JSON.stringify(stop.place);
    if (typeof stop.displayString !== 'string') stop.displayString = String(stop.name ?? '');
  });
  if (unplaced.length === 0) return;
  // Out of the route (a stop with no place would break directions and every export), but not lost.
  await tx.table('stops').bulkDelete(unplacedIds);
  await tx.table('settings').put({ key: UNPLACED_STOPS_KEY, value: unplaced });
}

// Exported for the upgrade test: each route's stop orders become its StopOrder; the stops lose their `order`.
export async function upgradeToV4(tx: Transaction): Promise<void> {
  const orders = new Map<number, Record<number, number>>();
  // A stop whose route is missing (never set, or the route deleted under an old bug) goes to a route of its own.
  const routeIds = new Set((await tx.table('routes').toCollection().primaryKeys()) as number[]);
  const orphans = await tx
    .table('stops')
    .filter((stop: { routeId?: unknown }) => typeof stop.routeId !== 'number' || !routeIds.has(stop.routeId))
    .primaryKeys();
  if (orphans.length > 0) {
    const recovered = (await tx.table('routes').add({ name: RECOVERED_ROUTE_NAME, createdAt: new Date().toISOString() })) as number;
    await tx.table('stops').where(':id').anyOf(orphans).modify({ routeId: recovered });
  }
  await tx.table('stops').toCollection().modify((stop: StoredStop & { order?: number }) => {
    const positions = orders.get(stop.routeId) ?? {};
    positions[stop.id] = stop.order ?? 0;
    orders.set(stop.routeId, positions);
    delete stop.order;
  });
  await tx.table('stopOrders').bulkPut([...orders].map(([routeId, positions]) => ({ routeId, positions })));
}

// Exported for the upgrade test: older routes leave 'now', older stops take no service time.
export async function upgradeToV5(tx: Transaction): Promise<void> {
  await tx.table('routes').toCollection().modify((route: Partial<Route>) => {
    if (route.departAt === undefined) route.departAt = null;
  });
  await tx.table('stops').toCollection().modify((stop: Partial<StoredStop>) => {
    if (typeof stop.serviceMinutes !== 'number' || !Number.isFinite(stop.serviceMinutes) || stop.serviceMinutes < 0) stop.serviceMinutes = 0;
  });
}

export class MapsDemoDb extends Dexie {
  routes!: EntityTable<Route, 'id'>;
  stops!: EntityTable<StoredStop, 'id'>;
  stopOrders!: EntityTable<StopOrder, 'routeId'>;
  history!: EntityTable<HistoryEntry, 'id'>;
  plans!: EntityTable<RoutePlan, 'routeId'>;
  settings!: EntityTable<Setting, 'key'>;

  constructor(name: string = DATABASE_NAME) {
    super(name);
    this.version(1).stores(SCHEMA_V1);
    this.version(2).stores(SCHEMA_V2).upgrade(upgradeToV2);
    this.version(3).stores(SCHEMA_V3);
    this.version(4).stores(SCHEMA_V4).upgrade(upgradeToV4);
    this.version(5).stores(SCHEMA_V5).upgrade(upgradeToV5);
    this.version(6).stores(SCHEMA_V6);
  }
}

export const db = new MapsDemoDb();
