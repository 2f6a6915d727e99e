// A name typed with its category word ("Samina river", "Gänglesee lake", "Vaduz castle") finds the thing of that
// category called so, in the forward geocoder and search-ahead alike: a hand-drawn valley, one case per rule.
import { describe, expect, it } from 'vitest';
import type { MapFeatures, Poi } from '../pack/map-features.ts';
import type { LngLat, RoadWay, SourceInfo } from '../pack/ways.ts';
import { Geocoder, type GeocodeResult } from './index.ts';
import { understand } from './query.ts';

const box = (x0: number, y0: number, x1: number, y1: number): LngLat[] => [[x0, y0], [x1, y0], [x1, y1], [x0, y1], [x0, y0]];
const way = (id: string, name: string, coords: LngLat[]): RoadWay => ({ id, tags: { highway: 'residential', name }, coords, area: false });
const poi = (id: number, kind: string, names: string[], lng: number, lat: number): Poi => ({ id: `node/${id}`, lng, lat, kind, names });

// Talheim: the river Samina beside a bus stop of its name, a reservoir, a pond, a castle with a tourist board named
// in English 120 m away, two hotels (one named after the town), a stream, and a street named "Am Bach".
const info: SourceInfo = { region: 'Talheim', source: 'hand-drawn fixture', timestamp: null };
const features: MapFeatures = {
  addresses: [],
  pois: [
    poi(1, 'highway=bus_stop', ['Samina'], 9.52, 47.141),
    poi(2, 'waterway=river', ['Samina'], 9.55, 47.16),
    poi(3, 'landuse=reservoir', ['Gänglesee'], 9.56, 47.15),
    poi(4, 'natural=water', ['Egelsee'], 9.53, 47.13),
    poi(5, 'historic=castle', ['Schloss Talheim', 'Hohentalheim'], 9.524, 47.1395),
    poi(6, 'tourism=information', ['Schloss Talheim', 'Talheim Castle'], 9.5242, 47.1405),
    poi(7, 'tourism=hotel', ['Hotel Engel'], 9.521, 47.14),
    poi(8, 'tourism=hotel', ['Hotel Talheim'], 9.58, 47.17),
    poi(9, 'waterway=stream', ['Mühlebach'], 9.51, 47.12),
    poi(10, 'amenity=restaurant', ['Mühlebach'], 9.522, 47.1401),
  ],
  places: [
    { id: 'node/20', lng: 9.52, lat: 47.14, kind: 'village', names: ['Talheim'] },
    { id: 'node/21', lng: 9.58, lat: 47.17, kind: 'village', names: ['Oberhof'] },
  ],
  admin: [
    { id: 'relation/1', level: 2, names: ['Liechtenstein'], polygons: [box(9.47, 47.05, 9.64, 47.27)] },
    { id: 'relation/2', level: 8, names: ['Talheim'], polygons: [box(9.47, 47.05, 9.57, 47.27)] },
    { id: 'relation/3', level: 8, names: ['Oberhof'], polygons: [box(9.57, 47.05, 9.64, 47.27)] },
  ],
  basemap: [],
};
const ways = [way('way/1', 'Am Bach', [[9.515, 47.135], [9.517, 47.135]]), way('way/2', 'Dorfstrasse', [[9.519, 47.14], [9.523, 47.14]])];
const g = Geocoder.fromWays(ways, info, undefined, features);

const at = (r: GeocodeResult | null) => r && `${r.lat},${r.lng}|${r.geocodeQualityCode}`;
const first = (q: string) => {
  const s = g.suggest(q, { limit: 3, near: { lat: 47.14, lng: 9.52 } })[0];
  return s && `${s.lat},${s.lng}|${s.kind}`;
};

describe('a name with its category word', () => {
  it('reads river, Fluss, lake, See, castle … as category words, the words beside them as a name', () => {
    expect(understand('Samina river')).toMatchObject({ kind: 'category', named: 'samina' });
    expect(understand('Samina Fluss')).toMatchObject({ kind: 'category', named: 'samina' });
    expect(understand('Lago Maggiore')).toMatchObject({ kind: 'category', named: 'maggiore' });
    // "in" says the words are a place, not a name.
    expect(understand('hotels in Talheim')).toMatchObject({ kind: 'category', near: 'talheim', named: '' });
  });

  it.each([
    ['Samina river', '47.16,9.55|P1AXX', '47.16,9.55|River'],
    ['Samina Fluss', '47.16,9.55|P1AXX', '47.16,9.55|River'],
    ['river Samina', '47.16,9.55|P1AXX', '47.16,9.55|River'],
    ['Gänglesee lake', '47.15,9.56|P1AXX', '47.15,9.56|Reservoir area'],
    ['Gaenglesee Stausee', '47.15,9.56|P1AXX', '47.15,9.56|Reservoir area'],
    ['Egelsee pond', '47.13,9.53|P1AXX', '47.13,9.53|Lake'],
    ['Mühlebach stream', '47.12,9.51|P1AXX', '47.12,9.51|Stream'],
    ['Mühlebach Bach', '47.12,9.51|P1AXX', '47.12,9.51|Stream'],
    // A name holding the words typed: street confidence B.
    ['Hohentalheim castle', '47.1395,9.524|P1AXX', '47.1395,9.524|Castle'],
  ])('%s is the thing of that category', (q, geocoded, suggested) => {
    expect(at(g.forward({ location: q }))).toBe(geocoded);
    expect(first(q)).toBe(suggested);
  });

  it('finds a misspelt name of the category, saying so', () => {
    const r = g.forward({ location: 'Samna river' });
    expect(at(r)).toBe('47.16,9.55|P1BXX');
    expect(r?.note).toBe('No river named "Samna": nearest spelling');
  });

  it('answers a thing named exactly as typed, of whatever kind, before the category', () => {
    // "Talheim Castle" is the English name of the tourist board by the castle.
    expect(at(g.forward({ location: 'Talheim castle' }))).toBe('47.1405,9.5242|P1AXX');
    for (const q of ['castle Talheim', 'Schloss Talheim']) expect(at(g.forward({ location: q })), q).toMatch(/^47.1395,9.524\|P1/);
  });

  it('reads a town beside the category word as the place, unless a thing is named just so', () => {
    // "Hotel Talheim" is named so (in Oberhof); "hotels in Talheim" and "Talheim hotel" ask for a hotel in Talheim.
    expect(at(g.forward({ location: 'hotel Talheim' }))).toBe('47.17,9.58|P1AXX');
    for (const q of ['hotels in Talheim', 'Talheim hotel']) expect(at(g.forward({ location: q })), q).toBe('47.14,9.521|P1AAX');
  });

  it('keeps a street named with a category word a street, and picks the kind asked for among things of one name', () => {
    expect(g.forward({ location: 'Am Bach' })?.street).toBe('Am Bach');
    expect(at(g.forward({ location: 'Mühlebach restaurant' }))).toBe('47.1401,9.522|P1AXX');
    expect(first('Mühlebach restaurant')).toBe('47.1401,9.522|Restaurant');
  });
});
