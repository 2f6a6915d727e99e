// One stop in the list (SPEC §2): drag handle, name, address, delivery window, delivery-time button, delete;
// a hand-off to a navigation app; after an optimize, its arrival, any wait and service start, and whether its window is met or by how much missed.
import { Badge, Box, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Clock, GripVertical, Navigation, Trash2 } from 'lucide-react';
import type { Stop } from '../../data/hooks.ts';
import { OutsideRegionsHint } from '../../map/CoverageNotice.tsx';
import { DeliveryTimePopover } from './DeliveryTimePopover.tsx';
import { NavigateDialog } from './NavigateDialog.tsx';
import { navigateToStop, platformOf, webDirectionsTo } from './navigate-links.ts';
import { arrivalText, type Arrival } from './arrival-text.ts';
import { windowLabel } from './delivery-window.ts';

export type { Arrival };

interface Props {
  stop: Stop;
  position: number;
  arrival: Arrival | undefined;
  /** The offline regions, when none of them holds this stop. */
  outsideRegions: readonly unknown[] | null;
  /** The route's departure (ISO, null for now): a window's times typed without a date fall on its day. */
  departAt: string | null;
  onRemove: () => void;
  onSaveWindow: (start: string | null, end: string | null, serviceMinutes: number) => Promise<boolean>;
  onClearWindow: () => Promise<boolean>;
}

export function StopRow({ stop, position, arrival, outsideRegions, departAt, onRemove, onSaveWindow, onClearWindow }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: stop.id });
  return (
    <Box
      as="li"
      ref={setNodeRef}
      data-testid="stop-row"
      data-stop-id={stop.id}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      zIndex={isDragging ? 'docked' : undefined}
      opacity={isDragging ? 0.85 : 1}
      bg="bg"
      borderWidth="1px"
      rounded="md"
      px="2"
      py="2"
      listStyleType="none"
    >
      <HStack align="start" gap="2">
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Reorder ${stop.name}`}
          variant="ghost"
          size={{ base: 'md', md: 'sm' }}
          cursor="grab"
          touchAction="none"
        >
          <GripVertical />
        </IconButton>
        <Badge variant="solid" colorPalette="blue" rounded="full" mt="1.5" minW="6" justifyContent="center">
          {position}
        </Badge>
        <Stack gap="0" flex="1" minW="0">
          <Text fontWeight="medium" lineClamp={2} data-testid="stop-name">
            {stop.displayString || stop.name}
          </Text>
          {stop.address && stop.address !== stop.displayString && (
            <Text fontSize="sm" color="fg.muted" truncate>
              {stop.address}
            </Text>
          )}
          <HStack gap="1" fontSize="sm" color="fg.muted" display={{ base: 'flex', sm: 'none' }} data-testid="stop-window" data-print="show">
            <Clock size={14} aria-hidden />
            {windowLabel(stop.deliveryStartAt, stop.deliveryEndAt)}
          </HStack>
          {stop.serviceMinutes > 0 && (
            <Text fontSize="sm" color="fg.muted" data-testid="stop-service">
              {stop.serviceMinutes} min at the stop
            </Text>
          )}
          {outsideRegions && <OutsideRegionsHint regions={outsideRegions} consequence="no route can reach this stop" />}
          {arrival && <ArrivalLine arrival={arrival} hasWindow={stop.deliveryStartAt !== null || stop.deliveryEndAt !== null} serviceMinutes={stop.serviceMinutes} />}
        </Stack>
        <HStack gap="1" flexShrink={0} data-print="hide">
          <DeliveryTimePopover
            stopName={stop.name}
            deliveryStartAt={stop.deliveryStartAt}
            deliveryEndAt={stop.deliveryEndAt}
            serviceMinutes={stop.serviceMinutes}
            departAt={departAt}
            onSave={onSaveWindow}
            onClear={onClearWindow}
          />
          <StopNavigate stop={stop} />
          <IconButton aria-label={`Remove ${stop.name}`} variant="ghost" size={{ base: 'md', md: 'sm' }} colorPalette="red" onClick={onRemove}>
            <Trash2 />
          </IconButton>
        </HStack>
      </HStack>
    </Box>
  );
}

function StopNavigate({ stop }: { stop: Stop }) {
  const point = { name: stop.displayString || stop.name, address: stop.address, lat: stop.latitude, lng: stop.longitude };
  return (
    <NavigateDialog
      title={`Navigate to ${point.name}`}
      link={navigateToStop(point, platformOf(navigator.userAgent))}
      qr={webDirectionsTo(point)}
      trigger={
        <IconButton aria-label={`Navigate to ${stop.name}`} variant="ghost" size={{ base: 'md', md: 'sm' }}>
          <Navigation />
        </IconButton>
      }
    />
  );
}

const ARRIVAL_COLOR = { met: 'fg.success', missed: 'fg.error', none: 'fg.muted' } as const;

function ArrivalLine({ arrival, hasWindow, serviceMinutes }: { arrival: Arrival; hasWindow: boolean; serviceMinutes: number }) {
  const { text, status } = arrivalText(arrival, hasWindow, serviceMinutes);
  return (
    <Text fontSize="sm" color={ARRIVAL_COLOR[status]} data-testid="stop-arrival" data-status={status}>
      {text}
    </Text>
  );
}
