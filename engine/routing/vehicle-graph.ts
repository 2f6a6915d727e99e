// A van's or truck's view of the car graph (engine/pack/vehicle-mask.ts): the directions its limits and access
// tags close are gone, its own destination-only roads carry the no-through penalty. Searched without the car's
// hierarchy: point to point by the Dijkstra search, the matrix by one search per row.
import { CLOSED_BWD, CLOSED_FWD, NO_THROUGH_BWD, NO_THROUGH_FWD, vehicleBits, type MaskedVehicle } from '../pack/vehicle-mask.ts';
import { NO_ACCESS, SEG_NO_THROUGH_BWD, SEG_NO_THROUGH_FWD, type RouteGraph } from '../pack/route-graph.ts';
import type { MatrixTimes, Seed } from './ch-matrix.ts';
import { DijkstraQuery } from './dijkstra.ts';

/** The car graph as the vehicle may drive it; shares the geometry and names, copies the times and flags. */
export function maskedGraph(g: RouteGraph, vehicle: MaskedVehicle): RouteGraph {
  const mask = g.segVehicle;
  if (!mask) throw new Error(`This region pack has no ${vehicle} data: rebuild it`);
  const segTimeFwd = g.segTimeFwd.slice();
  const segTimeBwd = g.segTimeBwd.slice();
  const segFlags = g.segFlags.slice();
  // Where the car may not drive but another vehicle may, the times as if open to all; the mask then closes.
  g.vehicleOnlySeg?.forEach((s, k) => {
    segTimeFwd[s] = g.vehicleOnlyFwd![k]!;
    segTimeBwd[s] = g.vehicleOnlyBwd![k]!;
  });
  for (let s = 0; s < mask.length; s++) {
    const bits = vehicleBits(mask[s]!, vehicle);
    if (bits & CLOSED_FWD) segTimeFwd[s] = NO_ACCESS;
    if (bits & CLOSED_BWD) segTimeBwd[s] = NO_ACCESS;
    let flags = segFlags[s]! & ~(SEG_NO_THROUGH_FWD | SEG_NO_THROUGH_BWD);
    if (bits & NO_THROUGH_FWD) flags |= SEG_NO_THROUGH_FWD;
    if (bits & NO_THROUGH_BWD) flags |= SEG_NO_THROUGH_BWD;
    segFlags[s] = flags;
  }
  return { ...g, segTimeFwd, segTimeBwd, segFlags };
}

/** Many-to-many times by one Dijkstra search per source, each stopping once every target's seeds are settled. */
export class DijkstraMatrix {
  private readonly search: DijkstraQuery;

  constructor(g: RouteGraph) {
    this.search = new DijkstraQuery(g);
  }

  run(sources: readonly (readonly Seed[])[], targets: readonly (readonly Seed[])[]): MatrixTimes {
    const { search } = this;
    const k = targets.length;
    const time = new Float64Array(sources.length * k).fill(Infinity);
    const len = new Float64Array(sources.length * k).fill(Infinity);
    const targetNodes = [...new Set(targets.flatMap((seeds) => seeds.map((s) => s.node)))];
    sources.forEach((seeds, i) => {
      search.reset();
      for (const s of seeds) search.addSource(s.node, s.time, s.len);
      search.settle(targetNodes);
      targets.forEach((tSeeds, j) => {
        const cell = i * k + j;
        for (const t of tSeeds) {
          const at = search.timeAt(t.node) + t.time;
          if (at < time[cell]!) {
            time[cell] = at;
            len[cell] = search.lengthAt(t.node) + t.len;
          }
        }
      });
    });
    return { time, len };
  }
}
