// axe-core over every page, dialog and menu, light and dark, desktop and phone: no serious or critical finding.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { useBrowser } from './browser.ts';
import { PlannerPage } from './pages/planner.ts';
import { Shell } from './pages/shell.ts';

const open = useBrowser();

const PAGES = ['/', '/planner', '/matrix', '/geocoding', '/bulk-geocoder', '/traffic', '/no-such-page'];

// Each check walks many pages or dialogs (25 to 40 s on an idle machine): 180 s holds on a loaded CI machine.
describe.each(['light', 'dark'] as const)('axe-core in the %s theme', (colorScheme) => {
  it('finds nothing serious or critical on any page, on a desktop and on a phone', async () => {
    const found: Record<string, string[]> = {};
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      const { page } = await open({ colorScheme, viewport, bypassCSP: true });
      const shell = new Shell(page);
      for (const path of PAGES) {
        await shell.goto(path);
        await page.waitForLoadState('networkidle');
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[`${path} at ${viewport.width} px`] = violations;
      }
    }
    expect(found, JSON.stringify(found, null, 1)).toEqual({});
  }, 180_000);

  it('finds nothing serious or critical in the dialogs and menus', async () => {
    const found: Record<string, string[]> = {};
    const checkOn = async (on: Page, what: string) => {
      const violations = await seriousViolations(on);
      if (violations.length > 0) found[what] = violations;
    };
    const check = (what: string) => checkOn(page, what);
    const { page } = await open({ colorScheme, viewport: { width: 1280, height: 800 }, bypassCSP: true });
    const planner = new PlannerPage(page);
    await planner.open();
    await planner.addStop('Kungsgatan');
    await planner.addStop('Vasagatan');
    await page.waitForLoadState('networkidle');
    await check('planner with stops');
    await page.getByRole('button', { name: /^Show \d+ steps$/ }).click();
    await page.getByTestId('route-step').first().hover();
    await check('planner with its directions open');
    await page.getByRole('button', { name: 'Hide steps' }).click();

    await planner.openEdit();
    await check('Edit Route');
    await page.keyboard.press('Escape');
    await planner.editDialog().waitFor({ state: 'hidden' });

    await planner.openShare();
    await check('Share Route');
    await page.keyboard.press('Escape');
    await planner.shareDialog().waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Navigate', exact: true }).click();
    const navigate = page.getByRole('dialog', { name: 'Navigate the Route' });
    await navigate.waitFor();
    await check('Navigate the Route');
    await page.keyboard.press('Escape');
    await navigate.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Import stops' }).click();
    const importing = page.getByRole('dialog', { name: 'Import Stops' });
    await importing.waitFor();
    await check('Import Stops');
    await page.keyboard.press('Escape');
    await importing.waitFor({ state: 'hidden' });

    await planner.windowButton(0).click();
    await planner.popover().waitFor();
    await check('delivery time popover');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Technical Details' }).click();
    await page.getByTestId('technical-body').waitFor();
    await check('technical details');

    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Clear All Stops' }).or(page.getByRole('dialog', { name: 'Clear All Stops' })).waitFor();
    await check('Clear All Stops');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await page.getByRole('menuitemradio').first().waitFor();
    await check('theme menu');
    await page.keyboard.press('Escape');
    await page.getByRole('menuitemradio').first().waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Offline regions on this device' }).first().click();
    const deviceRegions = page.getByRole('dialog', { name: 'Offline regions on this device' });
    await deviceRegions.getByTestId('device-region-liechtenstein').waitFor();
    await check('Offline regions on this device');
    await page.keyboard.press('Escape');
    await deviceRegions.waitFor({ state: 'hidden' });

    const phone = (await open({ colorScheme, viewport: { width: 390, height: 844 }, bypassCSP: true })).page;
    await new Shell(phone).goto('/');
    await phone.getByRole('button', { name: 'Open menu' }).click();
    await phone.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Route Planner' }).waitFor();
    await checkOn(phone, 'navigation drawer');
    expect(found, JSON.stringify(found, null, 1)).toEqual({});
  }, 180_000);
});
