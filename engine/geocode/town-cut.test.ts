// A town of more words cut short after its street, or its last word half-typed, without a comma: "Hafenstraße 77
// Krems an der", "Carrer Major 3 Sant Julià", "Hafenstraße 77 Krems an der Don" (the line answered nothing, "…
// Sant Julià de" Delaware, and search-ahead listed nothing from the town's second word until its last was whole).
// Only the street (or house) in the one town so begun: where two towns begin so and both have the street, or the
// town so begun has it not, no guess. Hand-drawn: the towns as places, a street and a house in each.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { fixtureGeocoder, way } from './fixtures.test-util.ts';

const drawn: Partial<MapFeatures> = {
  places: [
    { id: 'node/1', lat: 48.41, lng: 15.6, kind: 'town', names: ['Krems an der Donau'] },
    { id: 'node/2', lat: 42.4636, lng: 1.4913, kind: 'town', names: ['Sant Julià de Lòria'] },
    { id: 'node/3', lat: 42.55, lng: 1.66, kind: 'village', names: ['Sant Joan de Caselles'] },
    { id: 'node/4', lat: 42.545, lng: 1.515, kind: 'village', names: ['La Massana'] },
  ],
  addresses: [
    { id: 'node/10', lat: 48.4059, lng: 15.6364, housenumber: '77', street: 'Hafenstraße', postcode: '3500', city: 'Krems an der Donau' },
    { id: 'node/11', lat: 42.4642, lng: 1.4907, housenumber: '3', street: 'Carrer Major', postcode: 'AD600', city: 'Sant Julià de Lòria' },
    { id: 'node/12', lat: 42.5502, lng: 1.6603, housenumber: '3', street: 'Carrer Major', postcode: 'AD100', city: 'Sant Joan de Caselles' },
    { id: 'node/13', lat: 42.4651, lng: 1.4921, housenumber: '8', street: 'Carrer Francesc Cairat', postcode: 'AD600', city: 'Sant Julià de Lòria' },
  ],
};

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Towns', [
    way('way/1', 'Hafenstraße', [[15.632, 48.405], [15.64, 48.4065]]),
    way('way/2', 'Carrer Major', [[1.4900, 42.4638], [1.4915, 42.4646]]),
    way('way/3', 'Carrer Major', [[1.6595, 42.5498], [1.6610, 42.5506]]),
    way('way/4', 'Carrer Francesc Cairat', [[1.4915, 42.4648], [1.4927, 42.4654]]),
    way('way/5', 'Carretera de Sispony', [[1.5130, 42.5440], [1.5160, 42.5455]]),
  ], drawn);
});

describe('a town of more words cut short, or half-typed, after its street', () => {
  it.each([
    ['Hafenstraße 77 Krems an der', 48.4059],
    ['Hafenstraße 77 Krems an der Don', 48.4059],
    ['Hafenstraße 77 3500 Krems an der', 48.4059],
    ['Carrer Major 3 Sant Julià', 42.4642],
    ['Carrer Major 3 Sant Julià de Lò', 42.4642],
    ['Carrer Francesc Cairat 8 Sant Julià de', 42.4651],
  ])('%s: the house, in the town', (location, lat) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^P1AA/);
    expect(r?.lat).toBeCloseTo(lat, 4);
  });

  it.each([['Carrer Francesc Cairat Sant Julià de', 'Carrer Francesc Cairat'], ['Carretera de Sispony La', 'Carretera de Sispony'], ['Hafenstraße Krems an der', 'Hafenstraße']])('%s: the street, in the town (no US state "DE" or "LA")', (location, street) => {
    const r = g.forward({ location });
    expect(r?.street).toBe(street);
    expect(r?.geocodeQualityCode).toMatch(/^B1AA/);
  });

  it('only in the one town so begun that has the street: two with it, or none, are no guess', () => {
    expect(g.forward({ location: 'Carrer Major 3 Sant Julià' })?.geocodeQualityCode).toMatch(/^P1AA/);
    expect(g.forward({ location: 'Carrer Major 3 Sant' })?.geocodeQualityCode ?? '').not.toMatch(/^P1AA/);
    expect(g.forward({ location: 'Hafenstraße 77 Krems an' })?.geocodeQualityCode).toMatch(/^P1AA/);
    expect(g.forward({ location: 'Hafenstraße 77 Sant Julià' })?.geocodeQualityCode ?? '').not.toMatch(/^P1AA/);
  });

  it.each([
    ['Hafenstraße 77 Krems an', /^Hafenstraße 77,/],
    ['Hafenstraße 77 Krems an der D', /^Hafenstraße 77,/],
    ['Carrer Major 3 Sant Julià de L', /^3 Carrer Major, .*Sant Julià/],
    ['Carrer Francesc Cairat Sant Julià d', /^Carrer Francesc Cairat,/],
  ])('search-ahead %s: the house or street in the town, first', (q, first) => {
    expect(g.suggest(q, { limit: 3 })[0]?.displayString).toMatch(first);
  });
});
