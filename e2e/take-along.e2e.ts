// A planned route leaves the page with the driver: GPX, KML and CSV files that parse back to the stops in
// order and import back with every field, a route sheet for the printer, directions handed to a navigation app
// by name (a QR code only at a kiosk), and every route as the one file a kiosk's prepared demo takes.
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { firstControlChar } from '../app/files/control-chars.ts';
import { useBrowser } from './browser.ts';
import { KioskPage } from './pages/kiosk.ts';
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
  const button = label === 'Export all routes' ? page.getByRole('button', { name: label }) : page.getByRole('button', { name: `Download ${label}` });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: download.suggestedFilename(), text: readFileSync(await download.path(), 'utf8') };
}

interface ExportedStop {
  name: string;
  displayString: string;
  address: string | null;
  latitude: number;
  longitude: number;
  deliveryStartAt: string | null;
  deliveryEndAt: string | null;
  serviceMinutes: number;
}
interface RoutesFile {
  format: string;
  routes: { name: string; stops: ExportedStop[] }[];
}

/** What a stop is, as the visitor set it: the fields an import must give back. */
const fields = (s: ExportedStop) => ({
  name: s.displayString,
  address: s.address,
  latitude: s.latitude.toFixed(6),
  longitude: s.longitude.toFixed(6),
  deliveryStartAt: s.deliveryStartAt && new Date(s.deliveryStartAt).toISOString(),
  deliveryEndAt: s.deliveryEndAt && new Date(s.deliveryEndAt).toISOString(),
  serviceMinutes: s.serviceMinutes,
});

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
    // A round trip (the default) ends back at the first stop.
    expect(await xmlTexts(page, gpx.text, 'gpx > rte > rtept > name')).toEqual([...numbered, `Back at 1. ${names[0]}`]);
    expect((await xmlTexts(page, gpx.text, 'gpx > trk > trkseg > trkpt'))!.length).toBeGreaterThan(PLACES.length);
    // Each stop's arrival from the optimize travels with it.
    expect((await xmlTexts(page, gpx.text, 'rtept > desc'))!.every((d) => /Arrive \d{4}-\d\d-\d\d \d\d:\d\d · Depart \d{4}-\d\d-\d\d \d\d:\d\d/.test(d))).toBe(true);
    const points = await page.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      return Array.from(doc.querySelectorAll('rte > rtept')).map((p) => `${p.getAttribute('lat')},${p.getAttribute('lon')}`);
    }, gpx.text);
    expect(points.at(-1)).toBe(points[0]);

    const kml = await downloaded(page, 'KML');
    expect(kml.name).toMatch(/\.kml$/);
    expect(await xmlTexts(page, kml.text, 'Document > Placemark > name')).toEqual([...numbered, 'Route 1']);

    const csv = await downloaded(page, 'CSV');
    expect(csv.name).toMatch(/\.csv$/);
    const rows = Papa.parse<string[]>(csv.text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(['Order', 'Name', 'Address', 'Latitude', 'Longitude', 'Window Start', 'Window End', 'Service Minutes', 'Arrival', 'Departure']);
    expect(rows.slice(1).map((r) => r[1])).toEqual(names);
    expect(rows.slice(1).every((r) => /^\d{4}-\d\d-\d\d \d\d:\d\d$/.test(r[8] ?? '') && /^\d{4}-\d\d-\d\d \d\d:\d\d$/.test(r[9] ?? ''))).toBe(true);
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

  it('exports a planned route and imports its own CSV and GPX back with every field, then hands all routes to a kiosk', async () => {
    const visit = await open(DESKTOP);
    const { page, consoleErrors } = visit;
    const planner = new PlannerPage(page);
    await planner.open();
    const seed = [
      'Name,Address,Latitude,Longitude,Window Start,Window End,Service',
      'Depot,"Kungsgatan 12, 411 19 Göteborg",57.704044,11.963937,,,',
      'Haga,,57.698710,11.956020,09:00,17:30,5',
      'Järntorget "Café",Järntorget 4,57.699800,11.953500,,16:00,12',
    ].join('\n');
    await importFile(page, { name: 'seed.csv', mimeType: 'text/csv', buffer: Buffer.from(seed) });
    const dialog = page.getByRole('dialog', { name: 'Import Stops' });
    await dialog.getByRole('button', { name: 'Add 3 stops' }).click();
    await expect.poll(() => planner.stopNames()).toEqual(['Depot', 'Haga', 'Järntorget "Café"']);
    await planner.button('Optimize Route').click();
    await expect.poll(() => page.getByTestId('stop-arrival').count()).toBe(3);

    const csv = await downloaded(page, 'CSV');
    const rows = Papa.parse<string[]>(csv.text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    const service = rows[0]!.indexOf('Service Minutes');
    expect(rows.slice(1).map((r) => [r[1], r[service]]).sort()).toEqual([['Depot', '0'], ['Haga', '5'], ['Järntorget "Café"', '12']]);
    const gpx = await downloaded(page, 'GPX');
    const kml = await downloaded(page, 'KML');
    expect((await xmlTexts(page, kml.text, 'Placemark > ExtendedData > Data[name="Service Minutes"] > value'))!.sort()).toEqual(['0', '12', '5']);
    expect((await xmlTexts(page, kml.text, 'Placemark > ExtendedData > Data[name="Departure"] > value'))!.every((v) => /^\d{4}-\d\d-\d\d \d\d:\d\d$/.test(v))).toBe(true);

    for (const [file, route] of [[csv, 'Route 2'], [gpx, 'Route 3']] as const) {
      await planner.addRoute();
      await expect.poll(() => planner.currentRouteName()).toBe(route);
      await importFile(page, { name: file.name, mimeType: 'text/plain', buffer: Buffer.from(file.text) });
      await expect.poll(() => dialog.getByTestId('import-plan').textContent()).toBe(`${file.name}: 3 stops ready to add`);
      await dialog.getByRole('button', { name: 'Add 3 stops' }).click();
      await expect.poll(() => planner.rows().count()).toBe(3);
    }

    // Every route on the device in one file: the imported routes hold exactly the stops of the first.
    const all = await downloaded(page, 'Export all routes');
    expect(all.name).toMatch(/^maps-demo-routes-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(all.text) as RoutesFile;
    expect(exported.routes.map((r) => r.name)).toEqual(['Route 1', 'Route 2', 'Route 3']);
    const [planned, fromCsv, fromGpx] = exported.routes.map((r) => r.stops.map(fields));
    expect(planned!.map((s) => s.name)).toHaveLength(3);
    expect(fromCsv).toEqual(planned);
    expect(fromGpx).toEqual(planned);
    expect(planned!.find((s) => s.name === 'Depot')).toMatchObject({ address: 'Kungsgatan 12, 411 19 Göteborg', deliveryStartAt: null, deliveryEndAt: null, serviceMinutes: 0 });
    expect(planned!.find((s) => s.name === 'Haga')).toMatchObject({ serviceMinutes: 5 });
    expect(consoleErrors).toEqual([]);

    // The same file is the kiosk's prepared demo: a booth loads it and shows these routes.
    const booth = await open({ viewport: { width: 1600, height: 1000 }, hasTouch: true });
    const kiosk = new KioskPage(booth.page);
    await kiosk.goto('/?kiosk=1');
    await kiosk.openSettings();
    await kiosk.panel().locator('input[type=file]').setInputFiles({ name: all.name, mimeType: 'application/json', buffer: Buffer.from(all.text) });
    await expect.poll(() => kiosk.toast().last().textContent()).toContain('3 routes will be restored when the kiosk is idle');
    await kiosk.closeSettings();
    const boothPlanner = new PlannerPage(booth.page);
    await boothPlanner.navLink('Route Planner').click();
    await expect.poll(() => boothPlanner.currentRouteName()).toBe('Route 1');
    await expect.poll(() => boothPlanner.stopNames()).toEqual(planned!.map((s) => s.name));
    await boothPlanner.routeSelector().click();
    expect((await booth.page.getByRole('listbox', { name: 'Select a route' }).getByRole('option').allTextContents()).map((t) => t.trim())).toEqual(['Route 1', 'Route 2', 'Route 3']);
    expect(booth.consoleErrors).toEqual([]);
  });

  it('keeps control characters out of every file, and refuses a file that holds one', async () => {
    const { page, planner, consoleErrors } = await plannedRoute();
    // Pasted into the route's name, a control character would make the GPX and KML unreadable XML.
    await planner.openEdit();
    await planner.editDialog().getByPlaceholder('Enter route name').fill('Tour\u0007 north\u001B');
    await planner.editDialog().getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => planner.currentRouteName()).toMatch(/^Tour/);
    const gpx = await downloaded(page, 'GPX');
    expect(await xmlTexts(page, gpx.text, 'gpx > rte > name')).toEqual(['Tour north']);
    const kml = await downloaded(page, 'KML');
    expect(await xmlTexts(page, kml.text, 'Document > name')).toEqual(['Tour north']);
    expect(firstControlChar(gpx.text + kml.text)).toBeNull();

    await planner.addRoute();
    await expect.poll(() => planner.currentRouteName()).toBe('Route 2');
    const csv = 'Name,Latitude,Longitude\nBell\u0007 stop,57.7,11.97\nAvenyn,57.6995,11.975\n';
    await importFile(page, { name: 'bell.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const dialog = page.getByRole('dialog', { name: 'Import Stops' });
    await expect.poll(() => dialog.getByTestId('import-plan').textContent()).toMatch(/^bell\.csv: 1 stop ready to add, 1 row left out/);
    expect(await dialog.getByTestId('import-problems').textContent()).toBe(
      'Row 1: The name holds a control character (U+0007), which no file or link can carry: remove it and import again',
    );
    await page.getByLabel('Stops file').setInputFiles({ name: 'bell.gpx', mimeType: 'application/gpx+xml', buffer: Buffer.from('<gpx xmlns="http://www.topografix.com/GPX/1/1">\n<wpt lat="57.7" lon="11.97"><name>Bell&#7;</name></wpt></gpx>') });
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Line 2 holds a control character (U+0007), which a GPX file cannot hold: remove it and import again');
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
    // Round trip (the default): from the first stop, through the other two, back to the first, each by name.
    const names = await planner.stopNames();
    expect(url.searchParams.get('origin')).toBe(names[0]);
    expect(url.searchParams.get('destination')).toBe(names[0]);
    expect(url.searchParams.get('waypoints')?.split('|')).toEqual(names.slice(1));
    expect(await dialog.getByTestId('navigate-qr').locator('svg').count()).toBe(1);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    const name = names[1]!;
    await planner.rows().nth(1).getByRole('button', { name: /^Navigate to / }).click();
    const stopDialog = page.getByRole('dialog', { name: `Navigate to ${name}` });
    await stopDialog.waitFor();
    const stopLink = new URL((await stopDialog.getByRole('link', { name: 'Open in Maps' }).getAttribute('href')) ?? '');
    expect(stopLink.origin + stopLink.pathname).toBe('https://www.google.com/maps/dir/');
    expect(stopLink.searchParams.get('destination')).toBe(name);
    expect(stopLink.searchParams.get('travelmode')).toBe('driving');
  });

  const PHONES = [
    ['Android', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'],
    ['iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'],
    ['desktop', undefined],
  ] as const;

  for (const [device, userAgent] of PHONES) {
    it(`names the stop in the ${device} maps app's link, with its exact coordinates where the app takes both`, async () => {
      const { page } = await open({ viewport: { width: 1400, height: 1000 }, ...(userAgent ? { userAgent } : {}) });
      const planner = new PlannerPage(page);
      await planner.open();
      await planner.addStop('Rathaus Vaduz');
      await expect.poll(() => planner.stopNames()).toEqual(['Rathaus Vaduz, Städtle 6, Vaduz, LI']);
      await planner.rows().first().getByRole('button', { name: /^Navigate to / }).click();
      const dialog = page.getByRole('dialog', { name: /^Navigate to Rathaus Vaduz/ });
      const href = (await dialog.getByRole('link', { name: 'Open in Maps' }).getAttribute('href')) ?? '';
      const coordinates = /47\.\d{6},9\.\d{6}/;
      if (device === 'Android') {
        expect(href).toMatch(/^geo:47\.\d{6},9\.\d{6}\?q=47\.\d{6},9\.\d{6}\(/);
        expect(decodeURIComponent(href)).toMatch(/\(Rathaus Vaduz, Städtle 6, Vaduz, LI\)$/);
      } else if (device === 'iPhone') {
        const url = new URL(href);
        expect(url.origin).toBe('https://maps.apple.com');
        expect(url.searchParams.get('ll')).toMatch(coordinates);
        expect(url.searchParams.get('q')).toBe('Rathaus Vaduz, Städtle 6, Vaduz, LI');
      } else {
        expect(new URL(href).searchParams.get('destination')).toBe('Rathaus Vaduz, Städtle 6, Vaduz, LI');
      }
      // The QR code is the web link every phone can follow: by name too.
      expect(await dialog.getByTestId('navigate-qr').locator('svg').count()).toBe(1);
    });
  }

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
    // The directions go on the sheet, steps and all, though they are folded away (and not rendered) on the screen.
    await expect.poll(() => page.getByTestId('route-step').first().isVisible()).toBe(true);
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
