// Flattens a validated input into typed arrays in seconds from departure, shared by the exact and local solvers.
import type { OptimizeInput } from './types.ts';

/** Lateness below this many seconds is float noise, not a missed window. */
export const LATE_EPS = 1e-6;

export interface Problem {
  /** Real stops. */
  n: number;
  /** n + 1 nodes: node n is the tour's virtual end, so open and closed tours share one code path. */
  N: number;
  /** N*N travel seconds; arcs into node n are the return trip (closed) or free (open). */
  cost: Float64Array;
  /** Window opening and closing per node, seconds from departure (±Infinity when there is none). */
  rel: Float64Array;
  due: Float64Array;
  /** Service seconds per node (0 at the start and at the end). */
  svc: Float64Array;
  /** When service at stop 0 starts: departure, or later if the start's window opens later. */
  startTime: number;
  hasWindows: boolean;
  /**
   * What being late at all costs a stop, on top of its seconds late: more than the seconds late of every stop
   * together can ever be, so the solvers minimise how many stops are late first, then by how much.
   */
  lateStep: number;
}

/** A stop's lateness as the solvers weigh it: 0 when on time, else lateStep plus the seconds late. */
export const lateCost = (p: Problem, seconds: number): number => (seconds > LATE_EPS ? p.lateStep + seconds : 0);

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
    for (let j = 0; j < n; j++) cost[i * N + j] = i === j ? 0 : (row[j] as number);
    cost[i * N + n] = input.returnToStart ? (row[0] as number) : 0;
  }
  const w = windowSeconds(input, departure);
  const rel = new Float64Array(N).fill(-Infinity);
  const due = new Float64Array(N).fill(Infinity);
  rel.set(w.rel);
  due.set(w.due);
  if (input.returnToStart) due[n] = w.due[0] as number;
  const svc = new Float64Array(N);
  svc.set(serviceSeconds(input, n));
  let hasWindows = false;
  for (let i = 0; i < N; i++) if (rel[i] !== -Infinity || due[i] !== Infinity) hasWindows = true;
  const startTime = Math.max(0, rel[0] as number);
  return { n, N, cost, rel, due, svc, startTime, hasWindows, lateStep: lateStepFor(N, cost, rel, due, svc, startTime) };
}

/** N times the latest any stop can be: no wait beyond the last opening, every leg at most its row's longest. */
function lateStepFor(N: number, cost: Float64Array, rel: Float64Array, due: Float64Array, svc: Float64Array, startTime: number): number {
  let horizon = startTime;
  let earliestDue = 0;
  for (let i = 0; i < N; i++) {
    if (Number.isFinite(rel[i])) horizon = Math.max(horizon, rel[i] as number);
    if (Number.isFinite(due[i])) earliestDue = Math.min(earliestDue, due[i] as number);
  }
  for (let i = 0; i < N; i++) {
    let longest = 0;
    for (let j = 0; j < N; j++) longest = Math.max(longest, cost[i * N + j] as number);
    horizon += longest + (svc[i] as number);
  }
  return N * (horizon - earliestDue) + 1;
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

interface Schedule {
  /** Seconds late at stops whose windows can be kept (and back at the start). */
  late: number;
  /** Seconds late at the stops no order can get to in time. */
  lostLate: number;
  cost: number;
}

function simulate(p: Problem, order: readonly number[], lost: readonly boolean[]): Schedule {
  const { N, n, cost, rel, due, svc } = p;
  let t = p.startTime;
  let late = lateCost(p, t - (due[0] as number));
  let lostLate = 0;
  let total = 0;
  let prev = 0;
  for (const v of [...order.slice(1), n]) {
    t += cost[prev * N + v] as number;
    total += cost[prev * N + v] as number;
    if (t < (rel[v] as number)) t = rel[v] as number;
    const d = Math.max(0, t - (due[v] as number));
    if (lost[v]) lostLate += d;
    else late += lateCost(p, d);
    t += svc[v] as number;
    prev = v;
  }
  return { late, lostLate, cost: total };
}

const EPS = 1e-7;
const betterSchedule = (a: Schedule, b: Schedule): boolean =>
  a.late < b.late - LATE_EPS ||
  (a.late <= b.late + LATE_EPS && (a.lostLate < b.lostLate - LATE_EPS || (a.lostLate <= b.lostLate + LATE_EPS && a.cost < b.cost - EPS)));

/**
 * Moves each stop whose window no order can keep to where it is least late, without making any other stop
 * later: the order was found with those windows left out, so they could not pull the whole route out of shape.
 */
export function placeLostStops(p: Problem, order: readonly number[], lost: readonly boolean[]): number[] {
  let best = [...order];
  const stops = best.filter((v) => lost[v]).sort((a, b) => (p.due[a] as number) - (p.due[b] as number));
  for (const v of stops) {
    const rest = best.filter((x) => x !== v);
    let bestScore = simulate(p, best, lost);
    for (let k = 1; k <= rest.length; k++) {
      const candidate = [...rest.slice(0, k), v, ...rest.slice(k)];
      const score = simulate(p, candidate, lost);
      if (betterSchedule(score, bestScore)) {
        best = candidate;
        bestScore = score;
      }
    }
  }
  return best;
}
