// Many-to-many times on the hierarchy with the bucket algorithm: one backward search per target leaves
// (target, time) buckets on the nodes it settles; one forward search per source scans those buckets.
import type { ChGraph } from '../pack/ch-build.ts';
import { UpwardSearch } from './upward-search.ts';

export interface Seed {
  node: number;
  time: number;
  len: number;
  /** A target seed entering a destination-only road from the open network: its time holds NO_THROUGH_PENALTY_MS. */
  penalised?: boolean;
}

export interface MatrixTimes {
  /** Row-major sources x targets; Infinity where unreachable. */
  time: Float64Array;
  len: Float64Array;
  /**
   * The time of the drive itself where `time` (the weight searched) holds no-through penalties (>= the penalty);
   * absent where the search cannot tell which roads a path entered (the hierarchy's shortcuts).
   */
  drive?: Float64Array;
}

export class ChMatrix {
  private readonly fwd: UpwardSearch;
  private readonly bwd: UpwardSearch;
  private readonly n: number;

  constructor(ch: ChGraph) {
    this.fwd = new UpwardSearch(ch.up, ch.down);
    this.bwd = new UpwardSearch(ch.down, ch.up);
    this.n = ch.up.first.length - 1;
  }

  run(sources: readonly (readonly Seed[])[], targets: readonly (readonly Seed[])[]): MatrixTimes {
    const { fwd, bwd, n } = this;
    const entryNode: number[] = [];
    const entryTarget: number[] = [];
    const entryTime: number[] = [];
    const entryLen: number[] = [];
    targets.forEach((seeds, j) => {
      bwd.reset();
      for (const s of seeds) bwd.seed(s.node, s.time, s.len);
      while (!bwd.done) {
        const x = bwd.settleNext();
        if (bwd.stalled) continue;
        entryNode.push(x);
        entryTarget.push(j);
        entryTime.push(bwd.time[x]!);
        entryLen.push(bwd.len[x]!);
      }
    });
    // Buckets in CSR form, keyed by node.
    const first = new Uint32Array(n + 1);
    for (const x of entryNode) first[x + 1]!++;
    for (let v = 0; v < n; v++) first[v + 1]! += first[v]!;
    const fill = first.slice(0, n);
    const count = entryNode.length;
    const bTarget = new Uint32Array(count);
    const bTime = new Float64Array(count);
    const bLen = new Float64Array(count);
    for (let e = 0; e < count; e++) {
      const i = fill[entryNode[e]!]!++;
      bTarget[i] = entryTarget[e]!;
      bTime[i] = entryTime[e]!;
      bLen[i] = entryLen[e]!;
    }

    const k = targets.length;
    const time = new Float64Array(sources.length * k).fill(Infinity);
    const len = new Float64Array(sources.length * k).fill(Infinity);
    sources.forEach((seeds, i) => {
      fwd.reset();
      for (const s of seeds) fwd.seed(s.node, s.time, s.len);
      const row = i * k;
      while (!fwd.done) {
        const x = fwd.settleNext();
        if (fwd.stalled) continue;
        const tx = fwd.time[x]!;
        for (let b = first[x]!, end = first[x + 1]!; b < end; b++) {
          const cell = row + bTarget[b]!;
          const t = tx + bTime[b]!;
          if (t < time[cell]!) {
            time[cell] = t;
            len[cell] = fwd.len[x]! + bLen[b]!;
          }
        }
      }
    });
    return { time, len };
  }
}
