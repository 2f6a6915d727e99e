// Builds the app if needed and serves it with the proxy on a free port for the whole e2e run.
import { E2E_TRAFFIC_TIME } from './traffic-time.ts';
import type { TestProject } from 'vitest/node';
import { DIST_DIR, buildAppIfStale } from '../scripts/build-app.ts';
import { testConfig } from '../proxy/config.ts';
import { buildServer } from '../proxy/server.ts';
import { ensureRegionPacks } from '../engine/regions.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}


export default async function setup(project: TestProject) {
  await buildAppIfStale();
  await ensureRegionPacks();
  const app = await buildServer(testConfig({
    staticDir: DIST_DIR,
    logLevel: 'warn',
    trafficTime: E2E_TRAFFIC_TIME,
    // The whole suite is one visitor (loopback) for ten minutes and more: its budget is not what is under test here.
    rateLimitPerMinute: 100_000,
  }));
  // Load the offline engine now, so no test waits for it on its first request.
  const warm = await app.inject({ method: 'GET', url: '/api/map/config' });
  if (warm.statusCode !== 200) throw new Error(`offline engine failed to load: ${warm.body}`);
  const packs = await app.inject({ method: 'GET', url: '/packs/index.json' });
  if (packs.statusCode !== 200) throw new Error(`device packs failed to build: ${packs.body}`);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a port');
  project.provide('baseURL', `http://127.0.0.1:${address.port}`);
  return async () => {
    await app.close();
  };
}
