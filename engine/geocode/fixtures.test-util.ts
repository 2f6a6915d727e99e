// The building blocks of the hand-drawn fixture tests: a named road, a point of interest, a boundary, a drawing's
// features with what it leaves out empty, and a geocoder over them (with the world gazetteer, as a pack has it).
import type { AdminArea, MapFeatures, Poi } from '../pack/map-features.ts';
import type { LngLat, RoadWay, SourceInfo } from '../pack/ways.ts';
import type { Gazetteer } from './gazetteer.ts';
import { loadGazetteer } from './gazetteer-node.ts';
import { Geocoder } from './index.ts';

/** A named road, residential unless said otherwise. */
export const way = (id: string, name: string, coords: LngLat[], highway = 'residential'): RoadWay => ({ id, tags: { highway, name }, coords, area: false });

/** A point of interest of an OSM kind ('amenity=bar'), by one name or several (name, alt_name …). */
export const poi = (id: number, lat: number, lng: number, kind: string, name: string | readonly string[]): Poi => ({
  id: `node/${id}`,
  lat,
  lng,
  kind,
  names: typeof name === 'string' ? [name] : [...name],
});

/** A closed rectangle west, south, east, north. */
export const box = (w: number, s: number, e: number, n: number): LngLat[] => [
  [w, s],
  [e, s],
  [e, n],
  [w, n],
  [w, s],
];

/** A boundary of an admin level (4 state, 6 county, 8 municipality) around one ring. */
export const area = (id: number, level: number, name: string, ring: LngLat[]): AdminArea => ({ id: `relation/${id}`, level, names: [name], polygons: [ring] });

/** A drawing's features: what it does not draw is empty. */
export const features = (drawn: Partial<MapFeatures>): MapFeatures => ({ addresses: [], pois: [], places: [], admin: [], basemap: [], ...drawn });

/** The source a fixture's region reads as. */
export const fixtureInfo = (region: string): SourceInfo => ({ region, source: 'hand-drawn fixture', timestamp: null });

/** A geocoder over a drawing, with the world gazetteer unless `gazetteer` is null. */
export function fixtureGeocoder(region: string, ways: readonly RoadWay[], drawn: Partial<MapFeatures> = {}, gazetteer: Gazetteer | null = loadGazetteer()): Geocoder {
  return Geocoder.fromWays(ways, fixtureInfo(region), gazetteer ?? undefined, features(drawn));
}
