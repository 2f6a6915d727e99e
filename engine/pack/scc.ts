// Strongly connected components (iterative Tarjan). Every road stays in the graph; the component of each node
// tells the router which roads can reach, and be reached from, the main network, so it snaps to those first.
import type { RouteGraph } from './route-graph.ts';

/** The graph's drivable directions as arcs (tail → head), each segment once per direction it may be driven. */
export function drivableArcs(g: RouteGraph): { from: number[]; to: number[] } {
  const from: number[] = [];
  const to: number[] = [];
  for (let s = 0; s < g.segFrom.length; s++) {
    if (g.segTimeFwd[s]! >= 0) {
      from.push(g.segFrom[s]!);
      to.push(g.segTo[s]!);
    }
    if (g.segTimeBwd[s]! >= 0) {
      from.push(g.segTo[s]!);
      to.push(g.segFrom[s]!);
    }
  }
  return { from, to };
}

/** Each node's strongly connected component of the graph's drivable directions; the largest is numbered 0. */
export function nodeComponents(g: RouteGraph): Uint32Array {
  const { from, to } = drivableArcs(g);
  const { first, head } = toCsr(g.nodeLat.length, from, to);
  return stronglyConnected(first, head);
}

/** The strongly connected component of each node of a CSR digraph, the largest numbered 0. */
export function stronglyConnected(first: Uint32Array, head: Uint32Array): Uint32Array {
  const n = first.length - 1;
  const index = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const comp = new Int32Array(n).fill(-1);
  const onStack = new Uint8Array(n);
  const stack = new Int32Array(n);
  const callNode = new Int32Array(n);
  const callArc = new Uint32Array(n);
  let sp = 0;
  let nextIndex = 0;
  let compCount = 0;
  const sizes: number[] = [];

  for (let root = 0; root < n; root++) {
    if (index[root]! >= 0) continue;
    let depth = 0;
    callNode[0] = root;
    callArc[0] = first[root]!;
    index[root] = low[root] = nextIndex++;
    stack[sp++] = root;
    onStack[root] = 1;
    while (depth >= 0) {
      const v = callNode[depth]!;
      const arc = callArc[depth]!;
      if (arc < first[v + 1]!) {
        callArc[depth] = arc + 1;
        const w = head[arc]!;
        if (index[w]! < 0) {
          index[w] = low[w] = nextIndex++;
          stack[sp++] = w;
          onStack[w] = 1;
          depth++;
          callNode[depth] = w;
          callArc[depth] = first[w]!;
        } else if (onStack[w]) {
          low[v] = Math.min(low[v]!, index[w]!);
        }
        continue;
      }
      if (low[v] === index[v]) {
        let size = 0;
        let w: number;
        do {
          w = stack[--sp]!;
          onStack[w] = 0;
          comp[w] = compCount;
          size++;
        } while (w !== v);
        sizes.push(size);
        compCount++;
      }
      depth--;
      if (depth >= 0) {
        const parent = callNode[depth]!;
        low[parent] = Math.min(low[parent]!, low[v]!);
      }
    }
  }
  let best = 0;
  for (let c = 1; c < sizes.length; c++) if (sizes[c]! > sizes[best]!) best = c;
  // Swap the largest component's number with 0.
  const out = new Uint32Array(n);
  for (let v = 0; v < n; v++) out[v] = comp[v] === best ? 0 : comp[v] === 0 ? best : comp[v]!;
  return out;
}

/** Builds CSR arrays from parallel (from, to) arc lists. */
export function toCsr(n: number, from: ArrayLike<number>, to: ArrayLike<number>): { first: Uint32Array; head: Uint32Array } {
  const first = new Uint32Array(n + 1);
  for (let i = 0; i < from.length; i++) first[from[i]! + 1]!++;
  for (let v = 0; v < n; v++) first[v + 1]! += first[v]!;
  const fill = first.slice(0, n);
  const head = new Uint32Array(from.length);
  for (let i = 0; i < from.length; i++) {
    head[fill[from[i]!]!++] = to[i]!;
  }
  return { first, head };
}
