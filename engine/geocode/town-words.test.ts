// A town named with more than three words, typed without a comma after its street: "Hafenstraße 77 Krems an der
// Donau", "Carrer Major 3 Sant Julià de Lòria", "Via Roma 5 San Giovanni in Persiceto" (the line was read as a
// street named so and answered nothing). A town first, then one of its streets, where a building is named after the
// town ("Encamp, Avinguda de Joan Martí": the building, read as a name by a street). Hand-drawn: the towns as places,
// a street and a house in each.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { fixtureGeocoder, poi, way } from './fixtures.test-util.ts';

const drawn: Partial<MapFeatures> = {
  places: [
    { id: 'node/1', lat: 48.41, lng: 15.6, kind: 'town', names: ['Krems an der Donau'] },
    { id: 'node/2', lat: 42.4636, lng: 1.4913, kind: 'town', names: ['Sant Julià de Lòria'] },
    { id: 'node/3', lat: 44.6383, lng: 11.185, kind: 'town', names: ['San Giovanni in Persiceto'] },
    { id: 'node/4', lat: 42.53597, lng: 1.58367, kind: 'town', names: ['Encamp'] },
  ],
  // A building named after its town, 500 m from the street.
  pois: [poi(20, 42.53592, 1.58366, 'building=yes', 'Encamp')],
  addresses: [
    { id: 'node/10', lat: 48.4059, lng: 15.6364, housenumber: '77', street: 'Hafenstraße', postcode: '3500', city: 'Krems an der Donau' },
    { id: 'node/11', lat: 42.4642, lng: 1.4907, housenumber: '3', street: 'Carrer Major', postcode: 'AD600', city: 'Sant Julià de Lòria' },
    { id: 'node/12', lat: 44.6390, lng: 11.1845, housenumber: '5', street: 'Via Roma', postcode: '40017', city: 'San Giovanni in Persiceto' },
  ],
};

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Towns', [
    way('way/1', 'Hafenstraße', [[15.632, 48.405], [15.64, 48.4065]]),
    way('way/2', 'Carrer Major', [[1.4900, 42.4638], [1.4915, 42.4646]]),
    way('way/3', 'Via Roma', [[11.1835, 44.6385], [11.1855, 44.6395]]),
    way('way/4', 'Avinguda de Joan Martí', [[1.5765, 42.5325], [1.5795, 42.5335]]),
  ], drawn);
});

describe('a town of four words after its street, without a comma', () => {
  it.each([
    ['Hafenstraße 77 Krems an der Donau', '77'],
    ['Hafenstraße 77 3500 Krems an der Donau', '77'],
    ['hafenstrasse 77 krems an der donau', '77'],
    ['Carrer Major 3 Sant Julià de Lòria', '3'],
    ['Via Roma 5 San Giovanni in Persiceto', '5'],
  ])('%s: the house', (location, number) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^P1AA/);
    expect(r?.street).toContain(number);
  });

  it('a street and the town: the street, in it', () => {
    const r = g.forward({ location: 'Hafenstraße Krems an der Donau' });
    expect(r?.street).toBe('Hafenstraße');
    expect(r?.geocodeQualityCode).toMatch(/^B1AA/);
  });

  it('search-ahead lists the house, and the street, first', () => {
    expect(g.suggest('Hafenstraße 77 Krems an der Donau', { limit: 3 })[0]?.displayString).toMatch(/^Hafenstraße 77,/);
    expect(g.suggest('Carrer Major Sant Julià de Lòria', { limit: 3 })[0]?.name).toBe('Carrer Major');
  });
});

describe('a town first, then one of its streets, a building being named after the town', () => {
  it.each([['Encamp, Avinguda de Joan Martí'], ['encamp, avinguda de joan marti'], ['Avinguda de Joan Martí, Encamp']])('%s: the street, in the town', (location) => {
    const r = g.forward({ location });
    expect(r?.street).toBe('Avinguda de Joan Martí');
    expect(r?.geocodeQualityCode).toMatch(/^B1AA/);
  });

  it('the town alone is still the town', () => {
    expect(g.forward({ location: 'Encamp' })?.geocodeQualityCode).toMatch(/^A5/);
  });
});
