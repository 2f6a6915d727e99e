// How a snapped point joins the graph: the partial-segment costs to and from its segment's end nodes, and
// the direct drive along one shared segment, all rounded to whole milliseconds like the graph's weights.
import { NO_ACCESS, NO_THROUGH_PENALTY_MS, SEG_NO_THROUGH_BWD, SEG_NO_THROUGH_FWD, type RouteGraph } from '../pack/route-graph.ts';
import type { Seed } from './ch-matrix.ts';
import type { SnappedPoint } from './snap.ts';
import type { Twins } from './twins.ts';

/** A part of a segment's time, proportional to the part of its length. */
function partTime(total: number, part: number, length: number): number {
  return length > 0 ? Math.round((total * part) / length) : 0;
}

/** A seed that remembers which way along the snapped point's segment it goes. */
export interface EndSeed extends Seed {
  /** Source: leaves towards the segment's `to` node. Target: arrives from its `from` node. */
  forward: boolean;
}

/**
 * Within this distance of a segment's end node a snapped point is at that node: every road through the node is
 * tied for nearest, and the snapper's pick must not decide which of them the route may use.
 */
const AT_NODE_M = 0.01;

/**
 * Where a route can leave a snapped point: towards `to` (forward) or back towards `from`, on the road's segment
 * and its twins. A point at an end node leaves from that junction itself, whatever the direction of the segment
 * it was snapped to.
 */
export function sourceSeeds(g: RouteGraph, twins: Twins, p: SnappedPoint): EndSeed[] {
  const L = g.segLength[p.segment]!;
  if (p.offset <= AT_NODE_M) return [{ node: g.nodeOriginal[g.segFrom[p.segment]!]!, time: 0, len: 0, forward: false }];
  if (L - p.offset <= AT_NODE_M) return [{ node: g.nodeOriginal[g.segTo[p.segment]!]!, time: 0, len: 0, forward: true }];
  const seeds: EndSeed[] = [];
  for (const s of twins.road(p.segment)) {
    if (g.segTimeFwd[s]! !== NO_ACCESS) seeds.push({ node: g.segTo[s]!, time: partTime(g.segTimeFwd[s]!, L - p.offset, L), len: L - p.offset, forward: true });
    if (g.segTimeBwd[s]! !== NO_ACCESS) seeds.push({ node: g.segFrom[s]!, time: partTime(g.segTimeBwd[s]!, p.offset, L), len: p.offset, forward: false });
  }
  return seeds;
}

/**
 * Where a route can arrive at a snapped point from: its road's `from` end (forward) or `to` end, on the segment
 * and its twins; a point at an end node is reached at that junction, by whichever of its copies a road enters.
 */
export function targetSeeds(g: RouteGraph, twins: Twins, p: SnappedPoint): EndSeed[] {
  const L = g.segLength[p.segment]!;
  if (p.offset <= AT_NODE_M) return twins.junction(g.nodeOriginal[g.segFrom[p.segment]!]!).map((node) => ({ node, time: 0, len: 0, forward: true }));
  if (L - p.offset <= AT_NODE_M) return twins.junction(g.nodeOriginal[g.segTo[p.segment]!]!).map((node) => ({ node, time: 0, len: 0, forward: false }));
  const seeds: EndSeed[] = [];
  // The part of a destination-only road entered from the open network pays the penalty as a whole one does: a
  // stop on it is reached by the shortest way in, not by the way in that ends nearest the stop.
  const seed = (node: number, time: number, len: number, forward: boolean, flagged: boolean): EndSeed =>
    flagged ? { node, time: time + NO_THROUGH_PENALTY_MS, len, forward, penalised: true } : { node, time, len, forward };
  for (const s of twins.road(p.segment)) {
    if (g.segTimeFwd[s]! !== NO_ACCESS) seeds.push(seed(g.segFrom[s]!, partTime(g.segTimeFwd[s]!, p.offset, L), p.offset, true, (g.segFlags[s]! & SEG_NO_THROUGH_FWD) !== 0));
    if (g.segTimeBwd[s]! !== NO_ACCESS) seeds.push(seed(g.segTo[s]!, partTime(g.segTimeBwd[s]!, L - p.offset, L), L - p.offset, false, (g.segFlags[s]! & SEG_NO_THROUGH_BWD) !== 0));
  }
  return seeds;
}

export interface DirectLeg {
  time: number;
  len: number;
  backward: boolean;
}

/** Driving straight from a to b along the road they share, if both are on one and its direction allows (no junction is passed). */
export function directLeg(g: RouteGraph, twins: Twins, a: SnappedPoint, b: SnappedPoint): DirectLeg | null {
  if (a.segment !== b.segment) return null;
  const L = g.segLength[a.segment]!;
  const ahead = b.offset - a.offset;
  for (const s of twins.road(a.segment)) {
    if (ahead >= 0 && g.segTimeFwd[s]! !== NO_ACCESS) return { time: partTime(g.segTimeFwd[s]!, ahead, L), len: ahead, backward: false };
    // Math.abs, not -ahead: two points at one place are 0 apart, never -0 (a matrix cell would read -0).
    if (ahead <= 0 && g.segTimeBwd[s]! !== NO_ACCESS) return { time: partTime(g.segTimeBwd[s]!, Math.abs(ahead), L), len: Math.abs(ahead), backward: true };
  }
  return null;
}

/**
 * The time of a path the search weighed at `weight`, along `arcs` and into the target seed `arrival`: the weight
 * counts a penalty for each destination-only road entered, the seed's part of one included; the time does not.
 */
export function driveTime(g: RouteGraph, weight: number, arcs: readonly number[], arrival: Seed): number {
  let time = arrival.penalised ? weight - NO_THROUGH_PENALTY_MS : weight;
  for (const code of arcs) if (g.segFlags[code >>> 1]! & (code & 1 ? SEG_NO_THROUGH_BWD : SEG_NO_THROUGH_FWD)) time -= NO_THROUGH_PENALTY_MS;
  return time;
}
