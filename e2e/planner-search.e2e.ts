// The planner's search box typed the way people type, on the offline Liechtenstein region: the house first, and
// Enter adds the top suggestion (even when pressed before the suggestions came).
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { PlannerPage } from './pages/planner.ts';

const open = useBrowser();

describe('planner search box', () => {
  it("suggests the house first for 'Städtle 32, Vaduz' and Enter adds it", async () => {
    const { page, consoleErrors } = await open({ viewport: { width: 1400, height: 1000 } });
    const planner = new PlannerPage(page);
    await planner.open();
    await planner.search('Städtle 32, Vaduz');
    await expect.poll(async () => (await planner.options().first().textContent()) ?? '').toMatch(/^Städtle 32, 9490 Vaduz/);
    await planner.searchBox().press('Enter');
    await expect.poll(() => planner.stopNames()).toEqual(['Städtle 32, 9490 Vaduz, LI']);
    expect(await planner.searchBox().inputValue()).toBe('');
    expect(consoleErrors).toEqual([]);
  });

  it('Enter pressed straight after typing adds the top suggestion once it comes', async () => {
    const { page } = await open({ viewport: { width: 1400, height: 1000 } });
    const planner = new PlannerPage(page);
    await planner.open();
    await planner.search('Vaduz Städtle 5');
    await planner.searchBox().press('Enter');
    await expect.poll(() => planner.stopNames()).toEqual(['Städtle 5, 9490 Vaduz, LI']);
  });

  it('Enter adds what was typed, never a look-alike: a house the street lacks is the street, Paris is Paris', async () => {
    const { page } = await open({ viewport: { width: 1400, height: 1000 } });
    const planner = new PlannerPage(page);
    await planner.open();
    // Schaan's Landstrasse has no house 1: the street, as the geocoder answers (it added house 15, which 1 begins).
    await planner.search('Landstrasse 1, Schaan');
    await planner.searchBox().press('Enter');
    await expect.poll(() => planner.stopNames()).toEqual(['Landstrasse, Schaan, LI']);
    // 'Paris' listed a hut a typo away in Eschen first, and Enter added it: now Paris, France, which no route reaches.
    await planner.search('Paris');
    await expect.poll(async () => (await planner.options().first().textContent()) ?? '').toMatch(/^Paris, FR/);
    await planner.searchBox().press('Enter');
    await expect.poll(() => planner.toastText()).toMatch(/^Outside the offline regionsParis is outside the offline regions/);
    expect(await planner.stopNames()).toEqual(['Landstrasse, Schaan, LI']);
  });

  it("an address in a town outside the regions lists the town, marked outside, where it said 'No locations found'", async () => {
    const { page } = await open({ viewport: { width: 1400, height: 1000 } });
    const planner = new PlannerPage(page);
    await planner.open();
    await planner.search('615 N Wolfe St, Baltimore');
    await expect.poll(async () => (await planner.options().first().textContent()) ?? '').toMatch(/^Baltimore, MD, USCity.*Outside the offline regions/);
    await planner.searchBox().press('Enter');
    await expect.poll(() => planner.toastText()).toMatch(/^Outside the offline regionsBaltimore is outside the offline regions/);
    expect(await planner.stopNames()).toEqual([]);
  });
});
