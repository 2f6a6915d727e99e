// The OSM tag rules every profile shares: what a way allows (directions, speed), which access values shut it,
// which access tag decides, and what `oneway` means for vehicles.

export interface WayAccess {
  forward: boolean;
  backward: boolean;
  speedKmh: number;
  /** Speed the other way, when it differs (maxspeed:backward). */
  speedBwdKmh?: number;
  /**
   * The direction is open only to reach or leave a place on it (access=destination, private, delivery, hov…):
   * a route may start or end there but must not pass through (see docs/car-profile.md).
   */
  noThroughFwd?: boolean;
  noThroughBwd?: boolean;
  /** No route starts or ends on it (a ferry, a private service road): snapping skips it. */
  noStart?: boolean;
  /** The whole way's crossing time in seconds (a ferry's duration tag), shared out by length. */
  durationS?: number;
  /** A ferry or a car train: the driver waits on board. */
  ferry?: boolean;
}

/** Access values that shut a way to a general traveller of the mode the tag names. */
export const DENIED = new Set(['no', 'private', 'agricultural', 'forestry', 'delivery', 'customers', 'emergency', 'psv', 'bus']);

/** The most specific of the given access keys that the way has ("motorcar" before "access"). */
export function decisiveAccess(tags: Readonly<Record<string, string>>, keys: readonly string[]): string | undefined {
  return keys.map((k) => tags[k]).find((v) => v !== undefined);
}

/** A way's value per direction, for the reader's keys. */
export type DirectionalReader = (tags: Readonly<Record<string, string>>) => [forward: string | undefined, backward: string | undefined];

/**
 * Reads the value of the most specific of `keys` per direction, OSRM's rule: for each key in order, `key:forward`
 * (or `key:backward`) then `key`; the first found decides that direction. Made once per list of keys, so the
 * directional names are not written out afresh for every way of a pack. The car graph reads each way's tags
 * for the car, the van and the truck one after another, so the last way's answer is kept (tags are never changed
 * once read: a way's are its own object).
 */
export function directionalReader(keys: readonly string[]): DirectionalReader {
  const forwardKeys = keys.map((k) => `${k}:forward`);
  const backwardKeys = keys.map((k) => `${k}:backward`);
  let lastTags: Readonly<Record<string, string>> | undefined;
  let last: [string | undefined, string | undefined] = [undefined, undefined];
  return (tags) => {
    if (tags === lastTags) return last;
    let forward: string | undefined;
    let backward: string | undefined;
    for (let i = 0; i < keys.length; i++) {
      forward ??= tags[forwardKeys[i]!] ?? tags[keys[i]!];
      backward ??= tags[backwardKeys[i]!] ?? tags[keys[i]!];
      if (forward !== undefined && backward !== undefined) break;
    }
    lastTags = tags;
    return (last = [forward, backward]);
  };
}

/** Directions a vehicle may use by the `oneway` tag; roundabouts and motorways are one-way unless oneway=no. */
export function onewayDirections(tags: Readonly<Record<string, string>>, oneway = tags.oneway): { forward: boolean; backward: boolean } {
  const implied = tags.junction === 'roundabout' || tags.junction === 'circular' || tags.highway === 'motorway';
  if (oneway === '-1' || oneway === 'reverse') return { forward: false, backward: true };
  if (oneway === 'yes' || oneway === 'true' || oneway === '1') return { forward: true, backward: false };
  return { forward: true, backward: !(implied && oneway !== 'no') };
}
