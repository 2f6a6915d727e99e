// The header's route dropdown (SPEC §2, §9): 200 px with the route's name on larger screens, a 40 px icon on phones.
import { Box, Portal, Select, createListCollection } from '@chakra-ui/react';
import { ListOrdered } from 'lucide-react';
import { useMemo } from 'react';
import type { Route } from '../../data/hooks.ts';

export const ROUTE_PLACEHOLDER = 'Select a route';

interface Props {
  routes: readonly Route[];
  currentId: number | null;
  onChange: (routeId: number) => void;
}

export function RouteSelector({ routes, currentId, onChange }: Props) {
  const collection = useMemo(
    () => createListCollection({ items: routes.map((r) => ({ label: r.name, value: String(r.id) })) }),
    [routes],
  );
  return (
    <Select.Root
      collection={collection}
      // A 40 px square on phones, so the icon is a full touch target.
      size={{ base: 'md', md: 'sm' }}
      width={{ base: '40px', md: '200px' }}
      value={currentId === null ? [] : [String(currentId)]}
      onValueChange={(e) => {
        const id = Number(e.value[0]);
        if (Number.isInteger(id) && id !== currentId) onChange(id);
      }}
      positioning={{ sameWidth: false, placement: 'bottom-end' }}
    >
      {/* The trigger and the hidden select name themselves by the label's id: it must be there, if only for screen readers. */}
      <Select.Label srOnly>{ROUTE_PLACEHOLDER}</Select.Label>
      <Select.HiddenSelect />
      <Select.Control>
        <Select.Trigger px={{ base: '0', md: '3' }} justifyContent={{ base: 'center', md: 'space-between' }}>
          <Box display={{ base: 'none', md: 'block' }} minW="0" flex="1">
            <Select.ValueText placeholder={ROUTE_PLACEHOLDER} />
          </Box>
          <Box display={{ base: 'flex', md: 'none' }} aria-hidden>
            <ListOrdered size={18} />
          </Box>
        </Select.Trigger>
        <Select.IndicatorGroup display={{ base: 'none', md: 'flex' }}>
          <Select.Indicator />
        </Select.IndicatorGroup>
      </Select.Control>
      <Portal>
        <Select.Positioner>
          <Select.Content minW="200px" maxW="80vw">
            {collection.items.map((item) => (
              <Select.Item item={item} key={item.value} minH={{ base: '10', md: 'auto' }}>
                {item.label}
                <Select.ItemIndicator />
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Portal>
    </Select.Root>
  );
}
