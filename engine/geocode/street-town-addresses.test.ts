// A street typed with the town its addresses name (addr:city), where the data's bounds put it in another
// municipality or no road of the name runs there (eleventh pass, `.cache/g8-probe.ts` over liechtenstein-2021-01:
// "street, city" 395 -> 398 of 399):
// - "Gewerbeweg, Schaanwald": a Gewerbeweg in Vaduz and one in Mauren, whose addresses say Schaanwald (a village of
//   Mauren, known here by its addresses only): Vaduz's, "Gewerbeweg is not in Schaanwald";
// - "Im Winkel, Schellenberg": a road Im Winkel only in Triesen, addresses "Im Winkel" in Schellenberg: Triesen's road,
//   "not in Schellenberg".
// Hand-drawn: four municipalities' bounds, the roads and addresses; no gazetteer (its Schaanwald would name the street's town).
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { area, box, fixtureGeocoder, way } from './fixtures.test-util.ts';

const drawn: Partial<MapFeatures> = {
  places: [
    { id: 'node/1', lat: 47.141, lng: 9.521, kind: 'town', names: ['Vaduz'] },
    { id: 'node/2', lat: 47.207, lng: 9.543, kind: 'village', names: ['Mauren'] },
    { id: 'node/4', lat: 47.107, lng: 9.527, kind: 'village', names: ['Triesen'] },
    { id: 'node/5', lat: 47.236, lng: 9.548, kind: 'village', names: ['Schellenberg'] },
  ],
  admin: [
    area(30, 8, 'Vaduz', box(9.5, 47.125, 9.55, 47.16)),
    area(31, 8, 'Mauren', box(9.53, 47.195, 9.59, 47.225)),
    area(32, 8, 'Triesen', box(9.5, 47.09, 9.55, 47.12)),
    area(33, 8, 'Schellenberg', box(9.53, 47.226, 9.58, 47.25)),
  ],
  addresses: [
    { id: 'node/10', lat: 47.2097, lng: 9.5523, housenumber: '1', street: 'Gewerbeweg', postcode: '9486', city: 'Schaanwald' },
    { id: 'node/11', lat: 47.2104, lng: 9.552, housenumber: '45', street: 'Gewerbeweg', postcode: '9486', city: 'Schaanwald' },
    // Mauren's own addresses, the most of its bounds.
    ...[20, 21, 22, 23].map((n, i) => ({ id: `node/${n}`, lat: 47.207 + i * 0.0003, lng: 9.543, housenumber: `${i + 1}`, street: 'Peter-Kaiser-Strasse', postcode: '9493', city: 'Mauren' })),
    { id: 'node/12', lat: 47.1251, lng: 9.5232, housenumber: '9', street: 'Gewerbeweg', postcode: '9490', city: 'Vaduz' },
    { id: 'node/13', lat: 47.2418, lng: 9.5612, housenumber: '5', street: 'Im Winkel', postcode: '9488', city: 'Schellenberg' },
    { id: 'node/14', lat: 47.1071, lng: 9.5282, housenumber: '2', street: 'Im Winkel', postcode: '9495', city: 'Triesen' },
  ],
};

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Liechtenstein', [
    way('way/1', 'Gewerbeweg', [[9.5515, 47.2095], [9.5525, 47.2106]]),
    way('way/2', 'Gewerbeweg', [[9.5222, 47.1248], [9.5236, 47.1253]]),
    way('way/3', 'Im Winkel', [[9.5276, 47.1066], [9.5287, 47.1073]]),
  ], drawn, null);
});

describe('a street typed with the town its addresses name', () => {
  it.each([['Gewerbeweg, Schaanwald'], ['Gewerbeweg Schaanwald']])('%s: the one whose addresses say Schaanwald', (location) => {
    const r = g.forward({ location });
    expect(r?.street).toBe('Gewerbeweg');
    expect(r?.lat).toBeCloseTo(47.21, 2);
    expect(r?.geocodeQualityCode).toMatch(/^B1.A/);
    expect(r?.note).toBeUndefined();
  });

  it("the town's own is still its own", () => {
    expect(g.forward({ location: 'Gewerbeweg, Vaduz' })?.lat).toBeCloseTo(47.125, 2);
  });

  it('addresses of the name in the town typed, the road in another: the addresses', () => {
    const r = g.forward({ location: 'Im Winkel, Schellenberg' });
    expect(r?.street).toBe('Im Winkel');
    expect(r?.lat).toBeCloseTo(47.2418, 3);
    expect(r?.note).toBeUndefined();
    expect(g.forward({ location: 'Im Winkel, Triesen' })?.lat).toBeCloseTo(47.107, 2);
  });

  it('a town with neither is still the road elsewhere, saying so', () => {
    expect(g.forward({ location: 'Im Winkel, Vaduz' })?.note).toMatch(/Im Winkel is not in Vaduz/);
  });
});
