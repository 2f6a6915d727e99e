// Where the traffic map starts and how a picked place re-centres it (SPEC §4, §9).
import type OlMap from 'ol/Map';
import { fromLonLat } from 'ol/proj';
import type { MapConfigResponse } from '../../../service/contract/index.ts';

export const TRAFFIC_ZOOM = 12;
/** With a real provider the demo opens on San Francisco (SPEC §9). */
export const PROVIDER_CENTER = { lat: 37.7749, lng: -122.4194 };

/** Offline, only the bundled region has data, so the map opens on it. */
export function startCenter(config: Pick<MapConfigResponse, 'provider' | 'defaultCenter'>): { lat: number; lng: number } {
  return config.provider === 'offline' ? config.defaultCenter : PROVIDER_CENTER;
}

export function recentre(map: OlMap, { lat, lng }: { lat: number; lng: number }, zoom: number): void {
  const view = map.getView();
  view.setCenter(fromLonLat([lng, lat], view.getProjection()));
  view.setZoom(zoom);
}
