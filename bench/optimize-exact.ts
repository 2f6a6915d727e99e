// An exact check for the VROOM comparison (bench/optimize-vroom.ts), not part of the engine: depth-first branch and
// bound over every order of a small instance (up to 26 stops), for the best order by one measure
// under caps on the others. Bounds at every node, for the stops still to visit: each one reached no sooner than by
// the quickest path from the last stop (shortest paths over the matrix, waits and service left out) gives a lower
// bound of the late stops and ms late still to come; each one entered by its cheapest arc from a stop still to
// visit or the last one (and, closed, the cheapest return) bounds the travel. A memo per (stops visited, last stop)
// keeps labels (time, late stops, ms late, travel) and cuts a node that a label explored before dominates. Judged
// in whole ms on the engine's own problem (`buildProblem`), so its figures are the engine's. At 25 conflicting stops
// a proof takes 3-25 s in C and about four times that here; the node limit makes it give up instead.
import { buildProblem, type Score } from '../engine/optimize/problem.ts';
import type { OptimizeInput } from '../engine/optimize/index.ts';

export interface ExactCaps {
  lateCount: number;
  lateMs: number;
  travel: number;
}

export interface ExactAnswer {
  /** The best order found under the caps (stop 0 first), or undefined when there is none. */
  order?: number[];
  score?: Score;
  /** False when the node limit cut the search: then `order` is not proved best, and none found proves nothing. */
  complete: boolean;
  nodes: number;
}

const MEMO_BITS = 23;

/** The order with the least `minimise` among those within every cap (each inclusive), proved so when `complete`. */
export function exactBest(input: OptimizeInput, caps: ExactCaps, minimise: 'travel' | 'lateMs', maxNodes = 2e8): ExactAnswer {
  const p = buildProblem(input, input.departure ?? 0);
  const { n, N, cost, rel, due, svc } = p;
  if (n > 26) throw new Error('exactBest: at most 26 stops');
  // quickest ms between any two nodes through others (Floyd-Warshall): no order gets there sooner
  const quick = Float64Array.from(cost);
  for (let k = 0; k < N; k++)
    for (let i = 0; i < N; i++)
      for (let j = 0; j < N; j++) {
        const via = (quick[i * N + k] as number) + (quick[k * N + j] as number);
        if (via < (quick[i * N + j] as number)) quick[i * N + j] = via;
      }
  const size = 1 << MEMO_BITS;
  const mask = size - 1;
  const memoKey = new Int32Array(size);
  const memoVal = new Float64Array(size * 4);
  const dominated = (key: number, t: number, cnt: number, late: number, travel: number, nodes: number): boolean => {
    let h = Math.imul(key, 0x9e3779b1) >>> (32 - MEMO_BITS);
    let free = -1;
    for (let probe = 0; probe < 32; probe++, h = (h + 1) & mask) {
      if (memoKey[h] === 0) {
        free = h;
        break;
      }
      if (memoKey[h] !== key) continue;
      const o = h * 4;
      const mt = memoVal[o] as number;
      const mc = memoVal[o + 1] as number;
      const ml = memoVal[o + 2] as number;
      const mv = memoVal[o + 3] as number;
      if (mt <= t && mc <= cnt && ml <= late && mv <= travel) return true;
      if (mt >= t && mc >= cnt && ml >= late && mv >= travel) {
        free = h;
        break;
      }
    }
    // the table full around here: a label explored before is dropped (it only ever cuts)
    if (free < 0) free = (Math.imul(key, 0x9e3779b1) >>> (32 - MEMO_BITS)) + (nodes & 31);
    free &= mask;
    memoKey[free] = key;
    const o = free * 4;
    memoVal[o] = t;
    memoVal[o + 1] = cnt;
    memoVal[o + 2] = late;
    memoVal[o + 3] = travel;
    return false;
  };

  const limit = { ...caps };
  let best: { order: number[]; score: Score } | undefined;
  const current = new Int32Array(n);
  const nextStop = new Int32Array(n * n);
  const nextKey = new Float64Array(n * n);
  let nodes = 0;
  let cut = false;
  const full = (1 << n) - 1;

  const visit = (depth: number, seen: number, last: number, t: number, cnt: number, late: number, travel: number): void => {
    if (++nodes > maxNodes) {
      cut = true;
      return;
    }
    if (depth === n) {
      // the end: back to the start (closed) or nowhere (open)
      const arc = cost[last * N + n] as number;
      let at = t + arc;
      if (at < (rel[n] as number)) at = rel[n] as number;
      const endLate = at > (due[n] as number) ? at - (due[n] as number) : 0;
      const score: Score = { lateCount: cnt + (endLate > 0 ? 1 : 0), lateMs: late + endLate, travel: travel + arc };
      if (score.lateCount > limit.lateCount || score.lateMs > limit.lateMs || score.travel > limit.travel) return;
      best = { order: Array.from(current), score };
      // from now on only strictly better orders
      if (minimise === 'travel') limit.travel = score.travel - 1;
      else limit.lateMs = score.lateMs - 1;
      return;
    }
    const rest = full & ~seen;
    let boundCnt = cnt;
    let boundLate = late;
    let boundTravel = travel;
    for (let u = 1; u < n; u++) {
      if (!((rest >>> u) & 1)) continue;
      let at = t + (quick[last * N + u] as number);
      if (at < (rel[u] as number)) at = rel[u] as number;
      if (at > (due[u] as number)) {
        boundCnt++;
        boundLate += at - (due[u] as number);
      }
      let cheapest = cost[last * N + u] as number;
      for (let v = 1; v < n; v++) if (v !== u && (rest >>> v) & 1 && (cost[v * N + u] as number) < cheapest) cheapest = cost[v * N + u] as number;
      boundTravel += cheapest;
    }
    let back = Infinity;
    for (let v = 1; v < n; v++) if ((rest >>> v) & 1 && (cost[v * N + n] as number) < back) back = cost[v * N + n] as number;
    boundTravel += back;
    if (boundCnt > limit.lateCount || boundLate > limit.lateMs || boundTravel > limit.travel) return;
    if (dominated(((seen << 5) | last) + 1, t, cnt, late, travel, nodes)) return;
    // on-time stops first, nearest first: good orders early tighten the caps
    const base = depth * n;
    let count = 0;
    for (let u = 1; u < n; u++) {
      if (!((rest >>> u) & 1)) continue;
      let at = t + (cost[last * N + u] as number);
      if (at < (rel[u] as number)) at = rel[u] as number;
      const key = (at > (due[u] as number) ? 1e12 : 0) + (cost[last * N + u] as number);
      // insertion sort into this depth's slice of the buffers: no allocation per node
      let k = count++;
      while (k > 0 && (nextKey[base + k - 1] as number) > key) {
        nextStop[base + k] = nextStop[base + k - 1] as number;
        nextKey[base + k] = nextKey[base + k - 1] as number;
        k--;
      }
      nextStop[base + k] = u;
      nextKey[base + k] = key;
    }
    for (let i = 0; i < count; i++) {
      const u = nextStop[base + i] as number;
      let at = t + (cost[last * N + u] as number);
      if (at < (rel[u] as number)) at = rel[u] as number;
      const lateHere = at > (due[u] as number) ? at - (due[u] as number) : 0;
      const c = cnt + (lateHere > 0 ? 1 : 0);
      if (c > limit.lateCount || late + lateHere > limit.lateMs) continue;
      current[depth] = u;
      visit(depth + 1, seen | (1 << u), u, at + (svc[u] as number), c, late + lateHere, travel + (cost[last * N + u] as number));
      if (cut) return;
    }
  };
  current[0] = 0;
  visit(1, 1, 0, p.startTime + (svc[0] as number), 0, 0, 0);
  return { ...(best ?? {}), complete: !cut, nodes };
}
