// The extract's map features in the pack ('features.*'): every coordinate of the basemap and admin rings as
// fixed-point integers (1e-7 degrees, OpenStreetMap's own precision) in one array, ring lengths in another,
// and everything else (kinds, names, addresses, points) as JSON.
import { jsonSection, readJsonSection, type RegionPack } from './container.ts';
import { NO_MAP_FEATURES, type AdminArea, type BasemapFeature, type MapFeatures } from './map-features.ts';
import type { LngLat } from './ways.ts';

const SCALE = 1e7;

/** A basemap feature or admin area without its rings, which live in the coordinate sections. */
type BasemapMeta = Omit<BasemapFeature, 'rings'>;
type AdminMeta = Omit<AdminArea, 'polygons'>;

interface FeaturesJson {
  pois: MapFeatures['pois'];
  addresses: MapFeatures['addresses'];
  places: MapFeatures['places'];
  admin: AdminMeta[];
  basemap: BasemapMeta[];
  /** Rings per admin area, then per basemap feature, in order. */
  ringCounts: number[];
}

export function mapFeatureSections(features: MapFeatures): Record<string, ArrayBufferView> {
  const rings: (readonly LngLat[])[] = [];
  const ringCounts: number[] = [];
  for (const a of features.admin) {
    rings.push(...a.polygons);
    ringCounts.push(a.polygons.length);
  }
  for (const f of features.basemap) {
    rings.push(...f.rings);
    ringCounts.push(f.rings.length);
  }
  const points = rings.reduce((n, r) => n + r.length, 0);
  const coords = new Int32Array(points * 2);
  const ringLengths = new Uint32Array(rings.length);
  let k = 0;
  rings.forEach((ring, i) => {
    ringLengths[i] = ring.length;
    for (const [lng, lat] of ring) {
      coords[k++] = Math.round(lng * SCALE);
      coords[k++] = Math.round(lat * SCALE);
    }
  });
  const json: FeaturesJson = {
    pois: features.pois,
    addresses: features.addresses,
    places: features.places,
    admin: features.admin.map(({ polygons: _polygons, ...meta }) => meta),
    basemap: features.basemap.map(({ rings: _rings, ...meta }) => meta),
    ringCounts,
  };
  return { 'features.json': jsonSection(json), 'features.coords': coords, 'features.ringLengths': ringLengths };
}

/** The pack's map features; none for a pack built from a road network only. */
export function readMapFeatures(pack: RegionPack): MapFeatures {
  if (!pack.meta.sections.some((s) => s.name === 'features.json')) return NO_MAP_FEATURES;
  const json = readJsonSection<FeaturesJson>(pack, 'features.json');
  const coords = pack.section('features.coords', 'i32');
  const ringLengths = pack.section('features.ringLengths', 'u32');
  let ring = 0;
  let k = 0;
  const takeRings = (count: number): LngLat[][] => {
    const out: LngLat[][] = [];
    for (let r = 0; r < count; r++, ring++) {
      const points: LngLat[] = [];
      for (let p = 0; p < ringLengths[ring]!; p++, k += 2) points.push([coords[k]! / SCALE, coords[k + 1]! / SCALE]);
      out.push(points);
    }
    return out;
  };
  let feature = 0;
  const admin = json.admin.map((meta) => ({ ...meta, polygons: takeRings(json.ringCounts[feature++]!) }));
  const basemap = json.basemap.map((meta) => ({ ...meta, rings: takeRings(json.ringCounts[feature++]!) }));
  return { pois: json.pois, addresses: json.addresses, places: json.places, admin, basemap };
}
