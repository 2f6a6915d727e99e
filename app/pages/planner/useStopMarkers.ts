// The planner's numbered stop markers on an OpenLayers map, fitted to the stops with 50 px padding (SPEC §2, §9).
import type OlMap from 'ol/Map';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import { boundingExtent } from 'ol/extent';
import { fromLonLat } from 'ol/proj';
import { Icon, Style } from 'ol/style';
import { useEffect, useRef } from 'react';
import { useVectorLayer } from '../../map/useVectorLayer.ts';
import type { Stop } from '../../data/hooks.ts';

export const FIT_PADDING_PX = 50;
const MAX_FIT_ZOOM = 16;

const MARKER_PX = 30;
const SPRITE_COLUMNS = 10;
// Numbers are drawn in blocks of this many: a route growing by a stop draws no new canvas.
const SPRITE_BLOCK = 50;

/**
 * The markers' numbers, 1 to `count`, drawn side by side into one canvas: one canvas and one drawing context for a
 * whole route (a context each cost a phone ~2 ms a marker as a 25-stop route opened). Drawn, not OpenLayers' text
 * labels: those find a font's height by putting a hidden element in the page and reading it back, which lays the
 * whole page out again inside the map's frame (180 ms on this machine as a shared 25-stop route opened).
 */
let sprite: { canvas: HTMLCanvasElement; count: number; px: number } | null = null;

function markerSprite(number: number): NonNullable<typeof sprite> {
  if (sprite && number <= sprite.count) return sprite;
  const ratio = Math.max(1, Math.ceil(window.devicePixelRatio || 1));
  const count = Math.ceil(number / SPRITE_BLOCK) * SPRITE_BLOCK;
  const canvas = document.createElement('canvas');
  canvas.width = SPRITE_COLUMNS * MARKER_PX * ratio;
  canvas.height = Math.ceil(count / SPRITE_COLUMNS) * MARKER_PX * ratio;
  const context = canvas.getContext('2d');
  if (context) {
    const middle = MARKER_PX / 2;
    context.scale(ratio, ratio);
    context.lineWidth = 2;
    context.strokeStyle = '#ffffff';
    context.font = 'bold 12px system-ui, sans-serif';
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    for (let n = 1; n <= count; n++) {
      const x = ((n - 1) % SPRITE_COLUMNS) * MARKER_PX + middle;
      const y = Math.floor((n - 1) / SPRITE_COLUMNS) * MARKER_PX + middle;
      context.beginPath();
      context.arc(x, y, 13, 0, 2 * Math.PI);
      context.fillStyle = '#2563eb';
      context.fill();
      context.stroke();
      context.fillStyle = '#ffffff';
      context.fillText(String(n), x, y + 0.5);
    }
  }
  sprite = { canvas, count, px: MARKER_PX * ratio };
  return sprite;
}

/** The marker of the stop numbered `number` (from 1): its part of the sprite. */
export function markerStyle(number: number): Style {
  const { canvas, px } = markerSprite(number);
  const offset = [((number - 1) % SPRITE_COLUMNS) * px, Math.floor((number - 1) / SPRITE_COLUMNS) * px];
  return new Style({ image: new Icon({ img: canvas, size: [px, px], offset, scale: MARKER_PX / px }), zIndex: 10 });
}

/** Draws one marker per stop, numbered in route order; each feature carries its stop for the popup. */
export function useStopMarkers(map: OlMap | null, stops: readonly Stop[]): void {
  const source = useVectorLayer(map, 'stops', 10);
  const fitted = useRef('');

  useEffect(() => {
    source.clear();
    source.addFeatures(
      stops.map((stop, i) => {
        const feature = new Feature({ geometry: new Point(fromLonLat([stop.longitude, stop.latitude])) });
        feature.set('stop', stop);
        feature.setStyle(markerStyle(i + 1));
        return feature;
      }),
    );
    if (!map) return;
    // Tests and assistive tools read what is on the map from here; the canvas itself says nothing.
    const target = map.getTargetElement();
    if (target) target.dataset.markers = String(source.getFeatures().length);
    if (stops.length === 0) return;
    // Refit only when the set of places changes, not on a reorder, so the view does not jump while dragging.
    const places = stops.map((s) => `${s.latitude},${s.longitude}`).sort().join(';');
    if (places === fitted.current) return;
    // The first fit (the page opening on a route) jumps: no flight from the default region over tiles no one needs.
    const duration = fitted.current === '' ? 0 : 250;
    fitted.current = places;
    const extent = boundingExtent(stops.map((s) => fromLonLat([s.longitude, s.latitude])));
    const p = FIT_PADDING_PX;
    map.getView().fit(extent, { padding: [p, p, p, p], maxZoom: MAX_FIT_ZOOM, duration });
  }, [map, source, stops]);
}
