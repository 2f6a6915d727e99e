// The one shape every pack builder reads: OSM ways with their tags and coordinates, whatever the source format.
import type { Feature, FeatureCollection } from './geojson.ts';

/** [longitude, latitude] in WGS84 degrees, as in GeoJSON. */
export type LngLat = readonly [number, number];

export interface RoadWay {
  /** OSM way id as text, e.g. "way/5016127" or "5016127". */
  readonly id: string;
  readonly coords: readonly LngLat[];
  /** Raw OSM tags (highway, name, oneway, maxspeed, ...). */
  readonly tags: Readonly<Record<string, string>>;
  /** True for closed areas (area=yes polygons); routers skip them, geocoders may use their names. */
  readonly area: boolean;
  /** The way's nodes that say something to a router (a barrier, traffic signals), by index into `coords`. */
  readonly nodes?: readonly WayNode[];
}

export interface WayNode {
  readonly index: number;
  readonly tags: Readonly<Record<string, string>>;
}

/**
 * A turn restriction (an OSM `type=restriction` relation) from one way onto another at the node where they meet
 * (`via`), or along a chain of via ways (`viaWays`): no_left_turn, no_u_turn, only_straight_on, …
 */
export interface TurnRestriction {
  /** OSM relation id as text, "relation/123". */
  readonly id: string;
  /** Way ids as in RoadWay.id. */
  readonly from: string;
  readonly to: string;
  /** The via node; absent for a via-way restriction. */
  readonly via?: LngLat;
  /** The via ways in order from the from way to the to way (way ids as in RoadWay.id). */
  readonly viaWays?: readonly string[];
  /** The relation's tags: each travel mode reads its own restriction key and `except`. */
  readonly tags: Readonly<Record<string, string>>;
}

/** Node tags a router reads: barriers, traffic signals, access tags and physical limits. */
const ROUTING_NODE_KEYS = ['barrier', 'access', 'vehicle', 'motor_vehicle', 'motorcar', 'goods', 'hgv', 'maxheight', 'maxwidth', 'maxlength', 'maxweight', 'maxweight:hgv'];
export const isRoutingNode = (tags: Readonly<Record<string, string>>): boolean =>
  tags.highway === 'traffic_signals' || ROUTING_NODE_KEYS.some((k) => tags[k] !== undefined);

/** A way the router may use: a highway, or a ferry or car-train route (route=ferry, route=shuttle_train). */
export const isRouteWay = (tags: Readonly<Record<string, string>>): boolean =>
  tags.highway !== undefined || tags.route === 'ferry' || tags.route === 'shuttle_train';

export interface SourceInfo {
  /** Human name of the region, e.g. "Gothenburg, Sweden". */
  readonly region: string;
  /** Where the data came from and its licence, shown in docs and attribution. */
  readonly source: string;
  /** Data timestamp as found in the source (ISO), or null if unknown. */
  readonly timestamp: string | null;
}

/** Reads an Overpass-style GeoJSON export (LineString and Polygon features with OSM tags as properties). */
export function waysFromGeoJson(fc: FeatureCollection): RoadWay[] {
  const ways: RoadWay[] = [];
  for (const f of fc.features) {
    const way = wayFromFeature(f);
    if (way) ways.push(way);
  }
  return ways;
}

function wayFromFeature(f: Feature): RoadWay | null {
  const tags: Record<string, string> = {};
  for (const [k, v] of Object.entries(f.properties ?? {})) {
    if (k.startsWith('@') || v === null || v === undefined) continue;
    tags[k] = String(v);
  }
  if (!isRouteWay(tags)) return null;
  const id = String(f.id ?? f.properties?.['@id'] ?? '');
  const g = f.geometry;
  if (g?.type === 'LineString') return { id, coords: g.coordinates as LngLat[], tags, area: false };
  if (g?.type === 'Polygon') {
    const ring = (g.coordinates as number[][][])[0];
    if (ring) return { id, coords: ring as unknown as LngLat[], tags, area: true };
  }
  return null;
}
