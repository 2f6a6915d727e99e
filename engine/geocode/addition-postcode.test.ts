// A house number with an addition, then the postcode, without a comma (eleventh pass): "Zwaardemakerstraat 66-H
// 1097SL", "… 66 H 1097SL", "… 66 hs 1097SL" (Amsterdam tags 66-H and 66-1), "Hohensteinstraße 36 a-b 3500" (Krems
// tags 36 a-b) answered nothing: a postcode after the number was read only after digits and a small letter.
// Hand-drawn: a street of Amsterdam-Oost and one of Krems.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { fixtureGeocoder, way } from './fixtures.test-util.ts';

const drawn: Partial<MapFeatures> = {
  addresses: [
    { id: 'node/1', lat: 52.3443226, lng: 4.9288488, housenumber: '66-H', street: 'Zwaardemakerstraat', postcode: '1097SL', city: 'Amsterdam' },
    { id: 'node/2', lat: 52.3443, lng: 4.92886, housenumber: '66-1', street: 'Zwaardemakerstraat', postcode: '1097SL', city: 'Amsterdam' },
    { id: 'node/3', lat: 52.3442, lng: 4.9293, housenumber: '65', street: 'Zwaardemakerstraat', postcode: '1097SH', city: 'Amsterdam' },
    { id: 'node/4', lat: 48.41103, lng: 15.6104, housenumber: '36 a-b', street: 'Hohensteinstraße', postcode: '3500', city: 'Krems an der Donau' },
  ],
};

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Towns', [
    way('way/1', 'Zwaardemakerstraat', [[4.9284, 52.3443], [4.9296, 52.3442]]),
    way('way/2', 'Hohensteinstraße', [[15.609, 48.411], [15.612, 48.4111]]),
  ], drawn);
});

describe('an addition after the number, then the postcode', () => {
  it.each([
    ['Zwaardemakerstraat 66-H 1097SL', 52.3443226],
    ['Zwaardemakerstraat 66-H 1097 SL', 52.3443226],
    ['Zwaardemakerstraat 66 H 1097SL', 52.3443226],
    ['Zwaardemakerstraat 66 hs 1097SL', 52.3443226],
    ['Zwaardemakerstraat 66-1 1097SL', 52.3443],
    ['Hohensteinstraße 36 a-b 3500', 48.41103],
  ])('%s: the house, the postcode read', (location, lat) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^P1..A/);
    expect(r?.lat).toBeCloseTo(lat, 5);
  });

  it('a postcode the data does not have is no postcode', () => {
    expect(g.forward({ location: 'Zwaardemakerstraat 65 1097' })?.geocodeQualityCode ?? '').not.toMatch(/^P1..A/);
  });
});
