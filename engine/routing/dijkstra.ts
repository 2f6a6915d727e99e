// Plain Dijkstra on the original road graph: the correctness oracle for the hierarchy and the bench baseline.
import { segWeight, type RouteGraph } from '../pack/route-graph.ts';
import { MinHeap } from './heap.ts';
import type { PathSearch } from './search.ts';

export class DijkstraQuery implements PathSearch {
  private readonly first: Uint32Array;
  private readonly head: Uint32Array;
  private readonly arcTime: Uint32Array;
  private readonly arcLen: Float64Array;
  /** Original arc code (segment*2 + backward) of each CSR arc. */
  private readonly arcCode: Uint32Array;
  private readonly time: Float64Array;
  private readonly len: Float64Array;
  private readonly parent: Int32Array;
  private readonly stamp: Uint32Array;
  private readonly targetTime: Float64Array;
  private readonly targetLen: Float64Array;
  private readonly targetStamp: Uint32Array;
  private current = 1;
  private readonly heap: MinHeap;
  private best = Infinity;
  private bestLen = Infinity;
  private end = -1;

  constructor(g: RouteGraph) {
    const n = g.nodeLat.length;
    const codes: number[] = [];
    const counts = new Uint32Array(n + 1);
    for (let s = 0; s < g.segFrom.length; s++) {
      if (g.segTimeFwd[s]! >= 0) {
        codes.push(s * 2);
        counts[g.segFrom[s]! + 1]!++;
      }
      if (g.segTimeBwd[s]! >= 0) {
        codes.push(s * 2 + 1);
        counts[g.segTo[s]! + 1]!++;
      }
    }
    for (let v = 0; v < n; v++) counts[v + 1]! += counts[v]!;
    this.first = counts;
    const fill = counts.slice(0, n);
    this.head = new Uint32Array(codes.length);
    this.arcTime = new Uint32Array(codes.length);
    this.arcLen = new Float64Array(codes.length);
    this.arcCode = new Uint32Array(codes.length);
    for (const code of codes) {
      const s = code >>> 1;
      const back = (code & 1) === 1;
      const i = fill[back ? g.segTo[s]! : g.segFrom[s]!]!++;
      this.head[i] = back ? g.segFrom[s]! : g.segTo[s]!;
      this.arcTime[i] = segWeight(g, s, back);
      this.arcLen[i] = g.segLength[s]!;
      this.arcCode[i] = code;
    }
    this.time = new Float64Array(n);
    this.len = new Float64Array(n);
    this.parent = new Int32Array(n);
    this.stamp = new Uint32Array(n);
    this.targetTime = new Float64Array(n);
    this.targetLen = new Float64Array(n);
    this.targetStamp = new Uint32Array(n);
    this.heap = new MinHeap(n);
  }

  reset(): void {
    this.heap.clear();
    this.current++;
    this.best = Infinity;
    this.bestLen = Infinity;
    this.end = -1;
  }

  addSource(node: number, time: number, len: number): void {
    if (this.stamp[node] === this.current && this.time[node]! <= time) return;
    this.stamp[node] = this.current;
    this.time[node] = time;
    this.len[node] = len;
    this.parent[node] = -1;
    this.heap.push(node, time);
  }

  addTarget(node: number, time: number, len: number): void {
    if (this.targetStamp[node] === this.current && this.targetTime[node]! <= time) return;
    this.targetStamp[node] = this.current;
    this.targetTime[node] = time;
    this.targetLen[node] = len;
  }

  /** Runs the seeded search; `run(s, t)` is node-to-node: reset, seed s and t with zero, run (as ChQuery's). */
  run(s?: number, t?: number): number {
    if (s !== undefined && t !== undefined) {
      this.reset();
      this.addSource(s, 0, 0);
      this.addTarget(t, 0, 0);
    }
    const { heap, time, len, current, targetStamp, targetTime } = this;
    while (heap.size > 0 && heap.peekKey() < this.best) {
      const x = heap.pop();
      const tx = time[x]!;
      if (targetStamp[x] === current && tx + targetTime[x]! < this.best) {
        this.best = tx + targetTime[x]!;
        this.bestLen = len[x]! + this.targetLen[x]!;
        this.end = x;
      }
      this.relax(x, tx);
    }
    return this.best;
  }

  /** The time of the next node settleNext() settles: no node left unsettled is reached sooner (Infinity: none left). */
  get nextTime(): number {
    return this.heap.peekKey();
  }

  /** Settles the nearest node not yet settled (nextTime finite) and returns it: its timeAt is final. */
  settleNext(): number {
    const x = this.heap.pop();
    this.relax(x, this.time[x]!);
    return x;
  }

  /**
   * Settles x, reached at time tx: each arc out of it may reach its head sooner. The one relaxation loop of both
   * searches; arrays in locals, as in the hierarchy's search, so the bench compares algorithms, not field loads.
   */
  private relax(x: number, tx: number): void {
    const { heap, time, len, stamp, current, first, head, arcTime, arcLen, parent } = this;
    for (let a = first[x]!, e = first[x + 1]!; a < e; a++) {
      const y = head[a]!;
      const ty = tx + arcTime[a]!;
      if (stamp[y] !== current || ty < time[y]!) {
        stamp[y] = current;
        time[y] = ty;
        len[y] = len[x]! + arcLen[a]!;
        parent[y] = a;
        heap.push(y, ty);
      }
    }
  }

  /** The time the last search reached `node` in (Infinity if it did not); final once settleNext() returned it. */
  timeAt(node: number): number {
    return this.stamp[node] === this.current ? this.time[node]! : Infinity;
  }

  lengthAt(node: number): number {
    return this.stamp[node] === this.current ? this.len[node]! : Infinity;
  }

  get length(): number {
    return this.bestLen;
  }

  get endNode(): number {
    return this.end;
  }

  get startNode(): number {
    let v = this.end;
    while (v >= 0 && this.parent[v]! >= 0) v = this.tailOf(this.parent[v]!);
    return v;
  }

  path(out: number[]): void {
    this.pathTo(this.end, out);
  }

  /** Appends the arcs of the last search's path to `node` (reached: timeAt is finite) to `out`, as path() does. */
  pathTo(node: number, out: number[]): void {
    const start = out.length;
    for (let v = node; v >= 0 && this.parent[v]! >= 0; v = this.tailOf(this.parent[v]!)) out.push(this.arcCode[this.parent[v]!]!);
    out.push(...out.splice(start).reverse());
  }

  /** The CSR node an arc is stored at (binary search over `first`). */
  private tailOf(arc: number): number {
    let lo = 0;
    let hi = this.first.length - 2;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.first[mid]! <= arc) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
}
