// Strongly connected components (iterative Tarjan), so routing only snaps to roads that can reach, and be
// reached from, everywhere else.

/** Marks the nodes of the largest strongly connected component of a CSR digraph. */
export function largestScc(first: Uint32Array, head: Uint32Array): Uint8Array {
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
  const mark = new Uint8Array(n);
  for (let v = 0; v < n; v++) mark[v] = comp[v] === best ? 1 : 0;
  return mark;
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
