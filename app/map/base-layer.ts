// Builds the basemap layer for a style of the map configuration: vector tiles from the offline engine, or
// raster tiles from the provider, both through the proxy.
import MVT from 'ol/format/MVT';
import TileLayer from 'ol/layer/Tile';
import VectorTileLayer from 'ol/layer/VectorTile';
import VectorTileSource from 'ol/source/VectorTile';
import XYZ from 'ol/source/XYZ';
import type { MapStyle } from '../../proxy/contract/index.ts';
import { basemapStyle, PALETTES } from './basemap-style.ts';

export type BaseLayer = TileLayer<XYZ> | VectorTileLayer;

export function createBaseLayer(style: MapStyle, attribution: string, theme: 'light' | 'dark'): BaseLayer {
  const url = style.tileUrl;
  if (style.format === 'vector') {
    return new VectorTileLayer({
      source: new VectorTileSource({
        format: new MVT(),
        url,
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
