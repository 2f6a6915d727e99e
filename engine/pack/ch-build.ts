// Contraction hierarchy preprocessing (the pack step): nodes are contracted in order of edge difference plus
// deleted neighbours and hierarchy level, adding shortcuts only where a bounded witness search finds no other path.
import { MinHeap } from '../routing/heap.ts';
import { segWeight, type RouteGraph } from './route-graph.ts';

/** One direction of the hierarchy in CSR form. `via` >= 0 is a shortcut's middle node; < 0 is ~(segment*2+dir). */
export interface ChHalf {
  first: Uint32Array;
  head: Uint32Array;
  time: Uint32Array;
  dist: Float64Array;
  via: Int32Array;
}

/** `up`: arcs v -> higher w stored at v. `down`: arcs higher u -> v stored at v (head = u). */
export interface ChGraph {
  up: ChHalf;
  down: ChHalf;
  /** Shortest times between the top K nodes, row-major K x K (see core-table.ts); absent: no core. */
  core?: Uint32Array;
}

export interface ChBuildOptions {
  /** Witness searches stop after settling this many nodes (fewer: faster build, more shortcuts). */
  witnessSettledLimit?: number;
  /**
   * The same limit while only estimating a node's priority. Small estimates keep the build fast where the
   * remaining graph grows dense (the foot network's top: 6.8 s at 100, 2.3 s at 10), at no measured query cost.
   */
  estimateSettledLimit?: number;
  /**
   * Contract the nodes in id order instead of by priority. A pack's graph is numbered by its hierarchy's ranks
   * (renumber.ts), so a van's or truck's masked copy of it, which differs on a few arcs, is contracted in the car's
   * order: no priorities to estimate, and about as few shortcuts.
   */
  idOrder?: boolean;
}

/**
 * A node with more (in, out) neighbour pairs than this is estimated to need a shortcut for every pair, without
 * witness searches. Estimates are redone for each neighbour after every contraction, so where the remaining
 * graph turns dense (a street grid's top, with degrees in the hundreds) searching them costs degree³ per
 * contraction: a 317 × 317 grid's car hierarchy took 172 s, 42 s with the bound. Road networks rarely reach it
 * (Gothenburg's car hierarchy is the same with and without).
 */
const ESTIMATE_PAIR_LIMIT = 256;

/** Encodes an original arc for `via`: segment index and direction (0 = from->to, 1 = to->from). */
export const originalVia = (segment: number, backward: boolean): number => ~(segment * 2 + (backward ? 1 : 0));

/** The graph as contraction changes it. Adjacency lists hold only arcs between uncontracted nodes. */
class DynamicGraph {
  from: number[] = [];
  to: number[] = [];
  time: number[] = [];
  dist: number[] = [];
  via: number[] = [];
  readonly outs: number[][];
  readonly ins: number[][];

  constructor(n: number) {
    this.outs = Array.from({ length: n }, () => []);
    this.ins = Array.from({ length: n }, () => []);
  }

  add(u: number, w: number, time: number, dist: number, via: number): number {
    const e = this.from.length;
    this.from.push(u);
    this.to.push(w);
    this.time.push(time);
    this.dist.push(dist);
    this.via.push(via);
    this.outs[u]!.push(e);
    this.ins[w]!.push(e);
    return e;
  }

  /** Adds u->w or improves the existing u->w arc; keeps one arc per ordered pair. */
  addOrImprove(u: number, w: number, time: number, dist: number, via: number): void {
    for (const e of this.outs[u]!) {
      if (this.to[e] !== w) continue;
      if (time < this.time[e]!) this.improve(e, time, dist, via);
      return;
    }
    this.add(u, w, time, dist, via);
  }

  improve(e: number, time: number, dist: number, via: number): void {
    this.time[e] = time;
    this.dist[e] = dist;
    this.via[e] = via;
  }

  /** Drops v from its neighbours' lists once it is contracted (its arcs stay, for the hierarchy). */
  detach(v: number): void {
    for (const e of this.outs[v]!) removeWhere(this.ins[this.to[e]!]!, (a) => this.from[a] === v);
    for (const e of this.ins[v]!) removeWhere(this.outs[this.from[e]!]!, (a) => this.to[a] === v);
  }
}

function removeWhere(list: number[], drop: (x: number) => boolean): void {
  let k = 0;
  for (const x of list) if (!drop(x)) list[k++] = x;
  list.length = k;
}

/** The hierarchy plus each node's contraction rank (0 = contracted first). */
export function buildCh(g: RouteGraph, opts: ChBuildOptions = {}): ChGraph & { rank: Uint32Array } {
  const steps = buildChInSteps(g, opts);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Nodes contracted between two steps of buildChInSteps: well under a millisecond of work. */
const NODES_PER_STEP = 64;
/** Arcs copied into the hierarchy's arrays between two steps. */
const ARCS_PER_STEP = 4096;

/**
 * buildCh a step at a time: each `next()` contracts a few more nodes, the last returns the hierarchy. A host with
 * one thread (the device engine's worker) builds a van's or truck's hierarchy in its idle time this way, with
 * an answer never waiting more than a step for it.
 */
export function* buildChInSteps(g: RouteGraph, opts: ChBuildOptions = {}): Generator<void, ChGraph & { rank: Uint32Array }> {
  const n = g.nodeLat.length;
  const witnessLimit = opts.witnessSettledLimit ?? 100;
  const estimateLimit = opts.estimateSettledLimit ?? 10;
  const dg = new DynamicGraph(n);
  for (let s = 0; s < g.segFrom.length; s++) {
    const a = g.segFrom[s]!;
    const b = g.segTo[s]!;
    if (a === b) continue;
    if (g.segTimeFwd[s]! >= 0) dg.addOrImprove(a, b, segWeight(g, s, false), g.segLength[s]!, originalVia(s, false));
    if (g.segTimeBwd[s]! >= 0) dg.addOrImprove(b, a, segWeight(g, s, true), g.segLength[s]!, originalVia(s, true));
    if (s % ARCS_PER_STEP === ARCS_PER_STEP - 1) yield;
  }

  const deletedNeighbours = new Uint32Array(n);
  const level = new Uint32Array(n);
  const rank = new Uint32Array(n);
  const heap = new MinHeap(n);
  const dist = new Float64Array(n).fill(Infinity);
  const touched: number[] = [];

  // Bounded Dijkstra from u avoiding `skip`; leaves distances in `dist` for the caller to read.
  const witness = (u: number, skip: number, limit: number, settledLimit: number): void => {
    for (const v of touched) dist[v] = Infinity;
    touched.length = 0;
    heap.clear();
    dist[u] = 0;
    touched.push(u);
    heap.push(u, 0);
    let settled = 0;
    while (heap.size > 0 && settled < settledLimit) {
      if (heap.peekKey() > limit) break;
      const x = heap.pop();
      settled++;
      const dx = dist[x]!;
      for (const e of dg.outs[x]!) {
        const y = dg.to[e]!;
        if (y === skip) continue;
        const nd = dx + dg.time[e]!;
        if (nd < dist[y]!) {
          if (dist[y] === Infinity) touched.push(y);
          dist[y] = nd;
          heap.push(y, nd);
        }
      }
    }
  };

  // Which arc u->w already exists, for the in-neighbour u being handled: keeps a dense top from rescanning lists.
  const arcTo = new Int32Array(n);
  const arcStamp = new Uint32Array(n);
  let stamp = 0;

  // Shortcuts needed to contract v; when `apply`, adds them. Returns [shortcuts, arcs removed].
  const contract = (v: number, apply: boolean): [number, number] => {
    const ins = dg.ins[v]!;
    const outs = dg.outs[v]!;
    let added = 0;
    let maxOut = 0;
    if (!apply && ins.length * outs.length > ESTIMATE_PAIR_LIMIT) return [ins.length * outs.length, ins.length + outs.length];
    for (const e of outs) maxOut = Math.max(maxOut, dg.time[e]!);
    for (const ei of ins) {
      const u = dg.from[ei]!;
      witness(u, v, dg.time[ei]! + maxOut, apply ? witnessLimit : estimateLimit);
      if (apply) {
        stamp++;
        for (const e of dg.outs[u]!) {
          arcTo[dg.to[e]!] = e;
          arcStamp[dg.to[e]!] = stamp;
        }
      }
      for (const eo of outs) {
        const w = dg.to[eo]!;
        if (w === u) continue;
        const via = dg.time[ei]! + dg.time[eo]!;
        if (dist[w]! <= via) continue;
        added++;
        if (!apply) continue;
        const len = dg.dist[ei]! + dg.dist[eo]!;
        if (arcStamp[w] !== stamp) {
          arcTo[w] = dg.add(u, w, via, len, v);
          arcStamp[w] = stamp;
        } else if (via < dg.time[arcTo[w]!]!) dg.improve(arcTo[w]!, via, len, v);
      }
    }
    return [added, ins.length + outs.length];
  };

  const priority = (v: number): number => {
    const [added, removed] = contract(v, false);
    // Level (how many contracted neighbours lie below) spreads contraction evenly: measured ~14% fewer arcs per query.
    return 2 * (added - removed) + deletedNeighbours[v]! + level[v]!;
  };

  if (opts.idOrder) {
    for (let v = 0; v < n; v++) {
      contract(v, true);
      rank[v] = v;
      dg.detach(v);
      if (v % NODES_PER_STEP === NODES_PER_STEP - 1) yield;
    }
    return { ...(yield* split(dg, rank, n)), rank };
  }

  const order = new MinHeap(n);
  for (let v = 0; v < n; v++) order.push(v, priority(v));
  // The witness search reuses `heap`, so the ordering queue is a separate heap.
  let next = 0;
  while (order.size > 0) {
    const v = order.pop();
    const p = priority(v);
    if (order.size > 0 && p > order.peekKey()) {
      order.push(v, p);
      continue;
    }
    contract(v, true);
    rank[v] = next++;
    if (next % NODES_PER_STEP === 0) yield;
    const neighbours = new Set<number>();
    for (const e of dg.outs[v]!) neighbours.add(dg.to[e]!);
    for (const e of dg.ins[v]!) neighbours.add(dg.from[e]!);
    dg.detach(v);
    for (const w of neighbours) {
      deletedNeighbours[w]!++;
      level[w] = Math.max(level[w]!, level[v]! + 1);
      order.set(w, priority(w));
    }
  }
  return { ...(yield* split(dg, rank, n)), rank };
}

function* split(dg: DynamicGraph, rank: Uint32Array, n: number): Generator<void, ChGraph> {
  const upArcs: number[] = [];
  const downArcs: number[] = [];
  for (let e = 0; e < dg.from.length; e++) {
    if (rank[dg.from[e]!]! < rank[dg.to[e]!]!) upArcs.push(e);
    else downArcs.push(e);
  }
  yield;
  // Up arcs live at their tail, down arcs at their head (the node the backward search comes from).
  const up = yield* half(dg, upArcs, n, (e) => dg.from[e]!, (e) => dg.to[e]!);
  const down = yield* half(dg, downArcs, n, (e) => dg.to[e]!, (e) => dg.from[e]!);
  return { up, down };
}

function* half(dg: DynamicGraph, arcs: number[], n: number, at: (e: number) => number, other: (e: number) => number): Generator<void, ChHalf> {
  const first = new Uint32Array(n + 1);
  for (const e of arcs) first[at(e) + 1]!++;
  for (let v = 0; v < n; v++) first[v + 1]! += first[v]!;
  const fill = first.slice(0, n);
  const h: ChHalf = {
    first,
    head: new Uint32Array(arcs.length),
    time: new Uint32Array(arcs.length),
    dist: new Float64Array(arcs.length),
    via: new Int32Array(arcs.length),
  };
  yield;
  for (let k = 0; k < arcs.length; k++) {
    const e = arcs[k]!;
    const i = fill[at(e)]!++;
    h.head[i] = other(e);
    h.time[i] = dg.time[e]!;
    h.dist[i] = dg.dist[e]!;
    h.via[i] = dg.via[e]!;
    if (k % ARCS_PER_STEP === ARCS_PER_STEP - 1) yield;
  }
  return h;
}
