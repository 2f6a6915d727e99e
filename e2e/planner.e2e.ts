// The Route Planner on the offline Gothenburg region: real search, directions and optimize answers, no mocks.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { PlannerPage } from './pages/planner.ts';

const open = useBrowser();
const DESKTOP = { viewport: { width: 1400, height: 1000 } };
const PLACES = ['Kungsgatan', 'Vasagatan', 'Linnégatan', 'Första Långgatan'];
const NEED_STOPS = 'Add some stops to your route first';

async function withStops(count = 4) {
  const visit = await open(DESKTOP);
  const planner = new PlannerPage(visit.page);
  await planner.open();
  for (const place of PLACES.slice(0, count)) {
    await planner.addStop(place);
    await expect.poll(() => planner.toastText()).toMatch(/^Stop AddedAdded .+ to your route$/);
  }
  await expect.poll(() => planner.rows().count()).toBe(count);
  return { ...visit, planner };
}

describe('route planner', () => {
  it('searches and adds four stops, then shows numbered markers, the route line and the metrics', async () => {
    const { planner, consoleErrors } = await withStops(4);
    expect(await planner.heading().textContent()).toBe('Route Planner Demo');
    expect(await planner.page.getByRole('checkbox', { name: 'Always return to first stop' }).isChecked()).toBe(true);
    expect(await planner.page.getByTestId('provider-line').textContent()).toMatch(/powered by .*OpenStreetMap/);
    expect(await planner.stopCount().textContent()).toBe('4');
    expect(await planner.searchBox().inputValue()).toBe('');
    await expect.poll(() => planner.markerCount()).toBe(4);
    await expect.poll(() => planner.routePointCount()).toBeGreaterThan(4);
    await expect.poll(() => planner.pixelsOfColor([124, 58, 237]), { timeout: 10_000 }).toBeGreaterThan(200);
    await expect.poll(() => planner.page.getByTestId('route-distance').textContent()).toMatch(/^\d+\.\d mi$/);
    expect(await planner.page.getByTestId('route-time').textContent()).toMatch(/min$/);
    const mapHeight = (await planner.map().boundingBox())?.height ?? 0;
    expect(mapHeight).toBeGreaterThan(790);
    expect(consoleErrors).toEqual([]);
  });

  it("says 'No locations found' for a search with no answer", async () => {
    const { page } = await open(DESKTOP);
    const planner = new PlannerPage(page);
    await planner.open();
    await planner.search('Qwxzqwxz');
    await expect.poll(() => page.getByText('No locations found').isVisible()).toBe(true);
    await planner.search('');
    await expect.poll(() => page.getByText('No locations found').count()).toBe(0);
  });

  it('needs stops for Set Defaults, Mix Up and Optimize Route', async () => {
    const { page } = await open(DESKTOP);
    const planner = new PlannerPage(page);
    await planner.open();
    // SPEC §2 and §9: Set Defaults explains itself after the 700 ms tooltip delay, not at once.
    await planner.button('Set Defaults').hover();
    const tip = page.getByRole('tooltip');
    expect(await tip.count()).toBe(0);
    await expect.poll(() => tip.textContent()).toBe('midnight to midnight');
    await page.mouse.move(0, 0);
    for (const [button, title] of [
      ['Set Defaults', 'No stops to update'],
      ['Mix Up', 'No stops to randomize'],
      ['Optimize Route', 'No stops to optimize'],
    ]) {
      await planner.button(button as string).click();
      await expect.poll(() => planner.toastText()).toBe(`${title}${NEED_STOPS}`);
    }
    expect(await planner.button('Clear').isDisabled()).toBe(true);
  });

  it('sets a delivery window through the popover and refuses each invalid one', async () => {
    const { planner } = await withStops(2);
    const row = planner.windowButton(0);
    // A new stop has no window until the visitor sets one (issue 29).
    expect(await row.textContent()).toBe('Any time');

    await row.click();
    const pop = planner.popover();
    await pop.waitFor();
    await pop.getByLabel('Start time', { exact: true }).fill('18:00');
    await pop.getByLabel('End time', { exact: true }).fill('09:00');
    await pop.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => planner.toastText()).toBe('Invalid Time RangeStart time must be before end time');

    // An impossible time is refused under its field, and nothing is saved (issue 29).
    await pop.getByLabel('Start time', { exact: true }).fill('25:99');
    await pop.getByLabel('End time', { exact: true }).fill('17:30');
    await pop.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => pop.getByText('Not a time of day: type HH:MM, from 00:00 to 23:59').isVisible()).toBe(true);
    expect(await pop.getByLabel('Start time', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await pop.isVisible()).toBe(true);
    // No toast says it was saved (the last one, 'Invalid Time Range', may be gone: a wait for one would hang).
    expect(await planner.toast().filter({ hasText: 'Delivery Time Updated' }).count()).toBe(0);
    expect(await row.textContent()).toBe('Any time');

    await pop.getByLabel('Start time', { exact: true }).fill('09:00');
    await pop.getByLabel('End time', { exact: true }).fill('17:30');
    await pop.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => planner.toastText()).toBe('Delivery Time UpdatedThe delivery time requirements have been saved.');
    await pop.waitFor({ state: 'hidden' });
    await expect.poll(() => row.textContent()).toBe('09:00–17:30');

    await row.click();
    await pop.getByRole('button', { name: 'Clear Times' }).click();
    await expect.poll(() => planner.toastText()).toBe('Time Constraints ClearedDelivery time requirements have been removed.');
    await expect.poll(() => row.textContent()).toBe('Any time');
    // Clear Times closes the popover: a press on the trigger while it is still closing would toggle it shut.
    await pop.waitFor({ state: 'hidden' });
    await row.click();
    await pop.waitFor();
    expect(await pop.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    expect(await pop.getByRole('button', { name: 'Clear Times' }).isDisabled()).toBe(true);
    await planner.page.keyboard.press('Escape');
    await pop.waitFor({ state: 'hidden' });

    await planner.button('Set Defaults').click();
    await expect.poll(() => planner.toastText()).toBe('Time Constraints UpdatedDelivery windows have been cleared for all stops.');
    await expect.poll(() => planner.windowButton(1).textContent()).toBe('Any time');
  });

  it('counts the departure and each service time: a late window shows the wait, service start and departure', async () => {
    const { planner, page } = await withStops(2);
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(await page.getByText('Leaving now').isVisible()).toBe(true);
    const departure = page.getByLabel('Departure');
    await departure.fill(`${day}T08:00`);
    await departure.press('Enter');
    await expect.poll(() => planner.toastText()).toBe('Departure UpdatedThe route leaves the first stop at 08:00.');
    await page.getByRole('button', { name: 'Leave now instead' }).waitFor();

    // The second stop opens at 14:00 and takes five minutes: the vehicle waits, starts at 14:00 and leaves at 14:05.
    await planner.saveWindow(planner.windowButton(1), { start: '14:00', end: '15:00', serviceMinutes: 5 });
    await expect.poll(() => planner.toastText()).toBe('Delivery Time UpdatedThe delivery time requirements have been saved.');
    await expect.poll(() => planner.rows().nth(1).getByTestId('stop-service').textContent()).toBe('5 min at the stop');

    const second = await planner.stopIds().then((ids) => ids[1]);
    await planner.button('Optimize Route').click();
    await expect.poll(() => planner.toastText()).toMatch(/^Route Optimized.* in all with stops and waits\)\.$/);
    const arrivalOf = (id: string | undefined) => page.locator(`[data-stop-id="${id}"]`).getByTestId('stop-arrival');
    await expect.poll(() => arrivalOf(second).textContent()).toMatch(/^Arrive 08:\d\d · wait \d h \d\d min · start 14:00 · window met · leave 14:05$/);
    expect(await arrivalOf(second).getAttribute('data-status')).toBe('met');
    // The first stop is where the day starts: it is left at the departure time.
    const first = (await planner.stopIds()).find((id) => id !== second);
    expect(await arrivalOf(first).textContent()).toBe('Arrive 08:00');
    await expect.poll(() => page.getByText('Total with stops and waits').isVisible()).toBe(true);
    expect(await page.getByTestId('route-time').textContent()).toMatch(/min$/);

    await page.getByRole('button', { name: 'Technical Details' }).click();
    expect(await page.getByTestId('technical-endpoint').textContent()).toMatch(/\/api\/optimize-route\?departAt=\d{4}-/);

    // Back to 'now': the arrivals were for 08:00, so they are recomputed for now.
    await page.getByRole('button', { name: 'Leave now instead' }).click();
    await expect.poll(() => planner.toastText()).toBe('Departure UpdatedThe route leaves the first stop now.');
    await expect.poll(() => arrivalOf(first).textContent()).not.toBe('Arrive 08:00');
    expect(await arrivalOf(first).textContent()).toMatch(/^Arrive \d\d:\d\d/);
  });

  it("plans tomorrow: no window nobody set is missed, Optimize right after typing the departure optimizes, and a reload keeps the plan", async () => {
    const { planner, page } = await withStops(4);
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
    const arrivals = () => page.getByTestId('stop-arrival').allTextContents();

    // The visitor types tomorrow 08:00 and clicks Optimize at once: the departure saves and the click optimizes.
    await page.getByLabel('Departure').fill(`${day}T08:00`);
    await planner.button('Optimize Route').click();
    await expect.poll(() => planner.toastText()).toMatch(/^Route Optimized/);
    // The toast can come before the arrivals of the new departure are drawn: wait on them.
    await expect.poll(async () => (await arrivals())[0]).toBe('Arrive 08:00');
    await expect.poll(arrivals).toHaveLength(4);
    // Four stops without windows: none is 'missed' for a window nobody set.
    for (const text of await arrivals()) expect(text).not.toMatch(/missed/);
    expect(await page.getByTestId('route-windows').count()).toBe(0);

    // A window typed without a date is on the departure's day; with a service time the total counts stops and waits.
    const windowed = (await planner.stopIds())[2];
    const windowButton = page.locator(`[data-stop-id="${windowed}"]`).getByRole('button', { name: /^Delivery time for / });
    await planner.saveWindow(windowButton, { start: '14:00', end: '15:00', serviceMinutes: 5 });
    await expect.poll(() => planner.toastText()).toBe('Delivery Time UpdatedThe delivery time requirements have been saved.');
    await expect.poll(() => windowButton.textContent()).toMatch(/^\D+ \d+ 14:00–\D+ \d+ 15:00$/);
    await planner.button('Optimize Route').click();
    await expect.poll(() => planner.toastText()).toMatch(/^Route Optimized.* in all with stops and waits\)\.$/);
    await expect.poll(async () => (await arrivals()).some((t) => /start 14:00 · window met · leave 14:05$/.test(t))).toBe(true);
    const planned = { arrivals: await arrivals(), total: await page.getByTestId('route-total-time').textContent(), saved: await page.getByTestId('route-saved').textContent() };
    expect(planned.total).toMatch(/\d h \d\d min/);

    // The plan is data: a reload shows the same arrivals, total and savings.
    await page.reload();
    await expect.poll(arrivals).toEqual(planned.arrivals);
    await expect.poll(() => page.getByText('Total with stops and waits').isVisible()).toBe(true);
    expect(await page.getByTestId('route-total-time').textContent()).toBe(planned.total);
    expect(await page.getByTestId('route-saved').textContent()).toBe(planned.saved);

    // A changed service time recomputes the plan for the order on screen (what the optimize saved no longer applies).
    await planner.saveWindow(windowButton, { start: '14:00', end: '15:00', serviceMinutes: 10 });
    await expect.poll(async () => (await arrivals()).some((t) => /start 14:00 · window met · leave 14:10$/.test(t))).toBe(true);
    await expect.poll(() => page.getByTestId('route-saved').count()).toBe(0);
  });

  it('says when a window closes before the vehicle can get there, apart from the windows the order misses', async () => {
    const { planner, page } = await withStops(2);
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    const departure = page.getByLabel('Departure');
    await departure.fill(`${day}T08:00`);
    await departure.press('Enter');
    await expect.poll(() => planner.toastText()).toBe('Departure UpdatedThe route leaves the first stop at 08:00.');

    // The second stop's window closed at 07:30, before the route even leaves: no order keeps it.
    await planner.saveWindow(planner.windowButton(1), { start: '07:00', end: '07:30' });
    const second = await planner.stopIds().then((ids) => ids[1]);

    await planner.button('Optimize Route').click();
    const arrival = page.locator(`[data-stop-id="${second}"]`).getByTestId('stop-arrival');
    await expect.poll(() => arrival.textContent()).toMatch(/^Arrive 08:\d\d · window missed by \d+ min · it closes before the drive from the first stop$/);
    expect(await arrival.getAttribute('data-status')).toBe('missed');
    expect(await page.getByTestId('route-windows').textContent()).toBe('1 delivery window closes before the vehicle can get there from the first stop');
  });

  it("refuses a stop in another region than the route's, says why under the search box, and keeps the route's figures", async () => {
    const { page } = await open(DESKTOP);
    const planner = new PlannerPage(page);
    await planner.open();
    for (const place of ['Vaduz', 'Schaan']) {
      await planner.addStop(place);
      await expect.poll(() => planner.toastText()).toMatch(/^Stop AddedAdded .+ to your route$/);
    }
    await expect.poll(() => page.getByTestId('route-distance').textContent()).toMatch(/^\d+\.\d mi$/);
    const distance = await page.getByTestId('route-distance').textContent();

    // The visitor looks at Gothenburg and adds a street there to the Liechtenstein route.
    await page.getByRole('combobox', { name: /^Map region/ }).first().selectOption({ label: 'Gothenburg, Sweden' });
    await planner.addStop('Kungsgatan');
    const refusal = page.getByTestId('region-refusal');
    await expect.poll(() => refusal.textContent()).toMatch(
      /Kungsgatan.* is in Gothenburg, Sweden, but this route's stops are in Liechtenstein\. A route cannot be driven between regions, so the stop was not added\./,
    );
    await expect.poll(() => planner.toastText()).toMatch(/^Stop In Another Region/);
    expect(await planner.rows().count()).toBe(2);
    // The route's figures and directions stay.
    expect(await page.getByTestId('route-distance').textContent()).toBe(distance);
    expect(await page.getByRole('button', { name: /^Show \d+ steps$/ }).count()).toBe(1);

    // The way on: the stop starts a route of its own.
    await refusal.getByRole('button', { name: /^Start a new route with Kungsgatan/ }).click();
    await expect.poll(() => planner.toastText()).toMatch(/^Stop AddedAdded Kungsgatan.* to your route$/);
    await expect.poll(() => planner.currentRouteName()).toBe('Route 2');
    await expect.poll(() => planner.rows().count()).toBe(1);
    expect(await refusal.count()).toBe(0);
  });

  it('reorders by mouse drag and by keyboard, and each reorder adds a history entry', async () => {
    const { planner, page } = await withStops(3);
    const before = await planner.stopIds();

    const from = await planner.handle(0).boundingBox();
    const to = await planner.rows().nth(2).boundingBox();
    if (!from || !to) throw new Error('rows not laid out');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + 20, { steps: 5 });
    await page.mouse.move(from.x + from.width / 2, to.y + to.height - 5, { steps: 15 });
    await page.mouse.up();
    await expect.poll(() => planner.stopIds()).toEqual([before[1], before[2], before[0]]);
    await expect.poll(() => planner.historyRows().count()).toBe(1);

    // Space picks the stop up, each arrow moves it one place in the list, Space drops it.
    await planner.handle(0).focus();
    for (const key of ['Space', 'ArrowDown', 'Space']) await page.keyboard.press(key);
    await expect.poll(() => planner.stopIds()).toEqual([before[2], before[1], before[0]]);
    // A screen reader hears where it went, and the handle keeps the focus for the next move.
    await expect.poll(() => page.getByTestId('keyboard-move-status').textContent()).toMatch(/ moved to position 2 of 3\.$/);
    await expect.poll(() => planner.handle(1).evaluate((e) => e === document.activeElement)).toBe(true);
    await expect.poll(() => planner.historyRows().count()).toBe(2);

    await page.reload();
    await expect.poll(() => planner.stopIds()).toEqual([before[2], before[1], before[0]]);
  });

  it('mixes up, optimizes (history grows, order persists), shows arrivals and the request, removes and clears', async () => {
    const { planner, page, consoleErrors } = await withStops(4);
    const original = await planner.stopIds();

    await planner.button('Mix Up').click();
    await expect.poll(() => planner.toastText()).toBe('Route RandomizedYour stops have been randomly reordered');
    await expect.poll(() => planner.stopIds()).not.toEqual(original);
    expect([...(await planner.stopIds())].sort()).toEqual([...original].sort());
    await expect.poll(() => planner.historyRows().count()).toBe(1);

    await planner.button('Optimize Route').click();
    await expect.poll(() => planner.toastText()).toMatch(/^Route Optimized.*round trip back to the first stop/);
    await expect.poll(() => planner.historyRows().count()).toBe(2);
    await expect.poll(() => page.getByTestId('stop-arrival').count()).toBe(4);
    // No stop has a window: each line is its arrival alone.
    expect(await page.getByTestId('stop-arrival').first().textContent()).toMatch(/^Arrive \d\d:\d\d$/);
    expect(await page.getByTestId('route-saved').textContent()).toMatch(/^Saved -?\d+\.\d mi and -?\d+ min/);
    const optimized = await planner.stopIds();
    // Set Defaults clears windows; none was set, so the plan it made stays as it is, savings included.
    await planner.button('Set Defaults').click();
    await expect.poll(() => planner.toastText()).toMatch(/^Time Constraints Updated/);
    expect(await page.getByTestId('stop-arrival').count()).toBe(4);
    expect(await page.getByTestId('route-saved').count()).toBe(1);

    await page.getByRole('button', { name: 'Technical Details' }).click();
    expect(await page.getByTestId('technical-endpoint').textContent()).toMatch(/^POST http:.*\/api\/optimize-route$/);
    const body = JSON.parse((await page.getByTestId('technical-body').textContent()) ?? '[]') as Array<{ id: number }>;
    expect(body).toHaveLength(5);
    expect(body[4]?.id).toBe(-1);

    await page.reload();
    await expect.poll(() => planner.stopIds()).toEqual(optimized);
    await expect.poll(() => planner.historyRows().count()).toBe(2);

    await planner.rows().nth(3).getByRole('button', { name: /^Remove / }).click();
    await expect.poll(() => planner.toastText()).toBe('Stop RemovedThe stop has been removed from your route');
    await expect.poll(() => planner.rows().count()).toBe(3);

    await planner.button('Clear').click();
    const dialog = page.getByRole('alertdialog', { name: 'Clear All Stops' });
    await dialog.waitFor();
    expect(await dialog.getByText('Are you sure you want to delete all of the stops? This action cannot be undone.').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await planner.rows().count()).toBe(3);
    await planner.button('Clear').click();
    await dialog.getByRole('button', { name: 'Yes, clear all' }).click();
    await expect.poll(() => planner.toastText()).toBe('Stops ClearedAll stops have been removed from your route');
    await expect.poll(() => planner.rows().count()).toBe(0);
    expect(await planner.historyRows().count()).toBe(0);
    expect(await planner.markerCount()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it('switches routes, shows each route its own stops, and resets history and the recorded request', async () => {
    const { planner, page } = await withStops(2);
    const names = await planner.stopNames();
    await planner.button('Optimize Route').click();
    await expect.poll(() => planner.historyRows().count()).toBe(1);
    await planner.addRoute();
    await expect.poll(() => planner.currentRouteName()).toBe('Route 2');
    await expect.poll(() => planner.rows().count()).toBe(0);
    expect(await planner.historyRows().count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Technical Details' }).count()).toBe(0);
    await planner.chooseRoute('Route 1');
    await expect.poll(() => planner.stopNames()).toEqual(names);
    // SPEC §4: changing route resets history and metrics; the metrics come back for the route's stops.
    await expect.poll(() => page.getByTestId('route-distance').textContent()).toMatch(/^\d+\.\d mi$/);
    expect(await planner.historyRows().count()).toBe(0);
    expect(await page.getByTestId('stop-arrival').count()).toBe(0);
    // The optimize belonged to the visit before: Technical Details now shows the directions behind the metrics.
    await page.getByRole('button', { name: 'Technical Details' }).click();
    expect(await page.getByTestId('technical-endpoint').textContent()).toMatch(/\/api\/route-directions$/);
  });

  it('is usable on a 390 px phone: stops, list and map fit the screen', async () => {
    const { page } = await open({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const planner = new PlannerPage(page);
    await planner.open();
    await planner.addStop('Kungsgatan');
    await expect.poll(() => planner.rows().count()).toBe(1);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect((await planner.map().boundingBox())?.height).toBeGreaterThan(300);
    // The map comes before the list: most of it shows on the first screen, and once the page scrolls it stays
    // in view under the header wherever the list is scrolled to.
    const header = await page.locator('header').boundingBox();
    const first = await planner.map().boundingBox();
    expect(first && first.y + 240 <= 844).toBe(true);
    for (const scroll of [600, 100_000]) {
      await page.evaluate((y) => window.scrollTo(0, y), scroll);
      await expect.poll(async () => {
        const map = await planner.map().boundingBox();
        return !!map && !!header && map.y >= header.height - 1 && map.y + map.height <= 844;
      }).toBe(true);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    // The delivery-time button is an icon here, so the row itself shows the window.
    expect(await planner.rows().first().getByTestId('stop-window').textContent()).toBe('Any time');
    // Every control is a 40 px touch target (the map's own controls belong to the shared map component).
    expect(await planner.smallTargets('header')).toEqual([]);
    expect(await planner.smallTargets('main', '.ol-control, .ol-attribution')).toEqual([]);
    await planner.windowButton(0).tap();
    await planner.popover().waitFor();
    expect(await planner.smallTargets('[role=dialog]')).toEqual([]);
  });
});
