// The app's one toaster (SPEC §9): one toast at a time, 5 s, swiped right 50 px it goes, F8 moves focus to the region
// labelled 'Notification'. Plain elements and a module-level store, not a toast machine per toast: the first toast
// (Chakra's, on Zag's machines and styles resolved at render) took a phone 120-200 ms, as a shared route opened or
// an optimize finished (issue 33), and its code had to load apart from the first page's.
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type PointerEvent } from 'react';
import './toast.css';

export const TOAST_DURATION_MS = 5000;
export const TOAST_REGION_LABEL = 'Notification (F8)';
const HOTKEY = 'F8';
const SWIPE_THRESHOLD_PX = 50;

export type ToastKind = 'success' | 'error' | 'info';

interface Toast {
  id: number;
  kind: ToastKind;
  title: string;
  description: string | undefined;
}

let current: Toast | null = null;
let lastId = 0;
const listeners = new Set<() => void>();

function show(toast: Toast | null): void {
  current = toast;
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing any visible one: a newer message is always the relevant one. */
export function notify(kind: ToastKind, title: string, description?: string): void {
  lastId += 1;
  show({ id: lastId, kind, title, description });
}

/** Takes the toast `id` away (any toast without one), unless a newer one has replaced it. */
export function dismissToast(id?: number): void {
  if (current && (id === undefined || current.id === id)) show(null);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const currentToast = () => current;

/** The region the toast shows in: named and reached by F8 also while it is empty. */
export function AppToaster() {
  const toast = useSyncExternalStore(subscribe, currentToast, currentToast);
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.code === HOTKEY) region.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <section ref={region} className="toast-region" aria-label={TOAST_REGION_LABEL} aria-live="polite" tabIndex={-1}>
      {toast && <ToastView key={toast.id} toast={toast} />}
    </section>
  );
}

const ICONS = { success: CircleCheck, error: CircleAlert, info: null } as const;

/** One toast: its time runs while no pointer is on it, nothing in it has the focus and the page is in view. */
function ToastView({ toast }: { toast: Toast }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const hidden = usePageHidden();
  const left = useRef(TOAST_DURATION_MS);
  const paused = hovered || focused || hidden;
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), left.current);
    return () => {
      clearTimeout(timer);
      left.current -= Date.now() - started;
    };
  }, [paused, toast.id]);

  const swipe = useSwipeRight(() => dismissToast(toast.id));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') dismissToast(toast.id);
  };
  const Icon = ICONS[toast.kind];
  const ids = { title: `toast-${toast.id}-title`, description: `toast-${toast.id}-description` };
  return (
    <div
      className="toast"
      data-testid="toast"
      data-type={toast.kind}
      data-paused={paused || undefined}
      role="status"
      aria-atomic="true"
      aria-labelledby={ids.title}
      aria-describedby={toast.description ? ids.description : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={swipe.onPointerDown}
      onPointerMove={(event) => {
        // A pointer moved onto it, not one it came under: a toast appearing, or the page scrolling, under a resting
        // mouse is not being read (the browser sends that mouse a move of no distance).
        if (event.movementX !== 0 || event.movementY !== 0) setHovered(true);
        swipe.onPointerMove(event);
      }}
      onPointerUp={swipe.onPointerUp}
      onPointerCancel={swipe.onPointerCancel}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
    >
      {Icon && <Icon className="toast-indicator" aria-hidden />}
      <div className="toast-text">
        <div className="toast-title" id={ids.title}>
          {toast.title}
        </div>
        {toast.description && (
          <div className="toast-description" id={ids.description}>
            {toast.description}
          </div>
        )}
      </div>
      <button type="button" className="toast-close" aria-label="Dismiss notification" onClick={() => dismissToast(toast.id)}>
        <X aria-hidden />
      </button>
    </div>
  );
}

function usePageHidden(): boolean {
  return useSyncExternalStore(
    (listener) => {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
    () => document.visibilityState === 'hidden',
    () => false,
  );
}

/** A toast follows a finger or pointer dragged right; let go past the threshold it goes, short of it it comes back. */
function useSwipeRight(onSwiped: () => void) {
  const start = useRef<number | null>(null);
  const moveTo = (element: HTMLElement, dx: number) => element.style.setProperty('--swipe-x', `${dx}px`);
  const end = (event: PointerEvent<HTMLElement>, swiped: boolean) => {
    if (start.current === null) return;
    start.current = null;
    moveTo(event.currentTarget, 0);
    if (swiped) onSwiped();
  };
  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      // Not from the close button: its click dismisses.
      if ((event.target as Element).closest('button')) return;
      start.current = event.clientX;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (start.current !== null) moveTo(event.currentTarget, Math.max(0, event.clientX - start.current));
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      end(event, start.current !== null && event.clientX - start.current > SWIPE_THRESHOLD_PX);
    },
    onPointerCancel(event: PointerEvent<HTMLElement>) {
      end(event, false);
    },
  };
}
