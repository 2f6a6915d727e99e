// Addresses written the Dutch way and the ways around it: a floor after the number ("91-II", "67 3-hoog", "67-2hg"),
// the postcode and town after the number without commas ("Fizeaustraat 10 1097 SC Amsterdam"), a province after
// the town ("…, Amsterdam, Noord-Holland", as also "…, Roma, Lazio"). Hand-drawn: two streets of Amsterdam-Oost.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { way, fixtureGeocoder } from './fixtures.test-util.ts';

const house = (id: number, lat: number, lng: number, housenumber: string, street: string, postcode: string) => ({ id: `node/${id}`, lat, lng, housenumber, street, postcode, city: 'Amsterdam' });

const oost: MapFeatures = {
  addresses: [
    house(1, 52.3428, 4.929, '10', 'Fizeaustraat', '1097SC'),
    house(2, 52.3432, 4.9295, '31', 'Fizeaustraat', '1097SC'),
    house(3, 52.344297, 4.929319, '67', 'Zwaardemakerstraat', '1097SH'),
    house(4, 52.343958, 4.929807, '91-H', 'Zwaardemakerstraat', '1097SH'),
  ],
  pois: [],
  places: [],
  admin: [],
  basemap: [],
};
const ways = [way('way/1', 'Fizeaustraat', [[4.928, 52.3425], [4.93, 52.3435]]), way('way/2', 'Zwaardemakerstraat', [[4.9292, 52.3445], [4.9299, 52.3438]])];

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Amsterdam', ways, oost);
});

describe('a floor after the house number', () => {
  it.each([
    ['Zwaardemakerstraat 91-II', 52.343958],
    ['Zwaardemakerstraat 91 III', 52.343958],
    ['Zwaardemakerstraat 67-2hg', 52.344297],
    ['Zwaardemakerstraat 67 3-hoog', 52.344297],
    ['Zwaardemakerstraat 67 bv', 52.344297],
  ])('%s: at the house, said to be placed so', (location, lat) => {
    const r = g.forward({ location });
    expect(r?.lat).toBe(lat);
    expect(r?.geocodeQualityCode).toMatch(/^(P1|L1)/);
  });
});

describe('postcode and town after the number, no commas', () => {
  it.each([['Fizeaustraat 10 1097SC Amsterdam'], ['Fizeaustraat 10 1097 SC Amsterdam'], ['Fizeaustraat 10 1097 sc amsterdam'], ['1097 SC Amsterdam Fizeaustraat 10']])('%s: the house, postcode agreeing', (location) => {
    const r = g.forward({ location });
    expect(r?.street).toBe('Fizeaustraat 10');
    expect(r?.geocodeQualityCode).toBe('P1AAA');
  });
});

describe('a province after the town', () => {
  it.each([['Fizeaustraat 10, Amsterdam, Noord-Holland'], ['Fizeaustraat 10, 1097 SC Amsterdam, Noord-Holland, Nederland']])('%s: the house in Amsterdam, no doubt', (location) => {
    const r = g.forward({ location });
    expect(r?.street).toBe('Fizeaustraat 10');
    expect(r?.geocodeQualityCode).toMatch(/^P1AA/);
    expect(r?.note).toBeUndefined();
  });
});

describe('search-ahead reads them as forward does', () => {
  it.each([['Fizeaustraat 10 1097 SC Amsterdam'], ['Fizeaustraat 10 1097SC Amsterdam'], ['Fizeaustraat 10, Amsterdam, Noord-Holland']])('%s: the house first', (q) => {
    expect(g.suggest(q)[0]?.displayString).toMatch(/^Fizeaustraat 10,/);
  });

  it('a floor after the number: the house of that number', () => {
    expect(g.suggest('Zwaardemakerstraat 67-II')[0]?.displayString).toMatch(/^Zwaardemakerstraat 67,/);
  });
});

describe('postcodes the ways people type them', () => {
  it.each([['Amsterdam 1097 SC'], ['postcode 1097 SC'], ['Amsterdam, 1097SC']])('%s: the postcode', (location) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^Z1/);
    expect(r?.postalCode).toBe('1097 SC');
  });

  it('the four digits alone are their area (every 1097 xx)', () => {
    const r = g.forward({ location: '1097' });
    expect(r?.geocodeQualityCode).toMatch(/^Z1/);
    expect(r?.postalCode).toBe('1097');
  });
});
