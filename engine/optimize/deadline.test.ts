// The time budget is a safety cap: wherever the clock cuts a search (a loaded server, a slow phone), the answer still
// orders every stop. A search cut while building its start had returned an order of some stops, which the final
// check refused: an optimize that failed instead of answering (seen in the engine pool's tests under load).
import { afterEach, expect, it, vi } from 'vitest';
import { optimizeRoute } from './index.ts';
import { randomInstance } from './testing.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Date.now as a clock that reaches the deadline after `reads` readings. */
function deadlineAfter(reads: number): void {
  const start = Date.now();
  let read = 0;
  vi.spyOn(Date, 'now').mockImplementation(() => (++read > reads ? start + 1e9 : start));
}

it('orders every stop wherever the deadline cuts the search, with and without windows', () => {
  for (const windows of [false, true]) {
    for (const seed of [3, 11, 26]) {
      for (const reads of [1, 2, 3, 4, 6, 8, 12, 16, 32, 64, 128]) {
        deadlineAfter(reads);
        const input = { ...randomInstance({ n: 60, seed, returnToStart: true, ...(windows ? { windowChance: 0.5 } : {}) }), timeBudgetMs: 50 };
        const { sequence } = optimizeRoute(input);
        expect([...sequence].sort((a, b) => a - b), `seed ${seed}, ${reads} readings, windows ${windows}`).toEqual(Array.from({ length: 60 }, (_, k) => k));
        vi.restoreAllMocks();
      }
    }
  }
});
