// Descent to a local optimum with 2-opt, Or-opt (segments of 1-3 stops, both directions, which includes relocate)
// and exchange, over neighbour lists, judged lexicographically: fewer late stops, then fewer ms late, then less
// travel. A queue of "active" stops (don't-look bits) keeps re-checks near the last changes. Every judged move is
// counted against a Budget, so a descent stops when the work cap or the deadline is reached, whatever the input.
import type { Problem } from './problem.ts';
import type { Tour } from './tour.ts';

const MAX_SEGMENT = 3;
/**
 * With windows, 2-opt reverses at most this many stops: a long reversal turns a stretch's schedule inside out,
 * is judged stop by stop, and almost never keeps the windows.
 */
const MAX_REVERSAL_WINDOWS = 30;
/** The clock is read once per this many units of work: often enough to stop within a millisecond. */
const CLOCK_EVERY = 256;

const now: () => number = typeof performance !== 'undefined' ? () => performance.now() : () => Date.now();

/**
 * The work a search may do, in units of one judged move or one stop replayed while judging (the deterministic
 * stop, proportional to CPU time whatever the windows), and a deadline (the safety cap).
 */
export class Budget {
  evaluations = 0;
  /** Set once the deadline passed: from then on every caller unwinds. */
  timedOut = false;
  private readonly deadline: number;
  private readonly maxEvaluations: number;
  /** The next multiple of CLOCK_EVERY units, where the clock is read. */
  private nextClock = CLOCK_EVERY;

  constructor(timeBudgetMs: number, maxEvaluations: number) {
    this.deadline = now() + timeBudgetMs;
    this.maxEvaluations = maxEvaluations;
  }

  /** Counts one judged move and the stops `t` replayed for it; true once the search must stop. */
  spend(t: Tour): boolean {
    this.evaluations += 1 + t.drainVisits();
    if (this.evaluations >= this.nextClock) {
      this.nextClock = (Math.floor(this.evaluations / CLOCK_EVERY) + 1) * CLOCK_EVERY;
      if (now() >= this.deadline) this.timedOut = true;
    }
    return this.out();
  }

  out(): boolean {
    return this.timedOut || this.evaluations >= this.maxEvaluations;
  }

  /** Reads the clock now (for work not judged move by move, such as the beam's layers); true once the deadline passed. */
  clock(): boolean {
    if (now() >= this.deadline) this.timedOut = true;
    return this.timedOut;
  }
}

/** For each node: its `k` nearest stops (either direction), then the start and the virtual end. */
export function buildNeighbours(p: Problem, k: number): { list: Int32Array; width: number } {
  const { n, N, cost } = p;
  const near = Math.max(0, Math.min(k, n - 2));
  const width = near + 2;
  const list = new Int32Array(N * width);
  const others: number[] = [];
  const dist = new Float64Array(N);
  for (let a = 1; a < n; a++) {
    others.length = 0;
    for (let b = 1; b < n; b++) {
      if (b === a) continue;
      others.push(b);
      dist[b] = Math.min(cost[a * N + b] as number, cost[b * N + a] as number);
    }
    others.sort((x, y) => (dist[x] as number) - (dist[y] as number) || x - y);
    for (let q = 0; q < near; q++) list[a * width + q] = others[q] as number;
    list[a * width + near] = 0;
    list[a * width + near + 1] = n;
  }
  return { list, width };
}

export class LocalSearch {
  private readonly p: Problem;
  readonly neighbours: Int32Array;
  readonly width: number;
  private readonly budget: Budget;
  private readonly stack: Int32Array;
  private readonly queued: Uint8Array;
  private depth = 0;
  /**
   * 0: moves are judged lexicographically (late stops, ms late, travel). Above 0 (a power of two, so the bound below
   * is exact): a move is better when its travel change plus this weight times its change of ms late is below 0, the
   * late stops not counted (the relaxed search; the tour's `msOnly` must be set with it).
   */
  penalty = 0;

  constructor(p: Problem, neighbours: { list: Int32Array; width: number }, budget: Budget) {
    this.p = p;
    this.neighbours = neighbours.list;
    this.width = neighbours.width;
    this.budget = budget;
    this.stack = new Int32Array(p.N);
    this.queued = new Uint8Array(p.N);
  }

  /** Marks a node to be looked at again (the fixed start and end are ignored). */
  activate(node: number): void {
    if (node <= 0 || node >= this.p.n || this.queued[node]) return;
    this.queued[node] = 1;
    this.stack[this.depth++] = node;
  }

  activateAll(): void {
    for (let v = this.p.n - 1; v >= 1; v--) this.activate(v);
  }

  private clear(): void {
    while (this.depth > 0) this.queued[this.stack[--this.depth] as number] = 0;
  }

  /**
   * Improves `t` until no active stop has an improving move, or the budget runs out. Every applied move makes the
   * integer score strictly better, so a descent always ends. With windows a move shifts every later arrival, so
   * `sweep` re-checks all stops after any change and ends only after a quiet full pass.
   */
  run(t: Tour, sweep: boolean): void {
    for (;;) {
      let improved = false;
      while (this.depth > 0) {
        if (this.budget.out()) return this.clear();
        const a = this.stack[--this.depth] as number;
        this.queued[a] = 0;
        if (this.improveNode(t, a)) {
          improved = true;
          this.activate(a);
        }
      }
      if (!improved || !sweep || !this.p.hasWindows) return;
      this.activateAll();
    }
  }

  /**
   * Whether a move with travel change `delta` is better: less travel and no worse lateness, or less lateness. Sets
   * the tour's bound so the caller's judge call answers the lateness half.
   */
  private worthJudging(t: Tour, delta: number): boolean {
    if (this.penalty > 0) {
      // better when delta + penalty * (ms late after - ms late now) < 0, so never when delta >= penalty * ms late now
      // (exact: the penalty is a power of two); the division only for the moves judged
      if (delta >= t.lateMs * this.penalty) return false;
      t.setBound(Infinity, t.lateMs - delta / this.penalty, true);
      return true;
    }
    if (delta < 0) {
      t.setBound(t.lateCount, t.lateMs, false);
      return true;
    }
    if (t.lateCount === 0 || !this.p.hasWindows) return false;
    t.setBound(t.lateCount, t.lateMs, true);
    return true;
  }

  private touch(t: Tour, a: number, b: number, c: number, d: number): void {
    const r = t.route;
    this.activate(r[a] as number);
    this.activate(r[b] as number);
    this.activate(r[c] as number);
    this.activate(r[d] as number);
  }

  private tryOrOpt(t: Tour, i: number, e: number, j: number, rev: boolean): boolean {
    if (j < 0 || j > t.len - 2 || (j >= i - 1 && j <= e)) return false;
    if (this.budget.spend(t)) return false;
    if (!this.worthJudging(t, t.orOptDelta(i, e, j, rev))) return false;
    if (this.p.hasWindows && !t.judgeOrOpt(i, e, j, rev)) return false;
    this.touch(t, i - 1, i, e, e + 1);
    this.touch(t, j, j + 1, j, j + 1);
    t.applyOrOpt(i, e, j, rev);
    return true;
  }

  /**
   * Or-opt of 1 to `maxLen` stops to every place in the tour, both ways round, not only next to a neighbour: each
   * move that shortens the tour without making lateness worse is applied, and the descent goes on from the stops
   * it touched. Ends after a pass with no such move, after `maxPasses`, or when the budget is out. A search's tour
   * is a local optimum of the neighbour moves only: at 200 stops a segment of 4-8 stops or a single stop moved far
   * from its neighbours still shortened it (liechtenstein-200-loose-open: 13 moves, 16,887 -> 16,385 s).
   */
  polish(t: Tour, maxLen: number, maxPasses: number): void {
    for (let pass = 0; pass < maxPasses; pass++) {
      let moved = false;
      for (let i = 1; i <= t.len - 2; i++) {
        for (let e = i; e <= Math.min(t.len - 2, i + maxLen - 1); e++) {
          for (let j = 0; j <= t.len - 2; j++) {
            if (j >= i - 1 && j <= e) continue;
            if (this.budget.spend(t)) return this.clear();
            if (this.tryShorter(t, i, e, j, false) || this.tryShorter(t, i, e, j, true)) {
              moved = true;
              this.run(t, false);
            }
          }
        }
      }
      if (!moved) return;
    }
  }

  /** An Or-opt move applied when it shortens the tour and leaves lateness no worse (the polish's test). */
  private tryShorter(t: Tour, i: number, e: number, j: number, rev: boolean): boolean {
    if (rev && i === e) return false;
    if (t.orOptDelta(i, e, j, rev) >= 0) return false;
    t.setBound(t.lateCount, t.lateMs, false);
    if (this.p.hasWindows && !t.judgeOrOpt(i, e, j, rev)) return false;
    this.touch(t, i - 1, i, e, e + 1);
    this.touch(t, j, j + 1, j, j + 1);
    t.applyOrOpt(i, e, j, rev);
    return true;
  }

  /** Tries moves that make a new arc between `a` and one of its neighbours; applies the first improving one. */
  private improveNode(t: Tour, a: number): boolean {
    const pos = t.pos;
    // a stop left out of a partial tour has no moves
    if ((pos[a] as number) < 0) return false;
    if (this.scanTwoOpt(t, a)) return true;
    if (this.scanOrOpt(t, a)) return true;
    if (this.scanSwap(t, a)) return true;
    // a late stop may need to move far from its neighbours
    const i = pos[a] as number;
    return (t.lateC[i] as number) > (t.lateC[i - 1] as number) && this.moveFar(t, i);
  }

  /**
   * Or-opt of the segments of 1..MAX_SEGMENT stops that `a` heads or ends, to next to each of its neighbours (the
   * first improving one applied). The travel change is worked out here, not by a call per candidate: this loop is
   * the descent's hottest, and whether V8 inlined `Tour.orOptDelta` into it depended on what the process had run
   * before (after a relaxed search it did not, and every later descent was 10-15% slower). Same moves, same order,
   * same figures as `tryOrOpt` (travel in whole ms, so the sums are exact in any order).
   */
  private scanOrOpt(t: Tour, a: number): boolean {
    const { cost, N } = this.p;
    const pos = t.pos;
    const r = t.route;
    const nb = this.neighbours;
    const base = a * this.width;
    const last = t.len - 2;
    const limit = this.limit(t);
    for (let len = 1; len <= MAX_SEGMENT; len++) {
      for (let end = 0; end < (len === 1 ? 1 : 2); end++) {
        const pa = pos[a] as number;
        const i = end === 0 ? pa : pa - len + 1;
        const e = i + len - 1;
        if (i < 1 || e > last) continue;
        const before = r[i - 1] as number;
        const head = r[i] as number;
        const tail = r[e] as number;
        const after = r[e + 1] as number;
        const out = (cost[before * N + after] as number) - (cost[before * N + head] as number) - (cost[tail * N + after] as number);
        const turn = (t.bwd[e] as number) - (t.bwd[i] as number) - (t.fwd[e] as number) + (t.fwd[i] as number);
        for (let q = 0; q < this.width; q++) {
          const pb = pos[nb[base + q] as number] as number;
          // a heads the moved segment when it follows b, and ends it when it precedes b
          for (let side = 0; side < 2; side++) {
            const j = side === 0 ? pb : pb - 1;
            const rev = len > 1 && (side === 0) === (end !== 0);
            if (j < 0 || j > last || (j >= i - 1 && j <= e)) continue;
            if (this.budget.spend(t)) continue;
            const x = r[j] as number;
            const y = r[j + 1] as number;
            let d = out + (cost[x * N + (rev ? tail : head)] as number) + (cost[(rev ? head : tail) * N + y] as number) - (cost[x * N + y] as number);
            if (rev) d += turn;
            if (d < limit && this.orOptIfWorth(t, i, e, j, rev, d)) return true;
          }
        }
      }
    }
    return false;
  }

  /** What `worthJudging` says of a travel change d, as d < limit (the tour does not change while a stop is scanned). */
  private limit(t: Tour): number {
    return this.penalty > 0 ? t.lateMs * this.penalty : t.lateCount === 0 || !this.p.hasWindows ? 0 : Infinity;
  }

  /**
   * The 2-opt moves that make an arc between `a` and each of its neighbours (the first improving one applied), the
   * travel change worked out here as in `scanOrOpt`: same moves, same order, same figures as `tryTwoOpt` called
   * for (pa+1, pb), (pa, pb-1), (pb+1, pa), (pb, pa-1) per neighbour, without a call and a boxed result per candidate.
   */
  private scanTwoOpt(t: Tour, a: number): boolean {
    const { cost, N } = this.p;
    const pos = t.pos;
    const r = t.route;
    const fwd = t.fwd;
    const bwd = t.bwd;
    const nb = this.neighbours;
    const base = a * this.width;
    const last = t.len - 2;
    const maxSpan = this.p.hasWindows ? MAX_REVERSAL_WINDOWS : Infinity;
    const limit = this.limit(t);
    const pa = pos[a] as number;
    for (let q = 0; q < this.width; q++) {
      const pb = pos[nb[base + q] as number] as number;
      for (let c = 0; c < 4; c++) {
        const i = c === 0 ? pa + 1 : c === 1 ? pa : c === 2 ? pb + 1 : pb;
        const j = c === 0 ? pb : c === 1 ? pb - 1 : c === 2 ? pa : pa - 1;
        if (i < 1 || j <= i || j > last || j - i >= maxSpan) continue;
        if (this.budget.spend(t)) continue;
        const x = r[i - 1] as number;
        const y = r[i] as number;
        const z = r[j] as number;
        const w = r[j + 1] as number;
        const d =
          (cost[x * N + z] as number) +
          (cost[y * N + w] as number) -
          (cost[x * N + y] as number) -
          (cost[z * N + w] as number) +
          (bwd[j] as number) -
          (bwd[i] as number) -
          (fwd[j] as number) +
          (fwd[i] as number);
        if (d < limit && this.twoOptIfWorth(t, i, j, d)) return true;
      }
    }
    return false;
  }

  /** The 2-opt move of travel change `delta`, applied when it is better. */
  private twoOptIfWorth(t: Tour, i: number, j: number, delta: number): boolean {
    if (!this.worthJudging(t, delta)) return false;
    if (this.p.hasWindows && !t.judgeTwoOpt(i, j)) return false;
    this.touch(t, i - 1, i, j, j + 1);
    t.applyTwoOpt(i, j);
    return true;
  }

  /**
   * `a` takes the place next to each of its neighbours of the stop there (exchange; the first improving one
   * applied), the travel change worked out here: same moves, order and figures as `trySwap` for (pa, pb-1) and
   * (pa, pb+1) per neighbour.
   */
  private scanSwap(t: Tour, a: number): boolean {
    const { cost, N } = this.p;
    const pos = t.pos;
    const r = t.route;
    const nb = this.neighbours;
    const base = a * this.width;
    const last = t.len - 2;
    const limit = this.limit(t);
    const pa = pos[a] as number;
    for (let q = 0; q < this.width; q++) {
      const pb = pos[nb[base + q] as number] as number;
      for (let c = 0; c < 2; c++) {
        const o = c === 0 ? pb - 1 : pb + 1;
        const i = pa < o ? pa : o;
        const j = pa < o ? o : pa;
        if (i < 1 || j > last || i === j) continue;
        if (this.budget.spend(t)) continue;
        const ra = r[i - 1] as number;
        const u = r[i] as number;
        const rb = r[i + 1] as number;
        const rc = r[j - 1] as number;
        const v = r[j] as number;
        const rd = r[j + 1] as number;
        const d =
          j === i + 1
            ? (cost[ra * N + v] as number) + (cost[v * N + u] as number) + (cost[u * N + rd] as number) - (cost[ra * N + u] as number) - (cost[u * N + v] as number) - (cost[v * N + rd] as number)
            : (cost[ra * N + v] as number) + (cost[v * N + rb] as number) + (cost[rc * N + u] as number) + (cost[u * N + rd] as number) -
              (cost[ra * N + u] as number) - (cost[u * N + rb] as number) - (cost[rc * N + v] as number) - (cost[v * N + rd] as number);
        if (d < limit && this.swapIfWorth(t, i, j, d)) return true;
      }
    }
    return false;
  }

  /** The exchange of travel change `delta`, applied when it is better. */
  private swapIfWorth(t: Tour, i: number, j: number, delta: number): boolean {
    if (!this.worthJudging(t, delta)) return false;
    if (this.p.hasWindows && !t.judgeSwap(i, j)) return false;
    this.touch(t, i - 1, i, i + 1, i + 1);
    this.touch(t, j - 1, j, j + 1, j + 1);
    t.applySwap(i, j);
    return true;
  }

  /** The or-opt move of travel change `delta`, applied when it is better. */
  private orOptIfWorth(t: Tour, i: number, e: number, j: number, rev: boolean, delta: number): boolean {
    if (!this.worthJudging(t, delta)) return false;
    if (this.p.hasWindows && !t.judgeOrOpt(i, e, j, rev)) return false;
    this.touch(t, i - 1, i, e, e + 1);
    this.touch(t, j, j + 1, j, j + 1);
    t.applyOrOpt(i, e, j, rev);
    return true;
  }

  /** Moves the late stop at position i to the first place anywhere in the tour where that is better. */
  private moveFar(t: Tour, i: number): boolean {
    for (let j = 0; j <= t.len - 2; j++) if (this.tryOrOpt(t, i, i, j, false)) return true;
    return false;
  }
}
