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

/**
 * How far a thing is from the point a search is biased to, as a ranking penalty: 3 per doubling of 1 + km, at most
 * 15 (about 30 km); an approximate distance will do. 0 without a bias.
 */
export function distancePenalty(near: { lat: number; lng: number } | undefined, lat: number, lng: number): number {
  if (!near) return 0;
  const dLat = Math.abs(lat - near.lat);
  if (dLat > 1) return 15;
  const km = Math.hypot(dLat, (lng - near.lng) * Math.cos((near.lat * Math.PI) / 180)) * 111.32;
  return Math.min(15, 3 * Math.log2(1 + km));
}
