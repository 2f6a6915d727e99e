// A road's twins and a junction's turn copies (engine/pack/turn-restrictions.ts), looked up from the primary
// segment the snapper returns and from the real junction node: where a route may start or end on them.
import type { RouteGraph } from '../pack/route-graph.ts';

export class Twins {
  /** Primary → every segment of that road, the primary first; only roads that have twins. */
  private readonly roads = new Map<number, number[]>();
  /** Junction → itself and its turn copies; only junctions that have copies. */
  private readonly junctions = new Map<number, number[]>();

  constructor(g: RouteGraph) {
    for (let s = 0; s < g.segPrimary.length; s++) {
      const p = g.segPrimary[s]!;
      if (p !== s) this.roads.set(p, [...(this.roads.get(p) ?? [p]), s]);
    }
    for (let v = 0; v < g.nodeOriginal.length; v++) {
      const o = g.nodeOriginal[v]!;
      if (o !== v) this.junctions.set(o, [...(this.junctions.get(o) ?? [o]), v]);
    }
  }

  /** The segments of primary segment s's road. */
  road(s: number): readonly number[] {
    return this.roads.get(s) ?? [s];
  }

  /** The nodes of junction v: arrivals from any road end at one of them. */
  junction(v: number): readonly number[] {
    return this.junctions.get(v) ?? [v];
  }
}
