// The world gazetteer read back from a pack's sections: each array parsed when first read, the cities' names
// one at a time, every value as written, whatever characters the names hold.
import { describe, expect, it } from 'vitest';
import { readPack, writePack, type PackInfo } from '../pack/container.ts';
import type { GazetteerData, StringList } from './gazetteer.ts';
import { readGazetteerData } from './gazetteer-node.ts';
import { gazetteerDataFromPack, gazetteerSections } from './gazetteer-sections.ts';

const INFO: PackInfo = { name: 'Gazetteer', bounds: { minLat: 0, minLng: 0, maxLat: 1, maxLng: 1 }, center: { lat: 0, lng: 0 }, source: 'made up', timestamp: null, attribution: '', builtAt: '2026-01-01T00:00:00Z', stats: {} };

// Names that would break a reader splitting the text naively: quotes, commas, brackets, backslashes, empty.
const NAMES = ['', 'A "quoted", town', '","', '"]', 'Back\\slash\\', 'Line\nbreak', 'Göteborg', 'Ελλάδα', '[x]', '\\","\\'];

function data(names: string[]): GazetteerData {
  return {
    cities: {
      names,
      country: names.map((_, i) => (i % 2 ? 'SE' : 'LI')),
      admin1: names.map((_, i) => `${i}","x`),
      population: Uint32Array.from(names, (_, i) => i * 1000),
      lng: Float64Array.from(names, (_, i) => i / 3),
      lat: Float64Array.from(names, (_, i) => -i / 7),
      section: Uint8Array.from(names, (_, i) => i % 2),
    },
    zips: { codes: ['94105', '9490'], city: ['San "Fran"', 'Vaduz'], state: ['CA', ''], lng: Float64Array.of(-122.4, 9.5), lat: Float64Array.of(37.8, 47.1) },
    states: [{ code: 'CA', name: 'California', lng: -120, lat: 37 }],
    countries: [{ code: 'LI', alpha3: 'LIE', name: 'Liechtenstein', aliases: ['"names":[', '},"zips":{"codes":'], lng: 9.5, lat: 47.1 }],
    admin1Names: { 'LI.01': 'Balzers', 'SE.28': 'Västra Götaland' },
  };
}

const roundTrip = (d: GazetteerData): GazetteerData => gazetteerDataFromPack(readPack(writePack(INFO, gazetteerSections(d)).buffer as ArrayBuffer));

const all = (list: StringList) => Array.from({ length: list.length }, (_, i) => list.at(i));
const plain = ({ cities, zips, states, countries, admin1Names }: GazetteerData) => ({
  cities: { ...cities, names: all(cities.names), country: all(cities.country), admin1: all(cities.admin1) },
  zips: { ...zips, codes: zips.codes, city: zips.city, state: zips.state },
  states,
  countries,
  admin1Names,
});

describe('the gazetteer sections', () => {
  it('reads back every value as written, names with quotes, commas, brackets and backslashes included', () => {
    const written = data(NAMES);
    const read = roundTrip(written);
    expect(plain(read)).toEqual(plain(written));
    expect(read.cities.names.at(-1)).toBeUndefined();
    expect(read.cities.names.at(NAMES.length)).toBeUndefined();
  });

  // The first name read differently, -1 if none: a plain loop, as a deep comparison of 140,000 is slow.
  it("reads back the world's 140,000 cities as a device pack carries them", () => {
    const world = readGazetteerData();
    const read = roundTrip(world);
    for (const key of ['names', 'country', 'admin1'] as const) {
      const [a, b] = [world.cities[key], read.cities[key]];
      expect(b.length).toBe(a.length);
      expect(all(a).findIndex((s, i) => s !== b.at(i))).toBe(-1);
    }
    expect(JSON.stringify(read.zips)).toBe(JSON.stringify(world.zips));
    expect(read.states).toEqual(world.states);
    expect(read.countries).toEqual(world.countries);
    expect(read.admin1Names).toEqual(world.admin1Names);
  }, 120_000);

  it('reads back a gazetteer of one city and of none', () => {
    expect(plain(roundTrip(data(['Vaduz'])))).toEqual(plain(data(['Vaduz'])));
    expect(plain(roundTrip(data([])))).toEqual(plain(data([])));
  });

  it('refuses names that do not match the cities (a damaged pack) rather than misread them', () => {
    const sections = gazetteerSections(data(NAMES));
    sections['gazetteer.city.population'] = new Uint32Array(NAMES.length + 1);
    const read = gazetteerDataFromPack(readPack(writePack(INFO, sections).buffer as ArrayBuffer));
    expect(() => read.cities.names.at(0)).toThrow('damaged');
  });
});
