// One word typed alone: a name holding it whole comes before a whole name a typo away, as Nominatim matches words
// and never spellings ("pizza" is Azzurro Pizza & Kebap, not La Piazza with a note "nearest spelling"). A
// hand-drawn village, one case per rule.
import { describe, expect, it } from 'vitest';
import type { MapFeatures, Poi } from '../pack/map-features.ts';
import type { LngLat, RoadWay, SourceInfo } from '../pack/ways.ts';
import { Geocoder } from './index.ts';

const box = (x0: number, y0: number, x1: number, y1: number): LngLat[] => [[x0, y0], [x1, y0], [x1, y1], [x0, y1], [x0, y0]];
const way = (id: string, name: string, coords: LngLat[]): RoadWay => ({ id, tags: { highway: 'residential', name }, coords, area: false });
const poi = (id: number, kind: string, names: string[], lng: number, lat: number): Poi => ({ id: `node/${id}`, lng, lat, kind, names });

// Talheim: La Piazza by the square, Azzurro Pizza & Kebap 2 km away, and the village itself.
const info: SourceInfo = { region: 'Talheim', source: 'hand-drawn fixture', timestamp: null };
const features: MapFeatures = {
  addresses: [],
  pois: [poi(1, 'amenity=restaurant', ['La Piazza'], 9.5201, 47.1401), poi(2, 'amenity=fast_food', ['Azzurro Pizza & Kebap'], 9.54, 47.15)],
  places: [{ id: 'node/20', lng: 9.52, lat: 47.14, kind: 'village', names: ['Talheim'] }],
  admin: [
    { id: 'relation/1', level: 2, names: ['Liechtenstein'], polygons: [box(9.47, 47.05, 9.64, 47.27)] },
    { id: 'relation/2', level: 8, names: ['Talheim'], polygons: [box(9.47, 47.05, 9.64, 47.27)] },
  ],
  basemap: [],
};
const g = Geocoder.fromWays([way('way/1', 'Dorfstrasse', [[9.519, 47.14], [9.523, 47.14]])], info, undefined, features);
const near = { lat: 47.14, lng: 9.52 };

describe('a word typed alone', () => {
  it('is the name holding it whole before the name a typo away, in the geocoder and search-ahead alike', () => {
    expect(g.forward({ location: 'pizza' })).toMatchObject({ street: '', geocodeQualityCode: 'P1AXX', lat: 47.15, lng: 9.54 });
    expect(g.forward({ location: 'pizza' })?.note).toBeUndefined();
    expect(g.suggest('pizza', { near })[0]).toMatchObject({ name: 'Azzurro Pizza & Kebap' });
  });

  it('a whole name typed exactly is still that name', () => {
    expect(g.forward({ location: 'Piazza' })).toMatchObject({ lat: 47.1401, lng: 9.5201 });
    expect(g.forward({ location: 'Talheim' })).toMatchObject({ geocodeQuality: 'CITY' });
  });
});
