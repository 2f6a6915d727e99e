// A street name the region shares with a neighbouring country's town in the extract's edge: "Rheinstrasse" alone
// answered Buchs's (Switzerland: the Liechtenstein extract holds a strip of it), the biggest of the name, and
// search-ahead listed it first from the region's centre. Now, with no town typed, the region's own country's street
// first, as local-first ranking means; typed with its town ("Rheinstrasse, Buchs") or with the map over it, still the
// neighbour's. Hand-drawn: two countries by their boundaries, a municipality in each, a Rheinstrasse in each (the
// Swiss one a secondary road, the other residential), Vaduz's Städtle, the region's centre between them.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Geocoder } from './index.ts';
import { area, box, fixtureGeocoder, way } from './fixtures.test-util.ts';

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Liechtenstein', [
    way('way/1', 'Rheinstrasse', [[9.49, 47.169], [9.491, 47.172]], 'secondary'),
    way('way/2', 'Rheinstrasse', [[9.512, 47.135], [9.513, 47.137]]),
    way('way/3', 'Städtle', [[9.5215, 47.1385], [9.523, 47.141]]),
  ], {
    admin: [
      area(1, 2, 'Liechtenstein', box(9.5, 47.05, 9.65, 47.25)),
      area(2, 2, 'Schweiz', box(9.4, 47.05, 9.5, 47.25)),
      area(10, 8, 'Vaduz', box(9.5, 47.1, 9.55, 47.15)),
      area(11, 8, 'Buchs', box(9.45, 47.15, 9.5, 47.2)),
    ],
  });
});

const centre = { lat: 47.16, lng: 9.5 };

describe("a street of the region's own country before a neighbour's", () => {
  it('Rheinstrasse alone: Vaduz', () => {
    expect(g.forward({ location: 'Rheinstrasse' })?.adminArea5).toBe('Vaduz');
    expect(g.suggest('Rheinstrasse', { limit: 2, near: centre })[0]?.place?.city).toBe('Vaduz');
  });

  it('with its town typed, or the map over it: Buchs', () => {
    expect(g.forward({ location: 'Rheinstrasse, Buchs' })?.adminArea5).toBe('Buchs');
    const over = { lat: 47.17, lng: 9.4905 };
    expect(g.forward({ location: 'Rheinstrasse', near: over })?.adminArea5).toBe('Buchs');
    expect(g.suggest('Rheinstrasse', { limit: 2, near: over })[0]?.place?.city).toBe('Buchs');
  });
});
