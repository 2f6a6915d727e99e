// Draws a leg: from the snapped start along its partial segment, through every original segment of the
// path (reversed where driven backwards), to the snapped end. Each segment driven is one piece, so the
// directions can tell which road each stretch is on; joined, the pieces are one continuous [lat, lng] line.
import type { RouteGraph } from '../pack/route-graph.ts';
import { arcBackward, arcSegment } from './search.ts';
import type { SnappedPoint } from './snap.ts';

export type LatLngTuple = [number, number];

/** A stretch of one segment, in driving order. */
export interface Piece {
  segment: number;
  /** Driven from the segment's `to` node towards its `from` node. */
  backward: boolean;
  /** The whole segment, end node to end node (its length is the segment's). */
  whole: boolean;
  points: LatLngTuple[];
}

class Line {
  readonly points: LatLngTuple[] = [];
  add(lat: number, lng: number): void {
    const last = this.points[this.points.length - 1];
    if (!last || last[0] !== lat || last[1] !== lng) this.points.push([lat, lng]);
  }
  /** Points i from..to of the graph, in either direction, inclusive. */
  run(g: RouteGraph, from: number, to: number): this {
    const step = from <= to ? 1 : -1;
    for (let i = from; i !== to + step; i += step) this.add(g.ptLat[i]!, g.ptLng[i]!);
    return this;
  }
}

/** The pieces' points as one line, without repeating the point where two pieces meet. */
export function joinPieces(pieces: readonly Piece[]): LatLngTuple[] {
  const line = new Line();
  for (const p of pieces) for (const [lat, lng] of p.points) line.add(lat, lng);
  return line.points;
}

/** The one piece of a leg that stays on one segment. */
export function directPieces(g: RouteGraph, a: SnappedPoint, b: SnappedPoint, backward: boolean): Piece[] {
  const line = new Line();
  line.add(a.lat, a.lng);
  if (!backward && b.point > a.point) line.run(g, a.point + 1, b.point);
  if (backward && a.point > b.point) line.run(g, a.point, b.point + 1);
  line.add(b.lat, b.lng);
  return [{ segment: a.segment, backward, whole: false, points: line.points }];
}

/**
 * The pieces of a leg through the graph. `leavesForward`: the route leaves a towards its segment's `to` node;
 * `arrivesForward`: it reaches b coming from its segment's `from` node.
 */
export function graphPieces(g: RouteGraph, a: SnappedPoint, arcs: readonly number[], b: SnappedPoint, leavesForward: boolean, arrivesForward: boolean): Piece[] {
  const first = new Line();
  first.add(a.lat, a.lng);
  if (leavesForward) first.run(g, a.point + 1, g.segGeom[a.segment + 1]! - 1);
  else first.run(g, a.point, g.segGeom[a.segment]!);
  const pieces: Piece[] = [{ segment: a.segment, backward: !leavesForward, whole: false, points: first.points }];
  for (const code of arcs) {
    const s = arcSegment(code);
    const start = g.segGeom[s]!;
    const end = g.segGeom[s + 1]! - 1;
    const backward = arcBackward(code);
    pieces.push({ segment: s, backward, whole: true, points: new Line().run(g, backward ? end : start, backward ? start : end).points });
  }
  const last = new Line();
  if (arrivesForward) last.run(g, g.segGeom[b.segment]!, b.point);
  else last.run(g, g.segGeom[b.segment + 1]! - 1, b.point + 1);
  last.add(b.lat, b.lng);
  pieces.push({ segment: b.segment, backward: !arrivesForward, whole: false, points: last.points });
  return pieces;
}
