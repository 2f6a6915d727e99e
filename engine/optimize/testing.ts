// Test support: random instances and a brute-force reference that shares no code with the solvers.
import type { OptimizeInput, TimeWindow } from './types.ts';
import { Rng } from './rng.ts';

export const DEPARTURE = 1_700_000_000_000;

export interface RandomInstanceOptions {
  n: number;
  seed: number;
  returnToStart: boolean;
  /** Chance that a stop gets a window; 0 for none. */
  windowChance?: number;
  /** Window width range in seconds. */
  widthRange?: [number, number];
  asymmetric?: boolean;
  serviceSeconds?: number;
}

/** Stops on a 1000 s square with integer times, so sums are exact and ties are real ties. */
export function randomInstance(o: RandomInstanceOptions): OptimizeInput {
  const rng = new Rng(o.seed * 7919 + o.n);
  const pts = Array.from({ length: o.n }, () => [rng.next() * 1000, rng.next() * 1000] as const);
  const time = pts.map(([ax, ay], i) =>
    pts.map(([bx, by], j) => (i === j ? 0 : Math.round(Math.hypot(ax - bx, ay - by) * (o.asymmetric ? 1 + rng.next() * 0.5 : 1)))),
  );
  const distance = time.map((row) => row.map((t) => t * 3));
  const input: OptimizeInput = { time, distance, returnToStart: o.returnToStart, departure: DEPARTURE, seed: 1 };
  if (o.serviceSeconds) input.serviceSeconds = o.serviceSeconds;
  if (o.windowChance) {
    const [lo, hi] = o.widthRange ?? [200, 1500];
    input.windows = pts.map((_, i): TimeWindow | null => {
      if (i === 0 || rng.next() >= (o.windowChance as number)) return null;
      const start = Math.round(rng.next() * 2500);
      const width = Math.round(lo + rng.next() * (hi - lo));
      return { start: DEPARTURE + start * 1000, end: DEPARTURE + (start + width) * 1000 };
    });
  }
  return input;
}

export interface Score {
  /** How many stops whose windows some order keeps are late (the return to the start counted as one). */
  lateStops: number;
  /** Seconds late at stops whose windows some order keeps, and back at the start. */
  lateness: number;
  /** Seconds late at stops no order reaches in time. */
  lostLateness: number;
  travel: number;
}

/** Stops no order can reach before their window closes: Floyd-Warshall from the start, waits and service ignored. */
export function lostStops(input: OptimizeInput): boolean[] {
  const n = input.time.length;
  const d = input.time.map((row) => [...row]);
  for (let k = 0; k < n; k++) for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) d[i]![j] = Math.min(d[i]![j]!, d[i]![k]! + d[k]![j]!);
  const dep = input.departure ?? 0;
  const w0 = input.windows?.[0];
  const leave = w0 ? Math.max(0, (w0.start - dep) / 1000) : 0;
  return Array.from({ length: n }, (_, v) => {
    const w = input.windows?.[v];
    return v > 0 && !!w && leave + d[0]![v]! > (w.end - dep) / 1000 + 1e-6;
  });
}

/** Lateness and travel of one order, simulated from the plain input. */
export function scoreOrder(input: OptimizeInput, order: readonly number[], lost: readonly boolean[] = lostStops(input)): Score {
  const dep = input.departure ?? 0;
  const given = input.serviceSeconds ?? 0;
  const svc = (stop: number) => (typeof given === 'number' ? given : (given[stop] ?? 0));
  const win = (i: number) => input.windows?.[i] ?? null;
  let clock = 0;
  let travel = 0;
  let lateness = 0;
  let lateStops = 0;
  let lostLateness = 0;
  const visit = (stop: number) => {
    const w = win(stop);
    if (w && clock < (w.start - dep) / 1000) clock = (w.start - dep) / 1000;
    const late = w ? Math.max(0, clock - (w.end - dep) / 1000) : 0;
    if (lost[stop]) lostLateness += late;
    else {
      lateness += late;
      if (late > 1e-6) lateStops++;
    }
  };
  visit(0);
  for (let k = 1; k < order.length; k++) {
    const t = (input.time[order[k - 1] as number] as number[])[order[k] as number] as number;
    clock += t;
    travel += t;
    visit(order[k] as number);
    clock += svc(order[k] as number);
  }
  if (input.returnToStart) {
    const t = (input.time[order[order.length - 1] as number] as number[])[0] as number;
    clock += t;
    travel += t;
    const w = win(0);
    const late = w ? Math.max(0, clock - (w.end - dep) / 1000) : 0;
    lateness += late;
    if (late > 1e-6) lateStops++;
  }
  return { lateStops, lateness, lostLateness, travel };
}

/** The optimizer's aim where lateness can be avoided: fewest late stops, then fewest seconds late, then least travel. */
const better = (a: Score, b: Score) =>
  a.lateStops < b.lateStops ||
  (a.lateStops === b.lateStops &&
    (a.lateness < b.lateness - 1e-9 || (Math.abs(a.lateness - b.lateness) <= 1e-9 && a.travel < b.travel - 1e-9)));

/** Best score over every order (n <= 10). */
export function bruteForce(input: OptimizeInput): Score {
  const n = input.time.length;
  const rest = Array.from({ length: n - 1 }, (_, k) => k + 1);
  const lost = lostStops(input);
  let best: Score = { lateStops: Infinity, lateness: Infinity, lostLateness: Infinity, travel: Infinity };
  const permute = (k: number) => {
    if (k === rest.length) {
      const s = scoreOrder(input, [0, ...rest], lost);
      if (better(s, best)) best = s;
      return;
    }
    for (let i = k; i < rest.length; i++) {
      [rest[k], rest[i]] = [rest[i] as number, rest[k] as number];
      permute(k + 1);
      [rest[k], rest[i]] = [rest[i] as number, rest[k] as number];
    }
  };
  permute(0);
  return best;
}

/**
 * Fewest late stops over every order, exactly, for inputs with many stops: stops without a window and late stops can
 * go after the rest, where they delay no one, so it is the windowed stops less the most that one order serves in
 * time, found by a dynamic programme over (stops served, last one) keeping the earliest departure. Up to 30 windowed
 * stops; the time grows with the sets that can be served in time (seconds for the hardest 25-stop instances).
 */
export function fewestLate(input: OptimizeInput): number {
  const dep = input.departure ?? 0;
  const given = input.serviceSeconds ?? 0;
  const svc = (stop: number) => (typeof given === 'number' ? given : (given[stop] ?? 0));
  const windowed: number[] = [];
  input.windows?.forEach((w, i) => {
    if (i > 0 && w) windowed.push(i);
  });
  if (windowed.length > 30) throw new Error('fewestLate: more than 30 windowed stops');
  const w0 = input.windows?.[0];
  const leave = w0 ? Math.max(0, (w0.start - dep) / 1000) : 0;
  // key: set * 32 + index of the last stop in `windowed` (31: the start)
  let layer = new Map<number, number>([[31, leave]]);
  let most = 0;
  for (let size = 0; layer.size > 0; size++) {
    most = size;
    const next = new Map<number, number>();
    for (const [key, clock] of layer) {
      const set = Math.floor(key / 32);
      const at = key % 32 === 31 ? 0 : (windowed[key % 32] as number);
      windowed.forEach((v, j) => {
        if (set & (1 << j)) return;
        const w = input.windows?.[v] as TimeWindow;
        const start = Math.max(clock + ((input.time[at] as number[])[v] as number), (w.start - dep) / 1000);
        if (start > (w.end - dep) / 1000 + 1e-6) return;
        const k = (set | (1 << j)) * 32 + j;
        const done = start + svc(v);
        if (!(done >= (next.get(k) ?? Infinity))) next.set(k, done);
      });
    }
    layer = next;
  }
  return windowed.length - most;
}
