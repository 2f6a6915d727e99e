// Kiosk mode at a booth: ?kiosk=1 is remembered, no way out of the app, an idle kiosk returns to the overview
// with the prepared demo, staff leave through a hidden gesture, and the larger layout fits the booth's screen
// (1024, 1280 and 1366 px wide) and a phone without covering the stop list or scrolling sideways.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { KioskPage } from './pages/kiosk.ts';
import { PlannerPage } from './pages/planner.ts';

const open = useBrowser();
const BOOTH = { viewport: { width: 1600, height: 1000 }, hasTouch: true };

const stop = (name: string, lat: number, lng: number) => ({
  name,
  displayString: `${name}, Göteborg`,
  address: null,
  latitude: lat,
  longitude: lng,
  resultId: null,
  place: '',
  type: null,
  deliveryStartAt: null,
  deliveryEndAt: null,
});

const DEMO = {
  format: 'maps-demo-routes',
  version: 1,
  exportedAt: '2026-03-01T08:00:00.000Z',
  routes: [
    {
      name: 'Booth tour',
      createdAt: '2026-03-01T08:00:00.000Z',
      stops: [stop('Avenyn', 57.6996, 11.9757), stop('Linnégatan', 57.6946, 11.9525), stop('Järntorget', 57.6998, 11.9535)],
      history: [],
    },
    { name: 'Harbour run', createdAt: '2026-03-01T08:00:00.000Z', stops: [stop('Lilla Bommen', 57.7136, 11.9665)], history: [] },
  ],
};

describe('kiosk mode', () => {
  it('is turned on by ?kiosk=1, remembered, shows no links out of the app, and ?kiosk=0 turns it off', async () => {
    const { page, consoleErrors } = await open(BOOTH);
    const kiosk = new KioskPage(page);
    await kiosk.goto('/?kiosk=1');
    await expect.poll(() => kiosk.isOn()).toBe(true);
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(await page.getByText('Developer Documentation').isVisible()).toBe(false);
    expect(await kiosk.externalLinks().count()).toBe(0);
    // Larger touch targets: the root font grows, and Chakra's rem sizes with it.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('19px');

    for (const [path, words] of [
      ['/geocoding', 'geocoding API documentation'],
      ['/traffic', 'Traffic API documentation'],
      ['/planner', 'directions and route optimization'],
    ] as const) {
      await kiosk.goto(path);
      await page.getByText(words).waitFor();
      expect(await kiosk.isOn()).toBe(true);
      expect(await kiosk.externalLinks().count(), path).toBe(0);
      expect(await page.getByRole('link', { name: words }).count(), path).toBe(0);
    }

    await kiosk.goto('/?kiosk=0');
    await expect.poll(() => kiosk.isOn()).toBe(false);
    expect(await page.getByRole('link', { name: 'Developer Documentation' }).isVisible()).toBe(true);
    expect(await kiosk.gear().count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it('returns to the overview and restores the prepared demo after the idle timeout', async () => {
    const { page, consoleErrors } = await open(BOOTH);
    const kiosk = new KioskPage(page);
    const planner = new PlannerPage(page);
    await kiosk.goto('/?kiosk=1');
    await kiosk.openSettings();
    expect(await kiosk.panel().getByTestId('kiosk-demo-status').textContent()).toContain('No demo loaded');
    await kiosk.loadDemo('booth-demo.json', DEMO);
    await expect.poll(() => kiosk.toast().last().textContent()).toContain('Demo Loaded');
    await kiosk.setIdleSeconds(5);
    await kiosk.closeSettings();

    // A visitor plays: opens the planner, adds a route of their own.
    await planner.navLink('Route Planner').click();
    await expect.poll(() => planner.currentRouteName()).toBe('Booth tour');
    // The stops come from the database after the route name: wait for them, not for a moment.
    await expect.poll(() => planner.stopNames()).toEqual(['Avenyn, Göteborg', 'Linnégatan, Göteborg', 'Järntorget, Göteborg']);
    await planner.addRoute();
    await expect.poll(() => planner.currentRouteName()).toBe('Route 3');

    // Then walks away: the kiosk goes back to the overview with the demo as it was.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
    await expect.poll(() => kiosk.heading().textContent()).toBe('Platform Demos');
    await planner.navLink('Route Planner').click();
    await expect.poll(() => planner.currentRouteName()).toBe('Booth tour');
    await planner.routeSelector().click();
    expect((await page.getByRole('listbox', { name: 'Select a route' }).getByRole('option').allTextContents()).map((t) => t.trim())).toEqual(['Booth tour', 'Harbour run']);
    await page.keyboard.press('Escape');
    expect(consoleErrors).toEqual([]);
  });

  /** Whether anything runs past the right edge: the page scrolls sideways, or the header's controls are cut. */
  async function overflow(page: Page): Promise<{ page: number; header: number; width: number }> {
    return page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      header: document.querySelector('header')!.scrollWidth,
      width: window.innerWidth,
    }));
  }

  const SCREENS = [
    { name: '1024 px', viewport: { width: 1024, height: 768 }, hasTouch: true },
    { name: '1280 px', viewport: { width: 1280, height: 800 }, hasTouch: true },
    { name: '1366 px', viewport: { width: 1366, height: 768 }, hasTouch: true },
    { name: 'a phone', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  ];

  for (const { name, ...screen } of SCREENS) {
    it(`fits ${name}: the header's controls on the screen, no sideways scroll, nothing over the stop list`, async () => {
      const { page, consoleErrors } = await open(screen);
      const kiosk = new KioskPage(page);
      const planner = new PlannerPage(page);
      await kiosk.goto('/?kiosk=1');
      await kiosk.openSettings();
      await kiosk.loadDemo('booth-demo.json', DEMO);
      await expect.poll(() => kiosk.toast().last().textContent()).toContain('Demo Loaded');
      await kiosk.closeSettings();

      await kiosk.goto('/planner');
      await expect.poll(() => planner.stopNames()).toEqual(['Avenyn, Göteborg', 'Linnégatan, Göteborg', 'Järntorget, Göteborg']);
      const { width } = screen.viewport;
      for (const control of ['Select a route', 'Edit route name', 'Add route', 'Share route', 'Toggle theme']) {
        const box = await page.getByRole(control === 'Select a route' ? 'combobox' : 'button', { name: control, exact: true }).boundingBox();
        expect(box, control).not.toBeNull();
        expect(box!.x, control).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, `${control} ends at ${box!.x + box!.width} px of ${width}`).toBeLessThanOrEqual(width);
      }
      expect(await overflow(page)).toEqual({ page: width, header: width, width });

      // The staff's gear stays where it is in the page while the list scrolls, clear of every stop.
      const gear = kiosk.gear();
      const inPageAt = (y: number) =>
        gear.evaluate((el, scrollTo) => {
          window.scrollTo(0, scrollTo);
          return el.getBoundingClientRect().top + window.scrollY;
        }, y);
      expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 300)).toBe(true);
      expect(await inPageAt(300)).toBeCloseTo(await inPageAt(0), 0);
      const gearBox = await gear.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { left: r.left, right: r.right, top: r.top + window.scrollY, bottom: r.bottom + window.scrollY };
      });
      const rows = await planner.rows().evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return { left: r.left, right: r.right, top: r.top + window.scrollY, bottom: r.bottom + window.scrollY };
        }),
      );
      for (const row of rows) {
        const overlaps = gearBox.left < row.right && row.left < gearBox.right && gearBox.top < row.bottom && row.top < gearBox.bottom;
        expect(overlaps).toBe(false);
      }

      // Every page fits, not just the planner.
      for (const path of ['/', '/matrix', '/geocoding', '/bulk-geocoder', '/traffic']) {
        await kiosk.goto(path);
        expect(await overflow(page), path).toEqual({ page: width, header: width, width });
      }
      expect(consoleErrors).toEqual([]);
    });
  }

  it('turns off with five taps on the copyright line', async () => {
    const { page } = await open(BOOTH);
    const kiosk = new KioskPage(page);
    await kiosk.goto('/?kiosk=1');
    await expect.poll(() => kiosk.isOn()).toBe(true);
    await kiosk.tapCopyright(4);
    expect(await kiosk.isOn()).toBe(true);
    await kiosk.tapCopyright(1);
    await expect.poll(() => kiosk.isOn()).toBe(false);
    await page.reload();
    await kiosk.heading().waitFor();
    expect(await kiosk.isOn()).toBe(false);
  });
});
