// The static build (npm run build:static) served by a plain static file server, no proxy anywhere: every page
// answers from the engine on the device, first from the packs beside the app, then, with the server stopped and the
// browser offline, from the region kept on the device.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaticSite } from '../scripts/build-static.ts';
import { useBrowser } from './browser.ts';
import { keepThenGoOffline } from './device-journey.ts';
import { GeocodingPage } from './pages/geocoding.ts';
import { PwaPage, withoutKeptRegion } from './pages/pwa.ts';

const open = useBrowser();

let dir = '';
let server: FastifyInstance | undefined;
let baseURL = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'static-build-'));
  await buildStaticSite(dir);
  // Plain files: no API, no fallback to index.html, nothing but what the build wrote.
  server = Fastify();
  await server.register(fastifyStatic, { root: dir });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a port');
  baseURL = `http://127.0.0.1:${address.port}`;
}, 600_000);
afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the static build', () => {
  it("says 'Keep this region offline to use it without a network' offline when no region was kept, not 'Failed to fetch'", async () => {
    const { page, context } = await open({ baseURL, viewport: { width: 1400, height: 1000 } });
    // A visitor who cancelled the first use's download before.
    await context.addInitScript(() => localStorage.setItem('device-region-first-use', '2026-11-26T08:00:00.000Z'));
    const pwa = new PwaPage(page);
    await pwa.goto('/planner');
    await expect.poll(() => pwa.isControlled(), { timeout: 60_000 }).toBe(true);
    await page.getByRole('combobox', { name: 'Map region: Liechtenstein' }).waitFor({ timeout: 60_000 });
    await context.setOffline(true);
    await page.reload();
    await pwa.heading().waitFor();
    await expect.poll(() => page.getByText(/^The map could not be loaded/).textContent(), { timeout: 60_000 }).toBe(
      'The map could not be loaded: Keep this region offline to use it without a network',
    );
  }, 300_000);

  it('answers every page on the device with no proxy, and keeps working offline with the server stopped', async () => {
    // Before anything is kept (a visitor who settled the first use's offer): the packs beside the app answer.
    const before = await open({ baseURL, viewport: { width: 1400, height: 1000 } });
    expect((await before.page.request.get('/api/map/config')).status()).toBe(404);
    await withoutKeptRegion(before.context);
    await new PwaPage(before.page).openControlled('/geocoding');
    const geocoding = new GeocodingPage(before.page);
    await geocoding.geocode({ street: 'Kungsgatan 12', city: 'Göteborg', state: 'Västra Götaland', countryCode: 'SE' });
    await expect.poll(() => geocoding.field('City'), { timeout: 60_000 }).toBe('Göteborg');
    await expect.poll(() => before.page.getByTestId('network-note').textContent()).toBe('Answered on this device — offline regions Liechtenstein and Gothenburg, Sweden');
    await before.context.close();

    // A fresh profile: the first map keeps Liechtenstein, then everything works with the server stopped.
    const { page, context } = await open({ baseURL, viewport: { width: 1400, height: 1000 } });
    await keepThenGoOffline(page, context, async () => {
      await server?.close();
      server = undefined;
    });
  }, 900_000);

});
