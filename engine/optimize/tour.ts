// A tour under local search: the order plus its schedule and, for every stretch of it, what a shifted start does
// to that stretch (timing segments after Savelsbergh's forward time slack and Vidal et al., adapted to soft windows
// where a late stop delays the ones after it). A move is judged by walking its pieces: a stretch of the old route
// kept in order is crossed in O(1) when it has no late stop or the shift stays within its slack, so moves on a
// tour that keeps its windows cost O(1) beyond the stops they reverse; only stretches whose lateness really
// changes are replayed stop by stop.
import type { Problem } from './problem.ts';

/** Where a judged move's pieces come from: a forward range of old positions, a reversed one, or one node. */
const NODE = -1;

export class Tour {
  readonly p: Problem;
  /** route[k] = node at position k; route[0] = 0 (start), route[len-1] = n (virtual end). */
  readonly route: Int32Array;
  /** Position per node, -1 while it is out of the tour. */
  readonly pos: Int32Array;
  len = 0;
  /** Service start per position, ms from departure. */
  readonly start: Float64Array;
  /** Late stops and ms late over positions 0..k. */
  readonly lateC: Int32Array;
  readonly lateM: Float64Array;
  /** Travel along the route up to position k, forwards and against the direction of travel. */
  readonly fwd: Float64Array;
  readonly bwd: Float64Array;
  /** Waiting summed over positions 1..k. */
  private readonly waitP: Float64Array;
  /** Service summed over positions 0..k, and waitP summed over the late stops among them. */
  private readonly svcP: Float64Array;
  private readonly lateWP: Float64Array;
  /**
   * Range minima (sparse tables) of slack + waitP, of how far service could start earlier (start - opening), of
   * room before the window closes + waitP at on-time stops, and of ms late at late stops (Infinity elsewhere).
   */
  private readonly slackT: Float64Array;
  private readonly earlyT: Float64Array;
  private readonly roomT: Float64Array;
  private readonly lateT: Float64Array;
  /**
   * The room and lateness tables' levels above 0 are stale from these positions on (Infinity: up to date). They are
   * built when a judge first reads them: a tour without late stops, judged against a bound of no late stops, never
   * does, and refresh spent about half its time building the four tables' upper levels.
   */
  private roomFrom = 0;
  private lateFrom = 0;
  lateCount = 0;
  lateMs = 0;
  cost = 0;

  /** The judged move, as pieces (a, b): a <= b forward range, a > b reversed range, a = NODE: node b. */
  private readonly pa = new Int32Array(5);
  private readonly pb = new Int32Array(5);
  /** Scratch for the stops an Or-opt move carries. */
  private readonly seg: Int32Array;
  private np = 0;
  /**
   * Lower bounds of the late stops and ms late of the pieces after each piece of the judged move, and the ones in
   * force while a piece is judged: a move is rejected once what is judged so far plus them misses the bound.
   */
  private readonly restC = new Float64Array(5);
  private readonly restM = new Float64Array(5);
  /** Per piece of the judged move, the shift a stretch with late stops is entered later by (0: none). */
  private readonly shiftS = new Float64Array(5);
  private rc = 0;
  private rm = 0;
  /** Bound the judged lateness is compared with, and whether it must be beaten or only matched. */
  private boundC = 0;
  private boundM = 0;
  private strict = false;
  /** When set, judging never stops early on a bound-meeting guess, so evalCount/evalMs are exact. */
  exact = false;
  /**
   * When set, the bound is on ms late alone (the late stops are not compared): the relaxed search's penalised
   * descent, where a move is worth its travel less a weight times the ms late it adds.
   */
  msOnly = false;
  /** Stops served one by one while judging, and positions refreshed, since the last drainVisits: work done. */
  private visits = 0;
  /** Late stops and ms late of the last judged move (exact when `exact` is set and the move passed). */
  evalCount = 0;
  evalMs = 0;
  // schedule state while judging
  private t = 0;
  private prev = 0;

  constructor(p: Problem) {
    this.p = p;
    const N = p.N;
    const levels = 32 - Math.clz32(N);
    this.route = new Int32Array(N);
    this.pos = new Int32Array(N).fill(-1);
    this.start = new Float64Array(N);
    this.lateC = new Int32Array(N);
    this.lateM = new Float64Array(N);
    this.fwd = new Float64Array(N);
    this.bwd = new Float64Array(N);
    this.waitP = new Float64Array(N);
    this.svcP = new Float64Array(N);
    this.lateWP = new Float64Array(N);
    this.slackT = new Float64Array(levels * N);
    this.earlyT = new Float64Array(levels * N);
    this.roomT = new Float64Array(levels * N);
    this.lateT = new Float64Array(levels * N);
    this.seg = new Int32Array(N);
  }

  /** Loads a visiting order that starts with 0 (all real stops, or some of them). */
  setOrder(order: ArrayLike<number>): void {
    this.pos.fill(-1);
    for (let k = 0; k < order.length; k++) this.route[k] = order[k] as number;
    this.route[order.length] = this.p.n;
    this.len = order.length + 1;
    this.refresh(0);
  }

  copyFrom(o: Tour): void {
    this.route.set(o.route);
    this.pos.set(o.pos);
    this.len = o.len;
    this.start.set(o.start);
    this.lateC.set(o.lateC);
    this.lateM.set(o.lateM);
    this.fwd.set(o.fwd);
    this.bwd.set(o.bwd);
    this.waitP.set(o.waitP);
    this.svcP.set(o.svcP);
    this.lateWP.set(o.lateWP);
    this.slackT.set(o.slackT);
    this.earlyT.set(o.earlyT);
    this.roomT.set(o.roomT);
    this.lateT.set(o.lateT);
    this.roomFrom = o.roomFrom;
    this.lateFrom = o.lateFrom;
    this.lateCount = o.lateCount;
    this.lateMs = o.lateMs;
    this.cost = o.cost;
  }

  /** Visiting order of the stops in the tour. */
  order(): number[] {
    return Array.from(this.route.subarray(0, this.len - 1));
  }

  /** -1, 0 or 1 as this tour is better than, as good as, or worse than `o` (late stops, ms late, travel). */
  compare(o: Tour): number {
    if (this.lateCount !== o.lateCount) return this.lateCount < o.lateCount ? -1 : 1;
    if (this.lateMs !== o.lateMs) return this.lateMs < o.lateMs ? -1 : 1;
    if (this.cost !== o.cost) return this.cost < o.cost ? -1 : 1;
    return 0;
  }

  /** Recomputes the schedule from position `from` on, and the stretch data everywhere. */
  refresh(from: number): void {
    const { N, cost, rel, due, svc } = this.p;
    const r = this.route;
    const len = this.len;
    const S = this.start;
    this.visits += len;
    // Stretch data before `from` is unchanged: only entries reaching `from` or beyond are rebuilt below.
    const changed = from > 0 ? from : 0;
    if (from <= 0) {
      const late = this.p.startTime - (due[r[0] as number] as number);
      S[0] = this.p.startTime;
      this.lateC[0] = late > 0 ? 1 : 0;
      this.lateM[0] = late > 0 ? late : 0;
      this.fwd[0] = 0;
      this.bwd[0] = 0;
      this.waitP[0] = 0;
      this.svcP[0] = svc[r[0] as number] as number;
      this.lateWP[0] = 0;
      this.pos[r[0] as number] = 0;
      from = 1;
    }
    let prev = r[from - 1] as number;
    for (let k = from; k < len; k++) {
      const v = r[k] as number;
      this.pos[v] = k;
      const arrive = (S[k - 1] as number) + (svc[prev] as number) + (cost[prev * N + v] as number);
      const t = arrive < (rel[v] as number) ? (rel[v] as number) : arrive;
      S[k] = t;
      const late = t - (due[v] as number);
      this.lateC[k] = (this.lateC[k - 1] as number) + (late > 0 ? 1 : 0);
      this.lateM[k] = (this.lateM[k - 1] as number) + (late > 0 ? late : 0);
      this.waitP[k] = (this.waitP[k - 1] as number) + t - arrive;
      this.svcP[k] = (this.svcP[k - 1] as number) + (svc[v] as number);
      this.lateWP[k] = (this.lateWP[k - 1] as number) + (late > 0 ? (this.waitP[k] as number) : 0);
      this.fwd[k] = (this.fwd[k - 1] as number) + (cost[prev * N + v] as number);
      this.bwd[k] = (this.bwd[k - 1] as number) + (cost[v * N + prev] as number);
      prev = v;
    }
    this.lateCount = this.lateC[len - 1] as number;
    this.lateMs = this.lateM[len - 1] as number;
    this.cost = this.fwd[len - 1] as number;
    // Level 0 of the range-minimum tables, then each level from the one below, from where the schedule changed.
    const sl = this.slackT;
    const ea = this.earlyT;
    const ro = this.roomT;
    const la = this.lateT;
    for (let k = changed; k < len; k++) {
      const v = r[k] as number;
      const room = (due[v] as number) - (S[k] as number);
      sl[k] = (room > 0 ? room : 0) + (this.waitP[k] as number);
      ea[k] = (S[k] as number) - (rel[v] as number);
      ro[k] = room >= 0 ? room + (this.waitP[k] as number) : Infinity;
      la[k] = room < 0 ? -room : Infinity;
    }
    for (let lv = 1, w = 1; 2 * w <= len; lv++, w *= 2) {
      const at = lv * N;
      const below = at - N;
      for (let k = Math.max(0, changed - 2 * w + 1); k + 2 * w <= len; k++) {
        sl[at + k] = Math.min(sl[below + k] as number, sl[below + k + w] as number);
        ea[at + k] = Math.min(ea[below + k] as number, ea[below + k + w] as number);
      }
    }
    if (changed < this.roomFrom) this.roomFrom = changed;
    if (changed < this.lateFrom) this.lateFrom = changed;
  }

  /** Builds the levels above 0 of a range-minimum table from position `from` on. */
  private buildLevels(table: Float64Array, from: number): void {
    const N = this.p.N;
    const len = this.len;
    for (let lv = 1, w = 1; 2 * w <= len; lv++, w *= 2) {
      const at = lv * N;
      const below = at - N;
      for (let k = Math.max(0, from - 2 * w + 1); k + 2 * w <= len; k++) table[at + k] = Math.min(table[below + k] as number, table[below + k + w] as number);
    }
  }

  /** The room table, its upper levels brought up to date. */
  private room(): Float64Array {
    if (this.roomFrom !== Infinity) {
      this.buildLevels(this.roomT, this.roomFrom);
      this.roomFrom = Infinity;
    }
    return this.roomT;
  }

  /** The lateness table, its upper levels brought up to date. */
  private late(): Float64Array {
    if (this.lateFrom !== Infinity) {
      this.buildLevels(this.lateT, this.lateFrom);
      this.lateFrom = Infinity;
    }
    return this.lateT;
  }

  private rangeMin(table: Float64Array, a: number, b: number): number {
    if (a > b) return Infinity;
    const lv = 31 - Math.clz32(b - a + 1);
    const at = lv * this.p.N;
    return Math.min(table[at + a] as number, table[at + b - (1 << lv) + 1] as number);
  }

  // The deltas below read the matrix through locals: they run for every enumerated move, the descent's hot path.

  /** Travel change of reversing positions i..j (1 <= i < j <= len-2). */
  twoOptDelta(i: number, j: number): number {
    const { cost, N } = this.p;
    const r = this.route;
    const a = r[i - 1] as number;
    const b = r[i] as number;
    const c = r[j] as number;
    const d = r[j + 1] as number;
    return (
      (cost[a * N + c] as number) +
      (cost[b * N + d] as number) -
      (cost[a * N + b] as number) -
      (cost[c * N + d] as number) +
      (this.bwd[j] as number) -
      (this.bwd[i] as number) -
      (this.fwd[j] as number) +
      (this.fwd[i] as number)
    );
  }

  /** Travel change of moving positions i..e (maybe reversed) to just after position j (j < i-1 or j > e). */
  orOptDelta(i: number, e: number, j: number, rev: boolean): number {
    const { cost, N } = this.p;
    const r = this.route;
    const before = r[i - 1] as number;
    const head = r[i] as number;
    const tail = r[e] as number;
    const after = r[e + 1] as number;
    const x = r[j] as number;
    const y = r[j + 1] as number;
    const first = rev ? tail : head;
    const last = rev ? head : tail;
    let d = (cost[before * N + after] as number) - (cost[before * N + head] as number) - (cost[tail * N + after] as number);
    d += (cost[x * N + first] as number) + (cost[last * N + y] as number) - (cost[x * N + y] as number);
    if (rev) d += (this.bwd[e] as number) - (this.bwd[i] as number) - (this.fwd[e] as number) + (this.fwd[i] as number);
    return d;
  }

  /** Travel change of exchanging the stops at positions i < j. */
  swapDelta(i: number, j: number): number {
    const { cost, N } = this.p;
    const r = this.route;
    const a = r[i - 1] as number;
    const u = r[i] as number;
    const b = r[i + 1] as number;
    const c = r[j - 1] as number;
    const v = r[j] as number;
    const d = r[j + 1] as number;
    if (j === i + 1) return (cost[a * N + v] as number) + (cost[v * N + u] as number) + (cost[u * N + d] as number) - (cost[a * N + u] as number) - (cost[u * N + v] as number) - (cost[v * N + d] as number);
    return (
      (cost[a * N + v] as number) + (cost[v * N + b] as number) + (cost[c * N + u] as number) + (cost[u * N + d] as number) -
      (cost[a * N + u] as number) - (cost[u * N + b] as number) - (cost[c * N + v] as number) - (cost[v * N + d] as number)
    );
  }

  /** Travel change of putting node v (out of the tour) just before position k (1 <= k <= len-1). */
  insertDelta(v: number, k: number): number {
    const { cost, N } = this.p;
    const a = this.route[k - 1] as number;
    const b = this.route[k] as number;
    return (cost[a * N + v] as number) + (cost[v * N + b] as number) - (cost[a * N + b] as number);
  }

  /** Travel change of putting node v (out of the tour) just before position k and taking out the stop at q. */
  replaceDelta(v: number, q: number, k: number): number {
    const { cost, N } = this.p;
    const r = this.route;
    const before = r[q - 1] as number;
    const w = r[q] as number;
    const after = r[q + 1] as number;
    if (k === q || k === q + 1) return (cost[before * N + v] as number) + (cost[v * N + after] as number) - (cost[before * N + w] as number) - (cost[w * N + after] as number);
    return (cost[before * N + after] as number) - (cost[before * N + w] as number) - (cost[w * N + after] as number) + this.insertDelta(v, k);
  }

  /** Stops served one by one since the last call. */
  drainVisits(): number {
    const v = this.visits;
    this.visits = 0;
    return v;
  }

  /** Sets what the next judged moves are compared with: late stops and ms late, to beat (strict) or to match. */
  setBound(count: number, ms: number, strict: boolean): void {
    this.boundC = count;
    this.boundM = ms;
    this.strict = strict;
  }

  private piece(k: number, a: number, b: number): void {
    this.pa[k] = a;
    this.pb[k] = b;
  }

  /** Whether reversing i..j meets the bound. */
  judgeTwoOpt(i: number, j: number): boolean {
    this.piece(0, j, i);
    this.piece(1, j + 1, this.len - 1);
    this.np = 2;
    return this.judge(i);
  }

  judgeOrOpt(i: number, e: number, j: number, rev: boolean): boolean {
    const sa = rev ? e : i;
    const sb = rev ? i : e;
    if (j > e) {
      this.piece(0, e + 1, j);
      this.piece(1, sa, sb);
      this.piece(2, j + 1, this.len - 1);
      this.np = 3;
      return this.judge(i);
    }
    this.piece(0, sa, sb);
    this.piece(1, j + 1, i - 1);
    this.piece(2, e + 1, this.len - 1);
    this.np = 3;
    return this.judge(j + 1);
  }

  judgeSwap(i: number, j: number): boolean {
    this.piece(0, j, j);
    if (j === i + 1) {
      this.piece(1, i, i);
      this.piece(2, j + 1, this.len - 1);
      this.np = 3;
    } else {
      this.piece(1, i + 1, j - 1);
      this.piece(2, i, i);
      this.piece(3, j + 1, this.len - 1);
      this.np = 4;
    }
    return this.judge(i);
  }

  judgeInsert(v: number, k: number): boolean {
    this.piece(0, NODE, v);
    this.piece(1, k, this.len - 1);
    this.np = 2;
    return this.judge(k);
  }

  /** Whether putting node v just before position k, with the stop at q (1 <= q <= len-2) taken out, meets the bound. */
  judgeReplace(v: number, q: number, k: number): boolean {
    this.np = 0;
    if (k > q + 1) this.piece(this.np++, q + 1, k - 1);
    this.piece(this.np++, NODE, v);
    if (k < q) this.piece(this.np++, k, q - 1);
    this.piece(this.np++, Math.max(k, q + 1), this.len - 1);
    return this.judge(Math.min(k, q));
  }

  /**
   * True when (count, ms), with the lower bounds of the pieces still to come, cannot meet the bound, judged
   * lexicographically (bounds of each figure apart bound the pair: a lower count wins whatever the ms).
   */
  private missed(c: number, m: number): boolean {
    c += this.rc;
    m += this.rm;
    if (this.msOnly) return this.strict ? m >= this.boundM : m > this.boundM;
    return c > this.boundC || (c === this.boundC && (this.strict ? m >= this.boundM : m > this.boundM));
  }

  /** Serves one node next in the judged schedule; false once the bound is missed. */
  private visit(v: number): boolean {
    const { N, cost, rel, due, svc } = this.p;
    this.visits++;
    let t = this.t + (svc[this.prev] as number) + (cost[this.prev * N + v] as number);
    if (t < (rel[v] as number)) t = rel[v] as number;
    this.t = t;
    this.prev = v;
    const late = t - (due[v] as number);
    if (late > 0) {
      this.evalCount++;
      this.evalMs += late;
      if (this.missed(this.evalCount, this.evalMs)) return false;
    }
    return true;
  }

  /**
   * First position in from..to whose entry of `table` is below x (at most x when `orEqual`), or to + 1: the blocks
   * of the sparse table are skipped from the largest down while their minimum passes, so O(log n).
   */
  private firstBelow(table: Float64Array, from: number, to: number, x: number, orEqual: boolean): number {
    const N = this.p.N;
    let q = from;
    if (from > to) return q;
    for (let lv = 31 - Math.clz32(to - from + 1); lv >= 0; lv--) {
      const w = 1 << lv;
      if (q + w - 1 > to) continue;
      const m = table[lv * N + q] as number;
      if (orEqual ? m > x : m >= x) q += w;
    }
    return q;
  }

  /** First position in from..to with waiting, or to + 1 (binary search on the waiting's prefix sums). */
  private firstWait(from: number, to: number): number {
    const W = this.waitP;
    const base = W[from - 1] as number;
    let lo = from;
    let hi = to + 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((W[mid] as number) > base) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /**
   * Crosses old positions a..b kept in order, entered from the judged schedule: 1 = the bound is surely met
   * (the last stretch only, when not exact), 0 = go on, -1 = missed. Where the whole rest is not known at once,
   * it crosses in one step the run of stops that all move by the same shift with no stop changing between late and
   * on time (found in O(log n) from the range minima), and serves only the stop that ends the run one by one: the
   * work grows with the stops where the shift fades or a window flips, not with the late stops.
   */
  private stretch(a: number, b: number, last: boolean): number {
    const { N, cost, rel, due, svc } = this.p;
    const r = this.route;
    const S = this.start;
    const W = this.waitP;
    const endC = this.lateC[b] as number;
    const endM = this.lateM[b] as number;
    let k = a;
    while (k <= b) {
      this.visits++;
      const v = r[k] as number;
      let t = this.t + (svc[this.prev] as number) + (cost[this.prev * N + v] as number);
      if (t < (rel[v] as number)) t = rel[v] as number;
      const shift = t - (S[k] as number);
      const dc = endC - (this.lateC[k - 1] as number);
      const dm = endM - (this.lateM[k - 1] as number);
      // positions k..q-1 all move by `shift`, none between late and on time
      let q = k;
      if (shift === 0) q = b + 1;
      else if (shift > 0) {
        // Later by at most every stop's slack (waiting absorbs, on-time stops stay on time): lateness unchanged.
        if (shift <= this.rangeMin(this.slackT, k, b) - (W[k] as number)) {
          this.evalCount += dc;
          this.evalMs += dm;
          this.t = (S[b] as number) + Math.max(0, shift - ((W[b] as number) - (W[k] as number)));
          this.prev = r[b] as number;
          return this.missed(this.evalCount, this.evalMs) ? -1 : 0;
        }
        // Beyond some stop's slack: no stop gets earlier and that one gets late or later, by 1 ms at least.
        if (this.missed(this.evalCount + dc, this.evalMs + dm + 1)) return -1;
        // Up to the next wait nothing absorbs the shift; it runs on until an on-time stop would get late.
        const w = this.firstWait(k + 1, b);
        q = this.firstBelow(this.room(), k, w - 1, shift + (W[k] as number), false);
      } else if (dc === 0) {
        // Earlier and nobody late: nobody gets late; the shift fades where service could not start earlier.
        this.t = (S[b] as number) + Math.max(shift, -this.rangeMin(this.earlyT, k + 1, b));
        this.prev = r[b] as number;
        return 0;
      } else {
        if (last && !this.exact && !this.missed(this.evalCount + dc, this.evalMs + dm)) {
          // Earlier: lateness only shrinks, and the old lateness already meets the bound.
          return 1;
        }
        // Earlier by less than any stop is late: the late stops stay late, by at most the shift less.
        if (-shift < this.rangeMin(this.late(), k, b) && this.missed(this.evalCount + dc, this.evalMs + dm + shift * dc)) return -1;
        // The whole shift carries on until a stop cannot start that much earlier or a late stop gets on time.
        const fade = this.firstBelow(this.earlyT, k + 1, b, -shift, false);
        q = this.firstBelow(this.late(), k, fade - 1, -shift, true);
      }
      if (q > k) {
        const c = (this.lateC[q - 1] as number) - (this.lateC[k - 1] as number);
        this.evalCount += c;
        this.evalMs += (this.lateM[q - 1] as number) - (this.lateM[k - 1] as number) + shift * c;
        this.t = (S[q - 1] as number) + shift;
        this.prev = r[q - 1] as number;
        if (this.missed(this.evalCount, this.evalMs)) return -1;
        k = q;
        continue;
      }
      // The stop at k changes between late and on time, or takes up the shift: served one by one.
      this.t = t;
      this.prev = v;
      const late = t - (due[v] as number);
      if (late > 0) {
        this.evalCount++;
        this.evalMs += late;
        if (this.missed(this.evalCount, this.evalMs)) return -1;
      }
      k++;
    }
    return 0;
  }

  /**
   * Lower bounds of each piece's late stops and ms late, summed into restC/restM over the pieces after each one.
   * Service start times do not depend on lateness, and a stretch kept in order is left at a time known in O(1) from
   * the time it is entered (later: the shift less the waiting in it, earlier: down to where service could not start
   * earlier); a reversed piece is left no earlier than its travel and service allow. A later start never makes
   * anyone less late, so each piece entered at a lower bound of its start gives a lower bound of its lateness:
   * in a stretch entered `s` later, the late stops all get later by s less the waiting before them (exact, from
   * prefix sums), on-time stops count 0; entered earlier, no late stop gains more than -s.
   */
  private pieceBounds(first: number): boolean {
    const { N, cost, rel, due, svc } = this.p;
    const r = this.route;
    const S = this.start;
    const W = this.waitP;
    let prev = r[first - 1] as number;
    let t = S[first - 1] as number;
    let sumC = 0;
    let sumM = 0;
    this.visits++;
    for (let q = 0; q < this.np; q++) {
      const a = this.pa[q] as number;
      const b = this.pb[q] as number;
      const v = a === NODE ? b : (r[a] as number);
      this.shiftS[q] = 0;
      let start = t + (svc[prev] as number) + (cost[prev * N + v] as number);
      if (start < (rel[v] as number)) start = rel[v] as number;
      let c = 0;
      let m = 0;
      if (a === NODE) {
        t = start;
        prev = v;
        if (start > (due[v] as number)) {
          c = 1;
          m = start - (due[v] as number);
        }
      } else if (a <= b) {
        const s = start - (S[a] as number);
        const dc = (this.lateC[b] as number) - (this.lateC[a - 1] as number);
        const dm = (this.lateM[b] as number) - (this.lateM[a - 1] as number);
        if (s >= 0) {
          t = (S[b] as number) + Math.max(0, s - ((W[b] as number) - (W[a] as number)));
          c = dc;
          m = dm;
          // positions a..e-1 are s - (W[k] - W[a]) later, the rest as late as before: worked out below, only when
          // the bounds without it do not already miss
          if (dc > 0 && s > 0) this.shiftS[q] = s;
        } else {
          t = (S[b] as number) + Math.max(s, -this.rangeMin(this.earlyT, a + 1, b));
          if (dc > 0) {
            c = -s < this.rangeMin(this.late(), a, b) ? dc : 0;
            m = Math.max(0, dm + s * dc);
          }
        }
        prev = r[b] as number;
      } else {
        if (start > (due[v] as number)) {
          c = 1;
          m = start - (due[v] as number);
        }
        prev = r[b] as number;
        t = start + (this.svcP[a] as number) - (this.svcP[b] as number) + (this.bwd[a] as number) - (this.bwd[b] as number);
        if (t < (rel[prev] as number)) t = rel[prev] as number;
        if (t > (due[prev] as number)) {
          c++;
          m += t - (due[prev] as number);
        }
      }
      this.restC[q] = c;
      this.restM[q] = m;
      sumC += c;
      sumM += m;
      // every piece's bounds are at least 0, so when the pieces before the last already miss, the whole does (the
      // case of 4 in 10 rejected moves in the relaxed search at 100 loose stops): the last piece is not worked out
      if (q === this.np - 2) {
        this.rc = sumC;
        this.rm = sumM;
        if (this.missed(this.evalCount, this.evalMs)) return false;
      }
    }
    this.rc = sumC;
    this.rm = sumM;
    if (this.missed(this.evalCount, this.evalMs)) return false;
    // the late stops of stretches entered later, each later by the shift less the waiting before it
    for (let q = 0; q < this.np; q++) {
      const s = this.shiftS[q] as number;
      if (s === 0) continue;
      const a = this.pa[q] as number;
      const e = this.firstWaitOver(a, this.pb[q] as number, (W[a] as number) + s);
      const cl = (this.lateC[e - 1] as number) - (this.lateC[a - 1] as number);
      const extra = cl * (s + (W[a] as number)) - ((this.lateWP[e - 1] as number) - (this.lateWP[a - 1] as number));
      this.restM[q] = (this.restM[q] as number) + extra;
      sumM += extra;
    }
    // the whole move's bound first, then restC[q] = the bounds of the pieces after q
    this.rc = sumC;
    this.rm = sumM;
    for (let q = 0; q < this.np; q++) {
      sumC -= this.restC[q] as number;
      sumM -= this.restM[q] as number;
      this.restC[q] = sumC;
      this.restM[q] = sumM;
    }
    return true;
  }

  /** First position in a+1..b whose waiting since a reaches `w` (waitP[k] >= w), or b + 1. */
  private firstWaitOver(a: number, b: number, w: number): number {
    const W = this.waitP;
    let lo = a + 1;
    let hi = b + 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((W[mid] as number) >= w) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /** Judges the route that keeps positions < first and then lays down the pieces; true when it meets the bound. */
  private judge(first: number): boolean {
    const r = this.route;
    this.prev = r[first - 1] as number;
    this.t = this.start[first - 1] as number;
    this.evalCount = this.lateC[first - 1] as number;
    this.evalMs = this.lateM[first - 1] as number;
    // The bounds pay where late stops come after the change; elsewhere (a core that keeps every window) they are 0.
    const bounded = this.lateCount > (this.lateC[first - 1] as number);
    this.rc = 0;
    this.rm = 0;
    if (this.missed(this.evalCount, this.evalMs)) {
      // counted as the bounds' work would have been
      if (bounded) this.visits++;
      return false;
    }
    if (bounded && !this.pieceBounds(first)) return false;
    if (this.missed(this.evalCount, this.evalMs)) return false;
    for (let q = 0; q < this.np; q++) {
      const a = this.pa[q] as number;
      const b = this.pb[q] as number;
      if (bounded) {
        this.rc = this.restC[q] as number;
        this.rm = this.restM[q] as number;
      }
      if (a === NODE) {
        if (!this.visit(b)) return false;
      } else if (a <= b) {
        const s = this.stretch(a, b, q === this.np - 1);
        if (s !== 0) return s > 0;
      } else {
        for (let k = a; k >= b; k--) if (!this.visit(r[k] as number)) return false;
      }
    }
    return true;
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
    // the moved stops through a scratch array: no allocation per applied move
    const seg = this.seg;
    const m = e - i + 1;
    for (let k = 0; k < m; k++) seg[k] = rev ? (r[e - k] as number) : (r[i + k] as number);
    if (j > e) {
      r.copyWithin(i, e + 1, j + 1);
      const at = j - (e - i);
      for (let k = 0; k < m; k++) r[at + k] = seg[k] as number;
      this.refresh(i);
    } else {
      r.copyWithin(j + 1 + m, j + 1, i);
      for (let k = 0; k < m; k++) r[j + 1 + k] = seg[k] as number;
      this.refresh(j + 1);
    }
  }

  applySwap(i: number, j: number): void {
    const r = this.route;
    const x = r[i] as number;
    r[i] = r[j] as number;
    r[j] = x;
    this.refresh(i);
  }

  /** Takes the `count` stops from position k on (1 <= k, k + count <= len-1) out of the tour. */
  remove(k: number, count = 1): void {
    const r = this.route;
    for (let q = k; q < k + count; q++) this.pos[r[q] as number] = -1;
    r.copyWithin(k, k + count, this.len);
    this.len -= count;
    this.refresh(k);
  }

  /** Puts node v (out of the tour) just before position k and takes the stop at q out, in one refresh. */
  replace(v: number, q: number, k: number): void {
    const r = this.route;
    this.pos[r[q] as number] = -1;
    if (k <= q) {
      r.copyWithin(k + 1, k, q);
      r[k] = v;
      this.refresh(k);
    } else {
      r.copyWithin(q, q + 1, k);
      r[k - 1] = v;
      this.refresh(q);
    }
  }

  /** Puts node v (out of the tour) just before position k. */
  insert(v: number, k: number): void {
    const r = this.route;
    r.copyWithin(k + 1, k, this.len);
    r[k] = v;
    this.len++;
    this.refresh(k);
  }
}
