// Italian addresses whose number stands in a part of its own with a letter after a slash or dash, and a region
// after the town (eleventh pass, on Rome's extract): "Via dei Fornari, 119/a, Roma" answered Rome's centre ("119/a"
// read as a street), "Via del Corso 12-bis" the street (12bis tagged), "Via del Corso 288 Roma, Lazio" nothing (Lazio
// read as the town). Hand-drawn: the middle of Rome.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { fixtureGeocoder, way } from './fixtures.test-util.ts';

const house = (id: number, lat: number, lng: number, housenumber: string, street: string, postcode: string) => ({ id: `node/${id}`, lat, lng, housenumber, street, postcode, city: 'Roma' });

const drawn: Partial<MapFeatures> = {
  places: [{ id: 'node/9', lat: 41.8933, lng: 12.4829, kind: 'city', names: ['Roma'] }],
  addresses: [
    house(1, 41.897052, 12.482163, '288', 'Via del Corso', '00186'),
    house(2, 41.896717, 12.4836285, '119/A', 'Via dei Fornari', '00187'),
    house(3, 41.8971, 12.4822, '12bis', 'Via del Corso', '00186'),
  ],
};

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Roma', [
    way('way/1', 'Via del Corso', [[12.4813, 41.8988], [12.4823, 41.897]]),
    way('way/2', 'Via dei Fornari', [[12.4832, 41.8966], [12.484, 41.8968]]),
  ], drawn);
});

describe('a number with its letter in a part of its own', () => {
  it.each([
    ['Via dei Fornari, 119/a, Roma', 41.896717],
    ['Via dei Fornari, 119/A', 41.896717],
    ['Via dei Fornari, 119-A, 00187 Roma', 41.896717],
    ['Via del Corso, 12-bis, Roma', 41.8971],
    ['Via del Corso, 12 bis, Roma', 41.8971],
    ['Via del Corso 12-bis', 41.8971],
    ['Via del Corso 12/bis, Roma', 41.8971],
    ['12-bis Via del Corso', 41.8971],
  ])('%s: the house', (location, lat) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^P1/);
    expect(r?.lat).toBeCloseTo(lat, 5);
  });
});

describe('a region after the town', () => {
  it.each([['Via del Corso 288 Roma, Lazio'], ['Via del Corso 288, Roma, Lazio']])('%s: the house', (location) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^P1AA/);
    expect(r?.lat).toBeCloseTo(41.897052, 5);
  });
});
