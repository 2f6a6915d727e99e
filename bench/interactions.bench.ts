// What a phone user feels after the first load: each tap or keystroke of a visitor's journey, measured by the
// browser's own Event Timing entries (the data behind INP) in Debian's Chromium with a 4x CPU slowdown on a phone
// viewport. The baseline is the same tap on a minimal page in the same run: the floor this machine allows.
// Targets (issue #33): every interaction's worst event at most 200 ms, none above 500 ms. (The device engine's
// figures at the same slowdown, and the tab's memory with a region kept, are bench/device.bench.ts's.)
// The waits use plain DOM queries: Playwright's role and text queries run in the page and would add their own work.
// DIST=<a built dist folder> measures another build (say, the code before a change) with the same bench.
// FIRST_VISIT=1 runs every journey on a phone that has never opened the app, its first visit's background work
// included (the service worker's precache, the first use's region download).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import '../e2e/ensure-test-packages.ts';
import { E2E_TRAFFIC_TIME } from '../e2e/traffic-time.ts';
import { BulkGeocoderPage } from '../e2e/pages/bulk-geocoder.ts';
import { linkStops as stops, shareLink } from '../e2e/stops-link.ts';
import { ensureRegionPacks } from '../engine/regions.ts';
import { testConfig } from '../proxy/config.ts';
import { buildServer } from '../proxy/server.ts';
import { DIST_DIR, buildAppIfStale } from '../scripts/build-app.ts';

const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
const TARGET_MS = 200;
const CEILING_MS = 500;
const PHONE = { viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true };

const OBSERVER = `
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__events.push({ name: e.name, duration: e.duration, id: e.interactionId });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;
/**
 * RENDERS=1 also counts the React components each interaction rendered (through the hook React DevTools uses): a
 * figure that does not depend on the machine's load, to see whether a change narrowed the renders. Off by default:
 * walking every commit's tree costs time of its own.
 */
const RENDERS = process.env.RENDERS === '1';
const RENDER_COUNTER = `
  window.__fibers = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(), supportsFiber: true, inject(r) { this.renderers.set(1, r); return 1; },
    onScheduleFiberRoot() {}, onPostCommitFiberRoot() {}, onCommitFiberUnmount() {}, checkDCE() {},
    onCommitFiberRoot(_id, root) {
      window.__lastCommit = performance.now();
      // A fiber rendered in this commit is new or has PerformedWork (flag 1); a bailed-out subtree keeps its children.
      const stack = [root.current.child];
      while (stack.length) {
        const f = stack.pop();
        if (!f) continue;
        if (f.sibling) stack.push(f.sibling);
        if (!f.alternate || (f.flags & 1) === 1) window.__fibers++;
        if (f.child && (!f.alternate || f.child !== f.alternate.child)) stack.push(f.child);
      }
    },
  };
`;
const MINIMAL = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head><body><button>Tap</button><input aria-label="Type"></body></html>';

interface EventRecord { name: string; duration: number; id: number }
interface Figure { label: string; worst: number; events: number; renders?: number; error?: string }

/** The slowest event of the visitor's interactions during `action` (which waits for the state it leads to). */
async function measure(page: Page, label: string, action: () => Promise<void>, alsoEvents: readonly string[] = []): Promise<Figure> {
  const from = await page.evaluate(() => (window as unknown as { __events: unknown[] }).__events.length);
  const fibers = () => page.evaluate(() => (window as unknown as { __fibers?: number }).__fibers ?? 0);
  const fibersBefore = await fibers();
  try {
    await action();
  } catch (error) {
    return { label, worst: NaN, events: 0, error: (error as Error).message.split('\n')[0] };
  }
  // Event Timing entries are delivered after the frame that follows the event: let two frames and a task pass.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 250)))));
  const events = await page.evaluate((i) => (window as unknown as { __events: EventRecord[] }).__events.slice(i), from);
  // Events outside an interaction count where the step says so: a native select's choice is an input and a
  // change event the browser gives no interaction id (the tap that opened the phone's list has one).
  const interactions = events.filter((e) => e.id > 0 || alsoEvents.includes(e.name));
  const worst = Math.max(0, ...interactions.map((e) => e.duration));
  // Renders deferred past the state waited for (transitions, deferred values) count too: until a second passes
  // without a commit.
  if (RENDERS) await page.waitForFunction(() => performance.now() - ((window as unknown as { __lastCommit?: number }).__lastCommit ?? 0) > 1000, null, { polling: 100 });
  const renders = RENDERS ? (await fibers()) - fibersBefore : undefined;
  console.error(`  measured ${label}: ${Math.round(worst)} ms${renders === undefined ? '' : `, ${renders} components rendered`}`);
  return { label, worst, events: interactions.length, renders };
}

/** FIRST_VISIT=1: every journey on a phone that has never opened the app (its first visit's background work included). */
const FIRST_VISIT = process.env.FIRST_VISIT === '1';

async function slowPage(browser: Browser, baseURL: string, installed = !FIRST_VISIT): Promise<Page> {
  return (await slowSession(browser, baseURL, installed)).page;
}

/**
 * A phone that has used the app before: its service worker installed and the first use's region settled. A first
 * visit's background work (the worker's precache of every script, the region's download) starts at the visitor's
 * first pause (app/after-start-up.ts); measured in a fresh context it landed on whichever tap came after that pause
 * (optimize 25 stops 256-600 ms against 48-72 ms, on this two-core machine), a one-time cost the journeys below are
 * not about (docs/performance.md, tenth session).
 */
async function slowSession(browser: Browser, baseURL: string, installed = !FIRST_VISIT): Promise<{ page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ baseURL, ...PHONE });
  context.setDefaultTimeout(90_000);
  await context.addInitScript(OBSERVER);
  if (RENDERS) await context.addInitScript(RENDER_COUNTER);
  const page = await context.newPage();
  if (installed) {
    await context.addInitScript(() => localStorage.setItem('device-region-first-use', '2026-11-26T08:00:00.000Z'));
    await page.goto('/robots.txt');
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(() => navigator.serviceWorker.ready));
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, cdp };
}

/** Resolves once `selector` matches (a cheap query, polled every 50 ms). */
const waitFor = (page: Page, selector: string) => page.waitForFunction((sel) => document.querySelector(sel) !== null, selector, { polling: 50 });
/** Resolves once a toast's title starts with `title`. */
const waitForToast = (page: Page, title: string) =>
  page.waitForFunction((t) => Array.from(document.querySelectorAll('.toast-title'), (e) => e.textContent ?? '').some((x) => x.startsWith(t)), title, { polling: 50 });
const rowCount = (page: Page) => page.evaluate(() => document.querySelectorAll('[data-testid=stop-row]').length);
const rowIds = (page: Page) => page.evaluate(() => Array.from(document.querySelectorAll('[data-testid=stop-row]'), (r) => r.getAttribute('data-stop-id')).join());
const orderChanged = (page: Page, before: string) =>
  page.waitForFunction((b) => Array.from(document.querySelectorAll('[data-testid=stop-row]'), (r) => r.getAttribute('data-stop-id')).join() !== b, before, { polling: 50 });

/** A CSV of n stops by coordinates, as the planner's import reads it. */
function stopsFile(n: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'interactions-'));
  const file = join(dir, `stops-${n}.csv`);
  writeFileSync(file, ['Name,Latitude,Longitude', ...stops(n).map((s) => `Import ${s[0]},${s[3]},${s[4]}`)].join('\n') + '\n');
  return file;
}

/** A touch drag of row `from`'s handle down by `rows` rows, through CDP's touch events (dnd-kit's touch sensor holds 150 ms). */
async function touchDrag(page: Page, cdp: CDPSession, from: number, rows: number): Promise<void> {
  const handle = page.locator('[data-testid=stop-row]').nth(from).locator('button[aria-label^="Reorder "]');
  // On a phone the map stays at the top of the screen over the scrolling list (sticky): a row scrolled merely into
  // view can sit under it, where a finger touches the map. The row is brought to just under the map.
  await handle.evaluate((e) => {
    const mapBottom = document.querySelector('[aria-label="Route map"]')?.getBoundingClientRect().bottom ?? 0;
    window.scrollBy(0, e.getBoundingClientRect().top - mapBottom - 16);
  });
  const box = (await handle.boundingBox())!;
  const row = (await page.locator('[data-testid=stop-row]').nth(from).boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const point = (dy: number) => [{ x, y: y + dy, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(0) });
  try {
    // The finger holds still until the sensor has picked the row up (its 150 ms hold can end late on a busy phone:
    // moving before then cancels the drag).
    await page.waitForFunction(() => document.querySelector('[data-testid=stop-row][data-dragging]') !== null, null, { polling: 50, timeout: 30_000 });
    const steps = 8;
    for (let i = 1; i <= steps; i++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(((row.height + 8) * rows * i) / steps) });
      await page.waitForTimeout(60);
    }
    // The finger lifts once the list shows where the row will land (another row made room for it): lifted before
    // dnd-kit has measured the rows on a busy phone, the row lands where it was.
    await page.waitForFunction(
      () => Array.from(document.querySelectorAll<HTMLElement>('[data-testid=stop-row]:not([data-dragging])')).some((r) => /translate3d\(0px, -?[1-9]/.test(r.style.transform)),
      null,
      { polling: 50, timeout: 30_000 },
    );
  } finally {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search for a location' });
const stopRows = (page: Page) => page.getByTestId('stop-row');

async function plannerJourney(page: Page, cdp: CDPSession): Promise<Figure[]> {
  const figures: Figure[] = [];
  await page.goto('/planner');
  await page.getByRole('combobox', { name: 'Select a route' }).filter({ hasNotText: 'Select a route' }).waitFor();
  const box = searchBox(page);
  await box.click();
  figures.push(await measure(page, 'search: first keystroke', () => box.pressSequentially('V')));
  figures.push(await measure(page, 'search: later keystrokes', () => box.pressSequentially('aduz')));
  await page.getByRole('listbox', { name: 'Locations' }).getByRole('option').first().waitFor();
  const before = await rowCount(page);
  figures.push(
    await measure(page, 'add a stop', async () => {
      await page.getByRole('listbox', { name: 'Locations' }).getByRole('option').first().click();
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid=stop-row]').length > n, before, { polling: 50 });
    }),
  );
  await page.getByRole('button', { name: 'Import stops' }).click();
  await page.getByLabel('Stops file').setInputFiles(stopsFile(20));
  await page.getByTestId('import-plan').waitFor();
  const withOne = await rowCount(page);
  figures.push(
    await measure(page, 'import 20 stops', async () => {
      await page.getByRole('button', { name: 'Add 20 stops' }).click();
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid=stop-row]').length >= n + 20, withOne, { polling: 50 });
    }),
  );

  await page.goto(shareLink(25));
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=stop-row]').length === 25);
  figures.push(
    await measure(page, 'optimize 25 stops', async () => {
      await page.getByRole('button', { name: 'Optimize Route', exact: true }).click();
      await waitForToast(page, 'Route Optimized');
    }),
  );
  figures.push(
    await measure(page, 'open the directions', async () => {
      await page.getByRole('button', { name: /^Show \d+ steps$/ }).click();
      await page.waitForFunction(() => document.querySelector('#directions-steps')?.checkVisibility() === true, null, { polling: 50 });
    }),
  );
  figures.push(
    await measure(page, 'move a stop by keyboard', async () => {
      const ids = await rowIds(page);
      await stopRows(page).nth(1).getByRole('button', { name: /^Reorder / }).focus();
      // At a person's pace: each key's work and paint are done before the next key, as on a phone in a hand.
      for (const key of ['Space', 'ArrowDown', 'ArrowDown', 'Space']) {
        await page.keyboard.press(key);
        await page.waitForTimeout(300);
      }
      await orderChanged(page, ids);
    }),
  );
  figures.push(
    await measure(page, 'move a stop by touch drag', async () => {
      const ids = await rowIds(page);
      await touchDrag(page, cdp, 3, 2);
      await orderChanged(page, ids);
    }),
  );
  figures.push(
    await measure(page, 'change the departure', async () => {
      const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      const departure = page.getByLabel('Departure');
      await departure.fill(`${day}T08:00`);
      await departure.press('Enter');
      await waitForToast(page, 'Departure Updated');
    }),
  );
  figures.push(
    await measure(page, 'switch region', async () => {
      // A native select: a tap opens the phone's own list, and the choice reaches the page as input and change.
      const picker = page.getByRole('combobox', { name: /^Map region/ });
      await picker.tap();
      await picker.selectOption({ label: 'Gothenburg, Sweden' });
      await page.waitForFunction(() => /Gothenburg/.test(document.querySelector('[aria-label^="Map region"]')?.getAttribute('aria-label') ?? ''), null, { polling: 50 });
    }, ['input', 'change']),
  );
  return figures;
}

async function trafficJourney(page: Page): Promise<Figure[]> {
  await page.goto('/traffic');
  await page.getByTestId('incident').first().waitFor();
  // The list scrolls in its own area on a phone: the incident is scrolled into the view's middle first.
  const item = page.locator('[data-testid=incident] [role=button]').first();
  await item.evaluate((e) => e.scrollIntoView({ block: 'center' }));
  return [
    await measure(page, 'traffic: pick an incident', async () => {
      await item.tap();
      await waitFor(page, '[data-testid=incident] [aria-pressed=true]');
    }),
  ];
}

/** A CSV of n rows of Göteborg addresses: the bulk geocoder's 1,000-row e2e fixture repeated, ids numbered on. */
function bulkFile(n: number): string {
  const [header, ...rows] = readFileSync(join(import.meta.dirname, '../e2e/fixtures/gothenburg-1000.csv'), 'utf8').trimEnd().split('\n');
  const lines = Array.from({ length: n }, (_, i) => rows[i % rows.length]!.replace(/^\d+,/, `${i + 1},`));
  const file = join(mkdtempSync(join(tmpdir(), 'interactions-')), `bulk-${n}.csv`);
  writeFileSync(file, [header, ...lines].join('\n') + '\n');
  return file;
}


/**
 * Paging through the results of a 5,000-row bulk job with the keyboard (the table is focusable: PageDown, then
 * End to the last row). The job itself runs at 1x: it is the setup here, the paging is measured at the slowdown.
 */
async function bulkJourney(page: Page, cdp: CDPSession): Promise<Figure[]> {
  const ROWS = 5000;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.goto('/bulk-geocoder');
  await page.getByTestId('file-input').setInputFiles(bulkFile(ROWS));
  await waitFor(page, '[data-testid=loaded-alert]');
  await page.getByRole('radio', { name: 'Single-line Address' }).check({ force: true });
  await page.getByLabel('Full Address').selectOption('address');
  await page.getByRole('tab', { name: 'Process', exact: true }).click();
  await page.getByRole('button', { name: 'Start Geocoding' }).click();
  await page.waitForFunction(() => document.querySelector('[data-testid=progress-text]')?.textContent === '100% complete', null, { polling: 500, timeout: 600_000 });
  await page.getByRole('tab', { name: 'Results', exact: true }).click();
  await waitFor(page, '[data-testid=results-table] [data-row="0"]');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const bulk = new BulkGeocoderPage(page);
  await bulk.table().focus();
  return [
    await measure(page, `bulk: page through ${ROWS.toLocaleString('en')} results`, async () => {
      // Each page's rows are drawn before the next key, as a reader's pace allows; each key waits for its scroll to
      // end (a plain listener), since a key pressed while the last one's smooth scroll still runs can be lost.
      for (let i = 1; i <= 10; i++) {
        await bulk.pressAndSettle('PageDown');
        await waitFor(page, '[data-testid=results-table] [data-row]');
      }
      await bulk.pressAndSettle('End');
      await waitFor(page, `[data-testid=results-table] [data-row="${ROWS - 1}"]`);
    }),
  ];
}

/** JOURNEYS=planner,traffic,bulk runs only those (a short run); all by default. */
const JOURNEYS = new Set((process.env.JOURNEYS ?? 'planner,traffic,bulk').split(','));

/** DIST=<dist dir> measures that build instead of this tree's (a change against its base, one after the other). */
const distDir = process.env.DIST ?? DIST_DIR;
if (!process.env.DIST) await buildAppIfStale();
await ensureRegionPacks();
const app = await buildServer(testConfig({ staticDir: distDir, logLevel: 'warn', rateLimitPerMinute: 100_000, trafficTime: E2E_TRAFFIC_TIME }));
await app.inject({ method: 'GET', url: '/api/map/config' });
await app.listen({ port: 0, host: '127.0.0.1' });
const baseURL = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const floorServer = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(MINIMAL)).listen(0, '127.0.0.1');
await new Promise((resolve) => floorServer.once('listening', resolve));
const floorURL = `http://127.0.0.1:${(floorServer.address() as AddressInfo).port}/`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const floorPage = await slowPage(browser, floorURL, false);
  await floorPage.goto(floorURL);
  const floor = [
    await measure(floorPage, 'minimal page: tap', () => floorPage.getByRole('button').click()),
    await measure(floorPage, 'minimal page: keystroke', () => floorPage.getByRole('textbox').pressSequentially('a')),
  ];
  // A journey that fails is reported as one failed figure; the others still run.
  const journey = async (label: string, run: () => Promise<Figure[]>): Promise<Figure[]> =>
    run().catch((error: Error) => [{ label, worst: NaN, events: 0, error: error.message.split('\n')[0] }]);
  const figures: Figure[] = [];
  if (JOURNEYS.has('planner')) {
    const planner = await slowSession(browser, baseURL);
    figures.push(...(await journey('planner journey', () => plannerJourney(planner.page, planner.cdp))));
    await planner.page.context().close();
  }
  if (JOURNEYS.has('traffic')) figures.push(...(await journey('traffic journey', async () => trafficJourney(await slowPage(browser, baseURL)))));
  if (JOURNEYS.has('bulk')) {
    const bulk = await slowSession(browser, baseURL);
    figures.push(...(await journey('bulk journey', () => bulkJourney(bulk.page, bulk.cdp))));
    await bulk.page.context().close();
  }

  console.log(`Event Timing at ${CPU_SLOWDOWN}x CPU slowdown, phone viewport (worst event of each interaction)`);
  for (const f of floor) console.log(`  baseline  ${f.label.padEnd(28)} ${String(Math.round(f.worst)).padStart(5)} ms`);
  for (const f of figures) {
    const verdict = f.error ? 'FAIL' : f.worst <= TARGET_MS ? 'PASS' : 'FAIL';
    const renders = f.renders === undefined ? '' : `, ${f.renders} components rendered`;
    const figure = f.error ? `could not run: ${f.error}` : `${String(Math.round(f.worst)).padStart(5)} ms (${f.events} events${renders})`;
    console.log(`  ${verdict}  ${f.label.padEnd(28)} ${figure}`);
  }
  const measured = figures.filter((f) => !f.error).map((f) => f.worst);
  const over = measured.filter((ms) => ms > CEILING_MS).length;
  const met = figures.filter((f) => !f.error && f.worst <= TARGET_MS).length;
  console.log(`${over || measured.length < figures.length ? 'FAIL' : 'PASS'} no interaction above ${CEILING_MS} ms (${over} above)`);
  console.log(`interaction targets (<= ${TARGET_MS} ms): ${met} met, ${figures.length - met} missed`);
} finally {
  await browser.close();
  floorServer.close();
  await app.close();
}
