// The delivery-time popover itself (DeliveryTimePopover.tsx is its button), loaded when the visitor reaches for the
// button. Made afresh at each open, its form starts from the stop's stored times.
import { Field, HStack, Input, Popover, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense, lazy, useState } from 'react';
import { notify } from '../../components/toaster.tsx';
import { INVALID_SERVICE, NOT_A_TIME, canClear, canSave, checkSave, dayOf, departureDayText, formFromStop, parseServiceMinutes, timeTextOk } from './delivery-window.ts';
import type { WindowForm } from './delivery-window.ts';
import { Button } from '../../components/Button.tsx';

// The calendar (Chakra's DatePicker and its date library: a third of the planner's script) loads when the visitor
// reaches for a delivery time, not with the page.
const loadDateField = () => import('./DateField.tsx');
const DateField = lazy(async () => ({ default: (await loadDateField()).DateField }));
export const preloadDateField = () => void loadDateField();

/** Where a date field will be, the same size, for the moment its code is still on the way. */
function DateFieldSpace({ label }: { label: string }) {
  return (
    <Stack gap="1.5" flex="1" aria-hidden>
      <Text fontSize="sm">{label}</Text>
      <Skeleton h={{ base: '10', md: '8' }} />
    </Stack>
  );
}

export interface DeliveryTimeProps {
  stopName: string;
  deliveryStartAt: string | null;
  deliveryEndAt: string | null;
  serviceMinutes: number;
  /** When the route leaves (ISO), null for now: times typed without a date fall on its day. */
  departAt: string | null;
  /** Each resolves true when stored; the popover then closes. */
  onSave: (deliveryStartAt: string | null, deliveryEndAt: string | null, serviceMinutes: number) => Promise<boolean>;
  onClear: () => Promise<boolean>;
}

/** A time typed as HH:MM; an impossible one ('25:99') is said under it once the visitor leaves it or saves. */
function TimeField({ label, value, checked, onChange, onBlur }: { label: string; value: string; checked: boolean; onChange: (text: string) => void; onBlur: () => void }) {
  const invalid = checked && !timeTextOk(value);
  return (
    <Field.Root invalid={invalid}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <Input size={{ base: 'md', md: 'sm' }} value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} placeholder="HH:MM" inputMode="numeric" maxLength={5} aria-label={label} />
      {invalid && <Field.ErrorText>{NOT_A_TIME}</Field.ErrorText>}
    </Field.Root>
  );
}

interface FormProps extends DeliveryTimeProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ids: { trigger: string; content: string };
}

export function DeliveryTimeForm({ stopName, deliveryStartAt, deliveryEndAt, serviceMinutes, departAt, onSave, onClear, open, onOpenChange, ids }: FormProps) {
  const [form, setForm] = useState<WindowForm>(() => formFromStop(deliveryStartAt, deliveryEndAt));
  const [service, setService] = useState(String(serviceMinutes));
  const [busy, setBusy] = useState(false);
  // Which time fields the visitor has left (or tried to save): only then is an impossible time pointed out.
  const [checked, setChecked] = useState({ start: false, end: false });
  const update = (patch: Partial<WindowForm>) => setForm((f) => ({ ...f, ...patch }));

  async function save() {
    const check = checkSave(form, deliveryStartAt, deliveryEndAt, dayOf(departAt ? new Date(departAt) : new Date()));
    if (!check.ok && 'badTime' in check) return setChecked({ start: true, end: true });
    if (!check.ok) return notify('error', check.toast.title, check.toast.description);
    const minutes = parseServiceMinutes(service);
    if (minutes === null) return notify('error', INVALID_SERVICE.title, INVALID_SERVICE.description);
    setBusy(true);
    const saved = await onSave(check.deliveryStartAt, check.deliveryEndAt, minutes);
    setBusy(false);
    if (saved) onOpenChange(false);
  }

  async function clear() {
    setBusy(true);
    const cleared = await onClear();
    setBusy(false);
    if (cleared) onOpenChange(false);
  }

  return (
    <Popover.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      ids={ids}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: '92vw', sm: '22rem' }} aria-label={`Delivery time for ${stopName}`}>
            <Popover.Arrow />
            <Popover.Body>
              <Stack gap="3">
                <Popover.Title fontWeight="semibold">Delivery time</Popover.Title>
                <HStack align="end">
                  <Suspense fallback={<DateFieldSpace label="Start date" />}>
                    <DateField label="Start date" value={form.startDay} onChange={(startDay) => update({ startDay })} />
                  </Suspense>
                  <TimeField
                    label="Start time"
                    value={form.startTime}
                    checked={checked.start}
                    onChange={(startTime) => update({ startTime })}
                    onBlur={() => setChecked((c) => ({ ...c, start: true }))}
                  />
                </HStack>
                <HStack align="end">
                  <Suspense fallback={<DateFieldSpace label="End date" />}>
                    <DateField label="End date" value={form.endDay} onChange={(endDay) => update({ endDay })} />
                  </Suspense>
                  <TimeField label="End time" value={form.endTime} checked={checked.end} onChange={(endTime) => update({ endTime })} onBlur={() => setChecked((c) => ({ ...c, end: true }))} />
                </HStack>
                {!form.startDay && !form.endDay && (
                  <Text fontSize="xs" color="fg.muted" data-testid="window-day-hint">
                    Times without a date are on the departure's day ({departureDayText(departAt)}).
                  </Text>
                )}
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
