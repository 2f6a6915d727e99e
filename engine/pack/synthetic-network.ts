// Made-up road networks of any size, for the scale bench and tests: street grids (a hierarchy's worst case:
// every street alike, so contraction meets nothing but ties) and a real network tiled side by side with
// connector roads, so a team can see how build time, pack size and queries grow before it has a country.
import type { LngLat, RoadWay } from './ways.ts';

export interface GridOptions {
  /** Streets each way: side × side junctions. */
  side: number;
  /** Street spacing in degrees (default 0.001, about 111 m near the equator). */
  spacing?: number;
  /** South-west corner (default 0, 0). */
  origin?: LngLat;
  /**
   * Every street alike (residential, two-way) when false; otherwise every 8th street and the outermost
   * secondary, every 32nd primary, and the residential streets between them one-way, alternating direction.
   */
  varied?: boolean;
}

/** A side × side street grid: one way per street, every crossing a junction. */
export function streetGrid({ side, spacing = 0.001, origin = [0, 0], varied = false }: GridOptions): RoadWay[] {
  const ways: RoadWay[] = [];
  const tagsOf = (i: number, name: string): Record<string, string> => {
    if (!varied) return { highway: 'residential', name };
    if (i % 32 === 0) return { highway: 'primary', name };
    if (i % 8 === 0 || i === side - 1) return { highway: 'secondary', name };
    return { highway: 'residential', name, oneway: i % 2 ? 'yes' : '-1' };
  };
  const point = (x: number, y: number): LngLat => [origin[0] + x * spacing, origin[1] + y * spacing];
  for (let y = 0; y < side; y++) {
    ways.push({ id: `way/${ways.length + 1}`, coords: Array.from({ length: side }, (_, x) => point(x, y)), tags: tagsOf(y, `Street ${y}`), area: false });
  }
  for (let x = 0; x < side; x++) {
    ways.push({ id: `way/${ways.length + 1}`, coords: Array.from({ length: side }, (_, y) => point(x, y)), tags: tagsOf(x, `Avenue ${x}`), area: false });
  }
  return ways;
}

/** Road edges of a set of ways: consecutive point pairs, the measure of size the scale figures use. */
export const rawEdges = (ways: readonly RoadWay[]): number => ways.reduce((sum, w) => sum + w.coords.length - 1, 0);

/** Bands per tile side with a connector road across to the next tile. */
const CONNECTOR_BANDS = 4;
const CONNECTOR_CLASSES = new Set(['primary', 'secondary', 'tertiary', 'unclassified', 'residential']);

/**
 * `cols` × `rows` copies of a network side by side (ids suffixed with the copy), each joined to the next east and
 * north by two-way tertiary roads, one per band, between the outermost points of ordinary two-way streets.
 */
export function tiledNetwork(base: readonly RoadWay[], cols: number, rows: number): RoadWay[] {
  let [minLng, minLat, maxLng, maxLat] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const w of base) {
    for (const [lng, lat] of w.coords) {
      minLng = Math.min(minLng, lng);
      maxLng = Math.max(maxLng, lng);
      minLat = Math.min(minLat, lat);
      maxLat = Math.max(maxLat, lat);
    }
  }
  // A gap keeps copies from sharing a coordinate, which would join them where no road does.
  const dLng = (maxLng - minLng) * 1.02;
  const dLat = (maxLat - minLat) * 1.02;
  const anchors = (score: (c: LngLat) => number, band: (c: LngLat) => number): (LngLat | undefined)[] => {
    const best: (LngLat | undefined)[] = Array.from({ length: CONNECTOR_BANDS });
    for (const w of base) {
      if (w.area || !CONNECTOR_CLASSES.has(w.tags.highway ?? '') || w.tags.oneway === 'yes' || w.tags.oneway === '-1') continue;
      for (const c of w.coords) {
        const b = Math.min(CONNECTOR_BANDS - 1, Math.floor(band(c) * CONNECTOR_BANDS));
        if (!best[b] || score(c) > score(best[b])) best[b] = c;
      }
    }
    return best;
  };
  const latBand = (c: LngLat) => (c[1] - minLat) / (maxLat - minLat);
  const lngBand = (c: LngLat) => (c[0] - minLng) / (maxLng - minLng);
  const east = anchors((c) => c[0], latBand);
  const west = anchors((c) => -c[0], latBand);
  const north = anchors((c) => c[1], lngBand);
  const south = anchors((c) => -c[1], lngBand);

  const shift = (c: LngLat | undefined, i: number, j: number): LngLat | undefined => c && [c[0] + i * dLng, c[1] + j * dLat];
  const out: RoadWay[] = [];
  const connect = (id: string, a: LngLat | undefined, b: LngLat | undefined) => {
    if (a && b) out.push({ id, coords: [a, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], b], tags: { highway: 'tertiary', name: 'Connector' }, area: false });
  };
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      for (const w of base) out.push({ ...w, id: `${w.id}@${i},${j}`, coords: w.coords.map((c) => [c[0] + i * dLng, c[1] + j * dLat] as const) });
      for (let b = 0; b < CONNECTOR_BANDS; b++) {
        if (i + 1 < cols) connect(`connector/e${b}@${i},${j}`, shift(east[b], i, j), shift(west[b], i + 1, j));
        if (j + 1 < rows) connect(`connector/n${b}@${i},${j}`, shift(north[b], i, j), shift(south[b], i, j + 1));
      }
    }
  }
  return out;
}
