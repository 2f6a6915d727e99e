// Normalisation: diacritics, Swedish and English abbreviations, house numbers and intersection separators.
import { describe, expect, it } from 'vitest';
import { splitHouseNumber, splitIntersection, streetKey } from './normalize.ts';

describe('streetKey', () => {
  it.each([
    ['Kungsgatan', 'kungsgatan'],
    ['KUNGSG.', 'kungsgatan'],
    ['Kungsgata', 'kungsgatan'],
    ['Mölndalsv.', 'molndalsvagen'],
    ['Mölndalsväg', 'molndalsvagen'],
    ['S:t Eriksgatan', 'sankt eriksgatan'],
    ['St. Eriksgatan', 'sankt eriksgatan'],
    ['G:la Tuvevägen', 'gamla tuvevagen'],
    ['Linnégatan', 'linnegatan'],
    ['Main Street', 'main st'],
    ['Main St.', 'main st'],
    ['Fifth Avenue', 'fifth ave'],
    ['North Road', 'n rd'],
    ['E6', 'e 6'],
  ])('%s → %s', (input, key) => {
    expect(streetKey(input)).toBe(key);
  });
});

describe('splitHouseNumber', () => {
  it('takes numbers off either end but not road numbers', () => {
    expect(splitHouseNumber('Kungsgatan 12B')).toEqual({ street: 'Kungsgatan', houseNumber: '12B' });
    expect(splitHouseNumber('1600 Main St')).toEqual({ street: 'Main St', houseNumber: '1600' });
    expect(splitHouseNumber('E 6')).toEqual({ street: 'E 6', houseNumber: null });
  });
});

describe('splitIntersection', () => {
  it.each(['A & B', 'A and B', 'A / B', 'A och B', 'A at B', 'corner of A and B', 'the corner of A & B', 'intersection of A and B', 'A Ecke B', 'A angolo B', 'A hoek B'])('%s', (text) => {
    expect(splitIntersection(text)).toEqual({ left: 'A', right: 'B' });
  });
  it('keeps an empty right side while typing and ignores "and" inside words', () => {
    expect(splitIntersection('Kungsgatan & ')).toEqual({ left: 'Kungsgatan', right: '' });
    expect(splitIntersection('Strandvägen')).toBeNull();
    expect(splitIntersection('Katzenstrasse')).toBeNull();
  });
});
