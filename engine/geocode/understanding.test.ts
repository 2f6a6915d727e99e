// One reading of a query behind forward geocoding, bulk rows and search-ahead, rule by rule, on hand-drawn
// fixtures: an alpine valley in the style of Liechtenstein (umlauts written both ways, a typo near a local town,
// categories, postcodes anywhere, the town first) and a US city block (abbreviations, state and ZIP).
import { beforeAll, describe, expect, it } from 'vitest';
import type { AddressPoint, AdminArea, MapFeatures } from '../pack/map-features.ts';
import type { LngLat, RoadWay, SourceInfo } from '../pack/ways.ts';
import { loadGazetteer } from './gazetteer-node.ts';
import { Geocoder, type Gazetteer, type GeocodeResult } from './index.ts';

const box = (x0: number, y0: number, x1: number, y1: number): LngLat[] => [[x0, y0], [x1, y0], [x1, y1], [x0, y1], [x0, y0]];
const way = (id: string, name: string, coords: LngLat[]): RoadWay => ({ id, tags: { highway: 'residential', name }, coords, area: false });
const STEP = 0.0004;

// Two villages of a valley at 47.1°N: Vorderdorf (west, 9480) with Äulestrasse 2–10 and a bank, Hinterdorf (east,
// 9481) with Aeulestrasse 1–9 (the same name, written with "ae") and a railway halt. A place "Ebenholz" lies in
// Vorderdorf with a bar nearby.
const valley: SourceInfo = { region: 'Talland', source: 'hand-drawn fixture', timestamp: null };
const house = (street: string, n: number, lng: number, postcode: string, city: string): AddressPoint => ({
  id: `node/${street}${n}`,
  lng: lng + n * STEP,
  lat: 47.1003,
  housenumber: String(n),
  street,
  postcode,
  city,
});
const valleyAdmin: AdminArea[] = [
  { id: 'relation/1', level: 2, names: ['Talland'], polygons: [box(9.4, 47.0, 9.7, 47.2)] },
  { id: 'relation/2', level: 8, names: ['Vorderdorf'], polygons: [box(9.4, 47.0, 9.55, 47.2)] },
  { id: 'relation/3', level: 8, names: ['Hinterdorf'], polygons: [box(9.55, 47.0, 9.7, 47.2)] },
];
const valleyFeatures: MapFeatures = {
  addresses: [
    ...[2, 4, 6, 8, 10].map((n) => house('Äulestrasse', n, 9.5, '9480', 'Vorderdorf')),
    ...[1, 3, 5, 7, 9].map((n) => house('Aeulestrasse', n, 9.6, '9481', 'Hinterdorf')),
    house('Malbunstrasse', 52, 9.5, '9480', 'Vorderdorf'),
  ],
  pois: [
    { id: 'node/10', lng: 9.501, lat: 47.101, kind: 'amenity=bank', names: ['Talbank'] },
    { id: 'node/11', lng: 9.601, lat: 47.101, kind: 'railway=halt', names: ['Hinterdorf-Mitte'] },
    { id: 'node/12', lng: 9.512, lat: 47.11, kind: 'amenity=bar', names: ['Zum Ebenholz'] },
    { id: 'node/13', lng: 9.602, lat: 47.102, kind: 'amenity=bar', names: ['Bahnbar'] },
    { id: 'node/14', lng: 9.503, lat: 47.102, kind: 'amenity=hospital', names: ['Talländisches Landesspital'] },
  ],
  places: [
    { id: 'node/20', lng: 9.502, lat: 47.1, kind: 'village', names: ['Vorderdorf'] },
    { id: 'node/21', lng: 9.602, lat: 47.1, kind: 'village', names: ['Hinterdorf'] },
    { id: 'node/22', lng: 9.511, lat: 47.111, kind: 'locality', names: ['Ebenholz'] },
  ],
  admin: valleyAdmin,
  basemap: [],
};
const valleyWays = [
  way('way/1', 'Äulestrasse', [[9.4995, 47.1], [9.505, 47.1]]),
  way('way/2', 'Aeulestrasse', [[9.5995, 47.1], [9.605, 47.1]]),
  way('way/3', 'Malbunstrasse', [[9.51, 47.1], [9.53, 47.1]]),
];

// A US city block in the style of Baltimore: North Wolfe Street and Eastern Avenue with a few houses.
const city: SourceInfo = { region: 'Baltimore, Maryland', source: 'hand-drawn fixture', timestamp: null };
const usHouse = (street: string, n: number, lat: number, lng: number, postcode: string): AddressPoint => ({
  id: `node/${street}${n}`,
  lng,
  lat,
  housenumber: String(n),
  street,
  postcode,
  city: 'Baltimore',
});
const usFeatures: MapFeatures = {
  addresses: [
    usHouse('North Wolfe Street', 601, 39.2968, -76.5906, '21205'),
    usHouse('North Wolfe Street', 615, 39.2975, -76.5906, '21205'),
    usHouse('North Wolfe Street', 701, 39.2985, -76.5906, '21205'),
    usHouse('Eastern Avenue', 701, 39.2853, -76.5905, '21231'),
    usHouse('Eastern Avenue', 711, 39.2853, -76.5901, '21231'),
  ],
  pois: [],
  places: [{ id: 'node/30', lng: -76.6122, lat: 39.2904, kind: 'city', names: ['Baltimore'] }],
  admin: [],
  basemap: [],
};
const usWays = [
  way('way/10', 'North Wolfe Street', [[-76.5908, 39.2950], [-76.5908, 39.2990]]),
  way('way/11', 'Eastern Avenue', [[-76.5920, 39.2851], [-76.5880, 39.2851]]),
];

let gaz: Gazetteer;
let g: Geocoder;
let us: Geocoder;
beforeAll(() => {
  gaz = loadGazetteer();
  g = Geocoder.fromWays(valleyWays, valley, gaz, valleyFeatures);
  us = Geocoder.fromWays(usWays, city, gaz, usFeatures);
}, 300_000);

const where = (r: GeocodeResult | null) => r && `${r.street || r.adminArea6 || r.adminArea5}|${r.adminArea5}|${r.postalCode}|${r.geocodeQualityCode}`;
const line = (location: string) => where(g.forward({ location }));

describe('any order and punctuation', () => {
  it.each([
    ['Äulestrasse 4, 9480 Vorderdorf', 'Äulestrasse 4|Vorderdorf|9480|P1AAA'],
    ['Äulestrasse 4 Vorderdorf', 'Äulestrasse 4|Vorderdorf|9480|P1AAX'],
    ['4 Äulestrasse, Vorderdorf', 'Äulestrasse 4|Vorderdorf|9480|P1AAX'],
    ['Vorderdorf Äulestrasse 4', 'Äulestrasse 4|Vorderdorf|9480|P1AAX'],
    ['Vorderdorf, Äulestrasse 4', 'Äulestrasse 4|Vorderdorf|9480|P1AAX'],
    ['9480 Vorderdorf Äulestrasse 4', 'Äulestrasse 4|Vorderdorf|9480|P1AAA'],
    ['Äulestrasse 4 FL-9480 Vorderdorf', 'Äulestrasse 4|Vorderdorf|9480|P1AAA'],
    ['Äulestrasse 4, Vorderdorf 9480', 'Äulestrasse 4|Vorderdorf|9480|P1AAA'],
    ['Äulestrasse 4, 9480, Vorderdorf', 'Äulestrasse 4|Vorderdorf|9480|P1AAA'],
    ['Äulestrasse 4 Vorderdorf Liechtenstein', 'Äulestrasse 4|Vorderdorf|9480|P1AAX'],
    ['Äulestrasse 4 9480 Vorderdorf LI', 'Äulestrasse 4|Vorderdorf|9480|P1AAA'],
  ])('%s', (q, expected) => {
    expect(line(q)).toBe(expected);
  });

  it('keeps a postcode given in a part of its own before the town', () => {
    expect(line('9481, hinterdorf')).toBe('Hinterdorf|Hinterdorf|9481|Z1XAA');
    expect(line('Vorderdorf 9480')).toBe('Vorderdorf|Vorderdorf|9480|Z1XAA');
    expect(line('FL-9481 Hinterdorf')).toBe('Hinterdorf|Hinterdorf|9481|Z1XAA');
  });
});

describe('spelling variants and abbreviations', () => {
  it('reads ae as ä and ä as ae, and prefers the spelling typed when both exist', () => {
    expect(line('Aeulestrasse 4, Vorderdorf')).toBe('Äulestrasse 4|Vorderdorf|9480|P1AAX');
    expect(line('Äulestrasse 5, Hinterdorf')).toBe('Aeulestrasse 5|Hinterdorf|9481|P1AAX');
    expect(line('Aeulestrasse 3')).toBe('Aeulestrasse 3|Hinterdorf|9481|P1AXX');
  });

  it('gives distinct house numbers distinct points at house quality (bulk rows)', () => {
    const rows = ['2', '4', '6', '8', '10'].map((n) => g.bulkRow({ street: `Aeulestrasse ${n}`, city: 'Vorderdorf' }));
    const points = rows.map((r) => ('error' in r ? r.error : `${r.lat},${r.lng}|${r.geocodeQualityCode}`));
    expect(new Set(points).size).toBe(5);
    for (const p of points) expect(p).toMatch(/\|P1AAX$/);
  });

  it('writes out Str. and -str', () => {
    expect(line('Malbunstr. 52, Vorderdorf')).toBe('Malbunstrasse 52|Vorderdorf|9480|P1AAX');
    expect(line('52 Malbunstr, Vorderdorf')).toBe('Malbunstrasse 52|Vorderdorf|9480|P1AAX');
  });

  it('says so when the street is not in the town asked for', () => {
    const r = g.forward({ location: 'Malbunstr, Hinterdorf' })!;
    expect(r.geocodeQualityCode).toBe('B1ACX');
    expect(r.note).toBe('Malbunstrasse is not in Hinterdorf');
  });
});

describe('categories, with a place or without', () => {
  it.each([
    ['bank', 'Talbank'],
    ['banks in Talland', 'Talbank'],
    ['Bahnhof Hinterdorf', 'Hinterdorf-Mitte'],
    ['bars in ebenholz', 'Zum Ebenholz'],
    ['bars near Hinterdorf', 'Bahnbar'],
  ])('%s → %s', (q, name) => {
    expect(g.forward({ location: q })?.displayName).toMatch(new RegExp(`^${name}`));
    expect(g.suggest(q, { near: { lat: 47.1, lng: 9.5 } })[0]?.name).toBe(name);
  });
});

describe('local first', () => {
  it('resolves a misspelt local town before a far city of similar spelling, and says it was a spelling', () => {
    const r = g.forward({ location: 'Hinterdorv' })!;
    expect(where(r)).toBe('Hinterdorf|Hinterdorf||A5BXX');
    expect(r.note).toBe('No place named "Hinterdorv": nearest spelling');
  });

  it('finds a point of interest by the last words of its name', () => {
    expect(g.forward({ location: 'Landesspital' })?.displayName).toMatch(/^Talländisches Landesspital/);
  });

  it('answers the exact name of a well-known world city before local look-alikes', () => {
    expect(where(g.forward({ location: 'Paris' }))).toBe('Paris|Paris||A5XAX');
    expect(g.suggest('Paris', { near: { lat: 47.1, lng: 9.5 } })[0]?.displayString).toBe('Paris, FR');
  });
});

describe('a country or state ending a line without commas', () => {
  it.each([
    ['Paris FR', 'Paris', 'FR'],
    ['Berlin DE', 'Berlin', 'DE'],
    ['Tbilisi Georgia', 'Tbilisi', 'GE'],
    ['Atlanta Georgia', 'Atlanta', 'US'],
    ['Portland Oregon', 'Portland', 'US'],
  ])('%s', (q, city, country) => {
    expect(g.forward({ location: q })).toMatchObject({ adminArea5: city, adminArea1: country, geocodeQualityCode: expect.stringMatching(/^A5/) });
  });
});

describe('coordinates and nonsense', () => {
  it('answers coordinates typed as text with that very point', () => {
    for (const q of ['47.1003, 9.5016', 'N47.1003 E9.5016', `47°6'1.08"N 9°30'5.76"E`]) {
      const r = g.forward({ location: q })!;
      expect([r.lat, r.lng, r.geocodeQualityCode]).toEqual([47.1003, 9.5016, 'P1XXX']);
      expect(r.adminArea5).toBe('Vorderdorf');
    }
    expect(g.suggest('47.1003, 9.5016')[0]).toMatchObject({ lat: 47.1003, lng: 9.5016, kind: 'Coordinates' });
  });

  it.each(['.', '-', '--', ', ,'])('%j is not found, never a town', (q) => {
    expect(g.forward({ location: q })).toBeNull();
    expect(g.suggest(q)).toEqual([]);
    expect(g.bulkRow({ location: q })).toEqual({ error: `No match found for "${q.trim()}"` });
  });

  it('says nothing is there when reverse geocoding far from the region', () => {
    expect(g.reverse(0, 0)).toBeNull();
  });
});

describe('US addresses: abbreviations, state and ZIP', () => {
  it.each([
    ['615 N Wolfe St, Baltimore, MD 21205', '615 North Wolfe Street|Baltimore|21205|P1AAA'],
    ['615 North Wolfe Street, Baltimore, MD 21205-1234', '615 North Wolfe Street|Baltimore|21205|P1AAA'],
    ['711 Eastern Ave Baltimore MD', '711 Eastern Avenue|Baltimore|21231|P1AAX'],
    ['711 Eastern Ave, Baltimore, Maryland', '711 Eastern Avenue|Baltimore|21231|P1AAX'],
    ['711 eastern avenue baltimore md 21231', '711 Eastern Avenue|Baltimore|21231|P1AAA'],
  ])('%s', (q, expected) => {
    expect(where(us.forward({ location: q }))).toBe(expected);
  });

  it('reads the same address from the structured form', () => {
    expect(where(us.forward({ street: '615 N Wolfe St', city: 'Baltimore', state: 'MD', postalCode: '21205', countryCode: 'US' }))).toBe(
      '615 North Wolfe Street|Baltimore|21205|P1AAA',
    );
  });

  it('suggests the house first, written the US way as the geocoder writes it', () => {
    expect(us.suggest('615 N Wolfe St, Baltimore')[0]).toMatchObject({ name: '615 North Wolfe Street', displayString: '615 North Wolfe Street, Baltimore, MD 21205, US' });
  });
});
