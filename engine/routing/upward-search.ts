// One direction of a contraction-hierarchy search: Dijkstra over one CSR half, with its own labels and heap
// reused across queries (a stamp tells fresh labels from stale ones, so reset costs nothing). Stall-on-demand
// prunes nodes that a higher, already reached node proves to be reached too late. Nodes from `coreFrom` up (the
// hierarchy's top, whose times are tabled) are settled but not expanded: the search stops where it enters the core.
import type { ChHalf } from '../pack/ch-build.ts';
import { MinHeap } from './heap.ts';

export class UpwardSearch {
  readonly time: Float64Array;
  readonly len: Float64Array;
  /** Arc index (in the half) that reached the node, or -1 at a seed. */
  readonly parentArc: Int32Array;
  /** The node the search came from, i.e. where parentArc is stored. */
  readonly parentNode: Int32Array;
  private readonly stamp: Uint32Array;
  private current = 1;
  private readonly heap: MinHeap;

  /** True when the node last settled was stalled: its label is not a shortest time and it relaxed nothing. */
  stalled = false;

  /**
   * `opposite`: the other half, whose arcs at a node are the arcs into it from higher nodes in this direction.
   * `coreFrom`: the first node not to expand (node ids are contraction ranks); by default none is held back.
   */
  constructor(
    readonly half: ChHalf,
    private readonly opposite: ChHalf,
    readonly coreFrom = half.first.length - 1,
  ) {
    const n = half.first.length - 1;
    this.time = new Float64Array(n);
    this.len = new Float64Array(n);
    this.parentArc = new Int32Array(n);
    this.parentNode = new Int32Array(n);
    this.stamp = new Uint32Array(n);
    this.heap = new MinHeap(n);
  }

  reset(): void {
    this.heap.clear();
    this.current++;
    if (this.current === 0xffffffff) {
      this.stamp.fill(0);
      this.current = 1;
    }
  }

  reached(v: number): boolean {
    return this.stamp[v] === this.current;
  }

  /** Starts the search at v with an initial time and length (a snapped point's partial segment). */
  seed(v: number, time: number, len: number): void {
    if (this.reached(v) && this.time[v]! <= time) return;
    this.stamp[v] = this.current;
    this.time[v] = time;
    this.len[v] = len;
    this.parentArc[v] = -1;
    this.parentNode[v] = -1;
    this.heap.push(v, time);
  }

  get done(): boolean {
    return this.heap.size === 0;
  }

  minKey(): number {
    return this.heap.peekKey();
  }

  /** Settles the closest node, relaxes its arcs unless it is a core node, and returns it. */
  settleNext(): number {
    // Arrays in locals: V8 cannot keep field loads out of the loop across the heap calls.
    const { time, len, stamp, current, parentArc, parentNode, heap } = this;
    const { first, head, time: arcTime, dist: arcDist } = this.half;
    const opp = this.opposite;
    const x = heap.pop();
    this.stalled = false;
    if (x >= this.coreFrom) return x;
    const tx = time[x]!;
    const lx = len[x]!;
    for (let a = opp.first[x]!, end = opp.first[x + 1]!; a < end; a++) {
      const w = opp.head[a]!;
      if (stamp[w] === current && time[w]! + opp.time[a]! < tx) {
        this.stalled = true;
        return x;
      }
    }
    for (let a = first[x]!, end = first[x + 1]!; a < end; a++) {
      const y = head[a]!;
      const ty = tx + arcTime[a]!;
      if (stamp[y] !== current || ty < time[y]!) {
        stamp[y] = current;
        time[y] = ty;
        len[y] = lx + arcDist[a]!;
        parentArc[y] = a;
        parentNode[y] = x;
        heap.push(y, ty);
      }
    }
    return x;
  }
}
