// Traffic incidents for a bounding box: OSM road works and an optional WZDx feed, stored as pack sections, and a
// simulated demo feed generated from the region's major roads for the day being asked about.
import Flatbush from 'flatbush';
import type { Gazetteer } from '../geocode/gazetteer.ts';
import { NO_MAP_FEATURES, type MapFeatures } from '../pack/map-features.ts';
import type { RoadWay, SourceInfo } from '../pack/ways.ts';
import { nearestPlace, regionPlaces, RoadNamer } from './nearby-names.ts';
import { joinRoadworks, roadworksIncidents } from './osm-roadworks.ts';
import { activeAt, demoNetwork, feedDaysAt, simulatedIncidents, type DemoNetwork } from './simulated-feed.ts';
import type { BoundingBox, Incident } from './types.ts';
import { wzdxIncidents, type WzdxFeed } from './wzdx.ts';

export type { BoundingBox, Incident, IncidentType } from './types.ts';
export { OSM_SOURCE } from './osm-roadworks.ts';
export { SIMULATED_SOURCE, simulatedIncidents, type DemoNetwork } from './simulated-feed.ts';
export { parseWzdxFeed, WzdxFeedError, type WzdxFeed } from './wzdx.ts';

export const TRAFFIC_FORMAT_VERSION = 2;

/** Works on an unnamed way take the name of a named road this close, else of the nearest place. */
const NEAR_ROAD_METERS = 250;

export class TrafficSectionError extends Error {
  readonly code = 'TRAFFIC_SECTION';
}

/**
 * The pack's traffic sections: the stored incidents (OSM road works, the WZDx feed if given) with their index, and
 * the named major roads and places the simulated feed draws on. Places come from `features` (a full extract) or,
 * for a road-only network, from the world gazetteer (given by the Node-side build, and loaded only for such a
 * network: half a second a full extract's build does without).
 */
export function buildTrafficSections(
  ways: readonly RoadWay[],
  info: SourceInfo,
  features: MapFeatures = NO_MAP_FEATURES,
  opts: { feed?: WzdxFeed | undefined; gazetteer?: (() => Gazetteer) | undefined } = {},
): Record<string, ArrayBufferView> {
  const places = regionPlaces(features, ways, opts.gazetteer);
  const roads = new RoadNamer(ways);
  const nameNear = (lng: number, lat: number) => roads.nearest(lng, lat, NEAR_ROAD_METERS) ?? nearestPlace(places, lng, lat)?.name;
  const incidents = [...roadworksIncidents(ways, info, nameNear), ...(opts.feed ? wzdxIncidents(opts.feed) : [])];
  const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
  return {
    'traffic.incidents': encode({ version: TRAFFIC_FORMAT_VERSION, incidents }),
    'traffic.index': new Uint8Array(spatialIndex(incidents).data),
    'traffic.demo': encode(demoNetwork(ways, places)),
  };
}

// Each incident is indexed by the bounding box of its shape, so a long closure shows when any part is in view.
function spatialIndex(incidents: readonly Incident[]): Flatbush {
  const index = new Flatbush(Math.max(1, incidents.length));
  for (const inc of incidents) {
    const b = shapeBox(inc);
    index.add(b.minLng, b.minLat, b.maxLng, b.maxLat);
  }
  if (!incidents.length) index.add(1e9, 1e9, 1e9, 1e9);
  index.finish();
  return index;
}

function shapeBox(inc: Incident): { minLng: number; minLat: number; maxLng: number; maxLat: number } {
  const pts = inc.shape?.length ? inc.shape : [[inc.lat, inc.lng] as [number, number]];
  const lats = pts.map((p) => p[0]);
  const lngs = pts.map((p) => p[1]);
  return { minLng: Math.min(...lngs), minLat: Math.min(...lats), maxLng: Math.max(...lngs), maxLat: Math.max(...lats) };
}

function touches(inc: Incident, minLng: number, minLat: number, maxLng: number, maxLat: number): boolean {
  const b = shapeBox(inc);
  return b.minLng <= maxLng && b.maxLng >= minLng && b.minLat <= maxLat && b.maxLat >= minLat;
}

export class TrafficIndex {
  /** The simulated feed of the days last asked about (a query needs two: the day and the one before). */
  private readonly simulated = new Map<string, Incident[]>();

  private constructor(
    private readonly list: Incident[],
    private readonly index: Flatbush,
    private readonly demo: DemoNetwork,
    readonly info: SourceInfo,
  ) {}

  static fromSections(get: (name: string) => Uint8Array | undefined, info: SourceInfo): TrafficIndex {
    const body = get('traffic.incidents');
    const idx = get('traffic.index');
    if (!body || !idx) throw new TrafficSectionError('Region pack has no traffic sections; rebuild the pack');
    const parsed = JSON.parse(new TextDecoder().decode(body)) as { version: number; incidents: Incident[] };
    if (parsed.version !== TRAFFIC_FORMAT_VERSION) {
      throw new TrafficSectionError(`Traffic sections are format ${parsed.version}, this engine reads ${TRAFFIC_FORMAT_VERSION}`);
    }
    const demo = get('traffic.demo');
    if (!demo) throw new TrafficSectionError('Region pack has no traffic.demo section; rebuild the pack');
    const network = JSON.parse(new TextDecoder().decode(demo)) as DemoNetwork;
    // One incident per piece of OSM road works, not per mapped way; the stored index is per way, so the joined
    // list gets its own (a few hundred boxes: well under a millisecond).
    const joined = joinRoadworks(parsed.incidents);
    const index = new Flatbush(Math.max(1, joined.length));
    for (const { extent } of joined) {
      const b = shapeBox({ shape: extent } as Incident);
      index.add(b.minLng, b.minLat, b.maxLng, b.maxLat);
    }
    if (!joined.length) index.add(1e9, 1e9, 1e9, 1e9);
    index.finish();
    return new TrafficIndex(
      joined.map((j) => j.incident),
      index,
      network,
      info,
    );
  }

  /**
   * Incidents touching the box (ul = north-west, lr = south-east; swapped corners are tolerated), most severe
   * first: the stored ones, and the simulated incidents under way at `now` (of its UTC day, or night works of the
   * day before).
   */
  incidents(bbox: BoundingBox, now: Date = new Date()): Incident[] {
    const minLat = Math.min(bbox.ul.lat, bbox.lr.lat);
    const maxLat = Math.max(bbox.ul.lat, bbox.lr.lat);
    const minLng = Math.min(bbox.ul.lng, bbox.lr.lng);
    const maxLng = Math.max(bbox.ul.lng, bbox.lr.lng);
    if (![minLat, maxLat, minLng, maxLng].every(Number.isFinite)) return [];
    const stored = this.index
      .search(minLng, minLat, maxLng, maxLat)
      .filter((i) => i < this.list.length)
      .map((i) => this.list[i]!);
    const time = now.getTime();
    // The week's long works are in both days' lists: each once.
    const simulated = [...new Map(feedDaysAt(now).flatMap((day) => this.simulatedOn(day).map((inc) => [inc.id, inc] as const))).values()].filter(
      (inc) => activeAt(inc, time) && touches(inc, minLng, minLat, maxLng, maxLat),
    );
    return [...stored, ...simulated].sort((a, b) => b.severity - a.severity || a.id.localeCompare(b.id));
  }

  private simulatedOn(day: string): Incident[] {
    let incidents = this.simulated.get(day);
    if (!incidents) {
      incidents = simulatedIncidents(this.demo, this.info.region, day);
      if (this.simulated.size >= 2) this.simulated.delete(this.simulated.keys().next().value!);
      this.simulated.set(day, incidents);
    }
    return incidents;
  }

  get size(): number {
    return this.list.length;
  }
}
