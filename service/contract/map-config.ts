// GET /api/map/config: how the browser should draw maps; tiles come through the proxy and no secret is ever sent.
import { z } from 'zod';
import { LatLng } from './common.ts';

/** Sent as `apiKey`: SPEC §8 fails with 'Failed to get … API key' when it is missing, yet the real key stays server-side. */
export const API_KEY_PLACEHOLDER = 'proxy';

export const MapStyle = z.object({
  id: z.enum(['map', 'satellite']),
  /** XYZ template served by the proxy, e.g. /tiles/map/{z}/{x}/{y}. */
  tileUrl: z.string(),
  /** raster: PNG/JPEG images; vector: Mapbox Vector Tiles (application/vnd.mapbox-vector-tile). */
  format: z.enum(['raster', 'vector']),
  minZoom: z.number(),
  maxZoom: z.number(),
});
export type MapStyle = z.infer<typeof MapStyle>;

/** A region's stable slug: 'Gothenburg, Sweden' -> 'gothenburg-sweden'. */
export const regionId = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** One offline region pack the server holds (SPEC extension: several regions are served at once). */
export const OfflineRegionInfo = z.object({
  /** Stable slug, e.g. 'liechtenstein'. */
  id: z.string(),
  /** e.g. 'Liechtenstein' or 'Gothenburg, Sweden'. */
  name: z.string(),
  bounds: z.object({ ul: LatLng, lr: LatLng }),
  center: LatLng,
  /** A zoom that shows the whole region. */
  zoom: z.number(),
  /** When the map data was last edited (ISO date), null when unknown. */
  dataDate: z.string().nullable(),
  /** Where the data comes from, with its licence. */
  source: z.string(),
  attribution: z.string(),
  /** 'full': roads, addresses, points of interest, places and basemap; 'roads': a road network only. */
  contents: z.enum(['full', 'roads']),
});
export type OfflineRegionInfo = z.infer<typeof OfflineRegionInfo>;

export const MapConfigResponse = z.object({
  provider: z.enum(['offline', 'mapquest']),
  /** Human name used in messages, e.g. 'MapQuest' or 'Offline map'. */
  providerName: z.string(),
  /** Whether the server has a provider key configured (the key itself is never sent). */
  hasKey: z.boolean(),
  apiKey: z.literal(API_KEY_PLACEHOLDER),
  /** Template of the default style (same as styles[0].tileUrl). */
  tileUrl: z.string(),
  styles: z.array(MapStyle),
  defaultCenter: LatLng,
  defaultZoom: z.number(),
  /** The area the data covers (offline region), null when worldwide. */
  bounds: z.object({ ul: LatLng, lr: LatLng }).nullable(),
  /** Name of the default offline region, null for a worldwide provider. */
  region: z.string().nullable(),
  /** Every offline region served, the default first; empty for a worldwide provider. */
  regions: z.array(OfflineRegionInfo),
  attribution: z.string(),
});
export type MapConfigResponse = z.infer<typeof MapConfigResponse>;
