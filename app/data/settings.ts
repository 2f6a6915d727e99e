// Typed access to the key/value settings table; the current route id lives here.
import { UNPLACED_STOPS_KEY, db, type UnplacedStop } from './db.ts';

export interface Settings {
  currentRouteId: number;
  /** Stops an upgrade could not place (unreadable coordinates), listed for the visitor until dismissed. */
  [UNPLACED_STOPS_KEY]: UnplacedStop[];
}

export async function getSetting<K extends keyof Settings>(key: K): Promise<Settings[K] | undefined> {
  const row = await db.settings.get(key);
  return row?.value as Settings[K] | undefined;
}

export async function putSetting<K extends keyof Settings>(key: K, value: Settings[K]): Promise<void> {
  await db.settings.put({ key, value });
}

export async function dismissUnplacedStops(): Promise<void> {
  await db.settings.delete(UNPLACED_STOPS_KEY);
}
