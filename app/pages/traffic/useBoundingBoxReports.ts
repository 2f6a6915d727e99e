// Reports the visible bounding box on every map move-end, and once about 0.5 s after the map is created
// (SPEC §4, §9), when its size has settled inside the page layout. A box equal to the last one reported is not
// reported again: the settling report often repeats the first move-end's box, and on a slow phone it can fire after
// a pan, where asking again would cancel the pending answer for the very same box.
import type OlMap from 'ol/Map';
import { transformExtent } from 'ol/proj';
import { useEffect, useRef } from 'react';
import type { BoundingBox } from '../../api/traffic-incidents.ts';
import { boundingBoxFromExtent } from './bounding-box.ts';

export const INITIAL_REPORT_DELAY_MS = 500;

export function visibleBoundingBox(map: OlMap): BoundingBox | null {
  const size = map.getSize();
  if (!size || size[0] === 0 || size[1] === 0) return null;
  const view = map.getView();
  const extent = transformExtent(view.calculateExtent(size), view.getProjection(), 'EPSG:4326');
  return boundingBoxFromExtent(extent);
}

export function useBoundingBoxReports(map: OlMap | null, onBox: (box: BoundingBox) => void): void {
  const report = useRef(onBox);
  useEffect(() => {
    report.current = onBox;
  }, [onBox]);

  useEffect(() => {
    if (!map) return;
    let last = '';
    const send = () => {
      const box = visibleBoundingBox(map);
      const key = JSON.stringify(box);
      if (!box || key === last) return;
      last = key;
      report.current(box);
    };
    const timer = setTimeout(send, INITIAL_REPORT_DELAY_MS);
    map.on('moveend', send);
    return () => {
      clearTimeout(timer);
      map.un('moveend', send);
    };
  }, [map]);
}
