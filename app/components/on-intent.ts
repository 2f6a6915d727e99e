// A header control whose behaviour (a Zag machine, its positioning and focus code) is not on the first load: a
// look-alike button stands in until the visitor reaches for it (points at it, touches it, focuses it), then the
// control's code loads and the real control takes the button's place, with the focus, and open if it was pressed.
import { useEffect, useRef, useState, type FocusEventHandler, type MouseEventHandler, type PointerEventHandler, type RefObject, type TouchEventHandler } from 'react';

/** What the real control takes over from its stand-in when it replaces it. */
export interface Handoff {
  /** The stand-in was pressed (click, tap, Enter or Space) before the control was there. */
  open: boolean;
  /** The stand-in had the focus. */
  focus: boolean;
}

/**
 * For the real control's trigger: takes the focus the stand-in had, and replays a press the stand-in got, so the
 * control opens the way its own press opens it (where the focus goes, what its open handler sets).
 */
export function useHandoff(handoff: Handoff): RefObject<HTMLButtonElement | null> {
  const trigger = useRef<HTMLButtonElement | null>(null);
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (handoff.focus || handoff.open) trigger.current?.focus();
    if (handoff.open) trigger.current?.click();
  }, [handoff]);
  return trigger;
}

export interface StandInProps {
  ref: RefObject<HTMLButtonElement | null>;
  onPointerEnter: PointerEventHandler;
  onTouchStart: TouchEventHandler;
  onFocus: FocusEventHandler;
  onPointerDown: PointerEventHandler;
  onPointerLeave: PointerEventHandler;
  onPointerCancel: PointerEventHandler;
  onClick: MouseEventHandler;
}

/**
 * `load` resolves to the real control. Until it is loaded and swapped in, `control` is null and the caller renders
 * a stand-in button with `standIn`'s props. A press in progress delays the swap to its click: replacing the button
 * between pointer down and up would lose the click.
 */
export function useOnIntent<T>(load: () => Promise<T>): { control: { value: T; handoff: Handoff } | null; standIn: StandInProps } {
  const [control, setControl] = useState<{ value: T; handoff: Handoff } | null>(null);
  const ref = useRef<HTMLButtonElement | null>(null);
  const loaded = useRef<{ value: T } | null>(null);
  const pressing = useRef(false);
  const pressed = useRef(false);
  const requested = useRef(false);

  const swap = () => {
    if (!loaded.current || pressing.current) return;
    const focus = ref.current !== null && document.activeElement === ref.current;
    setControl({ value: loaded.current.value, handoff: { open: pressed.current, focus } });
  };
  const start = () => {
    if (requested.current) return;
    requested.current = true;
    load().then(
      (value) => {
        loaded.current = { value };
        swap();
      },
      // Its chunk did not come (offline before it was cached): the next intent asks again.
      () => {
        requested.current = false;
      },
    );
  };
  const release = () => {
    pressing.current = false;
    swap();
  };

  return {
    control,
    standIn: {
      ref,
      onPointerEnter: start,
      onTouchStart: start,
      onFocus: start,
      onPointerDown: () => {
        pressing.current = true;
        start();
      },
      onPointerLeave: release,
      onPointerCancel: release,
      onClick: () => {
        pressed.current = true;
        start();
        release();
      },
    },
  };
}
