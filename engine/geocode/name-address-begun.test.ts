// Search-ahead, a name and its address on the way ("Adler Apotheke, Obere La", "Tzemach Tzedek, 2120 East Fair"):
// the point of interest so named whose own address the typed words begin, first. It listed nothing, or the address's
// streets alone, until the address was whole and found at a house. Of two of the name, the one at the address begun.
// Hand-drawn: two pharmacies of one name in Krems, a synagogue of Baltimore, their tagged addresses.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { fixtureGeocoder, poi, way } from './fixtures.test-util.ts';

const krems: Partial<MapFeatures> = {
  places: [{ id: 'node/1', lat: 48.41, lng: 15.6, kind: 'town', names: ['Krems an der Donau'] }],
  pois: [
    { ...poi(1, 48.4098, 15.6053, 'amenity=pharmacy', 'Adler Apotheke'), address: { housenumber: '5', street: 'Obere Landstraße' } },
    { ...poi(2, 48.4062, 15.6122, 'amenity=pharmacy', 'Adler Apotheke'), address: { housenumber: '3', street: 'Hauptplatz' } },
  ],
};
const baltimore: Partial<MapFeatures> = {
  places: [{ id: 'node/1', lat: 39.29, lng: -76.61, kind: 'city', names: ['Baltimore'] }],
  pois: [{ ...poi(11, 39.29305, -76.58664, 'amenity=place_of_worship', 'Tzemach Tzedek'), address: { housenumber: '2120', street: 'East Fairmount Avenue' } }],
};

let k: Geocoder;
let b: Geocoder;
beforeAll(() => {
  k = fixtureGeocoder('Krems', [way('way/1', 'Obere Landstraße', [[15.604, 48.4095], [15.607, 48.41]]), way('way/2', 'Hauptplatz', [[15.611, 48.406], [15.613, 48.4064]])], krems);
  b = fixtureGeocoder('Baltimore', [way('way/1', 'East Fairmount Avenue', [[-76.59, 39.293], [-76.58, 39.2932]])], baltimore);
});

describe('search-ahead: a name, then its address half-typed', () => {
  it.each([
    ['Adler Apotheke, Obere La', 48.4098],
    ['Adler Apotheke, Obere Landstraße 5', 48.4098],
    ['adler apotheke, haupt', 48.4062],
    ['Adler Apotheke, Hauptplatz 3', 48.4062],
  ])('%s: the pharmacy at that address, first', (q, lat) => {
    const first = k.suggest(q, { limit: 5 })[0];
    expect(first?.name).toBe('Adler Apotheke');
    expect(first?.lat).toBeCloseTo(lat, 4);
  });

  it.each([['Tzemach Tzedek, 2120 East Fair'], ['Tzemach Tzedek, 2120 E Fairm'], ['Tzemach Tzedek, 2120 Ea']])('%s: the synagogue, first', (q) => {
    expect(b.suggest(q, { limit: 5 })[0]?.name).toBe('Tzemach Tzedek');
  });
});
