// The offline regions the server really has, as a visitor meets them: a picker over every map that moves the
// view into the chosen region, a notice with a way back when the view shows none, and places outside every
// region marked where the visitor looks (a geocode result, a planner stop, a search suggestion).
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { MapConfigResponse, OfflineRegionInfo } from '../service/contract/index.ts';
import { encodeSharedRoute } from '../app/share/route-payload.ts';
import { useBrowser } from './browser.ts';
import { GeocodingPage } from './pages/geocoding.ts';
import { PlannerPage } from './pages/planner.ts';

const open = useBrowser();
const DESKTOP = { viewport: { width: 1400, height: 1000 } };
const SAN_FRANCISCO = { lat: 37.77, lng: -122.42 };

let regions: OfflineRegionInfo[];

beforeAll(async () => {
  const config = (await (await fetch(`${inject('baseURL')}/api/map/config`)).json()) as MapConfigResponse;
  regions = config.regions;
  expect(regions.length).toBeGreaterThan(0);
});

/** The view's centre the map element reports, as [lat, lng]. */
async function centre(map: Locator): Promise<[number, number] | null> {
  const text = await map.getAttribute('data-center');
  return text ? (text.split(',').map(Number) as [number, number]) : null;
}

async function centreIn(map: Locator, { bounds: { ul, lr } }: OfflineRegionInfo): Promise<boolean> {
  const at = await centre(map);
  return at !== null && at[0] <= ul.lat && at[0] >= lr.lat && at[1] >= ul.lng && at[1] <= lr.lng;
}

async function centreNear(map: Locator, { lat, lng }: { lat: number; lng: number }): Promise<boolean> {
  const at = await centre(map);
  return at !== null && Math.abs(at[0] - lat) < 0.05 && Math.abs(at[1] - lng) < 0.05;
}

const regionWord = () => (regions.length === 1 ? 'region' : 'regions');

describe('offline regions', () => {
  it('geocoding: a San Francisco result is marked outside, the map says so, and its button brings the map back', async () => {
    const { page, consoleErrors } = await open(DESKTOP);
    const geo = new GeocodingPage(page);
    await geo.open();
    const note = page.getByTestId('offline-note');
    for (const r of regions) expect(await note.textContent()).toContain(r.name);

    // A reverse geocode far from every region answers nothing (docs/geocoding.md); a city the world gazetteer knows
    // is the result that lies outside.
    await geo.geocode({ street: 'Market Street', city: 'San Francisco', state: 'CA', countryCode: 'US' });
    const warning = page.getByTestId('result-outside-coverage');
    await warning.waitFor();
    expect(await warning.textContent()).toContain(`This result is outside the offline ${regionWord()}`);

    const map = geo.map();
    await expect.poll(() => centreNear(map, SAN_FRANCISCO)).toBe(true);
    const notice = page.getByTestId('coverage-notice');
    await notice.waitFor();
    const text = (await notice.textContent()) ?? '';
    expect(text).toContain(`Outside the offline ${regionWord()} — `);
    for (const r of regions) expect(text).toContain(r.name);

    const home = regions[0]!;
    await notice.getByRole('button', { name: `Go to ${home.name}` }).click();
    await expect.poll(() => centreIn(map, home)).toBe(true);
    await notice.waitFor({ state: 'hidden' });
    expect(consoleErrors).toEqual([]);
  });

  it('planner: a shared stop outside every region is marked, and the region picker moves the map into each region', async () => {
    const { page, consoleErrors } = await open(DESKTOP);
    const planner = new PlannerPage(page);
    const link = encodeSharedRoute({
      id: 1,
      name: 'West coast',
      departAt: null,
      vehicle: 'car',
      stops: [{ name: 'Ferry Building', displayString: 'Ferry Building, San Francisco', address: null, ...SAN_FRANCISCO, deliveryStartAt: null, deliveryEndAt: null, serviceMinutes: 0 }],
    });
    await planner.open(`/planner?r=${encodeURIComponent(link!)}`);
    await expect.poll(() => planner.rows().count()).toBe(1);
    expect(await planner.rows().first().getByTestId('outside-regions').textContent()).toBe(
      `Outside the offline ${regionWord()}: no route can reach this stop`,
    );

    const map = planner.map();
    await expect.poll(() => centreNear(map, SAN_FRANCISCO)).toBe(true);
    await page.getByTestId('coverage-notice').waitFor();

    const picker = page.getByRole('combobox', { name: /^Map region/ });
    expect(await picker.getAttribute('aria-label')).toBe('Map regions');
    expect(await picker.evaluate((s: HTMLSelectElement) => Array.from(s.options, (o) => (o.hidden ? null : o.text)).filter(Boolean))).toEqual(regions.map((r) => r.name));
    // The last region first, so each choice moves the map somewhere new.
    for (const region of [...regions].reverse()) {
      await picker.selectOption({ label: region.name });
      await expect.poll(() => centreIn(map, region)).toBe(true);
      await expect.poll(() => picker.getAttribute('aria-label')).toBe(`Map region: ${region.name}`);
    }
    await page.getByTestId('coverage-notice').waitFor({ state: 'hidden' });
    expect(consoleErrors).toEqual([]);
  });

  it('planner: a search result outside every region is marked and refused with the region names', async () => {
    const { page } = await open(DESKTOP);
    const planner = new PlannerPage(page);
    await planner.open();
    await planner.search('San Francisco');
    const option = planner.options().filter({ hasText: 'San Francisco, CA' }).first();
    await option.waitFor();
    expect(await option.getByTestId('outside-regions').textContent()).toBe(`Outside the offline ${regionWord()}`);
    await option.click();
    const toast = await planner.toastText();
    expect(toast).toMatch(new RegExp(`^Outside the offline ${regionWord()}San Francisco is outside the offline ${regionWord()} \\(`));
    for (const r of regions) expect(toast).toContain(r.name);
    expect(await planner.rows().count()).toBe(0);
  });

  it('traffic: the picker is on the map with a 40 px touch target on a phone', async () => {
    const { page } = await open({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto('/traffic');
    const picker = page.getByRole('combobox', { name: /^Map region/ });
    await picker.waitFor();
    const box = await picker.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(40);
    const map = page.getByRole('region', { name: 'Traffic map' });
    await expect.poll(() => centreIn(map, regions[0]!)).toBe(true);
    expect(await picker.getAttribute('aria-label')).toBe(`Map region: ${regions[0]!.name}`);
  });
});
