// Where the listed incidents come from, in words: the list header and each card say it, so a simulated demo
// incident is never taken for live traffic.
import { listInWords } from '../../list-in-words.ts';

const SIMULATED = 'simulated';
const OSM = 'OpenStreetMap';

/** Offline sources (demo feed, OpenStreetMap, a WZDx feed file in the region pack) are snapshots, not live. */
function isOffline(source: string): boolean {
  return source === SIMULATED || source === OSM || source.startsWith('WZDx');
}

function describe(source: string): string {
  if (source === SIMULATED) return 'Simulated demo feed';
  if (source === OSM) return 'OpenStreetMap road works';
  return source;
}

/** The demo feed first, then OpenStreetMap, then the rest by name. */
function rank(source: string): number {
  return source === SIMULATED ? 0 : source === OSM ? 1 : 2;
}

/**
 * One line for the list header, e.g. 'Simulated demo feed and OpenStreetMap road works — not live traffic' or
 * 'Live incidents from MapQuest'; null when no incident says where it comes from.
 */
export function sourcesLine(incidents: readonly { source?: string }[]): string | null {
  const sources = [...new Set(incidents.map((i) => i.source).filter((s): s is string => Boolean(s)))].sort(
    (a, b) => rank(a) - rank(b) || a.localeCompare(b),
  );
  if (!sources.length) return null;
  const list = listInWords(sources.map(describe));
  return sources.some(isOffline) ? `${list} — not live traffic` : `Live incidents from ${list}`;
}

/** A short tag for a card whose incident is not live traffic ('Simulated', 'OpenStreetMap'), else null. */
export function sourceTag(source: string | undefined): string | null {
  if (!source || !isOffline(source)) return null;
  return source === SIMULATED ? 'Simulated' : source;
}
