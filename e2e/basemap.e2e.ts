// The offline basemap of the full-data region as a visitor meets it: tiles hold water, land use, parks, roads
// and place names at the zooms they are for, buildings from zoom 15, and the map really draws them.
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { tileAt } from '../engine/tiles/tile-coords.ts';
import type { MapConfigResponse, OfflineRegionInfo } from '../service/contract/index.ts';
import { useBrowser } from './browser.ts';
import { PlannerPage } from './pages/planner.ts';

const open = useBrowser();
const VADUZ = { lat: 47.141, lng: 9.521 };

let full: OfflineRegionInfo;

beforeAll(async () => {
  const config = (await (await fetch(`${inject('baseURL')}/api/map/config`)).json()) as MapConfigResponse;
  const region = config.regions.find((r) => r.contents === 'full');
  if (!region) throw new Error(`no full-data region in ${JSON.stringify(config.regions.map((r) => r.name))}`);
  full = region;
});

/** Layer name -> feature names (or '' for unnamed features) over the 3×3 tiles around a point. */
async function layersAround(z: number, { lat, lng }: { lat: number; lng: number }): Promise<Record<string, string[]>> {
  const [, x0, y0] = tileAt(lat, lng, z);
  const out: Record<string, string[]> = {};
  for (let dx = -1; dx <= 1; dx++) {
    for (let dy = -1; dy <= 1; dy++) {
      const res = await fetch(`${inject('baseURL')}/tiles/map/${z}/${x0 + dx}/${y0 + dy}`);
      if (res.status !== 200) continue;
      const tile = new VectorTile(new PbfReader(new Uint8Array(await res.arrayBuffer())));
      for (const [name, layer] of Object.entries(tile.layers)) {
        for (let i = 0; i < layer.length; i++) (out[name] ??= []).push(String(layer.feature(i).properties.name ?? ''));
      }
    }
  }
  return out;
}

/** A CSS colour's mean channel, 0 (black) to 1 (white). */
function grey(css: string): number {
  const [r = 0, g = 0, b = 0] = (css.match(/[\d.]+/g) ?? []).map(Number);
  return (r + g + b) / 3 / 255;
}

describe('basemap of the full-data region', () => {
  it('is the default view, and its tiles hold water, land use, parks, roads and place names; buildings from 15', async () => {
    const config = (await (await fetch(`${inject('baseURL')}/api/map/config`)).json()) as MapConfigResponse;
    expect(config.regions[0]?.name).toBe(full.name);

    const z14 = await layersAround(14, VADUZ);
    for (const layer of ['water', 'landuse', 'park', 'roads', 'place']) expect(z14[layer]?.length ?? 0, layer).toBeGreaterThan(0);
    expect(z14.building).toBeUndefined();
    expect(z14.place).toContain('Vaduz');
    expect([...(z14.water ?? []), ...(z14.waterway ?? [])].some((n) => /Rhein|Rhine/.test(n))).toBe(true);

    const z16 = await layersAround(16, VADUZ);
    expect(z16.building?.length ?? 0).toBeGreaterThan(50);
    expect(z16.poi?.length ?? 0).toBeGreaterThan(0);
  });

  it('draws water and place names on the map', async () => {
    const { page, consoleErrors } = await open({ viewport: { width: 1400, height: 1000 }, colorScheme: 'light' });
    const planner = new PlannerPage(page);
    await planner.open();
    // Water (#aad3df) and place-name ink (#1f1f1f) really on the canvas, not only in the tiles.
    await expect.poll(() => planner.pixelsOfColor([0xaa, 0xd3, 0xdf], 6), { timeout: 30_000 }).toBeGreaterThan(500);
    await expect.poll(() => planner.pixelsOfColor([0x1f, 0x1f, 0x1f], 6), { timeout: 30_000 }).toBeGreaterThan(30);
    await planner.map().screenshot({ path: 'test-results/basemap-liechtenstein.png' });
    expect(consoleErrors).toEqual([]);
  });

  it.each([
    ['a desktop', { viewport: { width: 1000, height: 900 } }],
    // 2.625 device pixels per CSS pixel: the map's size in device pixels is not whole.
    ['a phone', { viewport: { width: 411, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true }],
  ] as const)("is drawn by a worker on %s: the page's thread only shows the bitmap it hands back", async (_name, device) => {
    const { page, consoleErrors } = await open({ ...device, colorScheme: 'light' });
    const planner = new PlannerPage(page);
    await planner.open();
    const drawn = planner.map().locator('canvas[data-drawn-by="worker"]');
    // Forest (#add19e) drawn from the tiles, on the canvas the worker's bitmaps are shown on.
    const forest = () =>
      drawn.evaluate((canvas: HTMLCanvasElement) => {
        const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        let n = 0;
        for (let i = 0; i < data.length; i += 4) if (Math.abs(data[i]! - 0xad) <= 6 && Math.abs(data[i + 1]! - 0xd1) <= 6 && Math.abs(data[i + 2]! - 0x9e) <= 6) n++;
        return n;
      });
    await expect.poll(forest, { timeout: 30_000 }).toBeGreaterThan(5000);
    expect(page.workers().some((w) => w.url().includes('basemap.worker'))).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it.each(['light', 'dark'] as const)("shows OpenLayers' zoom buttons and attribution in the %s theme", async (colorScheme) => {
    const { page } = await open({ viewport: { width: 1000, height: 900 }, colorScheme });
    const planner = new PlannerPage(page);
    await planner.open();
    const lightness = async (selector: string) => {
      const element = planner.map().locator(selector).first();
      await element.waitFor();
      const [background, text] = await element.evaluate((e) => [getComputedStyle(e).backgroundColor, getComputedStyle(e).color]);
      return { background: grey(background!), text: grey(text!) };
    };
    const zoom = await lightness('.ol-zoom-in');
    const attribution = await lightness('.ol-attribution ul');
    if (colorScheme === 'dark') {
      expect(zoom.background).toBeLessThan(0.2);
      expect(zoom.text).toBeGreaterThan(0.7);
      expect(attribution.text).toBeGreaterThan(0.7);
    } else {
      expect(zoom.background).toBeGreaterThan(0.9);
      expect(zoom.text).toBeLessThan(0.5);
      expect(attribution.text).toBeLessThan(0.3);
    }
  });

  it('is drawn on the page when its worker cannot load', async () => {
    const { page } = await open({ viewport: { width: 1000, height: 900 }, colorScheme: 'light' });
    await page.route(/\/assets\/basemap\.worker-[^/]+\.js$/, (route) => route.abort());
    const planner = new PlannerPage(page);
    await planner.open();
    // Forest (#add19e) from the tiles, drawn by the page's own renderer.
    await expect.poll(() => planner.pixelsOfColor([0xad, 0xd1, 0x9e], 6), { timeout: 30_000 }).toBeGreaterThan(5000);
    expect(await planner.map().locator('canvas[data-drawn-by="worker"]').count()).toBe(0);
  });
});
