// The offline engine's vector basemap as an OpenLayers layer, the same on the page and in the map worker:
// Mapbox Vector Tiles whose bytes come from `loadBytes`, drawn with the basemap style of the theme's palette.
import type { FeatureLike } from 'ol/Feature';
import MVT from 'ol/format/MVT';
import VectorTileLayer from 'ol/layer/VectorTile';
import VectorTileSource from 'ol/source/VectorTile';
import type { LoadFunction } from 'ol/Tile';
import type VectorTile from 'ol/VectorTile';
import type { MapStyle } from '../../service/contract/index.ts';
import { basemapStyle, PALETTES } from './basemap-style.ts';

export type TileBytes = (url: string, tileCoord: number[]) => Promise<ArrayBuffer | Uint8Array>;

export interface VectorBasemapOptions {
  style: Pick<MapStyle, 'tileUrl' | 'minZoom' | 'maxZoom'>;
  attribution: string;
  theme: 'light' | 'dark';
  loadBytes: TileBytes;
  /** Hands a tile's reading to the caller's schedule (default: at once). */
  read?: (read: () => void) => void;
  /** Tile fade-in in milliseconds (OpenLayers' default 250). */
  transition?: number;
}

export function createVectorBasemap({ style, attribution, theme, loadBytes, read = (r) => r(), transition }: VectorBasemapOptions): VectorTileLayer {
  const load: LoadFunction = (tile, url) => {
    const vector = tile as VectorTile<FeatureLike>;
    vector.setLoader((extent, _resolution, projection) => {
      loadBytes(url, vector.getTileCoord()).then(
        (bytes) => read(() => vector.setFeatures(vector.getFormat().readFeatures(bytes, { extent, featureProjection: projection }))),
        () => vector.onError(),
      );
    });
  };
  return new VectorTileLayer({
    source: new VectorTileSource({
      format: new MVT(),
      url: style.tileUrl,
      tileLoadFunction: load,
      maxZoom: style.maxZoom,
      minZoom: style.minZoom,
      attributions: attribution,
      transition,
    }),
    style: basemapStyle(PALETTES[theme]),
    declutter: true,
    background: PALETTES[theme].land,
  });
}
