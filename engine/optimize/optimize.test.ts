// optimizeRoute against brute force on small random instances, plus hand-drawn cases for the stop report.
import { describe, expect, it } from 'vitest';
import { solveIls } from './ils.ts';
import { optimizeRoute } from './index.ts';
import { buildProblem } from './problem.ts';
import { bruteForce, DEPARTURE, lostStops, randomInstance, scoreOrder } from './testing.ts';

const isPermutationFrom0 = (seq: number[], n: number) =>
  seq[0] === 0 && seq.length === n && new Set(seq).size === n && seq.every((s) => s >= 0 && s < n);

describe('optimizeRoute without windows equals brute force', () => {
  for (const returnToStart of [true, false]) {
    it(`${returnToStart ? 'closed' : 'open'} tours, 2 to 9 stops, symmetric and asymmetric`, () => {
      for (let n = 2; n <= 9; n++) {
        for (let seed = 1; seed <= 12; seed++) {
          const input = randomInstance({ n, seed, returnToStart, asymmetric: seed % 2 === 0 });
          const res = optimizeRoute(input);
          expect(isPermutationFrom0(res.sequence, n)).toBe(true);
          expect(res.travelTime).toBe(bruteForce(input).travel);
          expect(res.totalLateness).toBe(0);
        }
      }
    });
  }

  it('10 stops, open and closed', () => {
    for (const returnToStart of [true, false]) {
      for (let seed = 1; seed <= 2; seed++) {
        const input = randomInstance({ n: 10, seed, returnToStart, asymmetric: true });
        expect(optimizeRoute(input).travelTime).toBe(bruteForce(input).travel);
      }
    }
  });
});

describe('optimizeRoute with windows equals brute force (avoidable lateness first, then travel)', () => {
  for (const returnToStart of [true, false]) {
    it(`${returnToStart ? 'closed' : 'open'} tours with tight and loose windows and service time`, () => {
      let feasibleCases = 0;
      let infeasibleCases = 0;
      let lostCases = 0;
      for (let n = 3; n <= 8; n++) {
        for (let seed = 1; seed <= 15; seed++) {
          const input = randomInstance({
            n,
            seed,
            returnToStart,
            windowChance: 0.8,
            widthRange: seed % 3 === 0 ? [60, 300] : [300, 1500],
            asymmetric: seed % 2 === 1,
            serviceSeconds: seed % 4 === 0 ? 120 : 0,
          });
          const res = optimizeRoute(input);
          const best = bruteForce(input);
          const got = scoreOrder(input, res.sequence);
          expect(got.lateStops).toBe(best.lateStops);
          expect(got.lateness).toBeCloseTo(best.lateness, 6);
          expect(res.stops.map((s) => !s.windowReachable)).toEqual(res.sequence.map((i) => lostStops(input)[i]));
          if (best.lostLateness === 0) {
            expect(res.totalLateness).toBeCloseTo(best.lateness, 6);
            expect(res.travelTime).toBe(best.travel);
          } else {
            // A stop no order gets to in time goes where it is least late, never at the others' cost.
            lostCases++;
            expect(got.lostLateness).toBeLessThanOrEqual(best.lostLateness + 1e-6);
          }
          if (best.lateness === 0) feasibleCases++;
          else infeasibleCases++;
        }
      }
      // the generator must exercise both kinds of instance, or this test proves little
      expect(feasibleCases).toBeGreaterThan(10);
      expect(infeasibleCases).toBeGreaterThan(10);
      expect(lostCases).toBeGreaterThan(5);
    });
  }

  it('keeps a window that forces a longer route', () => {
    // A line: 0 at 0 s, 1 at 100 s, 2 at 200 s. Stop 2 must be reached within 210 s, stop 1 only after 400 s.
    const pos = [0, 100, 200];
    const time = pos.map((a) => pos.map((b) => Math.abs(a - b)));
    const res = optimizeRoute({
      time,
      distance: time,
      returnToStart: false,
      departure: DEPARTURE,
      windows: [null, { start: DEPARTURE + 400_000, end: DEPARTURE + 500_000 }, { start: DEPARTURE, end: DEPARTURE + 210_000 }],
    });
    expect(res.sequence).toEqual([0, 2, 1]);
    expect(res.totalLateness).toBe(0);
    expect(res.travelTime).toBe(300);
    expect(res.totalTime).toBe(400);
  });
});

describe('the stop report', () => {
  // 0 -> 1 takes 60 s, 1 -> 2 takes 60 s, 2 -> 0 takes 100 s; the only other arcs are 10 000 s.
  const far = 10_000;
  const time = [
    [0, 60, far],
    [far, 0, 60],
    [100, far, 0],
  ];
  const distance = [
    [0, 1, 50],
    [50, 0, 2],
    [4, 50, 0],
  ];

  it('reports arrival, waiting, lateness and met windows in visiting order', () => {
    const res = optimizeRoute({
      time,
      distance,
      returnToStart: true,
      departure: DEPARTURE,
      serviceSeconds: 30,
      windows: [
        { start: DEPARTURE, end: DEPARTURE + 250_000 },
        { start: DEPARTURE + 100_000, end: DEPARTURE + 200_000 }, // arrive 60, wait 40
        { start: DEPARTURE, end: DEPARTURE + 150_000 }, // arrive 100+30+60 = 190, 40 s late
      ],
    });
    expect(res.sequence).toEqual([0, 1, 2]);
    expect(res.stops).toEqual([
      { index: 0, arrival: DEPARTURE, waitSeconds: 0, latenessSeconds: 0, windowMet: true, windowReachable: true },
      { index: 1, arrival: DEPARTURE + 60_000, waitSeconds: 40, latenessSeconds: 0, windowMet: true, windowReachable: true },
      // Late, but only because of the order: straight there (via stop 1, the quickest way) it is on time.
      { index: 2, arrival: DEPARTURE + 190_000, waitSeconds: 0, latenessSeconds: 40, windowMet: false, windowReachable: true },
    ]);
    // back at 190 + 30 + 100 = 320 s, 70 s after the start stop's window closes
    expect(res.returnArrival).toBe(DEPARTURE + 320_000);
    expect(res.totalLateness).toBe(40 + 70);
    expect(res.totalTime).toBe(320);
    expect(res.travelTime).toBe(220);
    expect(res.totalDistance).toBe(7);
  });

  it('has no return for open tours and ends when the last stop is served', () => {
    const res = optimizeRoute({ time, distance, returnToStart: false, departure: DEPARTURE, serviceSeconds: 30 });
    expect(res.sequence).toEqual([0, 1, 2]);
    expect(res.returnArrival).toBeUndefined();
    expect(res.totalTime).toBe(60 + 30 + 60 + 30);
    expect(res.travelTime).toBe(120);
    expect(res.totalDistance).toBe(3);
  });

  it('takes a time at each stop of its own, and orders the stops by it', () => {
    const res = optimizeRoute({ time, distance, returnToStart: false, departure: DEPARTURE, serviceSeconds: [600, 30, 300] });
    // The start's time is never spent; stop 1 then stop 2 as before.
    expect(res.stops.map((s) => s.arrival - DEPARTURE)).toEqual([0, 60_000, 150_000]);
    expect(res.totalTime).toBe(60 + 30 + 60 + 300);
    // A long job at stop 1 makes a window at stop 2 unreachable after it: stop 2 goes first.
    const even = [
      [0, 60, 60],
      [60, 0, 60],
      [60, 60, 0],
    ];
    const windowed = optimizeRoute({
      time: even,
      distance: even,
      returnToStart: false,
      departure: DEPARTURE,
      serviceSeconds: [0, 3600, 0],
      windows: [null, null, { start: DEPARTURE, end: DEPARTURE + 600_000 }],
    });
    expect(windowed.sequence).toEqual([0, 2, 1]);
    expect(windowed.stops.every((s) => s.windowMet)).toBe(true);
  });

  it('refuses a list of stop times of the wrong length or with a negative one', () => {
    expect(() => optimizeRoute({ time, distance, returnToStart: false, serviceSeconds: [0, 30] })).toThrow(/one time at the stop for every stop/);
    expect(() => optimizeRoute({ time, distance, returnToStart: false, serviceSeconds: [0, -1, 0] })).toThrow(/zero or more seconds/);
  });

  it('waits at the start when its window opens after departure', () => {
    const res = optimizeRoute({
      time,
      distance,
      returnToStart: false,
      departure: DEPARTURE,
      windows: [{ start: DEPARTURE + 1000_000, end: DEPARTURE + 2000_000 }, null, null],
    });
    expect(res.stops[0]).toMatchObject({ arrival: DEPARTURE, waitSeconds: 1000 });
    expect(res.stops[1]?.arrival).toBe(DEPARTURE + 1060_000);
  });
});

describe('larger inputs (local search)', () => {
  it('reaches the brute-force optimum on small instances it is forced to solve', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const input = randomInstance({
        n: 9,
        seed,
        returnToStart: seed % 2 === 0,
        asymmetric: seed % 3 === 0,
        windowChance: seed > 5 ? 0.6 : 0,
      });
      const { order } = solveIls(buildProblem(input, DEPARTURE), { timeBudgetMs: 600_000, seed, maxStale: 300 });
      const best = bruteForce(input);
      const got = scoreOrder(input, order);
      expect(got.lateStops).toBe(best.lateStops);
      expect(got.lateness).toBeCloseTo(best.lateness, 6);
      expect(got.travel).toBe(best.travel);
    }
  });

  it('finds an order that keeps every window when one exists', () => {
    for (let seed = 1; seed <= 4; seed++) {
      // windows planted around a random order's own schedule, so a lateness-free order exists
      const input = randomInstance({ n: 40, seed, returnToStart: seed % 2 === 0 });
      const planted = [0, ...Array.from({ length: 39 }, (_, k) => k + 1).sort((a, b) => ((a * 37 + seed) % 41) - ((b * 37 + seed) % 41))];
      let clock = 0;
      const windows = input.time.map(() => null as { start: number; end: number } | null);
      for (let k = 1; k < planted.length; k++) {
        clock += (input.time[planted[k - 1] as number] as number[])[planted[k] as number] as number;
        windows[planted[k] as number] = { start: DEPARTURE + (clock - 200) * 1000, end: DEPARTURE + (clock + 100) * 1000 };
      }
      const withWindows = { ...input, windows, timeBudgetMs: 300 };
      expect(scoreOrder(withWindows, planted).lateness).toBe(0);
      const res = optimizeRoute(withWindows);
      expect(res.totalLateness).toBe(0);
      expect(res.stops.every((s) => s.windowMet)).toBe(true);
      expect(res.travelTime).toBeLessThanOrEqual(scoreOrder(withWindows, planted).travel);
      expect(res.method).toBe('local-search');
    }
  });

  it('keeps every other window when one stop can be reached only after its window has closed', () => {
    for (let seed = 1; seed <= 4; seed++) {
      // The planted instance above, plus one stop whose window closes 10 s after departure, 5 to 15 min away.
      const input = randomInstance({ n: 40, seed, returnToStart: seed % 2 === 0 });
      const planted = [0, ...Array.from({ length: 39 }, (_, k) => k + 1).sort((a, b) => ((a * 37 + seed) % 41) - ((b * 37 + seed) % 41))];
      let clock = 0;
      const windows = input.time.map(() => null as { start: number; end: number } | null);
      for (let k = 1; k < planted.length; k++) {
        clock += (input.time[planted[k - 1] as number] as number[])[planted[k] as number] as number;
        windows[planted[k] as number] = { start: DEPARTURE + (clock - 200) * 1000, end: DEPARTURE + (clock + 100) * 1000 };
      }
      const away = (i: number) => 300 + ((i * 53 + seed * 17) % 600);
      const time = [...input.time.map((row, i) => [...row, away(i)]), [...input.time.map((_, i) => away(i)), 0]];
      const distance = time.map((row) => row.map((t) => t * 3));
      const hopeless = { start: DEPARTURE, end: DEPARTURE + 10_000 };
      const res = optimizeRoute({ ...input, time, distance, windows: [...windows, hopeless], timeBudgetMs: 300 });
      const late = res.stops.filter((s) => !s.windowMet);
      expect(late.map((s) => s.index)).toEqual([40]);
      expect(late[0]!.windowReachable).toBe(false);
      expect(res.stops.filter((s) => !s.windowReachable)).toHaveLength(1);
    }
  });

  it('sends one hopeless stop where it is least late, not first at the cost of three others', () => {
    // A is 20 s out and due at 10 s: late whatever happens. B, C and D are due at 30, 35 and 40 s, 5 s apart.
    // Visiting A first makes it 10 s late and each of the others 10 s late too (40 s in all, the least sum);
    // the optimizer keeps B, C and D on time and visits A last (65 s late).
    const time = [
      [0, 20, 25, 30, 35],
      [20, 0, 20, 25, 30],
      [25, 20, 0, 5, 10],
      [30, 25, 5, 0, 5],
      [35, 40, 10, 5, 0],
    ];
    const at = (s: number) => DEPARTURE + s * 1000;
    const res = optimizeRoute({
      time,
      distance: time,
      returnToStart: false,
      departure: DEPARTURE,
      windows: [null, { start: at(0), end: at(10) }, { start: at(0), end: at(30) }, { start: at(0), end: at(35) }, { start: at(0), end: at(40) }],
    });
    expect(res.sequence).toEqual([0, 2, 3, 4, 1]);
    expect(res.stops.map((s) => [s.index, s.windowMet, s.windowReachable])).toEqual([
      [0, true, true],
      [2, true, true],
      [3, true, true],
      [4, true, true],
      [1, false, false],
    ]);
  });

  it('makes the fewest stops late first, then by the least: one stop 4 s late rather than three 1 s late', () => {
    // Stops 1, 2 and 3 are a cluster 5-7 s out, due at 7, 8 and 9 s; stop 4 is 2 s out the other way, due at 3 s,
    // and 6 s from the cluster. Stop 4 then 1, 2, 3 is 1 s late at each of the three (3 s in all, the least sum);
    // stop 4 then 2, 3, 1 keeps every window but stop 1's, 4 s late.
    const time = [
      [0, 5, 6, 7, 2],
      [5, 0, 1, 2, 6],
      [6, 1, 0, 1, 6],
      [7, 2, 1, 0, 6],
      [2, 6, 6, 6, 0],
    ];
    const at = (s: number) => DEPARTURE + s * 1000;
    const input = {
      time,
      distance: time,
      returnToStart: false,
      departure: DEPARTURE,
      windows: [null, { start: at(0), end: at(7) }, { start: at(0), end: at(8) }, { start: at(0), end: at(9) }, { start: at(0), end: at(3) }],
    };
    expect(scoreOrder(input, [0, 4, 1, 2, 3])).toMatchObject({ lateStops: 3, lateness: 3 });
    const res = optimizeRoute(input);
    expect(res.method).toBe('exact');
    expect(res.sequence).toEqual([0, 4, 2, 3, 1]);
    expect(res.stops.filter((s) => !s.windowMet).map((s) => [s.index, s.latenessSeconds, s.windowReachable])).toEqual([[1, 4, true]]);
    expect(solveIls(buildProblem(input, DEPARTURE), { timeBudgetMs: 600_000, seed: 1, maxStale: 100 }).order).toEqual([0, 4, 2, 3, 1]);
  });

  it('is deterministic for the same input and seed', () => {
    // stopped by the no-improvement rule, not the clock, so both runs do the same work
    const windowed = randomInstance({ n: 50, seed: 3, returnToStart: true, windowChance: 0.3, widthRange: [1500, 3000] });
    const problem = buildProblem(windowed, DEPARTURE);
    const run = (seed: number) => solveIls(problem, { timeBudgetMs: 600_000, seed, maxStale: 150 }).order;
    expect(run(7)).toEqual(run(7));
    const plain = { ...randomInstance({ n: 40, seed: 4, returnToStart: false }), timeBudgetMs: 600_000 };
    expect(optimizeRoute(plain).sequence).toEqual(optimizeRoute(plain).sequence);
  });
});
