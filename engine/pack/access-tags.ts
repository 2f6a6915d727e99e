// The OSM tag rules every profile shares: what a way allows (directions, speed), which access values shut it,
// which access tag decides, and what `oneway` means for vehicles.

export interface WayAccess {
  forward: boolean;
  backward: boolean;
  speedKmh: number;
}

/** Access values that shut a way to a general traveller of the mode the tag names. */
export const DENIED = new Set(['no', 'private', 'agricultural', 'forestry', 'delivery', 'customers', 'emergency', 'psv', 'bus']);

/** The most specific of the given access keys that the way has ("motorcar" before "access"). */
export function decisiveAccess(tags: Readonly<Record<string, string>>, keys: readonly string[]): string | undefined {
  return keys.map((k) => tags[k]).find((v) => v !== undefined);
}

/** Directions a vehicle may use by the `oneway` tag; roundabouts and motorways are one-way unless oneway=no. */
export function onewayDirections(tags: Readonly<Record<string, string>>, oneway = tags.oneway): { forward: boolean; backward: boolean } {
  const implied = tags.junction === 'roundabout' || tags.junction === 'circular' || tags.highway === 'motorway';
  if (oneway === '-1' || oneway === 'reverse') return { forward: false, backward: true };
  if (oneway === 'yes' || oneway === 'true' || oneway === '1') return { forward: true, backward: false };
  return { forward: true, backward: !(implied && oneway !== 'no') };
}
