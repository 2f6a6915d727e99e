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
  /** Name of the offline region, null for a worldwide provider. */
  region: z.string().nullable(),
  attribution: z.string(),
});
export type MapConfigResponse = z.infer<typeof MapConfigResponse>;
