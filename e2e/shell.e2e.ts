import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { PlannerPage } from './pages/planner.ts';
import { Shell } from './pages/shell.ts';
import { shareLink } from './stops-link.ts';

const open = useBrowser();

/** Opens each path in turn, each until its page has replaced its frame and the network is idle. */
async function openEach(page: Page, paths: readonly string[]): Promise<void> {
  const shell = new Shell(page);
  for (const path of paths) {
    await shell.goto(path);
    await page.getByLabel('Loading page').waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
  }
}

/** The URL and text of every script the page itself (not a worker) loaded while `visit` ran. */
async function pageScriptsWhile(page: Page, visit: () => Promise<void>): Promise<[string, string][]> {
  const bodies: Promise<[string, string]>[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().then((text) => [response.url(), text]));
  };
  page.on('response', collect);
  await visit();
  // A script answered after this point (a late lazy chunk) would be read after the page closes: none is.
  page.off('response', collect);
  const scripts = (await Promise.all(bodies)).filter(([url]) => !/\/assets\/[^/]+\.worker-[^/]+\.js$/.test(url));
  expect(scripts.length).toBeGreaterThan(2);
  return scripts;
}

/** The scripts holding any of `marks`. */
const scriptsWith = (scripts: [string, string][], marks: readonly string[]) =>
  scripts.filter(([, text]) => marks.some((mark) => text.includes(mark))).map(([url]) => url);

const PAGES = [
  { path: '/', title: 'Platform Demos', nav: 'API Suite Overview' },
  { path: '/planner', title: 'Route Planner Demo', nav: 'Route Planner' },
  { path: '/matrix', title: 'Route Matrix', nav: 'Route Matrix' },
  { path: '/geocoding', title: 'Geocoding', nav: 'Geocoding' },
  { path: '/bulk-geocoder', title: 'Bulk Geocoder', nav: 'Bulk Geocoder' },
  { path: '/traffic', title: 'Traffic Incidents', nav: 'Traffic Incidents' },
];

describe('app shell', () => {
  it('serves a real robots.txt, not the app shell', async () => {
    const res = await fetch(new URL('/robots.txt', inject('baseURL')));
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toMatch(/^User-agent: \*$/m);
  });

  it('loads the landing page with a lean first load: its own JavaScript within the budget, no data layer', async () => {
    // A regression guard on the build output (gzipped bytes of every script the page itself loads), not a timing.
    // Issue 16's phone budget: 170 kB for everything the landing page loads, the service worker's client included.
    const BUDGET_KB = 170;
    const { page } = await open({ viewport: { width: 390, height: 844 } });
    const bodies: Promise<[string, number]>[] = [];
    page.on('response', (response) => {
      const url = response.url();
      if (response.request().resourceType() === 'script' && url.includes('/assets/')) {
        bodies.push(response.body().then((body) => [url, gzipSync(body).byteLength]));
      }
    });
    const shell = new Shell(page);
    await shell.goto('/');
    expect(await shell.heading().textContent()).toBe('Platform Demos');
    await page.waitForLoadState('networkidle');
    page.removeAllListeners('response');
    const scripts = new Map(await Promise.all(bodies));
    const names = [...scripts.keys()].map((u) => u.split('/').pop());
    // The entry script is what the page's HTML names: counted, or the sum below would prove nothing.
    const entry = await page.locator('script[type=module][src]').getAttribute('src');
    expect(names).toContain(entry?.split('/').pop());
    // Dexie, the route store and zod load with the planner, not here.
    expect(names.filter((n) => /^(db|hooks|local-api|storage|dexie)/.test(n ?? ''))).toEqual([]);
    const kb = [...scripts.values()].reduce((sum, n) => sum + n, 0) / 1024;
    expect(kb, `${names.join(', ')}: ${kb.toFixed(1)} kB`).toBeLessThanOrEqual(BUDGET_KB);
  });

  it('names in its HTML every script the first frame needs: the start is split in tasks, not in round trips', async () => {
    const html = await (await fetch(new URL('/planner', inject('baseURL')))).text();
    const named = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    const { page } = await open({ viewport: { width: 390, height: 844 } });
    expect(named.length).toBeGreaterThan(1);
    // Only what the HTML names loads: the page's frame (title, introduction, a spinner for the rest) comes with it.
    // Any other script is held, never answered: an aborted one would soon replace the spinner with the page's error.
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      if (named.includes(new URL(route.request().url()).pathname)) await route.continue();
    });
    await page.goto('/planner');
    await page.getByRole('heading', { level: 1, name: 'Route Planner Demo' }).waitFor();
    await page.getByText(/^Build a delivery route/).waitFor();
    await page.getByLabel('Loading page').waitFor();
  });

  it('loads no schema library and no database on the geocoding and traffic pages: they keep no routes', async () => {
    const { page } = await open({ viewport: { width: 390, height: 844 } });
    // The engine worker (keeping the region on the first use of a map) validates in its own thread, not the page's.
    const scripts = await pageScriptsWhile(page, () => openEach(page, ['/geocoding', '/traffic']));
    expect(scriptsWith(scripts, ['$ZodObject'])).toEqual([]);
    // The contract numbers they use come without zod, and the first use's region download asks for persistent
    // storage without the routes' database (Dexie, 34 kB gzipped, came with it until data/persistence.ts).
    expect(scriptsWith(scripts, ['DexieError'])).toEqual([]);
  });

  it('loads no CSV parser as the planner and the bulk geocoder open: their readers and writers come with their taps', async () => {
    const { page } = await open({ viewport: { width: 390, height: 844 } });
    // The bulk geocoder's file parser runs in its own worker.
    const scripts = await pageScriptsWhile(page, () => openEach(page, ['/planner', '/bulk-geocoder']));
    // Papa Parse's error code, in every build of it: 7 kB gzipped, loaded and evaluated as each page opened until
    // the import's readers, the route files' writers and the results' writer came with their taps.
    expect(scriptsWith(scripts, ['TooFewFields'])).toEqual([]);
  });

  it('loads no dialog, popover or QR code as the pages open: their code comes as the visitor reaches for their buttons', async () => {
    const { page } = await open({ viewport: { width: 390, height: 844 } });
    const scripts = await pageScriptsWhile(page, async () => {
      await openEach(page, ['/matrix', '/geocoding', '/traffic']);
      const planner = new PlannerPage(page);
      await planner.open(shareLink(25));
      await expect.poll(() => planner.rows().count(), { timeout: 30_000 }).toBe(25);
      await page.waitForLoadState('networkidle');
    });
    // Ark's dialog parts, Floating UI's option name and the QR code's style variable: 33 kB gzipped of code that
    // these pages loaded and evaluated for the route's Edit, Clear and Import dialogs, the map's offline regions and
    // offline area, and each stop's delivery time and navigate buttons, all closed as a page opens.
    expect(scriptsWith(scripts, ['DialogPositioner', 'clippingAncestors', '--qrcode-pixel-size'])).toEqual([]);
  });

  it("shows a page's title and introduction while its code loads, then the page in their place", async () => {
    const { page, consoleErrors } = await open({ viewport: { width: 390, height: 844 } });
    // The geocoding page's code is held back until the frame has been seen: a slow network, made deterministic.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/GeocodingPage-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/geocoding');
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Geocoding' }).waitFor();
    await main.getByText(/^Geocoding turns a street address into map coordinates/).waitFor();
    await main.getByLabel('Loading page').waitFor();
    expect(await main.getByRole('button', { name: 'Geocode Address' }).count()).toBe(0);
    const before = await main.getByText(/^Geocoding turns a street address/).boundingBox();
    release();
    await main.getByRole('button', { name: 'Geocode Address' }).first().waitFor();
    await main.getByLabel('Loading page').waitFor({ state: 'detached' });
    // One title, and the introduction where it was: the page took the frame's place without a jump.
    expect(await main.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await main.getByText(/^Geocoding turns a street address/).boundingBox()).toEqual(before);
    expect(consoleErrors).toEqual([]);
  });

  it("says so when a page's code does not come, and loads it when the visitor reaches for the page again", async () => {
    const { page } = await open({ viewport: { width: 1280, height: 800 } });
    // The network drops the geocoding page's script until it is back.
    let online = false;
    await page.route(/\/assets\/GeocodingPage-[^/]+\.js$/, (route) => (online ? route.continue() : route.abort('internetdisconnected')));
    const shell = new Shell(page);
    await shell.goto('/');
    await shell.navLink('Geocoding').click();
    // In the layout: the header stays, and the page says what failed.
    const failed = page.getByRole('alert').filter({ hasText: 'This page could not be shown' });
    await failed.waitFor();
    expect(await shell.navLink('Geocoding').count()).toBe(1);
    online = true;
    await failed.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'Geocode Address' }).first().waitFor();
    expect(await failed.count()).toBe(0);
    // And the next visit needs nothing more.
    await shell.navLink('API Suite Overview').click();
    await page.getByRole('heading', { level: 1, name: 'Platform Demos' }).waitFor();
    await shell.navLink('Geocoding').click();
    await page.getByRole('button', { name: 'Geocode Address' }).first().waitFor();
  });

  it('asks for the map configuration from the HTML, once: the app takes the preloaded answer', async () => {
    const html = await (await fetch(new URL('/', inject('baseURL')))).text();
    expect(html).toMatch(/<link rel="preload" href="\/api\/map\/config" as="fetch" crossorigin="use-credentials">/);
    // No service worker: its first install fetches the settings again on purpose (register-sw.ts saves what the page
    // saw), and on a loaded machine that can come before the provider line shows.
    const { page } = await open({ serviceWorkers: 'block' });
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/map/config') asked.push(r.url());
    });
    await new Shell(page).goto('/planner');
    // The provider line shows what the configuration says: the app has its answer, and asked no second time.
    await page.getByTestId('provider-line').waitFor();
    expect(asked).toHaveLength(1);
  });

  it("adds the UI's styles as style elements, none into an existing sheet (that restyles the whole page in Chromium)", async () => {
    const { page } = await open({ viewport: { width: 390, height: 844 } });
    await new Shell(page).goto('/planner');
    await page.getByLabel('Loading page').waitFor({ state: 'detached' });
    const sheets = await page.locator('style[data-emotion]').evaluateAll((tags) =>
      tags.map((tag) => {
        // What the element's own text holds, against what its sheet holds: rules inserted through the CSSOM are
        // in the sheet only.
        const ownText = new CSSStyleSheet();
        ownText.replaceSync(tag.textContent ?? '');
        return { inSheet: (tag as HTMLStyleElement).sheet?.cssRules.length ?? 0, inText: ownText.cssRules.length };
      }),
    );
    expect(sheets.length).toBeGreaterThan(20);
    expect(sheets.filter((s) => s.inSheet !== s.inText)).toEqual([]);
  });

  it("draws the header, the navigation and the footer with the stylesheet's classes, resolving no styled component's styles", async () => {
    // Emotion names the class of every styled component it resolved (css-<hash>): Chakra's Box, Flex, HStack, Stack
    // and Text did in every page's first render (issue 33). The menus and buttons in the header are our own or
    // Chakra's parts with their own recipes, which are not layout boxes.
    for (const width of [390, 1280]) {
      const { page } = await open({ viewport: { width, height: 800 } });
      await new Shell(page).goto('/terms');
      const styled = await page.locator('header, header > div, header > div > *, nav, nav *, footer, footer > div, footer > div > div, footer p').evaluateAll((elements) =>
        elements.filter((e) => /(^| )css-/.test(e.getAttribute('class') ?? '')).map((e) => e.outerHTML.slice(0, 80)),
      );
      expect(styled, `${width} px`).toEqual([]);
    }
  });

  it('shows every page with its spec title, bolds its nav entry, and logs no console error', async () => {
    const { page, consoleErrors } = await open({ viewport: { width: 1280, height: 800 } });
    const shell = new Shell(page);
    for (const p of PAGES) {
      await shell.goto(p.path);
      expect(await shell.heading().textContent(), p.path).toBe(p.title);
      expect(Number(await shell.navLinkWeight(p.nav)), p.path).toBeGreaterThanOrEqual(700);
      for (const other of PAGES.filter((o) => o.nav !== p.nav)) {
        expect(Number(await shell.navLinkWeight(other.nav)), `${other.nav} on ${p.path}`).toBeLessThan(700);
      }
      await expect.poll(() => page.locator('footer').textContent()).toMatch(/©.*Privacy Policy.*Terms of Use/s);
    }
    expect(consoleErrors).toEqual([]);
  });

  it('raises no DevTools issue and logs no error on any page: no script blocked by the Content-Security-Policy, no form field unnamed', async () => {
    // Lighthouse's best practices count these; zod's check for eval was one (a CSP violation) on every page with a schema.
    const { page, consoleErrors } = await open({ viewport: { width: 390, height: 844 } });
    const cdp = await page.context().newCDPSession(page);
    const issues: string[] = [];
    cdp.on('Audits.issueAdded', ({ issue }) => issues.push(`${page.url()}: ${JSON.stringify(issue)}`));
    await cdp.send('Audits.enable');
    const shell = new Shell(page);
    for (const p of PAGES) {
      await shell.goto(p.path);
      // The page itself, not its frame: its code (and its schemas) have loaded.
      await page.getByLabel('Loading page').waitFor({ state: 'detached' });
      await page.waitForLoadState('networkidle');
    }
    expect(issues).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('navigates by clicking the menu on a desktop and through the drawer on a phone', async () => {
    const desktop = await open({ viewport: { width: 1280, height: 800 } });
    const shell = new Shell(desktop.page);
    await shell.goto('/');
    await shell.navLink('Geocoding').click();
    await expect.poll(() => shell.heading().textContent()).toBe('Geocoding');
    expect(new URL(desktop.page.url()).pathname).toBe('/geocoding');

    const phone = await open({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const mobile = new Shell(phone.page);
    await mobile.goto('/');
    await phone.page.getByRole('button', { name: 'Open menu' }).click();
    await mobile.navLink('Traffic Incidents').click();
    await expect.poll(() => mobile.heading().textContent()).toBe('Traffic Incidents');
  });

  it('keeps the header on one line with the route controls at tablet and laptop widths', async () => {
    for (const width of [768, 1024, 1180, 1280, 1440]) {
      const { page } = await open({ viewport: { width, height: 800 } });
      const shell = new Shell(page);
      await shell.goto('/planner');
      await page.getByRole('combobox', { name: 'Select a route' }).waitFor();
      const fit = await page.locator('header > div').evaluate((row) => ({
        overflow: row.scrollWidth - row.clientWidth,
        tallest: Math.max(...Array.from(row.querySelectorAll('a, button')).map((el) => el.getBoundingClientRect().height)),
      }));
      expect(fit.overflow, `${width} px`).toBeLessThanOrEqual(0);
      // A wrapped link would be two lines (about 40 px of text); every control is at most a 40 px button.
      expect(fit.tallest, `${width} px`).toBeLessThanOrEqual(40);
    }
  });

  it('shows the 404 page for an unknown path', async () => {
    const { page, consoleErrors } = await open();
    const shell = new Shell(page);
    await shell.goto('/no/such/page');
    expect(await shell.heading().textContent()).toBe('404 Page Not Found');
    expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it('remembers the theme across a reload, applies dark mode, and follows the system by default', async () => {
    const { page } = await open({ colorScheme: 'light' });
    const shell = new Shell(page);
    await shell.goto('/');
    expect(await shell.htmlClass()).toContain('light');
    const lightBg = await shell.pageBackground();

    await shell.chooseTheme('Dark');
    await expect.poll(() => shell.htmlClass()).toContain('dark');
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');
    await page.reload();
    await shell.heading().waitFor();
    expect(await shell.htmlClass()).toContain('dark');
    expect(await shell.pageBackground()).not.toBe(lightBg);

    await shell.chooseTheme('System');
    await expect.poll(() => shell.htmlClass()).toContain('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => shell.htmlClass()).toContain('dark');
  });

  it('migrates a theme saved under route-planner-theme', async () => {
    const { page } = await open({ colorScheme: 'light' });
    await page.goto('/privacy');
    await page.evaluate(() => {
      localStorage.removeItem('vite-ui-theme');
      localStorage.setItem('route-planner-theme', 'dark');
    });
    await page.reload();
    await new Shell(page).heading().waitFor();
    expect(await page.locator('html').getAttribute('class')).toContain('dark');
    expect(await page.evaluate(() => [localStorage.getItem('vite-ui-theme'), localStorage.getItem('route-planner-theme')])).toEqual([
      'dark',
      null,
    ]);
  });

  it('expands and collapses the intro with Read More / Show Less on a 390 px screen', async () => {
    const { page } = await open({ viewport: { width: 390, height: 844 } });
    await new Shell(page).goto('/');
    const intro = page.getByTestId('intro');
    const collapsed = await intro.evaluate((el) => el.getBoundingClientRect().height);
    await page.getByRole('button', { name: 'Read More' }).click();
    const expanded = await intro.evaluate((el) => el.getBoundingClientRect().height);
    expect(expanded).toBeGreaterThan(collapsed);
    await page.getByRole('button', { name: 'Show Less' }).click();
    expect(await intro.evaluate((el) => el.getBoundingClientRect().height)).toBe(collapsed);
  });

  it('links the four demo cards to their pages and opens the documentation card in a new tab', async () => {
    const { page, context } = await open({ viewport: { width: 1280, height: 800 } });
    const shell = new Shell(page);
    await shell.goto('/');
    const main = page.locator('main');
    for (const [name, path] of [
      ['Route Planner', '/planner'],
      ['Route Matrix', '/matrix'],
      ['Geocoding', '/geocoding'],
      ['Traffic Incidents', '/traffic'],
    ]) {
      expect(await main.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(path);
    }
    const docs = main.getByRole('link', { name: 'Developer Documentation' });
    expect(await docs.getAttribute('rel')).toContain('noopener');
    // The docs site is outside this sandbox: answer it locally so the new tab has something to show.
    await context.route('https://developer.mapquest.com/**', (route) => route.fulfill({ body: 'docs', contentType: 'text/html' }));
    const [popup] = await Promise.all([context.waitForEvent('page'), docs.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toMatch(/^https:\/\/developer\.mapquest\.com\//);
    expect(page.url()).toMatch(/\/$/);
  });

  it('copies the current address from the Share dialog and closes it', async () => {
    const { page, context, baseURL } = await open();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const shell = new Shell(page);
    await shell.goto('/geocoding');
    await shell.openShare();
    const dialog = shell.shareDialog();
    expect(await dialog.getByText('Share this link to let others view this route').isVisible()).toBe(true);
    // A fresh device has 'Route 1' as its current route, so the link names it and carries it (SPEC §2, issue 11).
    // The dialog's content loads on first use: wait for the link, not for a time.
    await expect.poll(() => dialog.getByRole('textbox').inputValue()).toMatch(new RegExp(`^${baseURL}/geocoding\\?route=1&r=`));
    const link = await dialog.getByRole('textbox').inputValue();
    expect(await dialog.getByRole('textbox').getAttribute('readonly')).not.toBeNull();
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => shell.toast().textContent()).toContain('Link Copied');
    expect(await shell.toast().textContent()).toContain('The route link has been copied to your clipboard');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  });

  it('says so when the copy fails', async () => {
    const { page } = await open();
    const shell = new Shell(page);
    await shell.goto('/');
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
    });
    await shell.openShare();
    await shell.shareDialog().getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => shell.toast().textContent()).toContain('Failed to copy the link to clipboard');
    expect(await shell.shareDialog().isVisible()).toBe(true);
  });

  it('gives every control a 40 px touch target on a 390 px phone: header, menu, theme menu, cards, footer, 404', async () => {
    const { page } = await open({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const shell = new Shell(page);
    // The card titles are covered by their cards.
    const skip = 'article';
    await shell.goto('/');
    expect(await shell.smallTargets('header', skip)).toEqual([]);
    expect(await shell.smallTargets('main', skip)).toEqual([]);
    expect(await shell.smallTargets('footer')).toEqual([]);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await shell.navLink('Route Matrix').waitFor();
    expect(await shell.smallTargets('[role=dialog]')).toEqual([]);
    await page.keyboard.press('Escape');
    await shell.navLink('Route Matrix').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Toggle theme' }).tap();
    await page.getByRole('menuitemradio', { name: 'Dark' }).waitFor();
    expect(await shell.smallTargets('[role=menu]')).toEqual([]);
    await page.keyboard.press('Escape');
    await shell.goto('/no/such/page');
    expect(await shell.smallTargets('main')).toEqual([]);
  });

  it('labels the notification region and moves focus to it with F8', async () => {
    const { page } = await open();
    const shell = new Shell(page);
    await shell.goto('/');
    const region = page.getByRole('region', { name: /^Notification/ });
    expect(await region.count()).toBe(1);
    await page.keyboard.press('F8');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Notification/);
  });
});
