// A postcode of six digits (Singapore's; India's, Russia's, Romania's are so too), which the data has (eleventh pass,
// Valhalla's bayfront_singapore extract: the postcode alone 1 -> 8 of 8, "street number postcode town" without
// commas 4 -> 7 of 10): "018971" and "Bayfront Avenue 1 018971 Singapore" answered nothing or the street, the six
// digits read as a house number. Only a postcode the data has: six other digits stay what they were.
// Hand-drawn: two houses of Marina Bay.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { fixtureGeocoder, way } from './fixtures.test-util.ts';

const drawn: Partial<MapFeatures> = {
  places: [{ id: 'node/1', lat: 1.29, lng: 103.85, kind: 'city', names: ['Singapore'] }],
  addresses: [
    { id: 'node/10', lat: 1.28462, lng: 103.86093, housenumber: '1', street: 'Bayfront Avenue', postcode: '018971', city: 'Singapore' },
    { id: 'node/11', lat: 1.29066, lng: 103.85832, housenumber: '5', street: 'Raffles Avenue', postcode: '039797', city: 'Singapore' },
  ],
};

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Singapore', [
    way('way/1', 'Bayfront Avenue', [[103.8605, 1.2835], [103.8612, 1.2855]]),
    way('way/2', 'Raffles Avenue', [[103.858, 1.2902], [103.8588, 1.291]]),
  ], drawn);
});

describe('a postcode of six digits', () => {
  it.each([['018971'], ['018971 Singapore'], ['Singapore 018971']])('%s: the postcode', (location) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^Z1/);
    expect(r?.postalCode).toBe('018971');
  });

  it.each([
    ['Bayfront Avenue 1 018971 Singapore', 1.28462],
    ['1 Bayfront Avenue 018971', 1.28462],
    ['Raffles Avenue 5, 039797 Singapore', 1.29066],
  ])('%s: the house, the postcode read', (location, lat) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^P1..A/);
    expect(r?.lat).toBeCloseTo(lat, 5);
  });

  it('six digits the data has no postcode of are no postcode', () => {
    expect(g.forward({ location: '123456' })?.geocodeQualityCode ?? '').not.toMatch(/^Z/);
  });
});
