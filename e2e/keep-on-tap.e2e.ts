// Storage too short for the first use's download: the region waits for the visitor's tap, on the map's card and on
// the note an offline failure shows (flaky Wi-Fi: the tap works once the network is back), and that note follows
// the download to its end.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { PlannerPage } from './pages/planner.ts';
import { PwaPage } from './pages/pwa.ts';

const open = useBrowser();

describe('keeping a region when storage was short', () => {
  it('offers the keep on the offline note and keeps the region from it once the network is back', async () => {
    const { page, context } = await open({ viewport: { width: 1280, height: 900 } });
    // A device with 1 MB free for the app: less than the region needs.
    await context.addInitScript(() => {
      Object.defineProperty(navigator.storage, 'estimate', { value: async () => ({ quota: 60_000_000, usage: 59_000_000 }) });
    });
    const planner = new PlannerPage(page);
    await planner.open();
    // The worker controls the first page once it has saved the app (as it does on any first visit).
    await expect.poll(() => new PwaPage(page).isControlled(), { timeout: 60_000 }).toBe(true);
    const card = page.getByTestId('keep-region');
    await card.filter({ hasText: 'Keep this region offline to use it without a network: Liechtenstein needs' }).waitFor({ timeout: 60_000 });
    await card.getByRole('button', { name: 'Close' }).click();

    await context.setOffline(true);
    await planner.search('Vaduz');
    const note = page.getByTestId('network-note');
    await expect.poll(() => note.textContent(), { timeout: 30_000 }).toContain('You are offline: this needs the network');

    await context.setOffline(false);
    await note.getByRole('button', { name: 'Keep Liechtenstein offline' }).click();
    await expect
      .poll(() => note.textContent(), { timeout: 120_000 })
      .toBe('Liechtenstein is kept on this device: maps, search, routes and the optimizer work without a network');

    // And the search that failed offline is answered on the device now.
    await context.setOffline(true);
    await planner.search('Schaan');
    await planner.options().filter({ hasText: 'Schaan' }).first().waitFor({ timeout: 60_000 });
  }, 300_000);
});
