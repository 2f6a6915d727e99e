// A street by a border is in its own country (issue 30, thirteenth pass: reverse geocoding a grid over Liechtenstein,
// `.cache/p13-revgrid.ts`). A point on Mauren's Rüttegasse answered "Rüttegasse, 6800 Feldkirch, LI": the town and
// postcode were the nearest address's, across the border in Austria (liechtenstein-latest: 151 of 3,721 grid points
// near the border; the 2021 extract 15). Nominatim builds a street's address from where the street lies. Now only
// addresses of the street's country name its town and postcode; where the data has no country boundaries
// (Baltimore, Harrisburg, New York: unchanged), any.
// Hand-drawn: two countries by their boundaries, a municipality in each, a street in the first with a house 600 m
// off, and a house across the border 150 m from the street.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Geocoder } from './index.ts';
import { area, box, fixtureGeocoder, way } from './fixtures.test-util.ts';

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Liechtenstein', [way('way/1', 'Rüttegasse', [[9.566, 47.205], [9.568, 47.2105]]), way('way/2', 'Bahnhofstrasse', [[9.585, 47.21], [9.59, 47.211]])], {
    admin: [
      area(1, 2, 'Liechtenstein', box(9.5, 47.15, 9.57, 47.25)),
      area(2, 2, 'Österreich', box(9.57, 47.15, 9.65, 47.25)),
      area(10, 8, 'Mauren', box(9.53, 47.19, 9.57, 47.23)),
      area(11, 8, 'Feldkirch', box(9.57, 47.19, 9.62, 47.25)),
    ],
    addresses: [
      { id: 'node/1', lat: 47.2035, lng: 9.561, housenumber: '12', street: 'Peter-Kaiser-Strasse', postcode: '9493', city: 'Mauren' },
      { id: 'node/2', lat: 47.2103, lng: 9.5705, housenumber: '3', street: 'Grenzweg', postcode: '6800', city: 'Feldkirch' },
    ],
  });
});

describe('a street by a border', () => {
  it("is in its own country's town, with its postcode, though an address across the border is nearer", () => {
    const r = g.reverse(47.2101, 9.568);
    expect(r?.street).toBe('Rüttegasse');
    expect(r?.adminArea5).toBe('Mauren');
    expect(r?.postalCode).toBe('9493');
  });

  it('a street across the border is in its town', () => {
    const r = g.reverse(47.2102, 9.586);
    expect(r?.street).toBe('Bahnhofstrasse');
    expect(r?.adminArea5).toBe('Feldkirch');
  });
});
