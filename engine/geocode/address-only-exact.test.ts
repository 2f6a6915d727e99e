// A street known only from its addresses (no road carries its name), typed exactly with its town ("Neugrütweg,
// Ruggell"), answered a road a letter away in another town ("Neugutweg, 9490 Vaduz", admin C, "not in Ruggell"),
// though typed alone it was found (issue 30, fourteenth pass, `.cache/p13-misc.ts` "street, town" on Liechtenstein's
// data). Nominatim matches the words typed, not a spelling away: the street of that very name, in its town, first.
// Hand-drawn: a road Neugutweg in Vaduz; houses of Neugrütweg in Ruggell by an unnamed road.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Geocoder } from './index.ts';
import { fixtureGeocoder, way } from './fixtures.test-util.ts';

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Liechtenstein', [way('way/1', 'Neugutweg', [[9.517, 47.126], [9.519, 47.1262]]), { ...way('way/2', '', [[9.529, 47.2535], [9.531, 47.2538]]), tags: { highway: 'residential' } }], {
    places: [
      { id: 'node/1', lat: 47.141, lng: 9.521, kind: 'town', names: ['Vaduz'] },
      { id: 'node/2', lat: 47.245, lng: 9.527, kind: 'village', names: ['Ruggell'] },
    ],
    addresses: [
      { id: 'node/10', lat: 47.2536, lng: 9.5302, housenumber: '8', street: 'Neugrütweg', postcode: '9491', city: 'Ruggell' },
      { id: 'node/11', lat: 47.2537, lng: 9.5305, housenumber: '10', street: 'Neugrütweg', postcode: '9491', city: 'Ruggell' },
      { id: 'node/12', lat: 47.1261, lng: 9.518, housenumber: '3', street: 'Neugutweg', postcode: '9490', city: 'Vaduz' },
    ],
  });
});

describe('a street known only from its addresses, typed exactly with its town', () => {
  it.each(['Neugrütweg, Ruggell', 'Neugrütweg Ruggell', 'Neugrütweg, 9491 Ruggell', 'Neugrütweg, 9491'])('%s: that street', (location) => {
    const r = g.forward({ location });
    expect(r?.street).toBe('Neugrütweg');
    expect(r?.adminArea5).toBe('Ruggell');
    expect(r?.geocodeQualityCode).toMatch(/^B1A/);
  });

  it('a typo of the road still finds the road', () => {
    expect(g.forward({ location: 'Neugutweeg, Vaduz' })?.street).toBe('Neugutweg');
    expect(g.forward({ location: 'Neugutweg, Vaduz' })?.street).toBe('Neugutweg');
  });
});
