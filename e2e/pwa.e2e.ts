import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { Shell } from './pages/shell.ts';

const open = useBrowser();

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
});
