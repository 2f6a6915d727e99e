// Which OSM ways a pedestrian may walk, and how fast: footways, paths, steps and streets, in both directions.
import { decisiveAccess, DENIED, type WayAccess } from './access-tags.ts';

const WALKING_KMH = 5;

/** Classes open to walkers unless tagged otherwise; speeds where slower than walking. */
const WALKABLE: Readonly<Record<string, number>> = {
  footway: WALKING_KMH,
  path: WALKING_KMH,
  pedestrian: WALKING_KMH,
  living_street: WALKING_KMH,
  platform: WALKING_KMH,
  steps: 2.5,
  track: WALKING_KMH,
  residential: WALKING_KMH,
  service: WALKING_KMH,
  road: WALKING_KMH,
  unclassified: WALKING_KMH,
  tertiary: WALKING_KMH,
  tertiary_link: WALKING_KMH,
  secondary: WALKING_KMH,
  secondary_link: WALKING_KMH,
  primary: WALKING_KMH,
  primary_link: WALKING_KMH,
};

/** Classes walkers may use only when a foot tag allows it (cycleways, trunk roads, bridleways). */
const ALLOWED = new Set(['yes', 'designated', 'permissive']);

/** Pedestrian access for a way's tags, or null when nobody may walk it. One-ways bind cars, not walkers. */
export function footAccess(tags: Readonly<Record<string, string>>): WayAccess | null {
  const highway = tags.highway;
  if (highway === undefined || highway.startsWith('motorway')) return null;
  const decisive = decisiveAccess(tags, ['foot', 'access']);
  if (decisive !== undefined && DENIED.has(decisive)) return null;
  const speedKmh = WALKABLE[highway] ?? (ALLOWED.has(tags.foot ?? '') ? WALKING_KMH : null);
  if (speedKmh === null) return null;
  const oneway = tags['oneway:foot'];
  if (oneway === 'yes') return { forward: true, backward: false, speedKmh };
  if (oneway === '-1') return { forward: false, backward: true, speedKmh };
  return { forward: true, backward: true, speedKmh };
}
