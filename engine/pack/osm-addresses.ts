// The OpenStreetMap address model, read as Nominatim reads it (lib-sql/functions/placex_triggers.sql
// find_parent_for_poi, interpolation.sql): which street a house number belongs to when `addr:street` is not
// tagged, and the numbers an `addr:interpolation` line stands for.
//
// A house number's street, first rule that answers:
//   1. a `house` member of an associatedStreet relation: the relation's nearest named `street` member;
//   2. its own `addr:street`; else its own `addr:place` (a hamlet's houses: "6 Silum");
//   3. a node on a named street: that street; a node on a building outline of rule 1: that building's street;
//   4. the nearest named street (the geocoder's street classes) within MAX_PARENT_METERS.
// An interpolation line takes its street from its own tags, else from its end nodes' tags, else the named
// street nearest its start, middle and end; its numbers go evenly along the line between each two numbered
// nodes on it (both ends excluded: they are addresses of their own).
import Flatbush from 'flatbush';
import { streetRank } from '../geocode/road-class.ts';
import type { AddressPoint } from './map-features.ts';
import type { LngLat } from './ways.ts';

type Tags = Readonly<Record<string, string>>;

/** Something that carries `addr:housenumber`, at its point (a node, or an area's centroid). */
export interface NumberedShape {
  id: string;
  tags: Tags;
  at: LngLat;
  /** True for a node: a node may sit on a street or a building outline. */
  node: boolean;
}

export interface AddressInput {
  numbered: readonly NumberedShape[];
  /** Every highway way with a name (any class: only street classes parent addresses). */
  highways: readonly { id: string; tags: Tags; coords: readonly LngLat[] }[];
  /** Closed building ways, for nodes on their outline. */
  buildings: readonly { id: string; coords: readonly LngLat[] }[];
  /** `addr:interpolation` ways. */
  interpolations: readonly { id: string; tags: Tags; coords: readonly LngLat[] }[];
  /** associatedStreet relations: their members as "node/1", "way/2", "relation/3" with roles. */
  streetRelations: readonly { id: string; tags: Tags; members: readonly { id: string; role: string }[] }[];
}

/** Beyond this no street is a house's street (Nominatim looks up to 0.1°; a far guess only misleads). */
export const MAX_PARENT_METERS = 1000;
/** A gap between two numbered nodes wider than this is left alone: it is a tagging mistake, not a street. */
export const MAX_INTERPOLATED_PER_SECTION = 1000;

const M_PER_DEG = 111_320;
const keyOf = (p: LngLat) => `${p[0]},${p[1]}`;

/** Every address point: tagged numbers with their street resolved, then the interpolated numbers. */
export function resolveAddresses(input: AddressInput): AddressPoint[] {
  const streets = new StreetFinder(input.highways);
  const houseStreets = associatedStreets(input.streetRelations, streets);
  // Buildings whose outline gives a node its street (rule 3): only those of an associatedStreet relation.
  const outlineStreet = new Map<string, string>();
  for (const b of input.buildings) {
    const candidates = houseStreets.get(b.id);
    if (candidates) for (const p of b.coords) outlineStreet.set(keyOf(p), streets.closestOf(candidates, b.coords[0]!));
  }
  const interpolationEnds = new Map<string, Tags>();
  for (const line of input.interpolations) for (const p of line.coords) interpolationEnds.set(keyOf(p), line.tags);

  const out: AddressPoint[] = [];
  const byPosition = new Map<string, AddressPoint>();
  for (const shape of input.numbered) {
    const t = shape.tags;
    const number = t['addr:housenumber']!;
    const k = keyOf(shape.at);
    // A numbered node of an interpolation line without a street of its own takes the line's (rule 2).
    const line = shape.node && !t['addr:street'] && !t['addr:place'] ? interpolationEnds.get(k) : undefined;
    const members = houseStreets.get(shape.id);
    const street =
      (members && streets.closestOf(members, shape.at)) ??
      t['addr:street'] ??
      line?.['addr:street'] ??
      (t['addr:place'] ?? line?.['addr:place'] ? undefined : ((shape.node ? (streets.onStreet(k) ?? outlineStreet.get(k)) : undefined) ?? streets.nearest(shape.at)));
    const place = t['addr:place'] ?? line?.['addr:place'];
    if (!street && !place) continue;
    const point: AddressPoint = {
      id: shape.id,
      lng: shape.at[0],
      lat: shape.at[1],
      housenumber: number,
      ...(street ? { street } : {}),
      ...(place ? { place } : {}),
      ...partsOf(t, line),
    };
    out.push(point);
    if (shape.node) byPosition.set(k, point);
  }
  const tagged = new Set(out.map((a) => `${a.street ?? a.place}|${a.housenumber.toLowerCase()}`));
  for (const line of input.interpolations) {
    for (const a of interpolate(line, byPosition, streets)) {
      const key = `${a.street ?? a.place}|${a.housenumber.toLowerCase()}`;
      if (!tagged.has(key)) out.push(a);
    }
  }
  return out;
}

function partsOf(t: Tags, line: Tags | undefined): { postcode?: string; city?: string } {
  const postcode = t['addr:postcode'] ?? line?.['addr:postcode'];
  const city = t['addr:city'] ?? line?.['addr:city'];
  return { ...(postcode ? { postcode } : {}), ...(city ? { city } : {}) };
}

/** House member id → the relation's named street members, for every associatedStreet relation that has one. */
function associatedStreets(relations: AddressInput['streetRelations'], streets: StreetFinder): Map<string, StreetWay[]> {
  const out = new Map<string, StreetWay[]>();
  for (const rel of relations) {
    const named = rel.members.filter((m) => m.role === 'street').map((m) => streets.byId.get(m.id)).filter((s) => s !== undefined);
    if (named.length === 0) continue;
    for (const m of rel.members) if (m.role === 'house') out.set(m.id, [...(out.get(m.id) ?? []), ...named]);
  }
  return out;
}

// --- interpolation ---------------------------------------------------------------------------------------

/** Steps of `addr:interpolation`: odd and even go by two, all by one, a digit by itself. */
function stepOf(kind: string | undefined): { step: number; parity: number | null } | 'alphabetic' | null {
  if (kind === 'odd') return { step: 2, parity: 1 };
  if (kind === 'even') return { step: 2, parity: 0 };
  if (kind === 'all') return { step: 1, parity: null };
  if (kind === 'alphabetic') return 'alphabetic';
  if (kind && /^[1-9]$/.test(kind)) return { step: Number(kind), parity: null };
  return null;
}

/** The numbers one line stands for, between each two numbered nodes on it, placed along it. */
export function interpolate(line: AddressInput['interpolations'][number], numbered: ReadonlyMap<string, AddressPoint>, streets: StreetFinder): AddressPoint[] {
  const rule = stepOf(line.tags['addr:interpolation']);
  if (!rule) return [];
  const anchors: { index: number; point: AddressPoint }[] = [];
  line.coords.forEach((p, index) => {
    const point = numbered.get(keyOf(p));
    if (point && (anchors.length === 0 || anchors.at(-1)!.index !== index)) anchors.push({ index, point });
  });
  if (anchors.length < 2) return [];
  const t = line.tags;
  const fromEnds = anchors.find((a) => a.point.street || a.point.place)?.point;
  const street = t['addr:street'] ?? (t['addr:place'] ? undefined : (fromEnds?.street ?? (fromEnds?.place ? undefined : streets.nearestToLine(line.coords))));
  const place = t['addr:place'] ?? (street ? undefined : fromEnds?.place);
  if (!street && !place) return [];
  const out: AddressPoint[] = [];
  for (let i = 1; i < anchors.length; i++) {
    const [a, b] = [anchors[i - 1]!, anchors[i]!];
    const section = line.coords.slice(a.index, b.index + 1);
    const numbers = rule === 'alphabetic' ? lettersBetween(a.point.housenumber, b.point.housenumber) : numbersBetween(a.point.housenumber, b.point.housenumber, rule.step, rule.parity);
    for (const { number, fraction } of numbers) {
      const [lng, lat] = along(section, fraction);
      const postcode = t['addr:postcode'] ?? a.point.postcode ?? b.point.postcode;
      const city = t['addr:city'] ?? a.point.city ?? b.point.city;
      out.push({
        id: line.id,
        lng,
        lat,
        housenumber: number,
        ...(street ? { street } : { place: place! }),
        ...(postcode ? { postcode } : {}),
        ...(city ? { city } : {}),
        interpolated: true,
      });
    }
  }
  return out;
}

/** Numbers strictly between two plain numbers, by step and parity, each with its place from `from` (0..1). */
function numbersBetween(from: string, to: string, step: number, parity: number | null): { number: string; fraction: number }[] {
  if (!/^\d{1,6}$/.test(from) || !/^\d{1,6}$/.test(to)) return [];
  const [s, e] = [Number(from), Number(to)];
  const [lo, hi] = s < e ? [s, e] : [e, s];
  if ((hi - lo) / step > MAX_INTERPOLATED_PER_SECTION) return [];
  const out: { number: string; fraction: number }[] = [];
  let n = lo + 1;
  if (parity !== null) n += ((parity - (n % 2)) + 2) % 2;
  else n = lo + step;
  for (; n < hi; n += step) out.push({ number: String(n), fraction: (n - s) / (e - s) });
  return out;
}

/** "12a" to "12e": 12b, 12c, 12d; a plain end counts as the letter before a ("12" to "12c": 12a, 12b). */
function lettersBetween(from: string, to: string): { number: string; fraction: number }[] {
  const [a, b] = [/^(\d+)\s*([a-z]?)$/i.exec(from), /^(\d+)\s*([a-z]?)$/i.exec(to)];
  if (!a || !b || a[1] !== b[1]) return [];
  const code = (letter: string) => (letter ? letter.toLowerCase().charCodeAt(0) - 96 : 0);
  const [s, e] = [code(a[2]!), code(b[2]!)];
  const tagged = a[2] || b[2] || '';
  const upper = tagged !== '' && tagged === tagged.toUpperCase();
  const out: { number: string; fraction: number }[] = [];
  for (let c = Math.min(s, e) + 1; c < Math.max(s, e); c++) {
    const letter = String.fromCharCode(96 + c);
    out.push({ number: `${a[1]}${upper ? letter.toUpperCase() : letter}`, fraction: (c - s) / (e - s) });
  }
  return out;
}

/** The point at `fraction` of a polyline's length. */
function along(line: readonly LngLat[], fraction: number): LngLat {
  const kx = Math.cos((line[0]![1] * Math.PI) / 180);
  const lengths = line.slice(1).map((p, i) => Math.hypot((p[0] - line[i]![0]) * kx, p[1] - line[i]![1]));
  let rest = fraction * lengths.reduce((s, l) => s + l, 0);
  for (let i = 0; i < lengths.length; i++) {
    if (rest <= lengths[i]! || i === lengths.length - 1) {
      const t = lengths[i]! > 0 ? Math.min(1, rest / lengths[i]!) : 0;
      const [a, b] = [line[i]!, line[i + 1]!];
      return [round7(a[0] + t * (b[0] - a[0])), round7(a[1] + t * (b[1] - a[1]))];
    }
    rest -= lengths[i]!;
  }
  return line[0]!;
}

/** OpenStreetMap's own precision, which the pack keeps. */
const round7 = (v: number) => Math.round(v * 1e7) / 1e7;

// --- the nearest street ----------------------------------------------------------------------------------

interface StreetWay {
  name: string;
  coords: readonly LngLat[];
}

/** Named streets of the geocoder's classes, for nearest-street look-ups in a local metric frame. */
export class StreetFinder {
  readonly byId = new Map<string, StreetWay>();
  private readonly vertexStreet = new Map<string, string>();
  private readonly segments: { name: string; a: LngLat; b: LngLat }[] = [];
  private readonly index: Flatbush | null = null;
  private readonly kx: number;

  constructor(highways: AddressInput['highways']) {
    const streets = highways.filter((h) => h.tags.name && streetRank(h.tags.highway) > 0 && h.coords.length >= 2);
    const lat = streets.length ? streets.reduce((s, h) => s + h.coords[0]![1], 0) / streets.length : 0;
    this.kx = Math.cos((lat * Math.PI) / 180);
    for (const h of streets) {
      const name = h.tags.name!;
      this.byId.set(h.id, { name, coords: h.coords });
      for (const p of h.coords) this.vertexStreet.set(keyOf(p), name);
      for (let i = 1; i < h.coords.length; i++) this.segments.push({ name, a: h.coords[i - 1]!, b: h.coords[i]! });
    }
    if (this.segments.length === 0) return;
    this.index = new Flatbush(this.segments.length);
    for (const { a, b } of this.segments) {
      this.index.add(Math.min(a[0], b[0]) * this.kx, Math.min(a[1], b[1]), Math.max(a[0], b[0]) * this.kx, Math.max(a[1], b[1]));
    }
    this.index.finish();
  }

  /** The street a node lies on, by its position (a node shared with the street's way). */
  onStreet(positionKey: string): string | undefined {
    return this.vertexStreet.get(positionKey);
  }

  /** The name of the way among `ways` nearest to `p` (Nominatim: an associatedStreet's closest street member). */
  closestOf(ways: readonly StreetWay[], p: LngLat): string {
    let best = ways[0]!;
    let bestMeters = Infinity;
    for (const w of ways) {
      for (let i = 1; i < w.coords.length; i++) {
        const meters = this.segmentMeters(p, w.coords[i - 1]!, w.coords[i]!);
        if (meters < bestMeters) [best, bestMeters] = [w, meters];
      }
    }
    return best.name;
  }

  /** The nearest street's name within MAX_PARENT_METERS, searched in growing boxes. */
  nearest(p: LngLat): string | undefined {
    return this.nearestWithin(p, MAX_PARENT_METERS)?.name;
  }

  /** Nominatim's rule for a line: the street with the least distance summed over its start, middle and end. */
  nearestToLine(line: readonly LngLat[]): string | undefined {
    const probes = [line[0]!, along(line, 0.5), line.at(-1)!];
    const names = new Set(probes.map((p) => this.nearestWithin(p, MAX_PARENT_METERS)?.name).filter((n) => n !== undefined));
    let best: string | undefined;
    let bestSum = Infinity;
    for (const name of names) {
      const sum = probes.reduce((s, p) => s + this.distanceTo(p, name), 0);
      if (sum < bestSum) [best, bestSum] = [name, sum];
    }
    return best;
  }

  private nearestWithin(p: LngLat, maxMeters: number): { name: string; meters: number } | undefined {
    if (!this.index) return undefined;
    const [x, y] = [p[0] * this.kx, p[1]];
    for (let r = 50; ; r = Math.min(r * 2, maxMeters)) {
      const d = r / M_PER_DEG;
      let best: { name: string; meters: number } | undefined;
      for (const i of this.index.search(x - d, y - d, x + d, y + d)) {
        const s = this.segments[i]!;
        const meters = this.segmentMeters(p, s.a, s.b);
        if (meters <= r && (!best || meters < best.meters)) best = { name: s.name, meters };
      }
      if (best || r >= maxMeters) return best;
    }
  }

  private distanceTo(p: LngLat, name: string): number {
    let best = Infinity;
    const [x, y] = [p[0] * this.kx, p[1]];
    const d = (MAX_PARENT_METERS * 2) / M_PER_DEG;
    for (const i of this.index!.search(x - d, y - d, x + d, y + d)) {
      const s = this.segments[i]!;
      if (s.name === name) best = Math.min(best, this.segmentMeters(p, s.a, s.b));
    }
    return best;
  }

  private segmentMeters(p: LngLat, a: LngLat, b: LngLat): number {
    const [px, py, ax, ay, bx, by] = [p[0] * this.kx, p[1], a[0] * this.kx, a[1], b[0] * this.kx, b[1]];
    const [dx, dy] = [bx - ax, by - ay];
    const len2 = dx * dx + dy * dy;
    const t = len2 > 0 ? Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2)) : 0;
    return Math.hypot(px - (ax + t * dx), py - (ay + t * dy)) * M_PER_DEG;
  }
}
