// A street of the town before a point of interest named after the town or a kind's word (twelfth pass, GraphHopper's
// north-bayreuth extract, `.cache/g9-streets.ts`):
// - "Zettlitz Bindlach" (a village Zettlitz in the municipality Bindlach, a street of its name): the railway halt
//   "Bindlach", 2 km from the village and so within its extent, read as the halt in Zettlitz ("st town" 170 of 176);
//   Nominatim's name comes first, then its address: the street Zettlitz in Bindlach;
// - "Bindlach, Am Bahnhof": the nearest railway station of Bindlach ("Bahnhof" is a kind's word, read across the
//   comma); Nominatim reads no phrase across a comma: the street Am Bahnhof ("town, st" 175 of 176).
// Hand-drawn: a municipality by its boundary only, a village in it, its streets, the halt.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { area, box, fixtureGeocoder, poi, way } from './fixtures.test-util.ts';

const drawn: Partial<MapFeatures> = {
  places: [{ id: 'node/2', lat: 49.9977, lng: 11.5953, kind: 'village', names: ['Zettlitz'] }],
  addresses: [
    { id: 'node/10', lat: 49.9984, lng: 11.5914, housenumber: '3', street: 'Zettlitz', postcode: '95463', city: 'Bindlach' },
    { id: 'node/11', lat: 49.9826, lng: 11.6029, housenumber: '2', street: 'Am Bahnhof', postcode: '95463', city: 'Bindlach' },
  ],
  admin: [area(30, 8, 'Bindlach', box(11.55, 49.96, 11.64, 50.01))],
  pois: [poi(20, 49.9802, 11.6034, 'railway=halt', 'Bindlach')],
};

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Bindlach', [way('way/1', 'Zettlitz', [[11.589, 49.9982], [11.594, 49.9986]]), way('way/2', 'Am Bahnhof', [[11.6025, 49.9822], [11.6033, 49.9829]])], drawn);
});

describe('a street of the town before a point of interest', () => {
  it.each([['Zettlitz Bindlach'], ['zettlitz bindlach'], ['Zettlitz, Bindlach']])('%s: the street Zettlitz in Bindlach', (location) => {
    const r = g.forward({ location });
    expect(r?.street).toBe('Zettlitz');
    expect(r?.geocodeQualityCode).toMatch(/^B1.A/);
  });

  it.each([['Bindlach, Am Bahnhof'], ['Am Bahnhof, Bindlach']])('%s: the street Am Bahnhof', (location) => {
    const r = g.forward({ location });
    expect(r?.street).toBe('Am Bahnhof');
    expect(r?.geocodeQualityCode).toMatch(/^B1.A/);
  });

  it.each([['Bahnhof Bindlach'], ['Bahnhof in Bindlach'], ['Bahnhof, Bindlach']])('%s: still the station', (location) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^P1/);
    expect(r?.lat).toBeCloseTo(49.9802, 3);
  });
});
