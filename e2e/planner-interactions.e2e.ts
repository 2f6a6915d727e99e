// The planner's key interactions stay responsive (issue 33): on a 25-stop route, the first keystroke in the search
// box, adding a stop, Optimize Route, a keyboard move of a stop, opening the directions and changing the departure
// each paint their answer without a long block of the main thread. Read from the browser's own Event Timing entries (the data behind INP) at 1x CPU.
// The bound is generous so that a loaded two-core CI machine passes: before the planner's rows, directions and
// panels were memoized, each of these took well over a second here (a full re-render of every row and step).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { keepLiechtenstein } from './device-journey.ts';
import { PlannerPage } from './pages/planner.ts';
import { shareLink } from './stops-link.ts';

const open = useBrowser();
const PHONE = { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true };
/**
 * The longest any event of each interaction may take from input to the next paint. Optimize is not yet fast on a
 * loaded machine (its answer lands while the rows render their new arrivals; 650 to 1200 ms here under load, the
 * old code 830 ms): its bound only catches a return to multi-second blocking. The others took 530 to 1050 ms
 * before the rows and directions were memoized, 30 to 230 ms after, on the same loaded machine.
 */
const BOUND_MS = {
  'first keystroke': 500,
  'add a stop': 500,
  optimize: 2000,
  'keyboard move': 500,
  'open directions': 500,
  'change departure': 500,
} as const;

const OBSERVER = `
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId > 0) window.__events.push({ name: e.name, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

/** The events recorded since `from`, once the frame after the last one has been delivered. */
async function eventsSince(page: Page, from: number): Promise<{ name: string; duration: number }[]> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 250)))));
  return page.evaluate((i) => (window as unknown as { __events: { name: string; duration: number }[] }).__events.slice(i), from);
}

/** Waits for a toast titled `title` with a plain DOM query: a role or text query would add its own work to the page. */
const toastTitled = (page: Page, title: string) =>
  page.waitForFunction((t) => Array.from(document.querySelectorAll('.toast-title'), (e) => e.textContent).includes(t), title, { polling: 100, timeout: 60_000 });
const eventCount = (page: Page) => page.evaluate(() => (window as unknown as { __events: unknown[] }).__events.length);
const rowIds = (page: Page) => page.evaluate(() => Array.from(document.querySelectorAll('[data-testid=stop-row]'), (r) => r.getAttribute('data-stop-id')).join());

describe('planner interactions', () => {
  it('answers the first keystroke, adding a stop, Optimize Route, a keyboard move, the directions, and the departure without a long block', async () => {
    const { page, context } = await open(PHONE);
    await context.addInitScript(OBSERVER);
    const planner = new PlannerPage(page);
    await planner.open(shareLink(25));
    await expect.poll(() => planner.rows().count(), { timeout: 30_000 }).toBe(25);
    // The first map keeps its region on the device (a download, checked and unpacked on the main thread): done
    // before measuring, so the figures are the planner's own.
    await keepLiechtenstein(page);
    const slowest: Record<string, number> = {};
    const measure = async (label: string, action: () => Promise<void>) => {
      const from = await eventCount(page);
      await action();
      const events = await eventsSince(page, from);
      slowest[label] = Math.max(0, ...events.map((e) => e.duration));
    };

    await planner.searchBox().click();
    await measure('first keystroke', () => planner.searchBox().pressSequentially('V'));
    await planner.searchBox().pressSequentially('aduz');
    // Adding a stop is measured twice and the quicker kept: on a loaded CI machine one add was once blocked 752 ms
    // by something of the machine's (the other interactions 0-24 ms in the same run), while what this guards
    // against, every row rendered again on each add, slows both.
    const addStop = async (rows: number) => {
      await planner.options().first().waitFor();
      await measure('add a stop', async () => {
        await planner.options().first().click();
        await page.waitForFunction((n) => document.querySelectorAll('[data-testid=stop-row]').length === n, rows, { polling: 100 });
      });
      return slowest['add a stop']!;
    };
    const firstAdd = await addStop(26);
    await planner.searchBox().click();
    await planner.searchBox().pressSequentially('Schaan');
    slowest['add a stop'] = Math.min(firstAdd, await addStop(27));

    await measure('optimize', async () => {
      await planner.button('Optimize Route').click();
      await toastTitled(page, 'Route Optimized');
    });

    await measure('keyboard move', async () => {
      const before = await rowIds(page);
      await planner.handle(1).focus();
      for (const key of ['Space', 'ArrowDown', 'ArrowDown', 'Space']) await page.keyboard.press(key);
      await page.waitForFunction((b) => Array.from(document.querySelectorAll('[data-testid=stop-row]'), (r) => r.getAttribute('data-stop-id')).join() !== b, before, { polling: 100 });
    });

    await measure('open directions', async () => {
      await page.getByRole('button', { name: /^Show \d+ steps$/ }).click();
      await page.waitForFunction(() => document.querySelector('#directions-steps')?.checkVisibility() === true, null, { polling: 100 });
    });

    await measure('change departure', async () => {
      const departure = page.getByLabel('Departure');
      await departure.fill(`${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}T08:00`);
      await departure.press('Enter');
      await toastTitled(page, 'Departure Updated');
    });

    const figures = JSON.stringify(slowest);
    expect(slowest, `slowest event of each interaction (ms): ${figures}`).toEqual({
      'first keystroke': expect.any(Number),
      'add a stop': expect.any(Number),
      optimize: expect.any(Number),
      'keyboard move': expect.any(Number),
      'open directions': expect.any(Number),
      'change departure': expect.any(Number),
    });
    for (const [label, ms] of Object.entries(slowest)) expect(ms, `${label}: ${ms} ms (all: ${figures})`).toBeLessThanOrEqual(BOUND_MS[label as keyof typeof BOUND_MS]);
    // A long journey: on a loaded machine its waits, not its checks, take the time.
  }, 180_000);
});
