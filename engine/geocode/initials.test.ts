// A given name typed as its initial ("Via C. Battisti" for Via Cesare Battisti, "Carrer F. Carat 3"): the street,
// where one street of the words has a word of that letter there. It answered nothing (Nominatim's variant lists do
// not cover initials either). Two streets of those words and that letter ("Via Carlo Battisti" besides) are no guess.
// Hand-drawn: streets of Rome and Sant Julià de Lòria, a house on one.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { fixtureGeocoder, way } from './fixtures.test-util.ts';

const rome: Partial<MapFeatures> = { places: [{ id: 'node/1', lat: 41.9, lng: 12.5, kind: 'city', names: ['Roma'] }] };
const andorra: Partial<MapFeatures> = {
  places: [{ id: 'node/1', lat: 42.4636, lng: 1.4913, kind: 'town', names: ['Sant Julià de Lòria'] }],
  addresses: [{ id: 'node/10', lat: 42.4651, lng: 1.4921, housenumber: '3', street: 'Carrer Francesc Cairat', postcode: 'AD600', city: 'Sant Julià de Lòria' }],
};

let r: Geocoder;
let a: Geocoder;
beforeAll(() => {
  r = fixtureGeocoder('Roma', [
    way('way/1', 'Via Cesare Battisti', [[12.483, 41.8975], [12.4845, 41.8982]]),
    way('way/2', 'Via Giuseppe Mazzini', [[12.46, 41.915], [12.462, 41.916]]),
    way('way/3', 'Piazza Giuseppe Mazzini', [[12.463, 41.9165], [12.464, 41.917]]),
  ], rome);
  a = fixtureGeocoder('Andorra', [way('way/1', 'Carrer Francesc Cairat', [[1.4915, 42.4648], [1.4927, 42.4654]])], andorra);
});

describe('a given name typed as its initial', () => {
  it.each([['Via C. Battisti'], ['Via C Battisti, Roma'], ['via c. battisti']])('%s: Via Cesare Battisti', (location) => {
    const hit = r.forward({ location });
    expect(hit?.street).toBe('Via Cesare Battisti');
    expect(hit?.geocodeQualityCode).toMatch(/^B1/);
  });

  it('with a house number: the house', () => {
    const hit = a.forward({ location: 'Carrer F. Cairat 3' });
    expect(hit?.geocodeQualityCode).toMatch(/^P1/);
    expect(hit?.lat).toBeCloseTo(42.4651, 4);
  });

  it('search-ahead lists the street', () => {
    expect(r.suggest('Via C. Battisti', { limit: 3 })[0]?.name).toBe('Via Cesare Battisti');
  });

  it('the letter must start the word: "Via G. Battisti" is no street, and "Via G. Mazzini" still the via, not the piazza', () => {
    expect(r.forward({ location: 'Via G. Mazzini' })?.street).toBe('Via Giuseppe Mazzini');
    expect(r.forward({ location: 'Via G. Battisti' })?.street ?? '').not.toBe('Via Cesare Battisti');
  });
});
