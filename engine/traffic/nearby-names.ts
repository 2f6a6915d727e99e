// Names for a spot on the map: the nearest named road (for road works OSM left unnamed) and the nearest place
// ('near Schaan'), so no incident reads 'Unnamed road'.
import Flatbush from 'flatbush';
import type { Gazetteer } from '../geocode/gazetteer.ts';
import type { MapFeatures, PlaceKind } from '../pack/map-features.ts';
import type { LngLat, RoadWay } from '../pack/ways.ts';
import { distanceToLine } from './polyline.ts';

export interface NamedPoint {
  readonly name: string;
  readonly lng: number;
  readonly lat: number;
}

/** Names a spot on the map, for something that has no name of its own. */
export type NameNear = (lng: number, lat: number) => string | undefined;

/** What a visitor calls a road: its name, else its ref ('E 6', 'E 6 / E 20' for OSM's 'E 6;E 20'). */
export function roadLabel(tags: Readonly<Record<string, string>>): string | undefined {
  return tags.name ?? tags.ref?.split(';').join(' / ');
}

/** Settlements a visitor knows; hamlets and localities only when a region has nothing bigger. */
const TOWN_KINDS: ReadonlySet<PlaceKind> = new Set(['city', 'town', 'village', 'suburb', 'quarter']);
/** Gazetteer cities this far outside the region's roads still name its edges. */
const GAZETTEER_MARGIN_DEG = 0.05;

/**
 * The places incidents are named after: the extract's own `place=*` features when it has them (a full extract),
 * else the world gazetteer's cities and city sections around the roads (a road-only network such as Gothenburg),
 * loaded only then.
 */
export function regionPlaces(features: MapFeatures, ways: readonly RoadWay[], worldPlaces?: () => Gazetteer): NamedPoint[] {
  const own = features.places.filter((p) => p.names[0]);
  if (own.length) {
    const towns = own.filter((p) => TOWN_KINDS.has(p.kind));
    return (towns.length ? towns : own).map((p) => ({ name: p.names[0]!, lng: p.lng, lat: p.lat }));
  }
  const box = boundsOf(ways);
  if (!box || !worldPlaces) return [];
  const gazetteer = worldPlaces();
  const m = GAZETTEER_MARGIN_DEG;
  const cities = gazetteer.data.cities;
  return gazetteer
    .citiesIn(box.minLng - m, box.minLat - m, box.maxLng + m, box.maxLat + m)
    .sort((a, b) => a - b)
    .map((i) => ({ name: cities.names.at(i)!, lng: cities.lng[i]!, lat: cities.lat[i]! }));
}

export function nearestPlace(places: readonly NamedPoint[], lng: number, lat: number): NamedPoint | undefined {
  const kx = Math.cos((lat * Math.PI) / 180);
  let best: NamedPoint | undefined;
  let bestD = Infinity;
  for (const p of places) {
    const d = ((p.lng - lng) * kx) ** 2 + (p.lat - lat) ** 2;
    if (d < bestD) {
      bestD = d;
      best = p;
    }
  }
  return best;
}

interface NamedLine {
  name: string;
  coords: readonly LngLat[];
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

/** The named roads of a region, to find the one nearest a spot. */
export class RoadNamer {
  private readonly lines: NamedLine[];
  // Every unnamed road works asks for a name: a scan of every line each time grows with the square of the region.
  private readonly index: Flatbush;

  constructor(ways: readonly RoadWay[]) {
    this.lines = ways.flatMap((w) => {
      const name = roadLabel(w.tags);
      const box = boundsOf([w]);
      return name && box && w.tags.highway !== 'construction' ? [{ name, coords: w.coords, ...box }] : [];
    });
    this.index = new Flatbush(Math.max(1, this.lines.length));
    for (const l of this.lines) this.index.add(l.minLng, l.minLat, l.maxLng, l.maxLat);
    if (!this.lines.length) this.index.add(1e9, 1e9, 1e9, 1e9);
    this.index.finish();
  }

  /** The nearest named road within `maxMeters`, or undefined (of two as near, the one listed later). */
  nearest(lng: number, lat: number, maxMeters: number): string | undefined {
    const dLat = maxMeters / 111_320;
    const dLng = dLat / Math.cos((lat * Math.PI) / 180);
    let best: string | undefined;
    let bestD = maxMeters;
    const near = this.index.search(lng - dLng, lat - dLat, lng + dLng, lat + dLat).sort((a, b) => a - b);
    for (const i of near) {
      const l = this.lines[i]!;
      const d = distanceToLine(lng, lat, l.coords);
      if (d <= bestD) {
        bestD = d;
        best = l.name;
      }
    }
    return best;
  }
}

function boundsOf(ways: readonly RoadWay[]): { minLng: number; minLat: number; maxLng: number; maxLat: number } | null {
  let minLng = Infinity;
  let minLat = Infinity;
  let maxLng = -Infinity;
  let maxLat = -Infinity;
  for (const w of ways) {
    for (const [lng, lat] of w.coords) {
      minLng = Math.min(minLng, lng);
      minLat = Math.min(minLat, lat);
      maxLng = Math.max(maxLng, lng);
      maxLat = Math.max(maxLat, lat);
    }
  }
  return minLng <= maxLng ? { minLng, minLat, maxLng, maxLat } : null;
}
