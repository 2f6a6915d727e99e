// Everything an OpenStreetMap extract holds besides the routable roads: points of interest, address points,
// places and administrative names for geocoding and search, and basemap features for the vector tiles.
// A GeoJSON road network (the Gothenburg bundle) has none of these; the pack then carries empty sections.
import type { LngLat } from './ways.ts';

/**
 * A point of interest: an amenity, shop, tourism, leisure, office, healthcare or station node or area (some
 * kinds unnamed too: `names` is then empty), or named water (a river, stream, lake, pond).
 */
export interface Poi {
  /** OSM id as text, e.g. "node/123" or "way/456" (an area's POI sits at its centroid). */
  readonly id: string;
  readonly lng: number;
  readonly lat: number;
  /** The tag that makes it a POI, as "key=value", e.g. "amenity=restaurant", "tourism=museum", "waterway=river", "water=lake". */
  readonly kind: string;
  /** Every name variant, `name` first when present: name, name:*, alt_name, old_name, short_name, official_name. */
  readonly names: readonly string[];
  /** Its own `addr:*` when tagged. */
  readonly address?: AddressParts;
}

export interface AddressParts {
  readonly housenumber?: string;
  readonly street?: string;
  readonly postcode?: string;
  readonly city?: string;
  /** `addr:place`, for addresses that belong to a place rather than a street. */
  readonly place?: string;
}

/**
 * A house-number address: an `addr:housenumber` node, or a building or area with one (at its centroid), with
 * its street resolved where it has no `addr:street` (osm-addresses.ts); or a number an `addr:interpolation`
 * line stands for, at its place along the line.
 */
export interface AddressPoint extends AddressParts {
  readonly id: string;
  readonly lng: number;
  readonly lat: number;
  readonly housenumber: string;
  /** A number of an `addr:interpolation` line, not a tagged one: an estimate of where the house is. */
  readonly interpolated?: true;
}

export const PLACE_KINDS = ['city', 'town', 'village', 'suburb', 'neighbourhood', 'hamlet', 'quarter', 'isolated_dwelling', 'locality'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** A `place=*` node (or area centroid). */
export interface Place {
  readonly id: string;
  readonly lng: number;
  readonly lat: number;
  readonly kind: PlaceKind;
  /** Every name variant, `name` first. */
  readonly names: readonly string[];
  readonly population?: number;
}

/** A `boundary=administrative` relation with a name: a country, a municipality. */
export interface AdminArea {
  readonly id: string;
  /** OSM admin_level (2 = country, 8 = municipality in most countries). */
  readonly level: number;
  readonly names: readonly string[];
  /** Outer rings, [lng, lat] closed. */
  readonly polygons: readonly (readonly LngLat[])[];
}

export const BASEMAP_LAYERS = ['water', 'waterway', 'landuse', 'park', 'building', 'railway'] as const;
export type BasemapLayer = (typeof BASEMAP_LAYERS)[number];

/**
 * One basemap shape. Areas (water, landuse, park, building) are polygons: `rings` holds outer rings, each
 * followed by its holes, with `outer[i]` true for an outer ring; lines (waterway, railway) are one or more
 * polylines in `rings` with every `outer[i]` false.
 */
export interface BasemapFeature {
  readonly layer: BasemapLayer;
  /** The OSM value that made it, e.g. "river", "forest", "residential", "rail", "yes". */
  readonly kind: string;
  readonly name?: string;
  readonly rings: readonly (readonly LngLat[])[];
  readonly outer: readonly boolean[];
}

export interface MapFeatures {
  readonly pois: readonly Poi[];
  readonly addresses: readonly AddressPoint[];
  readonly places: readonly Place[];
  readonly admin: readonly AdminArea[];
  readonly basemap: readonly BasemapFeature[];
}

export const NO_MAP_FEATURES: MapFeatures = { pois: [], addresses: [], places: [], admin: [], basemap: [] };
