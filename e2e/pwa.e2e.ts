// The installable offline app in Chromium: the service worker takes over, every route reloads offline, tiles seen
// online draw offline, 'Save this area offline' fills the tile cache, and a new build waits for 'Reload'.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DIST_DIR } from '../scripts/build-app.ts';
import { useBrowser } from './browser.ts';
import { PwaPage, ROAD_COLORS, TILE_CACHE, withoutKeptRegion } from './pages/pwa.ts';
import { Shell } from './pages/shell.ts';
import { TrafficPage } from './pages/traffic.ts';
import { PlannerPage } from './pages/planner.ts';
import { keepLiechtenstein } from './device-journey.ts';

const open = useBrowser();
const DESKTOP = { viewport: { width: 1280, height: 900 } };

/** Serves a changed service worker from the build the proxy serves, and puts the original back after the test. */
const newBuild = {
  path: join(DIST_DIR, 'sw.js'),
  original: null as string | null,
  async serve() {
    this.original = await readFile(this.path, 'utf8');
    await writeFile(this.path, `${this.original}\n// next build\n`);
  },
  async restore() {
    if (this.original !== null) await writeFile(this.path, this.original);
    this.original = null;
  },
};
afterEach(() => newBuild.restore());

const ROUTES = [
  ['/', 'Platform Demos'],
  ['/planner', 'Route Planner Demo'],
  ['/matrix', 'Route Matrix'],
  ['/geocoding', 'Geocoding'],
  ['/bulk-geocoder', 'Bulk Geocoder'],
  ['/traffic', 'Traffic Incidents'],
  ['/nowhere', '404 Page Not Found'],
] as const;

describe('installable offline app', () => {
  it('activates its service worker, then reloads every route with the network off', async () => {
    const { page, context } = await open();
    const shell = new Shell(page);
    await shell.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await shell.heading().waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await context.setOffline(true);
    await expect.poll(() => page.getByTestId('online-indicator').textContent()).toContain('Offline');
    for (const [path, title] of ROUTES) {
      await page.goto(path);
      await expect.poll(() => shell.heading().textContent(), { timeout: 15_000 }).toBe(title);
    }
    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('online-indicator').textContent()).toContain('Online');
  });

  it("works offline from the first visit: the worker controls the first page, the region in view is kept, and an offline reload shows the route's figures", async () => {
    const { page, context } = await open(DESKTOP);
    const pwa = new PwaPage(page);
    const planner = new PlannerPage(page);
    // A fresh profile's first visit, no reload: the first install takes control of the page at once.
    await planner.open();
    await expect.poll(() => pwa.isControlled(), { timeout: 60_000 }).toBe(true);
    // The region in view is kept on the device, with its progress on the map.
    await keepLiechtenstein(page);
    for (const place of ['Vaduz', 'Schaan', 'Triesen']) {
      await planner.addStop(place);
      await expect.poll(() => planner.toastText(), { timeout: 30_000 }).toMatch(/^Stop AddedAdded .+ to your route$/);
    }
    await expect.poll(() => planner.rows().count()).toBe(3);
    // The figures of all three stops, not the last answer kept on screen while they load.
    await expect.poll(() => page.getByTestId('route-metrics').getAttribute('aria-busy'), { timeout: 30_000 }).toBe('false');
    const distance = await page.getByTestId('route-distance').textContent();
    expect(distance).toMatch(/^\d+\.\d mi$/);

    await context.setOffline(true);
    await page.reload();
    await planner.heading().waitFor();
    await expect.poll(() => planner.rows().count()).toBe(3);
    await expect.poll(() => page.getByTestId('route-distance').textContent(), { timeout: 60_000 }).toBe(distance);
    expect(await page.getByText(/The map could not be loaded/).count()).toBe(0);
    // A question the first session never asked is answered on the device.
    await planner.addStop('Balzers');
    await expect.poll(() => planner.toastText(), { timeout: 30_000 }).toMatch(/^Stop AddedAdded .+ to your route$/);
  }, 300_000);

  it('shows the first use keeping the region with progress, and Cancel stops it for good', async () => {
    const { page, context } = await open(DESKTOP);
    // The pack's download is held, so the progress stays on screen until the visitor decides.
    let release = (): void => {};
    await context.route('**/packs/*.pack.gz', async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.abort().catch(() => undefined);
    });
    const planner = new PlannerPage(page);
    await planner.open();
    const card = page.getByTestId('keep-region');
    await expect.poll(() => card.getAttribute('data-state'), { timeout: 60_000 }).toBe('downloading');
    expect(await card.textContent()).toMatch(/^Keeping Liechtenstein on this device for use without a network: /);
    expect(await card.getByRole('progressbar').count()).toBe(1);
    await card.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => card.getAttribute('data-state')).toBe('cancelled');
    expect(await card.textContent()).toMatch(/^Liechtenstein was not kept on this device\. Keep this region offline to use it without a network/);
    release();
    // Not offered again by itself on the next visit.
    await page.reload();
    // Once the map says which region it shows, the first use has decided: nothing starts.
    await page.getByRole('combobox', { name: 'Map region: Liechtenstein' }).waitFor();
    expect(await card.count()).toBe(0);
  }, 300_000);

  it('serves a valid web app manifest with its icons', async () => {
    const { page, baseURL } = await open();
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = await (await page.request.get(new URL(href!, baseURL).toString())).json();
    expect(manifest).toMatchObject({ name: 'Maps Platform Demos', short_name: 'Maps Demos', display: 'standalone', start_url: '/' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes = manifest.icons.map((i: { sizes: string; purpose?: string }) => `${i.sizes}:${i.purpose ?? 'any'}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable']));
    for (const icon of [...manifest.icons, ...manifest.screenshots] as { src: string; type: string; sizes: string }[]) {
      const res = await page.request.get(new URL(icon.src, baseURL).toString());
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()['content-type']).toBe(icon.type);
      const png = await res.body();
      // A PNG stores its width and height at bytes 16..23: they must match the declared size.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
  });

  it('draws the map tiles it saw online with the network off, answered by the service worker', async () => {
    const { page, context } = await open(DESKTOP);
    // Only the tile cache may draw the map offline here: no region is kept on this device.
    await withoutKeptRegion(context);
    const pwa = new PwaPage(page);
    const map = new TrafficPage(page).map();
    const tiles = pwa.collectTileResponses();
    await pwa.openControlled('/traffic');
    expect(await pwa.isControlled()).toBe(true);
    await expect.poll(() => tiles.filter((r) => r.fromServiceWorker() && r.status() === 200).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const online = await pwa.settledPixels(map, ROAD_COLORS);
    // Liechtenstein's default view is mostly forest and fields: a thousand-odd road pixels, not a city's.
    expect(online).toBeGreaterThan(1000);

    // Offline with an empty HTTP cache: whatever the map draws now can only come from the service worker.
    await context.setOffline(true);
    await pwa.clearHttpCache();
    tiles.length = 0;
    await page.reload();
    await pwa.heading().waitFor();
    await expect.poll(() => pwa.pixels(map, ROAD_COLORS), { timeout: 30_000 }).toBeGreaterThan(online * 0.8);
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.map((r) => [r.status(), r.fromServiceWorker()])).toEqual(tiles.map(() => [200, true]));

    // A blank map for comparison: the same page offline without the tile cache draws its incident markers (the
    // canvas is painted) but no roads, so the road pixels above came from the saved tiles.
    await page.evaluate((name) => caches.delete(name), TILE_CACHE);
    await pwa.clearHttpCache();
    await page.reload();
    await pwa.heading().waitFor();
    await expect.poll(() => pwa.pixels(map, 'any'), { timeout: 30_000 }).toBeGreaterThan(500);
    expect(await pwa.settledPixels(map, ROAD_COLORS)).toBeLessThan(online * 0.02);
  });

  it("saves the visible area for the chosen zooms with 'Save this area offline'", async () => {
    const { page, consoleErrors } = await open(DESKTOP);
    const pwa = new PwaPage(page);
    const traffic = new TrafficPage(page);
    await pwa.openControlled('/traffic');
    await traffic.waitForList();
    const zoomed = async () => (await pwa.cachedPaths(TILE_CACHE)).filter((p) => /^\/tiles\/map\/(13|14)\//.test(p));
    const before = (await zoomed()).length;

    await page.getByRole('button', { name: 'Save this area offline' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this area offline' });
    await dialog.getByLabel('From zoom').selectOption('13');
    await dialog.getByLabel('To zoom').selectOption('14');
    await expect.poll(() => dialog.getByTestId('tile-estimate').textContent()).toMatch(/^\d+ tiles, about /);
    const count = Number(/^(\d+) tiles/.exec((await dialog.getByTestId('tile-estimate').textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(before);

    await dialog.getByRole('button', { name: `Save ${count} tiles` }).click();
    await expect
      .poll(() => dialog.getByTestId('tile-progress').textContent(), { timeout: 60_000 })
      .toMatch(new RegExp(`^Saved ${count} of ${count} tiles \\(.+ downloaded\\)\\.$`));
    expect((await zoomed()).length).toBeGreaterThanOrEqual(count);
    expect(consoleErrors).toEqual([]);
  });

  it("offers 'Update available' for a new build and lets it take over only on 'Reload'", async () => {
    const { page } = await open();
    const pwa = new PwaPage(page);
    await pwa.openControlled('/');
    expect(await pwa.isControlled()).toBe(true);
    expect(await pwa.updatePrompt().count()).toBe(0);

    // A new build on the server: the same worker with one more line, so the browser installs it as a new version.
    // (Playwright's routing does not see the browser's own update check of the worker script, so the served file
    // itself changes.)
    await newBuild.serve();
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await pwa.updatePrompt().waitFor({ timeout: 30_000 });
    expect(await pwa.updatePrompt().getByRole('button', { name: 'Reload' }).isVisible()).toBe(true);
    // Nothing took over on its own: the new worker waits, the page is still under the old one.
    expect(await pwa.workerStates()).toEqual({ waiting: 'installed', active: 'activated', controlled: true });

    await page.evaluate(() => {
      sessionStorage.setItem('controller-changed', 'no');
      navigator.serviceWorker.addEventListener('controllerchange', () => sessionStorage.setItem('controller-changed', 'yes'));
      (window as { beforeUpdate?: boolean }).beforeUpdate = true;
    });
    await pwa.updatePrompt().getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate ?? false), { timeout: 30_000 }).toBe(false);
    await pwa.heading().waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('controller-changed'))).toBe('yes');
    expect(await pwa.workerStates()).toEqual({ waiting: null, active: 'activated', controlled: true });
    expect(await pwa.updatePrompt().count()).toBe(0);
  });
});
