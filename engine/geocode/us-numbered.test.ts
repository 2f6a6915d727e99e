// Numbered streets written every way New Yorkers write them ("West 4th Street", "W Fourth St", "W 4 St"; "Fifth
// Avenue" as "5th Ave"), a borough written as the town ("…, Manhattan"), a road's number, never read as a typo of
// another's ("US 22" is not US 322). Hand-drawn: a corner of Greenwich Village without boundaries (the gazetteer's
// New York City is the streets' town), and two highways by Harrisburg named by their numbers.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { way, fixtureGeocoder } from './fixtures.test-util.ts';

const village: MapFeatures = {
  addresses: [{ id: 'node/1', lat: 40.734457, lng: -74.008117, housenumber: '693', street: 'Washington Street', postcode: '10014', city: 'New York' }],
  pois: [],
  places: [],
  admin: [],
  basemap: [],
};
const ways = [
  way('way/1', 'West 4th Street', [[-74.004, 40.7352], [-74.0027, 40.7358]]),
  way('way/2', '7th Avenue', [[-73.9975, 40.7419], [-73.9965, 40.7425]]),
  way('way/3', 'Fifth Avenue', [[-73.993, 40.735], [-73.992, 40.736]]),
  way('way/4', 'Washington Street', [[-74.0083, 40.734], [-74.0079, 40.735]]),
  way('way/5', 'West 10th Street', [[-74.0034, 40.734], [-74.0025, 40.7345]]),
];

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('New York', ways, village);
});

describe('a numbered street in digits, with or without its suffix, or in words', () => {
  it.each([
    ['West Fourth Street', 'West 4th Street'],
    ['W 4 St', 'West 4th Street'],
    ['West 4 Street', 'West 4th Street'],
    ['Seventh Avenue', '7th Avenue'],
    ['Seventh Ave', '7th Avenue'],
    ['5th Ave', 'Fifth Avenue'],
    ['5 Avenue', 'Fifth Avenue'],
  ])('%s: %s', (location, street) => {
    const r = g.forward({ location });
    expect(r?.street).toBe(street);
    expect(r?.geocodeQualityCode).toMatch(/^B1A/);
  });

  it('between two of them', () => {
    expect(g.forward({ location: 'Seventh Avenue & West Fourth Street' })?.geocodeQualityCode ?? '').not.toMatch(/^A/);
  });
});

describe('a borough as the town', () => {
  it.each([['West 10th St, Manhattan'], ['693 Washington Street, Manhattan, NY 10014']])('%s: no doubt about the town', (location) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^(P1|B1)AA/);
    expect(r?.note).toBeUndefined();
  });
});

describe("a road's number is never a typo of another road's", () => {
  let h: Geocoder;
  beforeAll(() => {
    h = fixtureGeocoder('Harrisburg', [
      way('way/1', 'US 322', [[-76.84, 40.29], [-76.82, 40.3]], 'trunk'),
      way('way/2', 'I 283', [[-76.8, 40.24], [-76.78, 40.25]], 'motorway'),
    ]);
  });

  it("'US 22' and 'I 28' find nothing here, forward or in search-ahead; 'US 322' is the road", () => {
    expect(h.forward({ location: 'US 22' })).toBeNull();
    expect(h.forward({ location: 'I 28' })).toBeNull();
    expect(h.suggest('US 22', { limit: 5 })).toEqual([]);
    expect(h.forward({ location: 'US 322' })?.street).toBe('US 322');
    // A number still being typed may be the start of one.
    expect(h.suggest('US 3', { limit: 5 })[0]?.name).toBe('US 322');
  });
});
