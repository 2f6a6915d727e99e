// The one IndexedDB database of the app: typed tables and every schema version with its upgrade, so a newer
// app never loses what an older one stored on a visitor's device.
import { Dexie } from 'dexie';
import type { EntityTable, Transaction } from 'dexie';

export const DATABASE_NAME = 'maps-demo';

export interface Route {
  id: number;
  name: string;
  /** ISO date-time of creation. */
  createdAt: string;
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
  /** 0-based position in its route; kept dense (0..n-1) by every write. */
  order: number;
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

export const CURRENT_VERSION = 3;

// Exported for the upgrade test; runs inside the version-change transaction, so it is all or nothing.
export async function upgradeToV2(tx: Transaction): Promise<void> {
  const now = new Date().toISOString();
  await tx.table('routes').toCollection().modify((route: Partial<Route>) => {
    if (typeof route.createdAt !== 'string') route.createdAt = now;
  });
  await tx.table('stops').toCollection().modify((stop: Record<string, unknown>) => {
    stop.latitude = Number(stop.latitude);
    stop.longitude = Number(stop.longitude);
    for (const field of ['address', 'resultId', 'type', 'deliveryStartAt', 'deliveryEndAt']) {
      if (stop[field] === undefined || stop[field] === '') stop[field] = null;
    }
    if (typeof stop.place !== 'string') stop.place = stop.place === undefined ? '' : JSON.stringify(stop.place);
    if (typeof stop.displayString !== 'string') stop.displayString = String(stop.name ?? '');
  });
}

export class MapsDemoDb extends Dexie {
  routes!: EntityTable<Route, 'id'>;
  stops!: EntityTable<Stop, 'id'>;
  history!: EntityTable<HistoryEntry, 'id'>;
  settings!: EntityTable<Setting, 'key'>;

  constructor(name: string = DATABASE_NAME) {
    super(name);
    this.version(1).stores(SCHEMA_V1);
    this.version(2).stores(SCHEMA_V2).upgrade(upgradeToV2);
    this.version(3).stores(SCHEMA_V3);
  }
}

export const db = new MapsDemoDb();
