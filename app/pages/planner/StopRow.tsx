// One stop in the list (SPEC §2): drag handle, name, address, delivery window, delivery-time button, delete;
// a hand-off to a navigation app; after an optimize, its arrival, any wait and service start, and whether its window is met or by how much missed.
import { useSortable } from '@dnd-kit/sortable';
import { memo, useCallback } from 'react';
import type { KeyboardEvent } from 'react';
import { CSS } from '@dnd-kit/utilities';
import { Clock, GripVertical, Navigation, Trash2 } from 'lucide-react';
import type { Stop } from '../../data/hooks.ts';
import { OutsideRegionsHint } from '../../map/CoverageNotice.tsx';
import { DeliveryTimePopover } from './DeliveryTimePopover.tsx';
import { NavigateDialog } from './NavigateDialog.tsx';
import { navigateToStop, platformOf, webDirectionsTo } from './navigate-links.ts';
import { arrivalText, type Arrival } from './arrival-text.ts';
import { windowLabel } from './delivery-window.ts';
import './stop-row.css';

export type { Arrival };

/** What a row shows besides its place: StopList renders it apart from the sortable shell (see StopRow). */
export interface DetailsProps {
  stop: Stop;
  arrival: Arrival | undefined;
  /** The offline regions, when none of them holds this stop. */
  outsideRegions: readonly unknown[] | null;
  /** The route's departure (ISO, null for now): a window's times typed without a date fall on its day. */
  departAt: string | null;
  /** The row's actions, by stop id: the same functions on every render, so an unchanged row is not rendered again. */
  onRemove: (id: number) => Promise<void>;
  onSaveWindow: (id: number, start: string | null, end: string | null, serviceMinutes: number) => Promise<boolean>;
  onClearWindow: (id: number) => Promise<boolean>;
}

interface ShellProps {
  stop: Stop;
  position: number;
  /** The element the row's details are portalled into (StopList): the row puts it in its line. */
  detailsSlot: HTMLElement;
  /** Picked up with the keyboard, and the keys on its handle (keyboard-move.ts, by way of StopList). */
  picked: boolean;
  onHandleKey: (id: number, event: KeyboardEvent) => void;
}

/**
 * The sortable shell: dnd-kit renders every row again at each step of a drag, so the shell holds only what a drag
 * changes (its place, the handle's state, the number), in plain elements (stop-row.css) (a phone at 4x took 780 ms
 * per keyboard move when each step rendered 25 rows' popovers, dialogs and icons). The details are not its
 * children: StopList renders them outside dnd-kit's contexts into the shell's slot (why: see there).
 */
export function StopRow({ stop, position, detailsSlot, picked, onHandleKey }: ShellProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: stop.id });
  // In the row's line after the handle and the number; React renders nothing after it.
  const lineRef = useCallback((line: HTMLDivElement | null) => line?.append(detailsSlot), [detailsSlot]);
  return (
    <li
      ref={setNodeRef}
      className="stop-row"
      data-testid="stop-row"
      data-stop-id={stop.id}
      data-dragging={isDragging || picked || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <div className="stop-row-line" ref={lineRef}>
        <DragHandle id={stop.id} name={stop.name} picked={picked} activatorRef={setActivatorNodeRef} attributes={attributes} listeners={listeners} onKey={onHandleKey} />
        <PositionBadge position={position} />
      </div>
    </li>
  );
}

interface HandleProps {
  id: number;
  name: string;
  picked: boolean;
  onKey: ShellProps['onHandleKey'];
  activatorRef: (element: HTMLElement | null) => void;
  attributes: ReturnType<typeof useSortable>['attributes'];
  listeners: ReturnType<typeof useSortable>['listeners'];
}

const DragHandle = memo(function DragHandle({ id, name, picked, activatorRef, attributes, listeners, onKey }: HandleProps) {
  return (
    <button
      type="button"
      ref={activatorRef}
      {...attributes}
      {...listeners}
      aria-pressed={attributes['aria-pressed'] || picked || undefined}
      onKeyDown={(event) => onKey(id, event)}
      aria-label={`Reorder ${name}`}
      className="row-button stop-drag-handle"
    >
      <GripVertical />
    </button>
  );
});

const PositionBadge = memo(function PositionBadge({ position }: { position: number }) {
  return <span className="stop-position">{position}</span>;
});

/** A stop read again from the database is a new object: it is the same row when every shown field is the same. */
const SHOWN: (keyof Stop)[] = ['id', 'name', 'displayString', 'address', 'latitude', 'longitude', 'deliveryStartAt', 'deliveryEndAt', 'serviceMinutes'];
const sameStop = (a: Stop, b: Stop) => SHOWN.every((k) => a[k] === b[k]);

type ActionsProps = Pick<DetailsProps, 'stop' | 'departAt' | 'onRemove' | 'onSaveWindow' | 'onClearWindow'>;

function sameActions(a: ActionsProps, b: ActionsProps): boolean {
  return sameStop(a.stop, b.stop) && a.departAt === b.departAt && a.onRemove === b.onRemove && a.onSaveWindow === b.onSaveWindow && a.onClearWindow === b.onClearWindow;
}

function sameDetails(a: DetailsProps, b: DetailsProps): boolean {
  return sameActions(a, b) && a.arrival === b.arrival && a.outsideRegions === b.outsideRegions;
}

/**
 * The row's text (name, address, window, service, coverage, arrival) and its buttons, in plain elements styled by
 * stop-row.css as Chakra's Text, Stack and buttons are: a route's 25 rows resolved some 300 styled components' styles
 * as it opened (issue 33).
 */
export const StopDetails = memo(function StopDetails({ stop, arrival, outsideRegions, departAt, onRemove, onSaveWindow, onClearWindow }: DetailsProps) {
  return (
    <>
      <div className="stop-text">
        <p className="stop-name" data-testid="stop-name">
          {stop.displayString || stop.name}
        </p>
        {stop.address && stop.address !== stop.displayString && <p className="stop-note stop-address">{stop.address}</p>}
        <div className="stop-note stop-window" data-testid="stop-window" data-print="show">
          <Clock size={14} aria-hidden />
          {windowLabel(stop.deliveryStartAt, stop.deliveryEndAt)}
        </div>
        {stop.serviceMinutes > 0 && (
          <p className="stop-note" data-testid="stop-service">
            {stop.serviceMinutes} min at the stop
          </p>
        )}
        {outsideRegions && <OutsideRegionsHint regions={outsideRegions} consequence="no route can reach this stop" />}
        {arrival && <ArrivalLine arrival={arrival} hasWindow={stop.deliveryStartAt !== null || stop.deliveryEndAt !== null} serviceMinutes={stop.serviceMinutes} />}
      </div>
      <StopActions stop={stop} departAt={departAt} onRemove={onRemove} onSaveWindow={onSaveWindow} onClearWindow={onClearWindow} />
    </>
  );
}, sameDetails);

/**
 * The row's buttons (delivery time, navigate, remove) with their popover and dialog: rendered again only when the
 * stop or the departure changes, not when an optimize brings every row a new arrival (issue 33).
 */
const StopActions = memo(function StopActions({ stop, departAt, onRemove, onSaveWindow, onClearWindow }: ActionsProps) {
  return (
    <div className="stop-actions" data-print="hide">
      <DeliveryTimePopover
        stopName={stop.name}
        deliveryStartAt={stop.deliveryStartAt}
        deliveryEndAt={stop.deliveryEndAt}
        serviceMinutes={stop.serviceMinutes}
        departAt={departAt}
        onSave={(start, end, serviceMinutes) => onSaveWindow(stop.id, start, end, serviceMinutes)}
        onClear={() => onClearWindow(stop.id)}
      />
      <StopNavigate stop={stop} />
      <button type="button" aria-label={`Remove ${stop.name}`} className="row-button" data-palette="red" onClick={() => void onRemove(stop.id)}>
        <Trash2 />
      </button>
    </div>
  );
}, sameActions);

function StopNavigate({ stop }: { stop: Stop }) {
  const point = { name: stop.displayString || stop.name, address: stop.address, lat: stop.latitude, lng: stop.longitude };
  return (
    <NavigateDialog
      title={`Navigate to ${point.name}`}
      link={navigateToStop(point, platformOf(navigator.userAgent))}
      qr={webDirectionsTo(point)}
      trigger={
        <button type="button" aria-label={`Navigate to ${stop.name}`} className="row-button">
          <Navigation />
        </button>
      }
    />
  );
}

function ArrivalLine({ arrival, hasWindow, serviceMinutes }: { arrival: Arrival; hasWindow: boolean; serviceMinutes: number }) {
  const { text, status } = arrivalText(arrival, hasWindow, serviceMinutes);
  return (
    <p className="stop-note stop-arrival" data-testid="stop-arrival" data-status={status}>
      {text}
    </p>
  );
}
