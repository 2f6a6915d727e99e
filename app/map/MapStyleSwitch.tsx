// Map View / Satellite View switch; satellite needs imagery only a provider has, so offline it says why not.
// The chosen item carries the raised look itself: Chakra's sliding indicator measures the items' layout as the map
// page mounts (a forced layout of the whole page, about 100 ms on a mid-range phone) to animate a two-way switch.
import { SegmentGroup } from '@chakra-ui/react';
import { Tooltip } from '../components/Tooltip.tsx';
import type { MapStyleId } from './BaseMap.tsx';

const CHOSEN = { '&[data-state=checked]': { bg: { _light: 'bg', _dark: 'bg.emphasized' }, shadow: 'sm' } };

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
          <SegmentGroup.Items
            css={CHOSEN}
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
