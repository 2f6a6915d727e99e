// Registers the service worker in production builds once the page's start-up is over (after-start-up.ts): its first
// install fetches every script of the app, megabytes that competed with the page's own loading and rendering. A new
// version waits until the visitor chooses 'Reload': only then is it told to take over, and the page reloads under it.
// The first install takes control at once (sw.ts); what the page fetched before that (the map settings, the tiles on
// screen) is then fetched again through it, so an offline reload finds it saved.
import { afterStartUp } from '../after-start-up.ts';
import { updateStore } from './pwa-state.ts';

/** Same-origin GETs the service worker saves (the map settings and tiles) that the page made before it controlled it. */
async function saveWhatThePageSaw(): Promise<void> {
  const seen = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name);
    if (url.origin === location.origin && (url.pathname === '/api/map/config' || url.pathname.startsWith('/tiles/'))) seen.add(url.href);
  }
  for (const url of seen) await fetch(url, { credentials: 'include' }).catch(() => undefined);
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox('/sw.js', { scope: '/' });
    wb.addEventListener('controlling', (event) => {
      if (!event.isUpdate) void saveWhatThePageSaw();
    });
    wb.addEventListener('waiting', () => {
      updateStore.set(() => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      });
    });
    await wb.register();
  };
  void afterStartUp()
    .then(register)
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
}
