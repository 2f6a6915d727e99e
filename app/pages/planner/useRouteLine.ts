// The route itself on the planner map, drawn from the directions shape ([lat, lng] pairs).
import type OlMap from 'ol/Map';
import Feature from 'ol/Feature';
import LineString from 'ol/geom/LineString';
import { fromLonLat } from 'ol/proj';
import { Stroke, Style } from 'ol/style';
import { useEffect } from 'react';
import { useVectorLayer } from '../../map/useVectorLayer.ts';

/** The line colour, also what tests look for on the canvas. */
export const LINE_COLOR = '#7c3aed';

const LINE_STYLE = [
  new Style({ stroke: new Stroke({ color: 'rgba(255,255,255,0.9)', width: 8 }) }),
  new Style({ stroke: new Stroke({ color: LINE_COLOR, width: 5 }) }),
];

export function useRouteLine(map: OlMap | null, shape: ReadonlyArray<readonly [number, number]> | null): void {
  const source = useVectorLayer(map, 'route-line', 5, LINE_STYLE);

  useEffect(() => {
    source.clear();
    const points = shape && shape.length >= 2 ? shape : null;
    if (points) source.addFeature(new Feature({ geometry: new LineString(points.map(([lat, lng]) => fromLonLat([lng, lat]))) }));
    const target = map?.getTargetElement();
    // Tests read what is on the map from here; the canvas itself says nothing.
    if (target) target.dataset.routePoints = String(points?.length ?? 0);
  }, [map, source, shape]);
}
