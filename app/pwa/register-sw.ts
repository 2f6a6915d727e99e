// Registers the service worker in production builds. A new version waits until the visitor chooses
// 'Reload': only then is it told to take over, and the page reloads under it.
import { Workbox } from 'workbox-window';
import { updateStore } from './pwa-state.ts';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    updateStore.set(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  wb.register().catch((error: unknown) => console.warn('Service worker registration failed', error));
}
