// The whole suite on the phone alone: visit once online and keep Liechtenstein on the device; then the server is
// stopped and the browser goes offline, and every page still answers questions it never asked before, from the
// engine in the browser, and says so.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { testConfig } from '../proxy/config.ts';
import { buildServer } from '../proxy/server.ts';
import { DIST_DIR } from '../scripts/build-app.ts';
import { useBrowser } from './browser.ts';
import { keepThenGoOffline } from './device-journey.ts';

const open = useBrowser();

// A server of this file's own, so the test can stop it.
let server: FastifyInstance | undefined;
let baseURL = '';
beforeAll(async () => {
  server = await buildServer(testConfig({ staticDir: DIST_DIR, logLevel: 'warn', trafficTime: '2026-06-15T10:30:00Z', rateLimitPerMinute: 100_000 }));
  // Loaded now (engine and device packs), so no step of the journey waits for it.
  for (const url of ['/api/map/config', '/packs/index.json']) {
    const warm = await server.inject({ method: 'GET', url });
    if (warm.statusCode !== 200) throw new Error(`${url} failed: ${warm.body}`);
  }
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a port');
  baseURL = `http://127.0.0.1:${address.port}`;
}, 300_000);
afterAll(async () => server?.close());

describe('the suite on the device alone', () => {
  it('keeps a region on the device, then plans, optimizes, geocodes and shows traffic with no server and no network', async () => {
    const { page, context } = await open({ baseURL, viewport: { width: 1400, height: 1000 } });
    await keepThenGoOffline(page, context, async () => {
      await server?.close();
      server = undefined;
    });
  }, 600_000);
});
