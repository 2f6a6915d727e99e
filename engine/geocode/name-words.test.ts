// A kind of food or a park asked for near a place: "pizza in Canton" (names hold the word more often than the data
// tags a cuisine: "Ledo Pizza", "Johnny Rad's Pizzeria"), "pizza Canton", "park" alone. Hand-drawn: a harbour
// city's corner at Baltimore's spot without boundaries.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { way, poi, fixtureGeocoder } from './fixtures.test-util.ts';

// Canton (a neighbourhood) with a pizzeria; a pizza place 3 km west, the nearest to the region's middle; a park in
// Canton and a bigger one 1 km north-west; Park Avenue, a street.
const harbour: MapFeatures = {
  addresses: [{ id: 'node/1', lat: 39.2801, lng: -76.58, housenumber: '2500', street: 'Boston Street', postcode: '21224', city: 'Baltimore' }],
  pois: [
    poi(10, 39.2815, -76.5735, 'amenity=restaurant', "Johnny's Pizzeria"),
    poi(11, 39.2801, -76.61, 'amenity=fast_food', 'Ledo Pizza'),
    poi(12, 39.2812, -76.5745, 'amenity=restaurant', 'Canton Grill'),
    poi(13, 39.2818, -76.5744, 'leisure=park', 'Canton Square'),
    poi(14, 39.289, -76.579, 'leisure=park', 'Patterson Park'),
    // Kinds no category word names but their OSM value: an ice cream parlour by Patterson Park, one in Canton, a car
    // wash without a name, a hairdresser.
    poi(15, 39.2885, -76.5795, 'amenity=ice_cream', "Rita's"),
    poi(16, 39.2813, -76.5731, 'amenity=ice_cream', 'Cold Stone'),
    { id: 'node/17', lat: 39.275, lng: -76.59, kind: 'amenity=car_wash', names: [] },
    poi(18, 39.2819, -76.5739, 'shop=hairdresser', 'Grapevine'),
    // A museum whose name starts with a word, and a café beside it named after it.
    poi(19, 39.2812, -76.5732, 'tourism=museum', 'Kunsthalle Harbour'),
    poi(20, 39.2811, -76.5731, 'amenity=cafe', 'Bistro im Kunsthalle'),
    { id: 'node/21', lat: 39.2822, lng: -76.5722, kind: 'tourism=information', names: [] },
    // Two branches of a chain, apart, on two streets: their lines read alike.
    poi(22, 39.2801, -76.5801, 'amenity=cafe', 'Bean Cafe'),
    poi(23, 39.291, -76.6001, 'amenity=cafe', 'Bean Cafe'),
  ],
  places: [{ id: 'node/20', lat: 39.281, lng: -76.573, kind: 'neighbourhood', names: ['Canton'] }],
  admin: [],
  basemap: [],
};
const ways = [
  way('way/1', 'Boston Street', [[-76.62, 39.28], [-76.56, 39.28]]),
  way('way/2', 'Park Avenue', [[-76.6, 39.29], [-76.6, 39.292]]),
];

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Harbour', ways, harbour);
});

const nameOf = (res: { displayName: string } | null) => res?.displayName.split(',')[0];

describe('words of names near a place', () => {
  it.each([
    ['pizza in Canton', "Johnny's Pizzeria"],
    ['pizza near Canton', "Johnny's Pizzeria"],
    ['pizza Canton', "Johnny's Pizzeria"],
    ['pizza near Canton Square', "Johnny's Pizzeria"],
    ['grill in Canton', 'Canton Grill'],
  ])('%s: %s', (location, name) => {
    const r = g.forward({ location });
    expect(nameOf(r)).toBe(name);
    expect(r?.geocodeQualityCode).toMatch(/^P1/);
  });

  it('a name typed whole is still that name', () => {
    expect(nameOf(g.forward({ location: 'Ledo Pizza' }))).toBe('Ledo Pizza');
  });
});

describe('park as a category word', () => {
  it.each([
    ['park', 'Canton Square'],
    ['parks in Canton', 'Canton Square'],
    ['park near Canton', 'Canton Square'],
  ])('%s: %s', (location, name) => {
    expect(nameOf(g.forward({ location, near: { lat: 39.281, lng: -76.573 } }))).toBe(name);
  });

  it('a name with the word is that name: a park, a street', () => {
    expect(nameOf(g.forward({ location: 'Patterson Park' }))).toBe('Patterson Park');
    expect(g.forward({ location: 'Park Avenue' })?.street).toBe('Park Avenue');
  });
});

describe('a kind by the words of its OSM value, where the region has that kind', () => {
  it.each([
    ['ice cream near Patterson Park', "Rita's"],
    ['ice cream in Canton', 'Cold Stone'],
    ['hairdresser', 'Grapevine'],
    ['hairdressers in Canton', 'Grapevine'],
    ['car wash', 'Car wash'],
    ['car washes', 'Car wash'],
  ])('%s: %s', (location, name) => {
    expect(nameOf(g.forward({ location, near: { lat: 39.281, lng: -76.573 } }))).toBe(name);
  });

  it('search-ahead lists them too', () => {
    expect(g.suggest('ice cream near Patterson Park', { near: { lat: 39.281, lng: -76.573 } })[0]?.name).toBe("Rita's");
  });

  it('a kind the region has none of is no category: dentist', () => {
    expect(g.forward({ location: 'dentist' })).toBeNull();
  });
});

describe('a word that starts a name and ends another', () => {
  it('the more important thing first, as Nominatim ranks names holding the word', () => {
    expect(nameOf(g.forward({ location: 'Kunsthalle' }))).toBe('Kunsthalle Harbour');
    expect(nameOf(g.forward({ location: 'Bistro im Kunsthalle' }))).toBe('Bistro im Kunsthalle');
  });
});

describe('a kind by its label', () => {
  it('"tourist information" (tourism=information)', () => {
    expect(g.forward({ location: 'tourist information' })?.displayName).toMatch(/^Tourist information/);
  });
});

describe('branches of a chain whose lines read alike', () => {
  it('are both listed, told apart by their street, not merged as pieces of one', () => {
    const lines = g.suggest('Bean Cafe').map((x) => x.displayString).filter((l) => l.startsWith('Bean Cafe'));
    expect(lines).toHaveLength(2);
    expect(new Set(lines).size).toBe(2);
  });
});
