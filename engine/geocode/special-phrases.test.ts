// Nominatim's special phrases written out ("[restaurant] Vaduz", "[amenity=drinking_water] Wissfläckaweg",
// "[natural=peak] 47.06512,9.53965") and a name with coordinates after it ("sporry, 47.10791,9.52676"), as
// Nominatim's api/search/queries.feature asks them. Hand-drawn: two villages in a valley at Liechtenstein's spot.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { way, poi, fixtureGeocoder } from './fixtures.test-util.ts';

// Nordheim (north) and Suddorf (south), 4 km apart; a restaurant in each, a drinking fountain by each village's
// lane, two peaks, and two things named Sporry (a pond in Nordheim, a weir in Suddorf).
const valley: MapFeatures = {
  addresses: [],
  pois: [
    poi(1, 47.16, 9.52, 'amenity=restaurant', ['Krone']),
    poi(2, 47.124, 9.52, 'amenity=restaurant', ['Adler']),
    poi(3, 47.1601, 9.531, 'amenity=drinking_water', []),
    poi(4, 47.1241, 9.531, 'amenity=drinking_water', []),
    poi(5, 47.17, 9.55, 'natural=peak', ['Nordspitz']),
    poi(6, 47.11, 9.55, 'natural=peak', ['Südspitz']),
    poi(7, 47.161, 9.525, 'water=pond', ['Sporry Weiher']),
    poi(8, 47.123, 9.525, 'waterway=weir', ['Sporry Kemmi']),
  ],
  places: [
    { id: 'node/10', lat: 47.16, lng: 9.52, kind: 'village', names: ['Nordheim'] },
    { id: 'node/11', lat: 47.124, lng: 9.52, kind: 'village', names: ['Suddorf'] },
  ],
  admin: [],
  basemap: [],
};
const ways = [way('way/1', 'Nordgasse', [[9.53, 47.16], [9.532, 47.16]]), way('way/2', 'Wissfläckaweg', [[9.53, 47.124], [9.532, 47.124]])];

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Valley', ways, valley);
});

const nameOf = (res: { displayName: string } | null) => res?.displayName.split(',')[0];

describe('special phrases in brackets', () => {
  it.each([
    ['[restaurant] Suddorf', 'Adler'],
    ['[amenity=restaurant] Suddorf', 'Adler'],
    ['[amenity=restaurant] Nordheim', 'Krone'],
    ['[natural=peak] 47.11,9.55', 'Südspitz'],
    ['[natural=peak] 47.17 N 9.55 E', 'Nordspitz'],
  ])('%s: %s', (location, name) => {
    expect(nameOf(g.forward({ location }))).toBe(name);
  });

  it('an unnamed kind near a street: the one by that street', () => {
    const r = g.forward({ location: '[amenity=drinking_water] Wissfläckaweg' });
    expect(r?.lat).toBe(47.1241);
    expect(r?.geocodeQualityCode).toMatch(/^P1/);
  });

  it('a kind the data has none of is nothing, not the town', () => {
    expect(g.forward({ location: '[club=scout] Suddorf' })).toBeNull();
  });
});

describe('a name, then coordinates', () => {
  it('is that name nearest the point', () => {
    expect(nameOf(g.forward({ location: 'sporry' }))).toBe('Sporry Weiher');
    expect(nameOf(g.forward({ location: 'sporry, 47.123,9.525' }))).toBe('Sporry Kemmi');
    expect(nameOf(g.forward({ location: 'sporry, N 47.123° E 9.525°' }))).toBe('Sporry Kemmi');
  });

  it('coordinates that are no point leave nothing to find', () => {
    expect(g.forward({ location: 'sporry, N 47 15 7 W 9 61 26' })).toBeNull();
  });
});
