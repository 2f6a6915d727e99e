// One direction of a contraction-hierarchy search: Dijkstra over one CSR half, with its own labels and heap
// reused across queries (a stamp tells fresh labels from stale ones, so reset costs nothing).
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

  constructor(readonly half: ChHalf) {
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

  /** Settles the closest node, relaxes its arcs and returns it. */
  settleNext(): number {
    const { half, time, len, stamp, current } = this;
    const x = this.heap.pop();
    const tx = time[x]!;
    const lx = len[x]!;
    for (let a = half.first[x]!, end = half.first[x + 1]!; a < end; a++) {
      const y = half.head[a]!;
      const ty = tx + half.time[a]!;
      if (stamp[y] !== current || ty < time[y]!) {
        stamp[y] = current;
        time[y] = ty;
        len[y] = lx + half.dist[a]!;
        this.parentArc[y] = a;
        this.parentNode[y] = x;
        this.heap.push(y, ty);
      }
    }
    return x;
  }
}
