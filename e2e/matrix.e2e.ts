// The Route Matrix on the offline region: the grid for the planner's stops agrees with the directions service.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { MatrixPage } from './pages/matrix.ts';
import { PlannerPage } from './pages/planner.ts';
import { shareLink } from './stops-link.ts';

const open = useBrowser();

async function seed(page: PlannerPage, places: string[]) {
  await page.open();
  for (const place of places) await page.addStop(place);
  await expect.poll(() => page.rows().count()).toBe(places.length);
}

describe('route matrix', () => {
  it('says there are no stops yet on a fresh device', async () => {
    const { page, consoleErrors } = await open();
    const matrix = new MatrixPage(page);
    await matrix.open();
    expect(await matrix.heading().textContent()).toBe('Route Matrix');
    await expect
      .poll(() => page.getByText('No stops added yet. Add stops in the Route Planner to see the matrix.').isVisible())
      .toBe(true);
    expect(await matrix.grid().count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it('fills the From \\ To grid with miles and times equal to the directions between the same pairs', async () => {
    const { page, consoleErrors } = await open({ viewport: { width: 1280, height: 900 } });
    const planner = new PlannerPage(page);
    await seed(planner, ['Kungsgatan', 'Vasagatan', 'Linnégatan']);
    const names = await page.getByTestId('stop-row').evaluateAll((rows) => rows.length);
    expect(names).toBe(3);

    const matrix = new MatrixPage(page);
    await planner.navLink('Route Matrix').click();
    await matrix.grid().waitFor();
    await expect.poll(() => matrix.cell(0, 1).textContent()).toMatch(/^\d+\.\d mi/);
    const headers = await matrix.columnHeaders();
    expect(headers[0]).toBe('From \\ To');
    expect(headers).toHaveLength(4);
    expect(await page.getByTestId('provider-line').textContent()).toMatch(/OpenStreetMap/);

    const locations = await matrix.requestedLocations();
    expect(locations).toHaveLength(3);
    for (let i = 0; i < 3; i++) {
      for (let j = 0; j < 3; j++) {
        const text = ((await matrix.cell(i, j).textContent()) ?? '').trim();
        if (i === j) {
          expect(text).toBe('-');
          continue;
        }
        const response = await page.request.post('/api/route-directions', {
          data: { locations: [locations[i], locations[j]], returnToStart: false, timeType: 1 },
        });
        expect(response.ok()).toBe(true);
        const directions = (await response.json()) as { distance: number };
        expect(text, `${i}->${j}`).toMatch(new RegExp(`^${directions.distance.toFixed(1)} mi`));
        expect(text).toMatch(/(min|h \d\d min)$/);
      }
    }
    expect(consoleErrors).toEqual([]);
  });

  it('shows all nine columns of nine stops on a 1280 px screen, the last one whole and its name readable', async () => {
    const { page, consoleErrors } = await open({ viewport: { width: 1280, height: 900 } });
    const planner = new PlannerPage(page);
    await planner.open();
    const stops = [
      ['Kungsgatan', 57.704044, 11.963937],
      ['Vasagatan', 57.699103, 11.970437],
      ['Kungsportsavenyen', 57.6995, 11.975],
      ['Haga Nygata', 57.6987, 11.956],
      ['Järntorget', 57.6998, 11.9535],
      ['Lilla Bommen', 57.7136, 11.9665],
      ['Vassgatan', 57.722547, 11.992753],
      ['Lilla Kungsgatan', 57.705379, 11.971408],
      ['Första Långgatan', 57.6985, 11.9450],
    ] as const;
    const csv = ['Name,Latitude,Longitude', ...stops.map(([name, lat, lng]) => `${name},${lat},${lng}`)].join('\n');
    await page.getByRole('button', { name: 'Import stops' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Stops' });
    await page.getByLabel('Stops file').setInputFiles({ name: 'nine.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Add 9 stops' }).click();
    await expect.poll(() => planner.rows().count()).toBe(9);

    const matrix = new MatrixPage(page);
    await planner.navLink('Route Matrix').click();
    await matrix.grid().waitFor();
    await expect.poll(() => matrix.cell(8, 7).textContent()).toMatch(/^\d+\.\d mi/);
    expect(await matrix.columnHeaders()).toEqual(['From \\ To', ...stops.map(([name]) => name)]);
    // The grid fits its box: nothing to scroll sideways to, the last column inside the visible area.
    const fit = await matrix.grid().evaluate((table) => {
      const box = table.parentElement!;
      const last = table.querySelector('thead th:last-child')!.getBoundingClientRect();
      return { scroll: box.scrollWidth, client: box.clientWidth, lastRight: last.right, boxRight: box.getBoundingClientRect().right };
    });
    expect(fit.scroll, `the grid is ${fit.scroll} px wide in a ${fit.client} px box`).toBeLessThanOrEqual(fit.client);
    expect(fit.lastRight).toBeLessThanOrEqual(fit.boxRight);
    // Every name is shown whole, not clamped to an ellipsis.
    const clamped = await matrix.grid().locator('thead th p').evaluateAll((els) => els.filter((el) => el.scrollHeight > el.clientHeight + 1).map((el) => el.textContent));
    expect(clamped).toEqual([]);
    const lastCell = await matrix.cell(0, 8).evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(lastCell.scroll).toBeLessThanOrEqual(lastCell.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    expect(consoleErrors).toEqual([]);
  });

  it('keeps the grid in place when the answer comes: the skeleton is as tall as the answer', async () => {
    // The answer is held by the test's route below: a service worker's fetch would pass it by, and the first use's
    // kept region would answer on the device.
    const { page, context } = await open({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    await context.addInitScript(() => localStorage.setItem('device-region-first-use', '2026-11-27T08:00:00.000Z'));
    await context.addInitScript(() => {
      const w = window as unknown as { shift: number };
      w.shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.shift += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const planner = new PlannerPage(page);
    await planner.open(shareLink(12));
    await expect.poll(() => planner.rows().count(), { timeout: 30_000 }).toBe(12);
    // The answer is held until the skeleton is on screen: the shift measured is the answer's arrival alone.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/route-matrix', async (route) => {
      await held;
      await route.continue();
    });
    const matrix = new MatrixPage(page);
    await planner.navLink('Route Matrix').click();
    await page.getByTestId('matrix-skeleton').first().waitFor();
    const before = await page.evaluate(() => (window as unknown as { shift: number }).shift);
    release();
    await expect.poll(() => matrix.cell(0, 1).textContent(), { timeout: 30_000 }).toMatch(/^\d+\.\d mi/);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shift = (await page.evaluate(() => (window as unknown as { shift: number }).shift)) - before;
    expect(shift).toBeLessThan(0.01);
  });

  it('keeps the headers in view while the grid scrolls on a phone', async () => {
    const { page } = await open({ viewport: { width: 390, height: 700 }, isMobile: true, hasTouch: true });
    const planner = new PlannerPage(page);
    await seed(planner, ['Kungsgatan', 'Vasagatan', 'Linnégatan', 'Första Långgatan']);
    const matrix = new MatrixPage(page);
    await matrix.open();
    await expect.poll(() => matrix.cell(0, 1).textContent()).toMatch(/mi/);
    const corner = matrix.grid().locator('thead th').first();
    const before = await corner.boundingBox();
    await matrix.grid().evaluate((table) => {
      const scroller = table.parentElement as HTMLElement;
      scroller.scrollLeft = 400;
      scroller.scrollTop = 200;
    });
    const after = await corner.boundingBox();
    expect(after?.x).toBeCloseTo(before?.x ?? -1, 0);
    expect(after?.y).toBeCloseTo(before?.y ?? -1, 0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
