// A small map of the shown result; clicking it reverse geocodes the clicked point.
import { Card, Text } from '@chakra-ui/react';
import type OlMap from 'ol/Map';
import { useCallback, useState } from 'react';
import { BaseMap } from '../../map/BaseMap.tsx';
import { useMapClick, useResultMarker } from './useResultMarker.ts';

export interface GeocodeMapProps {
  point: { lat: number; lng: number } | null;
  onPick: (lat: number, lng: number) => void;
  /** The map, once made: the page reads its centre as the focus of a search. */
  onMapReady?: (map: OlMap) => void;
}

export function GeocodeMap({ point, onPick, onMapReady }: GeocodeMapProps) {
  const [map, setMap] = useState<OlMap | null>(null);
  const ready = useCallback(
    (made: OlMap) => {
      setMap(made);
      onMapReady?.(made);
    },
    [onMapReady],
  );
  useResultMarker(map, point);
  useMapClick(map, onPick);
  return (
    <Card.Root as="section" aria-label="Result map">
      <Card.Body gap="3">
        <Text color="fg.muted" fontSize="sm">
          Click the map to reverse geocode that point.
        </Text>
        <BaseMap height={{ base: '280px', md: '360px' }} onMapReady={ready} aria-label="Geocoding result map" />
      </Card.Body>
    </Card.Root>
  );
}
