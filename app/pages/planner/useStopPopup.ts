// A popup with the clicked marker's name and address, as an OpenLayers overlay whose content React renders.
import type OlMap from 'ol/Map';
import Overlay from 'ol/Overlay';
import type { Coordinate } from 'ol/coordinate';
import { useEffect, useState } from 'react';
import type { Stop } from '../../data/hooks.ts';

export interface StopPopup {
  /** The element to portal the popup's content into. */
  element: HTMLElement;
  stop: Stop | null;
  close: () => void;
}

export function useStopPopup(map: OlMap | null): StopPopup {
  const [element] = useState(() => document.createElement('div'));
  const [stop, setStop] = useState<Stop | null>(null);
  const [overlay] = useState(() => new Overlay({ element, positioning: 'bottom-center', offset: [0, -18], stopEvent: true }));

  useEffect(() => {
    if (!map) return;
    map.addOverlay(overlay);
    const onClick = (event: { pixel: number[]; coordinate: Coordinate }) => {
      const hit = map.forEachFeatureAtPixel(event.pixel, (f) => f.get('stop') as Stop | undefined, { hitTolerance: 4 });
      setStop(hit ?? null);
      overlay.setPosition(hit ? event.coordinate : undefined);
    };
    const onMove = (event: { pixel: number[]; dragging: boolean }) => {
      if (event.dragging) return;
      const over = map.hasFeatureAtPixel(event.pixel, { layerFilter: (l) => l.get('name') === 'stops', hitTolerance: 4 });
      const target = map.getTargetElement();
      if (target) target.style.cursor = over ? 'pointer' : '';
    };
    map.on('singleclick', onClick);
    map.on('pointermove', onMove);
    return () => {
      map.un('singleclick', onClick);
      map.un('pointermove', onMove);
      map.removeOverlay(overlay);
    };
  }, [map, overlay]);

  return {
    element,
    stop,
    close: () => {
      setStop(null);
      overlay.setPosition(undefined);
    },
  };
}
