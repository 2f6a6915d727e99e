// Streets named after a date, as Italy names them: the day written in Roman numerals, digits or words ("Via XX
// Settembre", "Via 20 Settembre", "Via Venti Settembre"), and typed any of those ways. A hand-drawn town in the
// style of Rome's real extract (no boundary, no place node; one street whose houses are tagged under two of its
// names), with popes' names beside it whose Roman numerals are no date.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AddressPoint, MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { dateKey, matchKey } from './normalize.ts';
import { way, fixtureGeocoder } from './fixtures.test-util.ts';

const STEP = 0.0002;
// Each street runs east from its start at 43.0 + row * 0.002 N; house n stands n steps along it.
const ROWS: Record<string, number> = { 'Via XX Settembre': 0, 'Via Quattro Novembre': 1, 'Via Primo Maggio': 2, 'Via Pio X': 3, 'Via Pio XI': 4, 'Via Papa Giovanni XXIII': 5 };
const at = (street: string, n: number) => ({ lng: 12.0 + n * STEP, lat: 43.0 + ROWS[street]! * 0.002 + 0.0001 });
const house = (street: string, tagged: string, n: number): AddressPoint => ({ id: `node/${tagged}${n}`, ...at(street, n), housenumber: String(n), street: tagged, postcode: '06100', city: 'Borgo' });

const features: MapFeatures = {
  addresses: [
    ...[1, 3, 5].map((n) => house('Via XX Settembre', 'Via XX Settembre', n)),
    // One street, its houses tagged under two names: 2 and 4 as "Via IV Novembre", 10 as "Via Quattro Novembre".
    ...[2, 4].map((n) => house('Via Quattro Novembre', 'Via IV Novembre', n)),
    house('Via Quattro Novembre', 'Via Quattro Novembre', 10),
    house('Via Primo Maggio', 'Via Primo Maggio', 7),
    house('Via Pio X', 'Via Pio X', 3),
    house('Via Pio XI', 'Via Pio XI', 3),
    house('Via Papa Giovanni XXIII', 'Via Papa Giovanni XXIII', 5),
  ],
  pois: [],
  places: [],
  admin: [],
  basemap: [],
};
const ways = Object.keys(ROWS).map((name, i) => way(`way/${i + 1}`, name, [[12.0, 43.0 + ROWS[name]! * 0.002], [12.004, 43.0 + ROWS[name]! * 0.002]]));
const near = { lat: 43.004, lng: 12.001 };

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Borgo', ways, features);
});

describe('the day of a date in a street name, written any way', () => {
  it.each([
    ['Via XX Settembre', 'via 20 settembre'],
    ['Via Venti Settembre', 'via 20 settembre'],
    ['Via IV Novembre', 'via 4 novembre'],
    ['Via Quattro Novembre', 'via 4 novembre'],
    ['Via Primo Maggio', 'via 1 maggio'],
    ['Via 1° Maggio', 'via 1 maggio'],
    ['Viale XXI Aprile', 'viale 21 aprile'],
    ['Via Papa Giovanni XXIII', 'via papa giovanni xxiii'],
    ['Via Pio XI', 'via pio xi'],
    ['Via Tre Re', 'via tre re'],
    ['Via XXXII Maggio', 'via xxxii maggio'],
  ])('%s: %s', (name, key) => {
    expect(dateKey(matchKey(name))).toBe(key);
  });
});

describe('geocoding a street named after a date', () => {
  it.each(['Via 20 Settembre 3', 'Via Venti Settembre 3', 'Via XX Settembre 3', 'Via 20 Settembre 3, Borgo'])('%s: the house, at its point', (location) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode.slice(0, 3)).toBe('P1A');
    expect(r?.lat).toBeCloseTo(at('Via XX Settembre', 3).lat, 6);
    expect(r?.lng).toBeCloseTo(at('Via XX Settembre', 3).lng, 6);
  });

  it.each(['Via 20 Settembre', 'Via Venti Settembre'])('%s: the street', (location) => {
    expect(g.forward({ location })).toMatchObject({ geocodeQuality: 'STREET', street: 'Via XX Settembre' });
  });

  // The houses of one street tagged under two names are one street's numbers, found by either name or by digits.
  it.each([
    ['Via 4 Novembre 10', 10],
    ['Via IV Novembre 10', 10],
    ['Via Quattro Novembre 2', 2],
    ['Via 4 Novembre 4', 4],
  ])('%s: the house', (location, n) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode.slice(0, 3)).toBe('P1A');
    expect(r?.lat).toBeCloseTo(at('Via Quattro Novembre', n).lat, 6);
    expect(r?.lng).toBeCloseTo(at('Via Quattro Novembre', n).lng, 6);
  });

  it('a number between those tagged under each name is placed between them', () => {
    const r = g.forward({ location: 'Via IV Novembre 8' });
    expect(r?.geocodeQualityCode.slice(0, 2)).toBe('L1');
    expect(r?.note).toMatch(/between .* 4 and 10/);
  });

  it('Via 1 Maggio 7 is Via Primo Maggio 7', () => {
    expect(g.forward({ location: 'Via 1 Maggio 7' })?.geocodeQualityCode.slice(0, 3)).toBe('P1A');
  });

  it.each([
    ['Via Pio XI 3', 'Via Pio XI'],
    ['Via Pio X 3', 'Via Pio X'],
    ['Via Papa Giovanni XXIII 5', 'Via Papa Giovanni XXIII'],
  ])('%s: a pope’s numeral is no date, each street its own house', (location, street) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode.slice(0, 3)).toBe('P1A');
    expect(r?.street).toMatch(new RegExp(`^${street} \\d`));
  });
});

describe('search-ahead of a street named after a date', () => {
  it.each([
    ['Via 20 Settembre 3', 'Via XX Settembre 3'],
    ['Via Venti Settembre 5', 'Via XX Settembre 5'],
    ['Via 4 Novembre 10', 'Via Quattro Novembre 10'],
    ['Via IV Novembre 10', 'Via Quattro Novembre 10'],
    ['Via 1 Maggio 7', 'Via Primo Maggio 7'],
  ])('%s: the house first', (q, name) => {
    expect(g.suggest(q, { near })[0]).toMatchObject({ type: 'address', name });
  });

  it('Via Quattro Novembre 2: the house tagged "Via IV Novembre 2" first', () => {
    const [top] = g.suggest('Via Quattro Novembre 2', { near });
    expect(top).toMatchObject({ type: 'address' });
    expect(top?.lat).toBeCloseTo(at('Via Quattro Novembre', 2).lat, 6);
    expect(top?.lng).toBeCloseTo(at('Via Quattro Novembre', 2).lng, 6);
  });

  it.each([
    ['Via 20 Settembre', 'Via XX Settembre'],
    ['Via 4 Novembre', 'Via Quattro Novembre'],
    ['Via IV Novembre', 'Via Quattro Novembre'],
    ['Via IV Nov', 'Via Quattro Novembre'],
  ])('%s: the street first, once', (q, name) => {
    const list = g.suggest(q, { near });
    expect(list[0]).toMatchObject({ type: 'street', name });
    expect(list.filter((s) => s.type === 'street' && /Novembre/.test(s.name))).toHaveLength(/Novembre/.test(name) ? 1 : 0);
  });

  it('Via Pio XI 3 is not Via Pio X', () => {
    expect(g.suggest('Via Pio XI 3', { near })[0]).toMatchObject({ type: 'address', street: expect.stringMatching(/^Via Pio XI/) });
  });
});
