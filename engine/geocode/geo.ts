// Small-area geometry in a local equirectangular frame: metres are accurate to well under 1% within a city.

const M_PER_DEG = 111_320;

export function haversineMeters(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const r = 6_371_008.8;
  const p1 = (lat1 * Math.PI) / 180;
  const p2 = (lat2 * Math.PI) / 180;
  const dp = p2 - p1;
  const dl = ((lng2 - lng1) * Math.PI) / 180;
  const h = Math.sin(dp / 2) ** 2 + Math.cos(p1) * Math.cos(p2) * Math.sin(dl / 2) ** 2;
  return 2 * r * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface SegmentProjection {
  /** Distance from the point to the segment in metres. */
  dist: number;
  /** Position of the foot along the segment, 0..1. */
  t: number;
  lng: number;
  lat: number;
  /** >0 when the point lies left of the a→b direction, <0 right, 0 on the line. */
  cross: number;
}

/** Projects (lng, lat) onto segment a→b; kx = cos(latitude) scales longitude degrees to latitude degrees. */
export function projectOnSegment(
  lng: number,
  lat: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  kx: number,
): SegmentProjection {
  const dx = (bx - ax) * kx;
  const dy = by - ay;
  const px = (lng - ax) * kx;
  const py = lat - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 > 0 ? Math.max(0, Math.min(1, (px * dx + py * dy) / len2)) : 0;
  const fx = px - t * dx;
  const fy = py - t * dy;
  return {
    dist: Math.sqrt(fx * fx + fy * fy) * M_PER_DEG,
    t,
    lng: ax + t * (bx - ax),
    lat: ay + t * (by - ay),
    cross: (dx * py - dy * px) * M_PER_DEG * M_PER_DEG,
  };
}

/** Degrees of latitude for a distance in metres. */
export function metersToDegLat(m: number): number {
  return m / M_PER_DEG;
}
