// Draws a leg: from the snapped start along its partial segment, through every original segment of the
// path (reversed where driven backwards), to the snapped end, as one continuous [lat, lng] line.
import type { RouteGraph } from '../pack/route-graph.ts';
import { arcBackward, arcSegment } from './search.ts';
import type { SnappedPoint } from './snap.ts';

export type LatLngTuple = [number, number];

class Line {
  readonly points: LatLngTuple[] = [];
  add(lat: number, lng: number): void {
    const last = this.points[this.points.length - 1];
    if (!last || last[0] !== lat || last[1] !== lng) this.points.push([lat, lng]);
  }
  /** Points i from..to of the graph, in either direction, inclusive. */
  run(g: RouteGraph, from: number, to: number): void {
    const step = from <= to ? 1 : -1;
    for (let i = from; i !== to + step; i += step) this.add(g.ptLat[i]!, g.ptLng[i]!);
  }
}

/** Shape of a leg that stays on one segment. */
export function directShape(g: RouteGraph, a: SnappedPoint, b: SnappedPoint, backward: boolean): LatLngTuple[] {
  const line = new Line();
  line.add(a.lat, a.lng);
  if (!backward && b.point > a.point) line.run(g, a.point + 1, b.point);
  if (backward && a.point > b.point) line.run(g, a.point, b.point + 1);
  line.add(b.lat, b.lng);
  return line.points;
}

/**
 * Shape of a leg through the graph. `leavesForward`: the route leaves a towards its segment's `to` node;
 * `arrivesForward`: it reaches b coming from its segment's `from` node.
 */
export function graphShape(g: RouteGraph, a: SnappedPoint, arcs: readonly number[], b: SnappedPoint, leavesForward: boolean, arrivesForward: boolean): LatLngTuple[] {
  const line = new Line();
  line.add(a.lat, a.lng);
  const aEnd = g.segGeom[a.segment + 1]! - 1;
  if (leavesForward) line.run(g, a.point + 1, aEnd);
  else line.run(g, a.point, g.segGeom[a.segment]!);
  for (const code of arcs) {
    const s = arcSegment(code);
    const first = g.segGeom[s]!;
    const last = g.segGeom[s + 1]! - 1;
    if (arcBackward(code)) line.run(g, last, first);
    else line.run(g, first, last);
  }
  const bEnd = g.segGeom[b.segment + 1]! - 1;
  if (arrivesForward) line.run(g, g.segGeom[b.segment]!, b.point);
  else line.run(g, bEnd, b.point + 1);
  line.add(b.lat, b.lng);
  return line.points;
}
