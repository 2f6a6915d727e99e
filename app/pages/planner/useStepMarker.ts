// The turn-by-turn step being pointed at, as a ring on the planner map; the map pans to it when it is out of view.
import type OlMap from 'ol/Map';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import { containsCoordinate } from 'ol/extent';
import { fromLonLat } from 'ol/proj';
import { Circle, Fill, Stroke, Style } from 'ol/style';
import { useEffect } from 'react';
import { useVectorLayer } from '../../map/useVectorLayer.ts';

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
  const source = useVectorLayer(map, 'route-step', 20, STEP_STYLE);

  useEffect(() => {
    source.clear();
    const target = map?.getTargetElement();
    if (target) target.dataset.step = point ? `${point.lat.toFixed(6)},${point.lng.toFixed(6)}` : '';
    if (!map || !point) return;
    const at = fromLonLat([point.lng, point.lat]);
    source.addFeature(new Feature({ geometry: new Point(at) }));
    const view = map.getView();
    const size = map.getSize();
    if (size && !containsCoordinate(view.calculateExtent(size), at)) view.animate({ center: at, duration: 250 });
  }, [map, source, point]);
}
