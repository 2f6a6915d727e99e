// The Traffic Incidents page on the offline region: the list follows the map, matches the data, and never lags.
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { INCIDENTS_PATH, TrafficPage, type ApiIncident, type Box } from './pages/traffic.ts';

const open = useBrowser();
// Service workers would answer /api calls themselves, out of context.route's reach.
const DESKTOP = { viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' as const };

const LABELS: Record<number, string> = { 4: 'Critical', 3: 'Major', 2: 'Minor' };
const expected = (incidents: ApiIncident[]) =>
  incidents.map((i) => ({ id: i.id, severity: LABELS[i.severity] ?? 'Low', impacting: i.impacting, shortDesc: i.shortDesc }));
const fixed4 = ({ lat, lng }: { lat: number; lng: number }) => `${lat.toFixed(4)}, ${lng.toFixed(4)}`;
const isIncidentsCall = (url: string) => new URL(url).pathname === INCIDENTS_PATH;

/** Every bounding box the page asks for from now on, in order. */
function trackBoxes(page: Page): Box[] {
  const boxes: Box[] = [];
  page.on('request', (r) => {
    if (isIncidentsCall(r.url())) boxes.push(TrafficPage.boxOf(r));
  });
  return boxes;
}

const RESOURCE_404 = 'Failed to load resource: the server responded with a status of 404 (Not Found)';

/**
 * Opens the page. `errors()` gives the console errors, less the 404s of base-map tiles beyond the offline region
 * (the proxy has no tiles there and the browser logs each miss); a 404 of anything else keeps them all.
 */
async function visit(options = {}) {
  const v = await open({ ...DESKTOP, ...options });
  const other404s: string[] = [];
  v.page.on('response', (r) => {
    if (r.status() === 404 && !new URL(r.url()).pathname.startsWith('/tiles/')) other404s.push(r.url());
  });
  const errors = () => (other404s.length ? v.consoleErrors : v.consoleErrors.filter((e) => e !== RESOURCE_404));
  return { ...v, errors, traffic: new TrafficPage(v.page) };
}

describe('Traffic Incidents page', () => {
  it('lists the incidents of the initial view, as the API reports them for the same box', async () => {
    const { page, traffic, errors } = await visit();
    const firstCall = page.waitForRequest((r) => isIncidentsCall(r.url()));
    await traffic.goto();
    const box = TrafficPage.boxOf(await firstCall);
    await traffic.waitForList();

    expect(await traffic.bboxText()).toEqual({ ul: fixed4(box.ul), lr: fixed4(box.lr) });
    const truth = await traffic.ask(box);
    expect(truth.length).toBeGreaterThan(0);
    expect(await traffic.count().textContent()).toBe(String(truth.length));
    expect(await traffic.listed()).toEqual(expected(truth));
    // The offline data is a simulated demo feed and OSM road works, and the page says so, above and in the list header.
    expect(await page.getByTestId('incident-source').textContent()).toMatch(/simulated traffic feed.*OpenStreetMap.*highway=construction/);
    expect(await page.getByTestId('incident-list-source').textContent()).toMatch(/not live traffic$/);
    const docs = page.getByRole('link', { name: 'Traffic API documentation' });
    expect(await docs.getAttribute('target')).toBe('_blank');
    expect(await docs.getAttribute('rel')).toContain('noopener');
    expect(errors()).toEqual([]);
  });

  it('shows as many incidents as the area would have at the hour: a handful over Liechtenstein on a Monday morning, hardly any critical', async () => {
    const { traffic } = await visit();
    await traffic.goto();
    await traffic.waitForList();
    // The e2e clock is Monday 15 June 2026, 10:30 UTC; the view opens on Liechtenstein (20 at once before, 3 critical).
    const listed = await traffic.listed();
    expect(listed.length).toBeGreaterThanOrEqual(2);
    expect(listed.length).toBeLessThanOrEqual(10);
    expect(listed.filter((i) => i.severity === 'Critical').length).toBeLessThanOrEqual(1);
    // No race or market on a weekday.
    expect(listed.filter((i) => /cycling race|market|festival/.test(i.shortDesc))).toEqual([]);
  });

  it('updates the bounding box and the list when the map is dragged', async () => {
    const { page, traffic, errors } = await visit();
    await traffic.goto();
    await traffic.waitForList();
    const before = await traffic.bboxText();

    const boxes = trackBoxes(page);
    await traffic.drag(-300, 200);
    await expect.poll(() => boxes.length).toBeGreaterThan(0);
    await traffic.waitForList();
    const box = boxes.at(-1) as Box;
    expect(await traffic.bboxText()).toEqual({ ul: fixed4(box.ul), lr: fixed4(box.lr) });
    expect(await traffic.bboxText()).not.toEqual(before);
    const moved = await traffic.bbox();
    expect(moved.ul.lng).toBeGreaterThan(Number(before.ul.split(',')[1])); // dragged left: the view went east
    await traffic.waitForList();
    expect(await traffic.listed()).toEqual(expected(await traffic.ask(box)));
    expect(errors()).toEqual([]);
  });

  it('re-centres the map at zoom 12 on a picked suggestion and fills the input with it', async () => {
    const { page, traffic, errors } = await visit();
    await traffic.goto();
    await traffic.waitForList();
    await traffic.drag(400, 0); // move away first, so re-centring is visible
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/search/locations');
    await traffic.searchBox().fill('Linnégatan');
    const suggestions = (await (await answer).json()) as { displayString: string; latitude: number; longitude: number }[];
    const pick = suggestions[0];
    if (!pick) throw new Error('the offline region should know Linnégatan');
    await traffic.suggestions().first().waitFor();
    expect(await traffic.searchBox().getAttribute('aria-expanded')).toBe('true');

    const refetch = page.waitForRequest((r) => isIncidentsCall(r.url()) && centreOf(TrafficPage.boxOf(r), pick));
    await traffic.suggestions().first().click();
    await refetch;
    expect(await traffic.searchBox().inputValue()).toBe(pick.displayString);
    expect(await traffic.suggestions().count()).toBe(0);
    expect(await traffic.searchBox().getAttribute('aria-expanded')).toBe('false');

    const box = await traffic.bbox();
    const rect = await traffic.map().boundingBox();
    // At zoom 12 a 256 px tile spans 360 / 2^12 degrees of longitude.
    const zoom = Math.log2((360 * (rect?.width ?? 0)) / 256 / (box.lr.lng - box.ul.lng));
    expect(zoom).toBeCloseTo(12, 1);
    await traffic.waitForList();
    expect(errors()).toEqual([]);
  });

  it('asks for nothing until the input is longer than 2 characters', async () => {
    const { page, traffic } = await visit();
    await traffic.goto();
    const searches: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/search/locations') searches.push(r.postData() ?? '');
    });
    await traffic.searchBox().pressSequentially('Li', { delay: 50 });
    await page.waitForTimeout(800);
    expect(searches).toEqual([]);
    await traffic.searchBox().pressSequentially('n');
    await expect.poll(() => searches.length).toBe(1);
    expect(JSON.parse(searches[0] ?? '{}')).toEqual({ query: 'Lin' });
  });

  it('hides an incident icon that fails to load and keeps the rest of the incident', async () => {
    const { context, traffic, consoleErrors } = await visit();
    await context.route('**/icons/incidents/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await traffic.goto();
    await traffic.waitForList();
    const icons = traffic.page.getByTestId('incident-icon');
    const first = icons.first();
    await expect.poll(() => first.evaluate((img) => getComputedStyle(img).display)).toBe('none');
    expect(await icons.evaluateAll((imgs) => imgs.every((img) => getComputedStyle(img).display === 'none'))).toBe(true);
    expect(await traffic.items().first().getByTestId('severity').isVisible()).toBe(true);
    expect(consoleErrors.every((e) => e.includes('404'))).toBe(true);
  });

  it('never leaves an older list on screen when answers to rapid pans arrive out of order', async () => {
    const { context, traffic } = await visit();
    await traffic.goto();
    await traffic.waitForList();

    // The answer for the first pan's box is held back until the page shows the newest box's list, then let go.
    // It is marked (its incidents' ids renamed "held-…", one more added), so the page showing it can be told from
    // the page showing a later box that happens to hold the same incidents. The held box is known by its place (the
    // first pan moves the view east), not by its turn: on a loaded machine the page's settling report (0.5 s after
    // the map is created) can still be asked for after this point, for the box of the initial view.
    const before = await traffic.bbox();
    const template = (await traffic.ask(before))[0]!;
    let held: Box | undefined;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let heldSettled = false;
    await context.route(`**${INCIDENTS_PATH}`, async (route: Route) => {
      const box = TrafficPage.boxOf(route.request());
      const late = !held && box.ul.lng > before.ul.lng + 0.02;
      if (late) held = box;
      try {
        const response = await route.fetch();
        if (!late) return await route.fulfill({ response });
        const incidents = (await response.json()) as ApiIncident[];
        const marked = [...incidents.map((i) => ({ ...i, id: `held-${i.id}` })), { ...template, id: 'held-extra' }];
        await released;
        await route.fulfill({ response, json: marked });
      } catch {
        // The page cancelled this request because the map moved on: nothing left to answer.
      } finally {
        if (late) heldSettled = true;
      }
    });
    // Every incident id the list ever renders, recorded in the page as it happens.
    await traffic.page.evaluate(() => {
      const ids: string[] = ((window as unknown as { renderedIds: string[] }).renderedIds = []);
      const note = (el: Element) => {
        const id = el.getAttribute('data-incident-id');
        if (id) ids.push(id);
        el.querySelectorAll('[data-incident-id]').forEach((e) => ids.push(e.getAttribute('data-incident-id')!));
      };
      new MutationObserver((changes) => {
        for (const c of changes) {
          if (c.type === 'attributes' && c.target instanceof Element) note(c.target);
          c.addedNodes.forEach((n) => n instanceof Element && note(n));
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-incident-id'] });
    });
    const boxes = trackBoxes(traffic.page);
    const cancelled: string[] = [];
    traffic.page.on('requestfailed', (r) => {
      if (isIncidentsCall(r.url())) cancelled.push(r.failure()?.errorText ?? '');
    });
    await traffic.drag(-350, 0);
    await traffic.drag(0, -250);
    const heldAt = () => boxes.findIndex((b) => JSON.stringify(b) === JSON.stringify(held));
    await expect.poll(() => held && boxes.length - heldAt()).toBeGreaterThanOrEqual(2);

    // The list ends on the newest box's incidents (the newest when asked: the map may still report a settled
    // view after the drags); then the held answer is let go, and lands (or was cancelled).
    const listedAndNewest = async () => [JSON.stringify(await traffic.listed()), JSON.stringify(expected(await traffic.ask(boxes.at(-1) as Box)))];
    await expect.poll(async () => new Set(await listedAndNewest()).size).toBe(1);
    release();
    await expect.poll(() => heldSettled).toBe(true);
    // Two frames for anything the late answer would have rendered.
    await traffic.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

    const rendered = await traffic.page.evaluate(() => (window as unknown as { renderedIds: string[] }).renderedIds);
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.filter((id) => id.startsWith('held-'))).toEqual([]);
    const [listed, newest] = await listedAndNewest();
    expect(listed).toBe(newest);
    const last = boxes.at(-1) as Box;
    expect(await traffic.bboxText()).toEqual({ ul: fixed4(last.ul), lr: fixed4(last.lr) });
    // The superseded request was cancelled, not just ignored.
    expect(cancelled.length).toBeGreaterThan(0);
    expect(cancelled.every((e) => e.includes('ABORTED'))).toBe(true);
  });

  it('scrolls the list to an incident when its marker is clicked, and highlights a clicked incident on the map', async () => {
    const { page, traffic } = await visit();
    const firstCall = page.waitForRequest((r) => isIncidentsCall(r.url()));
    await traffic.goto();
    const truth = await traffic.ask(TrafficPage.boxOf(await firstCall));
    await traffic.waitForList();
    const rect = await traffic.map().boundingBox();
    if (!rect) throw new Error('map not visible');
    // Markers well inside the map, clear of its controls and of other markers; the target is low in the list.
    const points = await Promise.all(truth.map(async (i) => ({ i, p: await traffic.screenPoint(i.lat, i.lng) })));
    const isolated = points
      .filter(({ p }) => p.x > rect.x + 60 && p.x < rect.x + rect.width - 60 && p.y > rect.y + 80 && p.y < rect.y + rect.height - 40)
      .filter(({ i, p }) => points.every((o) => o.i === i || Math.hypot(o.p.x - p.x, o.p.y - p.y) > 24));
    const target = isolated.at(-1);
    const other = isolated[0];
    if (!target || !other || other === target) throw new Error('too few isolated markers in the initial view');

    const item = page.locator(`[data-incident-id="${target.i.id}"] [role=button]`);
    await page.mouse.click(target.p.x, target.p.y);
    await expect.poll(() => item.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => item.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const list = el.closest('[data-testid=incident-list]')?.getBoundingClientRect();
      return !!list && r.top >= list.top - 1 && r.bottom <= list.bottom + 1 && r.top >= 0 && r.bottom <= innerHeight;
    })).toBe(true);

    // Selecting another incident in the list redraws the map around its marker (a ring appears).
    await page.evaluate(() => scrollTo(0, 0));
    const at = await traffic.screenPoint(other.i.lat, other.i.lng);
    const clip = { x: at.x - 20, y: at.y - 20, width: 40, height: 40 };
    const before = await page.screenshot({ clip });
    await page.locator(`[data-incident-id="${other.i.id}"] [role=button]`).dispatchEvent('click');
    await expect.poll(() => page.locator(`[data-incident-id="${other.i.id}"] [role=button]`).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => Buffer.compare(await page.screenshot({ clip }), before) !== 0).toBe(true);
  });

  it('stacks the map above the list on a phone and keeps the page within the screen', async () => {
    const { page, traffic, errors } = await visit({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await traffic.goto();
    await traffic.waitForList();
    const map = await traffic.map().boundingBox();
    const heading = await page.getByRole('heading', { name: 'Current Bounding Box' }).boundingBox();
    expect(map && heading && heading.y > map.y + map.height).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The incidents scroll in their own area: the page is a few screens, not one card per 300 px.
    const list = page.getByTestId('incident-list');
    expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(3 * 844);

    // A one-finger drag pans the map and the bounding box follows.
    const before = await traffic.bboxText();
    const boxes = trackBoxes(page);
    await traffic.touchDrag(-150, 0);
    await expect.poll(() => boxes.length).toBeGreaterThan(0);
    await traffic.waitForList();
    const box = boxes.at(-1) as Box;
    expect(await traffic.bboxText()).toEqual({ ul: fixed4(box.ul), lr: fixed4(box.lr) });
    expect(box.ul.lng).toBeGreaterThan(Number(before.ul.split(',')[1]));
    expect(errors()).toEqual([]);
  });

  it('shows the map and the list side by side on a desktop', async () => {
    const { page, traffic } = await visit();
    await traffic.goto();
    await traffic.waitForList();
    const map = await traffic.map().boundingBox();
    const heading = await page.getByRole('heading', { name: 'Current Bounding Box' }).boundingBox();
    expect(map && heading && heading.x > map.x + map.width && heading.y < map.y + map.height).toBe(true);
  });

  it('says quietly that incidents could not be loaded when the call fails', async () => {
    const { context, traffic, consoleErrors } = await visit();
    await context.route(`**${INCIDENTS_PATH}`, (route) => route.fulfill({ status: 502, body: '{"message":"down"}' }));
    await traffic.goto();
    await traffic.page.getByTestId('incidents-error').waitFor();
    expect(await traffic.items().count()).toBe(0);
    expect(consoleErrors.some((e) => e.includes('Failed to fetch traffic incidents'))).toBe(true);
  });
});

function centreOf(box: Box, p: { latitude: number; longitude: number }): boolean {
  const lat = (box.ul.lat + box.lr.lat) / 2;
  const lng = (box.ul.lng + box.lr.lng) / 2;
  return Math.abs(lat - p.latitude) < 0.01 && Math.abs(lng - p.longitude) < 0.001;
}
