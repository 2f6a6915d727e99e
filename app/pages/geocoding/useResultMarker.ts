// The geocoding map's own layer and interaction: a pin on the shown result (the view follows it) and a click
// that hands the clicked coordinates to the reverse geocoder.
import type OlMap from 'ol/Map';
import type MapBrowserEvent from 'ol/MapBrowserEvent';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat, toLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style } from 'ol/style';
import { useEffect, useRef } from 'react';

const PIN = new Style({
  image: new Circle({ radius: 9, fill: new Fill({ color: '#e53e3e' }), stroke: new Stroke({ color: '#ffffff', width: 3 }) }),
});

/** Close enough to see the street around an address without losing the neighbourhood. */
export const RESULT_ZOOM = 16;

export function useResultMarker(map: OlMap | null, point: { lat: number; lng: number } | null): void {
  useEffect(() => {
    if (!map || !point) return;
    const at = fromLonLat([point.lng, point.lat]);
    const layer = new VectorLayer({ source: new VectorSource({ features: [new Feature(new Point(at))] }), style: PIN, zIndex: 10 });
    map.addLayer(layer);
    const view = map.getView();
    view.animate({ center: at, zoom: Math.max(view.getZoom() ?? RESULT_ZOOM, RESULT_ZOOM), duration: 250 });
    return () => {
      map.removeLayer(layer);
      layer.dispose();
    };
  }, [map, point]);
}

export function useMapClick(map: OlMap | null, onPick: (lat: number, lng: number) => void): void {
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);
  useEffect(() => {
    if (!map) return;
    const listener = (event: MapBrowserEvent) => {
      const [lng, lat] = toLonLat(event.coordinate) as [number, number];
      pick.current(lat, lng);
    };
    map.on('singleclick', listener);
    return () => map.un('singleclick', listener);
  }, [map]);
}
