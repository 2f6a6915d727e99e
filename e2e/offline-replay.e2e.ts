// A demo that ran once keeps working when the network drops: the service worker replays the saved provider
// answer and the page says it is a saved result; a call it never saw says it needs the network.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './browser.ts';
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

const resultText = (page: Page) => page.getByText('Geocoding Results').waitFor().then(() => page.locator('main').textContent());

describe('offline replay of provider answers', () => {
  it("replays a geocode that ran online, with the 'saved result' note, and says when a call needs the network", async () => {
    const { page, context } = await open({ viewport: { width: 1280, height: 900 } });
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
    const hhmm = (d: Date) => `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
    const text = (await note.textContent()) ?? '';
    expect(text).toMatch(/^Showing a saved result from \d\d:\d\d \(offline\)$/);
    // Saved moments ago: the time is this minute (or the previous one, across a minute boundary).
    expect([hhmm(before), hhmm(new Date(before.getTime() - 60_000))]).toContain(text.match(/\d\d:\d\d/)?.[0]);
    expect(await resultText(page)).toBe(online);

    await geocode(page, 'Vasagatan 7');
    await expect.poll(() => note.textContent()).toBe('You are offline: this needs the network');
    await expect.poll(() => page.getByRole('form', { name: 'Forward Geocoding' }).textContent()).toContain('You are offline: this needs the network');
  });
});
