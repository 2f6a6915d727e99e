// "X near Y" / "X in Y" where Y is not a town: a park, a square, a street, a neighbourhood with its town after it,
// a town known only from the addresses' addr:city ("Roma"). Nominatim reads Y as any named thing; so do forward
// geocoding and search-ahead. Hand-drawn: a corner of a harbour city at Baltimore's spot without boundaries, and
// the middle of Rome without a place node.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { way, poi, fixtureGeocoder } from './fixtures.test-util.ts';

// The neighbourhood Canton (the map's centre) with a restaurant and a bar; Patterson Park 1 km north-west with a
// restaurant 600 m west of it; Harbor Lane 2 km west with a bar.
const harbour: MapFeatures = {
  addresses: [{ id: 'node/1', lat: 39.2801, lng: -76.58, housenumber: '2500', street: 'Boston Street', postcode: '21224', city: 'Baltimore' }],
  pois: [
    poi(10, 39.289, -76.579, 'leisure=park', 'Patterson Park'),
    poi(11, 39.2894, -76.586, 'amenity=restaurant', 'Salt'),
    poi(12, 39.2812, -76.5735, 'amenity=restaurant', 'Canton Grill'),
    poi(13, 39.2808, -76.5732, 'amenity=bar', 'Canton Bar'),
    poi(14, 39.2831, -76.5995, 'amenity=bar', 'Wharf Tavern'),
    // A museum whose name ends with the neighbourhood's, a museum named "Museum" far west, a restaurant by the first.
    poi(15, 39.2801, -76.5601, 'tourism=museum', 'Museum Canton'),
    poi(16, 39.2831, -76.5990, 'tourism=museum', 'Museum'),
    poi(17, 39.2802, -76.5605, 'amenity=restaurant', 'Dockside'),
    // A chain of two, one by the eastern of two streets named Pier Street, one by neither.
    poi(18, 39.29, -76.62, 'amenity=fast_food', 'Crab Shack'),
    poi(19, 39.2796, -76.5606, 'amenity=fast_food', 'Crab Shack'),
  ],
  places: [{ id: 'node/20', lat: 39.281, lng: -76.573, kind: 'suburb', names: ['Canton'] }],
  admin: [],
  basemap: [],
};
const harbourWays = [
  way('way/1', 'Boston Street', [[-76.6, 39.28], [-76.56, 39.28]]),
  way('way/2', 'Harbor Lane', [[-76.6, 39.283], [-76.598, 39.283]]),
  way('way/3', 'Pier Street', [[-76.598, 39.2835], [-76.597, 39.2835]]),
  way('way/4', 'Pier Street', [[-76.561, 39.2795], [-76.56, 39.2795]]),
];

// Rome's middle: addr:city "Roma" only (the gazetteer calls it Rome), a hotel and a restaurant by Piazza Venezia.
const rome: MapFeatures = {
  addresses: [{ id: 'node/1', lat: 41.8971, lng: 12.485, housenumber: '104', street: 'Via Quattro Novembre', postcode: '00187', city: 'Roma' }],
  pois: [poi(10, 41.8971, 12.4851, 'tourism=hotel', 'Pace Helvezia'), poi(11, 41.896, 12.484, 'amenity=restaurant', 'Enoteca'), poi(12, 41.91, 12.47, 'amenity=restaurant', 'Da Mario')],
  places: [],
  admin: [],
  basemap: [],
};
const romeWays = [way('way/1', 'Piazza Venezia', [[12.482, 41.8962], [12.4829, 41.8962]]), way('way/2', 'Via Quattro Novembre', [[12.484, 41.8966], [12.486, 41.8974]])];

let g: Geocoder;
let r: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Harbour', harbourWays, harbour);
  r = fixtureGeocoder('Centro', romeWays, rome);
});

const nameOf = (res: { displayName: string } | null) => res?.displayName.split(',')[0];

describe('a category near a named thing', () => {
  it.each([
    ['restaurant near Patterson Park', 'Salt'],
    ['restaurants near Patterson Park', 'Salt'],
    ['bar near Harbor Lane', 'Wharf Tavern'],
    ['bars in Canton, Baltimore', 'Canton Bar'],
    ['restaurant', 'Canton Grill'],
  ])('%s: %s', (location, name) => {
    expect(nameOf(g.forward({ location }))).toBe(name);
    expect(g.suggest(location, { near: { lat: 39.281, lng: -76.573 } })[0]?.name).toBe(name);
  });

  it.each([
    ['hotel in Roma', 'Pace Helvezia'],
    ['restaurant near Piazza Venezia', 'Enoteca'],
    ['ristorante vicino a Piazza Venezia', 'Enoteca'],
  ])('%s: %s', (location, name) => {
    expect(nameOf(r.forward({ location }))).toBe(name);
    expect(r.suggest(location, { near: { lat: 41.91, lng: 12.47 } })[0]?.name).toBe(name);
  });

  it('a named thing whose name ends with a town is that thing, not a thing named by its first words', () => {
    expect(nameOf(g.forward({ location: 'restaurant near Museum Canton' }))).toBe('Dockside');
  });

  it('a street named so in several places: the branch by any of them', () => {
    expect(g.forward({ location: 'Crab Shack, Pier Street' })?.lng).toBe(-76.5606);
    expect(g.suggest('Crab Shack on Pier Street', { near: { lat: 39.29, lng: -76.62 } })[0]?.lng).toBe(-76.5606);
  });

  it('a chain near a park is its branch nearest the park', () => {
    expect(nameOf(g.forward({ location: 'Salt near Patterson Park' }))).toBe('Salt');
  });

  it('a name beside a category word with no "near" is still that name first ("Patterson Park" is no park near Patterson)', () => {
    expect(nameOf(g.forward({ location: 'Patterson Park' }))).toBe('Patterson Park');
  });
});

describe('the linking words of each language, and an article after them', () => {
  it.each([
    ['restaurant near the Patterson Park', 'Salt'],
    ['bars next to Harbor Lane', 'Wharf Tavern'],
    ['bar close to the Harbor Lane', 'Wharf Tavern'],
  ])('%s: %s', (location, name) => {
    expect(nameOf(g.forward({ location }))).toBe(name);
  });

  it.each([
    ['ristorante vicino alla Piazza Venezia', 'Enoteca'],
    ['ristorante vicino al Piazza Venezia', 'Enoteca'],
    ['ristoranti nei pressi di Piazza Venezia', 'Enoteca'],
  ])('%s: %s', (location, name) => {
    expect(nameOf(r.forward({ location }))).toBe(name);
  });
});

describe('"near me", "nearby": the focus, never Maine', () => {
  const focus = { lat: 39.2831, lng: -76.5995 };
  it.each([
    ['bar near me', 'Wharf Tavern'],
    ['bars nearby', 'Wharf Tavern'],
    ['restaurant near me', 'Canton Grill'],
    ['Crab Shack near me', 'Crab Shack'],
    ['bar in der Nähe', 'Wharf Tavern'],
  ])('%s: %s', (location, name) => {
    const r = g.forward({ location, near: location.startsWith('restaurant') ? { lat: 39.281, lng: -76.573 } : focus });
    expect(nameOf(r)).toBe(name);
    expect(r?.adminArea3).not.toBe('ME');
  });

  it('search-ahead too', () => {
    expect(g.suggest('bar near me', { near: focus })[0]?.name).toBe('Wharf Tavern');
    expect(g.suggest('near me', { near: focus })).toEqual([]);
  });
});

describe('a US town, state and ZIP without commas; a ZIP after a street', () => {
  it('"Baltimore MD 21224" is the ZIP, not a house 21224 of a street', () => {
    expect(g.forward({ location: 'Baltimore MD 21224' })?.geocodeQualityCode).toMatch(/^Z1/);
  });

  it('"Boston St 21224" is the street in that ZIP, not its house 21224', () => {
    const r = g.forward({ location: 'Boston St 21224' });
    expect(r?.street).toBe('Boston Street');
    expect(r?.geocodeQualityCode).toMatch(/^B1/);
    expect(r?.note ?? "").not.toMatch(/21224/);
  });
});
