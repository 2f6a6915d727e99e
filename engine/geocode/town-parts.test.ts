// A part of a town mapped only as a point (place=suburb, neighbourhood, hamlet) holds the streets and houses within
// the radius Nominatim gives such a place: "Boston Street, Canton" and "2500 Boston Street, Canton" are in Canton
// (they were "not in Canton", admin C); a street "in" a town is the street ("Boston Street in Canton", "Eastern
// Avenue in Highlandtown": the place's centre, or a bus stop holding the street's words). Hand-drawn: East
// Baltimore without boundaries, Canton and Highlandtown as points.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { fixtureGeocoder, poi, way } from './fixtures.test-util.ts';

const drawn: Partial<MapFeatures> = {
  places: [
    { id: 'node/1', lat: 39.2816, lng: -76.5731, kind: 'suburb', names: ['Canton'] },
    { id: 'node/2', lat: 39.2885, lng: -76.5675, kind: 'neighbourhood', names: ['Highlandtown'] },
    { id: 'node/3', lat: 39.28346, lng: -76.59996, kind: 'neighbourhood', names: ['Harbor East'] },
  ],
  addresses: [
    { id: 'node/10', lat: 39.28074, lng: -76.58028, housenumber: '2500', street: 'Boston Street', postcode: '21224', city: 'Baltimore' },
    { id: 'node/11', lat: 39.2997, lng: -76.5544, housenumber: '4000', street: 'Pulaski Highway', postcode: '21224', city: 'Baltimore' },
  ],
  // A bus stop holding a street's words.
  pois: [poi(20, 39.28527, -76.6032, 'highway=bus_stop', 'Eastern Ave & President St')],
};

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Baltimore', [
    way('way/1', 'Boston Street', [[-76.585, 39.2795], [-76.565, 39.2775]]),
    way('way/2', 'Eastern Avenue', [[-76.575, 39.2868], [-76.555, 39.2878]]),
    // Two kilometres and more north of Canton.
    way('way/3', 'Pulaski Highway', [[-76.56, 39.2995], [-76.55, 39.3]], 'trunk'),
    way('way/4', 'Baltimore Waterfront Promenade', [[-76.604, 39.2822], [-76.598, 39.2818]], 'pedestrian'),
    way('way/5', 'Lancaster Street', [[-76.603, 39.2826], [-76.597, 39.2827]]),
    way('way/6', 'East Baltimore Street', [[-76.59, 39.2915], [-76.58, 39.292]]),
  ], drawn);
});

describe('a part of a town mapped as a point', () => {
  it.each([['Boston Street, Canton'], ['2500 Boston Street, Canton'], ['Eastern Avenue, Highlandtown']])('%s: in it, no doubt', (location) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^(B1|P1)AA/);
    expect(r?.note).toBeUndefined();
  });

  it("a word of a street's name near it is no street ('Harbor East Baltimore' is the place)", () => {
    expect(g.forward({ location: 'Harbor East Baltimore' })?.geocodeQualityCode).toMatch(/^A6/);
    expect(g.forward({ location: 'Lancaster Street, Harbor East' })?.note).toBeUndefined();
  });

  it('a street beyond its radius is not in it', () => {
    expect(g.forward({ location: 'Pulaski Highway, Canton' })?.note).toMatch(/not in Canton/);
    expect(g.forward({ location: '4000 Pulaski Highway, Canton' })?.note).toMatch(/not in Canton/);
  });
});

describe('a street "in" a town', () => {
  it.each([
    ['Boston Street in Canton', 'Boston Street'],
    ['Boston St in Canton', 'Boston Street'],
    ['Eastern Avenue in Highlandtown', 'Eastern Avenue'],
  ])('%s: %s', (location, street) => {
    const r = g.forward({ location });
    expect(r?.street).toBe(street);
    expect(r?.geocodeQualityCode).toMatch(/^B1AA/);
  });

  it('search-ahead lists the street first', () => {
    expect(g.suggest('Eastern Avenue in Highlandtown', { limit: 3 })[0]?.name).toBe('Eastern Avenue');
  });
});
