// The planner's map (SPEC §2): 800 px on desktops, numbered markers with popups, the route line, and the
// Map View / Satellite View switch, and the directions step pointed at.
import { Box, HStack, Text } from '@chakra-ui/react';
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

/** SPEC §9: 800 px on a desktop; on a phone or tablet it stays in view above the list, so it keeps room for it. */
export const MAP_HEIGHT = { base: 'max(240px, 40dvh)', lg: '800px' };

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
    <Box>
      <HStack justify="flex-end" mb="2">
        <MapStyleSwitch value={style} onChange={setStyle} satelliteAvailable={satelliteAvailable} />
      </HStack>
      <BaseMap height={MAP_HEIGHT} mapStyle={style} onMapReady={setMap} aria-label="Route map" />
      {popup.stop &&
        createPortal(
          <Box bg="bg.panel" color="fg" borderWidth="1px" rounded="md" shadow="md" px="3" py="2" maxW="64" data-testid="stop-popup">
            <HStack align="start" gap="2">
              <Box flex="1" minW="0">
                <Text fontWeight="semibold">{popup.stop.name}</Text>
                {popup.stop.address && (
                  <Text fontSize="sm" color="fg.muted">
                    {popup.stop.address}
                  </Text>
                )}
              </Box>
              <CloseButton size="2xs" aria-label="Close popup" onClick={popup.close} />
            </HStack>
          </Box>,
          popup.element,
        )}
    </Box>
  );
});
