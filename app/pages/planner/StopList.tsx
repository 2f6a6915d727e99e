// The drag-and-drop stop list (SPEC §2): @dnd-kit/sortable with mouse and touch sensors, and the keyboard's moves
// (keyboard-move.ts) in the list's own order.
import { DndContext, MouseSensor, TouchSensor, closestCenter, useSensor, useSensors } from '@dnd-kit/core';
import type { DragEndEvent } from '@dnd-kit/core';
import { dragAnnouncements } from './drag-announcements.ts';
import { restrictToVerticalAxis } from './drag-modifiers.ts';
import { keyboardMoveStep, type KeyboardMove } from './keyboard-move.ts';
import { SortableContext, arrayMove, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { OfflineRegionInfo } from '../../../service/contract/index.ts';
import type { Stop } from '../../data/hooks.ts';
import { isCovered } from '../../map/regions.ts';
import { StopDetails, StopRow } from './StopRow.tsx';
import '../../components/visually-hidden.css';
import type { Arrival } from './StopRow.tsx';

interface Props {
  stops: readonly Stop[];
  /** Stops no offline region holds (from a shared link or a provider session) are marked on their row. */
  regions: readonly Pick<OfflineRegionInfo, 'bounds'>[];
  arrivals: ReadonlyMap<number, Arrival>;
  departAt: string | null;
  /** The actions are the same functions on every render (see StopRow). */
  onReorder: (ids: number[]) => Promise<void>;
  onRemove: (id: number) => Promise<void>;
  onSaveWindow: (id: number, start: string | null, end: string | null, serviceMinutes: number) => Promise<boolean>;
  onClearWindow: (id: number) => Promise<boolean>;
}

export const StopList = memo(function StopList({ stops, regions, arrivals, departAt, onReorder, onRemove, onSaveWindow, onClearWindow }: Props) {
  // The dropped order shows at once; the live query catches up when the transaction commits.
  const [pending, setPending] = useState<readonly number[] | null>(null);
  // A stop being moved with the keyboard, and what a screen reader was last told of it.
  const [move, setMove] = useState<KeyboardMove | null>(null);
  const [spoken, setSpoken] = useState('');
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
  );
  // Each row's details (text, buttons, popover, dialog: most of a row's components) are rendered here, outside
  // DndContext, and portalled into the row's slot. dnd-kit's contexts change in each commit of a drag, and React
  // then looks for their readers through every component below them, memoized or not (propagateContextChanges:
  // 25,000 fibers visited by a pick-up on 25 stops with the details inside, 2,500 now). The DOM is the same but
  // for the slot, which has no box (stop-row.css).
  // Each slot is made here, before the row exists, and the row puts it in its place when it mounts: the details
  // render in the same pass as the rows. A slot the row registered itself (state set from its ref) rendered all of
  // them again in a second, synchronous pass: 25 stops' details in one long task as a shared route opened.
  const slots = useRef(new Map<number, HTMLElement>()).current;
  const slotOf = (id: number): HTMLElement => {
    let slot = slots.get(id);
    if (!slot) {
      slot = document.createElement('div');
      slot.className = 'stop-row-details';
      slots.set(id, slot);
    }
    return slot;
  };
  useEffect(() => {
    const kept = new Set(stops.map((s) => s.id));
    for (const id of slots.keys()) if (!kept.has(id)) slots.delete(id);
  }, [stops, slots]);
  const byId = new Map(stops.map((s) => [s.id, s]));
  // An order of the list's stops (a dropped one, or a keyboard move's), unless the stops changed under it.
  const holds = (order: readonly number[] | null | undefined): order is readonly number[] =>
    !!order && order.length === stops.length && order.every((id) => byId.has(id));
  const moving = move && holds(move.order) ? move : null;
  const shown = moving ? moving.order : holds(pending) ? pending : null;
  const ordered = shown ? shown.map((id) => byId.get(id) as Stop) : stops;
  const ids = ordered.map((s) => s.id);

  async function reorder(next: readonly number[]) {
    setPending(next);
    try {
      await onReorder([...next]);
    } finally {
      setPending(null);
    }
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    void reorder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  }

  /** Takes `key` on stop `id`'s handle into the keyboard move; false when the key is not the move's. */
  const moveKey = (id: number, key: string): boolean => {
    const step = keyboardMoveStep(moving, id, key, ids);
    if (!step) return false;
    setMove(step.move);
    setSpoken(step.say(byId.get(id)?.name ?? 'The stop'));
    if (step.drop) void reorder(step.drop);
    return true;
  };
  // The rows' handles keep one function (they are memoized); it calls this render's.
  const moveKeyRef = useRef(moveKey);
  moveKeyRef.current = moveKey;
  const onHandleKey = useCallback((id: number, event: KeyboardEvent) => {
    // Tab drops the stop and still moves the focus on.
    if (moveKeyRef.current(id, event.key) && event.key !== 'Tab') event.preventDefault();
  }, []);

  // React moves the row's element to its new place, and an element taken out of the page loses the focus: the
  // handle takes it back, in view.
  const listRef = useRef<HTMLOListElement>(null);
  useLayoutEffect(() => {
    if (!moving) return;
    const handle = listRef.current?.querySelector<HTMLElement>(`[data-stop-id="${moving.id}"] .stop-drag-handle`);
    if (!handle) return;
    if (document.activeElement !== handle) handle.focus({ preventScroll: true });
    handle.scrollIntoView?.({ block: 'nearest' });
  }, [moving]);

  // A press anywhere but the handle while a stop is moved drops it where it is, as Tab does: the focus goes there,
  // and the stop would otherwise stay picked up with the list in its moving order.
  const movingId = moving?.id;
  useEffect(() => {
    if (movingId === undefined) return;
    const onPointerDown = (event: PointerEvent) => {
      const handle = listRef.current?.querySelector(`[data-stop-id="${movingId}"] .stop-drag-handle`);
      if (!handle?.contains(event.target as Node)) moveKeyRef.current(movingId, 'Tab');
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [movingId]);

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={[restrictToVerticalAxis]}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements: dragAnnouncements(ids, (id) => byId.get(Number(id))?.name ?? 'The stop'),
          screenReaderInstructions: {
            draggable: 'To pick up a stop, press space or enter. Use the arrow keys to move it, then space or enter to drop it, or escape to cancel.',
          },
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol ref={listRef} className="stop-list" aria-label="Stops">
            {ordered.map((stop, i) => (
              <StopRow key={stop.id} stop={stop} position={i + 1} detailsSlot={slotOf(stop.id)} picked={moving?.id === stop.id} onHandleKey={onHandleKey} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <div role="status" aria-live="assertive" aria-atomic="true" className="visually-hidden" data-testid="keyboard-move-status">
        {spoken}
      </div>
      {stops.map((stop) =>
        createPortal(
          <StopDetails
            stop={stop}
            arrival={arrivals.get(stop.id)}
            departAt={departAt}
            outsideRegions={isCovered(regions, { lat: stop.latitude, lng: stop.longitude }) ? null : regions}
            onRemove={onRemove}
            onSaveWindow={onSaveWindow}
            onClearWindow={onClearWindow}
          />,
          slotOf(stop.id),
          stop.id,
        ),
      )}
    </>
  );
});
