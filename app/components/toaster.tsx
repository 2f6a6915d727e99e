// The app's one toaster (SPEC §9): one toast at a time, 5 s, F8 moves focus to the region labelled 'Notification'.
// The toasts' machinery loads with the first toast, off every page's first load; until then an empty region with
// the same name takes F8. The store keeps toasts created meanwhile, and the toaster shows them when it mounts.
// Not React.lazy: a chunk that could not load (the network gone before the service worker saved the app) would
// take the whole page down, and lazy keeps the failure; here the next toast simply tries again.
import { createToaster } from '@chakra-ui/react';
import { useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';

export const TOAST_DURATION_MS = 5000;
export const TOAST_REGION_LABEL = 'Notification (F8)';
const HOTKEY = 'F8';

export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: TOAST_DURATION_MS,
  hotkey: [HOTKEY],
  pauseOnPageIdle: true,
});

export type ToastKind = 'success' | 'error' | 'info';

/** Shows a toast, replacing any visible one: a newer message is always the relevant one. */
export function notify(kind: ToastKind, title: string, description?: string): void {
  toaster.dismiss();
  toaster.create({ type: kind, title, description, duration: TOAST_DURATION_MS, closable: true });
}

let changes = 0;
// Registered before any component's subscription, so the count is up to date by the time React reads it.
toaster.subscribe(() => {
  changes += 1;
});
const changeCount = () => changes;

let loaded: ComponentType | null = null;
let loading: Promise<ComponentType> | null = null;

/** The toasts' code, loaded once; a failed load (offline before the app was saved) is tried again next time. */
export function loadToastList(): Promise<ComponentType> {
  loading ??= import('./ToastList.tsx').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export function AppToaster() {
  const toasts = useSyncExternalStore(toaster.subscribe, changeCount, changeCount);
  const [ToastList, setToastList] = useState(() => loaded);
  useEffect(() => {
    if (toasts === 0 || ToastList) return;
    loadToastList().then(
      (list) => setToastList(() => list),
      () => {
        // Offline before the app was saved: the toasts wait in the store, and the next one tries again.
      },
    );
  }, [toasts, ToastList]);
  return ToastList ? <ToastList /> : <EmptyRegion />;
}

/** The region before the first toast: named as the toaster's, and focused by its hotkey. */
function EmptyRegion() {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.code === HOTKEY) region.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return <div ref={region} role="region" aria-label={TOAST_REGION_LABEL} aria-live="polite" tabIndex={-1} style={{ position: 'fixed', insetInlineEnd: 0, bottom: 0 }} />;
}
