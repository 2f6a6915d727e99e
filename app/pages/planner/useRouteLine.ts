// The route itself on the planner map, drawn from the directions shape ([lat, lng] pairs).
import type OlMap from 'ol/Map';
import Feature from 'ol/Feature';
import LineString from 'ol/geom/LineString';
import { fromEPSG4326 } from 'ol/proj/epsg3857';
import { Stroke, Style } from 'ol/style';
import { useEffect } from 'react';
import { useVectorLayer } from '../../map/useVectorLayer.ts';

/** The line colour, also what tests look for on the canvas. */
export const LINE_COLOR = '#7c3aed';

const LINE_STYLE = [
  new Style({ stroke: new Stroke({ color: 'rgba(255,255,255,0.9)', width: 8 }) }),
  new Style({ stroke: new Stroke({ color: LINE_COLOR, width: 5 }) }),
];

/**
 * The shape's [lat, lng] pairs as one flat array of map (Web Mercator) coordinates, converted in one pass, as the
 * line keeps them: fromLonLat on each point (an array and a projection lookup each, then the line copies them flat)
 * took about twice as long for a long route's thousands of points (issue 33).
 */
export function lineCoordinates(shape: ReadonlyArray<readonly [number, number]>): number[] {
  const flat = new Array<number>(shape.length * 2);
  shape.forEach(([lat, lng], i) => {
    flat[2 * i] = lng;
    flat[2 * i + 1] = lat;
  });
  return fromEPSG4326(flat, flat, 2);
}

export function useRouteLine(map: OlMap | null, shape: ReadonlyArray<readonly [number, number]> | null): void {
  const source = useVectorLayer(map, 'route-line', 5, LINE_STYLE);

  useEffect(() => {
    source.clear();
    const points = shape && shape.length >= 2 ? shape : null;
    if (points) source.addFeature(new Feature({ geometry: new LineString(lineCoordinates(points), 'XY') }));
    const target = map?.getTargetElement();
    // Tests read what is on the map from here; the canvas itself says nothing.
    if (target) target.dataset.routePoints = String(points?.length ?? 0);
  }, [map, source, shape]);
}
