// A name typed with a town it is not in (issue 30, thirteenth pass; the twelfth pass's leftovers, `.cache/p13-wrongtown.ts`
// on Liechtenstein's data: every uniquely named point of interest of a municipality typed with the nearest other
// one). Nominatim reads the town typed as the name's address, so it finds no such point there; we answered it as in
// the town (admin A) by three readings the twelfth pass had not checked:
// - a kind's word and a place before the town ("Bahnhof Nendeln, Gamprin", "Stausee Steg, Triesen", "Parkplatz
//   Gaflei, Vaduz"): the place was the anchor and the town after it dropped;
// - a name holding commas or a spaced dash ("Tritt ein, entdecke, verweile, Planken", "Universität Liechtenstein -
//   Wachterhaus, Planken"): the nearest of the name;
// - a name's words before a town ("Thai, Planken"): the nearest, as in the town.
// Also: the note of a name not found "in" a town keeps no linking word, and search-ahead lists the postcodes three
// digits or more begin ("948": 9485 …).
// Hand-drawn: two municipalities by their boundaries, a village (Nendeln) in the first with its station, a post
// office and a lake by a hamlet, a shop named with commas, a restaurant named with a spaced dash, a Thai restaurant;
// houses with postcodes 9485 and 9487.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { area, box, fixtureGeocoder, poi, way } from './fixtures.test-util.ts';

const drawn: Partial<MapFeatures> = {
  places: [
    { id: 'node/1', lat: 47.1975, lng: 9.545, kind: 'village', names: ['Eschen'] },
    { id: 'node/2', lat: 47.2, lng: 9.543, kind: 'village', names: ['Nendeln'] },
    { id: 'node/3', lat: 47.2165, lng: 9.51, kind: 'village', names: ['Gamprin'] },
    { id: 'node/4', lat: 47.189, lng: 9.53, kind: 'hamlet', names: ['Steg'] },
  ],
  admin: [area(30, 8, 'Eschen', box(9.52, 47.18, 9.56, 47.205)), area(31, 8, 'Gamprin', box(9.49, 47.205, 9.53, 47.23))],
  addresses: [
    { id: 'node/10', lat: 47.2001, lng: 9.5431, housenumber: '2', street: 'Churer Strasse', postcode: '9485', city: 'Nendeln' },
    { id: 'node/11', lat: 47.2161, lng: 9.5101, housenumber: '4', street: 'Dorfstrasse', postcode: '9487', city: 'Gamprin' },
  ],
  pois: [
    poi(20, 47.2003, 9.5417, 'railway=station', 'Nendeln'),
    poi(21, 47.1984, 9.5428, 'amenity=post_office', 'Post Nendeln'),
    poi(22, 47.1892, 9.5301, 'water=lake', 'Stausee Steg'),
    poi(23, 47.1995, 9.5445, 'shop=gift', 'Kristall, Porzellan, Silber'),
    poi(24, 47.1991, 9.5441, 'amenity=restaurant', 'Gasthaus Adler - Nendeln'),
    poi(25, 47.1987, 9.5447, 'amenity=restaurant', 'Thai Garden'),
  ],
};

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Liechtenstein', [way('way/1', 'Churer Strasse', [[9.542, 47.1995], [9.545, 47.2005]]), way('way/2', 'Dorfstrasse', [[9.509, 47.216], [9.511, 47.2162]])], drawn);
});

/** Answered as that point of interest in the town typed: a point at house level with admin A, within ~50 m. */
const asInTown = (r: ReturnType<Geocoder['forward']>, lat: number, lng: number) =>
  r !== null && /^P1.A/.test(r.geocodeQualityCode) && Math.abs(r.lat - lat) < 0.0005 && Math.abs(r.lng - lng) < 0.0007;

describe('a kind and a place, then a town the place is not in', () => {
  it.each([
    ['Bahnhof Nendeln, Gamprin', 47.2003, 9.5417],
    ['Bahnhof Nendeln Gamprin', 47.2003, 9.5417],
    ['Post Nendeln, Gamprin', 47.1984, 9.5428],
    ['Stausee Steg, Gamprin', 47.1892, 9.5301],
  ])('%s: not as in the town typed (the nearest, admin C, saying so)', (location, lat, lng) => {
    const r = g.forward({ location });
    expect(asInTown(r, lat, lng)).toBe(false);
    if (r && /^P1/.test(r.geocodeQualityCode)) expect(r.note).toMatch(/^No .* in .*: the nearest$/);
  });

  it.each([
    ['Bahnhof Nendeln, Eschen', 47.2003, 9.5417],
    ['Post Nendeln, Eschen', 47.1984, 9.5428],
    ['Stausee Steg, Eschen', 47.1892, 9.5301],
  ])('%s: in the town typed, as before', (location, lat, lng) => {
    expect(asInTown(g.forward({ location }), lat, lng)).toBe(true);
  });
});

describe('a name holding commas or a spaced dash, then a town it is not in', () => {
  it.each([
    ['Kristall, Porzellan, Silber, Gamprin', 47.1995, 9.5445],
    ['Gasthaus Adler - Nendeln, Gamprin', 47.1991, 9.5441],
  ])('%s: not as in the town typed', (location, lat, lng) => {
    expect(asInTown(g.forward({ location }), lat, lng)).toBe(false);
  });

  it.each([
    ['Kristall, Porzellan, Silber, Eschen', 47.1995, 9.5445],
    ['Gasthaus Adler - Nendeln, Eschen', 47.1991, 9.5441],
  ])('%s: in the town typed, as before', (location, lat, lng) => {
    expect(asInTown(g.forward({ location }), lat, lng)).toBe(true);
  });
});

describe("a name's words before a town it is not in", () => {
  it('Thai, Gamprin: the nearest, admin C, saying so', () => {
    const r = g.forward({ location: 'Thai, Gamprin' });
    expect(r?.geocodeQualityCode).toMatch(/^P1.C/);
    expect(r?.note).toBe('No "Thai" in Gamprin: the nearest');
  });

  it('Thai, Eschen: in the town, admin A', () => {
    expect(g.forward({ location: 'Thai, Eschen' })?.geocodeQualityCode).toMatch(/^P1.A/);
  });
});

describe('the note of a name not found in a town', () => {
  it.each([['Post Nendeln in Gamprin'], ['Stausee Steg in Gamprin']])('%s: the name typed, without the linking word', (location) => {
    const r = g.forward({ location });
    expect(r?.note ?? '').not.toMatch(/ in"/);
  });

  it('Landesbibliothek in Gamprin: "Landesbibliothek" not found', () => {
    expect(g.forward({ location: 'Landesbibliothek in Gamprin' })?.note).toBe('"Landesbibliothek" not found: the place\'s centre');
  });
});

describe('search-ahead of a postcode of digits on the way', () => {
  it('948: the postcodes it begins', () => {
    expect(g.suggest('948', { limit: 8 }).map((s) => s.name)).toEqual(expect.arrayContaining(['9485', '9487']));
  });

  it('94, 12: too short to list postcodes', () => {
    expect(g.suggest('94', { limit: 8 }).some((s) => s.kind === 'Postcode')).toBe(false);
  });
});

// "Musikschule Gamprin" (Valhalla's liechtenstein-latest: 15 of 382 such lines) answered Eschen's music school as in
// Gamprin: the whole town's reading rightly found none there, and then "Gamprin" was read as "Gamprin-Bendern" cut
// short (a village node of the municipality's two villages), whose extent (0.04°) holds the school.
describe('a town named whole is not a longer town cut short', () => {
  let h: Geocoder;
  beforeAll(() => {
    h = fixtureGeocoder('Liechtenstein', [way('way/1', 'Dorfstrasse', [[9.509, 47.216], [9.511, 47.2162]]), way('way/2', 'Schulweg', [[9.527, 47.207], [9.529, 47.2072]])], {
      places: [
        { id: 'node/3', lat: 47.2165, lng: 9.51, kind: 'village', names: ['Gamprin'] },
        { id: 'node/4', lat: 47.2122, lng: 9.5062, kind: 'village', names: ['Gamprin-Bendern'] },
      ],
      admin: [area(30, 8, 'Eschen', box(9.52, 47.18, 9.56, 47.205)), area(31, 8, 'Gamprin', box(9.49, 47.205, 9.525, 47.23)), area(32, 8, 'Eschen', box(9.525, 47.205, 9.535, 47.21))],
      addresses: [{ id: 'node/11', lat: 47.2161, lng: 9.5101, housenumber: '4', street: 'Dorfstrasse', postcode: '9487', city: 'Gamprin' }],
      pois: [poi(20, 47.2072, 9.528, 'amenity=music_school', 'Musikschule')],
    });
  });

  it.each([['Musikschule Gamprin'], ['musikschule gamprin']])('%s: not Eschen\'s music school as in Gamprin', (location) => {
    const r = h.forward({ location });
    expect(r !== null && /^P1.A/.test(r.geocodeQualityCode)).toBe(false);
  });

  it('Musikschule Eschen: the music school', () => {
    expect(h.forward({ location: 'Musikschule Eschen' })?.geocodeQualityCode).toMatch(/^P1.A/);
  });

  it('Musikschule Gamprin Bend: a town cut short still read (and the school is in it)', () => {
    expect(h.forward({ location: 'Musikschule Gamprin Bend' })?.geocodeQualityCode).toMatch(/^P1.A/);
  });
});
