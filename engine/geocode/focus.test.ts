// What the map's focus and the form's boxes say: of same-named streets the one in view, a street or point of
// interest with the region's own country after it, a kind typed in the street box with a town (Nominatim's
// structured "amenity"), "near me" there with a focus, a chain typed with the region as the town. Hand-drawn: two
// villages at Vaduz's and Balzers' spots, 8 km apart, each with a Landstrasse, a bank, a bar and a Coop.
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureGeocoder, poi, way } from './fixtures.test-util.ts';
import type { Geocoder } from './index.ts';

const NORTH = { lat: 47.141, lng: 9.521 };
const SOUTH = { lat: 47.066, lng: 9.502 };

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder(
    'Liechtenstein',
    [
      way('way/1', 'Landstrasse', [[9.52, 47.142], [9.522, 47.144]], 'primary'),
      way('way/2', 'Landstrasse', [[9.501, 47.067], [9.503, 47.069]]),
      way('way/3', 'Städtle', [[9.5218, 47.1392], [9.5222, 47.1415]]),
    ],
    {
      pois: [
        poi(1, 47.1395, 9.5221, 'amenity=bank', 'Nordbank'),
        poi(2, 47.0665, 9.5025, 'amenity=bank', 'Südbank'),
        poi(3, 47.1405, 9.522, 'amenity=bar', 'Nordbar'),
        poi(4, 47.0668, 9.5022, 'amenity=bar', 'Südbar'),
        poi(5, 47.1401, 9.5211, 'shop=supermarket', 'Coop'),
        poi(6, 47.0671, 9.5019, 'shop=supermarket', 'Coop'),
      ],
      places: [
        { id: 'node/10', lat: 47.1393, lng: 9.5228, kind: 'town', names: ['Vaduz'] },
        { id: 'node/11', lat: 47.066, lng: 9.502, kind: 'village', names: ['Balzers'] },
      ],
    },
  );
});

const cityOf = (r: ReturnType<Geocoder['forward']>) => r?.adminArea5;

describe('of same-named streets, the one nearest the focus', () => {
  it("'Landstrasse' near Balzers is Balzers'; without a focus the most important", () => {
    expect(cityOf(g.forward({ location: 'Landstrasse', near: SOUTH }))).toBe('Balzers');
    expect(cityOf(g.forward({ location: 'Landstrasse', near: NORTH }))).toBe('Vaduz');
    expect(cityOf(g.forward({ location: 'Landstrasse' }))).toBe('Vaduz');
    // A town typed still says which.
    expect(cityOf(g.forward({ location: 'Landstrasse, Vaduz', near: SOUTH }))).toBe('Vaduz');
  });
});

describe("a name, then the region's own country", () => {
  it.each([['Städtle, Liechtenstein'], ['Städtle, LI']])('%s: the street, not the country', (location) => {
    const r = g.forward({ location });
    expect(r).toMatchObject({ street: 'Städtle', adminArea5: 'Vaduz', geocodeQuality: 'STREET' });
  });

  it("'Coop, Liechtenstein' near Balzers: Balzers' Coop", () => {
    expect(g.forward({ location: 'Coop, Liechtenstein', near: SOUTH })).toMatchObject({ displayName: expect.stringMatching(/^Coop, /), adminArea5: 'Balzers', geocodeQuality: 'POINT' });
  });
});

describe('a kind typed in the street box, with the town', () => {
  it.each([
    ['bar', 'Vaduz', 'Nordbar'],
    ['bar', 'Balzers', 'Südbar'],
    ['bank', 'Balzers', 'Südbank'],
    ['bars', 'Vaduz', 'Nordbar'],
  ])('%s in %s: %s', (street, city, label) => {
    expect(g.forward({ street, city, state: 'LI', countryCode: 'LI' })).toMatchObject({ displayName: expect.stringMatching(new RegExp(`^${label}, `)), geocodeQuality: 'POINT' });
  });

  it("'bank near me': nearest the focus when one is given, else in the town", () => {
    expect(g.forward({ street: 'bank near me', city: 'Vaduz', state: 'LI', countryCode: 'LI', near: SOUTH })).toMatchObject({ displayName: expect.stringMatching(/^Südbank, /) });
    expect(g.forward({ street: 'bank near me', city: 'Vaduz', state: 'LI', countryCode: 'LI' })).toMatchObject({ displayName: expect.stringMatching(/^Nordbank, /) });
    expect(g.forward({ street: 'bank near me', city: 'Liechtenstein', state: 'LI', countryCode: 'LI', near: SOUTH })).toMatchObject({ displayName: expect.stringMatching(/^Südbank, /) });
  });

  it("a name and 'near me' in the street box: nearest the focus when one is given, else in the town typed", () => {
    const form = { city: 'Vaduz', state: 'LI', countryCode: 'LI' };
    expect(g.forward({ ...form, street: 'Landstrasse near me', near: SOUTH })).toMatchObject({ street: 'Landstrasse', adminArea5: 'Balzers' });
    expect(g.forward({ ...form, street: 'Landstrasse near me' })).toMatchObject({ street: 'Landstrasse', adminArea5: 'Vaduz' });
    expect(g.forward({ ...form, street: 'Coop near me', near: SOUTH })).toMatchObject({ displayName: expect.stringMatching(/^Coop, /), adminArea5: 'Balzers' });
    expect(g.forward({ ...form, street: 'Coop in der Nähe' })).toMatchObject({ displayName: expect.stringMatching(/^Coop, /), adminArea5: 'Vaduz' });
  });

  it("'Coop' with the region as the town: the branch nearest the focus", () => {
    expect(g.forward({ street: 'Coop', city: 'Liechtenstein', state: 'LI', countryCode: 'LI', near: SOUTH })).toMatchObject({ adminArea5: 'Balzers' });
    expect(g.forward({ street: 'Coop', city: 'Liechtenstein', state: 'LI', countryCode: 'LI', near: NORTH })).toMatchObject({ adminArea5: 'Vaduz' });
    // In the town typed (the region), no doubt about it: admin A (a single line names the country, no town: X).
    expect(g.forward({ street: 'Coop', city: 'Liechtenstein', near: SOUTH })?.geocodeQualityCode).toBe('P1AAX');
  });
});
