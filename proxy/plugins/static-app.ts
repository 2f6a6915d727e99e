// Serves the built app: hashed assets cached forever, index.html and the service worker never cached, and
// every other non-API GET answered with index.html so the client router (and its 404 page) takes over.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

const NEVER_CACHE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);

export async function staticApp(app: FastifyInstance, opts: { root: string }): Promise<void> {
  const root = resolve(opts.root);
  const hasBuild = existsSync(resolve(root, 'index.html'));

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // Source maps are built for debugging, never published.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      cacheControl: false,
      setHeaders(reply, path) {
        const name = path.slice(path.lastIndexOf('/') + 1);
        if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
        else if (NEVER_CACHE.has(name)) reply.header('cache-control', 'no-cache');
        else reply.header('cache-control', 'public, max-age=3600');
      },
    });
  }

  function answer(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/') || path.startsWith('/tiles/');
    if (isApi || path.endsWith('.map') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: `No such endpoint: ${request.method} ${path}` });
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The app is not built yet: run `npm run build` (or `npm start`, which builds it).');
    }
    // A missing hashed asset is a real 404, not a page: answering HTML would hide the error.
    if (path.startsWith('/assets/')) return reply.status(404).type('text/plain').send('Not found');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  }

  // Every page's HTML comes from a route, not only from the not-found handler: compression (server.ts) applies to
  // routes only, and the not-found handler sent every page's HTML uncompressed.
  app.get('/*', answer);
  app.setNotFoundHandler(answer);
}
