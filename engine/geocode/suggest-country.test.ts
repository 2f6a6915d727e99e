// Search-ahead with a country or US state typed at the end ("Paris FR", "Paris, France", "Springfield IL"): the
// world's cities there, never a local look-alike, as the forward geocoder reads the line. Hand-drawn fixtures: an
// alpine village beside the Rhine (Liechtenstein's coordinates, so the gazetteer's region is LI) and a US block.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AddressPoint, AdminArea, MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { way, box, fixtureGeocoder } from './fixtures.test-util.ts';

// Bergdorf (9.52 E, 47.14 N: Vaduz's spot) with an alpine hut whose name is a typo away from "Paris", a street
// named after Paris, and two houses whose addr:city is Feldkirch (the Austrian town across the border: a town known
// from addresses only, no place of the region, inside the region's box).
const admin: AdminArea[] = [
  { id: 'relation/1', level: 2, names: ['Liechtenstein'], polygons: [box(9.45, 47.05, 9.65, 47.25)] },
  { id: 'relation/2', level: 8, names: ['Bergdorf'], polygons: [box(9.45, 47.05, 9.65, 47.25)] },
];
const house = (n: number, street: string, city: string, lng: number): AddressPoint => ({ id: `node/${n}`, lng, lat: 47.1401, housenumber: String(n), street, postcode: '9490', city });
const alpineFeatures: MapFeatures = {
  addresses: [house(1, 'Pariserweg', 'Bergdorf', 9.52), house(2, 'Grenzweg', 'Feldkirch', 9.6), house(4, 'Grenzweg', 'Feldkirch', 9.6005)],
  pois: [{ id: 'node/10', lng: 9.521, lat: 47.141, kind: 'tourism=alpine_hut', names: ['Uli Mariss Hütte'] }],
  places: [{ id: 'node/20', lng: 9.52, lat: 47.14, kind: 'village', names: ['Bergdorf'] }],
  admin,
  basemap: [],
};
const alpineWays = [way('way/1', 'Pariserweg', [[9.519, 47.14], [9.522, 47.14]]), way('way/2', 'Grenzweg', [[9.6, 47.14], [9.61, 47.24]])];
const near = { lat: 47.14, lng: 9.52 };

// A block of East Baltimore with a street named after a town nearby (Towson Street).
const usFeatures: MapFeatures = {
  addresses: [{ id: 'node/1', lng: -76.585, lat: 39.2851, housenumber: '1400', street: 'Towson Street', postcode: '21230', city: 'Baltimore' }],
  pois: [],
  places: [],
  admin: [],
  basemap: [],
};
const usWays = [way('way/1', 'Towson Street', [[-76.586, 39.285], [-76.584, 39.285]])];
const usNear = { lat: 39.285, lng: -76.585 };

let g: Geocoder;
let us: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Liechtenstein', alpineWays, alpineFeatures);
  us = fixtureGeocoder('Baltimore, Maryland', usWays, usFeatures);
});

describe('search-ahead peels a country typed at the end', () => {
  it.each(['Paris FR', 'Paris, France', 'Paris, FR', 'paris france', 'Paris, Fr'])('%s: Paris, France, and nothing of the region or another country', (q) => {
    const list = g.suggest(q, { near });
    expect(list[0]).toMatchObject({ type: 'city', name: 'Paris', place: { countryCode: 'FR' } });
    expect(list.every((s) => s.place?.countryCode === 'FR')).toBe(true);
  });

  it('as the forward geocoder answers it', () => {
    const [top] = g.suggest('Paris, France', { near });
    const r = g.forward({ location: 'Paris, France' });
    expect([top?.lat, top?.lng]).toEqual([r?.lat, r?.lng]);
  });

  it('without a country, Paris still leads and the look-alike is listed after it', () => {
    const list = g.suggest('Paris', { near });
    expect(list[0]).toMatchObject({ type: 'city', place: { countryCode: 'FR' } });
    expect(list.map((s) => s.name)).toContain('Uli Mariss Hütte');
  });

  it.each(['Springfield IL', 'Springfield, IL', 'Springfield, Illinois'])('%s: the Springfield of Illinois, only', (q) => {
    const list = g.suggest(q, { near });
    expect(list[0]).toMatchObject({ name: 'Springfield', place: { countryCode: 'US', state: 'IL' } });
    expect(list.every((s) => s.place?.state === 'IL')).toBe(true);
  });

  it("the region's own country typed narrows nothing", () => {
    expect(g.suggest('Pariserweg 1 Bergdorf LI', { near })[0]).toMatchObject({ type: 'address', name: 'Pariserweg 1' });
    expect(g.suggest('Bergdorf, Liechtenstein', { near })[0]).toMatchObject({ type: 'place', name: 'Bergdorf' });
  });

  it('a local name in a country where no town has it: the region is searched as if no country were typed', () => {
    expect(g.suggest('Bergdorf, France', { near })[0]).toMatchObject({ type: 'place', name: 'Bergdorf' });
  });

  it.each(['Feldkirch', 'Feldkirch, Austria', 'Feldkirch AT'])('%s: a town across the border known here only from addresses is the world city', (q) => {
    expect(g.suggest(q, { near })[0]).toMatchObject({ type: 'city', name: 'Feldkirch', place: { countryCode: 'AT' } });
  });
});

describe('search-ahead reads a US state typed at the end', () => {
  it.each(['Towson, MD', 'Towson MD', 'Towson, Maryland'])('%s: the town of Maryland before the street named after it', (q) => {
    expect(us.suggest(q, { near: usNear })[0]).toMatchObject({ type: 'city', name: 'Towson', place: { state: 'MD' } });
  });

  it('without the state, the street nearby leads', () => {
    expect(us.suggest('Towson', { near: usNear })[0]).toMatchObject({ type: 'street', name: 'Towson Street' });
  });

  it.each(['Baltimore, OH', 'Paris, TX'])('%s: only that state’s town, nothing of the region', (q) => {
    const list = us.suggest(q, { near: usNear });
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((s) => s.type === 'city' && s.place?.state === q.slice(-2))).toBe(true);
  });

  it('the region’s own state keeps its streets and houses', () => {
    expect(us.suggest('1400 Towson St, Baltimore, MD 21230', { near: usNear })[0]).toMatchObject({ type: 'address', name: '1400 Towson Street' });
    expect(us.suggest('Baltimore, MD', { near: usNear }).filter((s) => s.type === 'city').every((s) => s.place?.state === 'MD')).toBe(true);
  });
});

describe('a town known from addr:city by a name the gazetteer spells otherwise', () => {
  // Two houses in the middle of Rome whose addr:city is "Roma"; no place node, no boundary (as Rome's real extract).
  const rome: MapFeatures = {
    addresses: [
      { id: 'node/1', lng: 12.482, lat: 41.8981, housenumber: '288', street: 'Via del Corso', postcode: '00186', city: 'Roma' },
      { id: 'node/2', lng: 12.4822, lat: 41.8983, housenumber: '290', street: 'Via del Corso', postcode: '00186', city: 'Roma' },
      // No addr:city, as many of Rome's real addresses.
      { id: 'node/3', lng: 12.4826, lat: 41.8984, housenumber: '300', street: 'Via del Corso', postcode: '00186' },
    ],
    pois: [{ id: 'node/10', lng: 12.483, lat: 41.898, kind: 'amenity=toilets', names: ['Provincia di Roma'] }],
    places: [],
    admin: [],
    basemap: [],
  };
  let r: Geocoder;
  beforeAll(() => {
    r = fixtureGeocoder('Centro storico', [way('way/1', 'Via del Corso', [[12.481, 41.898], [12.483, 41.8985]])], rome);
  });
  it('"Roma" is the city, written as its addresses write it, before a name holding the word', () => {
    expect(r.suggest('Roma', { near: { lat: 41.898, lng: 12.482 } })[0]).toMatchObject({ type: 'city', displayString: 'Roma, IT' });
  });

  it.each(['Via del Corso 300, Roma', 'Via del Corso 300, 00186 Roma', 'Via del Corso 300 Roma'])('%s: a house with no addr:city, outside every boundary, is in the town of its point', (q) => {
    expect(r.suggest(q, { near: { lat: 41.898, lng: 12.482 } })[0]).toMatchObject({ type: 'address', name: 'Via del Corso 300' });
  });
});

describe("a country's name ending a name, not an address", () => {
  // "Island" is Iceland in German: after a word that is neither an address nor one of Iceland's towns it is the
  // name's own word.
  it('Zimmerman Island is no town in Iceland, nor a far Zimmerman', () => {
    const r = us.forward({ location: 'Zimmerman Island' });
    expect(r === null || r.adminArea1 === 'US').toBe(true);
    expect(r?.adminArea3 ?? 'MD').toBe('MD');
  });

  it.each([
    ['Paris France', 'FR'],
    ['Pariserweg 1 Bergdorf Liechtenstein', 'LI'],
  ])('%s: still the country, after one of its towns or an address', (location, country) => {
    expect(g.forward({ location })?.adminArea1).toBe(country);
  });
});

describe('FL, Liechtenstein by its vehicle and postal code', () => {
  it.each(['Pariserweg 1, Bergdorf, FL', 'Pariserweg 1 Bergdorf FL'])('%s: the house, no doubt about the state', (location) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode.slice(0, 4)).toBe('P1AA');
    expect(r?.note).toBeUndefined();
  });

  it('in the state box too', () => {
    expect(g.forward({ street: 'Pariserweg 1', city: 'Bergdorf', state: 'FL' })?.note).toBeUndefined();
  });

  it('is still Florida in a US region', () => {
    expect(us.forward({ location: 'Miami, FL' })).toMatchObject({ adminArea1: 'US', adminArea3: 'FL' });
  });
});
