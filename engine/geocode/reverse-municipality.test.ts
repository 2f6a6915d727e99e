// Reverse geocoding between two municipalities of one country (issue 30, fourteenth pass, `.cache/p14-revtown.ts`:
// a 61 × 61 grid over each extract, the answer's town against the level-8 boundary holding the answer's point). A
// point by a street of one municipality took the town of the nearest address, which may be across the municipal
// line (a Triesen house nearer than any of Balzers on a Balzers street). Nominatim builds a street's address from
// the boundaries holding it, so the town is now the nearest address's of the street's own municipality (its addr:city
// kept: "Nendeln", a village of Eschen), else the municipality's; where the data has no boundaries, the nearest
// address's, as before. Measured: Liechtenstein 1,894 -> 2,012 of 2,391 street answers in the boundary (2,200 ->
// 2,299 counting an addr:city inside it), Harrisburg 604 -> 740 of 1,168 (966 -> 1,103). The street's postcode,
// where untagged, is likewise the nearest of its municipality's addresses, else of its country's (none lost).
// Hand-drawn: two municipalities side by side, a street in the second by the line, a house of the first 80 m from
// it, a house of the second (in its village Nendeln) 600 m up the street.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Geocoder } from './index.ts';
import { area, box, fixtureGeocoder, way } from './fixtures.test-util.ts';

const ways = [way('way/1', 'Churer Strasse', [[9.5405, 47.2], [9.5405, 47.21]]), way('way/2', 'Dorfstrasse', [[9.535, 47.204], [9.5385, 47.2045]])];
const addresses = [
  { id: 'node/1', lat: 47.2042, lng: 9.5385, housenumber: '4', street: 'Dorfstrasse', postcode: '9487', city: 'Gamprin' },
  { id: 'node/2', lat: 47.2095, lng: 9.541, housenumber: '20', street: 'Churer Strasse', postcode: '9485', city: 'Nendeln' },
];

let g: Geocoder;
let bare: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Liechtenstein', ways, {
    admin: [area(1, 2, 'Liechtenstein', box(9.5, 47.15, 9.6, 47.25)), area(30, 8, 'Gamprin', box(9.5, 47.19, 9.54, 47.23)), area(31, 8, 'Eschen', box(9.54, 47.19, 9.58, 47.23))],
    addresses,
  });
  bare = fixtureGeocoder('Liechtenstein', ways, { addresses });
});

describe('a street by a municipal line', () => {
  it("is in its own municipality's town, its nearest address's there (a village's name kept)", () => {
    const r = g.reverse(47.2043, 9.5404);
    expect(r?.street).toBe('Churer Strasse');
    expect(r?.adminArea5).toBe('Nendeln');
    expect(r?.postalCode).toBe('9485');
  });

  it('a street of the other municipality is in its town', () => {
    const r = g.reverse(47.2045, 9.537);
    expect(r?.street).toBe('Dorfstrasse');
    expect(r?.adminArea5).toBe('Gamprin');
  });

  it('without boundaries, the nearest address says the town, as before', () => {
    expect(bare.reverse(47.2043, 9.5404)?.adminArea5).toBe('Gamprin');
  });
});
