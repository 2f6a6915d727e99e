// The OpenStreetMap address model on a hand-made extract, one rule each, read through the real .osm.pbf reader:
// interpolation lines (odd with a tagged street, even with none, alphabetic), an orphan numbered building, a node
// near a footway, an addr:place address, an address on a multipolygon relation, an associatedStreet relation,
// a river in two pieces, a stream named on its waterway relation, a lake, unnamed POIs by category.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from './map-features.ts';
import { readOsmPbf } from './osm-pbf.ts';
import { writeOsmPbf, type PbfNode, type PbfRelation, type PbfWay } from './osm-pbf-writer.test-util.ts';

// Two streets 220 m apart (Hauptstrasse at 47.100, Nebenweg at 47.102) and a named footway between them.
const nodes: PbfNode[] = [
  { id: 1, lon: 9.5, lat: 47.1 },
  { id: 2, lon: 9.51, lat: 47.1 },
  { id: 3, lon: 9.5, lat: 47.102 },
  { id: 4, lon: 9.51, lat: 47.102 },
  { id: 5, lon: 9.5, lat: 47.1005 },
  { id: 6, lon: 9.51, lat: 47.1005 },
  // Odd interpolation 1..9, the street on one end only.
  { id: 10, lon: 9.501, lat: 47.1003, tags: { 'addr:housenumber': '1', 'addr:street': 'Hauptstrasse', 'addr:postcode': '9490' } },
  { id: 11, lon: 9.505, lat: 47.1003, tags: { 'addr:housenumber': '9' } },
  // Even interpolation 2..10 with no street anywhere: the street nearest the line.
  { id: 12, lon: 9.501, lat: 47.1018, tags: { 'addr:housenumber': '2' } },
  { id: 13, lon: 9.503, lat: 47.1018, tags: { 'addr:housenumber': '10' } },
  // Alphabetic 12a..12d, the street on the line.
  { id: 14, lon: 9.506, lat: 47.1003, tags: { 'addr:housenumber': '12a' } },
  { id: 15, lon: 9.509, lat: 47.1003, tags: { 'addr:housenumber': '12d' } },
  // 22 m from the footway, 78 m from Hauptstrasse: a footway is not a house's street.
  { id: 16, lon: 9.508, lat: 47.1007, tags: { 'addr:housenumber': '20' } },
  // A hamlet's house.
  { id: 18, lon: 9.52, lat: 47.11, tags: { 'addr:housenumber': '6', 'addr:place': 'Silum' } },
  { id: 19, lon: 9.5202, lat: 47.1102, tags: { place: 'hamlet', name: 'Silum' } },
  // A river in two pieces, a lake.
  { id: 20, lon: 9.49, lat: 47.09 },
  { id: 21, lon: 9.49, lat: 47.095 },
  { id: 22, lon: 9.49, lat: 47.1 },
  { id: 24, lon: 9.502, lat: 47.1001, tags: { amenity: 'bank' } },
  { id: 25, lon: 9.502, lat: 47.1002, tags: { amenity: 'bench' } },
  { id: 26, lon: 9.503, lat: 47.1001, tags: { amenity: 'restaurant', name: 'Löwen', old_name: 'Gasthaus zum Löwen', 'name:en': 'Lion' } },
  // A café inside the associated house (way 108), and a shop inside it with its own street.
  { id: 27, lon: 9.5056, lat: 47.1014, tags: { amenity: 'cafe', name: 'Eck' } },
  { id: 28, lon: 9.50561, lat: 47.10141, tags: { shop: 'bakery', name: 'Beck', 'addr:street': 'Nebenweg' } },
  // A stream named only on its waterway relation, in two unnamed pieces.
  { id: 70, lon: 9.53, lat: 47.09 },
  { id: 71, lon: 9.53, lat: 47.094 },
  { id: 72, lon: 9.53, lat: 47.1 },
  // Rings: an orphan numbered building near Nebenweg, a multipolygon building's outline, an associated house, a lake.
  ...ring(30, 9.507, 47.1013),
  ...ring(40, 9.504, 47.1013),
  ...ring(50, 9.5055, 47.1013),
  ...ring(60, 9.48, 47.12, 0.002),
];

function ring(first: number, lon: number, lat: number, size = 0.0002): PbfNode[] {
  return [
    { id: first, lon, lat },
    { id: first + 1, lon: lon + size, lat },
    { id: first + 2, lon: lon + size, lat: lat + size },
    { id: first + 3, lon, lat: lat + size },
  ];
}
const closed = (first: number) => [first, first + 1, first + 2, first + 3, first];

const ways: PbfWay[] = [
  { id: 100, refs: [1, 2], tags: { highway: 'residential', name: 'Hauptstrasse' } },
  { id: 101, refs: [3, 4], tags: { highway: 'residential', name: 'Nebenweg' } },
  { id: 102, refs: [5, 6], tags: { highway: 'footway', name: 'Fussweg' } },
  { id: 103, refs: [10, 11], tags: { 'addr:interpolation': 'odd' } },
  { id: 104, refs: [12, 13], tags: { 'addr:interpolation': 'even' } },
  { id: 105, refs: [14, 15], tags: { 'addr:interpolation': 'alphabetic', 'addr:street': 'Hauptstrasse' } },
  { id: 106, refs: closed(30), tags: { building: 'yes', 'addr:housenumber': '8' } },
  { id: 107, refs: closed(40), tags: {} },
  { id: 108, refs: closed(50), tags: { building: 'house', 'addr:housenumber': '50', 'addr:street': 'Wrongstrasse' } },
  { id: 109, refs: [20, 21], tags: { waterway: 'river', name: 'Samina' } },
  { id: 110, refs: [21, 22], tags: { waterway: 'river', name: 'Samina' } },
  { id: 111, refs: closed(60), tags: { natural: 'water', water: 'lake', name: 'Gampriner Seele' } },
  { id: 112, refs: [70, 71], tags: { waterway: 'stream' } },
  { id: 113, refs: [71, 72], tags: { waterway: 'stream' } },
];

const relations: PbfRelation[] = [
  {
    id: 202,
    tags: { type: 'waterway', waterway: 'stream', name: 'Malbunbach', 'name:en': 'Malbun Brook' },
    members: [
      { type: 'way', ref: 112, role: 'main_stream' },
      { type: 'way', ref: 113, role: 'main_stream' },
    ],
  },
  { id: 200, tags: { type: 'multipolygon', building: 'yes', 'addr:street': 'Nebenweg', 'addr:housenumber': '40' }, members: [{ type: 'way', ref: 107, role: 'outer' }] },
  {
    id: 201,
    tags: { type: 'associatedStreet', name: 'Hauptstrasse' },
    members: [
      { type: 'way', ref: 100, role: 'street' },
      { type: 'way', ref: 108, role: 'house' },
    ],
  },
];

let dir = '';
let f: MapFeatures;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'addresses-'));
  const file = join(dir, 'addresses.osm.pbf');
  await writeFile(file, writeOsmPbf(nodes, ways, undefined, relations));
  f = (await readOsmPbf(file)).features;
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const address = (street: string, number: string) => f.addresses.filter((a) => (a.street ?? a.place) === street && a.housenumber === number);
const one = (street: string, number: string) => {
  const found = address(street, number);
  expect(found, `${number} ${street}`).toHaveLength(1);
  return found[0]!;
};

describe('interpolation lines', () => {
  it('places the odd numbers between the ends evenly along the line, with the street and postcode of an end', () => {
    const got = [3, 5, 7].map((n) => one('Hauptstrasse', String(n)));
    got.forEach((a, i) => {
      expect(a).toMatchObject({ id: 'way/103', interpolated: true, postcode: '9490' });
      expect(a.lng).toBeCloseTo(9.502 + i * 0.001, 7);
      expect(a.lat).toBeCloseTo(47.1003, 7);
    });
    // The end without a street takes the line's, from its other end; the ends stay tagged addresses.
    expect(one('Hauptstrasse', '9').interpolated).toBeUndefined();
    expect(address('Hauptstrasse', '1')).toHaveLength(1);
  });

  it('gives a line with no street anywhere the street nearest to it, even numbers only, a tagged number first', () => {
    expect(f.addresses.filter((a) => a.id === 'way/104').map((a) => [a.street, a.housenumber])).toEqual([
      ['Nebenweg', '4'],
      ['Nebenweg', '6'],
    ]);
    // 8 is the orphan building's own number on Nebenweg: the tagged house, not a guess along the line.
    expect(one('Nebenweg', '8').id).toBe('way/106');
  });

  it('reads alphabetic lines: the letters between the ends', () => {
    expect(f.addresses.filter((a) => a.id === 'way/105').map((a) => a.housenumber)).toEqual(['12b', '12c']);
  });

  it('never puts two numbers on one point', () => {
    const points = f.addresses.map((a) => `${a.lng},${a.lat}`);
    const numbersAt = new Map<string, Set<string>>();
    f.addresses.forEach((a, i) => numbersAt.set(points[i]!, (numbersAt.get(points[i]!) ?? new Set()).add(a.housenumber)));
    expect([...numbersAt.values()].filter((s) => s.size > 1)).toEqual([]);
  });
});

describe('the street of a number without addr:street', () => {
  it('gives an orphan numbered building the nearest street', () => {
    expect(one('Nebenweg', '8').id).toBe('way/106');
  });

  it('skips a nearer footway: only streets the geocoder knows are a house\'s street', () => {
    expect(one('Hauptstrasse', '20').id).toBe('node/16');
  });

  it('keeps an addr:place address with its place and no street', () => {
    expect(f.addresses.find((a) => a.id === 'node/18')).toMatchObject({ place: 'Silum', housenumber: '6' });
    expect(f.addresses.find((a) => a.id === 'node/18')?.street).toBeUndefined();
  });

  it('reads an address on a multipolygon relation at its outline\'s middle', () => {
    const a = one('Nebenweg', '40');
    expect(a.id).toBe('relation/200');
    expect(a.lng).toBeCloseTo(9.5041, 6);
    expect(a.lat).toBeCloseTo(47.1014, 6);
  });

  it('takes the street of an associatedStreet relation over the tagged one', () => {
    expect(one('Hauptstrasse', '50').id).toBe('way/108');
    expect(address('Wrongstrasse', '50')).toEqual([]);
  });
});

describe('water and POIs', () => {
  it('makes one POI of a river drawn in two pieces, and one of a named lake', () => {
    const water = f.pois.filter((p) => p.kind.startsWith('waterway=') || p.kind.startsWith('water='));
    expect(water.map((p) => [p.kind, p.names])).toEqual([
      ['water=lake', ['Gampriner Seele']],
      ['waterway=river', ['Samina']],
      ['waterway=stream', ['Malbunbach', 'Malbun Brook']],
    ]);
    // On the river: the middle of its longest piece.
    const river = water[1]!;
    expect(river.lng).toBe(9.49);
    expect([47.0925, 47.0975]).toContain(river.lat);
  });

  it('names a stream by its waterway relation when its ways carry no name: one POI, on its longest piece', () => {
    const stream = f.pois.find((p) => p.kind === 'waterway=stream')!;
    expect(stream).toMatchObject({ id: 'relation/202', lng: 9.53, lat: 47.097 });
  });

  it('keeps an unnamed bank (asked for by category) but not an unnamed bench', () => {
    expect(f.pois.filter((p) => p.names.length === 0).map((p) => p.kind)).toEqual(['amenity=bank']);
  });

  it('gives a POI inside a numbered building the building\'s address, unless it has its own', () => {
    expect(f.pois.find((p) => p.id === 'node/27')?.address).toEqual({ housenumber: '50', street: 'Hauptstrasse' });
    expect(f.pois.find((p) => p.id === 'node/28')?.address).toEqual({ street: 'Nebenweg' });
  });

  it('keeps every name of a POI, name first', () => {
    expect(f.pois.find((p) => p.id === 'node/26')?.names).toEqual(['Löwen', 'Lion', 'Gasthaus zum Löwen']);
  });
});
