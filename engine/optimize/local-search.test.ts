// The penalised descent of the relaxed search (LocalSearch.penalty): a move is better when its travel change plus a
// weight times its change of ms late is below 0, so a tour that keeps every window may leave some on the way.
import { describe, expect, it } from 'vitest';
import { constructCore } from './ils.ts';
import { Budget, buildNeighbours, LocalSearch } from './local-search.ts';
import { buildProblem } from './problem.ts';
import { DEPARTURE, randomInstance } from './testing.ts';
import { Tour } from './tour.ts';

/** 40 drawn stops, 40% with windows of 1500-4000 s, and a core by closing time that keeps every window (some left out). */
function keptTour(seed: number) {
  const input = randomInstance({ n: 40, seed, returnToStart: seed % 2 === 0, windowChance: 0.4, widthRange: [1500, 4000], serviceSeconds: 60 });
  const p = buildProblem(input, DEPARTURE);
  const t = new Tour(p);
  constructCore(p, t, new Budget(Infinity, Infinity));
  return { p, t };
}

function descend(p: ReturnType<typeof buildProblem>, t: Tour, weight: number): void {
  const ls = new LocalSearch(p, buildNeighbours(p, 16), new Budget(Infinity, Infinity));
  ls.penalty = weight;
  t.msOnly = weight > 0;
  ls.activateAll();
  ls.run(t, false);
  ls.penalty = 0;
  t.msOnly = false;
}

describe('the penalised descent', () => {
  it('only lowers travel plus the weight times ms late, and trades windows for travel when the weight is low', () => {
    let traded = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const { p, t } = keptTour(seed);
      expect([t.lateCount, t.lateMs]).toEqual([0, 0]);
      const kept = new Tour(p);
      kept.copyFrom(t);
      descend(p, kept, 0);
      for (const weight of [1 / 64, 1, 64]) {
        const r = new Tour(p);
        r.copyFrom(t);
        descend(p, r, weight);
        expect(r.cost + weight * r.lateMs, `seed ${seed}, weight ${weight}`).toBeLessThanOrEqual(t.cost);
        // a tour set to the same order from scratch has the same figures: the descent left its caches whole
        const fresh = new Tour(p);
        fresh.setOrder(r.order());
        expect([fresh.lateCount, fresh.lateMs, fresh.cost]).toEqual([r.lateCount, r.lateMs, r.cost]);
        if (weight === 1 / 64 && r.lateMs > 0 && r.cost < kept.cost) traded++;
      }
    }
    // the lexicographic descent never leaves a window from such a start; the penalised one does where it pays
    expect(traded).toBeGreaterThanOrEqual(3);
  });
});
