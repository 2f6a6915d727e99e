// Which OSM ways a cyclist may ride, in which directions and how fast: cycleways and streets, not motorways,
// footways only where bicycles are allowed, one-ways unless cycling against them is allowed.
import { decisiveAccess, DENIED, onewayDirections, type WayAccess } from './access-tags.ts';

const CYCLING_KMH = 18;
const WALKING_KMH = 5;

const RIDEABLE: Readonly<Record<string, number>> = {
  cycleway: CYCLING_KMH,
  primary: CYCLING_KMH,
  primary_link: CYCLING_KMH,
  secondary: CYCLING_KMH,
  secondary_link: CYCLING_KMH,
  tertiary: CYCLING_KMH,
  tertiary_link: CYCLING_KMH,
  unclassified: CYCLING_KMH,
  residential: CYCLING_KMH,
  road: CYCLING_KMH,
  service: 15,
  living_street: 10,
  track: 12,
  path: 12,
};

/** Classes cyclists may use only when a bicycle tag allows it (footways, pedestrian streets, trunk roads). */
const ONLY_IF_ALLOWED: Readonly<Record<string, number>> = {
  footway: 12,
  pedestrian: 10,
  bridleway: 12,
  trunk: CYCLING_KMH,
  trunk_link: CYCLING_KMH,
};
const ALLOWED = new Set(['yes', 'designated', 'permissive']);

/** Tags that open a one-way street to cyclists riding against it. */
const CONTRAFLOW = /^opposite/;

/** Bicycle access for a way's tags, or null when a cyclist may not use it at all. */
export function bikeAccess(tags: Readonly<Record<string, string>>): WayAccess | null {
  const highway = tags.highway;
  if (highway === undefined || tags.motorroad === 'yes') return null;
  const decisive = decisiveAccess(tags, ['bicycle', 'vehicle', 'access']);
  if (decisive !== undefined && DENIED.has(decisive)) return null;
  let speedKmh = RIDEABLE[highway] ?? (ALLOWED.has(tags.bicycle ?? '') ? ONLY_IF_ALLOWED[highway] : undefined);
  if (speedKmh === undefined) return null;
  if (tags.bicycle === 'dismount') speedKmh = WALKING_KMH;
  const contraflow = tags['oneway:bicycle'] === 'no' || [tags.cycleway, tags['cycleway:left'], tags['cycleway:right']].some((v) => v !== undefined && CONTRAFLOW.test(v));
  if (contraflow) return { forward: true, backward: true, speedKmh };
  return { ...onewayDirections(tags, tags['oneway:bicycle'] ?? tags.oneway), speedKmh };
}
