import { describe, expect, it } from 'vitest';
import { listInWords } from './list-in-words.ts';

describe('listInWords', () => {
  const names = ['Liechtenstein', 'Gothenburg, Sweden', 'Vaduz', 'Malmö', 'Oslo'];

  it.each([0, 1, 2, 3, 5])('says what Intl.ListFormat says for %i items', (n) => {
    const items = names.slice(0, n);
    expect(listInWords(items)).toBe(new Intl.ListFormat('en', { type: 'conjunction' }).format(items));
    expect(listInWords(items, 'or')).toBe(new Intl.ListFormat('en', { type: 'disjunction' }).format(items));
  });

  it('keeps the commas inside names', () => {
    expect(listInWords(['Liechtenstein', 'Gothenburg, Sweden'])).toBe('Liechtenstein and Gothenburg, Sweden');
  });
});
