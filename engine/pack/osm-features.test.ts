// What tagged OpenStreetMap elements become: POIs with every name, address points, places, admin areas and
// basemap shapes, with relations assembled by osmtogeojson (holes included).
import { describe, expect, it } from 'vitest';
import { poiLabel } from '../geocode/poi-kinds.ts';
import { areaLayer, lineLayer, mapFeaturesOf, namesOf, poiKind, relationShapes, type OsmShape } from './osm-features.ts';
import type { LngLat } from './ways.ts';

const square = (x: number, y: number, size: number): LngLat[] => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
  [x, y],
];

describe('names and kinds', () => {
  it('lists every name variant once, name first', () => {
    expect(namesOf({ name: 'Schloss Vaduz', 'name:en': 'Vaduz Castle', 'name:de': 'Schloss Vaduz', alt_name: 'Hohenliechtenstein;Burg Vaduz' })).toEqual([
      'Schloss Vaduz',
      'Vaduz Castle',
      'Hohenliechtenstein',
      'Burg Vaduz',
    ]);
  });

  it('names a POI by its most telling tag, an information board only when nothing else is tagged', () => {
    expect(poiKind({ name: 'Kunstmuseum', tourism: 'museum', building: 'yes' })).toBe('tourism=museum');
    expect(poiKind({ name: 'Schloss', tourism: 'information', historic: 'castle' })).toBe('historic=castle');
    expect(poiKind({ name: 'Board', tourism: 'information' })).toBe('tourism=information');
    expect(poiKind({ name: 'Schaan-Vaduz', railway: 'station' })).toBe('railway=station');
    expect(poiKind({ name: 'Signal', railway: 'signal' })).toBeNull();
    expect(poiKind({ amenity: 'bench' })).toBeNull();
  });

  it('makes named buildings and land use points of interest, below any other kind and never unnamed', () => {
    expect(poiKind({ name: 'Sporry Gasometer', building: 'shed' })).toBe('building=shed');
    expect(poiKind({ name: 'Industrie Neugrüt', landuse: 'industrial' })).toBe('landuse=industrial');
    expect(poiKind({ name: 'Kulturzentrum', amenity: 'arts_centre', building: 'yes', landuse: 'retail' })).toBe('amenity=arts_centre');
    expect(poiKind({ name: 'Board', tourism: 'information', building: 'yes' })).toBe('tourism=information');
    expect(poiKind({ building: 'yes' })).toBeNull();
    expect(poiKind({ landuse: 'meadow' })).toBeNull();
    expect([poiLabel('building=yes'), poiLabel('building=shed'), poiLabel('landuse=industrial')]).toEqual(['Building', 'Shed', 'Industrial area']);
  });

  it('sorts areas into water, parks and land use, and open ways into rivers and railways', () => {
    expect(areaLayer({ natural: 'water', water: 'lake' })).toEqual({ layer: 'water', kind: 'lake' });
    expect(areaLayer({ waterway: 'riverbank' })).toEqual({ layer: 'water', kind: 'river' });
    expect(areaLayer({ landuse: 'forest' })).toEqual({ layer: 'park', kind: 'forest' });
    expect(areaLayer({ leisure: 'park' })).toEqual({ layer: 'park', kind: 'park' });
    expect(areaLayer({ landuse: 'residential' })).toEqual({ layer: 'landuse', kind: 'residential' });
    expect(areaLayer({ highway: 'pedestrian' })).toBeNull();
    expect(lineLayer({ waterway: 'river', name: 'Rhein' })).toEqual({ layer: 'waterway', kind: 'river' });
    expect(lineLayer({ railway: 'rail' })).toEqual({ layer: 'railway', kind: 'rail' });
    expect(lineLayer({ railway: 'abandoned' })).toBeNull();
  });
});

describe('mapFeaturesOf', () => {
  const shapes: OsmShape[] = [
    { kind: 'point', id: 'node/1', tags: { name: 'Café Amore', amenity: 'cafe', 'addr:street': 'Städtle', 'addr:housenumber': '5', 'addr:postcode': '9490', 'addr:city': 'Vaduz' }, at: [9.52, 47.14] },
    { kind: 'point', id: 'node/2', tags: { place: 'town', name: 'Vaduz', population: '5696' }, at: [9.521, 47.141] },
    { kind: 'way', id: 'way/3', tags: { building: 'yes', 'addr:street': 'Äulestrasse', 'addr:housenumber': '12a' }, coords: square(9.5, 47.1, 0.001), closed: true },
    { kind: 'way', id: 'way/4', tags: { waterway: 'river', name: 'Rhein' }, coords: [[9.5, 47.1], [9.49, 47.2]], closed: false },
    { kind: 'way', id: 'way/5', tags: { landuse: 'meadow' }, coords: [[9.5, 47.1], [9.51, 47.1], [9.5, 47.1]], closed: true },
    { kind: 'point', id: 'node/6', tags: { 'addr:housenumber': '7' }, at: [9.5, 47.1] },
  ];
  const f = mapFeaturesOf(shapes);

  it('reads a POI with its own address, and an address point from it and from a building', () => {
    expect(f.pois.filter((p) => p.kind !== 'waterway=river')).toEqual([
      { id: 'node/1', lng: 9.52, lat: 47.14, kind: 'amenity=cafe', names: ['Café Amore'], address: { housenumber: '5', street: 'Städtle', postcode: '9490', city: 'Vaduz' } },
    ]);
    expect(f.addresses.map((a) => [a.id, a.street, a.housenumber])).toEqual([
      ['node/1', 'Städtle', '5'],
      ['way/3', 'Äulestrasse', '12a'],
    ]);
    // A building's address sits at its middle.
    expect(f.addresses[1]!.lng).toBeCloseTo(9.5005, 9);
    expect(f.addresses[1]!.lat).toBeCloseTo(47.1005, 9);
  });

  it('reads places with their population, and basemap shapes: closed rings only, lines for rivers', () => {
    expect(f.places).toEqual([{ id: 'node/2', lng: 9.521, lat: 47.141, kind: 'town', names: ['Vaduz'], population: 5696 }]);
    expect(f.basemap.map((b) => [b.layer, b.kind, b.name ?? null, b.outer])).toEqual([
      ['building', 'yes', null, [true]],
      ['waterway', 'river', 'Rhein', [false]],
    ]);
  });
});

describe('relationShapes', () => {
  // A lake (multipolygon) with an island, drawn from four open ways that osmtogeojson must join, and a
  // municipality boundary from one closed way.
  const nodes = new Map<number, LngLat>([
    [1, [0, 0]],
    [2, [1, 0]],
    [3, [1, 1]],
    [4, [0, 1]],
    [5, [0.4, 0.4]],
    [6, [0.6, 0.4]],
    [7, [0.6, 0.6]],
    [8, [0.4, 0.6]],
  ]);
  const ways = new Map<number, number[]>([
    [10, [1, 2]],
    [11, [2, 3]],
    [12, [3, 4, 1]],
    [13, [5, 6, 7, 8, 5]],
  ]);
  const shapes = relationShapes(
    [
      {
        id: 100,
        tags: { type: 'multipolygon', natural: 'water', water: 'lake', name: 'Gampriner Seele' },
        members: [
          { type: 'way', ref: 10, role: 'outer' },
          { type: 'way', ref: 11, role: 'outer' },
          { type: 'way', ref: 12, role: 'outer' },
          { type: 'way', ref: 13, role: 'inner' },
        ],
      },
      { id: 200, tags: { type: 'boundary', boundary: 'administrative', admin_level: '8', name: 'Gamprin' }, members: [{ type: 'way', ref: 13, role: 'outer' }] },
    ],
    (id) => ways.get(id),
    (id) => nodes.get(id),
  );

  it('joins open outer ways into one closed ring and keeps the island as a hole', () => {
    const lake = shapes.find((s) => s.id === 'relation/100');
    expect(lake?.kind).toBe('polygons');
    if (lake?.kind !== 'polygons') return;
    expect(lake.outer).toEqual([true, false]);
    for (const ring of lake.rings) {
      expect(ring.length).toBeGreaterThanOrEqual(4);
      expect(ring[0]).toEqual(ring.at(-1));
    }
    const features = mapFeaturesOf(shapes);
    expect(features.basemap.map((b) => [b.layer, b.kind, b.name, b.outer])).toEqual([['water', 'lake', 'Gampriner Seele', [true, false]]]);
    expect(features.admin.map((a) => [a.names[0], a.level, a.polygons.length])).toEqual([['Gamprin', 8, 1]]);
  });
});
