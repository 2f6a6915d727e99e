// Search-ahead of words and a town typed whole (issue 30, sixteenth pass, `.cache/h69-cat.ts`): "pizza Schaan" listed
// Vaduz's pizzeria first although Schaan has one, "Vaduz Rathaus" the town Vaduz, "Spielplatz Eschen" Gamprin's
// playground; the geocoder answered the one in the town typed (Enter added another point than the geocoder answers).
// Now the geocoder's point of interest in the town typed (P1, admin A) is listed first. Hand-drawn.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Geocoder } from './index.ts';
import { area, box, fixtureGeocoder, poi, way } from './fixtures.test-util.ts';

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Liechtenstein', [way('way/1', 'Städtle', [[9.5215, 47.1385], [9.523, 47.141]]), way('way/2', 'Zollstrasse', [[9.509, 47.165], [9.511, 47.167]])], {
    places: [
      { id: 'node/1', lat: 47.141, lng: 9.521, kind: 'town', names: ['Vaduz'] },
      { id: 'node/2', lat: 47.166, lng: 9.509, kind: 'village', names: ['Schaan'] },
    ],
    admin: [area(1, 2, 'Liechtenstein', box(9.45, 47.05, 9.65, 47.25)), area(2, 8, 'Vaduz', box(9.5, 47.12, 9.55, 47.155)), area(3, 8, 'Schaan', box(9.5, 47.155, 9.55, 47.2))],
    pois: [
      poi(20, 47.1392, 9.5222, 'amenity=restaurant', 'Azzurro Pizza & Kebap'),
      poi(21, 47.1662, 9.5101, 'amenity=restaurant', 'Pizzeria Toscana'),
      poi(22, 47.1401, 9.5219, 'amenity=townhall', 'Rathaus Vaduz'),
      poi(23, 47.1402, 9.5211, 'leisure=playground', 'Spielplatz'),
      poi(24, 47.1655, 9.5095, 'leisure=playground', 'Spielplatz'),
    ],
  });
});

describe('words and a town typed whole', () => {
  it.each([
    ['pizza Schaan', 'Pizzeria Toscana', 'Schaan'],
    ['pizza in Schaan', 'Pizzeria Toscana', 'Schaan'],
    ['Vaduz Rathaus', 'Rathaus Vaduz', 'Vaduz'],
    ['Spielplatz Schaan', 'Spielplatz', 'Schaan'],
  ])('%s: %s of %s first, as the geocoder answers', (q, name, town) => {
    const first = g.suggest(q, { near: { lat: 47.14, lng: 9.52 } })[0];
    const r = g.forward({ location: q, near: { lat: 47.14, lng: 9.52 } });
    expect(first?.name).toBe(name);
    expect(first?.place?.city).toBe(town);
    expect(r?.lat).toBeCloseTo(first!.lat, 5);
    expect(r?.lng).toBeCloseTo(first!.lng, 5);
  });

  it.each([['pizza Vaduz', 'Azzurro Pizza & Kebap'], ['Städtle Vaduz', 'Städtle']])('%s: unchanged, %s', (q, name) => {
    expect(g.suggest(q, { near: { lat: 47.14, lng: 9.52 } })[0]?.name).toBe(name);
  });
});
