// "2500 Boston" on Baltimore's extract answered Boston, Massachusetts: digits the region knows no postcode of, then a
// world city's name, were read as a postcode and its town (issue 30, thirteenth pass). Nominatim, reading the words
// against the data, finds house 2500 of Boston Street. Now a town elsewhere after such digits is a street's word where
// a street holding it has that number; not with a state or country typed ("2500 Boston, MA"), nor where no street
// of the words has the number ("3600 Paris"), nor a town of the region ("9490 Vaduz" stays the postcode).
// Hand-drawn: Boston Street and Paris Avenue in Baltimore, each with one house.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Geocoder } from './index.ts';
import { fixtureGeocoder, way } from './fixtures.test-util.ts';

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Baltimore', [way('way/1', 'Boston Street', [[-76.585, 39.2795], [-76.575, 39.2815]]), way('way/2', 'Paris Avenue', [[-76.6, 39.3], [-76.598, 39.301]])], {
    addresses: [
      { id: 'node/1', lat: 39.2807, lng: -76.5803, housenumber: '2500', street: 'Boston Street', postcode: '21224', city: 'Baltimore' },
      { id: 'node/2', lat: 39.3004, lng: -76.599, housenumber: '12', street: 'Paris Avenue', postcode: '21213', city: 'Baltimore' },
    ],
  });
});

describe('digits, then a world city named as a local street', () => {
  it.each([['2500 Boston'], ['2500 boston'], ['12 Paris']])('%s: the house', (location) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^P1/);
    expect(r?.lat).toBeCloseTo(location.startsWith('12') ? 39.3004 : 39.2807, 3);
  });

  it.each([['2500 Boston, MA'], ['3600 Paris'], ['Boston']])('%s: the world city', (location) => {
    expect(g.forward({ location })?.geocodeQuality).toBe('CITY');
  });
});
