// A house tagged with a range of letters ("36 a-b", "32 c-d", as Krems an der Donau tags its row houses) typed as
// tagged: "Hohensteinstraße 36 a-b" was no house number at all, and the line answered the town's centre.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { splitHouseNumber } from './normalize.ts';
import { fixtureGeocoder, way } from './fixtures.test-util.ts';

const drawn: Partial<MapFeatures> = {
  places: [{ id: 'node/1', lat: 48.41, lng: 15.6, kind: 'town', names: ['Krems an der Donau'] }],
  addresses: [
    { id: 'node/10', lat: 48.41103, lng: 15.6104, housenumber: '36 a-b', street: 'Hohensteinstraße', postcode: '3500', city: 'Krems' },
    { id: 'node/11', lat: 48.41145, lng: 15.6104, housenumber: '32 c-d', street: 'Hohensteinstraße', postcode: '3500', city: 'Krems' },
  ],
};

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Krems', [way('way/1', 'Hohensteinstraße', [[15.6100, 48.4105], [15.6100, 48.4120]])], drawn);
});

describe('a house of a range of letters', () => {
  it('is a house number', () => {
    expect(splitHouseNumber('Hohensteinstraße 36 a-b')).toEqual({ street: 'Hohensteinstraße', houseNumber: '36a-b' });
    expect(splitHouseNumber('Hohensteinstraße 36a-b')).toEqual({ street: 'Hohensteinstraße', houseNumber: '36a-b' });
  });

  it.each([
    ['Hohensteinstraße 36 a-b, Krems', 48.41103],
    ['Hohensteinstraße 36a-b, 3500 Krems', 48.41103],
    ['Hohensteinstraße 32 c-d', 48.41145],
    ['Hohensteinstraße 32d, Krems', 48.41145],
  ])('%s: the house', (location, lat) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^P1/);
    expect(r?.lat).toBeCloseTo(lat, 4);
  });
});
