// Page object for what the service worker adds to every page: its control of the page, the saved-result note,
// the update prompt, the tile cache and what the base map really drew.
import type { BrowserContext, Locator, Page, Response } from 'playwright-core';
import { Shell } from './shell.ts';

/**
 * For journeys about the service worker's own caches on a device that keeps no region: the visitor settled the first
 * use's offer before (docs/pwa-and-kiosk.md), so no region kept on the device answers or draws in their place.
 */
export async function withoutKeptRegion(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => localStorage.setItem('device-region-first-use', '2026-11-26T08:00:00.000Z'));
}

export type Rgb = readonly [number, number, number];

/** The light palette's motorway and major-road fills (app/map/road-style.ts): pixels only a drawn road has. */
export const ROAD_COLORS: readonly Rgb[] = [
  [232, 146, 162],
  [252, 214, 138],
];

export const TILE_CACHE = 'map-tiles-v1';

export class PwaPage extends Shell {
  constructor(page: Page) {
    super(page);
  }

  /** Opens a path, waits for the worker to activate, then reloads so the worker controls the page. */
  async openControlled(path: string): Promise<void> {
    await this.goto(path);
    await this.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await this.page.reload();
    await this.heading().waitFor();
  }

  async isControlled(): Promise<boolean> {
    return this.page.evaluate(() => navigator.serviceWorker.controller !== null);
  }

  networkNote(): Locator {
    return this.page.getByTestId('network-note');
  }

  updatePrompt(): Locator {
    return this.page.getByRole('status').filter({ hasText: 'Update available' });
  }

  /** Every response to a /tiles/ request of the page from now on. */
  collectTileResponses(): Response[] {
    const seen: Response[] = [];
    this.page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/tiles/')) seen.push(response);
    });
    return seen;
  }

  /** States of the registration's waiting and active workers, and whether one controls the page. */
  async workerStates(): Promise<{ waiting: string | null; active: string | null; controlled: boolean }> {
    return this.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        waiting: registration?.waiting?.state ?? null,
        active: registration?.active?.state ?? null,
        controlled: navigator.serviceWorker.controller !== null,
      };
    });
  }

  /** Opaque pixels of the given colours ('any': of any colour) on the canvases inside `map`. */
  async pixels(map: Locator, colors: readonly Rgb[] | 'any', tolerance = 6): Promise<number> {
    return map.evaluate(
      (el, [colors, tol]) => {
        let count = 0;
        for (const canvas of Array.from(el.querySelectorAll('canvas'))) {
          const ctx = canvas.getContext('2d');
          if (!ctx || canvas.width === 0 || canvas.height === 0) continue;
          const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
          for (let i = 0; i < data.length; i += 4) {
            if ((data[i + 3] ?? 0) < 250) continue;
            const r = data[i] ?? 0;
            const g = data[i + 1] ?? 0;
            const b = data[i + 2] ?? 0;
            if (colors === 'any' || colors.some(([cr, cg, cb]) => Math.abs(r - cr) <= tol && Math.abs(g - cg) <= tol && Math.abs(b - cb) <= tol)) count++;
          }
        }
        return count;
      },
      [colors, tolerance] as const,
    );
  }

  /** The pixel count once the map has stopped drawing: the same count three samples in a row. */
  async settledPixels(map: Locator, colors: readonly Rgb[] | 'any', timeoutMs = 30_000): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    const samples: number[] = [];
    for (;;) {
      samples.push(await this.pixels(map, colors));
      const last = samples.slice(-3);
      if ((last.length === 3 && last.every((n) => n === last[0])) || Date.now() > deadline) return samples.at(-1) ?? 0;
      await this.page.waitForTimeout(400);
    }
  }

  /** Empties the browser's HTTP cache, so what the page gets offline can only come from the service worker. */
  async clearHttpCache(): Promise<void> {
    const cdp = await this.page.context().newCDPSession(this.page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  }

  /** The paths of every entry in a Cache Storage cache of this origin. */
  async cachedPaths(cacheName: string): Promise<string[]> {
    return this.page.evaluate(async (name) => {
      const cache = await caches.open(name);
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    }, cacheName);
  }
}
