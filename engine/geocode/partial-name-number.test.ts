// A street typed by the words of its name without "Via" ("Fornari 5, Roma", "Quattro Novembre 119, Roma"), with a
// number the street lacks: the street's centre, noted "No address data for number 5" though the street has
// addresses, where its whole name answers the nearest number (B3) or the number with a letter (119/A, L1). Now the
// same as the whole name, where one street alone holds the words (never a guess between two).
// Hand-drawn: Via dei Fornari with houses 3 and 119/A in Rome; North and South Wolfe Street with a house each.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Geocoder } from './index.ts';
import { fixtureGeocoder, way } from './fixtures.test-util.ts';

const at = (id: number, lat: number, lng: number, housenumber: string, street: string, city = 'Roma', postcode = '00187') => ({ id: `node/${id}`, lat, lng, housenumber, street, postcode, city });

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Rome', [way('way/1', 'Via dei Fornari', [[12.4834, 41.8962], [12.4838, 41.8968]]), way('way/2', 'North Wolfe Street', [[12.49, 41.9], [12.491, 41.901]]), way('way/3', 'South Wolfe Street', [[12.49, 41.898], [12.491, 41.899]])], {
    places: [{ id: 'node/1', lat: 41.8919, lng: 12.5113, kind: 'city', names: ['Roma'] }],
    addresses: [
      at(10, 41.8963, 12.4835, '3', 'Via dei Fornari'),
      at(11, 41.8967, 12.4837, '119/A', 'Via dei Fornari'),
      at(12, 41.9005, 12.4905, '10', 'North Wolfe Street'),
      at(13, 41.8985, 12.4905, '12', 'South Wolfe Street'),
    ],
  });
});

describe("a street's words and a number it lacks", () => {
  it('Fornari 5, Roma: the nearest number, as the whole name', () => {
    const r = g.forward({ location: 'Fornari 5, Roma' });
    expect(r?.geocodeQualityCode).toMatch(/^B3/);
    expect(r?.note).toMatch(/No house number 5 on Via dei Fornari/);
    expect(r?.geocodeQualityCode).toBe(g.forward({ location: 'Via dei Fornari 5, Roma' })?.geocodeQualityCode.replace(/^(..)A/, '$1B'));
  });

  it('Fornari 119, Roma: 119/A, as the whole name', () => {
    const r = g.forward({ location: 'Fornari 119, Roma' });
    expect(r?.geocodeQualityCode).toMatch(/^L1/);
    expect(r?.street).toBe('Via dei Fornari 119');
  });

  it('no guess between two streets holding the words', () => {
    const r = g.forward({ location: 'Wolfe Street 7, Roma' });
    expect(r === null || !/^(P1|L1|B3)/.test(r.geocodeQualityCode)).toBe(true);
  });
});

// Search-ahead of a number typed whole (a town or a comma after it) that the street has only with a letter: 'Via dei
// Fornari 119, Roma' listed the street alone, where the forward geocoder places 119 at 119/A (L1) and the planner's
// Enter added the street. Now 119/A first, as typed last ('Via dei Fornari 119') it already was.
describe('search-ahead, a number whole that the street has with a letter', () => {
  it.each(['Via dei Fornari 119, Roma', 'Via dei Fornari 119 Roma', 'Fornari 119 Roma', 'Via dei Fornari 119,'])('%s lists 119/A first', (text) => {
    expect(g.suggest(text, { limit: 3 })[0]?.name).toBe('Via dei Fornari 119/A');
  });

  it('a number the street has itself is not given for its letter', () => {
    expect(g.suggest('Via dei Fornari 3, Roma', { limit: 3 }).map((s) => s.name)).not.toContain('Via dei Fornari 119/A');
  });
});
