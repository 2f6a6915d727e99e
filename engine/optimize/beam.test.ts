// The beam over the windowed stops: its order keeps every window it holds, it finds the exact count where its width
// holds every label, and as a start of the window-keeping phase it reaches the exact fewest late stops on drawn
// 25-stop instances where the search's own starts left one stop more late.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BEAM_WIDTH, beamWidth, onTimeBeam, windowedStops } from './beam.ts';
import { solveIls, solveIlsBestOf } from './ils.ts';
import { evaluateOrder, optimizeRoute } from './index.ts';
import { buildProblem } from './problem.ts';
import { tourOf } from './testing-tour.ts';
import type { TimeWindow } from './types.ts';
import { bruteForce, DEPARTURE, fewestLate, lostStops, randomInstance, scoreOrder } from './testing.ts';

const drawn = fc.record({
  // up to 9 windowed stops: at most 630 labels of one size, within the beam's width, so it is exact here
  n: fc.integer({ min: 5, max: 10 }),
  seed: fc.integer({ min: 1, max: 100_000 }),
  closed: fc.boolean(),
  windowChance: fc.constantFrom(0.5, 0.9),
  widthRange: fc.constantFrom<[number, number]>([60, 400], [300, 1500]),
  service: fc.constantFrom(0, 90),
});

const instance = (o: { n: number; seed: number; closed: boolean; windowChance: number; widthRange: [number, number]; service: number }) =>
  randomInstance({ n: o.n, seed: o.seed, returnToStart: o.closed, asymmetric: true, windowChance: o.windowChance, widthRange: o.widthRange, serviceSeconds: o.service });

describe('onTimeBeam', () => {
  it('serves every stop of its order in time, and holds as many as the exact programme on small instances', () => {
    fc.assert(
      fc.property(drawn, (o) => {
        const input = instance(o);
        const { order } = onTimeBeam(buildProblem(input, DEPARTURE));
        expect(new Set(order).size).toBe(order.length);
        for (const v of order) expect(input.windows?.[v]).toBeTruthy();
        // served first, in its order, none of them is late (the return to the start has no window here)
        expect(scoreOrder({ ...input, returnToStart: false }, [0, ...order], []).lateStops).toBe(0);
        const windowed = (input.windows ?? []).filter((w, i) => i > 0 && w).length;
        expect(windowed - order.length).toBe(fewestLate(input));
      }),
      { numRuns: 80, seed: 20261128 },
    );
  });

  it('the exact programme agrees with brute force over every order', () => {
    fc.assert(
      fc.property(drawn, (o) => {
        const input = instance({ ...o, n: Math.min(o.n, 8) });
        const lost = lostStops(input).filter(Boolean).length;
        expect(fewestLate(input)).toBe(bruteForce(input).lateStops + lost);
      }),
      { numRuns: 60, seed: 20261128 },
    );
  });

  it('ends at the layer where it is told to stop, with an order that keeps every window', () => {
    // the clock's deadline is asked before each layer: at 200 stops a whole beam is 30-60 ms of CPU, more than a small
    // time budget's 50 ms of slack
    const input = randomInstance({ n: 75, seed: 5, returnToStart: false, windowChance: 0.8, widthRange: [1800, 3600], serviceSeconds: 60 });
    const p = buildProblem(input, DEPARTURE);
    expect(onTimeBeam(p, undefined, () => true).order).toEqual([]);
    for (const layers of [1, 5, 20]) {
      let asked = 0;
      const { order } = onTimeBeam(p, undefined, () => ++asked > layers);
      expect(order.length).toBe(layers);
      expect(scoreOrder({ ...input, returnToStart: false }, [0, ...order], []).lateStops).toBe(0);
    }
  });

  it('a narrow beam may hold fewer stops, never more, and its order still keeps every window', () => {
    const input = randomInstance({ n: 25, seed: 1, returnToStart: false, windowChance: 0.8, widthRange: [300, 900], serviceSeconds: 60 });
    const p = buildProblem(input, DEPARTURE);
    const wide = onTimeBeam(p, BEAM_WIDTH).order;
    const narrow = onTimeBeam(p, 2).order;
    expect(narrow.length).toBeLessThanOrEqual(wide.length);
    expect(scoreOrder(input, [0, ...narrow], []).lateStops).toBe(0);
    expect(scoreOrder(input, [0, ...wide], []).lateStops).toBe(0);
  });
});

describe('small inputs with stops left out: the beam core is a third start of the second search', () => {
  // Drawn 25-stop instances, 80% of the stops with windows in conflict, where the search from the visitor's order and
  // the core by closing time, both searches, left one stop more late than the exact optimum: 10 for 9, 8 for 7; and
  // two with 30-60 min windows and 3 min at each stop where the beam 1000 wide (the seventh session's) held one stop
  // fewer than the exact programme, and the answer left 8 late for 7 (2000 wide: eighth session).
  it('reaches the exact fewest late stops', { timeout: 120_000 }, () => {
    for (const [seed, widthRange, service] of [
      [1, [300, 900], 60],
      [28, [600, 1800], 60],
      [16, [1800, 3600], 180],
      [38, [1800, 3600], 180],
    ] as const) {
      const input = randomInstance({ n: 25, seed, returnToStart: seed % 2 === 0, windowChance: 0.8, widthRange: [...widthRange], serviceSeconds: service });
      const late = optimizeRoute({ ...input, timeBudgetMs: 600_000 }).stops.filter((s) => !s.windowMet).length;
      expect(late, `seed ${seed}`).toBe(fewestLate(input));
    }
  });
});

describe('beyond 30 windowed stops: a set in several words, a narrower beam', () => {
  it('narrows with the windowed stops, and is as wide as before up to 30', () => {
    expect(beamWidth(25)).toBe(BEAM_WIDTH);
    expect(beamWidth(30)).toBe(BEAM_WIDTH);
    expect(beamWidth(31)).toBe(300);
    expect(beamWidth(100)).toBe(200);
    expect(beamWidth(199)).toBe(51);
  });

  it('holds every stop of planted windows that one order keeps (70 windowed stops, three words a set)', () => {
    // windows of 10 min around each stop's arrival on a drawn order: that order keeps them all
    const input = randomInstance({ n: 71, seed: 4, returnToStart: false, serviceSeconds: 60 });
    const order = [0, ...Array.from({ length: 70 }, (_, k) => ((k * 37) % 70) + 1)];
    const arrival = evaluateOrder(input, order).stops.map((s) => s.arrival);
    const windows: (TimeWindow | null)[] = order.map(() => null);
    order.forEach((v, k) => {
      if (k > 0) windows[v] = { start: (arrival[k] as number) - 300_000, end: (arrival[k] as number) + 300_000 };
    });
    input.windows = windows;
    const beam = onTimeBeam(buildProblem(input, DEPARTURE));
    expect(beam.order.length).toBe(70);
    expect(scoreOrder(input, [0, ...beam.order], []).lateStops).toBe(0);
  });

  it('serves every stop of its order in time on drawn 75-stop instances in conflict', () => {
    for (const [seed, held] of [
      [5, 32],
      [7, 29],
    ] as const) {
      const input = randomInstance({ n: 75, seed, returnToStart: seed % 2 === 0, windowChance: 0.8, widthRange: [1800, 3600], serviceSeconds: 60 });
      const { order } = onTimeBeam(buildProblem(input, DEPARTURE));
      expect(new Set(order).size).toBe(order.length);
      for (const v of order) expect(input.windows?.[v]).toBeTruthy();
      expect(order.length, `seed ${seed}`).toBe(held);
      expect(scoreOrder({ ...input, returnToStart: false }, [0, ...order], []).lateStops).toBe(0);
    }
  });
});

describe('above 50 stops with stops left out: the search starts from the beam core too', () => {
  // Drawn 75-stop instances, 80% of the stops with windows of 30-60 min in conflict: the search from the visitor's
  // order and the core by closing time alone left 38 and 27 stops late, the beam alone leaves 34 and 25.
  it('leaves no more stops late than the beam core', { timeout: 120_000 }, () => {
    for (const [seed, most] of [
      [5, 34],
      [7, 25],
    ] as const) {
      const input = randomInstance({ n: 75, seed, returnToStart: seed % 2 === 0, windowChance: 0.8, widthRange: [1800, 3600], serviceSeconds: 60 });
      const p = buildProblem(input, DEPARTURE);
      const beamLate = windowedStops(p).length - onTimeBeam(p).order.length;
      const late = optimizeRoute({ ...input, timeBudgetMs: 600_000 }).stops.filter((s) => !s.windowMet).length;
      expect(late, `seed ${seed}`).toBeLessThanOrEqual(beamLate);
      expect(late, `seed ${seed}`).toBeLessThanOrEqual(most);
    }
  });
});

describe('above 100 stops the search starts from the beam only when its starts leave a quarter of the windowed stops out', () => {
  // At 200 stops with few late stops the beam's labels (about a tenth of the work) cost more than its core gained
  // (mixed, fresh 303-306: 121 -> 125 late): there the one search runs as without it.
  it('with fewer left out, is the search without the beam start, order and work', { timeout: 120_000 }, () => {
    // 120 stops, half with windows of 92-183 min: the core by closing time leaves 14 of the 61 out, the search 1 late
    const input = randomInstance({ n: 120, seed: 1, returnToStart: false, windowChance: 0.5, widthRange: [5500, 11000], serviceSeconds: 60 });
    const p = buildProblem(input, DEPARTURE);
    const plain = solveIls(p, { timeBudgetMs: 600_000, seed: 1 });
    expect(tourOf(p, plain.order).lateCount).toBeGreaterThan(0);
    const answer = solveIlsBestOf(p, { timeBudgetMs: 600_000, seed: 1 });
    expect(answer.order).toEqual(plain.order);
    expect(answer.evaluations).toBe(plain.evaluations);
  });

  it('with most windows in conflict, leaves fewer stops late than without it', { timeout: 120_000 }, () => {
    // 120 stops, 80% with 5-15 min windows: 78 and 81 late without the beam start
    for (const [seed, most] of [
      [1, 77],
      [4, 79],
    ] as const) {
      const input = randomInstance({ n: 120, seed, returnToStart: seed % 2 === 0, windowChance: 0.8, widthRange: [300, 900], serviceSeconds: 60 });
      const late = optimizeRoute({ ...input, timeBudgetMs: 600_000 }).stops.filter((s) => !s.windowMet).length;
      expect(late, `seed ${seed}`).toBeLessThanOrEqual(most);
    }
  });
});
