// Addresses written the French way, found on OSRM's Monaco extract (issue 30, thirteenth pass, `.cache/p13-fr.ts`):
// - "6, Quai Antoine 1er, Monaco", "118, Avenue du 3 Septembre": the number in a part of its own before a street
//   whose name holds digits was not joined to it (72 of 78 written so);
// - "17 BOULEVARD DE SUISSE": "Suisse" was peeled off as Switzerland (and "DE" then read as Delaware), though the
//   street is named so whole;
// - "… 98020 Monaco, FR": a municipality without its country's boundary took the country of the gazetteer city
//   nearest the first point asked in it (Beausoleil, France); it is first the gazetteer's city of its own name.
// Hand-drawn: Monaco and Beausoleil by municipal boundaries only, a street of each.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Geocoder } from './index.ts';
import { area, box, fixtureGeocoder, way } from './fixtures.test-util.ts';

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder(
    'Monaco',
    [
      way('way/1', 'Rue du Marché', [[7.4255, 43.7427], [7.4268, 43.743]]),
      way('way/2', 'Quai Antoine 1er', [[7.4245, 43.7322], [7.4265, 43.7335]]),
      way('way/3', 'Boulevard de Suisse', [[7.4215, 43.7378], [7.4228, 43.7386]]),
      way('way/4', 'Avenue du 3 Septembre', [[7.4195, 43.7348], [7.421, 43.7352]]),
    ],
    {
      admin: [area(10, 8, 'Beausoleil', box(7.415, 43.7405, 7.44, 43.76)), area(11, 8, 'Monaco', box(7.405, 43.72, 7.44, 43.7405))],
      addresses: [
        { id: 'node/1', lat: 43.7329, lng: 7.4257, housenumber: '6', street: 'Quai Antoine 1er', postcode: '98000', city: 'Monaco' },
        { id: 'node/2', lat: 43.7382, lng: 7.4221, housenumber: '17', street: 'Boulevard de Suisse', postcode: '98000', city: 'Monaco' },
        { id: 'node/3', lat: 43.735, lng: 7.4203, housenumber: '118', street: 'Avenue du 3 Septembre', postcode: '98000', city: 'Monaco' },
      ],
    },
  );
});

describe('the number in a part of its own, before a street whose name holds digits', () => {
  it.each([['6, Quai Antoine 1er, Monaco'], ['118, Avenue du 3 Septembre']])('%s: the house', (location) => {
    expect(g.forward({ location })?.geocodeQualityCode).toMatch(/^P1/);
  });
});

describe("a street named after a country", () => {
  it.each([['17 BOULEVARD DE SUISSE'], ['17 Boulevard de Suisse'], ['Boulevard de Suisse 17']])('%s: the house, not Switzerland or Delaware', (location) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^P1/);
    expect(r?.street).toBe('17 Boulevard de Suisse');
  });
});

describe('a municipality without its country boundary', () => {
  it('is in the country of the gazetteer city of its name, whatever was asked in it first', () => {
    // First a house of Monaco nearer Beausoleil's gazetteer point (France) than Monaco's.
    expect(g.forward({ location: '17 Boulevard de Suisse' })?.adminArea1).toBe('MC');
    expect(g.forward({ location: '6 Quai Antoine 1er' })?.adminArea1).toBe('MC');
    expect(g.forward({ location: 'Rue du Marché, Beausoleil' })?.adminArea1).toBe('FR');
  });
});
