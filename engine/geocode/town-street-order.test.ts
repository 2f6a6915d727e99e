// A street typed with its town, as Nominatim finds it on Liechtenstein's data where we did not (eleventh pass,
// `.cache/g9-streets.ts` over liechtenstein-2021-01: "town, street" 807 -> 864 of 869):
// - "Schellenberg, Loch", "Vaduz, Städtle": the bus stop named "Schellenberg Loch" (Nominatim reads no name across
//   a comma); "Triesen, Blumenau", "Gamprin, Aspen": the world's Blumenau, Brazil, and Aspen, Colorado;
// - "Obere Au, Gamprin", "Obere Au Gamprin": "au" read as a linking word ("Obere" near Gamprin: Oberbendern);
// - "Josef Rheinberger Strasse Vaduz": Vaduz, the street read as a town (an address of the data has it as addr:city).
// Hand-drawn: two towns of the region, their streets, a bus stop and a building named after them.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { area, box, fixtureGeocoder, poi, way } from './fixtures.test-util.ts';

const drawn: Partial<MapFeatures> = {
  places: [
    { id: 'node/1', lat: 47.23, lng: 9.54, kind: 'village', names: ['Schellenberg'] },
    { id: 'node/2', lat: 47.107, lng: 9.527, kind: 'village', names: ['Triesen'] },
    { id: 'node/3', lat: 47.212, lng: 9.505, kind: 'village', names: ['Gamprin'] },
    { id: 'node/4', lat: 47.141, lng: 9.521, kind: 'town', names: ['Vaduz'] },
    // A part of a town, and a shopping centre named after it.
    { id: 'node/5', lat: 47.1425, lng: 9.5225, kind: 'neighbourhood', names: ['Harbor East'] },
  ],
  addresses: [
    { id: 'node/10', lat: 47.2287, lng: 9.535, housenumber: '3', street: 'Loch', postcode: '9488', city: 'Schellenberg' },
    { id: 'node/11', lat: 47.1106, lng: 9.5204, housenumber: '8', street: 'Blumenau', postcode: '9495', city: 'Triesen' },
    { id: 'node/12', lat: 47.2107, lng: 9.5018, housenumber: '4', street: 'Obere Au', postcode: '9487', city: 'Gamprin' },
    { id: 'node/13', lat: 47.1476, lng: 9.5186, housenumber: '5', street: 'Josef Rheinberger Strasse', postcode: '9490', city: 'Vaduz' },
    // A slip of the data: the street as the town.
    { id: 'node/14', lat: 47.1478, lng: 9.5187, housenumber: '7', street: 'Rheinbergerweg', city: 'Josef Rheinberger Strasse' },
  ],
  admin: [
    area(30, 8, 'Schellenberg', box(9.52, 47.22, 9.56, 47.24)),
    area(31, 8, 'Triesen', box(9.50, 47.09, 9.55, 47.12)),
    area(32, 8, 'Gamprin', box(9.49, 47.20, 9.515, 47.219)),
    area(33, 8, 'Vaduz', box(9.50, 47.125, 9.55, 47.16)),
  ],
  pois: [
    poi(20, 47.2301, 9.5401, 'highway=bus_stop', 'Schellenberg Loch'),
    poi(21, 47.2124, 9.5049, 'amenity=townhall', 'Oberbendern'),
    poi(22, 47.1426, 9.5226, 'shop=mall', 'Harbor East'),
  ],
};

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Liechtenstein', [
    way('way/1', 'Loch', [[9.534, 47.2285], [9.536, 47.2289]]),
    way('way/2', 'Blumenau', [[9.5195, 47.1104], [9.5212, 47.1108]]),
    way('way/3', 'Obere Au', [[9.501, 47.2105], [9.5026, 47.2109]]),
    way('way/4', 'Josef Rheinberger Strasse', [[9.5178, 47.1474], [9.5194, 47.148]]),
    way('way/5', 'Aspen', [[9.5046, 47.2125], [9.5058, 47.2129]]),
    way('way/6', 'President Street', [[9.5215, 47.1427], [9.5235, 47.1429]]),
  ], drawn);
});

describe('a town of the region, then one of its streets', () => {
  it.each([
    ['Schellenberg, Loch', 'Loch'],
    ['Triesen, Blumenau', 'Blumenau'],
    ['Gamprin, Aspen', 'Aspen'],
    ['Gamprin, Obere Au', 'Obere Au'],
  ])('%s: the street there', (location, street) => {
    const r = g.forward({ location });
    expect(r?.street).toBe(street);
    expect(r?.geocodeQualityCode).toMatch(/^B1.A/);
  });

  it('a part of a town first is no town: the shopping centre named so by the street', () => {
    expect(g.forward({ location: 'Harbor East, President Street' })?.displayName).toMatch(/^Harbor East,/);
  });

  it('the bus stop is still found by its whole name', () => {
    expect(g.forward({ location: 'Schellenberg Loch' })?.displayName).toMatch(/^Schellenberg Loch,/);
  });
});

describe('a street holding a linking word, then its town', () => {
  it.each([['Obere Au, Gamprin'], ['Obere Au Gamprin'], ['obere au gamprin']])('%s: the street', (location) => {
    const r = g.forward({ location });
    expect(r?.street).toBe('Obere Au');
    expect(r?.geocodeQualityCode).toMatch(/^B1.A/);
  });
});

describe('a street, then its town, where an address names the street as a town', () => {
  it.each([['Josef Rheinberger Strasse Vaduz'], ['Josef Rheinberger Strasse, Vaduz']])('%s: the street', (location) => {
    const r = g.forward({ location });
    expect(r?.street).toBe('Josef Rheinberger Strasse');
    expect(r?.geocodeQualityCode).toMatch(/^B1.A/);
  });
});
