// What the service worker tells the page (an update is waiting) and whether the browser is online, as tiny
// external stores React components subscribe to.
import { useSyncExternalStore } from 'react';

type Listener = () => void;

function createStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => value,
    set(next: T) {
      if (Object.is(next, value)) return;
      value = next;
      for (const l of listeners) l();
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Set by register-sw.ts: a new version is installed and waiting; calling it activates it and reloads. */
export const updateStore = createStore<null | (() => void)>(null);

export function useUpdateAvailable(): null | (() => void) {
  return useSyncExternalStore(updateStore.subscribe, updateStore.get, () => null);
}

function subscribeOnline(listener: Listener) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
}
