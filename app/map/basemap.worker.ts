// Draws the vector basemap off the page's thread: OpenLayers' vector tile renderer on an OffscreenCanvas, one
// frame for each view the page sends, handed back as a bitmap. Reading tiles, building their instructions and
// painting their polygons and labels took most of a map page's long tasks on a mid-range phone.
import { getUid } from 'ol/util';
import { inView } from 'ol/layer/Layer';
import type { FrameState } from 'ol/Map';
import { get as getProjection } from 'ol/proj';
import TileQueue, { getTilePriority } from 'ol/TileQueue';
import type VectorTileLayer from 'ol/layer/VectorTile';
import type { FromWorker, ToWorker } from './basemap-messages.ts';
import { createVectorBasemap } from './vector-basemap.ts';

const post = (message: FromWorker, transfer: Transferable[] = []) => (self as unknown as Worker).postMessage(message, transfer);

const canvas = new OffscreenCanvas(1, 1);
// The renderer draws into this canvas's context when it draws at all; a frame it skips (the view outside the
// layer's zooms) is handed back blank, and a canvas without a context cannot hand back a bitmap.
canvas.getContext('2d');
let layer: VectorTileLayer | null = null;
let frameState: FrameState | null = null;
let frameIndex = 0;

const tileQueue = new TileQueue(
  (tile, sourceKey, center, resolution) => (frameState ? getTilePriority(frameState, tile, sourceKey, center, resolution) : 0),
  () => post({ type: 'changed' }),
);

let nextTileId = 0;
const waiting = new Map<number, { resolve: (bytes: ArrayBuffer) => void; reject: (error: Error) => void }>();
const askPage = (url: string, tileCoord: number[]) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const id = nextTileId++;
    waiting.set(id, { resolve, reject });
    post({ type: 'tile', id, url, tileCoord });
  });

function render(frame: Extract<ToWorker, { type: 'render' }>['frame']) {
  if (!layer) return;
  const layerState = layer.getLayerState();
  const viewState = { center: frame.center, resolution: frame.resolution, rotation: frame.rotation, zoom: frame.zoom, projection: getProjection('EPSG:3857')! };
  frameState = {
    animate: false,
    coordinateToPixelTransform: frame.coordinateToPixelTransform,
    declutter: null,
    extent: frame.extent,
    index: frameIndex++,
    layerIndex: 0,
    layerStatesArray: [layerState],
    pixelRatio: frame.pixelRatio,
    pixelToCoordinateTransform: frame.pixelToCoordinateTransform,
    postRenderFunctions: [],
    size: frame.size,
    tileQueue,
    time: Date.now(),
    usedTiles: {},
    viewState,
    viewHints: frame.viewHints,
    wantedTiles: {},
    mapId: getUid(layer),
    renderTargets: {},
  } as unknown as FrameState;
  const width = Math.round(frame.size[0]! * frame.pixelRatio);
  const height = Math.round(frame.size[1]! * frame.pixelRatio);
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
  if (inView(layerState, viewState)) {
    layer.render(frameState, canvas as unknown as HTMLElement);
    layer.renderDeclutter(frameState, layerState);
    layer.renderDeferred(frameState);
  }
  for (const fn of frameState.postRenderFunctions) fn(null as never, frameState);
  if (tileQueue.getTilesLoading() < 8) {
    tileQueue.reprioritize();
    tileQueue.loadMoreTiles(8, 2);
  }
  const bitmap = canvas.transferToImageBitmap();
  post({ type: 'rendered', bitmap, center: frame.center, resolution: frame.resolution, rotation: frame.rotation, pixelRatio: frame.pixelRatio }, [bitmap]);
}

self.onmessage = ({ data }: MessageEvent<ToWorker>) => {
  switch (data.type) {
    case 'init':
      layer = createVectorBasemap({ ...data, loadBytes: askPage, transition: 0 });
      break;
    case 'render':
      render(data.frame);
      break;
    case 'tile': {
      const request = waiting.get(data.id);
      waiting.delete(data.id);
      if (data.bytes) request?.resolve(data.bytes);
      else request?.reject(new Error('tile not available'));
      break;
    }
  }
};
