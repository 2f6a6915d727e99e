// A range of house numbers typed with spaces round its dash ("Ringstrasse 11 - 13", "4 – 6", "11 -13"), as Krems tags
// some row houses and people type others: one number, as "11-13" was. It was read as a part ending at 11 and a town
// "13" ("Ringstraße is not in 13 Krems", admin C), or the town's centre ("11 -13, Krems", the structured street box).
// A number after a dash that is no range stays what it was ("Hafenstraße 5 - 3500 Krems": the postcode). Hand-drawn:
// a house tagged "11 - 13", one tagged "4-6", one tagged "5".
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { fixtureGeocoder, way } from './fixtures.test-util.ts';

const drawn: Partial<MapFeatures> = {
  places: [{ id: 'node/1', lat: 48.41, lng: 15.61, kind: 'town', names: ['Krems'] }],
  addresses: [
    { id: 'node/10', lat: 48.40994, lng: 15.60425, housenumber: '11 - 13', street: 'Ringstraße', postcode: '3500', city: 'Krems' },
    { id: 'node/11', lat: 48.40858, lng: 15.60186, housenumber: '4-6', street: 'Brandströmstraße', postcode: '3500', city: 'Krems' },
    { id: 'node/12', lat: 48.4059, lng: 15.6364, housenumber: '5', street: 'Hafenstraße', postcode: '3500', city: 'Krems' },
  ],
};

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Krems', [
    way('way/1', 'Ringstraße', [[15.6035, 48.4095], [15.6050, 48.4104]]),
    way('way/2', 'Brandströmstraße', [[15.6012, 48.4082], [15.6025, 48.4090]]),
    way('way/3', 'Hafenstraße', [[15.632, 48.405], [15.64, 48.4065]]),
  ], drawn);
});

describe('a range of house numbers typed with spaces', () => {
  it.each([
    ['Ringstrasse 11 - 13 Krems', 48.40994],
    ['Ringstrasse 11 - 13 3500 Krems', 48.40994],
    ['Ringstrasse 11 –13, Krems', 48.40994],
    ['Ringstrasse 11 -13, Krems', 48.40994],
    ['11 - 13 Ringstrasse, Krems', 48.40994],
    ['Brandströmstraße 4 - 6 Krems', 48.40858],
  ])('%s: the house, in the town', (location, lat) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^P1AA/);
    expect(r?.note ?? '').toBe('');
    expect(r?.lat).toBeCloseTo(lat, 4);
  });

  it('in the structured street box; a postcode after a dash stays the postcode', () => {
    expect(g.forward({ street: 'Ringstrasse 11 - 13', city: 'Krems' })?.geocodeQualityCode).toMatch(/^P1AA/);
    const r = g.forward({ location: 'Hafenstraße 5 - 3500 Krems' });
    expect(r?.geocodeQualityCode).toMatch(/^P1AAA/);
    expect(r?.lat).toBeCloseTo(48.4059, 4);
  });

  it('search-ahead lists the house, the range half-typed too', () => {
    expect(g.suggest('Ringstrasse 11 - 13 Krems', { limit: 3 })[0]?.displayString).toMatch(/^Ringstraße 11 - 13,/);
    expect(g.suggest('Ringstrasse 11 -', { limit: 3 })[0]?.displayString).toMatch(/^Ringstraße 11 - 13,/);
  });
});
