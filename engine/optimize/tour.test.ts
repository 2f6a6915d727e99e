// The local search trusts O(1) travel deltas and the stretch shortcuts of the lateness judge; each must match a
// full recomputation, exactly (every figure is a whole number of ms).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildProblem } from './problem.ts';
import { DEPARTURE, randomInstance } from './testing.ts';
import { copyOf, tourOf } from './testing-tour.ts';
import { Tour } from './tour.ts';

const arb = fc.record({
  n: fc.integer({ min: 4, max: 16 }),
  seed: fc.integer({ min: 1, max: 10_000 }),
  closed: fc.boolean(),
  windows: fc.constantFrom(0, 0.4, 0.9),
  width: fc.constantFrom<[number, number]>([100, 900], [1500, 4000]),
  service: fc.constantFrom(0, 60),
  shuffle: fc.integer({ min: 0, max: 1_000_000 }),
  a: fc.nat(),
  b: fc.nat(),
  len: fc.integer({ min: 1, max: 3 }),
  rev: fc.boolean(),
  /** Which bound to judge against: the old tour's, the new one's exactly, or one ms or one stop either side. */
  bound: fc.constantFrom('old', 'same', 'ms-', 'ms+', 'stop-', 'stop+'),
  strict: fc.boolean(),
  exact: fc.boolean(),
  /** The relaxed search's judge: the bound on ms late alone, late stops not compared. */
  msOnly: fc.boolean(),
});

type Case = typeof arb extends fc.Arbitrary<infer T> ? T : never;

function setup(o: Case) {
  const input = randomInstance({
    n: o.n,
    seed: o.seed,
    returnToStart: o.closed,
    asymmetric: true,
    windowChance: o.windows,
    widthRange: o.width,
    serviceSeconds: o.service,
  });
  const p = buildProblem(input, DEPARTURE);
  const rest = Array.from({ length: o.n - 1 }, (_, k) => k + 1).sort((x, y) => ((x * o.shuffle) % 97) - ((y * o.shuffle) % 97) || x - y);
  return { p, tour: tourOf(p, [0, ...rest]) };
}

/** Judges a move on `tour` against the case's bound, applies it, and checks the judge and the caches. */
function check(o: Case, tour: Tour, judge: () => boolean, apply: () => void, delta: number, expected: number[]) {
  const before = copyOf(tour);
  const target = tourOf(tour.p, expected);
  const [c, m] = { old: [before.lateCount, before.lateMs], same: [target.lateCount, target.lateMs], 'ms-': [target.lateCount, target.lateMs - 1], 'ms+': [target.lateCount, target.lateMs + 1], 'stop-': [target.lateCount - 1, target.lateMs], 'stop+': [target.lateCount + 1, target.lateMs] }[o.bound] as [number, number];
  tour.setBound(c, m, o.strict);
  tour.exact = o.exact;
  tour.msOnly = o.msOnly;
  const judged = judge();
  tour.msOnly = false;
  const msMeets = o.strict ? target.lateMs < m : target.lateMs <= m;
  const meets = o.msOnly ? msMeets : target.lateCount < c || (target.lateCount === c && msMeets);
  expect(judged).toBe(meets);
  if (judged && o.exact) expect([tour.evalCount, tour.evalMs]).toEqual([target.lateCount, target.lateMs]);
  apply();
  expect(tour.order()).toEqual(expected);
  expect(target.cost - before.cost).toBe(delta);
  expect([tour.lateCount, tour.lateMs, tour.cost]).toEqual([target.lateCount, target.lateMs, target.cost]);
  expect(Array.from(tour.start.subarray(0, tour.len))).toEqual(Array.from(target.start.subarray(0, target.len)));
}

describe('Tour move evaluation', () => {
  it('2-opt', () => {
    fc.assert(
      fc.property(arb, (o) => {
        const { p, tour } = setup(o);
        const last = p.N - 2;
        const i = 1 + (o.a % last);
        const j = 1 + (o.b % last);
        if (j <= i) return;
        const expected = tour.order();
        expected.splice(i, j - i + 1, ...expected.slice(i, j + 1).reverse());
        check(o, tour, () => tour.judgeTwoOpt(i, j), () => tour.applyTwoOpt(i, j), tour.twoOptDelta(i, j), expected);
      }),
      { numRuns: 500 },
    );
  });

  it('Or-opt, both directions and orientations', () => {
    fc.assert(
      fc.property(arb, (o) => {
        const { p, tour } = setup(o);
        const last = p.N - 2;
        const i = 1 + (o.a % last);
        const e = i + o.len - 1;
        const j = o.b % (last + 1);
        if (e > last || (j >= i - 1 && j <= e)) return;
        const route = [...tour.order(), p.n];
        const segment = route.slice(i, e + 1);
        if (o.rev) segment.reverse();
        const anchor = route[j] as number;
        const rest = route.filter((_, k) => k < i || k > e);
        rest.splice(rest.indexOf(anchor) + 1, 0, ...segment);
        check(o, tour, () => tour.judgeOrOpt(i, e, j, o.rev), () => tour.applyOrOpt(i, e, j, o.rev), tour.orOptDelta(i, e, j, o.rev), rest.slice(0, -1));
      }),
      { numRuns: 700 },
    );
  });

  it('exchange of two stops, neighbouring or not', () => {
    fc.assert(
      fc.property(arb, (o) => {
        const { p, tour } = setup(o);
        const last = p.N - 2;
        const i = 1 + (o.a % last);
        const j = 1 + (o.b % last);
        if (j <= i) return;
        const expected = tour.order();
        [expected[i], expected[j]] = [expected[j] as number, expected[i] as number];
        check(o, tour, () => tour.judgeSwap(i, j), () => tour.applySwap(i, j), tour.swapDelta(i, j), expected);
      }),
      { numRuns: 500 },
    );
  });

  it('taking a stop out and putting it back anywhere', () => {
    fc.assert(
      fc.property(arb, (o) => {
        const { p, tour } = setup(o);
        const at = 1 + (o.a % (p.N - 2));
        const v = tour.route[at] as number;
        tour.remove(at);
        const expectedOut = copyOf(tour);
        expect([tour.lateCount, tour.lateMs, tour.cost]).toEqual([expectedOut.lateCount, expectedOut.lateMs, expectedOut.cost]);
        expect(tour.pos[v]).toBe(-1);
        const k = 1 + (o.b % (tour.len - 1));
        const expected = tour.order();
        expected.splice(k, 0, v);
        check(o, tour, () => tour.judgeInsert(v, k), () => tour.insert(v, k), tour.insertDelta(v, k), expected);
      }),
      { numRuns: 500 },
    );
  });

  it('putting a stop in while taking another out', () => {
    fc.assert(
      fc.property(arb, (o) => {
        const { p, tour } = setup(o);
        if (p.N < 5) return;
        const at = 1 + (o.a % (p.N - 2));
        const v = tour.route[at] as number;
        tour.remove(at);
        const q = 1 + (o.b % (tour.len - 2));
        const k = 1 + ((o.a * 7 + o.b) % (tour.len - 1));
        const route = tour.order();
        const w = route[q] as number;
        const expected = [...route.slice(0, k), v, ...route.slice(k)].filter((x) => x !== w);
        check(o, tour, () => tour.judgeReplace(v, q, k), () => tour.replace(v, q, k), tour.replaceDelta(v, q, k), expected);
        expect(tour.pos[w]).toBe(-1);
      }),
      { numRuns: 700 },
    );
  });

  it('taking a string of stops out at once, as one by one', () => {
    fc.assert(
      fc.property(arb, (o) => {
        const { p, tour } = setup(o);
        const count = Math.min(o.len, p.N - 2);
        const at = 1 + (o.a % (p.N - 1 - count));
        const gone = Array.from(tour.route.subarray(at, at + count));
        const expected = tour.order().filter((v) => !gone.includes(v));
        tour.remove(at, count);
        const target = tourOf(p, expected);
        expect(tour.order()).toEqual(expected);
        expect([tour.lateCount, tour.lateMs, tour.cost]).toEqual([target.lateCount, target.lateMs, target.cost]);
        for (const v of gone) expect(tour.pos[v]).toBe(-1);
        for (const v of expected) expect(tour.route[tour.pos[v] as number]).toBe(v);
      }),
      { numRuns: 300 },
    );
  });

  it('judges alike after moves applied between judges (the room and lateness tables built when first read)', () => {
    fc.assert(
      fc.property(arb, fc.array(fc.tuple(fc.nat(), fc.nat(), fc.integer({ min: 0, max: 2 })), { minLength: 1, maxLength: 4 }), (o, moves) => {
        const { p, tour } = setup(o);
        fc.pre(p.N >= 6);
        const last = p.N - 2;
        for (const [x, y, kind] of moves) {
          const i = 1 + (x % last);
          const j = 1 + (y % last);
          if (i === j) continue;
          // a judge reads every table, so the moves after it leave them stale from their own first changed position
          tour.setBound(Infinity, Infinity, false);
          tour.exact = true;
          tour.judgeOrOpt(i, i, j > i ? j : j - 1, false);
          if (kind === 0) tour.applyTwoOpt(Math.min(i, j), Math.max(i, j));
          else if (kind === 1) tour.applySwap(Math.min(i, j), Math.max(i, j));
          else if (j < i - 1 || j > i) tour.applyOrOpt(i, i, j, false);
        }
        const copy = new Tour(p);
        copy.copyFrom(tour);
        const ref = copyOf(tour);
        const i = 1 + (o.a % last);
        const j = (o.b % (last + 1));
        fc.pre(j < i - 1 || j > i);
        for (const t of [tour, copy, ref]) {
          t.setBound(o.bound === 'old' ? Infinity : ref.lateCount, o.bound === 'old' ? Infinity : ref.lateMs, o.strict);
          t.exact = true;
        }
        const want = ref.judgeOrOpt(i, i, j, o.rev);
        for (const t of [tour, copy]) {
          expect(t.judgeOrOpt(i, i, j, o.rev)).toBe(want);
          if (want) expect([t.evalCount, t.evalMs]).toEqual([ref.evalCount, ref.evalMs]);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('rejects a move by the stops it makes late before a late tail, without serving each of them', () => {
    // Stops 0..40 on a line a minute apart, visited in order: 1..20 on time with no room to spare, 21..40 late by
    // 20 minutes or more. Stop 21 moved to just after stop 1 makes 2..20 late and the tail later still: the tail's
    // late stops, in the piece after the ones that flip, reject the move before those are served one by one.
    const n = 41;
    const time = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => Math.abs(i - j) * 60));
    const windows = Array.from({ length: n }, (_, i) =>
      i === 0 ? null : { start: DEPARTURE, end: DEPARTURE + (i <= 20 ? i * 60 : 10) * 1000 },
    );
    const p = buildProblem({ time, distance: time, returnToStart: false, departure: DEPARTURE, windows }, DEPARTURE);
    const tour = tourOf(p, Array.from({ length: n }, (_, k) => k));
    expect([tour.lateCount, tour.lateC[20]]).toEqual([20, 0]);
    const moved = copyOf(tour);
    moved.applyOrOpt(21, 21, 1, false);
    expect(moved.compare(tour)).toBe(1);
    tour.setBound(tour.lateCount, tour.lateMs, true);
    tour.drainVisits();
    expect(tour.judgeOrOpt(21, 21, 1, false)).toBe(false);
    // before the bounds of the pieces to come: 20 stops served
    expect(tour.drainVisits()).toBeLessThanOrEqual(3);
  });
});
