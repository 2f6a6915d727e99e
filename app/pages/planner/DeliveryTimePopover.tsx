// The delivery-time popover of SPEC §2 and §5: a date and an HH:MM time for start and end, Save and Clear Times;
// and the minutes the driver spends at the stop, which the optimizer and the arrivals count. This is its button;
// the popover itself is DeliveryTimeForm.tsx.
import { Clock } from 'lucide-react';
import { Suspense, lazy, useId, useState } from 'react';
import { windowLabel } from './delivery-window.ts';
import type { DeliveryTimeProps } from './DeliveryTimeForm.tsx';

// The popover's code (Ark's popover machine, its positioning, the calendar) loads when the visitor reaches for the
// button, not with the planner.
const loadForm = () => import('./DeliveryTimeForm.tsx');
const DeliveryTimeForm = lazy(async () => ({ default: (await loadForm()).DeliveryTimeForm }));
const preload = () => void loadForm().then((form) => form.preloadDateField());

export function DeliveryTimePopover(props: DeliveryTimeProps) {
  const { stopName, deliveryStartAt, deliveryEndAt } = props;
  const [open, setOpen] = useState(false);
  // The popover is made on the first open, not with the button: each of a 25-stop route's rows made one as the page
  // opened, most of the rows' cost on a phone (issue 33). Each open makes it afresh (its key), so its form starts
  // from the stop's stored times. The button stands in for Popover.Trigger, which needs the machine: the machine
  // finds it by id (to place the popover under it, to tell a click on it from one outside, to give it the focus back).
  const [opens, setOpens] = useState(0);
  const id = useId();
  const ids = { trigger: `${id}-trigger`, content: `${id}-content` };

  function toggle() {
    if (!open) setOpens((n) => n + 1);
    setOpen(!open);
  }

  const label = windowLabel(deliveryStartAt, deliveryEndAt);
  return (
    <>
      {/* A 40 px icon on phones (the row shows the window under the name); from sm up the window is inline. A plain
          button (stop-row.css), as the row's others. */}
      <button
        type="button"
        id={ids.trigger}
        className="row-button delivery-time-button"
        // Ends with the window it shows, so the spoken name contains the visible text (WCAG 2.5.3).
        aria-label={`Delivery time for ${stopName}: ${label}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? ids.content : undefined}
        data-state={open ? 'open' : 'closed'}
        title="Delivery time"
        onClick={toggle}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
      >
        <Clock />
        <span className="delivery-time-label">{label}</span>
      </button>
      {opens > 0 && (
        <Suspense fallback={null}>
          <DeliveryTimeForm key={opens} {...props} open={open} onOpenChange={setOpen} ids={ids} />
        </Suspense>
      )}
    </>
  );
}
