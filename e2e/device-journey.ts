// The journey of a field team with no network, shared by the proxy-served app and the static build: keep a
// region on the device while online, then (server stopped, browser offline) geocode, reverse geocode, plan 8 new
// stops with a window, optimize, and open the matrix and traffic, each answered on the device.
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { GeocodingPage } from './pages/geocoding.ts';
import { MatrixPage } from './pages/matrix.ts';
import { PlannerPage } from './pages/planner.ts';
import { PwaPage } from './pages/pwa.ts';
import { TrafficPage } from './pages/traffic.ts';

export const DEVICE_NOTE = 'Answered on this device — offline region Liechtenstein';

/** On a page with a map: the first use of a map keeps the region in view (Liechtenstein, the default) on the device. */
export async function keepLiechtenstein(page: Page): Promise<void> {
  await page
    .getByTestId('keep-region')
    .filter({ hasText: 'Liechtenstein is kept on this device: maps, search, routes and the optimizer work without a network' })
    .waitFor({ timeout: 120_000 });
  await page.getByRole('button', { name: 'Offline regions on this device' }).first().click();
  await page.getByTestId('device-region-liechtenstein').getByText('Stored on this device').waitFor();
  await page.keyboard.press('Escape');
}

/**
 * A fresh profile's first visit, online: the planner's map keeps Liechtenstein on its first use (the worker
 * controls the first page), then the other pages the journey uses are visited (so their scripts and map settings
 * are saved); then stops the server, goes offline, reloads and runs the journey. Starts on the planner, with no
 * other map opened before: a map opened first would keep the region there, and the planner would have no card.
 */
export async function keepThenGoOffline(page: Page, context: BrowserContext, stopServer: () => Promise<void>): Promise<void> {
  const pwa = new PwaPage(page);
  await pwa.goto('/planner');
  await expect.poll(() => pwa.isControlled(), { timeout: 60_000 }).toBe(true);
  await keepLiechtenstein(page);
  for (const path of ['/matrix', '/traffic', '/geocoding']) await pwa.goto(path);
  await stopServer();
  await context.setOffline(true);
  await page.reload();
  await pwa.heading().waitFor();
  await offlineJourney(page);
}

/** The offline part, starting on the geocoding page. */
async function offlineJourney(page: Page): Promise<void> {
  const note = page.getByTestId('network-note');

  const geocoding = new GeocodingPage(page);
  await geocoding.geocode({ street: 'Landstrasse 100', city: 'Schaan', state: 'Oberland', countryCode: 'LI' });
  await expect.poll(() => note.textContent(), { timeout: 30_000 }).toBe(DEVICE_NOTE);
  await expect.poll(() => geocoding.field('City')).toBe('Schaan');
  await geocoding.reverse('47.0664', '9.5025');
  await expect.poll(() => geocoding.field('City'), { timeout: 30_000 }).toBe('Balzers');

  const planner = new PlannerPage(page);
  await planner.open();
  for (const place of ['Vaduz', 'Schaan', 'Triesen', 'Balzers', 'Eschen', 'Mauren', 'Ruggell', 'Triesenberg']) {
    await planner.addStop(place);
    await expect.poll(() => planner.toastText(), { timeout: 30_000 }).toMatch(/^Stop AddedAdded .+ to your route$/);
  }
  await expect.poll(() => planner.rows().count()).toBeGreaterThanOrEqual(8);
  await planner.saveWindow(planner.windowButton(2), { start: '14:00', end: '16:00' });
  await expect.poll(() => planner.toastText()).toBe('Delivery Time UpdatedThe delivery time requirements have been saved.');
  await planner.button('Optimize Route').click();
  await expect.poll(() => planner.toastText(), { timeout: 60_000 }).toMatch(/^Route Optimized/);
  await expect.poll(() => note.textContent()).toBe(DEVICE_NOTE);

  const matrix = new MatrixPage(page);
  await matrix.open();
  await expect.poll(() => matrix.cell(0, 1).textContent(), { timeout: 60_000 }).toMatch(/\d/);
  await expect.poll(() => note.textContent()).toBe(DEVICE_NOTE);

  const traffic = new TrafficPage(page);
  await traffic.goto();
  await traffic.waitForList();
  expect(await traffic.items().count()).toBeGreaterThan(0);
  await expect.poll(() => note.textContent()).toBe(DEVICE_NOTE);
}
