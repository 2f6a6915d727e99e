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
}

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
  return { n, N, cost, rel, due, svc, startTime: Math.max(0, rel[0] as number), hasWindows };
}
