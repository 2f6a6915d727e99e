// Reusable, allocation-free point-to-point query on a contraction hierarchy (RoutingKit style): two upward
// searches meet at the highest node of the shortest path; shortcuts are unpacked to original arcs on demand.
// With a core table the searches stop where they enter the top K nodes: a path whose highest node is in the
// core is the best of (forward time to core node i) + table[i][j] + (backward time from core node j).
import type { ChGraph } from '../pack/ch-build.ts';
import { CORE_UNREACHABLE, coreSize } from '../pack/core-table.ts';
import type { PathSearch } from './search.ts';
import { UpwardSearch } from './upward-search.ts';
import { unpackArc } from './unpack.ts';

export class ChQuery implements PathSearch {
  private readonly fwd: UpwardSearch;
  private readonly bwd: UpwardSearch;
  private readonly core: Uint32Array | undefined;
  private readonly coreFrom: number;
  private readonly coreK: number;
  /** Core nodes each search has settled, in order. */
  private readonly fwdCore: number[] = [];
  private readonly bwdCore: number[] = [];
  private best = Infinity;
  /** Where the path leaves the forward search and enters the backward one: one node, or core nodes i and j. */
  private meetFwd = -1;
  private meetBwd = -1;
  /** The path between core nodes meetFwd -> meetBwd, found when first asked for (rare: directions only). */
  private inner: ChQuery | null = null;
  private innerFrom = -1;
  private innerTo = -1;

  constructor(private readonly ch: ChGraph) {
    const n = ch.up.first.length - 1;
    this.core = ch.core;
    this.coreK = coreSize(ch.core);
    this.coreFrom = n - this.coreK;
    this.fwd = new UpwardSearch(ch.up, ch.down, this.coreFrom);
    this.bwd = new UpwardSearch(ch.down, ch.up, this.coreFrom);
  }

  reset(): void {
    this.fwd.reset();
    this.bwd.reset();
    this.fwdCore.length = 0;
    this.bwdCore.length = 0;
    this.best = Infinity;
    this.meetFwd = -1;
    this.meetBwd = -1;
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
    const { fwd, bwd, coreFrom } = this;
    // Core nodes settle in time order, so once a side's next key reaches the best, nothing it has left can help.
    for (;;) {
      const fMin = fwd.minKey();
      const bMin = bwd.minKey();
      const fGo = fMin < this.best;
      const bGo = bMin < this.best;
      if (!fGo && !bGo) break;
      if (fGo && (!bGo || fMin <= bMin)) {
        const x = fwd.settleNext();
        if (x >= coreFrom) this.enterCore(x, true);
        else if (bwd.reached(x)) this.consider(x, x, fwd.time[x]! + bwd.time[x]!);
      } else {
        const x = bwd.settleNext();
        if (x >= coreFrom) this.enterCore(x, false);
        else if (fwd.reached(x)) this.consider(x, x, fwd.time[x]! + bwd.time[x]!);
      }
    }
    return this.best;
  }

  /** Pairs a core node one side has just settled with every core node the other side has settled so far. */
  private enterCore(x: number, forward: boolean): void {
    const { core, coreFrom, coreK, fwd, bwd } = this;
    if (forward) {
      this.fwdCore.push(x);
      const row = (x - coreFrom) * coreK;
      for (const j of this.bwdCore) this.viaCore(x, j, fwd.time[x]!, core![row + j - coreFrom]!, bwd.time[j]!);
    } else {
      this.bwdCore.push(x);
      for (const i of this.fwdCore) this.viaCore(i, x, fwd.time[i]!, core![(i - coreFrom) * coreK + x - coreFrom]!, bwd.time[x]!);
    }
  }

  private viaCore(i: number, j: number, ti: number, tij: number, tj: number): void {
    if (tij !== CORE_UNREACHABLE) this.consider(i, j, ti + tij + tj);
  }

  private consider(i: number, j: number, t: number): void {
    if (t < this.best) {
      this.best = t;
      this.meetFwd = i;
      this.meetBwd = j;
    }
  }

  get time(): number {
    return this.best;
  }

  get length(): number {
    if (this.meetFwd < 0) return Infinity;
    const middle = this.meetFwd === this.meetBwd ? 0 : this.middle().length;
    return this.fwd.len[this.meetFwd]! + middle + this.bwd.len[this.meetBwd]!;
  }

  get startNode(): number {
    let v = this.meetFwd;
    while (v >= 0 && this.fwd.parentNode[v]! >= 0) v = this.fwd.parentNode[v]!;
    return v;
  }

  get endNode(): number {
    let v = this.meetBwd;
    while (v >= 0 && this.bwd.parentNode[v]! >= 0) v = this.bwd.parentNode[v]!;
    return v;
  }

  path(out: number[]): void {
    if (this.meetFwd < 0) return;
    const { ch, fwd, bwd } = this;
    // Forward chain runs meeting -> source; collect, then reverse that stretch.
    const upArcs: number[] = [];
    for (let v = this.meetFwd; fwd.parentNode[v]! >= 0; v = fwd.parentNode[v]!) upArcs.push(fwd.parentArc[v]!, fwd.parentNode[v]!, v);
    for (let i = upArcs.length - 3; i >= 0; i -= 3) unpackArc(ch, upArcs[i + 1]!, upArcs[i + 2]!, ch.up.via[upArcs[i]!]!, out);
    if (this.meetFwd !== this.meetBwd) this.middle().path(out);
    for (let v = this.meetBwd; bwd.parentNode[v]! >= 0; v = bwd.parentNode[v]!) {
      unpackArc(ch, v, bwd.parentNode[v]!, ch.down.via[bwd.parentArc[v]!]!, out);
    }
  }

  /** The search for the core-to-core stretch meetFwd -> meetBwd, on the hierarchy without its table. */
  private middle(): ChQuery {
    this.inner ??= new ChQuery({ up: this.ch.up, down: this.ch.down });
    if (this.innerFrom !== this.meetFwd || this.innerTo !== this.meetBwd) {
      this.innerFrom = this.meetFwd;
      this.innerTo = this.meetBwd;
      this.inner.run(this.meetFwd, this.meetBwd);
    }
    return this.inner;
  }
}
