// A kind's note says the place as it was typed, not as it was folded for matching ("No railway station in nendeln
// gamprin" said the thirteenth pass; "No cinema in mals" for "Kino Mäls"); the name of a kind's point found a
// spelling away too ('No river named "samena"').
// Hand-drawn: two municipalities by their boundaries, a village (Nendeln) in the first with its station, a hamlet
// with an umlaut (Mäls) in the second, a cinema in the first, a river.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { area, box, fixtureGeocoder, poi, way } from './fixtures.test-util.ts';

const drawn: Partial<MapFeatures> = {
  places: [
    { id: 'node/1', lat: 47.1975, lng: 9.545, kind: 'village', names: ['Eschen'] },
    { id: 'node/2', lat: 47.2, lng: 9.543, kind: 'village', names: ['Nendeln'] },
    { id: 'node/3', lat: 47.2165, lng: 9.51, kind: 'village', names: ['Gamprin'] },
    { id: 'node/4', lat: 47.22, lng: 9.515, kind: 'hamlet', names: ['Mäls'] },
  ],
  admin: [area(30, 8, 'Eschen', box(9.52, 47.18, 9.56, 47.205)), area(31, 8, 'Gamprin', box(9.49, 47.205, 9.53, 47.23))],
  pois: [
    poi(20, 47.2003, 9.5417, 'railway=station', 'Nendeln'),
    poi(21, 47.1985, 9.5441, 'amenity=cinema', 'Filmtheater'),
    poi(22, 47.19, 9.53, 'waterway=river', 'Samina'),
  ],
};

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Liechtenstein', [way('way/1', 'Churer Strasse', [[9.542, 47.1995], [9.545, 47.2005]])], drawn);
});

describe("a kind's note says the place as typed", () => {
  it.each([
    ['Bahnhof Nendeln, Gamprin', 'No railway station in Nendeln, Gamprin: the nearest'],
    ['Bahnhof Nendeln Gamprin', 'No railway station in Nendeln Gamprin: the nearest'],
    ['Kino Mäls', 'No cinema in Mäls: the nearest'],
    ['Kino in Gamprin', 'No cinema in Gamprin: the nearest'],
    ['KINO IN GAMPRIN', 'No cinema in GAMPRIN: the nearest'],
  ])('%s: %s', (location, note) => {
    expect(g.forward({ location })?.note).toBe(note);
  });

  it('a name a spelling away', () => {
    expect(g.forward({ location: 'Samena river' })?.note).toBe('No river named "Samena": nearest spelling');
  });
});
