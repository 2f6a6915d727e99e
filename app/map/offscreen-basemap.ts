// The vector basemap drawn by a worker (basemap.worker.ts): this layer sends each frame's view to the worker and
// shows the latest bitmap it drew, moved and scaled to the current view until the next one arrives.
import type { FrameState } from 'ol/Map';
import Layer from 'ol/layer/Layer';
import Source from 'ol/source/Source';
import { compose, create as createTransform, toString as transformString } from 'ol/transform';
import type { FromWorker, ToWorker } from './basemap-messages.ts';
import type { TileBytes, VectorBasemapOptions } from './vector-basemap.ts';

/** Dispatched by the layer when its worker failed before drawing a frame: the page should draw the map itself. */
export const WORKER_FAILED = 'workerfailed';

/** Whether this browser can draw a map in a worker (Safari before 16.4 cannot). */
export const canDrawInWorker = (): boolean =>
  typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined' && 'transferToImageBitmap' in OffscreenCanvas.prototype;

export class OffscreenBasemap extends Layer {
  private readonly worker: Worker;
  private readonly container = document.createElement('div');
  private readonly shifted = document.createElement('div');
  private readonly canvas = document.createElement('canvas');
  private drawing = false;
  private drawn: Extract<FromWorker, { type: 'rendered' }> | null = null;
  private current: FrameState | null = null;

  constructor({ style, attribution, theme, loadBytes }: Omit<VectorBasemapOptions, 'read' | 'transition'>) {
    super({ source: new Source({ attributions: attribution }) });
    for (const el of [this.container, this.shifted]) Object.assign(el.style, { position: 'absolute', inset: '0' });
    Object.assign(this.canvas.style, { position: 'absolute', left: '0', top: '0', transformOrigin: 'top left' });
    this.canvas.dataset.drawnBy = 'worker';
    this.shifted.appendChild(this.canvas);
    this.container.appendChild(this.shifted);
    this.worker = new Worker(new URL('./basemap.worker.ts', import.meta.url), { type: 'module', name: 'basemap' });
    this.worker.onmessage = ({ data }: MessageEvent<FromWorker>) => this.receive(data, loadBytes);
    // A worker that fails before its first frame hands the map to the page (BaseMap listens); a frame it fails
    // later must not hold every later one back.
    this.worker.onerror = (event) => {
      this.drawing = false;
      if (this.drawn) console.error('The map worker failed to draw a frame:', event.message);
      else this.dispatchEvent(WORKER_FAILED);
    };
    this.send({ type: 'init', style: { tileUrl: style.tileUrl, minZoom: style.minZoom, maxZoom: style.maxZoom }, attribution, theme });
  }

  private send(message: ToWorker, transfer: Transferable[] = []) {
    this.worker.postMessage(message, transfer);
  }

  private receive(message: FromWorker, loadBytes: TileBytes) {
    if (message.type === 'tile') {
      loadBytes(message.url, message.tileCoord).then(
        (bytes) => {
          const buffer = bytes instanceof ArrayBuffer ? bytes : bytes.slice().buffer;
          this.send({ type: 'tile', id: message.id, bytes: buffer }, [buffer]);
        },
        () => this.send({ type: 'tile', id: message.id, bytes: null }),
      );
    } else if (message.type === 'changed') {
      this.changed();
    } else {
      this.drawing = false;
      const { bitmap } = message;
      if (!bitmap) return;
      this.canvas.width = bitmap.width;
      this.canvas.height = bitmap.height;
      this.canvas.style.width = `${bitmap.width / message.pixelRatio}px`;
      this.canvas.style.height = `${bitmap.height / message.pixelRatio}px`;
      this.canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
      bitmap.close();
      this.drawn = message;
      this.follow();
    }
  }

  /** Moves and scales the last drawn bitmap from the view it was drawn for to the view on screen. */
  private follow() {
    const drawn = this.drawn;
    const view = this.current?.viewState;
    if (!drawn || !view) return;
    const scale = drawn.resolution / view.resolution;
    const transform = compose(
      createTransform(),
      (drawn.center[0]! - view.center[0]!) / view.resolution,
      (view.center[1]! - drawn.center[1]!) / view.resolution,
      scale,
      scale,
      view.rotation - drawn.rotation,
      0,
      0,
    );
    this.shifted.style.transform = transformString(transform);
  }

  override render(frameState: FrameState | null): HTMLElement {
    if (!frameState) return this.container;
    this.current = frameState;
    this.follow();
    if (this.drawing) {
      frameState.animate = true;
    } else {
      this.drawing = true;
      const { viewState } = frameState;
      this.send({
        type: 'render',
        frame: {
          center: [...viewState.center],
          resolution: viewState.resolution,
          rotation: viewState.rotation,
          zoom: viewState.zoom,
          size: [...frameState.size],
          pixelRatio: frameState.pixelRatio,
          extent: [...frameState.extent!],
          viewHints: [...frameState.viewHints],
          coordinateToPixelTransform: [...frameState.coordinateToPixelTransform],
          pixelToCoordinateTransform: [...frameState.pixelToCoordinateTransform],
        },
      });
    }
    return this.container;
  }

  protected override disposeInternal(): void {
    this.worker.terminate();
    super.disposeInternal();
  }
}
