// A planned route leaves the page with the driver: GPX, KML and CSV files that parse back to the stops in
// order, a route sheet for the printer, and directions handed to a navigation app (a QR code only at a kiosk).
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { PlannerPage } from './pages/planner.ts';

const open = useBrowser();
const DESKTOP = { viewport: { width: 1400, height: 1000 } };
const PLACES = ['Kungsgatan', 'Vasagatan', 'Linnégatan'];

async function plannedRoute(path = '/planner') {
  const visit = await open(DESKTOP);
  const planner = new PlannerPage(visit.page);
  await planner.open(path);
  for (const place of PLACES) {
    await planner.addStop(place);
    await expect.poll(() => planner.toastText()).toMatch(/^Stop Added/);
  }
  await expect.poll(() => planner.rows().count()).toBe(PLACES.length);
  await expect.poll(() => visit.page.getByTestId('route-distance').textContent()).toMatch(/mi$/);
  return { ...visit, planner };
}

async function downloaded(page: Page, label: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Download ${label}` }).click()]);
  return { name: download.suggestedFilename(), text: readFileSync(await download.path(), 'utf8') };
}

/** The names of the elements a selector finds in an XML text, parsed by the browser's own XML parser. */
async function xmlTexts(page: Page, text: string, selector: string): Promise<string[] | null> {
  return page.evaluate(
    ([xml, sel]) => {
      const doc = new DOMParser().parseFromString(xml!, 'application/xml');
      if (doc.getElementsByTagName('parsererror').length) return null;
      return Array.from(doc.querySelectorAll(sel!)).map((e) => e.textContent ?? '');
    },
    [text, selector],
  );
}

async function importFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await page.getByRole('button', { name: 'Import stops' }).click();
  await page.getByRole('dialog', { name: 'Import Stops' }).waitFor();
  await page.getByLabel('Stops file').setInputFiles(file);
}

describe('taking a route along', () => {
  it('downloads GPX, KML and CSV files named after the route that hold the stops in order', async () => {
    const { page, planner, consoleErrors } = await plannedRoute();
    await planner.button('Optimize Route').click();
    await expect.poll(() => page.getByTestId('stop-arrival').count()).toBe(PLACES.length);
    const names = await planner.stopNames();
    const numbered = names.map((n, i) => `${i + 1}. ${n}`);

    const gpx = await downloaded(page, 'GPX');
    expect(gpx.name).toMatch(/^Route-1_\d{4}-\d{2}-\d{2}\.gpx$/);
    expect(await xmlTexts(page, gpx.text, 'gpx > rte > rtept > name')).toEqual(numbered);
    expect((await xmlTexts(page, gpx.text, 'gpx > trk > trkseg > trkpt'))!.length).toBeGreaterThan(PLACES.length);
    // Each stop's arrival from the optimize travels with it.
    expect((await xmlTexts(page, gpx.text, 'rtept > desc'))!.every((d) => /Arrive \d{4}-\d\d-\d\d \d\d:\d\d/.test(d))).toBe(true);

    const kml = await downloaded(page, 'KML');
    expect(kml.name).toMatch(/\.kml$/);
    expect(await xmlTexts(page, kml.text, 'Document > Placemark > name')).toEqual([...numbered, 'Route 1']);

    const csv = await downloaded(page, 'CSV');
    expect(csv.name).toMatch(/\.csv$/);
    const rows = Papa.parse<string[]>(csv.text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(['Order', 'Name', 'Address', 'Latitude', 'Longitude', 'Window Start', 'Window End', 'Arrival']);
    expect(rows.slice(1).map((r) => r[1])).toEqual(names);
    expect(rows.slice(1).every((r) => /^\d{4}-\d\d-\d\d \d\d:\d\d$/.test(r[7] ?? ''))).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it('imports stops from a CSV, listing the rows it leaves out, and from its own GPX export into another route', async () => {
    const { page, planner, consoleErrors } = await plannedRoute();
    const names = await planner.stopNames();
    const gpx = await downloaded(page, 'GPX');

    await planner.addRoute();
    await expect.poll(() => planner.currentRouteName()).toBe('Route 2');
    const csv = [
      'Name,Address,Latitude,Longitude,Window Start,Window End,Service',
      'Depot,,57.7089,11.9746,08:00,17:00,',
      'Client,"Kungsgatan 12, Göteborg",,,14:00,15:00,5',
      'Paris,,48.8566,2.3522,,,',
      'Broken,,57.7,east,,,',
    ].join('\n');
    await importFile(page, { name: 'stops.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const dialog = page.getByRole('dialog', { name: 'Import Stops' });
    await expect.poll(() => dialog.getByTestId('import-plan').textContent()).toMatch(/^stops\.csv: 2 stops ready to add, 2 rows left out/);
    const problems = await dialog.getByTestId('import-problems').getByRole('listitem').allTextContents();
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^Row 3: Outside the offline regions \(.*Gothenburg.*\)$/);
    expect(problems[1]).toBe("Row 4: Coordinates '57.7, east' are not a latitude from -90 to 90 and a longitude from -180 to 180");
    await dialog.getByRole('button', { name: 'Add 2 stops' }).click();
    await expect.poll(() => planner.toastText()).toBe('Stops ImportedAdded 2 stops to your route');
    await expect.poll(() => planner.stopNames()).toEqual(['Depot', 'Client']);
    expect(await planner.rows().nth(1).getByTestId('stop-service').textContent()).toBe('5 min at the stop');

    await planner.addRoute();
    await expect.poll(() => planner.currentRouteName()).toBe('Route 3');
    await importFile(page, { name: gpx.name, mimeType: 'application/gpx+xml', buffer: Buffer.from(gpx.text) });
    await expect.poll(() => dialog.getByTestId('import-plan').textContent()).toBe(`${gpx.name}: 3 stops ready to add`);
    await dialog.getByRole('button', { name: 'Add 3 stops' }).click();
    await expect.poll(() => planner.stopNames()).toEqual(names);
    expect(consoleErrors).toEqual([]);
  });

  it('hands the route and each stop to a maps app, with a QR code for a phone', async () => {
    const { page, planner } = await plannedRoute();
    const first = await page.getByTestId('stop-row').first().getAttribute('data-stop-id');
    expect(first).toBeTruthy();

    await planner.button('Navigate').click();
    const dialog = page.getByRole('dialog', { name: 'Navigate the Route' });
    await dialog.waitFor();
    const href = (await dialog.getByRole('link', { name: 'Open in Maps' }).getAttribute('href')) ?? '';
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    // Round trip (the default): from the first stop, through the other two, back to the first.
    expect(url.searchParams.get('destination')).toBe(url.searchParams.get('origin'));
    expect(url.searchParams.get('waypoints')?.split('|')).toHaveLength(PLACES.length - 1);
    expect(await dialog.getByTestId('navigate-qr').locator('svg').count()).toBe(1);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    const name = (await planner.stopNames())[1]!;
    await planner.rows().nth(1).getByRole('button', { name: /^Navigate to / }).click();
    const stopDialog = page.getByRole('dialog', { name: `Navigate to ${name}` });
    await stopDialog.waitFor();
    expect(await stopDialog.getByRole('link', { name: 'Open in Maps' }).getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=\d+\.\d{6},\d+\.\d{6}&travelmode=driving$/);
  });

  it('offers only the QR code at a kiosk, never a link out', async () => {
    const { page, planner } = await plannedRoute('/planner?kiosk=1');
    await planner.button('Navigate').click();
    const dialog = page.getByRole('dialog', { name: 'Navigate the Route' });
    await dialog.waitFor();
    expect(await dialog.getByTestId('navigate-qr').locator('svg').count()).toBe(1);
    expect(await dialog.getByRole('link').count()).toBe(0);
    expect(await dialog.getByText('Scan the code with your phone').isVisible()).toBe(true);
  });

  it('prints a route sheet: the route name and its stops, without the page controls', async () => {
    const { page, planner } = await plannedRoute();
    const title = page.getByTestId('print-title');
    expect(await title.isVisible()).toBe(false);
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => title.isVisible()).toBe(true);
    expect(await title.textContent()).toBe('Route 1');
    expect(await planner.rows().first().isVisible()).toBe(true);
    expect(await page.getByTestId('stop-window').first().isVisible()).toBe(true);
    expect(await page.getByTestId('route-metrics').isVisible()).toBe(true);
    expect(await page.locator('header').isVisible()).toBe(false);
    expect(await planner.searchBox().isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Optimize Route' }).isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Take the Route Along' }).isVisible()).toBe(false);
    // The directions go on the sheet, steps and all, though they are folded away on the screen.
    expect(await page.getByTestId('route-step').first().isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /^(Show \d+|Hide) steps$/ }).isVisible()).toBe(false);
  });

  it('lists turn-by-turn directions for each leg and shows the step pointed at on the map', async () => {
    const { page, planner, consoleErrors } = await plannedRoute();
    const steps = page.getByTestId('route-step');
    expect(await steps.first().isVisible()).toBe(false);
    await page.getByRole('button', { name: /^Show \d+ steps$/ }).click();
    await steps.first().waitFor();

    // A round trip through three stops: three legs, each from a depart to its arrival.
    const legs = page.getByTestId('directions-leg');
    expect(await legs.count()).toBe(3);
    const names = await planner.stopNames();
    expect(await legs.nth(0).locator('p').first().textContent()).toMatch(new RegExp(`^To stop 2: ${names[1]} · \\d+\\.\\d mi · (\\d+ min|< 1 min)$`));
    const arrivals = [];
    for (let i = 0; i < 3; i++) {
      const legSteps = legs.nth(i).getByTestId('route-step');
      expect(await legSteps.first().textContent()).toMatch(/^Head (north|south|east|west)/);
      arrivals.push(await legSteps.last().textContent());
    }
    // Each arrival says the side of the street the stop is on, when it is off the road.
    const side = '(, on the (left|right))?';
    expect(arrivals).toEqual([expect.stringMatching(`^Arrive at stop 2${side}$`), expect.stringMatching(`^Arrive at stop 3${side}$`), expect.stringMatching(`^Arrive back at stop 1${side}$`)]);
    // Real streets of Gothenburg, with a turn or a roundabout somewhere on the way.
    const texts = await steps.allTextContents();
    expect(texts.some((t) => /^(Turn|Bear|At the roundabout)/.test(t))).toBe(true);
    expect(texts.some((t) => /(onto|on) [A-ZÅÄÖ][a-zåäö]+/.test(t))).toBe(true);

    const map = planner.map();
    expect(await map.getAttribute('data-step')).toBeFalsy();
    const turn = steps.filter({ hasText: /^(Turn|Bear|At the roundabout)/ }).first();
    await turn.hover();
    await expect.poll(() => map.getAttribute('data-step')).toMatch(/^\d+\.\d{6},\d+\.\d{6}$/);
    expect(await turn.getAttribute('aria-current')).toBe('step');
    await expect.poll(() => planner.pixelsOfColor([234, 88, 12], 20)).toBeGreaterThan(20);
    // A tap (or Enter) on another step moves the mark there.
    const first = steps.first();
    await first.focus();
    await page.keyboard.press('Enter');
    const at = await map.getAttribute('data-step');
    await expect.poll(() => first.getAttribute('aria-current')).toBe('step');
    expect(at).not.toBe('');

    await page.getByRole('button', { name: 'Hide steps' }).click();
    await expect.poll(() => map.getAttribute('data-step')).toBe('');
    expect(consoleErrors).toEqual([]);
  });
});
