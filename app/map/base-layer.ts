// Builds the basemap layer for a style of the map configuration: vector tiles from the offline engine (through the
// proxy, else cut on the device from a stored region pack), drawn by a worker where the browser can, or raster
// tiles from the provider through the proxy.
import type Layer from 'ol/layer/Layer';
import TileLayer from 'ol/layer/Tile';
import XYZ from 'ol/source/XYZ';
import type { MapStyle } from '../../service/contract/index.ts';
import { STATIC_BUILD } from '../device/device-paths.ts';
import { canDrawInWorker, OffscreenBasemap } from './offscreen-basemap.ts';
import { readInTurn } from './tile-pacing.ts';
import { createVectorBasemap } from './vector-basemap.ts';

export type BaseLayer = Layer;

/** The network's tile (or the service worker's copy); else one cut on the device from a stored region pack. */
async function tileBytes(url: string, [z, x, y]: number[]): Promise<ArrayBuffer | Uint8Array> {
  // A static build has no tile server: its tiles are cut on the device.
  if (!STATIC_BUILD) {
    try {
      const response = await fetch(url);
      if (response.ok) return await response.arrayBuffer();
    } catch {
      // Offline: the device may hold the region.
    }
  }
  const onDevice = await (await import('../device/device-engine.ts')).tileOnDevice(z!, x!, y!);
  if (!onDevice) throw new Error(`No map tile ${z}/${x}/${y} on the network or on this device`);
  return onDevice;
}

export function createBaseLayer(style: MapStyle, attribution: string, theme: 'light' | 'dark', onPage = false): BaseLayer {
  if (style.format === 'vector') {
    const options = { style, attribution, theme, loadBytes: tileBytes };
    return canDrawInWorker() && !onPage ? new OffscreenBasemap(options) : createVectorBasemap({ ...options, read: readInTurn });
  }
  return new TileLayer({
    source: new XYZ({ url: style.tileUrl, maxZoom: style.maxZoom, minZoom: style.minZoom, attributions: attribution, crossOrigin: 'anonymous' }),
  });
}
