// The search's contract: the lexicographic objective against brute force, termination by counted work (never by
// luck), and the same order for the same input and seed whatever the clock says.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { beamCore, beamRandomCore, constructCore, defaultLimits, differing, firstRelaxWork, lastSearch, lateMoves, lateMovesWork, laterWork, neighbourCount, polishWithLost, relaxable, searchSeed, solveIls, solveIlsBestOf, startsFor } from './ils.ts';
import { Budget, buildNeighbours, LocalSearch } from './local-search.ts';
import { Tour } from './tour.ts';
import { Rng } from './rng.ts';
import { optimizeRoute } from './index.ts';
import { betterLost, buildProblem, lostFirst, lostScore, placeLostStops, unreachableWindows } from './problem.ts';
import { bruteForce, DEPARTURE, lostStops, randomInstance, scoreOrder } from './testing.ts';
import { tourOf, toursOf } from './testing-tour.ts';

const small = fc.record({
  n: fc.integer({ min: 5, max: 8 }),
  seed: fc.integer({ min: 1, max: 100_000 }),
  closed: fc.boolean(),
  windowChance: fc.constantFrom(0.5, 0.9),
  widthRange: fc.constantFrom<[number, number]>([60, 400], [300, 1500]),
  service: fc.constantFrom(0, 90),
});

describe('the lexicographic objective (fewest late stops, then seconds late, then travel) against brute force', () => {
  it('local search alone reaches the brute-force best on small instances', () => {
    fc.assert(
      fc.property(small, (o) => {
        const input = randomInstance({ n: o.n, seed: o.seed, returnToStart: o.closed, asymmetric: true, windowChance: o.windowChance, widthRange: o.widthRange, serviceSeconds: o.service });
        // the local search sees every window; stops no order reaches in time are optimizeRoute's business
        fc.pre(!lostStops(input).some(Boolean));
        const { order } = solveIls(buildProblem(input, DEPARTURE), { timeBudgetMs: 600_000, seed: o.seed });
        const best = bruteForce(input);
        const got = scoreOrder(input, order);
        expect([got.lateStops, got.lateness, got.travel]).toEqual([best.lateStops, best.lateness, best.travel]);
      }),
      { numRuns: 60, seed: 20261126 },
    );
  });

  it('optimizeRoute (exact up to 12 stops) matches brute force, lost stops apart', () => {
    fc.assert(
      fc.property(small, (o) => {
        const input = randomInstance({ n: o.n, seed: o.seed, returnToStart: o.closed, asymmetric: true, windowChance: o.windowChance, widthRange: o.widthRange, serviceSeconds: o.service });
        const best = bruteForce(input);
        const got = scoreOrder(input, optimizeRoute(input).sequence);
        expect([got.lateStops, got.lateness]).toEqual([best.lateStops, best.lateness]);
        if (best.lostLateness === 0) expect(got.travel).toBe(best.travel);
      }),
      { numRuns: 60, seed: 20261126 },
    );
  });
});

/** 200 stops, 80% with 5-15 minute windows all opening in the first 42 minutes: most windows conflict. */
const conflicting = (seed: number) =>
  randomInstance({ n: 200, seed, returnToStart: seed % 2 === 0, windowChance: 0.8, widthRange: [300, 900], serviceSeconds: 60 });

describe('the window-keeping phase (fewest late stops first)', () => {
  it('builds a core that keeps every window, and leaves out only stops that fit nowhere in it', () => {
    for (const seed of [1, 2, 3]) {
      const p = buildProblem(conflicting(seed), DEPARTURE);
      const t = new Tour(p);
      const out = constructCore(p, t, new Budget(600_000, Infinity));
      expect([t.lateCount, t.lateMs]).toEqual([0, 0]);
      expect([...t.order(), ...out].sort((a, b) => a - b)).toEqual(Array.from({ length: p.n }, (_, k) => k));
      expect(out.length).toBeGreaterThan(0);
      for (const v of out) {
        for (let k = 1; k < t.len; k++) {
          t.setBound(0, 0, false);
          expect(t.judgeInsert(v, k)).toBe(false);
        }
      }
    }
  });

  it('leaves no more stops late than its constructed core left out', () => {
    const input = conflicting(4);
    const p = buildProblem(input, DEPARTURE);
    const t = new Tour(p);
    const out = constructCore(p, t, new Budget(600_000, Infinity));
    const { order } = solveIls(p, { timeBudgetMs: 600_000, seed: 3 });
    expect(scoreOrder(input, order).lateStops).toBeLessThanOrEqual(out.length);
  });
});

describe('termination', () => {
  it('a 200-stop instance with conflicting windows ends on its own counted work, not on the clock', { timeout: 120_000 }, () => {
    const input = conflicting(1);
    const limits = defaultLimits(200, true);
    const res = solveIls(buildProblem(input, DEPARTURE), { timeBudgetMs: 600_000, seed: 1 });
    expect(res.stoppedBy).not.toBe('deadline');
    expect(res.kicks).toBeLessThanOrEqual(limits.maxKicks);
    // a kick in progress finishes putting its stops back: a little past the cap, never far
    expect(res.evaluations).toBeLessThan(limits.maxEvaluations + 50_000);
    expect(new Set(res.order).size).toBe(200);
    // with windows the cap is twice the plain one at 200 stops, and this search uses more than the plain cap
    expect(limits.maxEvaluations).toBe(2 * defaultLimits(200).maxEvaluations);
    expect(res.evaluations).toBeGreaterThan(defaultLimits(200).maxEvaluations);
  });

  it('stops at once when the deadline has passed, inside a descent, with a whole order', () => {
    const input = conflicting(2);
    const res = solveIls(buildProblem(input, DEPARTURE), { timeBudgetMs: 0, seed: 1 });
    expect(res.stoppedBy).toBe('deadline');
    // the clock is read every 256 units of work; after that no move is judged
    expect(res.evaluations).toBeLessThan(2_000);
    expect([...res.order].sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, k) => k));
    const result = optimizeRoute({ ...input, timeBudgetMs: 0 });
    expect(result.sequence).toHaveLength(200);
  });
});

describe('small inputs: the best of two searches', () => {
  it('never worse than the single search with the same seed, better on some instances', { timeout: 120_000 }, () => {
    expect(startsFor(25)).toBe(2);
    expect(startsFor(100)).toBe(1);
    let better = 0;
    let tried = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const input = randomInstance({ n: 25, seed, returnToStart: seed % 2 === 0, windowChance: 0.8, widthRange: [300, 900], serviceSeconds: 60 });
      if (lostStops(input).some(Boolean)) continue;
      tried++;
      const p = buildProblem(input, DEPARTURE);
      const tour = toursOf(p);
      const single = tour(solveIls(p, { timeBudgetMs: 600_000, seed: 1 }).order);
      const answer = tour(optimizeRoute({ ...input, seed: 1, timeBudgetMs: 600_000 }).sequence);
      expect(answer.compare(single)).toBeLessThanOrEqual(0);
      if (answer.compare(single) < 0) better++;
    }
    expect(tried).toBeGreaterThanOrEqual(4);
    expect(better).toBeGreaterThan(0);
  });
});

describe('above 50 stops, a second search when the first keeps every window', () => {
  it('runs it only with windows all kept (or none), with half the work up to 100 stops and the whole beyond; from 51 to 100 stops with stops late too, with the whole work', () => {
    const inOrder = (input: ReturnType<typeof randomInstance>) => {
      const p = buildProblem(input, DEPARTURE);
      return { p, t: tourOf(p, Array.from({ length: p.n }, (_, k) => k)) };
    };
    // windows 11 days wide: every order keeps them
    const wide = (n: number) => inOrder(randomInstance({ n, seed: 3, returnToStart: true, windowChance: 0.4, widthRange: [1_000_000, 1_000_001], serviceSeconds: 60 }));
    for (const [n, share] of [[25, 1], [60, 0.5], [100, 0.5], [101, 1], [200, 1]] as const) {
      const { p, t } = wide(n);
      expect(t.lateCount).toBe(0);
      expect(laterWork(p, t)).toBe(share);
    }
    // no windows at all: travel is all there is, as with every window kept
    const plain = inOrder(randomInstance({ n: 100, seed: 3, returnToStart: true }));
    expect(laterWork(plain.p, plain.t)).toBe(0.5);
    const late = inOrder(conflicting(3));
    expect(late.t.lateCount).toBeGreaterThan(0);
    expect(laterWork(late.p, late.t)).toBe(0);
    // from 51 to 100 stops a first search that leaves stops late is followed by one with the whole work
    for (const n of [51, 100]) {
      const lateAt = inOrder(randomInstance({ n, seed: 3, returnToStart: true, windowChance: 0.8, widthRange: [300, 900], serviceSeconds: 60 }));
      expect(lateAt.t.lateCount).toBeGreaterThan(0);
      expect(laterWork(lateAt.p, lateAt.t)).toBe(1);
    }
  });

  it('never worse than the single search with the same seed, better on some loose-window instances', { timeout: 120_000 }, () => {
    // 60 stops, 40% with windows of 67-133 min: every window kept, travel left to shorten, each seed in its own basin
    let better = 0;
    for (let seed = 5; seed <= 8; seed++) {
      const input = randomInstance({ n: 60, seed, returnToStart: seed % 2 === 0, windowChance: 0.4, widthRange: [4000, 8000], serviceSeconds: 60 });
      const p = buildProblem(input, DEPARTURE);
      const tour = toursOf(p);
      const single = tour(solveIls(p, { timeBudgetMs: 600_000, seed: 1, beamStart: true }).order);
      expect(single.lateCount).toBe(0);
      const answer = tour(optimizeRoute({ ...input, seed: 1, timeBudgetMs: 600_000 }).sequence);
      expect(answer.compare(single)).toBeLessThanOrEqual(0);
      if (answer.compare(single) < 0) better++;
    }
    expect(better).toBeGreaterThan(0);
  });
});

describe('from 51 to 100 stops with windows, a last independent search when the first keeps every window', () => {
  it('runs there only, not up to 50 stops, beyond 100, without windows or with stops late', () => {
    const inOrder = (input: ReturnType<typeof randomInstance>) => {
      const p = buildProblem(input, DEPARTURE);
      return { p, t: tourOf(p, Array.from({ length: p.n }, (_, k) => k)) };
    };
    // windows 11 days wide: every order keeps them
    const wide = (n: number) => inOrder(randomInstance({ n, seed: 3, returnToStart: true, windowChance: 0.4, widthRange: [1_000_000, 1_000_001], serviceSeconds: 60 }));
    for (const [n, runs] of [[25, false], [50, false], [51, true], [60, true], [100, true], [101, false], [200, false]] as const) {
      const { p, t } = wide(n);
      expect(t.lateCount).toBe(0);
      expect(lastSearch(p, t), `${n} stops`).toBe(runs);
    }
    const plain = inOrder(randomInstance({ n: 60, seed: 3, returnToStart: true }));
    expect(lastSearch(plain.p, plain.t)).toBe(false);
    const late = inOrder(randomInstance({ n: 60, seed: 3, returnToStart: true, windowChance: 0.8, widthRange: [600, 1200], serviceSeconds: 60 }));
    expect(late.t.lateCount).toBeGreaterThan(0);
    expect(lastSearch(late.p, late.t)).toBe(false);
  });

  it('the answer is never worse than the searches before it, and better on some drawn loose-window instances', { timeout: 120_000 }, () => {
    let better = 0;
    // drawn 60-stop instances, 40% with windows of 67-133 min: seed 2 ends shorter (7590 -> 7405 s), 1, 3 and 5 as before
    for (const seed of [1, 2, 3, 5]) {
      const input = randomInstance({ n: 60, seed, returnToStart: seed % 2 === 0, windowChance: 0.4, widthRange: [4000, 8000], serviceSeconds: 60 });
      const p = buildProblem(input, DEPARTURE);
      const tour = toursOf(p);
      const first = tour(solveIls(p, { timeBudgetMs: 600_000, seed: 1, beamStart: true }).order);
      const second = tour(solveIls(p, { timeBudgetMs: 600_000, seed: searchSeed(1, 1), workScale: laterWork(p, first), randomStart: true }).order);
      const [a, b] = [first.order(), second.order()];
      const start = second.compare(first) < 0 ? b : a;
      const third = tour(solveIls(p, { timeBudgetMs: 600_000, seed: searchSeed(1, 2), workScale: 0.25, startOrder: start, focus: differing(p, a, b) }).order);
      const before = [first, second, third].reduce((x, y) => (y.compare(x) < 0 ? y : x));
      const answer = tour(optimizeRoute({ ...input, seed: 1, timeBudgetMs: 600_000 }).sequence);
      expect(answer.compare(before), `seed ${seed}`).toBeLessThanOrEqual(0);
      if (answer.compare(before) < 0) better++;
    }
    expect(better).toBeGreaterThan(0);
  });
});

describe('from 51 to 100 stops, the first search relaxed to the end of its work', () => {
  it('runs there only', () => {
    const wide = (n: number) => buildProblem(randomInstance({ n, seed: 3, returnToStart: true, windowChance: 0.4, widthRange: [1_000_000, 1_000_001], serviceSeconds: 60 }), DEPARTURE);
    for (const [n, share] of [[30, 0.85], [50, 0.85], [51, 1], [60, 1], [100, 1], [101, 0.85], [200, 0.85]] as const) expect(firstRelaxWork(wide(n)), `${n} stops`).toBe(share);
  });

  it('ends shorter than at 0.85 of the work on some drawn loose-window instances, never longer', { timeout: 120_000 }, () => {
    // drawn 60-stop instances, 40% with windows of 67-133 min: seeds 4, 5 and 8 end shorter (9249 -> 9115 s, 7481 ->
    // 7259, 7541 -> 7494), seeds 1 and 7 as before; a problem each (the beam's order is cached per problem)
    for (const [seed, shorter] of [[1, false], [4, true], [5, true], [7, false], [8, true]] as const) {
      const input = randomInstance({ n: 60, seed, returnToStart: seed % 2 === 0, windowChance: 0.4, widthRange: [4000, 8000], serviceSeconds: 60 });
      const p = buildProblem(input, DEPARTURE);
      const tour = toursOf(p);
      const before = tour(solveIls(p, { timeBudgetMs: 600_000, seed: 1, beamStart: true }).order);
      const toEnd = tour(solveIls(buildProblem(input, DEPARTURE), { timeBudgetMs: 600_000, seed: 1, beamStart: true, relaxWork: 1 }).order);
      expect(toEnd.lateCount, `seed ${seed}`).toBe(0);
      if (shorter) expect(toEnd.cost, `seed ${seed}`).toBeLessThan(before.cost);
      else expect(toEnd.cost, `seed ${seed}`).toBe(before.cost);
    }
  });
});

describe('from 51 to 100 stops with windows, a second focus search from the last search tour and the best', () => {
  it('the answer is never worse than the four searches before it, and shorter on some drawn loose-window instances', { timeout: 120_000 }, () => {
    // drawn 60-stop instances, 40% with windows of 67-133 min: seeds 5 and 10 end shorter (7259 -> 7226 s, 6893 ->
    // 6864), seed 1 as before (of seeds 1-16, those two moved)
    for (const [seed, shorter] of [[1, false], [5, true], [10, true]] as const) {
      const input = randomInstance({ n: 60, seed, returnToStart: seed % 2 === 0, windowChance: 0.4, widthRange: [4000, 8000], serviceSeconds: 60 });
      const p = buildProblem(input, DEPARTURE);
      const tour = toursOf(p);
      const first = tour(solveIls(p, { timeBudgetMs: 600_000, seed: 1, beamStart: true, relaxWork: firstRelaxWork(p) }).order);
      expect(lastSearch(p, first)).toBe(true);
      const work = laterWork(p, first);
      const second = tour(solveIls(p, { timeBudgetMs: 600_000, seed: searchSeed(1, 1), workScale: work, randomStart: true }).order);
      const [a, b] = [first.order(), second.order()];
      const third = tour(solveIls(p, { timeBudgetMs: 600_000, seed: searchSeed(1, 2), workScale: 0.25, startOrder: second.compare(first) < 0 ? b : a, focus: differing(p, a, b) }).order);
      const last = tour(solveIls(p, { timeBudgetMs: 600_000, seed: searchSeed(1, 3), workScale: work, randomStart: true }).order);
      const before = [first, second, third, last].reduce((x, y) => (y.compare(x) < 0 ? y : x));
      const answer = tour(optimizeRoute({ ...input, seed: 1, timeBudgetMs: 600_000 }).sequence);
      expect(answer.lateCount, `seed ${seed}`).toBe(0);
      if (shorter) expect(answer.cost, `seed ${seed}`).toBeLessThan(before.cost);
      else expect(answer.compare(before), `seed ${seed}`).toBeLessThanOrEqual(0);
    }
  });
});

describe('up to 50 stops with stops still late, each late stop moved anywhere and the tour descended from there', () => {
  /** Whether moving some late stop of `t` to another place, then a descent from the stops around, makes it better. */
  const lateStepImproves = (t: Tour): boolean => {
    const p = t.p;
    const ls = new LocalSearch(p, buildNeighbours(p, neighbourCount(p)), new Budget(Infinity, Infinity));
    for (let i = 1; i < t.len - 1; i++) {
      if ((t.lateC[i] as number) === (t.lateC[i - 1] as number)) continue;
      for (let j = 0; j <= t.len - 2; j++) {
        if (j === i - 1 || j === i) continue;
        const c = tourOf(p, t.order());
        for (const k of [i - 1, i, i + 1, j, j + 1]) ls.activate(c.route[k] as number);
        c.applyOrOpt(i, i, j, false);
        ls.run(c, false);
        if (c.compare(t) < 0) return true;
      }
    }
    return false;
  };
  // 30 drawn stops, 80% with 10-30 minute windows opening in the first 42 minutes
  const crowded = (seed: number) => randomInstance({ n: 30, seed, returnToStart: seed % 2 === 0, windowChance: 0.8, widthRange: [600, 1800], serviceSeconds: 60 });

  it('leaves no late stop whose move and a descent make the answer better (seed 17: 28,612 -> 27,841 s late, 10 stops)', { timeout: 120_000 }, () => {
    const input = crowded(17);
    const p = buildProblem(input, DEPARTURE);
    const answer = tourOf(p, optimizeRoute(input).sequence);
    expect(answer.lateCount).toBe(10);
    expect(answer.lateMs).toBe(27_841_000);
    expect(lateStepImproves(answer)).toBe(false);
  });

  it('spends 0.3 of a search up to 30 stops and 0.6 from 31 to 50: at 40 stops (seed 1) 49,740 -> 48,565 s late', { timeout: 120_000 }, () => {
    const input = randomInstance({ n: 40, seed: 1, returnToStart: false, windowChance: 0.8, widthRange: [600, 1800], serviceSeconds: 60 });
    const p = buildProblem(input, DEPARTURE);
    const answer = tourOf(p, optimizeRoute(input).sequence);
    expect(answer.lateCount).toBe(16);
    expect(answer.lateMs).toBe(48_565_000);
    for (const [n, share] of [[13, 0.3], [25, 0.3], [30, 0.3], [31, 0.6], [50, 0.6]] as const) expect(lateMovesWork(n), `${n} stops`).toBe(share);
  });

  it('never makes a tour worse, and counts its work', { timeout: 120_000 }, () => {
    for (const seed of [3, 13, 17]) {
      const input = crowded(seed);
      const p = buildProblem(input, DEPARTURE);
      const searched = tourOf(p, solveIls(p, { timeBudgetMs: 600_000, seed: 1 }).order);
      const t = tourOf(p, searched.order());
      const units = 50_000;
      const r = lateMoves(p, t, units, 600_000);
      expect(t.compare(searched), `seed ${seed}`).toBeLessThanOrEqual(0);
      expect(r.better, `seed ${seed}`).toBe(t.compare(searched) < 0);
      // the work cap is checked between judged moves: it ends within a few moves' work of it
      expect(r.evaluations, `seed ${seed}`).toBeLessThan(units + 10 * p.N);
    }
  });
});

describe('above 50 stops without windows, a second search', () => {
  it('ends shorter than the single search on some drawn tours, never longer', { timeout: 120_000 }, () => {
    // 60 drawn stops, no windows: seeds 4 and 11 end shorter (6563 -> 6527 s, 5607 -> 5574 s), 1-3 as the single search
    for (const [seed, shorter] of [[1, false], [2, false], [3, false], [4, true], [11, true]] as const) {
      const input = randomInstance({ n: 60, seed, returnToStart: seed % 2 === 0 });
      const single = scoreOrder(input, solveIls(buildProblem(input, DEPARTURE), { timeBudgetMs: 600_000, seed: 1 }).order).travel;
      const answer = optimizeRoute({ ...input, seed: 1, timeBudgetMs: 600_000 }).travelTime;
      if (shorter) expect(answer).toBeLessThan(single);
      else expect(answer).toBeLessThanOrEqual(single);
    }
  });
});

describe('above 50 stops, the second search starts from a core built in random order', () => {
  // The same drawn loose-window instances: a second search from the same starts as the first (the visitor's order,
  // the core by closing time) with another seed ends near the first's basin; from a core built with the stops in
  // random order it reaches others. Seeds 9, 10 and 12 end shorter so; seed 11 longer (6298 -> 6571 s).
  it('ends shorter than the better of two searches from the same starts on most instances', { timeout: 120_000 }, () => {
    let better = 0;
    let worse = 0;
    for (let seed = 9; seed <= 12; seed++) {
      const input = randomInstance({ n: 60, seed, returnToStart: seed % 2 === 0, windowChance: 0.4, widthRange: [4000, 8000], serviceSeconds: 60 });
      const p = buildProblem(input, DEPARTURE);
      const tour = toursOf(p);
      const first = tour(solveIls(p, { timeBudgetMs: 600_000, seed: 1, beamStart: true }).order);
      const second = tour(solveIls(p, { timeBudgetMs: 600_000, seed: searchSeed(1, 1), workScale: laterWork(p, first) }).order);
      const sameStarts = first.compare(second) <= 0 ? first : second;
      const answer = tour(optimizeRoute({ ...input, seed: 1, timeBudgetMs: 600_000 }).sequence);
      expect(answer.lateCount).toBe(0);
      if (answer.compare(sameStarts) < 0) better++;
      if (answer.compare(sameStarts) > 0) worse++;
    }
    expect(better).toBeGreaterThanOrEqual(3);
    expect(worse).toBeLessThanOrEqual(1);
  });
});

describe('above 50 stops, a third search from the better tour where the two differ', () => {
  it('marks the stops whose neighbours differ between two tours, either way round', () => {
    const p = buildProblem(randomInstance({ n: 8, seed: 1, returnToStart: true }), DEPARTURE);
    // 0 1 2 3 4 5 6 7 against 0 1 2 5 4 3 6 7: 2-5 and 3-6 are new, 2-3 and 5-6 gone; 4's neighbours 3 and 5 stay
    expect(Array.from(differing(p, [0, 1, 2, 3, 4, 5, 6, 7], [0, 1, 2, 5, 4, 3, 6, 7]))).toEqual([0, 0, 1, 1, 0, 1, 1, 0, 0]);
    expect(Array.from(differing(p, [0, 1, 2, 3], [0, 1, 2, 3])).every((x) => x === 0)).toBe(true);
  });

  it('ends shorter than the better of the two searches on some loose-window instances, never longer', { timeout: 120_000 }, () => {
    // drawn 60-stop instances, 40% with windows of 67-133 min: seeds 2, 4 and 11 end shorter (7591 -> 7405 s, 9248 ->
    // 8779, 6484 -> 6298), seed 7 as before (since the fifteenth session's beam start of the later searches, seeds 5
    // and 6 no longer: the second search reaches 7226 s at seed 5 itself, and at 6 the third keeps 7614 where it
    // reached 7558; since the relaxed search, ninth session, the two searches reach 6398 s at seed 7)
    for (const [seed, shorter] of [[7, false], [2, true], [4, true], [11, true]] as const) {
      const input = randomInstance({ n: 60, seed, returnToStart: seed % 2 === 0, windowChance: 0.4, widthRange: [4000, 8000], serviceSeconds: 60 });
      const p = buildProblem(input, DEPARTURE);
      const tour = toursOf(p);
      const first = tour(solveIls(p, { timeBudgetMs: 600_000, seed: 1, beamStart: true }).order);
      const second = tour(solveIls(p, { timeBudgetMs: 600_000, seed: searchSeed(1, 1), workScale: laterWork(p, first), randomStart: true, beamRandom: true }).order);
      const two = first.compare(second) <= 0 ? first : second;
      const answer = tour(optimizeRoute({ ...input, seed: 1, timeBudgetMs: 600_000 }).sequence);
      expect(answer.compare(two), `seed ${seed}`).toBe(shorter ? -1 : 0);
    }
  });
});

describe('up to 50 stops too, a third search from the better tour when both keep every window', () => {
  // Drawn 40-stop instances, 40% with windows of 67-133 min: seeds 1-20 end as the better of the two searches but
  // seed 3, shorter (5053 -> 5010 s; before the relaxed search of the ninth session seed 8, 5649 -> 5606, which the
  // two searches now reach). On fresh road instances (bench freshInstances) it was 9859 -> 9364 s at
  // fresh1-liechtenstein-50-loose-closed (VROOM 9621) and 8879 -> 7958 at fresh2-liechtenstein-50-unreachable-closed (7901).
  it('ends shorter than the better of the two searches on some instances, never longer', { timeout: 120_000 }, () => {
    for (const [seed, shorter] of [[7, false], [3, true], [9, false]] as const) {
      const input = randomInstance({ n: 40, seed, returnToStart: seed % 2 === 0, windowChance: 0.4, widthRange: [4000, 8000], serviceSeconds: 60 });
      const p = buildProblem(input, DEPARTURE);
      const tour = toursOf(p);
      const first = tour(solveIls(p, { timeBudgetMs: 600_000, seed: 1 }).order);
      const second = tour(solveIls(p, { timeBudgetMs: 600_000, seed: searchSeed(1, 1) }).order);
      const two = first.compare(second) <= 0 ? first : second;
      const answer = tour(optimizeRoute({ ...input, seed: 1, timeBudgetMs: 600_000 }).sequence);
      expect(answer.compare(two), `seed ${seed}`).toBe(shorter ? -1 : 0);
    }
  });
});

describe('plain tours: the kick swaps segments of up to half the tour', () => {
  // Drawn open 50-stop tours without windows where the kick's segments of at most a third of the tour (16 stops) left
  // the search in a basin: 5492, 6026 and 5012 s. Eight times the work on seeds 1-3 finds the tours below, before
  // and after; segments of up to half the tour (24, at most 30 as before) reach them at the default work.
  it('reaches the best tour that eight times the work finds', { timeout: 120_000 }, () => {
    for (const [seed, best] of [[1, 5441], [17, 5978], [21, 5000]] as const) {
      const input = randomInstance({ n: 50, seed, returnToStart: false });
      expect(optimizeRoute({ ...input, seed: 1 }).travelTime).toBe(best);
    }
  });
});

describe('small inputs with many late stops: the first search settles the count, then judges seconds late', () => {
  // Drawn 25-stop instances, most windows in conflict, where both searches spent three quarters of their work
  // shortening the window-keeping core long after the count of late stops had settled, and phase 2, the only one
  // that judges seconds late, got about ten kicks: 8 late (18,848 s) 8038 s, 11 (34,120 s) 7277 s, 13 (42,000 s) 8416 s.
  it('ends better than two searches that shorten the core to the end of their work', { timeout: 120_000 }, () => {
    for (const seed of [4, 8, 24]) {
      const input = randomInstance({ n: 25, seed, returnToStart: seed % 2 === 0, asymmetric: true, windowChance: 0.8, widthRange: [300, 900], serviceSeconds: 60 });
      expect(lostStops(input).some(Boolean)).toBe(false);
      const p = buildProblem(input, DEPARTURE);
      const tour = toursOf(p);
      const unsettled = [0, 1].map((s) => tour(solveIls(p, { timeBudgetMs: 600_000, seed: searchSeed(1, s), settleCount: false }).order));
      const before = unsettled[1]!.compare(unsettled[0]!) < 0 ? unsettled[1]! : unsettled[0]!;
      const answer = tour(optimizeRoute({ ...input, timeBudgetMs: 600_000 }).sequence);
      expect(answer.lateCount, `seed ${seed}`).toBe(before.lateCount);
      expect(answer.compare(before), `seed ${seed}`).toBe(-1);
    }
  });
});

describe('up to 30 stops the first search settles the count too', () => {
  // Drawn 30-stop instances, most windows in conflict: the two searches that shorten the core to the end of their
  // work (the first from its own starts, the second from the beam's core too) ended 13 late (39,337 s), 15 late
  // (48,940 s) and 14 late (37,588 s); settling the first, as late and 38,703 s, 46,961 s and 37,397 s (eighth session).
  it('ends less late than the two searches that do not settle it', { timeout: 120_000 }, () => {
    for (const seed of [10, 11, 23]) {
      const input = randomInstance({ n: 30, seed, returnToStart: seed % 2 === 0, asymmetric: true, windowChance: 0.8, widthRange: [300, 900], serviceSeconds: 60 });
      expect(lostStops(input).some(Boolean)).toBe(false);
      const p = buildProblem(input, DEPARTURE);
      const tour = toursOf(p);
      const first = tour(solveIls(p, { timeBudgetMs: 600_000, seed: 1, settleCount: false }).order);
      const second = tour(solveIls(p, { timeBudgetMs: 600_000, seed: searchSeed(1, 1), settleCount: false, beamStart: true }).order);
      const before = second.compare(first) < 0 ? second : first;
      const answer = tour(optimizeRoute({ ...input, timeBudgetMs: 600_000 }).sequence);
      expect(answer.lateCount, `seed ${seed}`).toBe(before.lateCount);
      expect(answer.lateMs, `seed ${seed}`).toBeLessThan(before.lateMs);
    }
  });
});

describe('small inputs with windows: neighbour lists of at most half the other stops', () => {
  // A drawn 25-stop instance where the search with 16 neighbours (two thirds of the tour: fewer kicks for its work)
  // ended in a worse basin at the default seed: 4 late (6833 s) 7299 s. (Seed 28, 6 late (14592 s) 8454 s with 16,
  // was here too; since the first search settles the count it ends there again, as late and 1.2% longer than the
  // 8352 s that eight times the work finds: docs/optimizer.md, round of 27 Nov, second session.)
  it('reaches the best tour that eight times the work finds on three seeds', { timeout: 120_000 }, () => {
    const rank = (s: ReturnType<typeof scoreOrder>) => [s.lateStops, s.lateness, s.travel];
    for (const seed of [4]) {
      const input = randomInstance({ n: 25, seed, returnToStart: true, asymmetric: true, windowChance: 0.5, widthRange: [300, 1500], serviceSeconds: 60 });
      expect(lostStops(input).some(Boolean)).toBe(false);
      expect(neighbourCount(buildProblem(input, DEPARTURE))).toBe(11);
      const long = [1, 2, 3].map((s) => rank(scoreOrder(input, optimizeRoute({ ...input, seed: s }, { workScale: 8 }).sequence)));
      long.sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!);
      expect(rank(scoreOrder(input, optimizeRoute(input).sequence)), `seed ${seed}`).toEqual(long[0]);
    }
  });
});

describe('determinism', () => {
  it('the same input and seed give the same order and the same work, whatever the time budget', { timeout: 120_000 }, () => {
    for (const input of [conflicting(3), randomInstance({ n: 120, seed: 4, returnToStart: false, windowChance: 0.3, widthRange: [1500, 3000] }), randomInstance({ n: 90, seed: 5, returnToStart: true })]) {
      const p = buildProblem(input, DEPARTURE);
      const a = solveIls(p, { timeBudgetMs: 100_000, seed: 7 });
      const b = solveIls(p, { timeBudgetMs: 600_000, seed: 7 });
      expect(a.stoppedBy).not.toBe('deadline');
      expect(b.order).toEqual(a.order);
      expect(b.evaluations).toBe(a.evaluations);
      expect(b.kicks).toBe(a.kicks);
    }
  });

  it('the same with the relaxed search (every window kept, at most a tenth of them narrower than an hour)', { timeout: 120_000 }, () => {
    const input = randomInstance({ n: 70, seed: 3, returnToStart: true, windowChance: 0.4, widthRange: [5000, 10000], serviceSeconds: 60 });
    const [p, q] = [buildProblem(input, DEPARTURE), buildProblem(input, DEPARTURE)];
    expect(relaxable(p)).toBe(true);
    const a = solveIls(p, { timeBudgetMs: 100_000, seed: 7 });
    const b = solveIls(q, { timeBudgetMs: 600_000, seed: 7 });
    expect(toursOf(p)(a.order).lateCount).toBe(0);
    expect(a.stoppedBy).not.toBe('deadline');
    expect([b.order, b.evaluations, b.kicks]).toEqual([a.order, a.evaluations, a.kicks]);
    const c = optimizeRoute({ ...input, timeBudgetMs: 60_000, seed: 9 });
    const d = optimizeRoute({ ...input, timeBudgetMs: 600_000, seed: 9 });
    expect(d.sequence).toEqual(c.sequence);
  });

  it('optimizeRoute with its default work gives the same order under two clocks that both leave room for it', { timeout: 120_000 }, () => {
    const input = randomInstance({ n: 100, seed: 6, returnToStart: false, windowChance: 0.8, widthRange: [600, 1500], serviceSeconds: 60 });
    const a = optimizeRoute({ ...input, timeBudgetMs: 60_000, seed: 9 });
    const b = optimizeRoute({ ...input, timeBudgetMs: 600_000, seed: 9 });
    expect(b.sequence).toEqual(a.sequence);
  });
});

describe('stops no order reaches in time', () => {
  /** Two stops whose windows close a second after departure: late in every order. */
  const withLost = (seed: number, n = 16) => {
    const input = randomInstance({ n, seed, returnToStart: seed % 2 === 0, windowChance: 0.4, widthRange: [1500, 3000], serviceSeconds: 60 });
    input.windows = (input.windows ?? input.time.map(() => null)).map((w, i) => (i === 3 || i === 7 ? { start: DEPARTURE, end: DEPARTURE + 1000 } : w));
    return input;
  };
  // late stops, seconds late where a window can be kept, seconds late at the lost stops, travel
  const rank = (s: ReturnType<typeof scoreOrder>) => [s.lateStops, s.lateness, s.lostLateness, s.travel];
  const better = (a: number[], b: number[]) => {
    for (let k = 0; k < a.length; k++) if (Math.abs((a[k] as number) - (b[k] as number)) > 1e-6) return (a[k] as number) < (b[k] as number);
    return false;
  };

  it('the answer is the better of the two searches after each is finished, not the one better before', { timeout: 120_000 }, () => {
    // drawn 25-stop instances where the first search's order was better without the lost stops and worse with them
    for (const seed of [9, 13, 23]) {
      const input = withLost(seed, 25);
      const lost = unreachableWindows(input, DEPARTURE);
      const full = buildProblem(input, DEPARTURE);
      const searched = buildProblem({ ...input, windows: input.windows?.map((w, i) => (lost[i] ? null : w)) }, DEPARTURE);
      const finished = [0, 1].map((s) => {
        const order = solveIls(searched, { timeBudgetMs: 600_000, seed: searchSeed(1, s) }).order;
        return polishWithLost(full, placeLostStops(full, order, lost), lost, 600_000, defaultLimits(25).maxEvaluations / 10);
      });
      const best = betterLost(lostScore(full, finished[1]!, lost), lostScore(full, finished[0]!, lost)) ? finished[1]! : finished[0]!;
      const finish = {
        complete: (order: number[]) => polishWithLost(full, placeLostStops(full, order, lost), lost, 600_000, defaultLimits(25).maxEvaluations / 10),
        better: (a: readonly number[], b: readonly number[]) => betterLost(lostScore(full, a, lost), lostScore(full, b, lost)),
      };
      const got = solveIlsBestOf(searched, { timeBudgetMs: 600_000, seed: 1, finish }).order;
      expect(lostScore(full, got, lost), `seed ${seed}`).toEqual(lostScore(full, best, lost));
      // optimizeRoute first searches with them served first (below), and is no worse than this
      expect(betterLost(lostScore(full, got, lost), lostScore(full, optimizeRoute(input).sequence, lost)), `seed ${seed}`).toBe(false);
    }
  });

  /** Every order of `xs`. */
  const permutations = (xs: number[]): number[][] =>
    xs.length <= 1 ? [xs] : xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));

  it('served first, they are least late in the order lostFirst gives', () => {
    for (const seed of [1, 2, 3]) {
      for (const k of [1, 3, 5, 13]) {
        const input = randomInstance({ n: 20, seed, returnToStart: false, serviceSeconds: 60 });
        const ids = Array.from({ length: k }, (_, q) => q + 2);
        input.windows = input.time.map((_, i) => (ids.includes(i) ? { start: DEPARTURE, end: DEPARTURE + 1000 } : null));
        const lost = unreachableWindows(input, DEPARTURE);
        const first = lostFirst(buildProblem(input, DEPARTURE), lost);
        expect([...first.order].sort((a, b) => a - b)).toEqual(ids);
        const rest = Array.from({ length: 20 }, (_, v) => v).filter((v) => v > 0 && !ids.includes(v));
        const lateness = (order: number[]) => scoreOrder(input, [0, ...order, ...rest]).lostLateness;
        expect(first.lateMs / 1000).toBeCloseTo(lateness(first.order), 6);
        // exact up to 12 of them (brute force here up to 5), each put in where least late beyond
        if (k <= 5) expect(first.lateMs / 1000).toBeCloseTo(Math.min(...permutations(ids).map(lateness)), 6);
        else expect(first.lateMs / 1000).toBeLessThanOrEqual(lateness(ids));
      }
    }
  });

  it('when serving them first makes no other stop late, they come first and least late, the rest searched after them', { timeout: 120_000 }, () => {
    // 60 stops, four lost among them, 40% of the others with windows of 5000-9000 s: the search without their
    // windows placed them afterwards where they fitted, later than needed on 5 of these 7 drawn instances (seed 4:
    // 5408 s late at them against 3040 s; 10,325 s of travel against 9168). Seed 6 is left out: a core constructed
    // with them first leaves a stop out there, so the search with them first is not tried (7235 s as before, 4511 s
    // with it)
    const ids = [3, 7, 11, 19];
    for (const seed of [1, 2, 3, 4, 5, 7, 8]) {
      const input = randomInstance({ n: 60, seed, returnToStart: seed % 2 === 0, windowChance: 0.4, widthRange: [5000, 9000], serviceSeconds: 60 });
      input.windows = (input.windows ?? input.time.map(() => null)).map((w, i) => (ids.includes(i) ? { start: DEPARTURE, end: DEPARTURE + 1000 } : w));
      const rest = Array.from({ length: 60 }, (_, v) => v).filter((v) => v > 0 && !ids.includes(v));
      const least = Math.min(...permutations(ids).map((order) => scoreOrder(input, [0, ...order, ...rest]).lostLateness));
      const got = scoreOrder(input, optimizeRoute(input).sequence);
      expect([got.lateStops, got.lateness], `seed ${seed}`).toEqual([0, 0]);
      expect(got.lostLateness, `seed ${seed}`).toBeCloseTo(least, 6);
    }
  });

  it('the tour is fitted around them: no stop moved elsewhere makes it better', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const input = withLost(seed);
      expect(lostStops(input).filter(Boolean)).toHaveLength(2);
      const order = optimizeRoute(input).sequence;
      const got = rank(scoreOrder(input, order));
      for (let i = 1; i < order.length; i++) {
        for (let k = 1; k < order.length; k++) {
          if (k === i) continue;
          const moved = order.filter((_, q) => q !== i);
          moved.splice(k, 0, order[i] as number);
          expect(better(rank(scoreOrder(input, moved)), got), `seed ${seed}: stop ${order[i]} to ${k}`).toBe(false);
        }
      }
    }
  });
});

describe('the polish after the search', () => {
  /** Whether moving a string of 1-10 stops anywhere, either way round, gives a better order by the objective. */
  const improvable = (input: ReturnType<typeof randomInstance>, order: number[]): string | undefined => {
    const none = order.map(() => false);
    const base = scoreOrder(input, order, none);
    const better = (s: typeof base) =>
      s.lateStops < base.lateStops || (s.lateStops === base.lateStops && (s.lateness < base.lateness - 1e-9 || (Math.abs(s.lateness - base.lateness) <= 1e-9 && s.travel < base.travel - 1e-9)));
    for (let i = 1; i < order.length; i++) {
      for (let len = 1; len <= 10 && i + len <= order.length; len++) {
        const string = order.slice(i, i + len);
        const rest = [...order.slice(0, i), ...order.slice(i + len)];
        for (let k = 1; k <= rest.length; k++) {
          if (k === i) continue;
          for (const s of [string, [...string].reverse()]) {
            if (better(scoreOrder(input, [...rest.slice(0, k), ...s, ...rest.slice(k)], none))) return `${string.join(' ')} to place ${k}`;
          }
        }
      }
    }
    return undefined;
  };

  it('leaves no string of up to 10 stops that moved anywhere makes the tour better', { timeout: 120_000 }, () => {
    // 100 drawn stops, 40% with windows of 3000-8000 s: the search's tour is a local optimum of the moves towards
    // each stop's neighbours only; without the polish seed 1 ended at 14,099 s, a string moved far gave 13,976 s
    for (const seed of [1, 2, 3]) {
      const input = randomInstance({ n: 100, seed, returnToStart: seed % 2 === 0, windowChance: 0.4, widthRange: [3000, 8000], serviceSeconds: 60 });
      const { order } = solveIls(buildProblem(input, DEPARTURE), { timeBudgetMs: 600_000, seed: 1 });
      expect(improvable(input, order), `seed ${seed}`).toBeUndefined();
    }
  });
});

describe('with every window kept, the relaxed search (windows left on the way)', () => {
  it('runs from 30 stops on, where at most a tenth of the stops have windows narrower than an hour', () => {
    const drawn = (n: number, widthRange: [number, number], windowChance = 0.4) =>
      buildProblem(randomInstance({ n, seed: 1, returnToStart: true, windowChance, widthRange, serviceSeconds: 60 }), DEPARTURE);
    expect(relaxable(drawn(70, [5000, 10000]))).toBe(true);
    expect(relaxable(drawn(29, [5000, 10000]))).toBe(false);
    expect(relaxable(drawn(30, [5000, 10000]))).toBe(true);
    // 40% of the stops with 30-60 minute windows; 5% with them (a tenth of the stops at most)
    expect(relaxable(drawn(70, [1800, 3599]))).toBe(false);
    expect(relaxable(drawn(70, [1800, 3599], 0.05))).toBe(true);
    // no windows at all: nothing narrow
    expect(relaxable(drawn(70, [1800, 3599], 0))).toBe(true);
  });

  it('ends shorter than the search that keeps every window at every step on more drawn instances than longer, and in total', { timeout: 120_000 }, () => {
    // 70 drawn stops, 40% with windows of 83-167 min: every window kept by both; when written 7 of the 16 shorter, 2
    // longer (seeds 12 and 14), 113,746 -> 113,474 s in all. `relax: false` is the search before it, order for order.
    // (On the bench's road instances, loose windows, the gain is larger: docs/optimizer.md, ninth session.)
    let shorter = 0;
    let longer = 0;
    let kept = 0;
    let relaxed = 0;
    for (let seed = 1; seed <= 16; seed++) {
      const input = randomInstance({ n: 70, seed, returnToStart: seed % 2 === 0, windowChance: 0.4, widthRange: [5000, 10000], serviceSeconds: 60 });
      // a problem each: the beam's core is worked out once per problem, its work counted by the first search only
      const [p, q] = [buildProblem(input, DEPARTURE), buildProblem(input, DEPARTURE)];
      const tour = toursOf(p);
      const a = tour(solveIlsBestOf(p, { timeBudgetMs: 600_000, seed: 1, relax: false }).order);
      const b = tour(solveIlsBestOf(q, { timeBudgetMs: 600_000, seed: 1 }).order);
      expect([a.lateCount, a.lateMs, b.lateCount, b.lateMs], `seed ${seed}`).toEqual([0, 0, 0, 0]);
      if (b.cost < a.cost) shorter++;
      if (b.cost > a.cost) longer++;
      kept += a.cost;
      relaxed += b.cost;
    }
    expect(shorter).toBeGreaterThanOrEqual(6);
    expect(longer).toBeLessThanOrEqual(2);
    expect(relaxed).toBeLessThan(kept);
  });
});

describe('from 51 to 100 stops, the later searches start from the beam core when the first kept every window', () => {
  it('a core that keeps every window, by seed: the same seed the same core, another seed another; nothing without a beam', () => {
    const p = buildProblem(randomInstance({ n: 60, seed: 3, returnToStart: true, windowChance: 0.4, widthRange: [600, 1800], serviceSeconds: 20 }), DEPARTURE);
    const budget = () => new Budget(600_000, Infinity);
    expect(beamRandomCore(p, new Tour(p), budget(), new Rng(1))).toBeNull();
    const beamTour = new Tour(p);
    beamCore(p, beamTour, budget());
    const orders = [1, 2].map((seed) => {
      const t = new Tour(p);
      const out = beamRandomCore(p, t, budget(), new Rng(seed));
      expect(out).not.toBeNull();
      expect(t.lateCount).toBe(0);
      expect(t.lateMs).toBe(0);
      expect(t.len - 1 + (out as number[]).length).toBe(p.n);
      return t.order();
    });
    expect(orders[0]).not.toEqual(orders[1]);
    // the same seed, the same core
    const again = new Tour(p);
    beamRandomCore(p, again, budget(), new Rng(1));
    expect(again.order()).toEqual(orders[0]);
  });
});
