import { describe, expect, it } from 'vitest';
import { editDistance, letterMask, maskBound } from './fuzzy.ts';

/** The whole optimal-string-alignment table, unbounded: what the banded one must agree with. */
function fullDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

describe('editDistance', () => {
  it('agrees with the whole table on random strings, within every bound', () => {
    let seed = 7;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    // A small alphabet (with a letter past 127, whose tally slot it shares) so near strings are common.
    const letters = 'abcdeé\u0161';
    const word = () => Array.from({ length: Math.floor(rand() * 12) }, () => letters[Math.floor(rand() * letters.length)]).join('');
    for (let k = 0; k < 4000; k++) {
      const a = word();
      const b = rand() < 0.5 ? word() : a.slice(0, Math.floor(rand() * a.length)) + word().slice(0, 2) + a.slice(Math.floor(rand() * a.length));
      const exact = fullDistance(a, b);
      for (const max of [0, 1, 2, 3]) expect(editDistance(a, b, max), `${a} / ${b} within ${max}`).toBe(exact <= max ? exact : max + 1);
    }
  });

  it('counts a swap of neighbours as one edit, and a long string after a short one', () => {
    expect(editDistance('trisen', 'triesen', 2)).toBe(1);
    expect(editDistance('shaan', 'schaan', 1)).toBe(1);
    expect(editDistance('abcd', 'bacd', 1)).toBe(1);
    expect(editDistance('kungsgatan', 'kugnsgatan', 2)).toBe(1);
    expect(editDistance('kungsgatan', 'vasagatan', 2)).toBe(3);
    expect(editDistance('x', 'a very long name indeed', 2)).toBe(3);
    expect(editDistance('a very long name indeed for the rows to grow', 'a very long name indeed for the rows to grwo', 1)).toBe(1);
  });
});

describe('maskBound', () => {
  it('never says more edits than there are', () => {
    let seed = 11;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const letters = 'abcdefghij\u00e9!0';
    const word = () => Array.from({ length: 1 + Math.floor(rand() * 10) }, () => letters[Math.floor(rand() * letters.length)]).join('');
    for (let k = 0; k < 4000; k++) {
      const a = word();
      const b = word();
      expect(maskBound(letterMask(a), letterMask(b)), `${a} / ${b}`).toBeLessThanOrEqual(editDistance(a, b, 99));
    }
    expect(maskBound(letterMask('trisen'), letterMask('triesen'))).toBe(0);
    expect(maskBound(letterMask('asdfghjkl'), letterMask('amsterdam'))).toBe(6);
  });
});
