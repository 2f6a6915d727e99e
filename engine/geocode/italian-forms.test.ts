// Addresses written the Italian way: "Via del Corso, 288 - 00186 Roma (RM)" (a dash between parts, the province in
// brackets), "n. 288", "n°288", "civico 288", a flat or stair after the number ("int. 3", "scala B"), "Via di S.
// Eufemia" for Via di Santa Eufemia. Hand-drawn: the middle of Rome without boundaries or a place node.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { way, fixtureGeocoder } from './fixtures.test-util.ts';

const house = (id: number, lat: number, lng: number, housenumber: string, street: string, postcode: string) => ({ id: `node/${id}`, lat, lng, housenumber, street, postcode, city: 'Roma' });

const centro: MapFeatures = {
  addresses: [
    house(1, 41.897052, 12.482163, '288', 'Via del Corso', '00186'),
    house(2, 41.896763, 12.484084, '5', 'Via di Santa Eufemia', '00187'),
    house(3, 41.8925, 12.4705, '5', 'Via della Scala', '00153'),
    house(4, 41.8921, 12.4711, '12', 'Via del Piano', '00153'),
  ],
  pois: [],
  places: [],
  admin: [],
  basemap: [],
};
const ways = [
  way('way/1', 'Via del Corso', [[12.4813, 41.8988], [12.4823, 41.897]]),
  way('way/2', 'Via di Santa Eufemia', [[12.4838, 41.8967], [12.4844, 41.8968]]),
  way('way/3', 'Via della Scala', [[12.4702, 41.8924], [12.4708, 41.8926]]),
  way('way/4', 'Via del Piano', [[12.4709, 41.892], [12.4713, 41.8922]]),
  way('way/5', 'Piazza di San Marco', [[12.4815, 41.8963], [12.4819, 41.8965]]),
  way('way/6', 'Piazza dei Santi Apostoli', [[12.4828, 41.8978], [12.4829, 41.8984]]),
  way('way/7', 'Via di San Marco', [[12.4805, 41.8962], [12.4812, 41.8963]]),
];

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Centro', ways, centro);
});

describe('Italian punctuation and number words', () => {
  it.each([
    ['Via del Corso, 288 - 00186 Roma (RM)'],
    ['Via del Corso 288 - 00186 Roma'],
    ['Via del Corso n. 288, Roma'],
    ['Via del Corso n°288 Roma'],
    ['Via del Corso civico 288'],
    ['Via del Corso 288 int. 3'],
    ['Via del Corso 288 scala B, Roma'],
  ])('%s: the house', (location) => {
    const r = g.forward({ location });
    expect(r?.street).toBe('Via del Corso 288');
    expect(r?.geocodeQualityCode).toMatch(/^P1A/);
  });

  it('in the street box with the town box', () => {
    expect(g.forward({ street: 'Via del Corso n. 288', city: 'Roma' })?.geocodeQualityCode).toMatch(/^P1AA/);
  });

  it('search-ahead lists the house first', () => {
    expect(g.suggest('Via del Corso, 288 - 00186 Roma (RM)')[0]?.displayString).toMatch(/^Via del Corso 288/);
    expect(g.suggest('Via del Corso n. 288')[0]?.displayString).toMatch(/^Via del Corso 288/);
  });

  it('a street named Scala or Piano keeps its name', () => {
    expect(g.forward({ location: 'Via della Scala 5' })?.street).toBe('Via della Scala 5');
    expect(g.forward({ location: 'Via del Piano 12, Roma' })?.street).toBe('Via del Piano 12');
  });
});

describe('"S." for a saint within a name of as many words', () => {
  it('"Via di S. Eufemia 5" is Via di Santa Eufemia 5', () => {
    const r = g.forward({ location: 'Via di S. Eufemia 5' });
    expect(r?.street).toBe('Via di Santa Eufemia 5');
    expect(r?.geocodeQualityCode).toMatch(/^P1/);
  });
});

describe('a square typed alone without its "di" or "dei", a saint abbreviated', () => {
  it.each([
    ['Piazza S. Marco', 'Piazza di San Marco'],
    ['Piazza SS. Apostoli', 'Piazza dei Santi Apostoli'],
    ['Piazza Santi Apostoli', 'Piazza dei Santi Apostoli'],
  ])('%s: %s, read so (B), as with the town typed', (location, street) => {
    expect(g.forward({ location })).toMatchObject({ street, geocodeQualityCode: expect.stringMatching(/^B1B/), note: `"${location}" read as ${street}` });
    // Where several streets hold the words, none is guessed.
    expect(g.forward({ location: 'S. Marco' })?.street).toBe('');
  });
});

describe('a postcode with its town and province', () => {
  it.each([['Roma 00186 RM'], ['CAP 00186'], ['00186 Rome Italy']])('%s: the postcode, the town agreeing', (location) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^Z1X[AX]A/);
    expect(r?.note).toBeUndefined();
  });
});
