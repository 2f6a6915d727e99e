// A street name several towns share, typed with a number and no town: the house nearest the map's centre when one
// is given (issue 30: "a street or POI in view ranks above a same-named one elsewhere"). 'Landstrasse 1' seen over
// Vaduz answered Triesen's house 1 whatever the focus, while search-ahead listed Vaduz's first (the planner adds
// that one, the geocoding page answered the other). A town, postcode or spelling typed still decides first; without
// a focus, the street with the most addresses, as before. Hand-drawn: Landstrasse in two municipalities, each with a
// house 1.
// And search-ahead lists a house the data has before one it places between two nearer ('Landstrasse 48' seen over
// Vaduz listed a 48 placed on Vaduz's Landstrasse first, where the geocoder answers Schaan's real house 48).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Geocoder } from './index.ts';
import { box, fixtureGeocoder, way } from './fixtures.test-util.ts';

let g: Geocoder;
const VADUZ = { lat: 47.141, lng: 9.521 };
const TRIESEN = { lat: 47.1, lng: 9.525 };
beforeAll(() => {
  g = fixtureGeocoder('Liechtenstein', [way('way/1', 'Landstrasse', [[9.52, 47.14], [9.522, 47.142]]), way('way/2', 'Landstrasse', [[9.524, 47.099], [9.526, 47.101]])], {
    places: [
      { id: 'node/1', lat: VADUZ.lat, lng: VADUZ.lng, kind: 'town', names: ['Vaduz'] },
      { id: 'node/2', lat: TRIESEN.lat, lng: TRIESEN.lng, kind: 'village', names: ['Triesen'] },
    ],
    // Each town's municipality: a street of one name in two of them is two streets.
    admin: [
      { id: 'relation/1', level: 8, names: ['Vaduz'], polygons: [box(9.5, 47.12, 9.55, 47.16)] },
      { id: 'relation/2', level: 8, names: ['Triesen'], polygons: [box(9.5, 47.08, 9.55, 47.12)] },
    ],
    addresses: [
      { id: 'node/10', lat: 47.1405, lng: 9.5205, housenumber: '1', street: 'Landstrasse', postcode: '9490', city: 'Vaduz' },
      { id: 'node/13', lat: 47.1415, lng: 9.5215, housenumber: '5', street: 'Landstrasse', postcode: '9490', city: 'Vaduz' },
      { id: 'node/11', lat: 47.0995, lng: 9.5245, housenumber: '1', street: 'Landstrasse', postcode: '9495', city: 'Triesen' },
      { id: 'node/12', lat: 47.1, lng: 9.5252, housenumber: '3', street: 'Landstrasse', postcode: '9495', city: 'Triesen' },
      { id: 'node/14', lat: 47.1005, lng: 9.5258, housenumber: '7', street: 'Landstrasse', postcode: '9495', city: 'Triesen' },
    ],
  });
});

const town = (location: string, near?: { lat: number; lng: number }) => g.forward({ location, ...(near ? { near } : {}) })?.adminArea5;

describe('a house on a street name several towns share, no town typed', () => {
  it('is the one nearest the map centre given', () => {
    expect(town('Landstrasse 1', VADUZ)).toBe('Vaduz');
    expect(town('Landstrasse 1', TRIESEN)).toBe('Triesen');
    expect(g.forward({ street: 'Landstrasse 1', city: '', state: '', countryCode: '', near: VADUZ })?.adminArea5).toBe('Vaduz');
  });

  it('as search-ahead lists it first', () => {
    for (const near of [VADUZ, TRIESEN]) expect(g.suggest('Landstrasse 1', { near })[0]?.displayString).toContain(town('Landstrasse 1', near)!);
  });

  it('a town or postcode typed decides before the map centre', () => {
    expect(town('Landstrasse 1, Triesen', VADUZ)).toBe('Triesen');
    expect(town('Landstrasse 1, 9495', VADUZ)).toBe('Triesen');
    expect(town('Landstrasse 1, Vaduz', TRIESEN)).toBe('Vaduz');
  });

  it('without a focus, the street with the most addresses, as before', () => {
    expect(town('Landstrasse 1')).toBe('Triesen');
  });

  it("a house the data has, before one placed between two on the street nearer the map's centre, in both", () => {
    // Vaduz's Landstrasse has 1 and 5, so a 3 would be placed between them; Triesen's has a 3.
    expect(town('Landstrasse 3', VADUZ)).toBe('Triesen');
    expect(g.suggest('Landstrasse 3', { near: VADUZ })[0]).toMatchObject({ name: 'Landstrasse 3', kind: 'Address' });
    expect(g.suggest('Landstrasse 3', { near: VADUZ })[0]?.displayString).toContain('Triesen');
  });
});
