// What the page and the basemap worker (basemap.worker.ts) say to each other.
import type { MapStyle } from '../../service/contract/index.ts';

/** The part of an OpenLayers frame the worker draws from. */
export interface FrameRequest {
  center: number[];
  resolution: number;
  rotation: number;
  zoom: number;
  size: number[];
  pixelRatio: number;
  extent: number[];
  viewHints: number[];
  coordinateToPixelTransform: number[];
  pixelToCoordinateTransform: number[];
}

export type ToWorker =
  | { type: 'init'; style: Pick<MapStyle, 'tileUrl' | 'minZoom' | 'maxZoom'>; attribution: string; theme: 'light' | 'dark' }
  | { type: 'render'; frame: FrameRequest }
  | { type: 'tile'; id: number; bytes: ArrayBuffer | null };

export type FromWorker =
  /** The worker needs a tile's bytes: the page fetches them (its service worker, else the device's region pack). */
  | { type: 'tile'; id: number; url: string; tileCoord: number[] }
  /** A frame, drawn for the view it names (none when there was nothing to draw). */
  | { type: 'rendered'; bitmap: ImageBitmap | null; center: number[]; resolution: number; rotation: number; pixelRatio: number }
  /** A tile arrived: the map should ask for a new frame. */
  | { type: 'changed' };
