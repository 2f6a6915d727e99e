// Iterated local search for inputs too big for the exact solver. It descends from the visitor's order and from a
// constructed one, keeps the better, then repeats: kick, descend, keep the new tour when it is no worse. The kick
// is a local double bridge on plain tours (it reaches the TSPLIB optima), and with windows ruin and recreate (after
// SISR, Christiaens and Vanden Berghe): take out strings of nearby stops and put each back where it does least
// harm, judged exactly; descents from such tours are short, where a double bridge breaks many windows at once. Work is counted in kicks and judged moves, so the same input and seed give the same order on any
// machine; the clock only cuts a search that would overrun its budget.
import { Budget, buildNeighbours, LocalSearch } from './local-search.ts';
import { betterLost, lostScore, type Problem } from './problem.ts';
import { onTimeBeam, windowedStops } from './beam.ts';
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
  /**
   * End the window-keeping phase once the count of stops left out has settled (no fewer for SETTLED_SHARE of its
   * stale-kick limit), so phase 2 gets the rest of the work; default false.
   */
  settleCount?: boolean;
  /**
   * Start from one core built with the stops in random order (constructCore with the search's random numbers: without
   * windows, cheapest insertion in random order) instead of the visitor's order and the constructed start (the core
   * by closing time, or nearest neighbour); default false.
   */
  randomStart?: boolean;
  /**
   * When the visitor's order and the core by closing time both leave stops out, start from the beam's core too
   * (`beamCore`), the best of the three kept; default false.
   */
  beamStart?: boolean;
  /**
   * With `randomStart`, when a beam was worked out for the problem: the core starts from the beam's windowed stops in
   * its order, the other stops in random order (`beamRandomCore`); default false.
   */
  beamRandom?: boolean;
  /** Start from this order alone (its windows all kept), instead of the starts above. */
  startOrder?: readonly number[];
  /**
   * When the window-keeping phase ends with every window kept, search on with windows left on the way (`relaxed`);
   * default true (false: the search before it, for the tests).
   */
  relax?: boolean;
  /** The share of the work at which the relaxed search ends (default RELAX_WORK). */
  relaxWork?: number;
  /** Ruin only around these stops (1 = a centre it may choose): where two searches' tours differ. */
  focus?: Uint8Array;
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
/**
 * Neighbour-list length: with windows 16, but no more than half the other stops (and no fewer than a plain tour's
 * 10). A search ends on its counted work, and after a kick the descent judges the moves towards every neighbour of
 * each stop it touches: at 25 stops 16 neighbours are two thirds of the tour and the work allowed a median of 154
 * kicks, too few to leave the basin of an early start (gothenburg-25-mixed-open seed 1: 6544 s, VROOM 6383); with
 * 11, 214 kicks and 6303 s. From 34 stops on 16 as before (at 200 conflicting stops 10 or 12 left more stops late).
 */
export const neighbourCount = (p: Problem): number =>
  p.hasWindows ? Math.min(NEIGHBOURS_WINDOWS, Math.max(NEIGHBOURS_PLAIN, (p.n - 2) >> 1)) : NEIGHBOURS_PLAIN;
const RUIN_MAX_STRING = 10;
/** Chance that recreate skips a position, so equal-best insertions do not always land in the same place. */
const BLINK = 0.01;
/**
 * The finished search's best tour is polished by Or-opt of up to POLISH_SEGMENT stops to every place
 * (`LocalSearch.polish`), at most POLISH_PASSES passes and POLISH_WORK of the search's work (one unit per move
 * looked at, as in the search).
 */
const POLISH_SEGMENT = 10;
const POLISH_PASSES = 3;
const POLISH_WORK = 0.1;
/** Share of the kicks (and of the kicks without a better tour) spent on the window-keeping phase. */
const CORE_SHARE = 0.6;
/**
 * Share of the work the window-keeping phase may spend when its starts leave stops out (the count of late stops is
 * settled there) and when they keep every window (travel is all that is left, and the relaxed search after it
 * shortens such tours more: 0.6 before it, round of 28 Nov, ninth session).
 */
const CORE_WORK = 0.75;
const CORE_WORK_ALL_KEPT = 0.2;
/** The same below RELAX_MIN_STOPS, where no relaxed search follows. */
const CORE_WORK_ALL_KEPT_UNRELAXED = 0.6;
/** Left-out stops the window-keeping kick tries to swap into the core. */
const EJECT_TRIES = 10;
/**
 * The ejection step lets out a stop from two places before to this many after where the left-out stop goes: the
 * stop whose window the insertion breaks is often a few places on (4 against 1: 200 conflicting stops, seeds 1-4,
 * with WINDOW_PLACES, 1973 -> 1959 late).
 */
const EJECT_AFTER = 4;
/**
 * Besides the places next to its neighbours and just before its window closes, a stop with a window is tried at up
 * to this many places further back, where service starts within its window: 30-60 min windows span several places.
 */
const WINDOW_PLACES = 8;
/**
 * With `settleCount` and stops left out, the window-keeping phase ends after this share of its stale-kick limit
 * without fewer stops left out. From then on it only shortens the core, but which stops are late decides the seconds
 * late more than the core's travel, and only phase 2 judges seconds late: at 25 stops the count settled by kick 51
 * (mostly 3-40) of 95-135, and phase 2 got about 10 kicks (gothenburg-25-conflicting-closed seed 1: phase 1 kept the
 * late set of its shortest core, which ends 24,237 s late; a set whose core is 4.5% longer ends at 23,199).
 */
const SETTLED_SHARE = 0.2;
/**
 * The first of the searches settles the count up to this many stops. At 50 stops the count still dropped as late as
 * kick 117 of 142, and settling measured neutral there (seeds 1-4: 5 runs better, 3 worse, seconds late 1,645,190 ->
 * 1,645,100 over the conflicting ones); since the second search starts from the beam's core it measured better, but
 * one run of 48 on fresh instances left one stop more late (fresh303-liechtenstein-50-conflicting-closed 16 -> 17),
 * and at 40 one of 32 (fresh13-gothenburg-40-conflicting-closed 13 -> 14). Up to 30 (25 before the eighth session):
 * fresh 30-stop instances, conflicting and mixed, seeds 1-5 and 101-104 of the generator, default seed and seed 2, and
 * 201-204 and 301-304, default seed, 208 runs: 40 better, 7 worse, late stops the same on every one, seconds late
 * 0.8% and 1.2% less on the first 144, CPU x1.05.
 */
const SETTLE_MAX_STOPS = 30;
/*
 * The beam start (`beamStart`): when the visitor's order and the core by closing time both leave stops out, the
 * window-keeping phase also starts from the core of a beam search over the windowed stops (`onTimeBeam`, its labels
 * counted as work). On fresh 25-stop conflicting instances the two searches from their own starts left more stops late
 * than the exact optimum (a dynamic programme) in 22 of 320 runs (seeds 1-3), with this start in 4; at 30 and 35 stops,
 * conflicting and mixed, 240 runs: late stops 1126 -> 1101. Up to SMALL_INPUT stops only the second search starts
 * from it: in both it did as well on the count and worse on seconds late where the count did not change (the first,
 * settled search then kept the beam's late set where its own starts reach others: gothenburg-25-conflicting-closed
 * 24,884 s late for the optimum's 23,199; round of 28 Nov, seventh session). Above SMALL_INPUT, where one search runs
 * when stops are late, that search starts from it. Beyond 30 windowed stops the beam is narrower (`beamWidth`), and
 * it now runs there too: fresh 50 stops, conflicting and mixed, 48 runs: late stops 431 -> 421; 75 stops, 24 runs:
 * 346 -> 329; 100 stops, 32 runs: 655 -> 626; CPU x1.02-1.05 (eighth session). Above BEAM_MAX_STOPS only when the
 * starts leave out at least 1 / BEAM_OUT_SHARE of the windowed stops: at 200 stops it helped where most windows
 * conflict but not where few stops are late, the beam's labels (about a million units of the 10 million) a loss of
 * work there (mixed alone, fresh 303-306, 16 runs: 121 -> 125 late, 5 runs better, 11 worse); with the rule, fresh
 * 305-308 conflicting and mixed, 200 stops, 32 runs: 1403 -> 1381 late, 14 better, 3 worse; 150 stops: 990 -> 967, 16
 * better, 2 worse; CPU x1.00-1.02.
 */
const BEAM_MAX_STOPS = 100;
const BEAM_OUT_SHARE = 4;
/** Phase 2 starts afresh after this share of the stale-kick limit without a better current tour. */
const RESTART_SHARE = 0.2;
/**
 * The window-keeping phase also moves on to a core with as many stops left out and travel up to this much above
 * the best core's (record-to-record travel), the allowance shrinking to nothing over the phase.
 */
const CORE_ALLOWANCE = 0.05;

/**
 * With windows, a window-keeping core, as a vehicle router builds one: stops by closing time, each put where it adds
 * least travel among the places that make nobody later than before; a stop with no such place is left out (to go
 * after the core, where it delays no one). Left in `t`; returns the stops left out.
 */
export function constructCore(p: Problem, t: Tour, budget: Budget, rng?: Rng): number[] {
  const { n, rel, due } = p;
  const rest = Array.from({ length: n - 1 }, (_, k) => k + 1);
  rest.sort((a, b) => (due[a] as number) - (due[b] as number) || (rel[a] as number) - (rel[b] as number) || a - b);
  if (rng) {
    for (let k = rest.length - 1; k > 0; k--) {
      const s = rng.int(0, k);
      const x = rest[k] as number;
      rest[k] = rest[s] as number;
      rest[s] = x;
    }
  }
  t.setOrder([0]);
  return insertKeeping(t, budget, rest);
}

/** Puts each stop in turn where it adds least travel among the places that make nobody later; returns those with none. */
function insertKeeping(t: Tour, budget: Budget, stops: readonly number[]): number[] {
  const out: number[] = [];
  for (const v of stops) {
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
    else out.push(v);
  }
  return out;
}

/** The beam's order per problem: the searches of one call share it. */
const beams = new WeakMap<Problem, number[]>();

/**
 * The windowed stops the beam serves on time (`onTimeBeam`), in its order, as a core; then the other stops by closing
 * time, each at its cheapest window-keeping place. Returns the stops with none. The beam is worked out once per
 * problem, its labels counted as units of work of the search that asks first.
 */
export function beamCore(p: Problem, t: Tour, budget: Budget): number[] {
  let order = beams.get(p);
  if (!order) {
    const beam = onTimeBeam(p, undefined, () => budget.clock());
    order = beam.order;
    // a beam cut by the clock is not the problem's beam
    if (!budget.timedOut) beams.set(p, order);
    budget.evaluations += beam.work;
  }
  const inBeam = new Uint8Array(p.n);
  for (const v of order) inBeam[v] = 1;
  const { rel, due } = p;
  const rest: number[] = [];
  for (let v = 1; v < p.n; v++) if (!inBeam[v]) rest.push(v);
  rest.sort((a, b) => (due[a] as number) - (due[b] as number) || (rel[a] as number) - (rel[b] as number) || a - b);
  t.setOrder([0, ...order]);
  return insertKeeping(t, budget, rest);
}

/**
 * The random start of a later search when the first search kept every window with the beam's core (`beamRandom`):
 * the beam's windowed stops in the beam's order, as `beamCore`, then the other stops in random order, each at its
 * cheapest window-keeping place. Null when no beam was worked out for `p` (this search then starts as before). A core
 * built wholly in random order leaves the hard windows out and the search rarely takes them back in: the bench's
 * gothenburg-100-mixed, seeds 1-6, the second search ended with a stop late in 9 of 12 runs (8 of those tours 1-9.5%
 * shorter than the first's), so it was thrown away and the searches after it did not run (round of 28 Nov, fifteenth
 * session).
 */
export function beamRandomCore(p: Problem, t: Tour, budget: Budget, rng: Rng): number[] | null {
  const order = beams.get(p);
  if (!order) return null;
  const inBeam = new Uint8Array(p.n);
  for (const v of order) inBeam[v] = 1;
  const rest: number[] = [];
  for (let v = 1; v < p.n; v++) if (!inBeam[v]) rest.push(v);
  for (let k = rest.length - 1; k > 0; k--) {
    const s = rng.int(0, k);
    const x = rest[k] as number;
    rest[k] = rest[s] as number;
    rest[s] = x;
  }
  t.setOrder([0, ...order]);
  return insertKeeping(t, budget, rest);
}

/**
 * How many stops a constructed core leaves out (constructCore, no search after it): a quick, deterministic look at how
 * many windows a problem lets one order keep, to choose between two ways of searching it.
 */
export function constructedOut(p: Problem): number {
  return constructCore(p, new Tour(p), new Budget(Infinity, Infinity)).length;
}

/** The visitor's order as a window-keeping core: each stop in turn, left out when it would be late. */
function givenCore(p: Problem, t: Tour, budget: Budget): number[] {
  t.setOrder([0]);
  const out: number[] = [];
  for (let v = 1; v < p.n; v++) {
    budget.spend(t);
    t.setBound(t.lateCount, t.lateMs, false);
    if (t.judgeInsert(v, t.len - 1)) t.insert(v, t.len - 1);
    else out.push(v);
  }
  return out;
}

/** Nearest neighbour, the constructed start for plain tours. */
function nearestNeighbour(p: Problem): number[] {
  const { n, N, cost } = p;
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

/**
 * The cap on a search's units of work: it binds from 133 stops (plain) or 192 (windows) on. With windows it is twice
 * the plain one: at 200 stops the 10 million units of before left mixed and conflicting tours 1-3 stops later than
 * twice the work does, and loose ones about 1% longer (round of 28 Nov, thirteenth session); plain tours keep 10 M.
 */
const WORK_CAP = 10_000_000;
const WORK_CAP_WINDOWS = 20_000_000;

/** Default work for n stops: enough for full quality, small enough to end well within the default budget. */
export function defaultLimits(n: number, windows = false): { maxKicks: number; maxStale: number; maxEvaluations: number } {
  return { maxKicks: 50 * n, maxStale: 100 + 5 * n, maxEvaluations: Math.min(n * (9_000 + 500 * n), windows ? WORK_CAP_WINDOWS : WORK_CAP) };
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
  /** How often each stop was left out of a core: the ejection step lets out only stops left out less often. */
  private readonly misses: Int32Array;
  /** Where ruin centres are drawn from; all stops when empty. */
  focusStops: number[] = [];

  constructor(p: Problem, rng: Rng, ls: LocalSearch, budget: Budget) {
    this.p = p;
    this.rng = rng;
    this.ls = ls;
    this.budget = budget;
    this.seen = new Int32Array(p.N + 1);
    this.misses = new Int32Array(p.N);
  }

  /**
   * Swaps two neighbouring segments of random lengths, each up to half the movable stops and at most 30: a local
   * double bridge, the kick for plain tours. With a third (16 stops at 50) an open tour that served two halves of the
   * region in the wrong order stayed so (liechtenstein-50-plain-open seed 3: 6295 s, VROOM 6091; plain 25-50 stops,
   * seeds 1-8: 2 runs shorter, none longer). From about 92 stops on the cap of 30 rules, as before.
   */
  segmentSwap(t: Tour): void {
    const { rng, ls } = this;
    const movable = t.len - 2;
    const maxLen = Math.max(1, Math.min(30, Math.floor(movable / 2)));
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
   * Where recreate tries node v: every place when the tour has few stops, else next to each of v's neighbours in
   * the tour, just before the first stop served after v's window closes (and up to WINDOW_PLACES + 2 before, back
   * to where service starts after the window opens), and last; the descent after it moves a late stop anywhere.
   */
  private insertPositions(t: Tour, v: number): number[] {
    const out = this.positions;
    out.length = 0;
    if (t.len <= 2 * this.ls.width) {
      for (let k = 1; k < t.len; k++) out.push(k);
      return out;
    }
    this.stamp++;
    const { neighbours, width } = this.ls;
    for (let q = 0; q < width; q++) {
      const at = t.pos[neighbours[v * width + q] as number] as number;
      if (at < 0) continue;
      this.addPosition(t, at);
      this.addPosition(t, at + 1);
    }
    const due = this.p.due[v] as number;
    if (due < Infinity) {
      // service starts only grow along the route: binary search for the first one after v's window closes
      let lo = 1;
      let hi = t.len - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((t.start[mid] as number) > due) hi = mid;
        else lo = mid + 1;
      }
      this.addPosition(t, lo);
      this.addPosition(t, lo - 1);
      this.addPosition(t, lo - 2);
      // and the places back to the first stop served after v's window opens
      const open = this.p.rel[v] as number;
      let a = 1;
      let b = lo;
      while (a < b) {
        const mid = (a + b) >> 1;
        if ((t.start[mid] as number) > open) b = mid;
        else a = mid + 1;
      }
      for (let k = Math.max(a - 1, lo - 2 - WINDOW_PLACES); k < lo - 2; k++) this.addPosition(t, k);
    }
    this.addPosition(t, t.len - 1);
    return out;
  }

  private addPosition(t: Tour, k: number): void {
    if (k >= 1 && k < t.len && this.seen[k] !== this.stamp) {
      this.seen[k] = this.stamp;
      this.positions.push(k);
    }
  }

  /** Takes one or two strings of stops near a random one out of `t`, into `removed`. */
  private ruin(t: Tour): number[] {
    const { p, rng, ls } = this;
    const removed = this.removed;
    removed.length = 0;
    const maxString = Math.max(1, Math.min(RUIN_MAX_STRING, Math.floor((t.len - 2) / 2)));
    const seed = this.focusStops.length > 0 ? (this.focusStops[rng.int(0, this.focusStops.length - 1)] as number) : rng.int(1, p.n - 1);
    const strings = rng.next() < 0.5 ? [seed] : [seed, ls.neighbours[seed * ls.width + rng.int(0, ls.width - 3)] as number];
    for (const centre of strings) {
      const at = t.pos[centre] as number;
      if (at < 0 || t.len <= 2) continue;
      const length = Math.min(rng.int(1, maxString), t.len - 2);
      const from = Math.max(1, Math.min(at - rng.int(0, length - 1), t.len - 1 - length));
      for (let k = from; k < from + length; k++) removed.push(t.route[k] as number);
      ls.activate(t.route[from - 1] as number);
      ls.activate(t.route[from + length] as number);
      t.remove(from, length);
    }
    return removed;
  }

  /** Tightest windows first half the time, else a random order. */
  private shuffle(stops: number[]): void {
    const { p, rng } = this;
    if (p.hasWindows && rng.next() < 0.5) {
      stops.sort((a, b) => (p.due[a] as number) - (p.due[b] as number) || a - b);
      return;
    }
    for (let k = stops.length - 1; k > 0; k--) {
      const s = rng.int(0, k);
      const x = stops[k] as number;
      stops[k] = stops[s] as number;
      stops[s] = x;
    }
  }

  private put(t: Tour, v: number, k: number): void {
    this.ls.activate(t.route[k - 1] as number);
    this.ls.activate(t.route[k] as number);
    t.insert(v, k);
    this.ls.activate(v);
  }

  /** Takes out one or two strings of stops near a random one, then puts each back where it does least harm. */
  ruinRecreate(t: Tour): void {
    const { rng } = this;
    const removed = this.ruin(t);
    this.shuffle(removed);
    t.exact = true;
    for (const v of removed) {
      let bestK = -1;
      let bestC = 0;
      let bestM = 0;
      let bestD = 0;
      for (const k of this.insertPositions(t, v)) {
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
      this.put(t, v, bestK);
    }
    t.exact = false;
  }

  /**
   * Ruin and recreate for the relaxed search: each removed stop goes where its added travel plus `lambda` times the
   * ms late it adds is least (late stops not counted).
   */
  ruinRecreatePenalised(t: Tour, lambda: number): void {
    const { rng } = this;
    const removed = this.ruin(t);
    this.shuffle(removed);
    t.exact = true;
    t.msOnly = true;
    for (const v of removed) {
      let bestK = -1;
      let bestS = 0;
      for (const k of this.insertPositions(t, v)) {
        if (bestK > 0 && rng.next() < BLINK) continue;
        const d = t.insertDelta(v, k);
        if (bestK > 0 && d >= bestS) continue;
        this.budget.spend(t);
        t.setBound(Infinity, bestK < 0 ? Infinity : t.lateMs + (bestS - d) / lambda, true);
        if (!t.judgeInsert(v, k)) continue;
        bestK = k;
        bestS = d + lambda * (t.evalMs - t.lateMs);
      }
      this.put(t, v, bestK);
    }
    t.exact = false;
    t.msOnly = false;
  }

  /**
   * The kick of the window-keeping phase: strings out of the core, then the removed stops and those left out
   * before put back one by one where they add least travel without making anyone later; `out` gets the rest.
   */
  ruinKeep(t: Tour, out: number[]): void {
    const { rng } = this;
    const stops = [...this.ruin(t), ...out];
    out.length = 0;
    this.shuffle(stops);
    for (const v of stops) {
      let bestK = -1;
      let bestD = 0;
      for (const k of this.insertPositions(t, v)) {
        if (bestK > 0 && rng.next() < BLINK) continue;
        const d = t.insertDelta(v, k);
        if (bestK > 0 && d >= bestD) continue;
        this.budget.spend(t);
        t.setBound(t.lateCount, t.lateMs, false);
        if (!t.judgeInsert(v, k)) continue;
        bestK = k;
        bestD = d;
      }
      if (bestK > 0) this.put(t, v, bestK);
      else out.push(v);
    }
    for (const v of out) this.misses[v] = (this.misses[v] as number) + 1;
    const tries = Math.min(out.length, EJECT_TRIES);
    for (let k = 0; k < tries && out.length > 0; k++) this.eject(t, out, rng.int(0, out.length - 1));
  }

  /**
   * Puts the left-out stop out[at] into the core in place of a stop near where it goes, keeping every window,
   * choosing among the stops left out less often than it (then least added travel), and tries to put the one taken
   * out back anywhere: the core gains a stop, or a stop that fits more easily waits outside (the ejection pool of
   * Nagata and Bräysy, to get the stops that are hard to place into the core first).
   */
  private eject(t: Tour, out: number[], at: number): void {
    const { rng, misses } = this;
    const v = out[at] as number;
    let bestQ = -1;
    let bestK = -1;
    let bestP = misses[v] as number;
    let bestD = 0;
    for (const k of this.insertPositions(t, v)) {
      for (let q = k - 2; q <= k + EJECT_AFTER; q++) {
        if (q < 1 || q > t.len - 2) continue;
        const pw = misses[t.route[q] as number] as number;
        if (pw > bestP) continue;
        const d = t.replaceDelta(v, q, k);
        if (pw === bestP && (bestQ < 0 || d >= bestD)) continue;
        if (bestQ > 0 && rng.next() < BLINK) continue;
        if (this.budget.spend(t)) return;
        t.setBound(t.lateCount, t.lateMs, false);
        if (!t.judgeReplace(v, q, k)) continue;
        bestQ = q;
        bestK = k;
        bestP = pw;
        bestD = d;
      }
    }
    if (bestQ < 0) return;
    const w = t.route[bestQ] as number;
    this.ls.activate(t.route[bestQ - 1] as number);
    this.ls.activate(t.route[bestQ + 1] as number);
    this.ls.activate(t.route[bestK - 1] as number);
    this.ls.activate(t.route[bestK] as number);
    t.replace(v, bestQ, bestK);
    this.ls.activate(v);
    out[at] = w;
    let putK = -1;
    let putD = 0;
    for (const k of this.insertPositions(t, w)) {
      const d = t.insertDelta(w, k);
      if (putK > 0 && d >= putD) continue;
      if (this.budget.spend(t)) break;
      t.setBound(t.lateCount, t.lateMs, false);
      if (!t.judgeInsert(w, k)) continue;
      putK = k;
      putD = d;
    }
    if (putK > 0) {
      this.put(t, w, putK);
      out.splice(at, 1);
    }
  }
}

/** A window-keeping core and the stops left out of it, ranked by how many are left out, then the core's score. */
interface Core {
  t: Tour;
  out: number[];
}

const compareCores = (a: Core, b: Core): number => (a.out.length !== b.out.length ? (a.out.length < b.out.length ? -1 : 1) : a.t.compare(b.t));

function copyCore(to: Core, from: Core): void {
  to.t.copyFrom(from.t);
  to.out.length = 0;
  to.out.push(...from.out);
}

/**
 * The relaxed search runs from this many stops on: on fresh 25-stop instances (loose, tight and unreachable windows,
 * fresh 101-104) it ended on the same tours as before at 15% more CPU, at 30 stops 2 of 48 shorter.
 */
const RELAX_MIN_STOPS = 30;
/**
 * Nor where more than RELAX_NARROW_SHARE of the stops have windows narrower than RELAX_NARROW_MS: with 30-minute windows
 * anywhere in the day (the bench's mixed kind, when every window is kept) a tour that leaves some on the way rarely
 * gets back to them shorter (fresh 101-104 and 201-204, 50-100 stops, 30 such runs: 8 shorter, 22 longer, travel
 * +1.0%; the bench's gothenburg-100-mixed-open 22,409 -> 23,914 s), and with 30-minute windows planted around a
 * feasible tour (tight) it ended on the same tours at 10-25% more CPU.
 */
const RELAX_NARROW_MS = 3_600_000;
const RELAX_NARROW_SHARE = 0.1;

/** Whether the relaxed search follows the window-keeping phase on `p` when every window is kept. */
export function relaxable(p: Problem): boolean {
  if (p.n < RELAX_MIN_STOPS) return false;
  let narrow = 0;
  for (let v = 1; v < p.n; v++) if ((p.due[v] as number) - (p.rel[v] as number) < RELAX_NARROW_MS) narrow++;
  return narrow <= RELAX_NARROW_SHARE * (p.n - 1);
}

/** The relaxed search's weight of a ms late against a ms of travel at its start, and its bounds (powers of two). */
const RELAX_WEIGHT = 1;
const RELAX_WEIGHT_MIN = 1 / 256;
const RELAX_WEIGHT_MAX = 256;
/** Kicks between adjustments of the weight, and the share of descents ending with every window kept it aims at. */
const RELAX_ROUND = 16;
const RELAX_KEPT_LOW = 0.2;
const RELAX_KEPT_HIGH = 0.5;
/** Share of the relaxed search's kicks that swap two segments (the rest ruin and recreate, penalised). */
const RELAX_SWAP = 0.45;
/**
 * The search ends once it has done this share of its work in the relaxed search (which follows the window-keeping
 * phase's CORE_WORK_ALL_KEPT); the rest is not spent.
 */
const RELAX_WORK = 0.85;

/**
 * From SMALL_INPUT + 1 to WIDE_HALF_UP_TO stops the first search's relaxed search runs to the end of its work
 * (RELAX_WORK for the others): at 100 stops travel still falls with more work (fresh217-liechtenstein-100-loose-closed
 * 11,491 s at the default work, 11,029 at 4 times; fresh209 closed 12,259 and 12,062 at twice), and the first search
 * has the best start. Loose windows, 100 stops, fresh 1-16 and 201-232 (192 runs, with the second focus search below):
 * 32 runs shorter, 12 longer, travel -0.08%, fresh209-liechtenstein-100-loose-closed 12,259 -> 12,005 s (VROOM 12,097);
 * fresh 101-104 and 233-240 (48 runs, drawn after the choice): 7 shorter, 2 longer, -0.06%; CPU about x1.03-1.07 (round
 * of 28 Nov, eleventh session).
 */
const FIRST_RELAX_WORK = 1;

/** The share of the work at which the first search's relaxed search ends on `p` (see FIRST_RELAX_WORK). */
export function firstRelaxWork(p: Problem): number {
  return p.n > SMALL_INPUT && p.n <= WIDE_HALF_UP_TO ? FIRST_RELAX_WORK : RELAX_WORK;
}

/**
 * The relaxed search, for tours whose windows are all kept (travel is all that is left): windows may be left on the
 * way. A move is judged by its travel plus a weight times the ms late it adds (`LocalSearch.penalty`, the late stops
 * not counted), as hybrid genetic searches for time windows do (Vidal et al.): the tour can pass through late
 * orders to reach another basin (the direction a closed tour runs, or the order of a stretch), where a search that
 * keeps every window at every step stays where its start put it. The weight doubles when fewer than RELAX_KEPT_LOW of
 * the last RELAX_ROUND descents ended with every window kept and halves when more than RELAX_KEPT_HIGH did. A
 * descent that ends late and shorter than the best tour is repaired by the lexicographic descent from its late stops;
 * the best tour (lexicographic) is kept throughout. A new current tour is kept when no worse by the weighted figure;
 * after the phase-2 restart share of stale kicks it goes back to the best. Every move is counted as in the search.
 */
function relaxed(
  p: Problem,
  limits: { maxEvaluations: number; maxStale: number },
  budget: Budget,
  ls: LocalSearch,
  search: Search,
  rng: Rng,
  best: Tour,
  current: Tour,
  candidate: Tour,
  restartAfter: number,
  relaxWork: number,
  more: () => boolean,
  kicked: (better: boolean) => void,
): void {
  const repaired = new Tour(p);
  let weight = RELAX_WEIGHT;
  let kept = 0;
  let tried = 0;
  let idle = 0;
  const weighed = (t: Tour) => t.cost + weight * t.lateMs;
  const work = limits.maxEvaluations * relaxWork;
  while (more() && budget.evaluations < work && !budget.out()) {
    if (++idle >= restartAfter) {
      idle = 0;
      current.copyFrom(best);
    }
    candidate.copyFrom(current);
    if (rng.next() < RELAX_SWAP) search.segmentSwap(candidate);
    else search.ruinRecreatePenalised(candidate, weight);
    ls.penalty = weight;
    candidate.msOnly = true;
    ls.run(candidate, false);
    ls.penalty = 0;
    candidate.msOnly = false;
    let better = false;
    tried++;
    if (candidate.lateMs === 0) {
      kept++;
      if (candidate.compare(best) < 0) {
        best.copyFrom(candidate);
        better = true;
      }
    } else if (candidate.cost < best.cost) {
      // the lexicographic descent from the late stops and their neighbours
      repaired.copyFrom(candidate);
      for (let k = 1; k < repaired.len - 1; k++) {
        if ((repaired.lateC[k] as number) > (repaired.lateC[k - 1] as number)) {
          ls.activate(repaired.route[k - 1] as number);
          ls.activate(repaired.route[k] as number);
          ls.activate(repaired.route[k + 1] as number);
        }
      }
      ls.run(repaired, false);
      if (repaired.compare(best) < 0) {
        best.copyFrom(repaired);
        better = true;
      }
    }
    kicked(better);
    if (weighed(candidate) < weighed(current)) idle = 0;
    if (weighed(candidate) <= weighed(current)) current.copyFrom(candidate);
    if (tried === RELAX_ROUND) {
      if (kept < RELAX_KEPT_LOW * tried && weight < RELAX_WEIGHT_MAX) weight *= 2;
      else if (kept > RELAX_KEPT_HIGH * tried && weight > RELAX_WEIGHT_MIN) weight /= 2;
      tried = 0;
      kept = 0;
    }
  }
}

export function solveIls(p: Problem, options: IlsOptions): IlsResult {
  const scale = options.workScale ?? 1;
  const base = defaultLimits(p.n, p.hasWindows);
  const limits = { maxKicks: base.maxKicks * scale, maxStale: base.maxStale * scale, maxEvaluations: base.maxEvaluations * scale, ...definedOnly(options) };
  const began = Date.now();
  const budget = new Budget(options.timeBudgetMs, limits.maxEvaluations);
  const rng = new Rng(options.seed);
  const neighbours = buildNeighbours(p, neighbourCount(p));
  const ls = new LocalSearch(p, neighbours, budget);
  const search = new Search(p, rng, ls, budget);
  if (options.focus) for (let v = 1; v < p.n; v++) if (options.focus[v]) search.focusStops.push(v);
  let kicks = 0;
  let converged = false;
  const result = (t: Tour): IlsResult => ({
    order: t.order(),
    kicks,
    evaluations: budget.evaluations,
    stoppedBy: budget.timedOut ? 'deadline' : converged ? 'converged' : 'work-cap',
  });

  const best = new Tour(p);
  const current = new Tour(p);
  // with every window kept after the window-keeping phase, phase 2 is the relaxed search
  const relaxing = options.relax !== false && relaxable(p);
  if (p.hasWindows) {
    // Phase 1, fewest late stops first, as a vehicle router does: the largest set of stops whose windows one
    // order keeps, searched as a core that keeps them all, the rest left out (they go last, where they delay no
    // one). Starts from the visitor's order and from a constructed one, kept to their windows.
    const cur: Core = { t: current, out: [] };
    const top: Core = { t: best, out: [] };
    const cand: Core = { t: new Tour(p), out: [] };
    const given = options.startOrder;
    const fromOrder = (_q: Problem, t: Tour): number[] => {
      t.setOrder(given as readonly number[]);
      return [];
    };
    const makers = given ? [fromOrder] : options.randomStart ? [(q: Problem, t: Tour, b: Budget) => (options.beamRandom ? beamRandomCore(q, t, b, rng) : null) ?? constructCore(q, t, b, rng)] : [givenCore, constructCore];
    for (const make of makers) {
      cand.out = make(p, cand.t, budget);
      ls.activateAll();
      ls.run(cand.t, true);
      if (top.t.len === 0 || compareCores(cand, top) < 0) copyCore(top, cand);
    }
    if (options.beamStart && top.out.length > 0 && (p.n <= BEAM_MAX_STOPS || top.out.length * BEAM_OUT_SHARE >= windowedStops(p).length) && !given && !options.randomStart) {
      // stops left out by both starts: the count of late stops is at stake, and the beam's core is a third start
      cand.out = beamCore(p, cand.t, budget);
      ls.activateAll();
      ls.run(cand.t, true);
      if (compareCores(cand, top) < 0) copyCore(top, cand);
    }
    if (top.out.length === 0 && !options.randomStart && !given) {
      // Every window kept: travel is what is left. The visitor's order descended as a whole (late stops allowed on
      // the way) often ends shorter than a core that had to keep every window at every step.
      cand.t.setOrder(Array.from({ length: p.n }, (_, k) => k));
      ls.activateAll();
      ls.run(cand.t, true);
      if (cand.t.compare(top.t) < 0) {
        cand.out.length = 0;
        copyCore(top, cand);
      }
    }
    copyCore(cur, top);
    const coreKicks = Math.round(limits.maxKicks * CORE_SHARE);
    const coreStale = Math.round(limits.maxStale * CORE_SHARE);
    const coreWork = limits.maxEvaluations * (top.out.length > 0 ? CORE_WORK : relaxing ? CORE_WORK_ALL_KEPT : CORE_WORK_ALL_KEPT_UNRELAXED);
    const settledAfter = options.settleCount ? Math.round(coreStale * SETTLED_SHARE) : Infinity;
    let stale = 0;
    let countStale = 0;
    while (p.n >= 5 && kicks < coreKicks && stale < coreStale && budget.evaluations < coreWork && !budget.out()) {
      if (top.out.length > 0 && countStale >= settledAfter) break;
      kicks++;
      stale++;
      countStale++;
      copyCore(cand, cur);
      search.ruinKeep(cand.t, cand.out);
      ls.run(cand.t, false);
      if (compareCores(cand, top) < 0) {
        if (cand.out.length < top.out.length) countStale = 0;
        copyCore(top, cand);
        stale = 0;
      }
      const allowance = CORE_ALLOWANCE * (1 - kicks / coreKicks);
      if (compareCores(cand, cur) <= 0 || (cand.out.length <= cur.out.length && cand.t.cost <= top.t.cost * (1 + allowance))) copyCore(cur, cand);
    }
    // Phase 2: the left-out stops last, by closing time, then every stop's lateness and travel together.
    const order = top.t.order();
    order.push(...top.out.sort((a, b) => (p.due[a] as number) - (p.due[b] as number) || a - b));
    best.setOrder(order);
    ls.activateAll();
    ls.run(best, false);
  } else {
    // Start from the visitor's order and from a constructed one; go on from the better.
    const randomInsertion = (): number[] => {
      // with no windows only a deadline reached during the insertions leaves stops out: they go last, so the start
      // still holds every stop (dropped, they made an order of some stops, refused as no order at all)
      const out = constructCore(p, current, budget, rng);
      return [...current.order(), ...out];
    };
    for (const start of options.randomStart ? [randomInsertion()] : [Array.from({ length: p.n }, (_, k) => k), nearestNeighbour(p)]) {
      current.setOrder(start);
      ls.activateAll();
      ls.run(current, true);
      if (best.len === 0 || current.compare(best) < 0) best.copyFrom(current);
    }
  }
  current.copyFrom(best);
  if (p.n < 5) {
    converged = true;
    return result(best);
  }

  const candidate = new Tour(p);
  let stale = 0;
  let idle = 0;
  const restartAfter = Math.max(1, Math.round(limits.maxStale * RESTART_SHARE));
  // Every window kept: phase 2 is the relaxed search (windows left on the way) to RELAX_WORK of the work.
  const relax = relaxing && p.hasWindows && best.lateCount === 0 && best.lateMs === 0;
  if (relax) {
    relaxed(p, limits, budget, ls, search, rng, best, current, candidate, restartAfter, options.relaxWork ?? RELAX_WORK, () => kicks < limits.maxKicks && stale < limits.maxStale, (better) => {
      kicks++;
      stale = better ? 0 : stale + 1;
    });
  }
  while (!relax && kicks < limits.maxKicks && stale < limits.maxStale && !budget.out()) {
    kicks++;
    stale++;
    idle++;
    if (p.hasWindows && idle >= restartAfter) {
      // no better tour for a while: a fresh start (stops in random order, each at its cheapest window-keeping place)
      idle = 0;
      const out = constructCore(p, current, budget, rng);
      const order = current.order();
      order.push(...out.sort((a, b) => (p.due[a] as number) - (p.due[b] as number) || a - b));
      current.setOrder(order);
      ls.activateAll();
      ls.run(current, false);
      if (current.compare(best) < 0) {
        best.copyFrom(current);
        stale = 0;
      }
      continue;
    }
    candidate.copyFrom(current);
    // the search from another's tour also swaps segments while every window is kept: its basin's large-scale order
    if (p.hasWindows && !(options.startOrder && current.lateCount === 0 && current.lateMs === 0 && rng.next() < FOCUS_SWAP)) search.ruinRecreate(candidate);
    else search.segmentSwap(candidate);
    ls.run(candidate, false);
    if (candidate.compare(best) < 0) {
      best.copyFrom(candidate);
      stale = 0;
    }
    if (candidate.compare(current) < 0) idle = 0;
    if (candidate.compare(current) <= 0) current.copyFrom(candidate);
  }
  converged = stale >= limits.maxStale;
  if (!budget.timedOut) {
    const polishBudget = new Budget(Math.max(0, options.timeBudgetMs - (Date.now() - began)), limits.maxEvaluations * POLISH_WORK);
    new LocalSearch(p, neighbours, polishBudget).polish(best, POLISH_SEGMENT, POLISH_PASSES);
    budget.timedOut = polishBudget.timedOut;
  }
  return result(best);
}

/**
 * Independent searches for inputs up to this many stops. One search ends at about half the CPU the issue allows (25
 * stops 21-25 ms of 50), and each seed ends in its own basin: the best of two reaches tours one misses (the 96 bench
 * instances of 25-50 stops, seeds 1-2: runs missing their reference 24 -> 13, late stops 207 -> 203). Two searches
 * measured as well as one with twice the work, and as the first is the single search with the given seed, the search's
 * answer never gets worse. From 51 stops on one search, unless the first keeps every window or, up to 100 stops,
 * leaves stops late (below).
 */
const SMALL_INPUT = 50;
const SMALL_STARTS = 2;

/** Searches to run for n stops when the windows are not known to be kept (`searchesFor`). */
export const startsFor = (n: number): number => (n <= SMALL_INPUT ? SMALL_STARTS : 1);

/**
 * Above SMALL_INPUT, when the first search keeps every window (loose and tight windows, or none: travel is all that
 * is left), a second search with another seed, the better kept. Such tours land in one basin or another by
 * seed, up to 10% apart (liechtenstein-200-loose-closed, seeds 1-6: 16,740-18,446 s, VROOM 18,300), and nothing
 * tried within one search narrowed that; the better of two searches did (loose 100-200 stops, seeds 1-8: the worst
 * against VROOM +2.3% -> +0.2%). The second gets half the work up to WIDE_HALF_UP_TO stops, where the 500 ms
 * of CPU at 100 stops leaves room for half a search more, and the whole work beyond. It starts from a core built with
 * the stops in random order (`randomStart`), not from the first's starts: from those another seed ends near the
 * first's basin (loose 100-200 stops, seeds 1-8, random start against the same starts: 29 runs shorter, 12 longer,
 * the worst against VROOM +0.09% -> -0.07%). Plain tours too (100-200 stops, seeds 1-8: 14 runs shorter, none longer,
 * the worst against VROOM +2.4% -> +0.55%; liechtenstein-200-plain-open seed 4 12,636 -> 12,326 s, VROOM 12,343).
 */
const WIDE_HALF_UP_TO = 100;
/**
 * From SMALL_INPUT + 1 to WIDE_HALF_UP_TO stops, when the first search leaves stops late (mixed and conflicting
 * windows), a second search with the whole work, another seed and a random core, the better kept (round of 28 Nov,
 * thirteenth session). Such calls took 140-160 ms of CPU at 100 stops, a third of the 500 ms: fresh 315-320, 60 and
 * 100 stops, mixed and conflicting (96 runs, not tuned on), 15 better and none worse by the objective, late stops
 * 1491 -> 1486, seconds late -0.5%, CPU x1.6 on those calls. Beyond 100 stops one search as before.
 */
const LATE_SECOND_WORK = 1;

/**
 * From SMALL_INPUT + 1 to WIDE_HALF_UP_TO stops with windows, when the first search keeps every window, one more
 * independent search after the one from the better tours (another seed, a core built in random order, the second's
 * share of the work), the best of all kept: the searches before it run as they did, so the answer is never worse
 * than without it. Each seed ends in its own basin (fresh217-liechtenstein-100-loose-closed: 11,033-11,513 s over
 * seeds 1-6, VROOM 11,215), and the speed-up of the tenth session left room for it at 100 stops (the bench's median
 * 317 ms of CPU before it, of the 500). Up to 50 stops the two searches start from the same starts, and a third from a
 * random core there was neutral (fresh 1-16, 101-104, 201-224, 50 loose stops: 14 shorter, 12 longer, CPU x1.15).
 */
const LAST_SEARCH_FROM = SMALL_INPUT + 1;

/** Whether a last independent search follows the one from the better tours, given the first search's tour (see above). */
export function lastSearch(p: Problem, first: Tour): boolean {
  return p.hasWindows && p.n >= LAST_SEARCH_FROM && p.n <= WIDE_HALF_UP_TO && first.lateCount === 0 && first.lateMs === 0;
}

/** The share of the work of a search after the first, on `p`; 0 when only one search runs (see above; beyond 100 stops with stops late). */
export function laterWork(p: Problem, first: Tour): number {
  if (p.n <= SMALL_INPUT) return 1;
  if (first.lateCount > 0 || first.lateMs > 0) return p.n <= WIDE_HALF_UP_TO ? LATE_SECOND_WORK : 0;
  return p.n <= WIDE_HALF_UP_TO ? 0.5 : 1;
}

/**
 * With windows, when both searches keep every window, a third starts from the better of their
 * tours with FOCUS_WORK of the work: its ruin strings are centred on the stops whose neighbours differ between the two
 * tours (`differing`: where one basin's answer could take the other's), and while every window stays kept FOCUS_SWAP
 * of its kicks swap two segments as on plain tours (the loose tours of one basin and another differ in their
 * large-scale order, which ruin and recreate of 10-stop strings does not change). The tour a seed lands on spreads
 * less: liechtenstein-100-loose-closed seed 15, 13,583 -> 12,861 s (VROOM 13,230), seeds 1-16 below VROOM's travel on
 * every one; loose, tight and unreachable 100 stops, seeds 1-8: 17 runs of 96 shorter, none longer, CPU x1.2. Up to
 * SMALL_INPUT too (two searches from the same starts there): on instances the bench had never seen (freshInstances,
 * 30-50 stops, loose, tight and unreachable, seeds 1-3 of the generator) 4 of 72 shorter, none longer, two of them
 * from over 1% above VROOM's travel to under it (fresh2-liechtenstein-50-unreachable-closed 8879 -> 7958 s, VROOM
 * 7901); the bench's own 25-50 stops unchanged, CPU there x1.13.
 */
const FOCUS_WORK = 0.25;
const FOCUS_SWAP = 0.3;

/** The stops whose neighbours in tour a (before and after) are not both their neighbours in tour b, either way round. */
export function differing(p: Problem, a: readonly number[], b: readonly number[]): Uint8Array {
  const N = p.N;
  const next = (o: readonly number[], k: number) => (k + 1 < o.length ? (o[k + 1] as number) : N);
  const adj = new Int32Array(2 * (N + 1)).fill(-1);
  b.forEach((v, k) => {
    const w = next(b, k);
    adj[2 * v + (adj[2 * v] === -1 ? 0 : 1)] = w;
    adj[2 * w + (adj[2 * w] === -1 ? 0 : 1)] = v;
  });
  const out = new Uint8Array(N);
  a.forEach((v, k) => {
    const w = next(a, k);
    if (adj[2 * v] !== w && adj[2 * v + 1] !== w) {
      if (v < p.n) out[v] = 1;
      if (w < p.n) out[w] = 1;
    }
  });
  out[0] = 0;
  return out;
}

/**
 * From LAST_SEARCH_FROM to WIDE_HALF_UP_TO stops, after the last independent search, a second focus search with this
 * share of the work: from the better of the last search's tour and the best searched one, its ruin centred where the
 * two differ (`differing`), as the third search does for the first two; the best kept, so the answer is never worse
 * than without it. Loose windows, 100 stops, fresh 1-16 and 201-232 (192 runs; round of 28 Nov, eleventh session):
 * 0.15 of the work 33 runs shorter, 0.25 50, none longer.
 */
const SECOND_FOCUS_WORK = 0.25;

/** Whether two orders differ. */
const differs = (a: readonly number[], b: readonly number[]): boolean => a.length !== b.length || a.some((v, k) => v !== b[k]);

/** The seed of the s-th of several searches (the first, s = 0, has the given seed). */
export const searchSeed = (seed: number, s: number): number => (seed + Math.imul(s, 0x9e3779b9)) >>> 0;

/**
 * How the caller completes a search's order and ranks completed orders: with stops no order reaches in time, the
 * searched order is not the answer (they are placed and the tour descended again afterwards), and the better
 * searched order can end the worse answer (liechtenstein-50-unreachable-open seed 1: the first search's 8078 s tour
 * ended at 9251 s, the second's 8205 s tour at 8554 s, as late).
 */
export interface Finish {
  complete(order: number[]): number[];
  better(a: readonly number[], b: readonly number[]): boolean;
}

/**
 * `starts` independent searches (default `startsFor(p.n)`, and one more, with `laterWork` of the work, when the first
 * keeps every window, then with windows a third from the better of the two when both keep every window,
 * FOCUS_WORK), the first with the given seed and the others with seeds derived from it, the best kept (the
 * first on a tie), completed and ranked by `finish` when given. Each gets what is left of the time budget; a search
 * cut by the clock ends the run.
 */
export function solveIlsBestOf(p: Problem, options: IlsOptions & { starts?: number; finish?: Finish }): IlsResult {
  const { finish } = options;
  const began = Date.now();
  // the first search settles the count and spends the rest on seconds late, the others shorten the core as long as
  // their work allows: each wins on its own instances
  let starts = options.starts ?? startsFor(p.n);
  let best = solveIls(p, { ...options, settleCount: starts > 1 && p.n <= SETTLE_MAX_STOPS, beamStart: starts === 1, relaxWork: firstRelaxWork(p) });
  const bestTour = new Tour(p);
  bestTour.setOrder(best.order);
  // whether the first search kept every window is judged on its searched order, before any finishing
  const work = options.starts === undefined ? laterWork(p, bestTour) : 1;
  if (options.starts === undefined && work > 0) starts = Math.max(starts, 2);
  const searched = [best.order];
  if (finish) best.order = finish.complete(best.order);
  let { kicks, evaluations } = best;
  let cut = best.stoppedBy === 'deadline';
  const t = new Tour(p);
  const firstKept = bestTour.lateCount === 0 && bestTour.lateMs === 0;
  const focusWork = options.starts === undefined && p.hasWindows && firstKept ? FOCUS_WORK : 0;
  const last = focusWork > 0 && lastSearch(p, bestTour) ? 1 : 0;
  // which searched order the best answer came from (with `finish`, the answers are completed orders)
  let searchedBest = 0;
  for (let s = 1; s < starts + (focusWork > 0 ? 1 : 0) + last && !cut; s++) {
    const left = options.timeBudgetMs - (Date.now() - began);
    let extra: Partial<IlsOptions> = { workScale: (options.workScale ?? 1) * work, randomStart: p.n > SMALL_INPUT, beamRandom: firstKept && p.n <= WIDE_HALF_UP_TO };
    if (s === starts) {
      // the first search kept every window: a third from the better of the two tours that keep every window, its
      // kicks where the two differ. A second tour with stops late still shows where the two basins differ, so the
      // third starts from the first's tour then, and the last searches still run (before the fifteenth session's
      // round of 28 Nov the searches ended there: fresh mixed 55-100 stops, 4 of 216 runs shorter, none longer)
      const [a, b] = searched as [number[], number[]];
      t.setOrder(b);
      const bKept = t.lateCount === 0 && t.lateMs === 0;
      const focus = differing(p, a, b);
      bestTour.setOrder(a);
      extra = { workScale: (options.workScale ?? 1) * focusWork, startOrder: bKept && t.compare(bestTour) < 0 ? b : a, focus };
      bestTour.setOrder(best.order);
    }
    const r = solveIls(p, { ...options, timeBudgetMs: Math.max(0, left), seed: searchSeed(options.seed, s), settleCount: false, beamStart: s === 1, ...extra });
    searched.push(r.order);
    kicks += r.kicks;
    evaluations += r.evaluations;
    cut = r.stoppedBy === 'deadline';
    if (finish) {
      r.order = finish.complete(r.order);
      if (finish.better(r.order, best.order)) {
        best = r;
        searchedBest = s;
      }
      continue;
    }
    t.setOrder(r.order);
    if (t.compare(bestTour) < 0) {
      best = r;
      searchedBest = s;
      bestTour.copyFrom(t);
    }
  }
  if (last > 0 && !cut && searched.length === starts + 2) {
    // the last search's tour against the best: a focus search from the better, its kicks where the two differ
    const lastOrder = searched[searched.length - 1] as number[];
    const bestOrder = searched[searchedBest] as number[];
    t.setOrder(lastOrder);
    bestTour.setOrder(bestOrder);
    if (t.lateCount === 0 && t.lateMs === 0 && bestTour.lateCount === 0 && bestTour.lateMs === 0 && differs(lastOrder, bestOrder)) {
      const left = options.timeBudgetMs - (Date.now() - began);
      const startOrder = t.compare(bestTour) < 0 ? lastOrder : bestOrder;
      const r = solveIls(p, {
        ...options,
        timeBudgetMs: Math.max(0, left),
        seed: searchSeed(options.seed, searched.length),
        settleCount: false,
        beamStart: false,
        workScale: (options.workScale ?? 1) * SECOND_FOCUS_WORK,
        startOrder,
        focus: differing(p, bestOrder, lastOrder),
      });
      kicks += r.kicks;
      evaluations += r.evaluations;
      cut = r.stoppedBy === 'deadline';
      if (finish) {
        r.order = finish.complete(r.order);
        if (finish.better(r.order, best.order)) best = r;
      } else {
        t.setOrder(r.order);
        bestTour.setOrder(best.order);
        if (t.compare(bestTour) < 0) best = r;
      }
    }
  }
  if (options.starts === undefined && !cut && !finish && p.hasWindows && p.n <= SMALL_INPUT) {
    // stops still late: each moved to every place and the tour descended from there (`lateMoves`)
    const t = new Tour(p);
    t.setOrder(best.order);
    if (t.lateCount > 0) {
      const work = defaultLimits(p.n, p.hasWindows).maxEvaluations * lateMovesWork(p.n) * (options.workScale ?? 1);
      const r = lateMoves(p, t, work, Math.max(0, options.timeBudgetMs - (Date.now() - began)));
      evaluations += r.evaluations;
      cut = r.timedOut;
      if (r.better) best = { ...best, order: t.order() };
    }
  }
  return { ...best, kicks, evaluations, stoppedBy: cut ? 'deadline' : best.stoppedBy };
}

/**
 * Up to SMALL_INPUT stops, when the best searched tour still has late stops, LATE_MOVES_WORK of a search's work goes to
 * `lateMoves`. A late stop served at the end for 70 minutes late where it could be served early for 18 makes the late
 * stops after it later when moved alone, so no single move of the descent takes it there, and the ruin of the search
 * did not either (fresh2-liechtenstein-30-conflicting-closed: 14,685 s late, VROOM 13,979; tenth session's probe).
 */
const LATE_MOVES_WORK = 0.3;
/**
 * From LATE_MOVES_WIDE_FROM stops, twice that: the step nearly always spends its whole share (a pass over every late
 * stop costs 6-35 times it), and above 30 stops there is no CPU target to keep. Conflicting and mixed windows, 40 and 50
 * stops, fresh 101-108 (128 runs, not tuned on): against 0.3, 13 runs better, none worse, seconds late against the
 * session's start -0.81% -> -1.25% (40 stops), -0.16% -> -1.00% (50); fresh 1-8, 25-50 stops (all at 0.6): 36 runs
 * better than without the step where 0.3 had 28 (round of 28 Nov, twelfth session).
 */
const LATE_MOVES_WORK_WIDE = 0.6;
const LATE_MOVES_WIDE_FROM = 31;

/** The share of a search's work `lateMoves` may spend on n stops. */
export const lateMovesWork = (n: number): number => (n >= LATE_MOVES_WIDE_FROM ? LATE_MOVES_WORK_WIDE : LATE_MOVES_WORK);

/**
 * Each late stop of `best` moved to every other place in turn, and the tour descended from the stops around the
 * places it left and took (late stops may get later on the way); the first such tour better than `best` replaces it,
 * and the late stops are tried again, until none is better or `units` of work are spent (one per move judged or stop
 * replayed, as in the search, and the tour's length per copy). `best` only ever gets better.
 */
export function lateMoves(p: Problem, best: Tour, units: number, timeBudgetMs: number): { evaluations: number; better: boolean; timedOut: boolean } {
  const budget = new Budget(timeBudgetMs, units);
  const ls = new LocalSearch(p, buildNeighbours(p, neighbourCount(p)), budget);
  const cand = new Tour(p);
  let better = false;
  let improved = true;
  while (improved && !budget.out()) {
    improved = false;
    outer: for (let i = 1; i < best.len - 1; i++) {
      if ((best.lateC[i] as number) === (best.lateC[i - 1] as number)) continue;
      const v = best.route[i] as number;
      for (let j = 0; j <= best.len - 2; j++) {
        if (j >= i - 1 && j <= i) continue;
        if (budget.out()) break outer;
        cand.copyFrom(best);
        budget.evaluations += cand.len;
        const r = cand.route;
        ls.activate(r[i - 1] as number);
        ls.activate(r[i + 1] as number);
        ls.activate(r[j] as number);
        ls.activate(r[j + 1] as number);
        cand.applyOrOpt(i, i, j, false);
        ls.activate(v);
        ls.run(cand, false);
        if (cand.compare(best) < 0) {
          best.copyFrom(cand);
          better = true;
          improved = true;
          break outer;
        }
      }
    }
  }
  return { evaluations: budget.evaluations, better, timedOut: budget.timedOut };
}

function definedOnly(o: IlsOptions): Partial<ReturnType<typeof defaultLimits>> {
  const out: Partial<ReturnType<typeof defaultLimits>> = {};
  if (o.maxKicks !== undefined) out.maxKicks = o.maxKicks;
  if (o.maxStale !== undefined) out.maxStale = o.maxStale;
  if (o.maxEvaluations !== undefined) out.maxEvaluations = o.maxEvaluations;
  return out;
}

/**
 * The finished order descended once more with every window in, stops no order reaches in time included. The search
 * left those windows out and placeLostStops then moved their stops forward, where they are least late, without the
 * rest of the tour being fitted around them: the descent shortens it (25 stops, two lost: 12% less travel) and may
 * move them forward further. Kept only when better with their lateness ranked after the others' (the descent's own
 * ranking adds the two), so it never makes a stop that can be on time later.
 */
export function polishWithLost(p: Problem, order: number[], lost: readonly boolean[], timeBudgetMs: number, maxEvaluations: number): number[] {
  const budget = new Budget(timeBudgetMs, maxEvaluations);
  const t = new Tour(p);
  t.setOrder(order);
  const ls = new LocalSearch(p, buildNeighbours(p, neighbourCount(p)), budget);
  ls.activateAll();
  ls.run(t, true);
  const polished = t.order();
  return betterLost(lostScore(p, polished, lost), lostScore(p, order, lost)) ? polished : order;
}