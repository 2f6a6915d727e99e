// The traffic layer: every listed incident as a marker, plus its road segment where the provider knows it.
// Clicking a marker reports the incident; the selected one is drawn larger and on top.
import Feature from 'ol/Feature';
import type OlMap from 'ol/Map';
import type MapBrowserEvent from 'ol/MapBrowserEvent';
import LineString from 'ol/geom/LineString';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { useEffect, useRef, useState } from 'react';
import type { TrafficIncident } from '../../api/traffic-incidents.ts';
import { incidentStyle } from './incident-style.ts';

function featuresOf(incidents: readonly TrafficIncident[], projection: string): Feature[] {
  const project = (lat: number, lng: number) => fromLonLat([lng, lat], projection);
  return incidents.flatMap((incident) => {
    const props = { incidentId: incident.id, severity: incident.severity };
    const marker = new Feature({ ...props, kind: 'marker', geometry: new Point(project(incident.lat, incident.lng)) });
    if (!incident.shape) return [marker];
    const road = new LineString(incident.shape.map(([lat, lng]) => project(lat, lng)));
    return [new Feature({ ...props, kind: 'road', geometry: road }), marker];
  });
}

export function useIncidentLayer(
  map: OlMap | null,
  incidents: readonly TrafficIncident[],
  selectedId: string | null,
  onMarkerClick: (id: string) => void,
): void {
  const selected = useRef(selectedId);
  const onClick = useRef(onMarkerClick);
  const [layer, setLayer] = useState<VectorLayer<VectorSource> | null>(null);

  useEffect(() => {
    onClick.current = onMarkerClick;
  }, [onMarkerClick]);

  useEffect(() => {
    if (!map) return;
    const created = new VectorLayer({
      source: new VectorSource(),
      style: incidentStyle(() => selected.current),
      properties: { name: 'traffic-incidents' },
    });
    map.addLayer(created);
    const hit = (event: MapBrowserEvent) =>
      map.forEachFeatureAtPixel(event.pixel, (f) => f.get('incidentId') as string, {
        layerFilter: (l) => l === created,
        hitTolerance: 6,
      });
    const click = (event: MapBrowserEvent) => {
      const id = hit(event);
      if (id) onClick.current(id);
    };
    const hover = (event: MapBrowserEvent) => {
      if (event.dragging) return;
      const element = map.getTargetElement();
      if (element) element.style.cursor = hit(event) ? 'pointer' : '';
    };
    map.on('singleclick', click);
    map.on('pointermove', hover);
    setLayer(created);
    return () => {
      map.un('singleclick', click);
      map.un('pointermove', hover);
      map.removeLayer(created);
      created.dispose();
      setLayer(null);
    };
  }, [map]);

  useEffect(() => {
    if (!map || !layer) return;
    const source = layer.getSource();
    source?.clear(true);
    source?.addFeatures(featuresOf(incidents, map.getView().getProjection().getCode()));
  }, [map, layer, incidents]);

  useEffect(() => {
    selected.current = selectedId;
    layer?.changed();
  }, [layer, selectedId]);
}
