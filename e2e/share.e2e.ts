// Routes that travel by link: a route shared from one browser opens in another that never saw it, and a
// tampered or oversized link is refused with a clear message and changes nothing.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { PlannerPage } from './pages/planner.ts';
import { shareLink } from './stops-link.ts';
import { compressToEncodedURIComponent } from 'lz-string';
import { encodeSharedRoute } from '../app/share/route-payload.ts';

const open = useBrowser();
const DESKTOP = { viewport: { width: 1400, height: 1000 } };

describe('shared route links', () => {
  it('opens a route shared from one browser in a fresh one, as a new local route made current', async () => {
    const sender = await open(DESKTOP);
    const from = new PlannerPage(sender.page);
    await from.open();
    await from.openEdit();
    await from.editDialog().getByPlaceholder('Enter route name').fill('Booth <b>tour</b>');
    await from.editDialog().getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => from.currentRouteName()).toBe('Booth <b>tour</b>');
    for (const place of ['Kungsgatan', 'Vasagatan', 'Linnégatan']) {
      await from.addStop(place);
      await expect.poll(() => from.toastText()).toMatch(/^Stop Added/);
    }
    await expect.poll(() => from.rows().count()).toBe(3);
    const names = await from.stopNames();

    await from.openShare();
    const input = from.shareDialog().getByRole('textbox', { name: 'Route link' });
    await expect.poll(() => input.inputValue()).toMatch(/\/planner\?route=1&r=/);
    const link = await input.inputValue();
    expect(await from.shareDialog().getByTestId('share-qr').locator('svg').count()).toBe(1);

    const receiver = await open(DESKTOP);
    const to = new PlannerPage(receiver.page);
    await to.open(link);
    await expect.poll(() => to.toastText()).toBe('Route ImportedThe shared route was added to your routes');
    await expect.poll(() => to.currentRouteName()).toBe('Booth <b>tour</b>');
    await expect.poll(() => to.stopNames()).toEqual(names);
    await expect.poll(() => new URL(receiver.page.url()).search).toBe('');
    // The name is text, never markup.
    expect(await receiver.page.locator('main b, header b').count()).toBe(0);
    await to.routeSelector().click();
    expect((await receiver.page.getByRole('listbox', { name: 'Select a route' }).getByRole('option').allTextContents()).map((t) => t.trim())).toEqual(['Route 1', 'Booth <b>tour</b>']);
    await receiver.page.keyboard.press('Escape');

    // Opening the same link again adds nothing.
    await to.open(link);
    await expect.poll(() => to.currentRouteName()).toBe('Booth <b>tour</b>');
    await to.routeSelector().click();
    expect(await receiver.page.getByRole('listbox', { name: 'Select a route' }).getByRole('option').count()).toBe(2);
    expect(sender.consoleErrors).toEqual([]);
    expect(receiver.consoleErrors).toEqual([]);
  });

  const genuine = encodeSharedRoute({
    id: 1,
    name: 'Mine',
    departAt: null,
    vehicle: 'car',
    stops: [{ name: 'Avenyn', displayString: 'Avenyn', address: null, lat: 57.7, lng: 11.97, deliveryStartAt: null, deliveryEndAt: null, serviceMinutes: 0 }],
  })!;

  it('shows the planner\'s frame while a shared route is still being imported, then the route', async () => {
    const { page } = await open(DESKTOP);
    // The importer's code is held back: the visitor still reads what the page is for, not a bare spinner (issue 33).
    const release = Promise.withResolvers<void>();
    await page.route('**/assets/import-shared-route-*.js', async (route) => {
      await release.promise;
      await route.continue();
    });
    const planner = new PlannerPage(page);
    await planner.goto(`/planner?r=${encodeURIComponent(genuine)}`);
    await page.getByRole('heading', { name: 'Route Planner Demo' }).waitFor();
    await page.getByText(/^Build a delivery route/).waitFor();
    expect(await page.getByRole('button', { name: 'Optimize Route' }).count()).toBe(0);
    release.resolve();
    await expect.poll(() => planner.toastText()).toBe('Route ImportedThe shared route was added to your routes');
    await expect.poll(() => planner.currentRouteName()).toBe('Mine');
    await expect.poll(() => planner.stopNames()).toEqual(['Avenyn']);
  });

  it('opens a 25-stop route on a phone with the rows under the map left unstyled and unlaid until scrolled to', async () => {
    const { page } = await open({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const planner = new PlannerPage(page);
    await planner.goto(shareLink(25));
    await expect.poll(() => planner.stopNames().then((names) => names.length)).toBe(25);
    // Off screen a row's content is skipped (content-visibility), not hidden: its name is in the page for search
    // and assistive tools, and a row's own box keeps its place.
    const rendered = (i: number) => page.getByTestId('stop-name').nth(i).evaluate((e) => e.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered(24)).toBe(false);
    expect(await page.getByTestId('stop-row').nth(24).boundingBox()).toMatchObject({ height: expect.any(Number) });
    await page.getByTestId('stop-row').nth(24).scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(24)).toBe(true);
  });

  const middle = Math.floor(genuine.length / 2);
  const cases = [
    ['tampered', `${genuine.slice(0, middle)}${genuine[middle] === 'Q' ? 'R' : 'Q'}${genuine.slice(middle + 1)}`],
    ['forged', compressToEncodedURIComponent(JSON.stringify({ v: 1, id: 1, n: 'Evil', s: [['x', 'x', null, 999, 0, null, null]] }))],
    ['oversized', 'A'.repeat(17_000)],
  ] as const;

  it('refuses a link whose stop name holds a control character, saying so, and adds nothing', async () => {
    const { page } = await open(DESKTOP);
    const planner = new PlannerPage(page);
    await planner.open();
    const payload = compressToEncodedURIComponent(
      JSON.stringify({ v: 1, id: 9, n: 'Bell tour', s: [['Avenyn', 'Avenyn', null, 57.7, 11.97, null, null], ['Bell\u0007 stop', 'Bell\u0007 stop', null, 57.71, 11.96, null, null]] }),
    );
    await planner.open(`/planner?r=${encodeURIComponent(payload)}`);
    await expect.poll(() => planner.toastText()).toBe("ErrorThe shared route link is invalid: stop 2's name holds a control character (U+0007)");
    expect(await planner.currentRouteName()).toBe('Route 1');
    await planner.routeSelector().click();
    expect((await page.getByRole('listbox', { name: 'Select a route' }).getByRole('option').allTextContents()).map((t) => t.trim())).toEqual(['Route 1']);
    expect(new URL(page.url()).search).toBe('');
  });

  for (const [what, payload] of cases) {
    it(`refuses the ${what} payload with a clear message and changes nothing`, async () => {
      const { page } = await open(DESKTOP);
      const planner = new PlannerPage(page);
      await planner.open();
      await planner.addRoute();
      await expect.poll(() => planner.currentRouteName()).toBe('Route 2');

      // The id is one this device has: a refused link must not switch to it either.
      await planner.open(`/planner?route=1&r=${encodeURIComponent(payload)}`);
      await expect.poll(() => planner.toastText()).toBe('ErrorThe shared route link is invalid');
      expect(await planner.currentRouteName()).toBe('Route 2');
      await planner.routeSelector().click();
      expect((await page.getByRole('listbox', { name: 'Select a route' }).getByRole('option').allTextContents()).map((t) => t.trim())).toEqual(['Route 1', 'Route 2']);
      expect(new URL(page.url()).search).toBe('');
    });
  }
});
