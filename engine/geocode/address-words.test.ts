// Street words as the French and Americans shorten them ("rue St-Martin", "Fbg", "Imp.", "N St Paul St"), and a
// postcode after a street whose number comes first ("41 rue du Temple 75004"). Hand-drawn: a corner of the Marais
// without a boundary, and a Baltimore block.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AddressPoint, MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { matchKey } from './normalize.ts';
import { way, fixtureGeocoder } from './fixtures.test-util.ts';

const house = (street: string, housenumber: string, lat: number, lng: number, postcode: string, city: string): AddressPoint => ({ id: `node/${street}${housenumber}`, lat, lng, housenumber, street, postcode, city });

// Each street runs east from 2.35 E at its own latitude; its house 150 m along.
const STREETS: [string, string, string][] = [
  ['Rue Saint-Martin', '157', '75003'],
  ['Rue Sainte-Croix de la Bretonnerie', '11', '75004'],
  ['Rue du Faubourg du Temple', '2', '75010'],
  ['Impasse Beaubourg', '5', '75003'],
  ['Rue du Temple', '41', '75004'],
];
const latOf = (i: number) => 48.86 + i * 0.001;
const paris: MapFeatures = {
  addresses: STREETS.map(([street, n, postcode], i) => house(street, n, latOf(i) + 0.0001, 2.352, postcode, 'Paris')),
  pois: [],
  places: [],
  admin: [],
  basemap: [],
};
const parisWays = STREETS.map(([street], i) => way(`way/${i}`, street, [[2.35, latOf(i)], [2.354, latOf(i)]]));

const baltimore: MapFeatures = {
  addresses: [
    house('North Saint Paul Street', '100', 39.2912, -76.6131, '21202', 'Baltimore'),
    house('East Fairmount Avenue', '2120', 39.293, -76.5867, '21231', 'Baltimore'),
  ],
  pois: [],
  places: [],
  admin: [],
  basemap: [],
};
const baltimoreWays = [way('way/1', 'North Saint Paul Street', [[-76.6133, 39.29], [-76.6133, 39.293]]), way('way/2', 'East Fairmount Avenue', [[-76.59, 39.2929], [-76.583, 39.2929]])];

let p: Geocoder;
let b: Geocoder;
beforeAll(() => {
  p = fixtureGeocoder('Marais', parisWays, paris);
  b = fixtureGeocoder('Baltimore, Maryland', baltimoreWays, baltimore);
});

describe('the words of a name, shortened', () => {
  it.each([
    ['rue St-Martin', 'Rue Saint-Martin'],
    ['Rue Ste-Croix de la Bretonnerie', 'Rue Sainte-Croix de la Bretonnerie'],
    ['rue du Fbg du Temple', 'Rue du Faubourg du Temple'],
    ['Imp. Beaubourg', 'Impasse Beaubourg'],
    ['N St Paul St', 'North Saint Paul Street'],
  ])('%s is %s', (typed, name) => {
    expect(matchKey(typed)).toBe(matchKey(name));
  });

  it('a last St is Street, a first one Sankt, as before', () => {
    expect(matchKey('Main St')).toBe(matchKey('Main Street'));
    expect(matchKey('St Eriksgatan')).toBe(matchKey('Sankt Eriksgatan'));
  });
});

describe('geocoding and search-ahead', () => {
  it.each([
    ['157 rue St-Martin, Paris', 0],
    ['157 rue St Martin', 0],
    ['11 rue Ste-Croix de la Bretonnerie', 1],
    ['2 rue du Fbg du Temple', 2],
    ['5 imp. Beaubourg', 3],
    ['41 rue du Temple 75004', 4],
    ['41 rue du Temple 75004 Paris', 4],
  ])('%s: the house', (location, i) => {
    const r = p.forward({ location });
    expect(r?.geocodeQualityCode.slice(0, 2)).toBe('P1');
    expect(r?.lat).toBeCloseTo(latOf(i) + 0.0001, 6);
    const [top] = p.suggest(location, { near: { lat: 48.86, lng: 2.35 } });
    expect(top?.type).toBe('address');
    expect(top?.lat).toBeCloseTo(r!.lat, 6);
    expect(top?.lng).toBeCloseTo(r!.lng, 6);
  });

  it.each([
    ['100 N St Paul St', 39.2912],
    ['100 North St. Paul Street, Baltimore, MD', 39.2912],
    ['2120 E Fairmount Ave 21231', 39.293],
  ])('%s: the house', (location, lat) => {
    const r = b.forward({ location });
    expect(r?.geocodeQualityCode.slice(0, 2)).toBe('P1');
    expect(r?.lat).toBe(lat);
  });
});

describe('the town as US addresses write it', () => {
  it.each(['100 N St Paul St, Baltimore City, MD', '100 North Saint Paul Street, Baltimore City'])('%s: Baltimore City is Baltimore, no doubt about the town', (location) => {
    const r = b.forward({ location });
    expect(r?.geocodeQualityCode.slice(0, 4)).toBe('P1AA');
    expect(r?.note).toBeUndefined();
  });

  it('in the town box too', () => {
    expect(b.forward({ street: '100 N St Paul St', city: 'Baltimore City', state: 'MD' })?.geocodeQualityCode.slice(0, 4)).toBe('P1AA');
  });
});

describe('a Dutch postcode typed in lower case', () => {
  // One Amsterdam house, postcode 1097 SC as BAG writes it.
  const amsterdam: MapFeatures = {
    addresses: [house('Fizeaustraat', '10', 52.3428, 4.9291, '1097SC', 'Amsterdam')],
    pois: [],
    places: [],
    admin: [],
    basemap: [],
  };
  let a: Geocoder;
  beforeAll(() => {
    a = fixtureGeocoder('Watergraafsmeer', [way('way/1', 'Fizeaustraat', [[4.928, 52.3427], [4.931, 52.3427]])], amsterdam);
  });

  it.each(['1097 sc', '1097 sc Amsterdam', 'Fizeaustraat 10, 1097 sc Amsterdam', 'Fizeaustraat 10 1097 sc'])('%s: the postcode the region knows', (location) => {
    expect(a.forward({ location })?.geocodeQualityCode).toMatch(/^(Z1|P1)..A$/);
  });

  it('in search-ahead, its area alone', () => {
    expect(a.suggest('1097 sc').map((s) => s.kind)).toEqual(['Postcode']);
  });
});
