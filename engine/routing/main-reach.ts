// Which nodes a route can drive from into the main network, and which it can reach from there: a start only has
// to get out, an end only has to be got to (a street one may leave but never enter is a fine place to start).
import type { RouteGraph } from '../pack/route-graph.ts';
import { drivableArcs, toCsr } from '../pack/scc.ts';

export interface MainReach {
  /** 1 where the main network (strong component 0) can be reached by driving from the node. */
  toMain: Uint8Array;
  /** 1 where the node can be reached by driving from the main network. */
  fromMain: Uint8Array;
}

/** Both sets, by a search over the drivable directions from component 0 forwards and backwards. */
export function mainReach(g: RouteGraph, component: Uint32Array): MainReach {
  const { from, to } = drivableArcs(g);
  const n = g.nodeLat.length;
  return { fromMain: spread(toCsr(n, from, to), component), toMain: spread(toCsr(n, to, from), component) };
}

/** Every node reachable along the arcs from a node of component 0. */
function spread({ first, head }: { first: Uint32Array; head: Uint32Array }, component: Uint32Array): Uint8Array {
  const n = first.length - 1;
  const seen = new Uint8Array(n);
  const stack: number[] = [];
  for (let v = 0; v < n; v++) {
    if (component[v] === 0) {
      seen[v] = 1;
      stack.push(v);
    }
  }
  while (stack.length > 0) {
    const v = stack.pop()!;
    for (let a = first[v]!; a < first[v + 1]!; a++) {
      const w = head[a]!;
      if (!seen[w]) {
        seen[w] = 1;
        stack.push(w);
      }
    }
  }
  return seen;
}
