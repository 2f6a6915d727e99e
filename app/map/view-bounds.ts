// The part of the world a map shows, in latitude and longitude, and a way to show a given area. The map element
// carries the view's centre and zoom as data attributes: the canvas says nothing to tests or assistive tools.
import type OlMap from 'ol/Map';
import { getWidth } from 'ol/extent';
import { toLonLat, transformExtent } from 'ol/proj';
import { useEffect, useState } from 'react';
import type { LatLng } from '../../service/contract/index.ts';
import { afterNextPaint } from '../first-paint.ts';
import type { Bounds } from './regions.ts';

export interface MapViewState {
  center: LatLng;
  bounds: Bounds;
}

const WORLD: Bounds = { ul: { lat: 90, lng: -180 }, lr: { lat: -90, lng: 180 } };
/** Room around a region fitted into view, so its edges are not under the map's controls. */
const FIT_PADDING_PX = 24;

/** The visible area, or null before the map has a size. Longitudes wrap: a view across the antimeridian has ul.lng > lr.lng. */
export function viewBounds(map: OlMap): Bounds | null {
  const size = map.getSize();
  if (!size || size[0] === 0 || size[1] === 0) return null;
  const view = map.getView();
  const projection = view.getProjection();
  const [minX, minY, maxX, maxY] = view.calculateExtent(size) as [number, number, number, number];
  if (maxX - minX >= getWidth(projection.getExtent())) return WORLD;
  const [west, north] = toLonLat([minX, maxY], projection) as [number, number];
  const [east, south] = toLonLat([maxX, minY], projection) as [number, number];
  return { ul: { lat: Math.min(north, 90), lng: west }, lr: { lat: Math.max(south, -90), lng: east } };
}

/** The view's centre in latitude and longitude, or null before the map has one. */
export function viewCentre(map: OlMap): LatLng | null {
  const view = map.getView();
  const at = view.getCenter();
  if (!at) return null;
  const [lng, lat] = toLonLat(at, view.getProjection()) as [number, number];
  return { lat, lng };
}

export async function fitBounds(map: OlMap, { ul, lr }: Bounds): Promise<void> {
  // The flight starts once the frame after now is on screen: the choice that asked for it paints first, not after
  // the flight's first frame, which redraws the page's layers (~300 ms on a phone beside a 25-stop route).
  await afterNextPaint();
  const view = map.getView();
  const extent = transformExtent([ul.lng, lr.lat, lr.lng, ul.lat], 'EPSG:4326', view.getProjection());
  const p = FIT_PADDING_PX;
  view.fit(extent, { padding: [p, p, p, p], duration: 250 });
}

/** The view's centre and visible area after every move, mirrored on the map element as data-center ('lat,lng') and data-zoom. */
export function useMapView(map: OlMap | null): MapViewState | null {
  const [state, setState] = useState<MapViewState | null>(null);
  useEffect(() => {
    if (!map) return;
    const update = () => {
      const center = viewCentre(map);
      const bounds = viewBounds(map);
      if (!center || !bounds) return;
      const target = map.getTargetElement();
      if (target) {
        target.dataset.center = `${center.lat.toFixed(6)},${center.lng.toFixed(6)}`;
        target.dataset.zoom = (map.getView().getZoom() ?? 0).toFixed(2);
      }
      setState({ center, bounds });
    };
    update();
    map.on('moveend', update);
    return () => {
      map.un('moveend', update);
      setState(null);
    };
  }, [map]);
  return state;
}
