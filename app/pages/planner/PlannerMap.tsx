// The planner's map (SPEC §2): 800 px on desktops, numbered markers with popups, the route line, and the
// Map View / Satellite View switch, and the directions step pointed at.
import type OlMap from 'ol/Map';
import { memo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { MapConfigResponse } from '../../../service/contract/index.ts';
import type { Stop } from '../../data/hooks.ts';
import { BaseMap } from '../../map/BaseMap.tsx';
import type { MapStyleId } from '../../map/BaseMap.tsx';
import { MapStyleSwitch } from '../../map/MapStyleSwitch.tsx';
import { useRouteLine } from './useRouteLine.ts';
import { useStepMarker, type MapPoint } from './useStepMarker.ts';
import { useStopMarkers } from './useStopMarkers.ts';
import { useStopPopup } from './useStopPopup.ts';
import { CloseButton } from '../../components/Button.tsx';
import type { MapHeight } from '../../map/BaseMap.tsx';
import './planner-map.css';

/** SPEC §9: 800 px on a desktop; on a phone or tablet it stays in view above the list, so it keeps room for it. */
export const MAP_HEIGHT: MapHeight = { base: 'max(240px, 40dvh)', lg: '800px' };

interface Props {
  stops: readonly Stop[];
  shape: ReadonlyArray<readonly [number, number]> | null;
  config: MapConfigResponse | null;
  /** The turn-by-turn step pointed at in the directions. */
  step: MapPoint | null;
}

// Memoized: the planner page renders often (each stop read, each answer) and this part seldom changes.
export const PlannerMap = memo(function PlannerMap({ stops, shape, config, step }: Props) {
  const [map, setMap] = useState<OlMap | null>(null);
  const [style, setStyle] = useState<MapStyleId>('map');
  useStopMarkers(map, stops);
  useRouteLine(map, shape);
  useStepMarker(map, step);
  const popup = useStopPopup(map);
  const satelliteAvailable = config?.styles.some((s) => s.id === 'satellite') ?? false;

  return (
    // Plain elements (planner-map.css) as Chakra's Box, HStack and Text drew them: the map renders again with each
    // new route or step, and they resolved their styles each time (issue 33).
    <div>
      <div className="planner-map-bar">
        <MapStyleSwitch value={style} onChange={setStyle} satelliteAvailable={satelliteAvailable} />
      </div>
      <BaseMap height={MAP_HEIGHT} mapStyle={style} onMapReady={setMap} aria-label="Route map" />
      {popup.stop &&
        createPortal(
          <div className="stop-popup" data-testid="stop-popup">
            <div className="stop-popup-text">
              <p className="stop-popup-name">{popup.stop.name}</p>
              {popup.stop.address && <p className="stop-popup-address">{popup.stop.address}</p>}
            </div>
            <CloseButton size="2xs" aria-label="Close popup" onClick={popup.close} />
          </div>,
          popup.element,
        )}
    </div>
  );
});
