// A demo that ran once keeps working when the network drops: the service worker replays the saved provider
// answer and the page says it is a saved result; a call it never saw says it needs the network.
import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { useBrowser } from './browser.ts';
import { GeocodingPage } from './pages/geocoding.ts';
import { PlannerPage } from './pages/planner.ts';
import { PwaPage, withoutKeptRegion } from './pages/pwa.ts';
import { Shell } from './pages/shell.ts';

const open = useBrowser();

async function geocode(page: Page, street: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Forward Geocoding' });
  await form.getByLabel('Street Address').fill(street);
  await form.getByLabel('City').fill('Göteborg');
  await form.getByLabel('State').fill('Västra Götaland');
  await form.getByLabel('Country Code').fill('SE');
  await form.getByRole('button', { name: 'Geocode Address' }).click();
}

const hhmm = (d: Date) => `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;

/** Saved moments ago: the note's time is this minute (or the previous one, across a minute boundary). */
function expectSavedJustBefore(note: string, before: Date): void {
  expect(note).toMatch(/^Showing a saved result from \d\d:\d\d \(offline\)$/);
  expect([hhmm(before), hhmm(new Date(before.getTime() - 60_000))]).toContain(note.match(/\d\d:\d\d/)?.[0]);
}

/** Every clock minute from `from` to `to`, as the note writes them. */
function minutesBetween(from: Date, to: Date): string[] {
  const out: string[] = [];
  for (let t = from.getTime() - (from.getTime() % 60_000); t <= to.getTime(); t += 60_000) out.push(hhmm(new Date(t)));
  return out;
}

/** The results card alone: the map beside it (region picker, notices) moves on its own time. */
const resultText = (page: Page) => new GeocodingPage(page).results().textContent();

describe('offline replay of provider answers', () => {
  it("replays a geocode that ran online, with the 'saved result' note, and says when a call needs the network", async () => {
    const { page, context } = await open({ viewport: { width: 1280, height: 900 } });
    await withoutKeptRegion(context);
    const shell = new Shell(page);
    await shell.goto('/geocoding');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await shell.heading().waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await geocode(page, 'Kungsgatan 12');
    const online = await resultText(page);
    expect(await page.getByTestId('network-note').count()).toBe(0);

    await context.setOffline(true);
    await page.reload();
    await shell.heading().waitFor();
    const before = new Date();
    await geocode(page, 'Kungsgatan 12');
    const note = page.getByTestId('network-note');
    await note.waitFor();
    expectSavedJustBefore((await note.textContent()) ?? '', before);
    expect(await resultText(page)).toBe(online);

    await geocode(page, 'Vasagatan 7');
    await expect.poll(() => note.textContent()).toBe('You are offline: this needs the network');
    await expect.poll(() => page.getByRole('form', { name: 'Forward Geocoding' }).textContent()).toContain('You are offline: this needs the network');
  });

  it("replays a planner Optimize that ran online, with the 'saved result' note", async () => {
    const { page, context, consoleErrors } = await open({ viewport: { width: 1400, height: 1000 } });
    await withoutKeptRegion(context);
    const planner = new PlannerPage(page);
    const pwa = new PwaPage(page);
    await pwa.openControlled('/planner');
    expect(await pwa.isControlled()).toBe(true);
    await planner.routeSelector().filter({ hasNotText: 'Select a route' }).waitFor();
    const firstCall = new Date();
    for (const place of ['Kungsgatan', 'Linnégatan', 'Vasagatan', 'Första Långgatan']) {
      await planner.addStop(place);
      await expect.poll(() => planner.toastText(), { timeout: 15_000 }).toMatch(/^Stop AddedAdded .+ to your route$/);
    }
    await expect.poll(() => planner.rows().count()).toBe(4);
    const addedOrder = await planner.stopNames();

    const optimizedOnline = page.waitForResponse((r) => r.url().endsWith('/api/optimize-route'));
    const clicked = Date.now();
    await planner.button('Optimize Route').click();
    expect((await optimizedOnline).headers()['x-saved-at']).toBeUndefined();
    const answered = Date.now();
    await expect.poll(() => planner.toastText(), { timeout: 30_000 }).toMatch(/^Route Optimized/);
    const onlineToast = await planner.toastText();
    const onlineOrder = await planner.stopNames();
    // The added order is not the best one, so the offline click sends the stops in a different order than the
    // online one did: the replay must still find the saved answer.
    expect(onlineOrder).not.toEqual(addedOrder);
    expect(await pwa.networkNote().count()).toBe(0);

    await context.setOffline(true);
    await page.reload();
    await planner.open();
    // The stops come back from the device's database, in the optimized order.
    await expect.poll(() => planner.stopNames(), { timeout: 15_000 }).toEqual(onlineOrder);
    const answers: Response[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/optimize-route')) answers.push(r);
    });
    await planner.button('Optimize Route').click();
    await expect.poll(() => planner.toastText(), { timeout: 30_000 }).toBe(onlineToast);
    const [replayed] = answers;
    expect(replayed?.fromServiceWorker()).toBe(true);
    expect(replayed?.status()).toBe(200);
    // The answer saved by the online click, not some other one.
    const savedAt = Date.parse((await replayed?.allHeaders())?.['x-saved-at'] ?? '');
    expect(savedAt).toBeGreaterThanOrEqual(clicked - 1000);
    expect(savedAt).toBeLessThanOrEqual(answered + 1000);
    expect(await planner.stopNames()).toEqual(onlineOrder);
    await expect.poll(() => pwa.networkNote().textContent(), { timeout: 15_000 }).toMatch(/^Showing a saved result/);
    const note = (await pwa.networkNote().textContent()) ?? '';
    expect(note).toMatch(/^Showing a saved result from \d\d:\d\d \(offline\)$/);
    // Every answer replayed here was saved during the online run.
    expect(minutesBetween(firstCall, new Date(answered))).toContain(note.match(/\d\d:\d\d/)?.[0]);
    expect(consoleErrors.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  });
});
