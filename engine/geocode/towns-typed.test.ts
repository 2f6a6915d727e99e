// A town typed the ways people name it: a county or province ("Baltimore County", where the extract holds its
// boundary), a town's nickname ("A'dam") or a part of it after its name ("Amsterdam-Oost", "Berlin Mitte").
// Hand-drawn: a county holding a town east of a city (with boundaries), the same without boundaries, and a corner
// of Amsterdam without boundaries (as Valhalla's extract of Amsterdam-Oost).
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { way, box, area, fixtureGeocoder } from './fixtures.test-util.ts';

// The city of Baltimore (west, its own county level, as the independent city is) and Baltimore County holding
// Dundalk (east), in Maryland.
const county: MapFeatures = {
  addresses: [
    { id: 'node/1', lat: 39.2801, lng: -76.58, housenumber: '2500', street: 'Boston Street', postcode: '21224', city: 'Baltimore' },
    { id: 'node/2', lat: 39.2824, lng: -76.5298, housenumber: '1233', street: 'Delbert Avenue', postcode: '21222', city: 'Dundalk' },
    { id: 'node/3', lat: 39.2834, lng: -76.5298, housenumber: '1301', street: 'Delbert Avenue', postcode: '21222', city: 'Dundalk' },
  ],
  pois: [],
  places: [],
  admin: [
    area(1, 4, 'Maryland', box(-76.7, 39.2, -76.4, 39.4)),
    area(2, 6, 'Baltimore', box(-76.7, 39.2, -76.55, 39.4)),
    area(3, 6, 'Baltimore County', box(-76.55, 39.2, -76.4, 39.4)),
    area(4, 8, 'Dundalk', box(-76.55, 39.25, -76.5, 39.3)),
  ],
  basemap: [],
};
const countyWays = [way('way/1', 'Boston Street', [[-76.6, 39.28], [-76.56, 39.28]]), way('way/2', 'Delbert Avenue', [[-76.5298, 39.281], [-76.5298, 39.285]])];

const noBoundaries: MapFeatures = { ...county, admin: [] };

const amsterdam: MapFeatures = {
  addresses: [{ id: 'node/1', lat: 52.3428, lng: 4.929, housenumber: '10', street: 'Fizeaustraat', postcode: '1097 SC', city: 'Amsterdam' }],
  pois: [],
  places: [],
  admin: [],
  basemap: [],
};
const amsterdamWays = [way('way/1', 'Fizeaustraat', [[4.928, 52.3425], [4.930, 52.3431]])];

let g: Geocoder;
let none: Geocoder;
let a: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Baltimore', countyWays, county);
  none = fixtureGeocoder('Baltimore', countyWays, noBoundaries);
  a = fixtureGeocoder('Amsterdam', amsterdamWays, amsterdam);
});

describe('a county typed as the town', () => {
  it.each([
    ['1233 Delbert Ave, Baltimore County, MD 21222'],
    ['1233 Delbert Avenue, Baltimore County'],
    ['1233 Delbert Avenue Baltimore County MD'],
  ])('%s: the house, the county agreeing', (location) => {
    const r = g.forward({ location });
    expect(r?.street).toBe('1233 Delbert Avenue');
    expect(r?.geocodeQualityCode).toMatch(/^P1AA/);
    expect(r?.note).toBeUndefined();
  });

  it('in the town box too', () => {
    const r = g.forward({ street: '1233 Delbert Avenue', city: 'Baltimore County', state: 'MD' });
    expect(r?.geocodeQualityCode).toMatch(/^P1AA/);
  });

  it('a house of the city is not in the county', () => {
    expect(g.forward({ location: '2500 Boston Street, Baltimore County' })?.geocodeQualityCode).toMatch(/^P1AC/);
  });

  it.each([['Baltimore County'], ['Baltimore County, MD'], ['County of Baltimore']])('%s alone: the county (A4), not the city or the state', (location) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^A4/);
    expect(r?.adminArea4).toBe('Baltimore County');
    expect(r?.lng).toBeGreaterThan(-76.55);
  });

  it('without county boundaries the house is answered, the county said to be unchecked, never "not in"', () => {
    const r = none.forward({ location: '1233 Delbert Ave, Baltimore County, MD 21222' });
    expect(r?.street).toBe('1233 Delbert Avenue');
    expect(r?.note).toMatch(/Baltimore County not checked/);
    expect(r?.geocodeQualityCode).toMatch(/^P1AX/);
  });

  it('without county boundaries a county alone is no town: nothing rather than the city or the state', () => {
    expect(none.forward({ location: 'Baltimore County' })).toBeNull();
    expect(none.forward({ location: 'Baltimore County, MD' })?.geocodeQualityCode ?? '').not.toMatch(/^A3/);
  });
});

describe("a town's nickname, or a part of it after its name", () => {
  it.each([['Fizeaustraat 10, Amsterdam-Oost'], ['Fizeaustraat 10, A\'dam'], ['Fizeaustraat 10 Amsterdam-Oost'], ['Fizeaustraat 10, 1097 SC Amsterdam Oost']])('%s: the house in Amsterdam', (location) => {
    const r = a.forward({ location });
    expect(r?.street).toBe('Fizeaustraat 10');
    expect(r?.geocodeQualityCode).toMatch(/^P1A[AB]/);
    expect(r?.note).toBeUndefined();
  });

  it('in the town box', () => {
    expect(a.forward({ street: 'Fizeaustraat 10', city: 'Amsterdam-Oost' })?.geocodeQualityCode).toMatch(/^P1AA/);
    expect(a.forward({ street: 'Fizeaustraat 10', city: "A'dam" })?.geocodeQualityCode).toMatch(/^P1AA/);
  });

  it.each([['Amsterdam-Oost'], ["A'dam"]])('%s alone: Amsterdam, not a look-alike elsewhere', (location) => {
    const r = a.forward({ location });
    expect(r?.adminArea5).toBe('Amsterdam');
    expect(r?.adminArea1).toBe('NL');
  });

  it('search-ahead lists the house first', () => {
    for (const q of ['Fizeaustraat 10, Amsterdam-Oost', "Fizeaustraat 10, A'dam"]) expect(a.suggest(q)[0]?.displayString).toMatch(/^Fizeaustraat 10/);
  });
});

describe('a municipal boundary without its state or country', () => {
  it('the line still names the state, from the gazetteer (Lawnton, PA)', () => {
    const f: MapFeatures = {
      addresses: [],
      pois: [{ id: 'node/1', lat: 40.2602, lng: -76.8072, kind: 'amenity=place_of_worship', names: ['Grace Church'] }],
      places: [],
      admin: [area(1, 8, 'Lawnton', box(-76.82, 40.25, -76.79, 40.27))],
      basemap: [],
    };
    const h = fixtureGeocoder('Harrisburg', [way('way/1', 'Locust Lane', [[-76.81, 40.26], [-76.8, 40.262]])], f);
    const r = h.forward({ location: 'Grace Church' });
    expect(r?.adminArea3).toBe('PA');
    expect(r?.displayName).toMatch(/Lawnton, PA/);
  });
});

describe('search-ahead with a county the data has no boundary of', () => {
  it('lists the house, the county left out', () => {
    expect(none.suggest('1233 Delbert Ave, Baltimore County')[0]?.displayString).toMatch(/^1233 Delbert Avenue/);
  });
});

describe('a town and a village of it, typed together', () => {
  // Two villages, Nordheim with its hamlet Oberdorf (inside Nordheim's boundary), in the county Oberland.
  const f: MapFeatures = {
    addresses: [],
    pois: [],
    places: [
      { id: 'node/1', lat: 47.16, lng: 9.52, kind: 'village', names: ['Nordheim'] },
      { id: 'node/2', lat: 47.165, lng: 9.53, kind: 'village', names: ['Oberdorf'] },
      { id: 'node/3', lat: 47.12, lng: 9.52, kind: 'village', names: ['Suddorf'] },
    ],
    admin: [area(1, 6, 'Oberland', box(9.5, 47.1, 9.55, 47.2)), area(2, 8, 'Nordheim', box(9.5, 47.15, 9.55, 47.2)), area(3, 8, 'Suddorf', box(9.5, 47.1, 9.55, 47.15))],
    basemap: [],
  };
  let v: Geocoder;
  beforeAll(() => {
    v = fixtureGeocoder('Valley', [way('way/1', 'Dorfstrasse', [[9.52, 47.16], [9.521, 47.161]]), way('way/2', 'Feldweg', [[9.52, 47.12], [9.521, 47.121]])], f);
  });

  it.each([['Nordheim Oberdorf'], ['Oberdorf Nordheim'], ['Nordheim-Oberdorf']])('%s: the village, not the town', (location) => {
    expect(v.forward({ location })?.displayName).toMatch(/^Oberdorf/);
  });

  it('search-ahead lists a county typed alone first', () => {
    const first = v.suggest('Wahlkreis Oberland')[0];
    expect(first?.kind).toBe('County');
    expect(first?.displayString).toMatch(/^Oberland/);
  });

  it('a county alone is written by its name', () => {
    const r = v.forward({ location: 'Wahlkreis Oberland' });
    expect(r?.geocodeQualityCode).toMatch(/^A4/);
    expect(r?.displayName).toMatch(/^Oberland/);
  });
});
