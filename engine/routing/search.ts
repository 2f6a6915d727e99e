// The contract both path searches (CH and the Dijkstra oracle) offer to the router: seeded sources and
// targets with partial-segment costs, the best time and length, and the path as original segment arcs.

export interface PathSearch {
  reset(): void;
  addSource(node: number, time: number, len: number): void;
  addTarget(node: number, time: number, len: number): void;
  /** Best time in ms (Infinity when no target is reachable). */
  run(): number;
  /** Length in metres of the path found by the last run, seeds included. */
  readonly length: number;
  /** Node where the found path leaves its source seed and where it enters its target seed. */
  readonly startNode: number;
  readonly endNode: number;
  /** Appends the path's original arcs as segment*2 + (1 if traversed to->from) to `out`. */
  path(out: number[]): void;
}

export const arcSegment = (code: number): number => code >>> 1;
export const arcBackward = (code: number): boolean => (code & 1) === 1;
