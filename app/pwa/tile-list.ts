// Which map tiles cover a view: the slippy-map (Web Mercator XYZ) tile math behind 'Save this area offline'.

export interface LatLng {
  lat: number;
  lng: number;
}

/** A view's bounding box: ul the north-west corner, lr the south-east corner (SPEC §3). */
export interface Extent {
  ul: LatLng;
  lr: LatLng;
}

export interface TileAddress {
  z: number;
  x: number;
  y: number;
}

/** Web Mercator stops at about ±85.0511°; beyond it there are no tiles. */
export const MAX_MERCATOR_LAT = 85.0511287798066;

/** Measured on the offline region's vector tiles at zooms 10–16 (563 B to 146 kB, most 10–60 kB). */
export const AVERAGE_TILE_BYTES = 25_000;

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

export function tileX(lng: number, z: number): number {
  const n = 2 ** z;
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  // lng 180 wraps to -180: the east edge of the world is the west edge of tile 0.
  const x = lng === 180 ? n - 1 : Math.floor(((wrapped + 180) / 360) * n);
  return clamp(x, 0, n - 1);
}

export function tileY(lat: number, z: number): number {
  const n = 2 ** z;
  const rad = (clamp(lat, -MAX_MERCATOR_LAT, MAX_MERCATOR_LAT) * Math.PI) / 180;
  const y = Math.floor(((1 - Math.asinh(Math.tan(rad)) / Math.PI) / 2) * n);
  return clamp(y, 0, n - 1);
}

/** The column ranges of an extent at one zoom: two when it crosses the antimeridian (ul east of lr). */
function columns(extent: Extent, z: number): [number, number][] {
  const west = tileX(extent.ul.lng, z);
  const east = tileX(extent.lr.lng, z);
  if (extent.ul.lng <= extent.lr.lng) return [[west, east]];
  return [
    [west, 2 ** z - 1],
    [0, east],
  ];
}

function rows(extent: Extent, z: number): [number, number] {
  const north = Math.max(extent.ul.lat, extent.lr.lat);
  const south = Math.min(extent.ul.lat, extent.lr.lat);
  return [tileY(north, z), tileY(south, z)];
}

/** How many tiles cover the extent at these zooms, without listing them. */
export function countTiles(extent: Extent, zooms: readonly number[]): number {
  let total = 0;
  for (const z of new Set(zooms)) {
    const [top, bottom] = rows(extent, z);
    for (const [west, east] of columns(extent, z)) total += (east - west + 1) * (bottom - top + 1);
  }
  return total;
}

/** Every tile covering the extent at each zoom, lowest zoom first, row by row. */
export function listTiles(extent: Extent, zooms: readonly number[]): TileAddress[] {
  const tiles: TileAddress[] = [];
  for (const z of [...new Set(zooms)].sort((a, b) => a - b)) {
    const [top, bottom] = rows(extent, z);
    for (let y = top; y <= bottom; y++) {
      for (const [west, east] of columns(extent, z)) for (let x = west; x <= east; x++) tiles.push({ z, x, y });
    }
  }
  return tiles;
}

/** Fills a template such as '/tiles/map/{z}/{x}/{y}'. */
export function tileUrl(template: string, { z, x, y }: TileAddress): string {
  return template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
}

/** Zooms from..to inclusive, within the style's limits. */
export function zoomRange(from: number, to: number, minZoom = 0, maxZoom = 22): number[] {
  const lo = clamp(Math.min(from, to), minZoom, maxZoom);
  const hi = clamp(Math.max(from, to), minZoom, maxZoom);
  return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
}

/** '740 kB', '12.5 MB': a size estimate for people, in decimal units. */
export function formatBytes(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
