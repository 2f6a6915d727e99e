// Flattens a validated input into typed arrays of whole milliseconds from departure, shared by every solver, and
// the one objective they all share: fewest late stops, then fewest milliseconds late, then least travel, compared
// as integers in that order (no weights, so no rounding can ever reorder two tours).
import type { OptimizeInput } from './types.ts';

export interface Problem {
  /** Real stops. */
  n: number;
  /** n + 1 nodes: node n is the tour's virtual end, so open and closed tours share one code path. */
  N: number;
  /** N*N travel in whole ms; arcs into node n are the return trip (closed) or free (open). */
  cost: Float64Array;
  /** Window opening and closing per node, ms from departure (±Infinity when there is none). */
  rel: Float64Array;
  due: Float64Array;
  /** Service ms per node (0 at the start and at the end). */
  svc: Float64Array;
  /** When service at stop 0 starts: departure, or later if the start's window opens later. */
  startTime: number;
  hasWindows: boolean;
}

/** How good a tour is, best first: late stops, then ms late, then ms of travel. All whole numbers. */
export interface Score {
  lateCount: number;
  lateMs: number;
  travel: number;
}

/** -1, 0 or 1 as a is better than, as good as, or worse than b. */
export function compareScores(a: Score, b: Score): number {
  if (a.lateCount !== b.lateCount) return a.lateCount < b.lateCount ? -1 : 1;
  if (a.lateMs !== b.lateMs) return a.lateMs < b.lateMs ? -1 : 1;
  if (a.travel !== b.travel) return a.travel < b.travel ? -1 : 1;
  return 0;
}

const ms = (seconds: number): number => Math.round(seconds * 1000);

/** Service seconds at each stop (0 at the start, whatever was given); shared with evaluateOrder. */
export function serviceSeconds(input: OptimizeInput, n: number): Float64Array {
  const given = input.serviceSeconds ?? 0;
  const svc = typeof given === 'number' ? new Float64Array(n).fill(given) : Float64Array.from(given);
  svc[0] = 0;
  return svc;
}

/** Window bounds of every stop in seconds relative to the departure; shared with evaluateOrder. */
export function windowSeconds(input: OptimizeInput, departure: number): { rel: Float64Array; due: Float64Array } {
  const n = input.time.length;
  const rel = new Float64Array(n).fill(-Infinity);
  const due = new Float64Array(n).fill(Infinity);
  const windows = input.windows;
  if (windows) {
    for (let i = 0; i < n; i++) {
      const w = windows[i];
      if (!w) continue;
      rel[i] = (w.start - departure) / 1000;
      due[i] = (w.end - departure) / 1000;
    }
  }
  return { rel, due };
}

export function buildProblem(input: OptimizeInput, departure: number): Problem {
  const n = input.time.length;
  const N = n + 1;
  const cost = new Float64Array(N * N);
  for (let i = 0; i < n; i++) {
    const row = input.time[i] as number[];
    for (let j = 0; j < n; j++) cost[i * N + j] = i === j ? 0 : ms(row[j] as number);
    cost[i * N + n] = input.returnToStart ? ms(row[0] as number) : 0;
  }
  const w = windowSeconds(input, departure);
  const rel = new Float64Array(N).fill(-Infinity);
  const due = new Float64Array(N).fill(Infinity);
  for (let i = 0; i < n; i++) {
    if (Number.isFinite(w.rel[i])) rel[i] = ms(w.rel[i] as number);
    if (Number.isFinite(w.due[i])) due[i] = ms(w.due[i] as number);
  }
  if (input.returnToStart) due[n] = due[0] as number;
  const svc = new Float64Array(N);
  serviceSeconds(input, n).forEach((s, i) => (svc[i] = ms(s)));
  let hasWindows = false;
  for (let i = 0; i < N; i++) if (rel[i] !== -Infinity || due[i] !== Infinity) hasWindows = true;
  return { n, N, cost, rel, due, svc, startTime: Math.max(0, rel[0] as number), hasWindows };
}

/** Fewest seconds from the start to each stop through any others, waits and service left out: no order is faster. */
function quickestFromStart(time: readonly (readonly number[])[]): Float64Array {
  const n = time.length;
  const best = new Float64Array(n).fill(Infinity);
  const done = new Uint8Array(n);
  best[0] = 0;
  for (let round = 0; round < n; round++) {
    let u = -1;
    for (let v = 0; v < n; v++) if (!done[v] && (u < 0 || (best[v] as number) < (best[u] as number))) u = v;
    done[u] = 1;
    const row = time[u] as readonly number[];
    for (let v = 0; v < n; v++) {
      const t = (best[u] as number) + (row[v] as number);
      if (t < (best[v] as number)) best[v] = t;
    }
  }
  return best;
}

/** Lateness below this many seconds is float noise in the report, not a missed window. */
export const LATE_EPS = 1e-6;

/**
 * Per stop: its window closes before the vehicle could get there by the quickest way from the start, so it is
 * late in every order. The start itself is never one.
 */
export function unreachableWindows(input: OptimizeInput, departure: number): boolean[] {
  const { rel, due } = windowSeconds(input, departure);
  if (!input.windows) return input.time.map(() => false);
  const leave = Math.max(0, rel[0] as number);
  const quickest = quickestFromStart(input.time);
  return input.time.map((_, v) => v > 0 && leave + (quickest[v] as number) > (due[v] as number) + LATE_EPS);
}

export interface LostScore extends Score {
  /** ms late at the stops no order reaches in time; ranks after the others' lateness, before travel. */
  lostMs: number;
}

/** Whether a is better than b: late stops, ms late at the stops that can be on time, at those that cannot, travel. */
export const betterLost = (a: LostScore, b: LostScore): boolean =>
  a.lateCount < b.lateCount ||
  (a.lateCount === b.lateCount &&
    (a.lateMs < b.lateMs || (a.lateMs === b.lateMs && (a.lostMs < b.lostMs || (a.lostMs === b.lostMs && a.travel < b.travel)))));

/** The score of `order` (real stops from 0, without v) with node v put in at position k. */
function simulate(p: Problem, order: readonly number[], v: number, k: number, lost: readonly boolean[]): LostScore {
  const { N, n, cost, rel, due, svc } = p;
  let t = p.startTime;
  let lateCount = t > (due[0] as number) ? 1 : 0;
  let lateMs = Math.max(0, t - (due[0] as number));
  let lostMs = 0;
  let travel = 0;
  let prev = 0;
  for (let q = 1; q <= order.length + 1; q++) {
    const u = q === k ? v : q < k ? (order[q] as number) : q - 1 < order.length ? (order[q - 1] as number) : n;
    t += cost[prev * N + u] as number;
    travel += cost[prev * N + u] as number;
    if (t < (rel[u] as number)) t = rel[u] as number;
    const d = t - (due[u] as number);
    if (d > 0 && lost[u]) lostMs += d;
    else if (d > 0) {
      lateCount++;
      lateMs += d;
    }
    t += svc[u] as number;
    prev = u;
  }
  return { lateCount, lateMs, lostMs, travel };
}

/** An order's score with the lateness at stops no order reaches in time apart, ranked after the others'. */
export function lostScore(p: Problem, order: readonly number[], lost: readonly boolean[]): LostScore {
  // the last stop put in last: simulate serves a whole order
  return simulate(p, order.slice(0, -1), order[order.length - 1] as number, order.length - 1, lost);
}

/**
 * Moves each stop whose window no order can keep to where it is least late, without making any other stop
 * later: the order was found with those windows left out, so they could not pull the whole route out of shape.
 */
export function placeLostStops(p: Problem, order: readonly number[], lost: readonly boolean[]): number[] {
  const best = [...order];
  const stops = best.filter((v) => lost[v]).sort((a, b) => (p.due[a] as number) - (p.due[b] as number) || a - b);
  const without: number[] = [];
  for (const v of stops) {
    without.length = 0;
    for (const x of best) if (x !== v) without.push(x);
    let bestAt = best.indexOf(v);
    let bestScore = simulate(p, without, v, bestAt, lost);
    for (let k = 1; k <= without.length; k++) {
      const score = simulate(p, without, v, k, lost);
      if (betterLost(score, bestScore)) {
        bestAt = k;
        bestScore = score;
      }
    }
    best.splice(0, best.length, ...without.slice(0, bestAt), v, ...without.slice(bestAt));
  }
  return best;
}

/** Up to this many stops no order reaches in time are ordered exactly (subsets by last stop: 12 · 2^12 states). */
const LOST_EXACT = 12;

/**
 * The stops no order reaches in time, in the order that makes them least late when served first, straight from the
 * start, and when each is served (ms from departure). Late in every order, each is late by its service start less its
 * closing time, so the sum is least when the sum of service starts is: with r of them still to come, a leg and the
 * service before it delay all r (ordered exactly up to LOST_EXACT stops by subsets, waiting left out; beyond, each put
 * in where the prefix is least late). Waits are counted in the service starts returned.
 */
export function lostFirst(p: Problem, lost: readonly boolean[]): { order: number[]; starts: number[]; lateMs: number } {
  const { N, cost, svc, rel, due } = p;
  const stops: number[] = [];
  for (let v = 1; v < p.n; v++) if (lost[v]) stops.push(v);
  const k = stops.length;
  const serve = (order: readonly number[]) => {
    const starts: number[] = [];
    let t = p.startTime;
    let prev = 0;
    let lateMs = 0;
    for (const v of order) {
      t = Math.max(t + (cost[prev * N + v] as number) + (svc[prev] as number), rel[v] as number);
      starts.push(t);
      lateMs += Math.max(0, t - (due[v] as number));
      prev = v;
    }
    return { order: [...order], starts, lateMs };
  };
  if (k <= LOST_EXACT) {
    const full = 1 << k;
    const f = new Float64Array(full * k).fill(Infinity);
    const from = new Int32Array(full * k).fill(-1);
    for (let a = 0; a < k; a++) f[(1 << a) * k + a] = k * (cost[stops[a] as number] as number);
    for (let mask = 1; mask < full; mask++) {
      let r = k;
      for (let m = mask; m > 0; m &= m - 1) r--;
      for (let a = 0; a < k; a++) {
        const fa = f[mask * k + a] as number;
        if (fa === Infinity) continue;
        const u = stops[a] as number;
        for (let b = 0; b < k; b++) {
          if (mask & (1 << b)) continue;
          const next = (mask | (1 << b)) * k + b;
          const g = fa + r * ((svc[u] as number) + (cost[u * N + (stops[b] as number)] as number));
          if (g < (f[next] as number)) {
            f[next] = g;
            from[next] = a;
          }
        }
      }
    }
    let last = -1;
    for (let a = 0; a < k; a++) if (last < 0 || (f[(full - 1) * k + a] as number) < (f[(full - 1) * k + last] as number)) last = a;
    const order: number[] = [];
    for (let mask = full - 1; last >= 0 && mask > 0; ) {
      order.push(stops[last] as number);
      const prev = from[mask * k + last] as number;
      mask &= ~(1 << last);
      last = prev;
    }
    return serve(order.reverse());
  }
  let order: number[] = [];
  for (const v of stops) {
    let best = order;
    let bestMs = Infinity;
    for (let at = 0; at <= order.length; at++) {
      const tried = [...order.slice(0, at), v, ...order.slice(at)];
      const ms = serve(tried).lateMs;
      if (ms < bestMs) {
        best = tried;
        bestMs = ms;
      }
    }
    order = best;
  }
  return serve(order);
}
