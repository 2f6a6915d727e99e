// A kind of food or a park asked for near a place: "pizza in Canton" (names hold the word more often than the data
// tags a cuisine: "Ledo Pizza", "Johnny Rad's Pizzeria"), "pizza Canton", "park" alone. Hand-drawn: a harbour
// city's corner at Baltimore's spot without boundaries.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures, Poi } from '../pack/map-features.ts';
import type { LngLat, RoadWay, SourceInfo } from '../pack/ways.ts';
import { loadGazetteer } from './gazetteer-node.ts';
import { Geocoder } from './index.ts';

const way = (id: string, name: string, coords: LngLat[]): RoadWay => ({ id, tags: { highway: 'residential', name }, coords, area: false });
const poi = (id: number, lat: number, lng: number, kind: string, name: string): Poi => ({ id: `node/${id}`, lat, lng, kind, names: [name] });

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
  g = Geocoder.fromWays(ways, { region: 'Harbour', source: 'hand-drawn fixture', timestamp: null } satisfies SourceInfo, loadGazetteer(), harbour);
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
