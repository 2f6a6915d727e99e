// The service worker: precached app shell and route chunks, offline navigation, cache-first map tiles with a
// cap, and replay of provider answers. An update activates only when the visitor accepts it (SKIP_WAITING),
// never on its own: an open tab must not run old code against a newer database schema. The first install has
// no older version to displace, so it takes control of the open pages at once (clients.claim): the first
// visit's tiles and answers from then on are saved, and survive an offline reload.
/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { PROVIDER_CACHE, isReplayable, networkFirstWithReplay } from './provider-cache.ts';
import { TILE_CACHE, TILE_CACHE_MAX_AGE_S, TILE_CACHE_MAX_ENTRIES } from './tile-cache.ts';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//, /^\/tiles\//] }));

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/tiles/') && request.method === 'GET',
  new CacheFirst({
    cacheName: TILE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: TILE_CACHE_MAX_ENTRIES, maxAgeSeconds: TILE_CACHE_MAX_AGE_S, purgeOnQuotaError: true }),
    ],
  }),
);

for (const method of ['GET', 'POST'] as const) {
  registerRoute(
    ({ url, request }) => url.origin === self.location.origin && isReplayable(url, request.method),
    async ({ request }) => networkFirstWithReplay(request, await caches.open(PROVIDER_CACHE)),
    method,
  );
}

// Whether this worker is the first one of the scope: decided at install, before it becomes the active one.
let firstInstall = false;
self.addEventListener('install', () => {
  firstInstall = !self.registration.active;
});
self.addEventListener('activate', (event) => {
  if (firstInstall) event.waitUntil(self.clients.claim());
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
