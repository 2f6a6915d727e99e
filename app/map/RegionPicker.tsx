// A menu over the map that lists the offline regions and recentres the map on the chosen one. A menu rather
// than a select: choosing the region already named still brings it back into view after panning away.
import { Button, Menu, Portal } from '@chakra-ui/react';
import { Check, ChevronDown, MapPinned } from 'lucide-react';
import type { OfflineRegionInfo } from '../../service/contract/index.ts';

interface Props {
  regions: readonly Pick<OfflineRegionInfo, 'id' | 'name'>[];
  /** The region under the map's centre, if any. */
  currentId: string | null;
  onChoose: (id: string) => void;
}

export function RegionPicker({ regions, currentId, onChoose }: Props) {
  if (regions.length === 0) return null;
  const current = regions.find((r) => r.id === currentId);
  return (
    <Menu.Root onSelect={(e) => onChoose(e.value)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          aria-label={current ? `Map region: ${current.name}` : 'Map regions'}
          data-testid="region-picker"
          size={{ base: 'md', md: 'sm' }}
          variant="outline"
          bg="bg.panel"
          shadow="sm"
          maxW={{ base: '48', md: '64' }}
        >
          <MapPinned aria-hidden />
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{current?.name ?? 'Regions'}</span>
          <ChevronDown aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Offline regions</Menu.ItemGroupLabel>
              {regions.map((r) => (
                <Menu.Item key={r.id} value={r.id} minH={{ base: '10', md: '8' }}>
                  {r.name}
                  {r.id === currentId && <Check aria-label="shown now" size={16} style={{ marginInlineStart: 'auto' }} />}
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
