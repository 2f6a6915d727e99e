// Distances along a road's [lng, lat] polyline: where a simulated incident sits and which stretch it covers.
import { haversineMeters, projectOnSegment } from '../geocode/geo.ts';
import type { LngLat } from '../pack/ways.ts';

export function lengthMeters(coords: readonly LngLat[]): number {
  let sum = 0;
  for (let i = 1; i < coords.length; i++) sum += segmentMeters(coords[i - 1]!, coords[i]!);
  return sum;
}

/** The point `d` metres along the line (clamped to its ends), interpolated on its segment. */
export function pointAlong(coords: readonly LngLat[], d: number): LngLat {
  return walk(coords, d).point;
}

/** The stretch between `from` and `to` metres along the line (clamped), as a polyline of at least two points. */
export function sliceAlong(coords: readonly LngLat[], from: number, to: number): LngLat[] {
  const start = walk(coords, from);
  const end = walk(coords, to);
  return [start.point, ...coords.slice(start.segment + 1, end.segment + 1), end.point];
}

/** Compass heading, 0 = north, of the segment that holds the point `d` metres along the line. */
export function headingAlong(coords: readonly LngLat[], d: number): number {
  const { segment } = walk(coords, d);
  const [ax, ay] = coords[segment]!;
  const [bx, by] = coords[Math.min(segment + 1, coords.length - 1)]!;
  const east = (bx - ax) * Math.cos((ay * Math.PI) / 180);
  return ((Math.atan2(east, by - ay) * 180) / Math.PI + 360) % 360;
}

/** Metres from the point to the nearest segment of the line. */
export function distanceToLine(lng: number, lat: number, coords: readonly LngLat[]): number {
  const kx = Math.cos((lat * Math.PI) / 180);
  let best = Infinity;
  for (let i = 1; i < coords.length; i++) {
    const [ax, ay] = coords[i - 1]!;
    const [bx, by] = coords[i]!;
    best = Math.min(best, projectOnSegment(lng, lat, ax, ay, bx, by, kx).dist);
  }
  return coords.length === 1 ? haversineMeters(lat, lng, coords[0]![1], coords[0]![0]) : best;
}

function segmentMeters(a: LngLat, b: LngLat): number {
  return haversineMeters(a[1], a[0], b[1], b[0]);
}

/** The segment index holding the point `d` metres along, and the point itself. */
function walk(coords: readonly LngLat[], d: number): { segment: number; point: LngLat } {
  let left = Math.max(0, d);
  for (let i = 1; i < coords.length; i++) {
    const a = coords[i - 1]!;
    const b = coords[i]!;
    const len = segmentMeters(a, b);
    if (left <= len || i === coords.length - 1) {
      const t = len > 0 ? Math.min(1, left / len) : 0;
      return { segment: i - 1, point: [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])] };
    }
    left -= len;
  }
  return { segment: 0, point: coords[0]! };
}
