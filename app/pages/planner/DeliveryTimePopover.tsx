// The delivery-time popover of SPEC §2 and §5: a date and an HH:MM time for start and end, Save and Clear Times;
// and the minutes the driver spends at the stop, which the optimizer and the arrivals count.
import { Button, Field, HStack, Input, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { notify } from '../../components/toaster.tsx';
import { DateField } from './DateField.tsx';
import { INVALID_SERVICE, canClear, canSave, checkSave, formFromStop, parseServiceMinutes, windowLabel } from './delivery-window.ts';
import type { WindowForm } from './delivery-window.ts';

interface Props {
  stopName: string;
  deliveryStartAt: string | null;
  deliveryEndAt: string | null;
  serviceMinutes: number;
  /** Each resolves true when stored; the popover then closes. */
  onSave: (deliveryStartAt: string | null, deliveryEndAt: string | null, serviceMinutes: number) => Promise<boolean>;
  onClear: () => Promise<boolean>;
}

function TimeField({ label, value, onChange }: { label: string; value: string; onChange: (text: string) => void }) {
  return (
    <Field.Root>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <Input size={{ base: 'md', md: 'sm' }} value={value} onChange={(e) => onChange(e.target.value)} placeholder="HH:MM" inputMode="numeric" maxLength={5} aria-label={label} />
    </Field.Root>
  );
}

export function DeliveryTimePopover({ stopName, deliveryStartAt, deliveryEndAt, serviceMinutes, onSave, onClear }: Props) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<WindowForm>(() => formFromStop(deliveryStartAt, deliveryEndAt));
  const [service, setService] = useState(String(serviceMinutes));
  const [busy, setBusy] = useState(false);
  const update = (patch: Partial<WindowForm>) => setForm((f) => ({ ...f, ...patch }));

  async function save() {
    const check = checkSave(form, deliveryStartAt, deliveryEndAt);
    if (!check.ok) return notify('error', check.toast.title, check.toast.description);
    const minutes = parseServiceMinutes(service);
    if (minutes === null) return notify('error', INVALID_SERVICE.title, INVALID_SERVICE.description);
    setBusy(true);
    const saved = await onSave(check.deliveryStartAt, check.deliveryEndAt, minutes);
    setBusy(false);
    if (saved) setOpen(false);
  }

  async function clear() {
    setBusy(true);
    const cleared = await onClear();
    setBusy(false);
    if (cleared) setOpen(false);
  }

  return (
    <Popover.Root
      open={open}
      onOpenChange={(e) => {
        if (e.open) {
          setForm(formFromStop(deliveryStartAt, deliveryEndAt));
          setService(String(serviceMinutes));
        }
        setOpen(e.open);
      }}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      {/* A 40 px icon on phones (the row shows the window under the name); from sm up the window is inline. */}
      <Popover.Trigger asChild>
        <Button
          size={{ base: 'md', md: 'xs' }}
          px={{ base: '0', sm: '3', md: '2' }}
          variant="outline"
          // Ends with the window it shows, so the spoken name contains the visible text (WCAG 2.5.3).
          aria-label={`Delivery time for ${stopName}: ${windowLabel(deliveryStartAt, deliveryEndAt)}`}
          title="Delivery time"
          fontVariantNumeric="tabular-nums"
        >
          <Clock />
          <Text as="span" display={{ base: 'none', sm: 'inline' }}>
            {windowLabel(deliveryStartAt, deliveryEndAt)}
          </Text>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: '92vw', sm: '22rem' }} aria-label={`Delivery time for ${stopName}`}>
            <Popover.Arrow />
            <Popover.Body>
              <Stack gap="3">
                <Popover.Title fontWeight="semibold">Delivery time</Popover.Title>
                <HStack align="end">
                  <DateField label="Start date" value={form.startDay} onChange={(startDay) => update({ startDay })} />
                  <TimeField label="Start time" value={form.startTime} onChange={(startTime) => update({ startTime })} />
                </HStack>
                <HStack align="end">
                  <DateField label="End date" value={form.endDay} onChange={(endDay) => update({ endDay })} />
                  <TimeField label="End time" value={form.endTime} onChange={(endTime) => update({ endTime })} />
                </HStack>
                <Field.Root>
                  <Field.Label fontSize="sm">Service time (minutes)</Field.Label>
                  <Input
                    size={{ base: 'md', md: 'sm' }}
                    value={service}
                    onChange={(e) => setService(e.target.value)}
                    inputMode="numeric"
                    maxLength={4}
                    w="24"
                    aria-label="Service time (minutes)"
                  />
                  <Field.HelperText>Time spent at the stop, e.g. 5 for a parcel drop</Field.HelperText>
                </Field.Root>
                <HStack justify="flex-end">
                  <Button size={{ base: 'md', md: 'sm' }} variant="outline" onClick={clear} disabled={busy || !canClear(deliveryStartAt, deliveryEndAt)}>
                    Clear Times
                  </Button>
                  <Button size={{ base: 'md', md: 'sm' }} onClick={save} disabled={busy || !canSave(form)}>
                    Save
                  </Button>
                </HStack>
              </Stack>
            </Popover.Body>
            <Popover.CloseTrigger />
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
