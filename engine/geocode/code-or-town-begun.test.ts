// Two letters after an address (issue 30, sixteenth pass): "615 N Wolfe St, Ba" (a town begun) answered Bosnia and
// Herzegovina (BA) as a country, "Landstrasse 80, Tr" Turkey's centre. Written as a word is begun (a capital and a
// small letter), no US state and not the region's country, they are a town begun, as search-ahead reads them: the
// address in a town of the region so begun, else the address alone, never a country. Nominatim reads a code as its
// country but then answers nothing where the rest is not found there; never the country alone. Hand-drawn.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Geocoder } from './index.ts';
import { area, box, fixtureGeocoder, way } from './fixtures.test-util.ts';

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Liechtenstein', [way('way/1', 'Landstrasse', [[9.5215, 47.1385], [9.523, 47.141]]), way('way/2', 'Landstrasse', [[9.51, 47.09], [9.512, 47.092]]), way('way/3', 'Städtle', [[9.5205, 47.1395], [9.521, 47.1405]])], {
    places: [
      { id: 'node/1', lat: 47.141, lng: 9.521, kind: 'town', names: ['Vaduz'] },
      { id: 'node/2', lat: 47.091, lng: 9.511, kind: 'village', names: ['Triesen'] },
    ],
    admin: [area(1, 2, 'Liechtenstein', box(9.45, 47.05, 9.65, 47.25)), area(2, 8, 'Vaduz', box(9.5, 47.12, 9.55, 47.16)), area(3, 8, 'Triesen', box(9.5, 47.07, 9.55, 47.11))],
    addresses: [
      { id: 'node/10', lat: 47.1395, lng: 9.5221, housenumber: '80', street: 'Landstrasse', postcode: '9490', city: 'Vaduz' },
      { id: 'node/11', lat: 47.0911, lng: 9.5111, housenumber: '80', street: 'Landstrasse', postcode: '9495', city: 'Triesen' },
      { id: 'node/12', lat: 47.1401, lng: 9.5207, housenumber: '5', street: 'Städtle', postcode: '9490', city: 'Vaduz' },
    ],
  });
});

describe('two letters after an address', () => {
  it.each([['615 N Wolfe St, Ba'], ['Landstrasse 80, Tr'], ['Städtle 5, Ge']])('%s: no country', (location) => {
    const r = g.forward({ location });
    expect(r === null || !/^A1/.test(r.geocodeQualityCode)).toBe(true);
  });

  it.each([
    ['Landstrasse 80, Tr', 'Triesen'],
    ['Landstrasse 80, Va', 'Vaduz'],
    ['Städtle 5, Ge', 'Vaduz'],
  ])('%s: the house in %s', (location, town) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^P1/);
    expect(r?.adminArea5).toBe(town);
  });

  it.each([['Städtle 5, Li'], ['Städtle 5, LI'], ['Städtle 5, Liechtenstein']])('%s: the region\'s own country, the house', (location) => {
    expect(g.forward({ location })?.displayName).toMatch(/^Städtle 5/);
  });
});

// An address, then its town misspelt, no comma between ("2200 East Pratt Street Baltmore", "Zwaardemakerstraat 65
// Amstrdam"): the geocoder answered nothing (0 of 100 on the Baltimore and Amsterdam extracts, `.cache/h69-typo.ts`)
// where search-ahead listed the house; the comma's reading allowed the typo. Now read so where the line found nothing.
describe('an address, then its town misspelt, no comma', () => {
  it.each([['Landstrasse 80 Trisen', 'Triesen'], ['Landstrasse 80 Triesn', 'Triesen'], ['Landstrasse 80 Trieesen', 'Triesen']])('%s: the house in %s', (location, town) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^P1/);
    expect(r?.adminArea5).toBe(town);
  });
});
