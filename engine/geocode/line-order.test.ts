// A line written from the largest part to the smallest ("Liechtenstein, Vaduz, Städtle 32", "USA, MD, Baltimore,
// 2500 Boston St"), an address "in" its town ("Städtle 32 in Vaduz"), a number typed onto its street ("Städtle32"), a
// town first and a number-first street after it ("Baltimore, 2500 Boston Street": 2500 is no postcode). Hand-drawn:
// a little town at Vaduz's spot, a harbour street at Baltimore's.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { way, fixtureGeocoder } from './fixtures.test-util.ts';

const town: MapFeatures = {
  addresses: [
    { id: 'node/1', lat: 47.1395, lng: 9.5221, housenumber: '32', street: 'Städtle', postcode: '9490', city: 'Vaduz' },
    { id: 'node/2', lat: 47.1412, lng: 9.522, housenumber: '5', street: 'Städtle', postcode: '9490', city: 'Vaduz' },
  ],
  pois: [],
  places: [{ id: 'node/10', lat: 47.1393, lng: 9.5228, kind: 'town', names: ['Vaduz'] }],
  admin: [],
  basemap: [],
};
const harbour: MapFeatures = {
  addresses: [{ id: 'node/1', lat: 39.28074, lng: -76.580278, housenumber: '2500', street: 'Boston Street', postcode: '21224', city: 'Baltimore' }],
  pois: [],
  places: [],
  admin: [],
  basemap: [],
};

let li: Geocoder;
let us: Geocoder;
beforeAll(() => {
  li = fixtureGeocoder('Liechtenstein', [way('way/1', 'Städtle', [[9.5218, 47.1392], [9.5222, 47.1415]])], town);
  us = fixtureGeocoder('Baltimore', [way('way/1', 'Boston Street', [[-76.59, 39.2805], [-76.57, 39.281]])], harbour);
});

describe('the largest part first', () => {
  it.each([['Liechtenstein, Vaduz, Städtle 32'], ['LI, 9490 Vaduz, Städtle 32'], ['Vaduz, Liechtenstein, Städtle 32']])('%s: the house', (location) => {
    const r = li.forward({ location });
    expect(r?.street).toBe('Städtle 32');
    expect(r?.geocodeQualityCode).toMatch(/^P1A/);
  });

  it.each([['USA, MD, Baltimore, 2500 Boston St'], ['Baltimore, MD, 2500 Boston Street'], ['Baltimore, MD 21224, 2500 Boston St'], ['Baltimore, 2500 Boston Street']])('%s: the house', (location) => {
    const r = us.forward({ location });
    expect(r?.street).toBe('2500 Boston Street');
    expect(r?.geocodeQualityCode).toMatch(/^P1AA/);
  });
});

describe('an address in its town, a number typed onto its street', () => {
  it.each([['Städtle 32 in Vaduz'], ['Städtle32'], ['Städtle32, Vaduz']])('%s: the house', (location) => {
    const r = li.forward({ location });
    expect(r?.street).toBe('Städtle 32');
    expect(r?.geocodeQualityCode).toMatch(/^P1A/);
  });
});

describe('search-ahead reads them so too', () => {
  it.each([['Liechtenstein, Vaduz, Städtle 32'], ['Städtle 32 in Vaduz'], ['Städtle32']])('%s: the house first', (q) => {
    expect(li.suggest(q)[0]?.displayString).toMatch(/^Städtle 32,/);
  });
});
