// Snaps a coordinate to the nearest point of the nearest routable road, through the pack's spatial index.
import type { RouteGraph } from '../pack/route-graph.ts';
import type { SnapIndex } from '../pack/graph-sections.ts';
import { haversineMeters } from './geo.ts';
import type { Meters } from './units.ts';

export interface SnappedPoint {
  lat: number;
  lng: number;
  segment: number;
  /** Index (into the graph's points) of the first point of the geometry piece the snapped point lies on. */
  point: number;
  /** Distance along the segment from its `from` node to the snapped point. */
  offset: Meters;
  /** Distance from the asked location to the snapped point. */
  distance: Meters;
}

export class Snapper {
  constructor(
    private readonly g: RouteGraph,
    private readonly idx: SnapIndex,
  ) {}

  /** The nearest road point within maxDistance (on a road `accept` takes, if given), or null when there is none. */
  nearest(lat: number, lng: number, maxDistance: Meters, accept?: (segment: number) => boolean): SnappedPoint | null {
    const { index, projection } = this.idx;
    const px = projection.x(lng);
    const py = projection.y(lat);
    const filter = accept && ((item: number) => accept(this.idx.itemSegment[item]!));
    const firstGuess = index.neighbors(px, py, 1, maxDistance, filter);
    if (firstGuess.length === 0) return null;
    // Box distance never exceeds true distance, so every item that can beat the first guess is within it.
    const bound = Math.min(maxDistance, this.project(firstGuess[0]!, px, py).d);
    let best: { item: number; t: number; d: number } | null = null;
    for (const item of index.neighbors(px, py, Infinity, bound + 1e-6, filter)) {
      const p = this.project(item, px, py);
      if (!best || p.d < best.d) best = { item, ...p };
    }
    if (!best || best.d > maxDistance) return null;
    return this.pointOn(best.item, best.t, lat, lng);
  }

  /** Distance (local metres) from (px, py) to the item's piece and the parameter t in [0, 1] of the foot point. */
  private project(item: number, px: number, py: number): { t: number; d: number } {
    const { g } = this;
    const { projection } = this.idx;
    const k = this.idx.itemPoint[item]!;
    const ax = projection.x(g.ptLng[k]!);
    const ay = projection.y(g.ptLat[k]!);
    const dx = projection.x(g.ptLng[k + 1]!) - ax;
    const dy = projection.y(g.ptLat[k + 1]!) - ay;
    const l2 = dx * dx + dy * dy;
    const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / l2));
    return { t, d: Math.hypot(ax + t * dx - px, ay + t * dy - py) };
  }

  private pointOn(item: number, t: number, lat: number, lng: number): SnappedPoint {
    const { g } = this;
    const segment = this.idx.itemSegment[item]!;
    const k = this.idx.itemPoint[item]!;
    const sLat = g.ptLat[k]! + t * (g.ptLat[k + 1]! - g.ptLat[k]!);
    const sLng = g.ptLng[k]! + t * (g.ptLng[k + 1]! - g.ptLng[k]!);
    let offset = 0;
    for (let p = g.segGeom[segment]!; p < k; p++) offset += haversineMeters(g.ptLat[p]!, g.ptLng[p]!, g.ptLat[p + 1]!, g.ptLng[p + 1]!);
    offset += haversineMeters(g.ptLat[k]!, g.ptLng[k]!, sLat, sLng);
    return {
      lat: sLat,
      lng: sLng,
      segment,
      point: k,
      offset: Math.min(offset, g.segLength[segment]!) as Meters,
      distance: haversineMeters(lat, lng, sLat, sLng) as Meters,
    };
  }
}
