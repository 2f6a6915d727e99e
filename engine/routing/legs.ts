// How a snapped point joins the graph: the partial-segment costs to and from its segment's end nodes, and
// the direct drive along one shared segment, all rounded to whole milliseconds like the graph's weights.
import { NO_ACCESS, type RouteGraph } from '../pack/route-graph.ts';
import type { Seed } from './ch-matrix.ts';
import type { SnappedPoint } from './snap.ts';

/** A part of a segment's time, proportional to the part of its length. */
function partTime(total: number, part: number, length: number): number {
  return length > 0 ? Math.round((total * part) / length) : 0;
}

/** A seed that remembers which way along the snapped point's segment it goes. */
export interface EndSeed extends Seed {
  /** Source: leaves towards the segment's `to` node. Target: arrives from its `from` node. */
  forward: boolean;
}

/** Where a route can leave a snapped point: towards `to` (forward) or back towards `from`. */
export function sourceSeeds(g: RouteGraph, p: SnappedPoint): EndSeed[] {
  const s = p.segment;
  const L = g.segLength[s]!;
  const seeds: EndSeed[] = [];
  if (g.segTimeFwd[s]! !== NO_ACCESS) seeds.push({ node: g.segTo[s]!, time: partTime(g.segTimeFwd[s]!, L - p.offset, L), len: L - p.offset, forward: true });
  if (g.segTimeBwd[s]! !== NO_ACCESS) seeds.push({ node: g.segFrom[s]!, time: partTime(g.segTimeBwd[s]!, p.offset, L), len: p.offset, forward: false });
  return seeds;
}

/** Where a route can arrive at a snapped point from: its segment's `from` node (forward) or `to` node. */
export function targetSeeds(g: RouteGraph, p: SnappedPoint): EndSeed[] {
  const s = p.segment;
  const L = g.segLength[s]!;
  const seeds: EndSeed[] = [];
  if (g.segTimeFwd[s]! !== NO_ACCESS) seeds.push({ node: g.segFrom[s]!, time: partTime(g.segTimeFwd[s]!, p.offset, L), len: p.offset, forward: true });
  if (g.segTimeBwd[s]! !== NO_ACCESS) seeds.push({ node: g.segTo[s]!, time: partTime(g.segTimeBwd[s]!, L - p.offset, L), len: L - p.offset, forward: false });
  return seeds;
}

export interface DirectLeg {
  time: number;
  len: number;
  backward: boolean;
}

/** Driving straight from a to b along the segment they share, if both are on one and its direction allows. */
export function directLeg(g: RouteGraph, a: SnappedPoint, b: SnappedPoint): DirectLeg | null {
  if (a.segment !== b.segment) return null;
  const s = a.segment;
  const L = g.segLength[s]!;
  const ahead = b.offset - a.offset;
  if (ahead >= 0 && g.segTimeFwd[s]! !== NO_ACCESS) return { time: partTime(g.segTimeFwd[s]!, ahead, L), len: ahead, backward: false };
  if (ahead <= 0 && g.segTimeBwd[s]! !== NO_ACCESS) return { time: partTime(g.segTimeBwd[s]!, -ahead, L), len: -ahead, backward: true };
  return null;
}
