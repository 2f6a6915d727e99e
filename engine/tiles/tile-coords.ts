// Slippy-map (Web Mercator XYZ) tile numbers, for tests and benchmarks that walk a region's tiles.
import type { Bounds } from '../pack/container.ts';

export type TileCoord = readonly [z: number, x: number, y: number];

/** The tile at zoom z that holds a point. */
export function tileAt(lat: number, lng: number, z: number): TileCoord {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  const x = Math.floor(((lng + 180) / 360) * n);
  const y = Math.floor(((1 - Math.asinh(Math.tan(rad)) / Math.PI) / 2) * n);
  return [z, Math.min(n - 1, Math.max(0, x)), Math.min(n - 1, Math.max(0, y))];
}

/** Every tile at zoom z that overlaps the bounds, row by row. */
export function tilesCovering(b: Bounds, z: number): TileCoord[] {
  const [, x0, y0] = tileAt(b.maxLat, b.minLng, z);
  const [, x1, y1] = tileAt(b.minLat, b.maxLng, z);
  const out: TileCoord[] = [];
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) out.push([z, x, y]);
  return out;
}
