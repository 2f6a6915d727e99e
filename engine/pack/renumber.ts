// Renumbers routing nodes by contraction rank, so the hierarchy's top (which every query visits) sits in one
// compact, cache-friendly stretch of each array. Segment ids do not change.
import type { RouteGraph } from './route-graph.ts';
import type { ChGraph, ChHalf } from './ch-build.ts';

export function renumberByRank(g: RouteGraph, ch: ChGraph, rank: Uint32Array): { graph: RouteGraph; ch: ChGraph } {
  const n = rank.length;
  const nodeLat = new Float64Array(n);
  const nodeLng = new Float64Array(n);
  for (let v = 0; v < n; v++) {
    nodeLat[rank[v]!] = g.nodeLat[v]!;
    nodeLng[rank[v]!] = g.nodeLng[v]!;
  }
  const nodeOriginal = new Uint32Array(n);
  for (let v = 0; v < n; v++) nodeOriginal[rank[v]!] = rank[g.nodeOriginal[v]!]!;
  const graph: RouteGraph = {
    ...g,
    nodeLat,
    nodeLng,
    nodeOriginal,
    segFrom: g.segFrom.map((v) => rank[v]!),
    segTo: g.segTo.map((v) => rank[v]!),
  };
  return { graph, ch: { up: renumberHalf(ch.up, rank), down: renumberHalf(ch.down, rank) } };
}

function renumberHalf(h: ChHalf, rank: Uint32Array): ChHalf {
  const n = rank.length;
  const first = new Uint32Array(n + 1);
  for (let v = 0; v < n; v++) first[rank[v]! + 1] = h.first[v + 1]! - h.first[v]!;
  for (let v = 0; v < n; v++) first[v + 1]! += first[v]!;
  const out: ChHalf = {
    first,
    head: new Uint32Array(h.head.length),
    time: new Uint32Array(h.time.length),
    dist: new Float64Array(h.dist.length),
    via: new Int32Array(h.via.length),
  };
  for (let v = 0; v < n; v++) {
    let to = first[rank[v]!]!;
    for (let a = h.first[v]!; a < h.first[v + 1]!; a++, to++) {
      out.head[to] = rank[h.head[a]!]!;
      out.time[to] = h.time[a]!;
      out.dist[to] = h.dist[a]!;
      const via = h.via[a]!;
      out.via[to] = via >= 0 ? rank[via]! : via;
    }
  }
  return out;
}
