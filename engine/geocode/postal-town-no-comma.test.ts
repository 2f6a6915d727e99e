// "Berkley Street 5011 Harrisburg" (issue 30, sixteenth pass, `.cache/h69-typo.ts`): a street whose houses' addr:city
// is the postal town (Harrisburg) while the street lies in another place (Colonial Park), its number after it and the
// town without a comma: the geocoder answered the street (B1, in Colonial Park) with no word of its number, where
// "Berkley Street 5011, Harrisburg" and "5011 Berkley Street Harrisburg" answer the house (Harrisburg's extract: 34 of
// 100 right so, 100 now). The line read as with the comma, where that is the house in the town typed. Hand-drawn.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Geocoder } from './index.ts';
import { area, box, fixtureGeocoder, way } from './fixtures.test-util.ts';

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Pennsylvania', [way('way/1', 'Berkley Street', [[-76.82, 40.3], [-76.818, 40.302]]), way('way/2', 'Market Street', [[-76.88, 40.26], [-76.878, 40.262]])], {
    places: [
      { id: 'node/1', lat: 40.301, lng: -76.819, kind: 'village', names: ['Colonial Park'] },
      { id: 'node/2', lat: 40.261, lng: -76.879, kind: 'city', names: ['Harrisburg'] },
    ],
    admin: [area(1, 4, 'Pennsylvania', box(-77.2, 40.0, -76.5, 40.6)), area(2, 8, 'Colonial Park', box(-76.84, 40.28, -76.8, 40.32)), area(3, 8, 'Harrisburg', box(-76.9, 40.24, -76.86, 40.28))],
    addresses: [
      { id: 'node/10', lat: 40.3011, lng: -76.8189, housenumber: '5011', street: 'Berkley Street', postcode: '17109', city: 'Harrisburg' },
      { id: 'node/11', lat: 40.3013, lng: -76.8186, housenumber: '5013', street: 'Berkley Street', postcode: '17109', city: 'Harrisburg' },
    ],
  });
});

describe('a street of the postal town, its number after it, the town without a comma', () => {
  it.each([['Berkley Street 5011 Harrisburg'], ['Berkley Street 5011 harrisburg'], ['Berkley Street 5011, Harrisburg'], ['5011 Berkley Street Harrisburg']])('%s: the house', (location) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^P1/);
    expect(r?.displayName).toMatch(/5011/);
  });
});
