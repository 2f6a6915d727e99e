// Expands a hierarchy arc into the original segment arcs it stands for, recursively through middle nodes.
import type { ChGraph, ChHalf } from '../pack/ch-build.ts';

/** Appends the original arcs of the hierarchy arc tail -> head (with the given `via`) to `out`. */
export function unpackArc(ch: ChGraph, tail: number, head: number, via: number, out: number[]): void {
  if (via < 0) {
    out.push(~via);
    return;
  }
  // The middle node ranks below both ends: tail -> mid is a down arc stored at mid, mid -> head an up arc.
  const mid = via;
  unpackArc(ch, tail, mid, viaOf(ch.down, mid, tail), out);
  unpackArc(ch, mid, head, viaOf(ch.up, mid, head), out);
}

function viaOf(half: ChHalf, at: number, other: number): number {
  for (let a = half.first[at]!, end = half.first[at + 1]!; a < end; a++) if (half.head[a] === other) return half.via[a]!;
  throw new Error(`Contraction hierarchy is inconsistent: no arc between ${at} and ${other}`);
}
