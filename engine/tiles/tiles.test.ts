// Basemap tiles decode as Mapbox Vector Tiles whose layers appear at their zooms: a hand-drawn town for what
// shows from where, the bundled Gothenburg roads for a road-only region.
import { VectorTile, type VectorTileFeature } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPack } from '../pack/build-pack.ts';
import { readPack } from '../pack/container.ts';
import { NO_MAP_FEATURES, type BasemapFeature, type MapFeatures, type Place, type Poi } from '../pack/map-features.ts';
import { readRoadTable } from '../pack/road-sections.ts';
import type { LngLat, RoadWay } from '../pack/ways.ts';
import { defaultRegionPack } from '../routing/real-region.test-util.ts';
import { Lru } from './lru.ts';
import { ROADS_LAYER, TILE_LAYERS, TileServer } from './index.ts';
import { tileAt } from './tile-coords.ts';

/** Layer name -> decoded features of one tile (empty when the tile is null). */
function decode(bytes: Uint8Array | null): Record<string, VectorTileFeature[]> {
  if (!bytes) return {};
  const tile = new VectorTile(new PbfReader(bytes));
  return Object.fromEntries(Object.entries(tile.layers).map(([name, l]) => [name, Array.from({ length: l.length }, (_, i) => l.feature(i))]));
}
const names = (fs: VectorTileFeature[] | undefined) => (fs ?? []).map((f) => f.properties.name);

// Testtown: a grid near Vaduz where one unit is 0.001° (about 76 m east-west, 111 m north-south), its origin
// in the middle of a z16 tile (so every tile at its origin holds everything within about 1.5 units).
const LNG0 = 9.5224;
const LAT0 = 47.1393;
const pt = (x: number, y: number): LngLat => [LNG0 + x * 0.001, LAT0 + y * 0.001];
const square = (x: number, y: number, size: number): LngLat[] => [pt(x, y), pt(x + size, y), pt(x + size, y + size), pt(x, y + size), pt(x, y)];
const road = (id: number, highway: string, name: string, ...points: [number, number][]): RoadWay => ({
  id: `way/${id}`,
  coords: points.map(([x, y]) => pt(x, y)),
  tags: { highway, name },
  area: false,
});
const area = (layer: BasemapFeature['layer'], kind: string, ...rings: LngLat[][]): BasemapFeature => ({ layer, kind, rings, outer: rings.map((_, i) => i === 0) });
const place = (kind: Place['kind'], name: string, x: number, y: number): Place => ({ id: `node/${name}`, kind, names: [name], lng: pt(x, y)[0], lat: pt(x, y)[1] });
const poi = (kind: string, name: string, x: number, y: number): Poi => ({ id: `node/${name}`, kind, names: [name], lng: pt(x, y)[0], lat: pt(x, y)[1] });

const TOWN_ROADS: RoadWay[] = [
  road(1, 'primary', 'Landstrasse', [-20, 0], [20, 0]),
  road(2, 'residential', 'Gartenweg', [0, -5], [0, 5]),
  road(3, 'footway', 'Uferweg', [-3, 2], [3, 2]),
];
const TOWN: MapFeatures = {
  ...NO_MAP_FEATURES,
  basemap: [
    // A lake with an island, a river, a railway, a park, a forest, housing, a house and a garden shed.
    area('water', 'lake', square(-12, -12, 6), square(-10, -10, 2)),
    { layer: 'waterway', kind: 'river', name: 'Rhein', rings: [[pt(-8, -20), pt(-8, 20)]], outer: [false] },
    { layer: 'railway', kind: 'rail', rings: [[pt(-20, 3), pt(20, 3)]], outer: [false] },
    area('park', 'park', square(0.2, -1.2, 1)),
    area('park', 'forest', square(5, -10, 8)),
    area('landuse', 'residential', square(-4, -4, 8)),
    area('building', 'house', square(1, 1, 0.2)),
    area('park', 'garden', square(-1, 1, 0.05)),
  ],
  places: [place('town', 'Testtown', 0, 0), place('village', 'Testdorf', 4, 4), place('hamlet', 'Testweiler', -4, 4), place('neighbourhood', 'Testviertel', 1, -1)],
  pois: [poi('amenity=cafe', 'Café Test', 0.5, 0.5), poi('tourism=museum', 'Testmuseum', -0.5, 0.5), poi('amenity=bench', '', 0.6, 0.6)],
};

let town: TileServer;
let gothenburg: TileServer;
beforeAll(async () => {
  const pack = readPack(buildPack(TOWN_ROADS, { region: 'Testtown', source: 'hand drawn', timestamp: null }, [], { builtAt: '2026-01-01T00:00:00Z' }).buffer as ArrayBuffer);
  const { meta } = pack;
  town = new TileServer({ name: meta.name, bounds: meta.bounds, center: meta.center, minzoom: 0, maxzoom: 16, attribution: meta.attribution }, readRoadTable(pack), TOWN);
  gothenburg = TileServer.fromPack(await defaultRegionPack());
}, 300_000);

const townTile = (z: number) => decode(town.tile(...tileAt(LAT0, LNG0, z)));

describe('TileServer layers by zoom', () => {
  it('lists the layers the region holds, bottom to top', () => {
    expect(town.info.layers).toEqual(TILE_LAYERS);
    expect(gothenburg.info.layers).toEqual([ROADS_LAYER]);
  });

  it('shows a town, its main road and its water from a regional view, and nothing smaller', () => {
    const t = townTile(8);
    expect(names(t.place)).toEqual(['Testtown']);
    expect(names(t.roads)).toEqual(['Landstrasse']);
    expect(names(t.waterway)).toEqual(['Rhein']);
    expect(t.water).toHaveLength(1);
    expect(t.railway).toHaveLength(1);
    expect(t.park?.map((f) => f.properties.kind)).toEqual(['forest']);
    expect(t.building).toBeUndefined();
    expect(t.poi).toBeUndefined();
    expect(names(townTile(6).place)).toEqual(['Testtown']);
    expect(townTile(5).place).toBeUndefined();
  });

  it('adds villages at 11, streets at 12, hamlets at 13, paths and neighbourhoods at 14', () => {
    expect(names(townTile(10).place)).toEqual(['Testtown']);
    expect(names(townTile(11).place).sort()).toEqual(['Testdorf', 'Testtown']);
    expect(names(townTile(11).roads)).toEqual(['Landstrasse']);
    expect(names(townTile(12).roads).sort()).toEqual(['Gartenweg', 'Landstrasse']);
    expect(names(townTile(13).place).sort()).toEqual(['Testdorf', 'Testtown', 'Testweiler']);
    const z14 = townTile(14);
    expect(names(z14.place).sort()).toEqual(['Testdorf', 'Testtown', 'Testviertel', 'Testweiler']);
    expect(names(z14.roads).sort()).toEqual(['Gartenweg', 'Landstrasse', 'Uferweg']);
  });

  it('cuts buildings from 15, landmarks from 15 and other named POIs from 16', () => {
    const z14 = townTile(14);
    expect(z14.building).toBeUndefined();
    expect(z14.poi).toBeUndefined();
    expect(z14.landuse?.map((f) => f.properties.kind)).toEqual(['residential']);
    const z15 = townTile(15);
    expect(z15.building).toHaveLength(1);
    expect(z15.poi?.map((f) => f.properties)).toEqual([{ kind: 'tourism=museum', name: 'Testmuseum' }]);
    expect(z15.place?.every((f) => f.type === 1 && typeof f.properties.kind === 'string')).toBe(true);
    expect(townTile(16).poi?.map((f) => f.properties.name).sort()).toEqual(['Café Test', 'Testmuseum']);
  });

  it('drops areas under about two pixels across until close up', () => {
    const kinds = (z: number) => townTile(z).park?.map((f) => f.properties.kind).sort();
    expect(kinds(13)).toEqual(['forest', 'park']);
    expect(kinds(16)).toEqual(['garden', 'park']);
  });

  it('keeps a lake island as a hole in the water polygon', () => {
    const [lake] = decode(town.tile(...tileAt(LAT0 - 0.009, LNG0 - 0.009, 14))).water!;
    expect(lake!.type).toBe(3);
    expect(lake!.loadGeometry()).toHaveLength(2);
  });
});

describe('TileServer on a road-only region', () => {
  it('describes the tile set from the pack', () => {
    expect(gothenburg.info).toMatchObject({ name: 'Gothenburg, Sweden', minzoom: 0, maxzoom: 16, attribution: '© OpenStreetMap contributors' });
    expect(gothenburg.info.bounds.minLat).toBeCloseTo(57.648, 3);
    expect(gothenburg.info.center.lng).toBeGreaterThan(11.86);
  });

  it('cuts a city-centre tile with roads by class and their names', () => {
    const layer = decode(gothenburg.tile(...tileAt(57.7065, 11.9668, 15)))[ROADS_LAYER]!;
    expect(layer.length).toBeGreaterThan(20);
    const classes = new Set(layer.map((f) => f.properties.class));
    expect(classes).toContain('footway');
    expect([...classes].some((c) => ['primary', 'secondary', 'tertiary', 'residential', 'trunk'].includes(String(c)))).toBe(true);
    expect(layer.some((f) => typeof f.properties.name === 'string' && f.properties.name.length > 0)).toBe(true);
    expect(layer.every((f) => [-1, 0, 1].includes(Number(f.properties.oneway)))).toBe(true);
  });

  it('leaves footways and residential streets out of a city-wide tile', () => {
    const classes = new Set(decode(gothenburg.tile(...tileAt(57.7065, 11.9668, 11)))[ROADS_LAYER]!.map((f) => f.properties.class));
    expect([...classes].some((c) => ['motorway', 'trunk', 'primary'].includes(String(c)))).toBe(true);
    expect(classes).not.toContain('footway');
    expect(classes).not.toContain('residential');
  });

  it('returns null outside the region and for impossible tile numbers, and caches tiles', () => {
    expect(gothenburg.tile(...tileAt(40.7, -74.0, 14))).toBeNull();
    expect(gothenburg.tile(3, 8, 0)).toBeNull();
    expect(gothenburg.tile(17, 0, 0)).toBeNull();
    expect(gothenburg.tile(14.5, 0, 0)).toBeNull();
    const z = tileAt(57.7065, 11.9668, 13);
    expect(gothenburg.tile(...z)).toBe(gothenburg.tile(...z));
  });
});

describe('Lru', () => {
  it('evicts the least recently used entry', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.get('a');
    lru.set('c', 3);
    expect(lru.has('a')).toBe(true);
    expect(lru.has('b')).toBe(false);
    expect(lru.size).toBe(2);
  });
});
