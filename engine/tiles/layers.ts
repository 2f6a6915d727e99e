// What the basemap tiles hold and from which zoom: the pack's roads and map features as GeoJSON, grouped by
// tile layer and minimum zoom, so a low-zoom tile never carries a footway, a building or a café.
import type { Feature, Geometry, Position } from 'geojson';
import type { LngLat } from '../pack/ways.ts';
import type { BasemapFeature, BasemapLayer, MapFeatures, PlaceKind, Poi } from '../pack/map-features.ts';
import { ROAD_AREA, ROAD_ONEWAY, ROAD_REVERSE, type RoadTable } from '../pack/road-sections.ts';

export const ROADS_LAYER = 'roads';
export const PLACE_LAYER = 'place';
export const POI_LAYER = 'poi';
/** Bottom to top, the order a map draws them in. */
export const TILE_LAYERS = ['water', 'landuse', 'park', 'waterway', 'building', 'railway', ROADS_LAYER, PLACE_LAYER, POI_LAYER] as const;
export type TileLayer = (typeof TILE_LAYERS)[number];

/** Features of one tile layer that appear from one zoom on, simplified with one tolerance. */
export interface LayerGroup {
  layer: TileLayer;
  minzoom: number;
  /** geojson-vt tolerance in tile units (extent 4096, so 8 is one pixel of a 512-pixel tile). */
  tolerance: number;
  features: Feature[];
}

/**
 * Areas are simplified by about a pixel and dropped when under about two pixels across, so a low-zoom tile
 * keeps the forest and the lake but not every garden; lines keep geojson-vt's default.
 */
const AREA_TOLERANCE = 12;
const LINE_TOLERANCE = 3;

const BASEMAP_MINZOOM: Record<BasemapLayer, number> = { water: 0, waterway: 8, landuse: 8, park: 8, building: 15, railway: 8 };
/** Rivers and canals show from the zoom the water areas do; streams and ditches only close up. */
const WATERWAY_MINZOOM: Record<string, number> = { river: 8, canal: 10 };
const MINOR_WATERWAY_MINZOOM = 13;

/** Road classes by the zoom they appear from; anything not listed is a service road or path (see roadMinzoom). */
const ROAD_MINZOOM: Record<string, number> = {
  motorway: 0,
  trunk: 0,
  primary: 0,
  secondary: 8,
  tertiary: 10,
  residential: 12,
  unclassified: 12,
  living_street: 12,
  road: 12,
  service: 13,
  track: 13,
};
const PATH_MINZOOM = 14;
const PATH_CLASSES = new Set(['footway', 'cycleway', 'path', 'pedestrian', 'steps', 'bridleway', 'platform', 'corridor', 'construction']);

/** Cities and towns from a country view, villages at 11, suburbs and hamlets at 13, the smallest names at 14-15. */
export const PLACE_MINZOOM: Record<PlaceKind, number> = {
  city: 4,
  town: 6,
  village: 11,
  suburb: 13,
  hamlet: 13,
  quarter: 14,
  neighbourhood: 14,
  locality: 14,
  isolated_dwelling: 15,
};

export const POI_MINZOOM = 16;
/** Landmarks a visitor orients by show one zoom earlier than shops and cafés. */
const LANDMARK_POIS = new Set([
  'amenity=hospital',
  'amenity=townhall',
  'amenity=university',
  'amenity=library',
  'amenity=theatre',
  'amenity=place_of_worship',
  'tourism=museum',
  'tourism=attraction',
  'tourism=castle',
  'railway=station',
  'public_transport=station',
]);

export function roadMinzoom(cls: string): number {
  const base = cls.replace(/_link$/, '');
  return ROAD_MINZOOM[base] ?? (PATH_CLASSES.has(base) ? PATH_MINZOOM : ROAD_MINZOOM.service!);
}

export function poiMinzoom(poi: Pick<Poi, 'kind'>): number {
  return LANDMARK_POIS.has(poi.kind) ? POI_MINZOOM - 1 : POI_MINZOOM;
}

export function basemapMinzoom(f: Pick<BasemapFeature, 'layer' | 'kind'>): number {
  if (f.layer === 'waterway') return WATERWAY_MINZOOM[f.kind] ?? MINOR_WATERWAY_MINZOOM;
  return BASEMAP_MINZOOM[f.layer];
}

/** Every feature of the region in its layer group, groups in drawing order. */
export function layerGroups(roads: RoadTable, features: MapFeatures): LayerGroup[] {
  const groups = new Map<string, LayerGroup>();
  const add = (layer: TileLayer, minzoom: number, feature: Feature) => {
    const key = `${layer}/${minzoom}`;
    let g = groups.get(key);
    if (!g) {
      const tolerance = layer === 'water' || layer === 'landuse' || layer === 'park' || layer === 'building' ? AREA_TOLERANCE : LINE_TOLERANCE;
      g = { layer, minzoom, tolerance, features: [] };
      groups.set(key, g);
    }
    g.features.push(feature);
  };

  for (const f of features.basemap) {
    const geometry = basemapGeometry(f);
    if (!geometry) continue;
    const properties: Record<string, string> = { kind: f.kind };
    if (f.name && (f.layer === 'waterway' || f.layer === 'water')) properties.name = f.name;
    add(f.layer, basemapMinzoom(f), { type: 'Feature', geometry, properties });
  }
  for (let i = 0; i + 1 < roads.geom.length; i++) {
    const cls = roads.classes[roads.roadClass[i]!]!;
    add(ROADS_LAYER, roadMinzoom(cls), roadFeature(roads, i, cls));
  }
  for (const p of features.places) {
    const name = p.names[0];
    const minzoom = PLACE_MINZOOM[p.kind] as number | undefined;
    if (!name || minzoom === undefined) continue;
    add(PLACE_LAYER, minzoom, { type: 'Feature', geometry: { type: 'Point', coordinates: [p.lng, p.lat] }, properties: { kind: p.kind, name } });
  }
  for (const p of features.pois) {
    const name = p.names[0];
    if (!name) continue;
    add(POI_LAYER, poiMinzoom(p), { type: 'Feature', geometry: { type: 'Point', coordinates: [p.lng, p.lat] }, properties: { kind: p.kind, name } });
  }
  const order = (g: LayerGroup) => TILE_LAYERS.indexOf(g.layer) * 100 + g.minzoom;
  return [...groups.values()].sort((a, b) => order(a) - order(b));
}

function roadFeature(r: RoadTable, i: number, cls: string): Feature {
  const coords: Position[] = [];
  for (let p = r.geom[i]!; p < r.geom[i + 1]!; p++) coords.push([r.lng[p]!, r.lat[p]!]);
  const flags = r.flags[i]!;
  const geometry: Geometry = flags & ROAD_AREA ? { type: 'Polygon', coordinates: [coords] } : { type: 'LineString', coordinates: coords };
  const properties: Record<string, string | number> = { class: cls, oneway: flags & ROAD_REVERSE ? -1 : flags & ROAD_ONEWAY ? 1 : 0 };
  if (r.name[i]! >= 0) properties.name = r.strings[r.name[i]!]!;
  if (r.ref[i]! >= 0) properties.ref = r.strings[r.ref[i]!]!;
  return { type: 'Feature', geometry, properties };
}

/** Areas as a MultiPolygon (each outer ring with the holes after it), lines as a MultiLineString. */
function basemapGeometry(f: BasemapFeature): Geometry | null {
  if (!f.outer.some(Boolean)) {
    const lines = f.rings.filter((r) => r.length >= 2).map(positions);
    if (lines.length === 0) return null;
    return lines.length === 1 ? { type: 'LineString', coordinates: lines[0]! } : { type: 'MultiLineString', coordinates: lines };
  }
  const polygons: Position[][][] = [];
  f.rings.forEach((ring, i) => {
    if (ring.length < 4) return;
    if (f.outer[i]) polygons.push([positions(ring)]);
    else polygons.at(-1)?.push(positions(ring));
  });
  if (polygons.length === 0) return null;
  return polygons.length === 1 ? { type: 'Polygon', coordinates: polygons[0]! } : { type: 'MultiPolygon', coordinates: polygons };
}

/** geojson-vt only reads its input, so the feature's read-only rings go in as they are, uncopied. */
const positions = (ring: readonly LngLat[]): Position[] => ring as unknown as Position[];
