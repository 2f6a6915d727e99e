// Basemap vector tiles cut on demand from the pack's road table (geojson-vt, then vt-pbf), kept in an LRU,
// so the offline map shows real streets by class with names for labels.
import GeoJSONVT from 'geojson-vt';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { fromGeojsonVt } from 'vt-pbf';
import type { Bounds, RegionPack } from '../pack/container.ts';
import { readRoadTable, ROAD_AREA, ROAD_ONEWAY, ROAD_REVERSE, type RoadTable } from '../pack/road-sections.ts';
import { Lru } from './lru.ts';

export const ROADS_LAYER = 'roads';
export const TILE_MINZOOM = 0;
/** Deepest zoom cut from the data; a map overzooms past it. */
export const TILE_MAXZOOM = 16;

export interface TileSetInfo {
  name: string;
  bounds: Bounds;
  center: { lat: number; lng: number };
  minzoom: number;
  maxzoom: number;
  attribution: string;
  layers: string[];
}

export class TileServer {
  private index: GeoJSONVT | null = null;
  private readonly cache: Lru<string, Uint8Array | null>;

  constructor(
    readonly info: TileSetInfo,
    private readonly roads: RoadTable,
    cacheSize = 512,
  ) {
    this.cache = new Lru(cacheSize);
  }

  static fromPack(pack: RegionPack, cacheSize?: number): TileServer {
    const { meta } = pack;
    const info: TileSetInfo = {
      name: meta.name,
      bounds: meta.bounds,
      center: meta.center,
      minzoom: TILE_MINZOOM,
      maxzoom: TILE_MAXZOOM,
      attribution: meta.attribution,
      layers: [ROADS_LAYER],
    };
    return new TileServer(info, readRoadTable(pack), cacheSize);
  }

  /** Builds the tile index now (about a second for a city) instead of on the first tile request. */
  warm(): void {
    this.index ??= new GeoJSONVT(toGeoJson(this.roads), { maxZoom: TILE_MAXZOOM, indexMaxZoom: 5, tolerance: 3, buffer: 64 });
  }

  /** The Mapbox Vector Tile for z/x/y, or null when the tile is empty or out of range. */
  tile(z: number, x: number, y: number): Uint8Array | null {
    if (!Number.isInteger(z) || !Number.isInteger(x) || !Number.isInteger(y)) return null;
    if (z < TILE_MINZOOM || z > TILE_MAXZOOM || x < 0 || y < 0 || x >= 2 ** z || y >= 2 ** z) return null;
    const key = `${z}/${x}/${y}`;
    if (this.cache.has(key)) return this.cache.get(key) ?? null;
    this.warm();
    const t = this.index!.getTile(z, x, y);
    const bytes = t && t.features.length > 0 ? fromGeojsonVt({ [ROADS_LAYER]: t }, { version: 2 }) : null;
    this.cache.set(key, bytes);
    return bytes;
  }
}

function toGeoJson(r: RoadTable): FeatureCollection {
  const features: Feature[] = [];
  for (let i = 0; i + 1 < r.geom.length; i++) {
    const coords: [number, number][] = [];
    for (let p = r.geom[i]!; p < r.geom[i + 1]!; p++) coords.push([r.lng[p]!, r.lat[p]!]);
    const flags = r.flags[i]!;
    const geometry: Geometry = flags & ROAD_AREA ? { type: 'Polygon', coordinates: [coords] } : { type: 'LineString', coordinates: coords };
    const properties: Record<string, string | number> = {
      class: r.classes[r.roadClass[i]!]!,
      oneway: flags & ROAD_REVERSE ? -1 : flags & ROAD_ONEWAY ? 1 : 0,
    };
    if (r.name[i]! >= 0) properties.name = r.strings[r.name[i]!]!;
    if (r.ref[i]! >= 0) properties.ref = r.strings[r.ref[i]!]!;
    features.push({ type: 'Feature', geometry, properties });
  }
  return { type: 'FeatureCollection', features };
}
