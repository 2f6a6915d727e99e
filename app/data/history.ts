// Route history rows: one per measured distance/time of a route (SPEC §4), oldest first.
import { db } from './db.ts';
import type { HistoryEntry } from './db.ts';

export function listHistory(routeId: number): Promise<HistoryEntry[]> {
  return db.history.where('routeId').equals(routeId).sortBy('id');
}

export async function appendHistory(
  routeId: number,
  entry: Pick<HistoryEntry, 'distance' | 'time'>,
  timestamp: string = new Date().toISOString(),
): Promise<HistoryEntry> {
  const row = { routeId, timestamp, distance: entry.distance, time: entry.time };
  const id = await db.history.add(row);
  return { id, ...row };
}

export function clearHistory(routeId: number): Promise<number> {
  return db.history.where('routeId').equals(routeId).delete();
}
