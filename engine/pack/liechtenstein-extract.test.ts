// The bundled Liechtenstein extract read whole: what it holds besides roads arrives in the pack as the data has
// it (counted here by a second, independent pass over the raw elements), area rings are closed, and the tiles
// cut from the pack show water, land use, parks, roads, buildings and names at their zooms.
import { createReadStream } from 'node:fs';
import { VectorTile } from '@mapbox/vector-tile';
import { OSMTransform } from 'osm-pbf-parser-node';
import { PbfReader } from 'pbf';
import { beforeAll, describe, expect, it } from 'vitest';
import { TileServer } from '../tiles/index.ts';
import { tileAt } from '../tiles/tile-coords.ts';
import { buildPack } from './build-pack.ts';
import { readPack, type RegionPack } from './container.ts';
import { readMapFeatures } from './feature-sections.ts';
import type { MapFeatures } from './map-features.ts';
import { readOsmPbf, type PbfRead } from './osm-pbf.ts';
import { Router } from '../routing/index.ts';
import { carAccess } from './car-profile.ts';
import { haversineMeters } from '../routing/geo.ts';

const EXTRACT = 'data/liechtenstein-2021-01.osm.pbf';
const VADUZ = { lat: 47.141, lng: 9.521 };

interface RawCounts {
  addresses: number;
  /** Everything with a house number, with or without a street: the most addresses there can be besides interpolated ones. */
  numbered: number;
  namedPlaces: number;
  buildings: number;
}

/** Counts straight from the parser's elements, without the feature code under test. */
async function rawCounts(): Promise<RawCounts> {
  const counts: RawCounts = { addresses: 0, numbered: 0, namedPlaces: 0, buildings: 0 };
  const places = new Set(['city', 'town', 'village', 'suburb', 'neighbourhood', 'hamlet', 'quarter', 'isolated_dwelling', 'locality']);
  const parser = new OSMTransform({ withTags: true, withInfo: false });
  for await (const batch of createReadStream(EXTRACT).pipe(parser) as AsyncIterable<{ type: string; tags?: Record<string, string>; refs?: number[] }[]>) {
    for (const e of batch) {
      const t = e.tags ?? {};
      if (e.type !== 'relation' && t['addr:housenumber'] && (t['addr:street'] || t['addr:place'])) counts.addresses++;
      if (t['addr:housenumber']) counts.numbered++;
      if (e.type !== 'relation' && t.place && places.has(t.place) && t.name) counts.namedPlaces++;
      if (e.type === 'way' && t.building && t.building !== 'no' && e.refs && e.refs.length >= 4 && e.refs[0] === e.refs.at(-1)) counts.buildings++;
    }
  }
  return counts;
}

let features: MapFeatures;
let raw: RawCounts;
let pack: RegionPack;
let read: PbfRead;

beforeAll(async () => {
  read = await readOsmPbf(EXTRACT);
  features = read.features;
  raw = await rawCounts();
  const bytes = buildPack(read.ways, { region: 'Liechtenstein', source: 'test', timestamp: read.timestamp }, [], { features, restrictions: read.restrictions });
  pack = readPack(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
}, 300_000);

describe('the Liechtenstein extract', () => {
  it('holds what the raw data holds: addresses (with and without addr:street), places, buildings, POIs', () => {
    expect(raw.addresses).toBeGreaterThan(3400);
    const tagged = features.addresses.filter((a) => !a.interpolated);
    // Every tagged address, and every number without a street that has one near enough (Nominatim's rule).
    expect(tagged.length).toBeGreaterThan(raw.addresses + 150);
    expect(tagged.length).toBeLessThanOrEqual(raw.numbered);
    // Grosssteg's odd numbers 1003 to 1049, between the line's ends 1001 and 1051.
    expect(features.addresses.length - tagged.length).toBe(24);
    expect(features.places).toHaveLength(raw.namedPlaces);
    const buildings = features.basemap.filter((f) => f.layer === 'building').length;
    expect(buildings).toBeGreaterThan(raw.buildings * 0.99);
    expect(features.pois.length).toBeGreaterThan(700);
    expect(pack.meta.stats).toMatchObject({ addresses: features.addresses.length, pois: features.pois.length });
  });

  it('finds the famous places by name and alternative name', () => {
    const poi = (name: string) => features.pois.find((p) => p.names.includes(name));
    expect(poi('Kunstmuseum Liechtenstein')?.kind).toBe('tourism=museum');
    expect(poi('Hohenliechtenstein')?.names[0]).toBe('Schloss Vaduz');
    expect(poi('Hohenliechtenstein')?.kind).toBe('historic=castle');
    expect(poi('Liechtenstein National Museum')?.names[0]).toBe('Liechtensteinisches Landesmuseum Vaduz');
    expect(features.places.find((p) => p.names[0] === 'Vaduz')?.kind).toBe('town');
    expect(features.admin.map((a) => a.names[0])).toEqual(expect.arrayContaining(['Liechtenstein', 'Vaduz', 'Schaan', 'Balzers']));
    expect(features.basemap.some((f) => f.layer === 'waterway' && f.kind === 'river' && f.name === 'Rhein')).toBe(true);
  });

  it('has only closed area rings of four points or more, with an outer ring first', () => {
    const areas = features.basemap.filter((f) => f.outer.some(Boolean));
    expect(areas.length).toBeGreaterThan(18_000);
    for (const f of areas) {
      expect(f.outer[0]).toBe(true);
      for (const ring of f.rings) {
        expect(ring.length).toBeGreaterThanOrEqual(4);
        expect(ring[0]).toEqual(ring.at(-1));
      }
    }
    // Multipolygon relations with holes came through (forest clearings, islands).
    expect(areas.some((f) => f.outer.includes(false))).toBe(true);
    for (const a of features.admin) for (const ring of a.polygons) expect(ring[0]).toEqual(ring.at(-1));
  });

  it('reads back from the pack as it went in', () => {
    const back = readMapFeatures(pack);
    expect(back.pois).toEqual(features.pois);
    expect(back.addresses).toEqual(features.addresses);
    expect(back.places).toEqual(features.places);
    expect(back.basemap.map(({ rings: _r, ...meta }) => meta)).toEqual(features.basemap.map(({ rings: _r, ...meta }) => meta));
    const worst = Math.max(
      ...back.basemap.flatMap((f, i) => f.rings.flatMap((ring, r) => ring.flatMap(([x, y], p) => [Math.abs(x - features.basemap[i]!.rings[r]![p]![0]), Math.abs(y - features.basemap[i]!.rings[r]![p]![1])]))),
    );
    expect(worst).toBeLessThan(1e-7);
  });

  it('cuts tiles over Vaduz with water, land use, parks, roads and place names, buildings from zoom 15', () => {
    const tiles = TileServer.fromPack(pack);
    const layersNear = (z: number) => {
      const [, x0, y0] = tileAt(VADUZ.lat, VADUZ.lng, z);
      const names: Record<string, string[]> = {};
      for (let dx = -1; dx <= 1; dx++)
        for (let dy = -1; dy <= 1; dy++) {
          const bytes = tiles.tile(z, x0 + dx, y0 + dy);
          if (!bytes) continue;
          for (const [layer, l] of Object.entries(new VectorTile(new PbfReader(bytes)).layers))
            for (let i = 0; i < l.length; i++) (names[layer] ??= []).push(String(l.feature(i).properties.name ?? ''));
        }
      return names;
    };
    const z14 = layersNear(14);
    expect(Object.keys(z14)).toEqual(expect.arrayContaining(['water', 'landuse', 'park', 'waterway', 'roads', 'place']));
    expect(z14.building).toBeUndefined();
    expect(z14.place).toContain('Vaduz');
    expect(z14.waterway).toContain('Rhein');
    const z16 = layersNear(16);
    expect(z16.building?.length ?? 0).toBeGreaterThan(100);
    expect(z16.poi).toEqual(expect.arrayContaining(['Kunstmuseum Liechtenstein']));
  });

  it("obeys the extract's turn restrictions: a car never takes a forbidden turn, and takes an only-allowed one", () => {
    expect(read.restrictions.length).toBeGreaterThan(70);
    expect(pack.meta.stats.carTurnCopies).toBeGreaterThan(40);
    const router = Router.fromPack(pack);
    const wayById = new Map(read.ways.map((w) => [w.id, w]));
    const same = (a: readonly number[], b: readonly number[]) => a[0] === b[0] && a[1] === b[1];
    /** A point on the way next to the via node (a fifth of its first piece), or null when the way does not end there. */
    const beside = (id: string, via: readonly number[]) => {
      const coords = wayById.get(id)?.coords;
      if (!coords) return null;
      const k = same(coords[0]!, via) ? 1 : same(coords.at(-1)!, via) ? coords.length - 2 : -1;
      if (k < 0) return null;
      const [x, y] = coords[k]!;
      return { lng: via[0]! + (x - via[0]!) * 0.2, lat: via[1]! + (y - via[1]!) * 0.2 };
    };
    let forbidden = 0;
    let only = 0;
    for (const r of read.restrictions) {
      const kind = r.tags.restriction ?? '';
      // Via-way restrictions: checked on drawn maps (turn-restrictions.test.ts).
      if (!r.via) continue;
      const src = beside(r.from, r.via);
      const dst = beside(r.to, r.via);
      // A U-turn's two roads run side by side, too close for a point to say which one it is on.
      if (!src || !dst || kind === 'no_u_turn' || !/^(no|only)_/.test(kind)) continue;
      // Restrictions also sit on roads a car may not use at all (a bus lane): nothing to turn from or onto.
      if (!carAccess(wayById.get(r.from)!.tags) || !carAccess(wayById.get(r.to)!.tags)) continue;
      const via = { lng: r.via[0]!, lat: r.via[1]! };
      const direct = haversineMeters(src.lat, src.lng, via.lat, via.lng) + haversineMeters(via.lat, via.lng, dst.lat, dst.lng);
      const meters = router.directions([src, dst]).distance * 1609.344;
      if (kind.startsWith('no_')) {
        forbidden++;
        expect(meters, `${r.id} ${kind}`).toBeGreaterThan(direct + 1);
      } else {
        only++;
        expect(meters, `${r.id} ${kind}`).toBeLessThan(direct + 1);
      }
    }
    expect(forbidden).toBeGreaterThan(10);
    expect(only).toBeGreaterThan(3);
  });
});
