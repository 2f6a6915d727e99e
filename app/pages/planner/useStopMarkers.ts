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
const markerImages = new Map<string, HTMLCanvasElement>();

/**
 * A numbered marker, drawn once per number into a canvas of its own. OpenLayers' own text labels find a font's
 * height by putting a hidden element in the page and reading it back, which lays the whole page out again inside
 * the map's frame: as a shared 25-stop route opened, that frame took 180 ms on this machine, four times that on a
 * phone.
 */
function markerImage(label: string): HTMLCanvasElement {
  const drawn = markerImages.get(label);
  if (drawn) return drawn;
  const ratio = Math.max(1, Math.ceil(window.devicePixelRatio || 1));
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = MARKER_PX * ratio;
  const context = canvas.getContext('2d');
  if (context) {
    const middle = MARKER_PX / 2;
    context.scale(ratio, ratio);
    context.beginPath();
    context.arc(middle, middle, 13, 0, 2 * Math.PI);
    context.fillStyle = '#2563eb';
    context.fill();
    context.lineWidth = 2;
    context.strokeStyle = '#ffffff';
    context.stroke();
    context.fillStyle = '#ffffff';
    context.font = 'bold 12px system-ui, sans-serif';
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(label, middle, middle + 0.5);
  }
  markerImages.set(label, canvas);
  return canvas;
}

export function markerStyle(label: string): Style {
  const image = markerImage(label);
  return new Style({ image: new Icon({ img: image, scale: MARKER_PX / image.width }), zIndex: 10 });
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
        feature.setStyle(markerStyle(String(i + 1)));
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
