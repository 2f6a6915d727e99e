// Basemap vector tiles cut on demand from the pack (geojson-vt, then vt-pbf), kept in an LRU, so the offline
// map shows water, land use, parks, buildings, railways, roads and the names of places and POIs.
import GeoJSONVT, { type LegacyFeature, type LegacyTile } from 'geojson-vt';
import { fromGeojsonVt } from 'vt-pbf';
import type { Bounds, RegionPack } from '../pack/container.ts';
import { readMapFeatures } from '../pack/feature-sections.ts';
import { NO_MAP_FEATURES, type MapFeatures } from '../pack/map-features.ts';
import { readRoadTable, type RoadTable } from '../pack/road-sections.ts';
import { layerGroups, type LayerGroup } from './layers.ts';
import { Lru } from './lru.ts';

export { PLACE_LAYER, POI_LAYER, ROADS_LAYER, TILE_LAYERS, type TileLayer } from './layers.ts';
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
  /** The layers this region's tiles can hold, bottom to top. */
  layers: string[];
}

/** One layer group with its tile index, built on the first tile that needs it. */
interface Source {
  group: LayerGroup;
  index: GeoJSONVT | null;
}

export class TileServer {
  readonly info: TileSetInfo;
  private readonly sources: Source[];
  private readonly cache: Lru<string, Uint8Array | null>;

  /** `info.layers` is filled in from what the region holds. */
  constructor(info: Omit<TileSetInfo, 'layers'>, roads: RoadTable, features: MapFeatures = NO_MAP_FEATURES, cacheSize = 512) {
    this.sources = layerGroups(roads, features).map((group) => ({ group, index: null }));
    this.info = { ...info, layers: [...new Set(this.sources.map((s) => s.group.layer))] };
    this.cache = new Lru(cacheSize);
  }

  static fromPack(pack: RegionPack, cacheSize?: number): TileServer {
    const { meta } = pack;
    const info = { name: meta.name, bounds: meta.bounds, center: meta.center, minzoom: TILE_MINZOOM, maxzoom: TILE_MAXZOOM, attribution: meta.attribution };
    return new TileServer(info, readRoadTable(pack), readMapFeatures(pack), cacheSize);
  }

  /** Builds every layer's index now (about a second for a city) instead of on the first tiles that need them. */
  warm(): void {
    for (const s of this.sources) this.indexOf(s);
  }

  /** The Mapbox Vector Tile for z/x/y, or null when the tile is empty or out of range. */
  tile(z: number, x: number, y: number): Uint8Array | null {
    if (!Number.isInteger(z) || !Number.isInteger(x) || !Number.isInteger(y)) return null;
    if (z < TILE_MINZOOM || z > TILE_MAXZOOM || x < 0 || y < 0 || x >= 2 ** z || y >= 2 ** z) return null;
    const key = `${z}/${x}/${y}`;
    if (this.cache.has(key)) return this.cache.get(key) ?? null;
    const layers: Record<string, LegacyTile> = {};
    for (const s of this.sources) {
      if (z < s.group.minzoom) continue;
      const features = this.indexOf(s).getTile(z, x, y)?.features;
      if (!features?.length) continue;
      const layer = (layers[s.group.layer] ??= { features: [] as LegacyFeature[] });
      for (const f of features) layer.features.push(f);
    }
    const bytes = Object.keys(layers).length > 0 ? fromGeojsonVt(layers, { version: 2 }) : null;
    this.cache.set(key, bytes);
    return bytes;
  }

  private indexOf(s: Source): GeoJSONVT {
    s.index ??= new GeoJSONVT(
      { type: 'FeatureCollection', features: s.group.features },
      { maxZoom: TILE_MAXZOOM, indexMaxZoom: 5, tolerance: s.group.tolerance, buffer: 64 },
    );
    return s.index;
  }
}
