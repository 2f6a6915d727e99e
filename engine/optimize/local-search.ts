// Descent to a local optimum with 2-opt and Or-opt (segments of 1-3 stops, both directions) over neighbour lists,
// judged lexicographically: less lateness first, then less travel. A queue of "active" stops (don't-look bits)
// keeps re-checks near the last changes.
import { LATE_EPS, type Problem } from './problem.ts';
import type { Tour } from './tour.ts';

const COST_EPS = 1e-7;
const MAX_SEGMENT = 3;

/** For each node: its `k` nearest stops (either direction), then the start and the virtual end. */
export function buildNeighbours(p: Problem, k: number): { list: Int32Array; width: number } {
  const { n, N, cost } = p;
  const near = Math.min(k, n - 2);
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
  private readonly neighbours: Int32Array;
  private readonly width: number;
  private readonly stack: Int32Array;
  private readonly queued: Uint8Array;
  private depth = 0;

  constructor(p: Problem, neighbours: { list: Int32Array; width: number }) {
    this.p = p;
    this.neighbours = neighbours.list;
    this.width = neighbours.width;
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

  /**
   * Improves `t` until no active stop has an improving move. With windows a move shifts every later arrival, so
   * `sweep` re-checks all stops after any change and ends only after a quiet full pass.
   */
  run(t: Tour, sweep: boolean): void {
    for (;;) {
      let improved = false;
      while (this.depth > 0) {
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

  private accepts(t: Tour, delta: number, i: number, e: number, j: number, rev: boolean, twoOpt: boolean): boolean {
    const cheaper = delta < -COST_EPS;
    if (!this.p.hasWindows) return cheaper;
    const curLate = t.lateness;
    if (!cheaper && curLate <= LATE_EPS) return false;
    const bound = cheaper ? curLate + LATE_EPS : curLate - LATE_EPS;
    const late = twoOpt ? t.twoOptLateness(i, j, bound) : t.orOptLateness(i, e, j, rev, bound);
    return late <= bound;
  }

  private touch(t: Tour, ...positions: number[]): void {
    for (const k of positions) this.activate(t.route[k] as number);
  }

  private tryTwoOpt(t: Tour, i: number, j: number): boolean {
    if (i < 1 || j <= i || j > this.p.N - 2) return false;
    if (!this.accepts(t, t.twoOptDelta(i, j), i, 0, j, false, true)) return false;
    this.touch(t, i - 1, i, j, j + 1);
    t.applyTwoOpt(i, j);
    return true;
  }

  private tryOrOpt(t: Tour, i: number, e: number, j: number, rev: boolean): boolean {
    if (j < 0 || j > this.p.N - 2 || (j >= i - 1 && j <= e)) return false;
    if (!this.accepts(t, t.orOptDelta(i, e, j, rev), i, e, j, rev, false)) return false;
    this.touch(t, i - 1, i, e, e + 1, j, j + 1);
    t.applyOrOpt(i, e, j, rev);
    return true;
  }

  /** Tries moves that make a new arc between `a` and one of its neighbours; applies the first improving one. */
  private improveNode(t: Tour, a: number): boolean {
    const { N } = this.p;
    const pos = t.pos;
    const base = a * this.width;
    for (let q = 0; q < this.width; q++) {
      const b = this.neighbours[base + q] as number;
      const pa = pos[a] as number;
      const pb = pos[b] as number;
      if (
        this.tryTwoOpt(t, pa + 1, pb) ||
        this.tryTwoOpt(t, pa, pb - 1) ||
        this.tryTwoOpt(t, pb + 1, pa) ||
        this.tryTwoOpt(t, pb, pa - 1)
      ) {
        return true;
      }
    }
    for (let len = 1; len <= MAX_SEGMENT; len++) {
      for (let end = 0; end < (len === 1 ? 1 : 2); end++) {
        const pa = pos[a] as number;
        const i = end === 0 ? pa : pa - len + 1;
        const e = i + len - 1;
        if (i < 1 || e > N - 2) continue;
        for (let q = 0; q < this.width; q++) {
          const pb = pos[this.neighbours[base + q] as number] as number;
          // a heads the moved segment when it follows b, and ends it when it precedes b
          if (this.tryOrOpt(t, i, e, pb, end !== 0 && len > 1)) return true;
          if (this.tryOrOpt(t, i, e, pb - 1, end === 0 && len > 1)) return true;
        }
      }
    }
    // a late stop may need to move far from its neighbours
    const i = pos[a] as number;
    if ((t.latePrefix[i] as number) - (t.latePrefix[i - 1] as number) > LATE_EPS) {
      for (let j = 0; j <= N - 2; j++) if (this.tryOrOpt(t, i, i, j, false)) return true;
    }
    return false;
  }
}
