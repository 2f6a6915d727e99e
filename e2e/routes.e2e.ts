// The header's route controls and the ?route= link (issue 3): create, rename, switch, reload, second tab.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { PlannerPage } from './pages/planner.ts';

const open = useBrowser();
const DESKTOP = { viewport: { width: 1280, height: 900 } };

describe('route controls', () => {
  it('creates, renames and switches routes through the header, with the SPEC §8 toasts', async () => {
    const { page, consoleErrors } = await open(DESKTOP);
    const planner = new PlannerPage(page);
    await planner.open();
    await expect.poll(() => planner.currentRouteName()).toBe('Route 1');
    expect((await planner.routeSelector().boundingBox())?.width).toBeCloseTo(200, -1);

    await planner.addRoute();
    await expect.poll(() => planner.toastText()).toBe('Route CreatedA new route has been created');
    await expect.poll(() => planner.currentRouteName()).toBe('Route 2');

    await planner.openEdit();
    const dialog = planner.editDialog();
    expect(await dialog.getByText('Change the name of this route').isVisible()).toBe(true);
    const input = dialog.getByPlaceholder('Enter route name');
    expect(await input.inputValue()).toBe('Route 2');
    const save = dialog.getByRole('button', { name: 'Save' });
    await input.fill('   ');
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => planner.currentRouteName()).toBe('Route 2');

    await planner.openEdit();
    await planner.editDialog().getByPlaceholder('Enter route name').fill('  Morning run  ');
    await planner.editDialog().getByRole('button', { name: 'Save' }).click();
    await planner.editDialog().waitFor({ state: 'hidden' });
    await expect.poll(() => planner.toastText()).toContain('Route Updated');
    expect(await planner.toastText()).toContain('The route name has been updated');
    await expect.poll(() => planner.currentRouteName()).toBe('Morning run');

    await planner.chooseRoute('Route 1');
    await expect.poll(() => planner.toastText()).toContain('Route Changed');
    expect(await planner.toastText()).toContain('Switched to different route');
    await expect.poll(() => planner.currentRouteName()).toBe('Route 1');

    // Data survives a reload.
    await page.reload();
    await planner.heading().waitFor();
    await expect.poll(() => planner.currentRouteName()).toBe('Route 1');
    await planner.routeSelector().click();
    expect(await page.getByRole('listbox', { name: 'Select a route' }).getByRole('option').allTextContents()).toEqual(['Route 1', 'Morning run']);
    await page.keyboard.press('Escape');
    expect(consoleErrors).toEqual([]);
  });

  it('shows a change made in one tab in another without reloading', async () => {
    const { page, context } = await open(DESKTOP);
    const first = new PlannerPage(page);
    await first.open();
    await expect.poll(() => first.currentRouteName()).toBe('Route 1');
    const second = new PlannerPage(await context.newPage());
    await second.open('/matrix');
    await expect.poll(() => second.currentRouteName()).toBe('Route 1');

    await first.openEdit();
    await first.editDialog().getByPlaceholder('Enter route name').fill('Shared name');
    await first.editDialog().getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => second.currentRouteName(), { timeout: 5000 }).toBe('Shared name');
  });

  it('opens /planner?route=<id> on that route, and says so when the id is not on this device', async () => {
    const { page } = await open(DESKTOP);
    const planner = new PlannerPage(page);
    await planner.open();
    await planner.addRoute();
    await expect.poll(() => planner.currentRouteName()).toBe('Route 2');

    await planner.open('/planner?route=1');
    await expect.poll(() => planner.currentRouteName()).toBe('Route 1');
    await expect.poll(() => new URL(page.url()).search).toBe('');

    await planner.open('/planner?route=999');
    await expect.poll(() => planner.toastText()).toBe('ErrorFailed to load the specified route');
    expect(await planner.currentRouteName()).toBe('Route 1');
  });

  it('shrinks the selector to a 40 px icon on a phone', async () => {
    const { page } = await open({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const planner = new PlannerPage(page);
    await planner.open();
    const box = await planner.routeSelector().boundingBox();
    expect(box?.width).toBeCloseTo(40, 0);
    expect(box?.height).toBeCloseTo(40, 0);
    await planner.routeSelector().tap();
    await expect.poll(() => page.getByRole('option', { name: 'Route 1' }).isVisible()).toBe(true);
    expect(await planner.smallTargets('[role=listbox]')).toEqual([]);
    await page.getByRole('option', { name: 'Route 1' }).tap();
    await planner.openEdit();
    expect(await planner.smallTargets('[role=dialog]')).toEqual([]);
  });
});
