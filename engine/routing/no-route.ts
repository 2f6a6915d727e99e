// Why no route joins two stops, in words a visitor can act on: the start is on a road with no way out to the
// rest of the network (a one-way street or access rule leads only in), the end on one with no way in, either on
// roads cut off from the rest, or no road joins the two. Worked out only when a search has failed, by walking
// the graph from each stop: a stop that reaches (or is reached from) at most half of the junctions is the one
// cut off, as two sets of more than half would share a junction and a route would exist.
import { NO_ACCESS, type RouteGraph } from '../pack/route-graph.ts';
import type { Profile } from '../pack/profiles.ts';
import { EngineError } from './errors.ts';
import { sourceSeeds, targetSeeds } from './legs.ts';
import type { SnappedPoint } from './snap.ts';
import type { Twins } from './twins.ts';

const ROUTE_WORDS: Record<Profile, string> = { car: 'No drivable route', foot: 'No walking route', bike: 'No cycling route' };

/** Each node's neighbours one way, in compressed rows. */
interface Adjacency {
  first: Uint32Array;
  next: Uint32Array;
}

function adjacency(g: RouteGraph, reverse: boolean): Adjacency {
  const n = g.nodeLat.length;
  const m = g.segFrom.length;
  const first = new Uint32Array(n + 1);
  // Arc (u -> v) exists where the segment may be driven from u to v; reversed, it is listed at v.
  const arcs = (visit: (u: number, v: number) => void) => {
    for (let s = 0; s < m; s++) {
      const a = g.segFrom[s]!;
      const b = g.segTo[s]!;
      if (g.segTimeFwd[s] !== NO_ACCESS) visit(reverse ? b : a, reverse ? a : b);
      if (g.segTimeBwd[s] !== NO_ACCESS) visit(reverse ? a : b, reverse ? b : a);
    }
  };
  arcs((u) => first[u + 1]!++);
  for (let v = 0; v < n; v++) first[v + 1]! += first[v]!;
  const fill = first.slice(0, n);
  const next = new Uint32Array(first[n]!);
  arcs((u, v) => {
    next[fill[u]!++] = v;
  });
  return { first, next };
}

/** How many nodes a walk from `start` reaches. */
function reach(adj: Adjacency, start: readonly number[]): number {
  const seen = new Uint8Array(adj.first.length - 1);
  const stack = [...start];
  let count = 0;
  for (const v of start) seen[v] = 1;
  while (stack.length) {
    const u = stack.pop()!;
    count++;
    for (let k = adj.first[u]!; k < adj.first[u + 1]!; k++) {
      const v = adj.next[k]!;
      if (!seen[v]) {
        seen[v] = 1;
        stack.push(v);
      }
    }
  }
  return count;
}

export class NoRouteExplainer {
  private forward: Adjacency | null = null;
  private backward: Adjacency | null = null;

  constructor(
    private readonly g: RouteGraph,
    private readonly twins: Twins,
    private readonly profile: Profile,
    /** ' for this truck' for a van's or truck's router. */
    private readonly forWhom = '',
  ) {}

  /** The NO_ROUTE error for the leg from stop `from` (0-based, snapped at `a`) to stop `to` (at `b`). */
  error(from: number, to: number, a: SnappedPoint, b: SnappedPoint): EngineError {
    const { g, twins } = this;
    this.forward ??= adjacency(g, false);
    this.backward ??= adjacency(g, true);
    const half = g.nodeLat.length / 2;
    const nodes = (seeds: readonly { node: number }[]) => seeds.map((s) => s.node);
    const outOf = (p: SnappedPoint) => reach(this.forward!, nodes(sourceSeeds(g, twins, p))) > half;
    const into = (p: SnappedPoint) => reach(this.backward!, nodes(targetSeeds(g, twins, p))) > half;
    // The start must lead out to the network, the end be reached from it; a stop doing neither is cut off.
    const leaves = outOf(a);
    const reached = into(b);
    const causes: string[] = [];
    if (!leaves) causes.push(into(a) ? `stop ${from + 1} is on a road with no way out to the rest of the road network (one-way streets or access rules lead only in)` : `stop ${from + 1} is on roads cut off from the rest of the road network`);
    if (!reached) causes.push(outOf(b) ? `stop ${to + 1} is on a road with no way in from the rest of the road network (one-way streets or access rules lead only out)` : `stop ${to + 1} is on roads cut off from the rest of the road network`);
    const culprit = leaves ? to : from;
    const why = causes.length ? causes.join(', and ') : 'no road joins them';
    return new EngineError('NO_ROUTE', `${ROUTE_WORDS[this.profile]} from stop ${from + 1} to stop ${to + 1}${this.forWhom}: ${why}`, culprit);
  }
}
