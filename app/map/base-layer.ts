// Builds the basemap layer for a style of the map configuration: vector tiles from the offline engine (through the
// proxy, else cut on the device from a stored region pack), or raster tiles from the provider through the proxy.
import MVT from 'ol/format/MVT';
import TileLayer from 'ol/layer/Tile';
import VectorTileLayer from 'ol/layer/VectorTile';
import type { FeatureLike } from 'ol/Feature';
import type VectorTile from 'ol/VectorTile';
import VectorTileSource from 'ol/source/VectorTile';
import type { LoadFunction } from 'ol/Tile';
import XYZ from 'ol/source/XYZ';
import type { MapStyle } from '../../proxy/contract/index.ts';
import { STATIC_BUILD } from '../device/device-paths.ts';
import { basemapStyle, PALETTES } from './basemap-style.ts';
import { readInTurn } from './tile-pacing.ts';

export type BaseLayer = TileLayer<XYZ> | VectorTileLayer;

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

const loadVectorTile: LoadFunction = (tile, url) => {
  const vector = tile as VectorTile<FeatureLike>;
  vector.setLoader((extent, _resolution, projection) => {
    tileBytes(url, vector.getTileCoord()).then(
      (bytes) => readInTurn(() => vector.setFeatures(vector.getFormat().readFeatures(bytes, { extent, featureProjection: projection }))),
      () => vector.onError(),
    );
  });
};

export function createBaseLayer(style: MapStyle, attribution: string, theme: 'light' | 'dark'): BaseLayer {
  const url = style.tileUrl;
  if (style.format === 'vector') {
    return new VectorTileLayer({
      source: new VectorTileSource({
        format: new MVT(),
        url,
        tileLoadFunction: loadVectorTile,
        maxZoom: style.maxZoom,
        minZoom: style.minZoom,
        attributions: attribution,
      }),
      style: basemapStyle(PALETTES[theme]),
      declutter: true,
      background: PALETTES[theme].land,
      properties: { base: true },
    });
  }
  return new TileLayer({
    source: new XYZ({ url, maxZoom: style.maxZoom, minZoom: style.minZoom, attributions: attribution, crossOrigin: 'anonymous' }),
    properties: { base: true },
  });
}
