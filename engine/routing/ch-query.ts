// Reusable, allocation-free point-to-point query on a contraction hierarchy (RoutingKit style): two upward
// searches meet at the highest node of the shortest path; shortcuts are unpacked to original arcs on demand.
import type { ChGraph } from '../pack/ch-build.ts';
import type { PathSearch } from './search.ts';
import { UpwardSearch } from './upward-search.ts';
import { unpackArc } from './unpack.ts';

export class ChQuery implements PathSearch {
  private readonly fwd: UpwardSearch;
  private readonly bwd: UpwardSearch;
  private best = Infinity;
  private meeting = -1;

  constructor(private readonly ch: ChGraph) {
    this.fwd = new UpwardSearch(ch.up, ch.down);
    this.bwd = new UpwardSearch(ch.down, ch.up);
  }

  reset(): void {
    this.fwd.reset();
    this.bwd.reset();
    this.best = Infinity;
    this.meeting = -1;
  }

  addSource(node: number, time: number, len: number): void {
    this.fwd.seed(node, time, len);
  }

  addTarget(node: number, time: number, len: number): void {
    this.bwd.seed(node, time, len);
  }

  /** Runs the seeded search; `run(s, t)` is node-to-node: reset, seed s and t with zero, run. */
  run(s?: number, t?: number): number {
    if (s !== undefined && t !== undefined) {
      this.reset();
      this.addSource(s, 0, 0);
      this.addTarget(t, 0, 0);
    }
    const { fwd, bwd } = this;
    for (;;) {
      const fMin = fwd.minKey();
      const bMin = bwd.minKey();
      const fGo = fMin < this.best;
      const bGo = bMin < this.best;
      if (!fGo && !bGo) break;
      if (fGo && (!bGo || fMin <= bMin)) {
        const x = fwd.settleNext();
        if (bwd.reached(x)) this.consider(x, fwd.time[x]! + bwd.time[x]!);
      } else {
        const x = bwd.settleNext();
        if (fwd.reached(x)) this.consider(x, fwd.time[x]! + bwd.time[x]!);
      }
    }
    return this.best;
  }

  private consider(x: number, t: number): void {
    if (t < this.best) {
      this.best = t;
      this.meeting = x;
    }
  }

  get time(): number {
    return this.best;
  }

  get length(): number {
    return this.meeting < 0 ? Infinity : this.fwd.len[this.meeting]! + this.bwd.len[this.meeting]!;
  }

  get startNode(): number {
    let v = this.meeting;
    while (v >= 0 && this.fwd.parentNode[v]! >= 0) v = this.fwd.parentNode[v]!;
    return v;
  }

  get endNode(): number {
    let v = this.meeting;
    while (v >= 0 && this.bwd.parentNode[v]! >= 0) v = this.bwd.parentNode[v]!;
    return v;
  }

  path(out: number[]): void {
    if (this.meeting < 0) return;
    const { ch, fwd, bwd } = this;
    // Forward chain runs meeting -> source; collect, then reverse that stretch.
    const upArcs: number[] = [];
    for (let v = this.meeting; fwd.parentNode[v]! >= 0; v = fwd.parentNode[v]!) upArcs.push(fwd.parentArc[v]!, fwd.parentNode[v]!, v);
    for (let i = upArcs.length - 3; i >= 0; i -= 3) unpackArc(ch, upArcs[i + 1]!, upArcs[i + 2]!, ch.up.via[upArcs[i]!]!, out);
    for (let v = this.meeting; bwd.parentNode[v]! >= 0; v = bwd.parentNode[v]!) {
      unpackArc(ch, v, bwd.parentNode[v]!, ch.down.via[bwd.parentArc[v]!]!, out);
    }
  }
}
