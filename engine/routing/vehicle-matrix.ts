// A van's or truck's matrix from the car's hierarchy, exact. The vehicle's graph is the car's except on a few arcs:
// dearer ones (closed to it, or destination-only for it: hgv=no, a low bridge, hgv=destination) and cheaper ones
// (a road for trucks only, a car's destination-only road open to trucks). With D the car's time by the hierarchy:
// - a route of the vehicle that takes no cheaper arc costs it at least D (every other arc costs it at least as
//   much as the car); one that takes a cheaper arc u→v costs at least T(s,u) + own(u→v) + T(v,t), with T the
//   vehicle's own times, known exactly for the few such u and v (one Dijkstra tree each, kept);
// - where no car-shortest path from s to t crosses a dearer arc (for each dearer arc u→v,
//   D(s,u) + car(u→v) + D(v,t) > D(s,t)), a car-shortest path is open to the vehicle at no more than D.
// So T(s,t) = min(D(s,t), min over cheaper arcs) wherever the proof holds; rows where it fails are searched by
// Dijkstra. Too many special arcs, or proofs failing for most rows: one Dijkstra search per source.
import { NO_ACCESS, segWeight, type RouteGraph } from '../pack/route-graph.ts';
import type { ChGraph } from '../pack/ch-build.ts';
import { ChMatrix, type MatrixTimes, type Seed } from './ch-matrix.ts';
import { DijkstraQuery } from './dijkstra.ts';
import { DijkstraMatrix } from './vehicle-graph.ts';

/** Car-time margin (ms) a detour over a dearer arc must exceed for D to count: float sums never tie wrongly. */
const MARGIN_MS = 0.5;
/** Past this many dearer arcs (or cheaper ones) the work costs more than it saves: one Dijkstra search per source. */
const MAX_DEARER = 400;
const MAX_CHEAPER = 64;

interface Arc {
  /** Index of its tail among the distinct tail nodes, of its head among the distinct head nodes. */
  tail: number;
  head: number;
  /** The car's weight along it (Infinity where closed to the car), and the vehicle's. */
  car: number;
  own: number;
  len: number;
}

/** The vehicle's time and length from every node to a node (backward tree) or from it (forward tree). */
interface Tree {
  time: Float64Array;
  len: Float64Array;
}

/** The graph with every arc turned round (each segment's ends swapped, its times kept): a search from t on it finds times to t. */
export function reversedGraph(g: RouteGraph): RouteGraph {
  return { ...g, segFrom: g.segTo, segTo: g.segFrom };
}

export class VehicleMatrix {
  private readonly ch: ChMatrix;
  /** The vehicle's own search: rows the proofs fail for, and the whole answer when they fail too often. */
  private readonly exact: DijkstraMatrix;
  private readonly dearer: Arc[] = [];
  private readonly cheaper: Arc[] = [];
  /** Distinct tail and head nodes of the dearer arcs (their D columns and rows). */
  private readonly dearTails: number[] = [];
  private readonly dearHeads: number[] = [];
  /** Distinct tail and head nodes of the cheaper arcs, and the vehicle's trees to and from them (made on first use). */
  private readonly cheapTails: number[] = [];
  private readonly cheapHeads: number[] = [];
  private trees: { to: Tree[]; from: Tree[] } | null = null;
  /** Sources of the last run that the proofs failed for (searched by Dijkstra), for the bench. */
  unprovenRows = 0;

  constructor(
    car: RouteGraph,
    private readonly vehicle: RouteGraph,
    ch: ChGraph,
  ) {
    this.ch = new ChMatrix(ch);
    this.exact = new DijkstraMatrix(vehicle);
    const finite = (w: number) => (w === NO_ACCESS ? Infinity : w);
    const index = (list: number[], node: number) => {
      const i = list.indexOf(node);
      return i >= 0 ? i : list.push(node) - 1;
    };
    for (let s = 0; s < car.segFrom.length; s++) {
      for (const backward of [false, true]) {
        const c = finite(segWeight(car, s, backward));
        const own = finite(segWeight(vehicle, s, backward));
        if (c === own) continue;
        const [from, to] = backward ? [car.segTo[s]!, car.segFrom[s]!] : [car.segFrom[s]!, car.segTo[s]!];
        const cheap = own < c;
        const tail = index(cheap ? this.cheapTails : this.dearTails, from);
        const head = index(cheap ? this.cheapHeads : this.dearHeads, to);
        (cheap ? this.cheaper : this.dearer).push({ tail, head, car: c, own, len: car.segLength[s]! });
      }
    }
  }

  /** How many arcs the vehicle weighs otherwise than the car. */
  get specialArcs(): number {
    return this.cheaper.length + this.dearer.length;
  }

  run(sources: readonly (readonly Seed[])[], targets: readonly (readonly Seed[])[]): MatrixTimes {
    const { cheaper, dearer } = this;
    if (dearer.length > MAX_DEARER || cheaper.length > MAX_CHEAPER) return this.exact.run(sources, targets);
    const at = (node: number): Seed[] => [{ node, time: 0, len: 0 }];
    // Rows: the sources, then the dearer arcs' heads; columns: the targets, then their tails.
    const n = targets.length + this.dearTails.length;
    const k = targets.length;
    const car = this.ch.run([...sources, ...this.dearHeads.map(at)], [...targets, ...this.dearTails.map(at)]);
    const time = new Float64Array(sources.length * k);
    const len = new Float64Array(sources.length * k);
    const headRow = (a: Arc) => (sources.length + a.head) * n;

    // D stands for s→t unless a car-shortest path may cross a dearer arc; such rows are searched exactly.
    const unproven: number[] = [];
    sources.forEach((_, s) => {
      const row = s * n;
      let crossed = false;
      for (let t = 0; t < k && !crossed; t++) {
        const d = car.time[row + t]!;
        time[s * k + t] = d;
        len[s * k + t] = car.len[row + t]!;
        if (d === Infinity) continue;
        for (const r of dearer) {
          if (car.time[row + k + r.tail]! + r.car + car.time[headRow(r) + t]! <= d + MARGIN_MS) {
            crossed = true;
            break;
          }
        }
      }
      if (crossed) unproven.push(s);
    });
    this.unprovenRows = unproven.length;
    if (unproven.length > sources.length / 2) return this.exact.run(sources, targets);
    if (unproven.length > 0) {
      const exact = this.exact.run(
        unproven.map((s) => sources[s]!),
        targets,
      );
      unproven.forEach((s, i) => {
        time.set(exact.time.subarray(i * k, (i + 1) * k), s * k);
        len.set(exact.len.subarray(i * k, (i + 1) * k), s * k);
      });
    }
    if (cheaper.length === 0) return { time, len };

    // Routes over a cheaper arc: the vehicle's exact time to its tail, along it, and from its head.
    const trees = (this.trees ??= this.grow());
    const reach = (seeds: readonly Seed[], tree: Tree) => {
      let best = Infinity;
      let bestLen = Infinity;
      for (const seed of seeds) {
        const t = tree.time[seed.node]! + seed.time;
        if (t < best) {
          best = t;
          bestLen = tree.len[seed.node]! + seed.len;
        }
      }
      return { time: best, len: bestLen };
    };
    const into = sources.map((seeds) => cheaper.map((r) => reach(seeds, trees.to[r.tail]!)));
    const onward = targets.map((seeds) => cheaper.map((r) => reach(seeds, trees.from[r.head]!)));
    sources.forEach((_, s) => {
      targets.forEach((_, t) => {
        const cell = s * k + t;
        cheaper.forEach((r, i) => {
          const via = into[s]![i]!.time + r.own + onward[t]![i]!.time;
          if (via < time[cell]!) {
            time[cell] = via;
            len[cell] = into[s]![i]!.len + r.len + onward[t]![i]!.len;
          }
        });
      });
    });
    return { time, len };
  }

  /** The vehicle's Dijkstra trees to each cheaper arc's tail and from each one's head. */
  private grow(): { to: Tree[]; from: Tree[] } {
    const all = Array.from({ length: this.vehicle.nodeLat.length }, (_, v) => v);
    const tree = (search: DijkstraQuery, node: number): Tree => {
      search.reset();
      search.addSource(node, 0, 0);
      search.settle(all);
      return { time: Float64Array.from(all, (v) => search.timeAt(v)), len: Float64Array.from(all, (v) => search.lengthAt(v)) };
    };
    const backward = new DijkstraQuery(reversedGraph(this.vehicle));
    const forward = new DijkstraQuery(this.vehicle);
    return { to: this.cheapTails.map((v) => tree(backward, v)), from: this.cheapHeads.map((v) => tree(forward, v)) };
  }
}
