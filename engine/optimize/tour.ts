// A tour under local search: the order plus cached times, lateness and cost prefixes, so each move is judged in O(1)
// for cost and, for lateness, by replaying only the changed part until the old schedule is met again.
import { LATE_EPS, lateCost, type Problem } from './problem.ts';

export class Tour {
  readonly p: Problem;
  /** route[k] = node at position k; route[0] = 0 (start), route[N-1] = n (virtual end). */
  readonly route: Int32Array;
  readonly pos: Int32Array;
  /** Service start per position, seconds from departure. */
  readonly start: Float64Array;
  /** Lateness as the solvers weigh it (lateCost: late stops first, then seconds) summed over positions 0..k. */
  readonly latePrefix: Float64Array;
  /** Travel cost along the route up to position k, forwards and against the direction of travel. */
  readonly fwd: Float64Array;
  readonly bwd: Float64Array;
  lateness = 0;
  cost = 0;
  /** Pieces of the old route, as [from, to] position pairs (to < from = reversed), that a move lays down anew. */
  private readonly segs = new Int32Array(4);
  private nseg = 0;
  private readonly scratch: Int32Array;

  constructor(p: Problem) {
    this.p = p;
    const N = p.N;
    this.route = new Int32Array(N);
    this.pos = new Int32Array(N);
    this.start = new Float64Array(N);
    this.latePrefix = new Float64Array(N);
    this.fwd = new Float64Array(N);
    this.bwd = new Float64Array(N);
    this.scratch = new Int32Array(N);
  }

  /** Loads a visiting order of the real stops that starts with 0. */
  setOrder(order: ArrayLike<number>): void {
    for (let k = 0; k < order.length; k++) this.route[k] = order[k] as number;
    this.route[this.p.N - 1] = this.p.n;
    this.refresh(0);
  }

  copyFrom(o: Tour): void {
    this.route.set(o.route);
    this.pos.set(o.pos);
    this.start.set(o.start);
    this.latePrefix.set(o.latePrefix);
    this.fwd.set(o.fwd);
    this.bwd.set(o.bwd);
    this.lateness = o.lateness;
    this.cost = o.cost;
  }

  /** Visiting order of the real stops. */
  order(): number[] {
    return Array.from(this.route.subarray(0, this.p.n));
  }

  /** Recomputes the caches from position `from` on. */
  refresh(from: number): void {
    const { N, cost, rel, due, svc } = this.p;
    const r = this.route;
    if (from <= 0) {
      this.start[0] = this.p.startTime;
      this.latePrefix[0] = lateCost(this.p, this.p.startTime - (due[r[0] as number] as number));
      this.fwd[0] = 0;
      this.bwd[0] = 0;
      this.pos[r[0] as number] = 0;
      from = 1;
    }
    let prev = r[from - 1] as number;
    let t = (this.start[from - 1] as number) + (svc[prev] as number);
    for (let k = from; k < N; k++) {
      const v = r[k] as number;
      this.pos[v] = k;
      t += cost[prev * N + v] as number;
      if (t < (rel[v] as number)) t = rel[v] as number;
      this.start[k] = t;
      this.latePrefix[k] = (this.latePrefix[k - 1] as number) + lateCost(this.p, t - (due[v] as number));
      this.fwd[k] = (this.fwd[k - 1] as number) + (cost[prev * N + v] as number);
      this.bwd[k] = (this.bwd[k - 1] as number) + (cost[v * N + prev] as number);
      t += svc[v] as number;
      prev = v;
    }
    this.lateness = this.latePrefix[N - 1] as number;
    this.cost = this.fwd[N - 1] as number;
  }

  private arc(a: number, b: number): number {
    return this.p.cost[(this.route[a] as number) * this.p.N + (this.route[b] as number)] as number;
  }

  /** Cost change of reversing positions i..j (1 <= i < j <= N-2). */
  twoOptDelta(i: number, j: number): number {
    return (
      this.arc(i - 1, j) +
      this.arc(i, j + 1) -
      this.arc(i - 1, i) -
      this.arc(j, j + 1) +
      (this.bwd[j] as number) -
      (this.bwd[i] as number) -
      (this.fwd[j] as number) +
      (this.fwd[i] as number)
    );
  }

  /** Cost change of moving positions i..e (maybe reversed) to just after position j (j < i-1 or j > e). */
  orOptDelta(i: number, e: number, j: number, rev: boolean): number {
    const first = rev ? e : i;
    const last = rev ? i : e;
    let d = this.arc(i - 1, e + 1) - this.arc(i - 1, i) - this.arc(e, e + 1);
    d += this.arc(j, first) + this.arc(last, j + 1) - this.arc(j, j + 1);
    if (rev) d += (this.bwd[e] as number) - (this.bwd[i] as number) - (this.fwd[e] as number) + (this.fwd[i] as number);
    return d;
  }

  twoOptLateness(i: number, j: number, bound: number): number {
    this.segs[0] = j;
    this.segs[1] = i;
    this.nseg = 1;
    return this.replay(i, j + 1, bound);
  }

  orOptLateness(i: number, e: number, j: number, rev: boolean, bound: number): number {
    if (j > e) {
      this.segs[0] = e + 1;
      this.segs[1] = j;
      this.segs[2] = rev ? e : i;
      this.segs[3] = rev ? i : e;
      this.nseg = 2;
      return this.replay(i, j + 1, bound);
    }
    this.segs[0] = rev ? e : i;
    this.segs[1] = rev ? i : e;
    this.segs[2] = j + 1;
    this.segs[3] = i - 1;
    this.nseg = 2;
    return this.replay(j + 1, e + 1, bound);
  }

  /**
   * Judges the route whose positions from `first` on are the pieces in `segs`, then the old route from `suffix`
   * on: returns a value <= `bound` exactly when its lateness is <= `bound` (the lateness itself, or a bound on it
   * that already settles the question), else Infinity.
   */
  private replay(first: number, suffix: number, bound: number): number {
    const { N, cost, rel, due, svc, lateStep } = this.p;
    const r = this.route;
    const S = this.start;
    const LP = this.latePrefix;
    let prev = r[first - 1] as number;
    let t = (S[first - 1] as number) + (svc[prev] as number);
    let late = LP[first - 1] as number;
    for (let s = 0; s < this.nseg; s++) {
      const a = this.segs[2 * s] as number;
      const b = this.segs[2 * s + 1] as number;
      const step = a <= b ? 1 : -1;
      for (let k = a; ; k += step) {
        const v = r[k] as number;
        t += cost[prev * N + v] as number;
        if (t < (rel[v] as number)) t = rel[v] as number;
        const d = t - (due[v] as number);
        if (d > LATE_EPS) {
          late += lateStep + d;
          if (late > bound) return Infinity;
        }
        t += svc[v] as number;
        prev = v;
        if (k === b) break;
      }
    }
    const total = LP[N - 1] as number;
    for (let k = suffix; k < N; k++) {
      const v = r[k] as number;
      t += cost[prev * N + v] as number;
      if (t < (rel[v] as number)) t = rel[v] as number;
      // Later arrivals cannot shrink any later lateness, earlier ones cannot grow it: often this decides at once.
      const old = S[k] as number;
      const restLate = total - (LP[k - 1] as number);
      if (t >= old) {
        if (late + restLate > bound) return Infinity;
        if (t === old) return late + restLate;
      } else if (late + restLate <= bound) {
        return late + restLate;
      }
      const d = t - (due[v] as number);
      if (d > LATE_EPS) {
        late += lateStep + d;
        if (late > bound) return Infinity;
      }
      t += svc[v] as number;
      prev = v;
    }
    return late;
  }

  applyTwoOpt(i: number, j: number): void {
    const r = this.route;
    for (let a = i, b = j; a < b; a++, b--) {
      const x = r[a] as number;
      r[a] = r[b] as number;
      r[b] = x;
    }
    this.refresh(i);
  }

  applyOrOpt(i: number, e: number, j: number, rev: boolean): void {
    const r = this.route;
    const s = this.scratch;
    let w = 0;
    const copySeg = () => {
      if (rev) for (let k = e; k >= i; k--) s[w++] = r[k] as number;
      else for (let k = i; k <= e; k++) s[w++] = r[k] as number;
    };
    if (j > e) {
      for (let k = e + 1; k <= j; k++) s[w++] = r[k] as number;
      copySeg();
      r.set(s.subarray(0, w), i);
      this.refresh(i);
    } else {
      copySeg();
      for (let k = j + 1; k < i; k++) s[w++] = r[k] as number;
      r.set(s.subarray(0, w), j + 1);
      this.refresh(j + 1);
    }
  }
}
