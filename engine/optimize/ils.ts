// Iterated local search for inputs too big for the exact solver. It descends from the visitor's order and from a
// constructed one, keeps the better, then repeats: kick, descend, keep the new tour when it is no worse. The kick
// is a local double bridge on plain tours (it reaches the TSPLIB optima), and with windows ruin and recreate (after
// SISR, Christiaens and Vanden Berghe): take out strings of nearby stops and put each back where it does least
// harm, judged exactly; descents from such tours are short, where a double bridge breaks many windows at once. Work is counted in kicks and judged moves, so the same input and seed give the same order on any
// machine; the clock only cuts a search that would overrun its budget.
import { Budget, buildNeighbours, LocalSearch } from './local-search.ts';
import type { Problem } from './problem.ts';
import { Rng } from './rng.ts';
import { Tour } from './tour.ts';

export interface IlsOptions {
  /** Safety cap in wall-clock ms; the search normally ends well before it. */
  timeBudgetMs: number;
  seed: number;
  /** Kicks in all; default grows with the input. */
  maxKicks?: number;
  /** Stop after this many kicks in a row without a better tour; default grows with the input. */
  maxStale?: number;
  /** Judged moves in all (the deterministic work cap); default grows with the input. */
  maxEvaluations?: number;
  /** Multiplies the default kicks, stale kicks and judged moves (long reference runs); default 1. */
  workScale?: number;
}

export interface IlsResult {
  order: number[];
  kicks: number;
  evaluations: number;
  /** What ended the search: no better tour for maxStale kicks, the kick or move cap, or the clock. */
  stoppedBy: 'converged' | 'work-cap' | 'deadline';
}

const NEIGHBOURS_PLAIN = 10;
const NEIGHBOURS_WINDOWS = 16;
const RUIN_MAX_STRING = 10;
/** Chance that recreate skips a position, so equal-best insertions do not always land in the same place. */
const BLINK = 0.01;

/**
 * Nearest neighbour without windows. With windows, a window-keeping core first, as a vehicle router builds one:
 * stops by closing time, each put where it adds least travel among the places that make nobody later than
 * before; a stop with no such place goes to the end, after the core, where it delays no one.
 */
export function constructOrder(p: Problem, t: Tour, budget: Budget): number[] {
  const { n, N, cost, rel, due } = p;
  if (p.hasWindows) {
    const rest = Array.from({ length: n - 1 }, (_, k) => k + 1);
    rest.sort((a, b) => (due[a] as number) - (due[b] as number) || (rel[a] as number) - (rel[b] as number) || a - b);
    t.setOrder([0]);
    const late: number[] = [];
    for (const v of rest) {
      let bestK = -1;
      let bestD = 0;
      for (let k = 1; k < t.len; k++) {
        const d = t.insertDelta(v, k);
        if (bestK > 0 && d >= bestD) continue;
        if (budget.spend(t)) break;
        t.setBound(t.lateCount, t.lateMs, false);
        if (!t.judgeInsert(v, k)) continue;
        bestK = k;
        bestD = d;
      }
      if (bestK > 0) t.insert(v, bestK);
      else late.push(v);
    }
    for (const v of late) t.insert(v, t.len - 1);
    return t.order();
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

/** Default work for n stops: enough for full quality, small enough to end well within the default budget. */
export function defaultLimits(n: number): { maxKicks: number; maxStale: number; maxEvaluations: number } {
  return { maxKicks: 50 * n, maxStale: 100 + 5 * n, maxEvaluations: Math.min(n * (10_000 + 600 * n), 10_000_000) };
}

class Search {
  private readonly p: Problem;
  private readonly rng: Rng;
  private readonly ls: LocalSearch;
  private readonly budget: Budget;
  private readonly removed: number[] = [];
  private readonly positions: number[] = [];
  private readonly seen: Int32Array;
  private stamp = 0;

  constructor(p: Problem, rng: Rng, ls: LocalSearch, budget: Budget) {
    this.p = p;
    this.rng = rng;
    this.ls = ls;
    this.budget = budget;
    this.seen = new Int32Array(p.N + 1);
  }

  /** Swaps two neighbouring segments of random lengths: a local double bridge, the kick for plain tours. */
  segmentSwap(t: Tour): void {
    const { rng, ls } = this;
    const movable = t.len - 2;
    const maxLen = Math.max(1, Math.min(30, Math.floor(movable / 3)));
    const l1 = rng.int(1, maxLen);
    const l2 = rng.int(1, maxLen);
    const i = rng.int(1, movable - l1 - l2 + 1);
    const e = i + l1 - 1;
    const j = e + l2;
    const r = t.route;
    for (const k of [i - 1, i, e, e + 1, j, j + 1]) ls.activate(r[k] as number);
    t.applyOrOpt(i, e, j, false);
  }

  /**
   * Where recreate tries node v: every place when the tour has few stops, else next to each of v's neighbours and
   * last; the descent after it moves a late stop anywhere.
   */
  private insertPositions(t: Tour, v: number): number[] {
    const out = this.positions;
    out.length = 0;
    if (t.len <= 2 * this.ls.width) {
      for (let k = 1; k < t.len; k++) out.push(k);
      return out;
    }
    this.stamp++;
    const add = (k: number) => {
      if (k >= 1 && k < t.len && this.seen[k] !== this.stamp) {
        this.seen[k] = this.stamp;
        out.push(k);
      }
    };
    const { neighbours, width } = this.ls;
    for (let q = 0; q < width; q++) {
      const at = t.pos[neighbours[v * width + q] as number] as number;
      if (at < 0) continue;
      add(at);
      add(at + 1);
    }
    add(t.len - 1);
    out.sort((a, b) => a - b);
    return out;
  }

  /** Takes out one or two strings of stops near a random one, then puts each back where it does least harm. */
  ruinRecreate(t: Tour): void {
    const { p, rng, ls } = this;
    const removed = this.removed;
    removed.length = 0;
    const maxString = Math.max(1, Math.min(RUIN_MAX_STRING, Math.floor((t.len - 2) / 2)));
    const seed = rng.int(1, p.n - 1);
    const strings = rng.next() < 0.5 ? [seed] : [seed, ls.neighbours[seed * ls.width + rng.int(0, ls.width - 3)] as number];
    for (const centre of strings) {
      const at = t.pos[centre] as number;
      if (at < 0) continue;
      const length = Math.min(rng.int(1, maxString), t.len - 2);
      const from = Math.max(1, Math.min(at - rng.int(0, length - 1), t.len - 1 - length));
      for (let k = 0; k < length; k++) {
        removed.push(t.route[from] as number);
        ls.activate(t.route[from - 1] as number);
        t.remove(from);
      }
      ls.activate(t.route[from] as number);
    }
    // Tightest windows first half the time, else in random order.
    if (p.hasWindows && rng.next() < 0.5) removed.sort((a, b) => (p.due[a] as number) - (p.due[b] as number) || a - b);
    else {
      for (let k = removed.length - 1; k > 0; k--) {
        const s = rng.int(0, k);
        const x = removed[k] as number;
        removed[k] = removed[s] as number;
        removed[s] = x;
      }
    }
    t.exact = true;
    for (const v of removed) {
      let bestK = -1;
      let bestC = 0;
      let bestM = 0;
      let bestD = 0;
      const positions = this.insertPositions(t, v);
      for (const k of positions) {
        if (bestK > 0 && rng.next() < BLINK) continue;
        this.budget.spend(t);
        const d = t.insertDelta(v, k);
        if (bestK < 0) t.setBound(Infinity, Infinity, false);
        else t.setBound(bestC, bestM, d >= bestD);
        if (!t.judgeInsert(v, k)) continue;
        bestK = k;
        bestC = t.evalCount;
        bestM = t.evalMs;
        bestD = d;
      }
      ls.activate(t.route[bestK - 1] as number);
      ls.activate(t.route[bestK] as number);
      t.insert(v, bestK);
      ls.activate(v);
    }
    t.exact = false;
  }
}

export function solveIls(p: Problem, options: IlsOptions): IlsResult {
  const scale = options.workScale ?? 1;
  const base = defaultLimits(p.n);
  const limits = { maxKicks: base.maxKicks * scale, maxStale: base.maxStale * scale, maxEvaluations: base.maxEvaluations * scale, ...definedOnly(options) };
  const budget = new Budget(options.timeBudgetMs, limits.maxEvaluations);
  const rng = new Rng(options.seed);
  const ls = new LocalSearch(p, buildNeighbours(p, p.hasWindows ? NEIGHBOURS_WINDOWS : NEIGHBOURS_PLAIN), budget);
  const search = new Search(p, rng, ls, budget);
  const result = (t: Tour, kicks: number, converged: boolean): IlsResult => ({
    order: t.order(),
    kicks,
    evaluations: budget.evaluations,
    stoppedBy: budget.timedOut ? 'deadline' : converged ? 'converged' : 'work-cap',
  });

  // Start from the visitor's order and from a constructed one; go on from the better.
  const best = new Tour(p);
  const current = new Tour(p);
  const identity = Array.from({ length: p.n }, (_, k) => k);
  for (const start of [identity, constructOrder(p, current, budget)]) {
    current.setOrder(start);
    ls.activateAll();
    ls.run(current, true);
    if (best.len === 0 || current.compare(best) < 0) best.copyFrom(current);
  }
  current.copyFrom(best);
  if (p.n < 5) return result(best, 0, true);

  const candidate = new Tour(p);
  let stale = 0;
  let kicks = 0;
  while (kicks < limits.maxKicks && stale < limits.maxStale && !budget.out()) {
    kicks++;
    stale++;
    candidate.copyFrom(current);
    if (p.hasWindows) search.ruinRecreate(candidate);
    else search.segmentSwap(candidate);
    ls.run(candidate, false);
    if (candidate.compare(best) < 0) {
      best.copyFrom(candidate);
      stale = 0;
    }
    if (candidate.compare(current) <= 0) current.copyFrom(candidate);
  }
  return result(best, kicks, stale >= limits.maxStale);
}

function definedOnly(o: IlsOptions): Partial<ReturnType<typeof defaultLimits>> {
  const out: Partial<ReturnType<typeof defaultLimits>> = {};
  if (o.maxKicks !== undefined) out.maxKicks = o.maxKicks;
  if (o.maxStale !== undefined) out.maxStale = o.maxStale;
  if (o.maxEvaluations !== undefined) out.maxEvaluations = o.maxEvaluations;
  return out;
}
