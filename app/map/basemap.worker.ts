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
import { PALETTES } from './basemap-style.ts';
import { createVectorBasemap } from './vector-basemap.ts';

const post = (message: FromWorker, transfer: Transferable[] = []) => (self as unknown as Worker).postMessage(message, transfer);

const canvas = new OffscreenCanvas(1, 1);
const context = canvas.getContext('2d')!;
let layer: VectorTileLayer | null = null;
let land = '';
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
  const drawnInto = inView(layerState, viewState) ? layer.render(frameState, canvas as unknown as HTMLElement) : null;
  if (drawnInto) {
    layer.renderDeclutter(frameState, layerState);
    layer.renderDeferred(frameState);
    if (drawnInto !== (canvas as unknown)) copyFromRenderer(layer, frame.pixelRatio);
  }
  for (const fn of frameState.postRenderFunctions) fn(null as never, frameState);
  if (tileQueue.getTilesLoading() < 8) {
    tileQueue.reprioritize();
    tileQueue.loadMoreTiles(8, 2);
  }
  // A frame the renderer skipped hands back nothing: the page keeps showing the last one.
  const bitmap = drawnInto ? canvas.transferToImageBitmap() : null;
  post({ type: 'rendered', bitmap, center: frame.center, resolution: frame.resolution, rotation: frame.rotation, pixelRatio: frame.pixelRatio }, bitmap ? [bitmap] : []);
}

/**
 * The renderer draws straight into `canvas` only when the view's size in device pixels is whole; otherwise (a
 * 412 px map at 2.625 device pixels per pixel) into a canvas of its own, placed by its pixel transform.
 */
function copyFromRenderer(drawn: VectorTileLayer, pixelRatio: number) {
  const renderer = drawn.getRenderer() as unknown as { context: OffscreenCanvasRenderingContext2D | null; pixelTransform: number[] };
  if (!renderer.context) return;
  const [a, b, c, d, e, f] = renderer.pixelTransform.map((n) => n * pixelRatio) as [number, number, number, number, number, number];
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.fillStyle = land;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.setTransform(a, b, c, d, e, f);
  context.drawImage(renderer.context.canvas, 0, 0);
  context.setTransform(1, 0, 0, 1, 0, 0);
}

self.onmessage = ({ data }: MessageEvent<ToWorker>) => {
  switch (data.type) {
    case 'init':
      layer = createVectorBasemap({ ...data, loadBytes: askPage, transition: 0 });
      land = PALETTES[data.theme].land;
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
