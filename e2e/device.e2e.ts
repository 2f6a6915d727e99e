// The whole suite on the phone alone: visit once online and keep Liechtenstein on the device; then the server is
// stopped and the browser goes offline, and every page still answers questions it never asked before, from the
// engine in the browser, and says so.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../proxy/config.ts';
import { buildServer } from '../proxy/server.ts';
import { DIST_DIR } from '../scripts/build-app.ts';
import { useBrowser } from './browser.ts';
import { GeocodingPage } from './pages/geocoding.ts';
import { MatrixPage } from './pages/matrix.ts';
import { PlannerPage } from './pages/planner.ts';
import { PwaPage } from './pages/pwa.ts';
import { TrafficPage } from './pages/traffic.ts';

const open = useBrowser();
const DEVICE_NOTE = 'Answered on this device — offline region Liechtenstein';

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
    const pwa = new PwaPage(page);
    // Online once: the pages the visitor will use, so the app shell and their map settings are saved.
    await pwa.openControlled('/geocoding');
    for (const path of ['/planner', '/matrix', '/traffic', '/geocoding']) await pwa.goto(path);

    await page.getByRole('button', { name: 'Offline regions on this device' }).first().click();
    const region = page.getByTestId('device-region-liechtenstein');
    await region.getByRole('button', { name: 'Make this region available offline' }).click();
    await region.getByText('Stored on this device').waitFor({ timeout: 120_000 });
    await page.getByRole('status').filter({ hasText: 'Liechtenstein is available offline on this device' }).waitFor();
    await page.keyboard.press('Escape');

    await server?.close();
    server = undefined;
    await context.setOffline(true);
    await page.reload();
    await pwa.heading().waitFor();
    const note = page.getByTestId('network-note');

    // Geocoding: an address and a point never asked before.
    const geocoding = new GeocodingPage(page);
    await geocoding.geocode({ street: 'Landstrasse 100', city: 'Schaan', state: 'Oberland', countryCode: 'LI' });
    await expect.poll(() => note.textContent(), { timeout: 30_000 }).toBe(DEVICE_NOTE);
    await expect.poll(() => geocoding.field('City')).toBe('Schaan');
    await geocoding.reverse('47.0664', '9.5025');
    await expect.poll(() => geocoding.field('City'), { timeout: 30_000 }).toBe('Balzers');

    // Planner: eight new stops found by search, then Optimize.
    const planner = new PlannerPage(page);
    await planner.open();
    for (const place of ['Vaduz', 'Schaan', 'Triesen', 'Balzers', 'Eschen', 'Mauren', 'Ruggell', 'Triesenberg']) {
      await planner.addStop(place);
      await expect.poll(() => planner.toastText(), { timeout: 30_000 }).toMatch(/^Stop AddedAdded .+ to your route$/);
    }
    await expect.poll(() => planner.rows().count()).toBeGreaterThanOrEqual(8);
    // A delivery window on the third stop.
    await planner.windowButton(2).click();
    const pop = planner.popover();
    await pop.waitFor();
    await pop.getByLabel('Start time', { exact: true }).fill('14:00');
    await pop.getByLabel('End time', { exact: true }).fill('16:00');
    await pop.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => planner.toastText()).toBe('Delivery Time UpdatedThe delivery time requirements have been saved.');
    await pop.waitFor({ state: 'hidden' });
    await planner.button('Optimize Route').click();
    await expect.poll(() => planner.toastText(), { timeout: 60_000 }).toMatch(/^Route Optimized/);
    await expect.poll(() => note.textContent()).toBe(DEVICE_NOTE);

    // Matrix and traffic: pages that ask the network as they open.
    const matrix = new MatrixPage(page);
    await matrix.open();
    await expect.poll(() => matrix.cell(0, 1).textContent(), { timeout: 60_000 }).toMatch(/\d/);
    await expect.poll(() => note.textContent()).toBe(DEVICE_NOTE);
    const traffic = new TrafficPage(page);
    await traffic.goto();
    await traffic.waitForList();
    expect(await traffic.items().count()).toBeGreaterThan(0);
    await expect.poll(() => note.textContent()).toBe(DEVICE_NOTE);
  }, 600_000);
});
