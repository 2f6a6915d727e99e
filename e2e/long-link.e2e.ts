// A shared-route link far past what the server reads (a route travels in the address; a tampered or hand-made link
// can be any length): the app opens at it and says the link cannot be used, instead of a raw 431 JSON page.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { PlannerPage } from './pages/planner.ts';

const open = useBrowser();

describe('a shared-route link too long for the server', () => {
  it('opens the app with a clear message, and the planner works on', async () => {
    // A first visit: no service worker yet to answer the navigation from its cache.
    const { page } = await open({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    const planner = new PlannerPage(page);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/planner');
    await planner.open(`/planner?r=${'A'.repeat(100_000)}`);
    expect((await answered).status()).toBe(431);
    await expect.poll(() => planner.toastText()).toMatch(/shared route link/i);
    expect(await page.locator('body').textContent()).not.toContain('Request Header Fields Too Large');
    // The address is the planner's own again, and the planner is there to use.
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.getByRole('heading', { name: 'Add Stops' }).waitFor();
  });
});
