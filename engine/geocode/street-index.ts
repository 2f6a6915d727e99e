// Builds the region's street index from OSM ways: named streets, their pieces, segments and intersections.
import Flatbush from 'flatbush';
import { CoordIndex } from '../pack/coord-index.ts';
import type { RoadWay } from '../pack/ways.ts';
import { streetKey } from './normalize.ts';
import { streetRank } from './road-class.ts';

export interface StreetData {
  /** cos(mean latitude): longitude degrees × kx ≈ latitude degrees, the spatial indexes' x scale. */
  kx: number;
  /**
   * Per street: a run of same-named ways of one town (pieces further than 300 m apart are separate streets, and
   * so are the parts of a road in two towns, each way in the town of its middle).
   */
  names: string[];
  /** Matching key of each name (streetKey), computed once at build time. */
  keys: string[];
  /**
   * Per street: the road numbers its named ways carry (`ref`, ";"-separated: "US 40", "MD 151;US 40 Truck"), ''
   * for none; only numbers with a letter (a bare "28" is no name anyone types). Absent in packs built before it.
   */
  refs?: string[];
  postal: string[];
  /** Per street: lng, lat of a point on the street near its middle, then minLng, minLat, maxLng, maxLat. */
  streetF64: Float64Array;
  streetRank: Uint8Array;
  /** Per way of a street. */
  wayIds: string[];
  wayStart: Uint32Array;
  wayCoords: Float64Array;
  wayStreet: Uint32Array;
  /** Speed limit from maxspeed, -1 when absent or not a number. */
  waySpeed: Int16Array;
  /** Bit 1: limit in mph; bit 2: toll road. */
  wayFlags: Uint8Array;
  /** Per segment: its way and the index of its first point. */
  segWay: Uint32Array;
  segPoint: Uint32Array;
  segIndex: Flatbush;
  /** Per intersection: two street ids, then its lng, lat. */
  xStreets: Uint32Array;
  xCoords: Float64Array;
  xIndex: Flatbush;
}

export const WAY_MPH = 1;
export const WAY_TOLL = 2;
const CLUSTER_GAP_M = 300;

/** `townOf`: the district a point lies in (-1 in none), where the extract has boundaries. */
export function buildStreetData(allWays: readonly RoadWay[], townOf: (lng: number, lat: number) => number = () => -1): StreetData {
  const ways = allWays.filter((w) => !w.area && w.coords.length >= 2 && streetRank(w.tags.highway) > 0 && displayName(w));
  let latSum = 0;
  for (const w of ways) latSum += w.coords[0]![1];
  const kx = ways.length ? Math.cos(((latSum / ways.length) * Math.PI) / 180) : 1;

  const streetOfWay = clusterStreets(ways, kx, townOf);
  const streetCount = streetOfWay.reduce((m, s) => Math.max(m, s + 1), 0);
  const names = new Array<string>(streetCount).fill('');
  const postal = new Array<string>(streetCount).fill('');
  const rank = new Uint8Array(streetCount);
  const refs = new Array<string>(streetCount).fill('');
  const bbox = new Float64Array(streetCount * 4);
  for (let s = 0; s < streetCount; s++) bbox.set([Infinity, Infinity, -Infinity, -Infinity], s * 4);
  const mean = new Float64Array(streetCount * 3);
  ways.forEach((w, i) => {
    const s = streetOfWay[i]!;
    names[s] ||= displayName(w);
    // Nominatim reads a street's postcode from either tag.
    if (!postal[s] && (w.tags.postal_code || w.tags['addr:postcode'])) postal[s] = (w.tags.postal_code || w.tags['addr:postcode'])!;
    rank[s] = Math.max(rank[s]!, streetRank(w.tags.highway));
    if (w.tags.name && w.tags.ref) for (const r of roadNumbers(w.tags.ref)) if (!refs[s]!.split(';').includes(r)) refs[s] = refs[s] ? `${refs[s]};${r}` : r;
    for (const [lng, lat] of w.coords) {
      bbox[s * 4] = Math.min(bbox[s * 4]!, lng);
      bbox[s * 4 + 1] = Math.min(bbox[s * 4 + 1]!, lat);
      bbox[s * 4 + 2] = Math.max(bbox[s * 4 + 2]!, lng);
      bbox[s * 4 + 3] = Math.max(bbox[s * 4 + 3]!, lat);
      mean[s * 3]! += lng;
      mean[s * 3 + 1]! += lat;
      mean[s * 3 + 2]! += 1;
    }
  });
  // The street's reported point is its vertex nearest the mean of its vertices: on the street, near its middle.
  const best = new Float64Array(streetCount).fill(Infinity);
  const streetF64 = new Float64Array(streetCount * 6);
  ways.forEach((w, i) => {
    const s = streetOfWay[i]!;
    const mx = mean[s * 3]! / mean[s * 3 + 2]!;
    const my = mean[s * 3 + 1]! / mean[s * 3 + 2]!;
    for (const [lng, lat] of w.coords) {
      const d = ((lng - mx) * kx) ** 2 + (lat - my) ** 2;
      if (d < best[s]!) {
        best[s] = d;
        streetF64[s * 6] = lng;
        streetF64[s * 6 + 1] = lat;
      }
    }
  });
  for (let s = 0; s < streetCount; s++) streetF64.set(bbox.subarray(s * 4, s * 4 + 4), s * 6 + 2);

  const pointCount = ways.reduce((n, w) => n + w.coords.length, 0);
  const wayStart = new Uint32Array(ways.length + 1);
  const wayCoords = new Float64Array(pointCount * 2);
  const waySpeed = new Int16Array(ways.length);
  const wayFlags = new Uint8Array(ways.length);
  const segWay = new Uint32Array(pointCount - ways.length);
  const segPoint = new Uint32Array(pointCount - ways.length);
  const segIndex = new Flatbush(Math.max(1, segWay.length));
  let p = 0;
  let seg = 0;
  ways.forEach((w, i) => {
    wayStart[i] = p;
    const speed = parseMaxspeed(w.tags.maxspeed);
    waySpeed[i] = speed ? speed.value : -1;
    wayFlags[i] = (speed?.mph ? WAY_MPH : 0) | (w.tags.toll === 'yes' ? WAY_TOLL : 0);
    w.coords.forEach(([lng, lat], k) => {
      wayCoords[(p + k) * 2] = lng;
      wayCoords[(p + k) * 2 + 1] = lat;
      if (k === 0) return;
      const [plng, plat] = w.coords[k - 1]!;
      segWay[seg] = i;
      segPoint[seg] = p + k - 1;
      segIndex.add(Math.min(plng, lng) * kx, Math.min(plat, lat), Math.max(plng, lng) * kx, Math.max(plat, lat));
      seg++;
    });
    p += w.coords.length;
  });
  wayStart[ways.length] = p;
  if (seg === 0) segIndex.add(0, 0, 0, 0);
  segIndex.finish();

  const { xStreets, xCoords } = findIntersections(ways, streetOfWay, names);
  const xCount = xStreets.length / 2;
  const xIndex = new Flatbush(Math.max(1, xCount));
  for (let i = 0; i < xCount; i++) xIndex.add(xCoords[i * 2]! * kx, xCoords[i * 2 + 1]!);
  if (xCount === 0) xIndex.add(0, 0);
  xIndex.finish();

  return {
    kx,
    names,
    keys: names.map(streetKey),
    ...(refs.some(Boolean) ? { refs } : {}),
    postal,
    streetF64,
    streetRank: rank,
    wayIds: ways.map((w) => w.id),
    wayStart,
    wayCoords,
    wayStreet: Uint32Array.from(streetOfWay),
    waySpeed,
    wayFlags,
    segWay,
    segPoint,
    segIndex,
    xStreets,
    xCoords,
    xIndex,
  };
}

/** The road numbers of a `ref` tag a visitor types: "US 40", "A10", "L191"; not a bare "28" or "433.1". */
export function roadNumbers(ref: string): string[] {
  return ref.split(';').map((r) => r.trim()).filter((r) => /\p{L}/u.test(r) && /\d/.test(r) && r.length <= 20);
}

/** A way's street name: its name, else its road number ("E 6"). */
export function displayName(w: RoadWay): string {
  return w.tags.name ?? w.tags.ref?.replace(/;/g, ' / ') ?? '';
}

/** OSM maxspeed "50", "30 mph"; words like "SE:urban" or "signals" are not a number and give null. */
export function parseMaxspeed(v: string | undefined): { value: number; mph: boolean } | null {
  const m = v ? /^\s*(\d{1,3})\s*(mph)?\s*$/.exec(v) : null;
  return m?.[1] ? { value: Number(m[1]), mph: Boolean(m[2]) } : null;
}

/**
 * Same-named ways of one town whose bounding boxes come within CLUSTER_GAP_M of each other form one street. A road
 * through several towns (Liechtenstein's Landstrasse) is a street in each, as Nominatim places each way by its
 * middle: merged, the whole road took the town of its middle and "Landstrasse, Schaan" found no Schaan street.
 */
function clusterStreets(ways: readonly RoadWay[], kx: number, townOf: (lng: number, lat: number) => number): number[] {
  const parent = ways.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  const boxes = ways.map((w) => {
    let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const [lng, lat] of w.coords) {
      x0 = Math.min(x0, lng * kx);
      y0 = Math.min(y0, lat);
      x1 = Math.max(x1, lng * kx);
      y1 = Math.max(y1, lat);
    }
    return [x0, y0, x1, y1] as const;
  });
  const gap = CLUSTER_GAP_M / 111_320;
  const byKey = new Map<string, number[]>();
  ways.forEach((w, i) => {
    const [lng, lat] = middleOf(w.coords);
    const k = `${streetKey(displayName(w))}|${townOf(lng, lat)}`;
    const list = byKey.get(k);
    if (list) list.push(i);
    else byKey.set(k, [i]);
  });
  for (const list of byKey.values()) {
    for (let a = 0; a < list.length; a++) {
      for (let b = a + 1; b < list.length; b++) {
        const A = boxes[list[a]!]!;
        const B = boxes[list[b]!]!;
        if (A[0] - gap <= B[2] && B[0] - gap <= A[2] && A[1] - gap <= B[3] && B[1] - gap <= A[3]) {
          parent[find(list[a]!)] = find(list[b]!);
        }
      }
    }
  }
  const idOfRoot = new Map<number, number>();
  return ways.map((_, i) => {
    const r = find(i);
    let id = idOfRoot.get(r);
    if (id === undefined) idOfRoot.set(r, (id = idOfRoot.size));
    return id;
  });
}

/** The point halfway along a line (lng, lat; lengths in the plane are near enough for this). */
export function middleOf(coords: readonly (readonly [number, number])[]): [number, number] {
  const kx = Math.cos(((coords[0]?.[1] ?? 0) * Math.PI) / 180);
  const step = (k: number) => Math.hypot((coords[k]![0] - coords[k - 1]![0]) * kx, coords[k]![1] - coords[k - 1]![1]);
  let half = 0;
  for (let k = 1; k < coords.length; k++) half += step(k) / 2;
  for (let k = 1; k < coords.length; k++) {
    const len = step(k);
    if (len >= half && len > 0) {
      const t = half / len;
      const [a, b] = [coords[k - 1]!, coords[k]!];
      return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
    }
    half -= len;
  }
  return [coords[0]![0], coords[0]![1]];
}

// Two streets intersect where their ways share an OSM node (same coordinates).
function findIntersections(ways: readonly RoadWay[], streetOfWay: number[], names: string[]) {
  const points = new CoordIndex();
  // The first street at each point (+1; 0 = none yet), and a list only where a second one passes: junctions are few.
  let firstStreet = new Int32Array(1024);
  const atJunction = new Map<number, number[]>();
  ways.forEach((w, i) => {
    const s = streetOfWay[i]!;
    for (const [lng, lat] of w.coords) {
      const p = points.id(lng, lat);
      if (p === firstStreet.length) {
        const grown = new Int32Array(p * 2);
        grown.set(firstStreet);
        firstStreet = grown;
      }
      if (firstStreet[p] === 0) firstStreet[p] = s + 1;
      else if (firstStreet[p] !== s + 1) {
        const list = atJunction.get(p);
        if (!list) atJunction.set(p, [firstStreet[p]! - 1, s]);
        else if (!list.includes(s)) list.push(s);
      }
    }
  });
  const streets: number[] = [];
  const coords: number[] = [];
  for (let p = 0; p < points.size; p++) {
    const list = atJunction.get(p);
    if (!list) continue;
    const [lng, lat] = [points.lng(p), points.lat(p)];
    for (let a = 0; a < list.length; a++) {
      for (let b = a + 1; b < list.length; b++) {
        const [sa, sb] = [list[a]!, list[b]!];
        if (names[sa] === names[sb]) continue;
        streets.push(Math.min(sa, sb), Math.max(sa, sb));
        coords.push(lng, lat);
      }
    }
  }
  return { xStreets: Uint32Array.from(streets), xCoords: Float64Array.from(coords) };
}
