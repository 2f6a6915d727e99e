// The typo-tolerant prefix index against a brute-force oracle: for every entry, the fewest edits between the
// query and any prefix of any word start of its name.
import { describe, expect, it } from 'vitest';
import { editDistance } from './fuzzy.ts';
import { FuzzyPrefixIndex, prefixEdits } from './fuzzy-prefix.ts';

let seed = 7;
const rand = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
const word = (n: number) => Array.from({ length: n }, () => 'abcde'[Math.floor(rand() * 5)]).join('');

function oracle(names: string[], q: string, max: number): Map<number, number> {
  const out = new Map<number, number>();
  names.forEach((name, id) => {
    let best = Infinity;
    const starts = [0, ...[...name].flatMap((c, i) => (c === ' ' ? [i + 1] : []))];
    for (const s of starts) {
      for (let len = 0; len <= name.length - s; len++) best = Math.min(best, editDistance(q, name.slice(s, s + len), max));
    }
    if (best <= max) out.set(id, best);
  });
  return out;
}

describe('FuzzyPrefixIndex', () => {
  it('allows one edit per four letters typed, two at most (as the forward geocoder)', () => {
    expect([1, 3, 4, 7, 8, 12, 20].map((n) => prefixEdits('x'.repeat(n)))).toEqual([0, 0, 1, 1, 2, 2, 2]);
  });

  it('finds exactly the entries the brute-force oracle finds, with the same edit count', () => {
    const names = Array.from({ length: 300 }, () => (rand() < 0.3 ? `${word(3 + Math.floor(rand() * 5))} ${word(2 + Math.floor(rand() * 6))}` : word(2 + Math.floor(rand() * 9))));
    const index = new FuzzyPrefixIndex(names, names.map((_, i) => i));
    // Long queries too: three edits, a band of seven cells in rows of up to 16.
    for (let t = 0; t < 300; t++) {
      const q = t < 200 ? word(1 + Math.floor(rand() * 9)) : `${word(3 + Math.floor(rand() * 5))} ${word(3 + Math.floor(rand() * 8))}`;
      const max = prefixEdits(q);
      const got = new Map<number, number>();
      index.search(q, max, (h) => got.set(h.id, Math.min(got.get(h.id) ?? Infinity, h.edits)));
      expect(got, `query "${q}"`).toEqual(oracle(names, q, max));
    }
  });

  it('finds the whole names within the edits, as editDistance counts them', () => {
    const names = Array.from({ length: 400 }, () => word(2 + Math.floor(rand() * 12)));
    const index = new FuzzyPrefixIndex(names, names.map((_, i) => i), { wordStarts: false });
    for (let t = 0; t < 300; t++) {
      const q = word(1 + Math.floor(rand() * 13));
      const max = Math.min(3, Math.floor(q.length / 3));
      const got = new Map<number, number>();
      index.whole(q, max, (id, edits) => got.set(id, edits));
      const want = new Map<number, number>();
      names.forEach((name, id) => {
        const d = editDistance(q, name, max);
        if (d <= max) want.set(id, d);
      });
      expect(got, `query "${q}"`).toEqual(want);
    }
  });

  it('says whether the match is at the name start and whether the whole name was typed', () => {
    const index = new FuzzyPrefixIndex(['sankt eriksgatan', 'eriksberg'], [0, 1]);
    const hits: { id: number; atStart: boolean; whole: boolean }[] = [];
    index.search('eriksberg', 0, (h) => hits.push({ id: h.id, atStart: h.atStart, whole: h.whole }));
    expect(hits).toEqual([{ id: 1, atStart: true, whole: true }]);
    const later: boolean[] = [];
    index.search('eriksg', 0, (h) => later.push(h.atStart));
    expect(later).toEqual([false]);
  });
});
