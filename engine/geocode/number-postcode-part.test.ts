// "Via Gaeta, 23 00185 Roma" (the number, then the postcode and town, in one part after the street) answered nothing
// on Valhalla's via_montebello extract, and "Grosssteg, 1051, 9497 Triesenberg" (a hamlet's name that is also a
// street's, then the number in a part of its own) the hamlet's centre on Liechtenstein's (issue 30, thirteenth pass).
// Now a part that is a house number, then a postcode the data has, is split in two, and the number joins the street
// before it; a number in a part of its own joins a place's name too where a street of that name has the number.
// Hand-drawn: Via Gaeta with a house, a hamlet Grosssteg whose street Grosssteg has house 1051.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Geocoder } from './index.ts';
import { fixtureGeocoder, way } from './fixtures.test-util.ts';

let roma: Geocoder;
let li: Geocoder;
beforeAll(() => {
  roma = fixtureGeocoder('Roma', [way('way/1', 'Via Gaeta', [[12.5004, 41.9042], [12.5008, 41.9052]])], {
    addresses: [{ id: 'node/1', lat: 41.9047, lng: 12.5006, housenumber: '23', street: 'Via Gaeta', postcode: '00185', city: 'Roma' }],
  });
  li = fixtureGeocoder('Liechtenstein', [way('way/1', 'Grosssteg', [[9.571, 47.118], [9.574, 47.119]])], {
    places: [
      { id: 'node/1', lat: 47.1186, lng: 9.5434, kind: 'village', names: ['Triesenberg'] },
      { id: 'node/2', lat: 47.1148, lng: 9.5733, kind: 'hamlet', names: ['Grosssteg'] },
    ],
    addresses: [{ id: 'node/3', lat: 47.1185, lng: 9.572, housenumber: '1051', street: 'Grosssteg', postcode: '9497', city: 'Triesenberg' }],
  });
});

describe('a house number and a postcode in one part after the street', () => {
  it.each([['Via Gaeta, 23 00185 Roma'], ['Via Gaeta, 23 00185']])('%s: the house, the postcode read', (location) => {
    expect(roma.forward({ location })?.geocodeQualityCode).toMatch(/^P1..A$/);
  });
});

describe("a number in a part of its own after a place's name that is also a street's", () => {
  it.each([['Grosssteg, 1051, 9497 Triesenberg'], ['Grosssteg, 1051 9497 Triesenberg']])('%s: the house', (location) => {
    const r = li.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^P1/);
    expect(r?.lat).toBeCloseTo(47.1185, 3);
  });

  it('Triesenberg, 1051: the village (no street Triesenberg has it)', () => {
    expect(li.forward({ location: 'Triesenberg, 1051' })?.geocodeQualityCode).not.toMatch(/^P1/);
  });
});
