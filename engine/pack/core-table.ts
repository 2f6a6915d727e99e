// The hierarchy's core: the top K nodes by contraction rank and a table of the shortest time between every
// ordered pair of them. Almost every query climbs into the top of the hierarchy, so a query that stops where
// it enters the core and reads the table settles a few nodes per side instead of dozens.
import { ChMatrix } from '../routing/ch-matrix.ts';
import type { ChGraph } from './ch-build.ts';

/**
 * Core size K for a small network: the table is K² u32 times. On Gothenburg (13,562 nodes) a warm query takes
 * 12.6 µs with no core, 3.5 µs with 256 (0.3 MB), 2.3 µs with 512 (1 MB), 1.5 µs with 1024 (4.2 MB): 512 buys
 * most of it for 1 MB.
 */
export const CORE_SIZE = 512;
/** The largest core: a 64 MB table. */
export const MAX_CORE_SIZE = 4096;

/**
 * The core grows with the network, doubling each time the node count quadruples past 65,536 (K ∝ √n, as the
 * top of a hierarchy does): with a fixed 512 the searches of a big network climb far before they reach it,
 * and the slowest queries are the ones that climb farthest (p99 1.5 ms at 1M edges).
 */
export function coreSizeFor(nodes: number): number {
  let k = CORE_SIZE;
  for (let n = 65_536; n < nodes && k < MAX_CORE_SIZE; n *= 4) k *= 2;
  return k;
}

/** No path between the two core nodes (the graph is one strongly connected component, so only in tests). */
export const CORE_UNREACHABLE = 0xffffffff;

/** Core size K of a table (its length is K²). */
export const coreSize = (core: Uint32Array | undefined): number => (core ? Math.round(Math.sqrt(core.length)) : 0);

/** Tables the top `size` nodes of a hierarchy whose node ids are contraction ranks (see renumber.ts). */
export function buildCoreTable(ch: ChGraph, size = coreSizeFor(ch.up.first.length - 1)): Uint32Array {
  const n = ch.up.first.length - 1;
  const k = Math.min(size, n);
  const seeds = Array.from({ length: k }, (_, i) => [{ node: n - k + i, time: 0, len: 0 }]);
  const { time } = new ChMatrix(ch).run(seeds, seeds);
  return Uint32Array.from(time, (t) => (Number.isFinite(t) ? t : CORE_UNREACHABLE));
}
