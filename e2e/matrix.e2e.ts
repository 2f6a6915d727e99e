// The Route Matrix on the offline region: the grid for the planner's stops agrees with the directions service.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { MatrixPage } from './pages/matrix.ts';
import { PlannerPage } from './pages/planner.ts';

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
