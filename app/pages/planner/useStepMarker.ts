// The turn-by-turn step being pointed at, as a ring on the planner map; the map pans to it when it is out of view.
import type OlMap from 'ol/Map';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { containsCoordinate } from 'ol/extent';
import { fromLonLat } from 'ol/proj';
import { Circle, Fill, Stroke, Style } from 'ol/style';
import { useEffect, useRef } from 'react';

/** The ring's colour, also what tests look for on the canvas. */
export const STEP_COLOR = '#ea580c';

const STEP_STYLE = new Style({
  image: new Circle({ radius: 10, fill: new Fill({ color: 'rgba(255,255,255,0.85)' }), stroke: new Stroke({ color: STEP_COLOR, width: 5 }) }),
  zIndex: 20,
});

export interface MapPoint {
  lat: number;
  lng: number;
}

export function useStepMarker(map: OlMap | null, point: MapPoint | null): void {
  const source = useRef(new VectorSource());

  useEffect(() => {
    if (!map) return;
    const layer = new VectorLayer({ source: source.current, style: STEP_STYLE, zIndex: 20 });
    layer.set('name', 'route-step');
    map.addLayer(layer);
    return () => {
      map.removeLayer(layer);
    };
  }, [map]);

  useEffect(() => {
    source.current.clear();
    const target = map?.getTargetElement();
    if (target) target.dataset.step = point ? `${point.lat.toFixed(6)},${point.lng.toFixed(6)}` : '';
    if (!map || !point) return;
    const at = fromLonLat([point.lng, point.lat]);
    source.current.addFeature(new Feature({ geometry: new Point(at) }));
    const view = map.getView();
    const size = map.getSize();
    if (size && !containsCoordinate(view.calculateExtent(size), at)) view.animate({ center: at, duration: 250 });
  }, [map, point]);
}
