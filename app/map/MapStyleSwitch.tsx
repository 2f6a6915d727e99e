// Map View / Satellite View switch; satellite needs imagery only a provider has, so offline it says why not.
import { SegmentGroup } from '@chakra-ui/react';
import { Tooltip } from '../components/Tooltip.tsx';
import type { MapStyleId } from './BaseMap.tsx';

export function MapStyleSwitch({
  value,
  onChange,
  satelliteAvailable,
}: {
  value: MapStyleId;
  onChange: (style: MapStyleId) => void;
  satelliteAvailable: boolean;
}) {
  return (
    <Tooltip content="Satellite imagery needs a map provider; the offline map has roads only." disabled={satelliteAvailable}>
      <span>
        <SegmentGroup.Root size="sm" value={value} onValueChange={(e) => e.value && onChange(e.value as MapStyleId)}>
          <SegmentGroup.Indicator />
          <SegmentGroup.Items
            items={[
              { value: 'map', label: 'Map View' },
              { value: 'satellite', label: 'Satellite View', disabled: !satelliteAvailable },
            ]}
          />
        </SegmentGroup.Root>
      </span>
    </Tooltip>
  );
}
