// The local search trusts O(1) cost deltas and shortcut lateness replays; each must match a full recomputation.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildProblem } from './problem.ts';
import { DEPARTURE, randomInstance } from './testing.ts';
import { Tour } from './tour.ts';

const arb = fc.record({
  n: fc.integer({ min: 4, max: 14 }),
  seed: fc.integer({ min: 1, max: 10_000 }),
  closed: fc.boolean(),
  windows: fc.boolean(),
  service: fc.constantFrom(0, 60),
  shuffle: fc.integer({ min: 0, max: 1_000_000 }),
  a: fc.nat(),
  b: fc.nat(),
  len: fc.integer({ min: 1, max: 3 }),
  rev: fc.boolean(),
  slack: fc.double({ min: -50, max: 2000, noNaN: true }),
});

type Case = typeof arb extends fc.Arbitrary<infer T> ? T : never;

/** Whether the judged value and the true lateness agree on the bound (skipping float ties at the bound). */
const agrees = (judged: number, lateness: number, bound: number) =>
  Math.abs(lateness - bound) < 1e-6 || judged <= bound === lateness <= bound;

function setup(o: Case) {
  const input = randomInstance({
    n: o.n,
    seed: o.seed,
    returnToStart: o.closed,
    asymmetric: true,
    windowChance: o.windows ? 0.7 : 0,
    widthRange: [100, 900],
    serviceSeconds: o.service,
  });
  const p = buildProblem(input, DEPARTURE);
  const rest = Array.from({ length: o.n - 1 }, (_, k) => k + 1).sort((x, y) => ((x * o.shuffle) % 97) - ((y * o.shuffle) % 97) || x - y);
  const tour = new Tour(p);
  tour.setOrder([0, ...rest]);
  return { p, tour };
}

function fresh(t: Tour): Tour {
  const copy = new Tour(t.p);
  copy.setOrder(t.order());
  return copy;
}

describe('Tour move evaluation', () => {
  it('2-opt delta and lateness match the applied move', () => {
    fc.assert(
      fc.property(arb, (o) => {
        const { p, tour } = setup(o);
        const last = p.N - 2;
        const i = 1 + (o.a % last);
        const j = 1 + (o.b % last);
        if (j <= i) return;
        const before = fresh(tour);
        const delta = tour.twoOptDelta(i, j);
        const bound = before.lateness + o.slack;
        const judged = tour.twoOptLateness(i, j, bound);
        tour.applyTwoOpt(i, j);
        const after = fresh(tour);
        expect(tour.cost).toBeCloseTo(after.cost, 6);
        expect(tour.lateness).toBeCloseTo(after.lateness, 6);
        expect(after.cost - before.cost).toBeCloseTo(delta, 6);
        expect(agrees(judged, after.lateness, bound)).toBe(true);
        const expected = before.order();
        expected.splice(i, j - i + 1, ...expected.slice(i, j + 1).reverse());
        expect(tour.order()).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });

  it('Or-opt delta and lateness match the applied move, both directions and orientations', () => {
    fc.assert(
      fc.property(arb, (o) => {
        const { p, tour } = setup(o);
        const last = p.N - 2;
        const i = 1 + (o.a % last);
        const e = i + o.len - 1;
        const j = o.b % (last + 1);
        if (e > last || (j >= i - 1 && j <= e)) return;
        const before = fresh(tour);
        const delta = tour.orOptDelta(i, e, j, o.rev);
        const bound = before.lateness + o.slack;
        const judged = tour.orOptLateness(i, e, j, o.rev, bound);
        const route = [...before.order(), p.n];
        const segment = route.slice(i, e + 1);
        if (o.rev) segment.reverse();
        const anchor = route[j] as number;
        const rest = route.filter((_, k) => k < i || k > e);
        rest.splice(rest.indexOf(anchor) + 1, 0, ...segment);
        tour.applyOrOpt(i, e, j, o.rev);
        const after = fresh(tour);
        expect(tour.order()).toEqual(rest.slice(0, -1));
        expect(after.cost - before.cost).toBeCloseTo(delta, 6);
        expect(tour.lateness).toBeCloseTo(after.lateness, 6);
        expect(agrees(judged, after.lateness, bound)).toBe(true);
      }),
      { numRuns: 600 },
    );
  });
});
