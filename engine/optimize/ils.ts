// Iterated local search for inputs too big for the exact solver: a construction, descent, then repeated
// "swap two neighbouring segments" kicks (a local double bridge) followed by descent, keeping the best tour.
import { buildNeighbours, LocalSearch } from './local-search.ts';
import { LATE_EPS, type Problem } from './problem.ts';
import { Rng } from './rng.ts';
import { Tour } from './tour.ts';

export interface IlsOptions {
  timeBudgetMs: number;
  seed: number;
  /** Stop after this many kicks in a row without a better tour; default grows with the input. */
  maxStale?: number;
}

const NEIGHBOURS_PLAIN = 10;
const NEIGHBOURS_WINDOWS = 16;
const KICK_DRAWS = 30;
/** Share of kicks from a window-keeping tour that must keep windows; the rest may cross infeasible tours. */
const FEASIBLE_KICK_SHARE = 0.5;

const isBetter = (a: Tour, b: Tour): boolean =>
  a.lateness < b.lateness - LATE_EPS || (a.lateness <= b.lateness + LATE_EPS && a.cost < b.cost - 1e-7);

/** Nearest neighbour without windows; with windows, stops sorted by the end of their window, then its start. */
export function constructOrder(p: Problem): number[] {
  const { n, N, cost, rel, due } = p;
  if (p.hasWindows) {
    const rest = Array.from({ length: n - 1 }, (_, k) => k + 1);
    rest.sort((a, b) => (due[a] as number) - (due[b] as number) || (rel[a] as number) - (rel[b] as number) || a - b);
    return [0, ...rest];
  }
  const seen = new Uint8Array(n);
  const order = [0];
  seen[0] = 1;
  let at = 0;
  for (let step = 1; step < n; step++) {
    let best = -1;
    for (let v = 1; v < n; v++) {
      if (!seen[v] && (best < 0 || (cost[at * N + v] as number) < (cost[at * N + best] as number))) best = v;
    }
    seen[best] = 1;
    order.push(best);
    at = best;
  }
  return order;
}

export function solveIls(p: Problem, options: IlsOptions): number[] {
  const clock = typeof performance !== 'undefined' ? () => performance.now() : () => Date.now();
  const deadline = clock() + options.timeBudgetMs;
  const rng = new Rng(options.seed);
  const ls = new LocalSearch(p, buildNeighbours(p, p.hasWindows ? NEIGHBOURS_WINDOWS : NEIGHBOURS_PLAIN));
  const maxStale = options.maxStale ?? 1000 + 40 * p.n;

  const current = new Tour(p);
  current.setOrder(constructOrder(p));
  ls.activateAll();
  ls.run(current, true);
  const accepted = new Tour(p);
  accepted.copyFrom(current);
  const best = new Tour(p);
  best.copyFrom(current);

  const movable = p.N - 2; // positions 1..N-2
  if (movable < 3) return best.order();
  const maxLen = Math.max(1, Math.min(30, Math.floor(movable / 3)));
  for (let stale = 0; stale < maxStale && clock() < deadline; stale++) {
    // Kick: swap two neighbouring segments. From a window-keeping tour, half the kicks keep the windows too when
    // one turns up in a few draws (descent is much faster there); the others, and failed draws, need repair,
    // which lets the search cross between window-keeping regions that no single move connects.
    const keepWindows = p.hasWindows && current.lateness <= LATE_EPS && rng.next() < FEASIBLE_KICK_SHARE;
    let i = 0;
    let e = 0;
    let j = 0;
    for (let draw = 0; draw < KICK_DRAWS; draw++) {
      const l1 = rng.int(1, maxLen);
      const l2 = rng.int(1, maxLen);
      i = rng.int(1, movable - l1 - l2 + 1);
      e = i + l1 - 1;
      j = e + l2;
      if (!keepWindows || current.orOptLateness(i, e, j, false, LATE_EPS) <= LATE_EPS) break;
    }
    const r = current.route;
    for (const k of [i - 1, i, e, e + 1, j, j + 1]) ls.activate(r[k] as number);
    current.applyOrOpt(i, e, j, false);
    ls.run(current, false);
    if (isBetter(current, best)) {
      best.copyFrom(current);
      stale = -1;
    }
    if (isBetter(accepted, current)) current.copyFrom(accepted);
    else accepted.copyFrom(current);
  }
  return best.order();
}
