// A van's or truck's view of the car graph (engine/pack/vehicle-mask.ts): the directions its limits and access
// tags close are gone, its own destination-only roads carry the no-through penalty. Its routes are searched by
// Dijkstra, its matrices on a hierarchy of its own (index.ts); DijkstraMatrix is the matrices' oracle.
import { CLOSED_BWD, CLOSED_FWD, NO_THROUGH_BWD, NO_THROUGH_FWD, vehicleBits, type MaskedVehicle } from '../pack/vehicle-mask.ts';
import { NO_ACCESS, NO_THROUGH_PENALTY_MS, SEG_FERRY, SEG_NO_THROUGH_BWD, SEG_NO_THROUGH_FWD, type RouteGraph } from '../pack/route-graph.ts';
import { VEHICLES, type Vehicle } from '../pack/car-profile.ts';
import type { MatrixTimes, Seed } from './ch-matrix.ts';
import { DijkstraQuery } from './dijkstra.ts';
import { driveTime } from './legs.ts';

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
  // Where a truck's own limit (maxspeed:hgv) is lower, its own times.
  if (vehicle === 'truck') {
    g.truckTimeSeg?.forEach((s, k) => {
      segTimeFwd[s] = g.truckTimeFwd![k]!;
      segTimeBwd[s] = g.truckTimeBwd![k]!;
    });
  }
  for (let s = 0; s < mask.length; s++) {
    const bits = vehicleBits(mask[s]!, vehicle);
    if (bits & CLOSED_FWD) segTimeFwd[s] = NO_ACCESS;
    if (bits & CLOSED_BWD) segTimeBwd[s] = NO_ACCESS;
    let flags = segFlags[s]! & ~(SEG_NO_THROUGH_FWD | SEG_NO_THROUGH_BWD);
    if (bits & NO_THROUGH_FWD) flags |= SEG_NO_THROUGH_FWD;
    if (bits & NO_THROUGH_BWD) flags |= SEG_NO_THROUGH_BWD;
    segFlags[s] = flags;
  }
  // The car's speeds, but never faster than the vehicle may drive (a truck's 80 km/h), as its own way rule says.
  const cap = (VEHICLES[vehicle] as Vehicle).maxSpeedKmh;
  if (cap !== undefined) {
    for (let s = 0; s < mask.length; s++) {
      if (g.segFlags[s]! & SEG_FERRY) continue;
      const least = Math.max(1, Math.round((g.segLength[s]! / (cap / 3.6)) * 1000));
      if (segTimeFwd[s]! !== NO_ACCESS && segTimeFwd[s]! < least) segTimeFwd[s] = least;
      if (segTimeBwd[s]! !== NO_ACCESS && segTimeBwd[s]! < least) segTimeBwd[s] = least;
    }
  }
  return { ...g, segTimeFwd, segTimeBwd, segFlags };
}

/**
 * Many-to-many times by one Dijkstra search per source. A target's time is the best over its seeds, seen as the
 * search settles their nodes; the row is done once the next node to settle is no sooner than every target's time
 * (no seed left can improve one): a far seed, such as the end of a destination-only road behind its penalty,
 * does not make the search settle the whole region. Where a cell's best weight holds no-through penalties, its
 * path says which: the drive's time is the weight less them.
 */
export class DijkstraMatrix {
  private readonly search: DijkstraQuery;
  /** Per node, the first of its target seeds in the current run's grouped list; -1 for none. */
  private readonly seedsAt: Int32Array;

  constructor(private readonly g: RouteGraph) {
    this.search = new DijkstraQuery(g);
    this.seedsAt = new Int32Array(g.nodeLat.length).fill(-1);
  }

  run(sources: readonly (readonly Seed[])[], targets: readonly (readonly Seed[])[]): MatrixTimes {
    const { search, seedsAt } = this;
    const k = targets.length;
    const time = new Float64Array(sources.length * k).fill(Infinity);
    const len = new Float64Array(sources.length * k).fill(Infinity);
    const drive = new Float64Array(sources.length * k).fill(Infinity);
    // Target seeds grouped by node: seedNext chains a node's seeds, ending at -1.
    const seedTarget: number[] = [];
    const seedTime: number[] = [];
    const seedLen: number[] = [];
    const seedNext: number[] = [];
    const targetSeeds: Seed[] = [];
    targets.forEach((tSeeds, j) => {
      for (const t of tSeeds) {
        seedNext.push(seedsAt[t.node]!);
        seedsAt[t.node] = seedTarget.length;
        seedTarget.push(j);
        seedTime.push(t.time);
        seedLen.push(t.len);
        targetSeeds.push(t);
      }
    });
    /** Per target, the seed its best time arrived by. */
    const endSeed = new Int32Array(k);
    const arcs: number[] = [];
    try {
      sources.forEach((seeds, i) => {
        const row = i * k;
        search.reset();
        for (const s of seeds) search.addSource(s.node, s.time, s.len);
        let reached = 0;
        let bound = Infinity;
        while (search.nextTime < bound) {
          const x = search.settleNext();
          let improved = false;
          for (let e = seedsAt[x]!; e >= 0; e = seedNext[e]!) {
            const cell = row + seedTarget[e]!;
            const at = search.timeAt(x) + seedTime[e]!;
            if (at < time[cell]!) {
              if (time[cell] === Infinity) reached++;
              time[cell] = at;
              len[cell] = search.lengthAt(x) + seedLen[e]!;
              endSeed[seedTarget[e]!] = e;
              improved = true;
            }
          }
          if (improved && reached === k) bound = Math.max(...time.subarray(row, row + k));
        }
        for (let j = 0; j < k; j++) {
          const cell = row + j;
          if (time[cell]! < NO_THROUGH_PENALTY_MS || time[cell] === Infinity) {
            drive[cell] = time[cell]!;
          } else {
            arcs.length = 0;
            const arrival = targetSeeds[endSeed[j]!]!;
            search.pathTo(arrival.node, arcs);
            drive[cell] = driveTime(this.g, time[cell]!, arcs, arrival);
          }
        }
      });
    } finally {
      for (const seeds of targets) for (const t of seeds) seedsAt[t.node] = -1;
    }
    return { time, len, drive };
  }
}
