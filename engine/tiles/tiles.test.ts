// Basemap tiles decode as Mapbox Vector Tiles with a roads layer carrying class, name, ref and one-way.
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultRegionPack } from '../routing/real-region.test-util.ts';
import { Lru } from './lru.ts';
import { ROADS_LAYER, TileServer } from './index.ts';

/** Slippy-map tile containing a point. */
function tileAt(lat: number, lng: number, z: number): [number, number, number] {
  const n = 2 ** z;
  const x = Math.floor(((lng + 180) / 360) * n);
  const r = (lat * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n);
  return [z, x, y];
}

let server: TileServer;
beforeAll(async () => {
  server = TileServer.fromPack(await defaultRegionPack());
}, 60_000);

describe('TileServer', () => {
  it('describes the tile set from the pack', () => {
    expect(server.info).toMatchObject({ name: 'Gothenburg, Sweden', minzoom: 0, maxzoom: 16, attribution: '© OpenStreetMap contributors', layers: ['roads'] });
    expect(server.info.bounds.minLat).toBeCloseTo(57.648, 3);
    expect(server.info.center.lng).toBeGreaterThan(11.86);
  });

  it('cuts a city-centre tile with roads by class and their names', () => {
    const bytes = server.tile(...tileAt(57.7065, 11.9668, 15));
    expect(bytes).not.toBeNull();
    const layer = new VectorTile(new PbfReader(bytes!)).layers[ROADS_LAYER]!;
    expect(layer.length).toBeGreaterThan(20);
    const features = Array.from({ length: layer.length }, (_, i) => layer.feature(i));
    const classes = new Set(features.map((f) => f.properties.class));
    expect(classes).toContain('footway');
    expect([...classes].some((c) => ['primary', 'secondary', 'tertiary', 'residential', 'trunk'].includes(String(c)))).toBe(true);
    expect(features.some((f) => typeof f.properties.name === 'string' && f.properties.name.length > 0)).toBe(true);
    expect(features.every((f) => [-1, 0, 1].includes(Number(f.properties.oneway)))).toBe(true);
  });

  it('returns null outside the region and for impossible tile numbers, and caches tiles', () => {
    expect(server.tile(...tileAt(40.7, -74.0, 14))).toBeNull();
    expect(server.tile(3, 8, 0)).toBeNull();
    expect(server.tile(17, 0, 0)).toBeNull();
    const z = tileAt(57.7065, 11.9668, 13);
    expect(server.tile(...z)).toBe(server.tile(...z));
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
