import { describe, expect, it } from 'vitest';
import { Gazetteer, type GazetteerData } from './gazetteer.ts';
import { readGazetteerData } from './gazetteer-node.ts';
import { placeKey } from './normalize.ts';

function data(cities: { name: string; country: string; population: number; lng: number; lat: number }[]): GazetteerData {
  return {
    cities: {
      names: cities.map((c) => c.name),
      country: cities.map((c) => c.country),
      admin1: cities.map(() => ''),
      population: Uint32Array.from(cities, (c) => c.population),
      lng: Float64Array.from(cities, (c) => c.lng),
      lat: Float64Array.from(cities, (c) => c.lat),
      section: new Uint8Array(cities.length),
    },
    zips: { codes: [], city: [], state: [], lng: new Float64Array(0), lat: new Float64Array(0) },
    states: [],
    countries: [],
    admin1Names: {},
  };
}

const CITIES = [
  { name: 'Borås', country: 'SE', population: 70_000, lng: 12.94, lat: 57.72 },
  { name: 'Göteborg', country: 'SE', population: 570_000, lng: 11.97, lat: 57.71 },
  { name: 'Paris', country: 'US', population: 25_000, lng: -95.55, lat: 33.66 },
  { name: 'Paris', country: 'FR', population: 2_100_000, lng: 2.35, lat: 48.86 },
  { name: 'Paris Hill', country: 'US', population: 500, lng: -70.5, lat: 44.25 },
];

describe('Gazetteer', () => {
  it('finds cities by name, most populous first, and by prefix in key order, with no index built', () => {
    const gaz = new Gazetteer(data(CITIES));
    expect(gaz.citiesNamed('paris').map((i) => gaz.data.cities.country.at(i))).toEqual(['FR', 'US']);
    expect(gaz.citiesNamed('paris', 'US').map((i) => gaz.data.cities.country.at(i))).toEqual(['US']);
    expect(gaz.citiesNamed('pari')).toEqual([]);
    expect([...gaz.citiesWithPrefix('paris ')].map((i) => gaz.data.cities.names.at(i))).toEqual(['Paris Hill']);
    expect([...gaz.citiesWithPrefix('go')].map((i) => gaz.data.cities.names.at(i))).toEqual(['Göteborg']);
    expect(gaz.nearestCity(57.7, 11.9)?.index).toBe(1);
    expect(gaz.fuzzyCity('goteborj')?.index).toBe(1);
  });

  // Names are folded as read, so the order is checked where every name is folded: the first misspelt city.
  it('refuses cities that are not in the order of their names (a pack built by other code)', () => {
    expect(() => new Gazetteer(data([CITIES[1]!, CITIES[0]!])).fuzzyCity('goteborj')).toThrow('not in the order of their names');
  });

  it('reads the world gazetteer in key order', () => {
    const { names } = readGazetteerData().cities;
    expect(names.length).toBeGreaterThan(100_000);
    const keys = Array.from({ length: names.length }, (_, i) => placeKey(names.at(i)!));
    expect(keys.every((k, i) => i === 0 || keys[i - 1]! <= k)).toBe(true);
  });
});
