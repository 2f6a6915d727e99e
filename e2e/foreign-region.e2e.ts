// A server of other countries' cities, as an operator runs one (PACK_PATH, packs built with `npm run pack:build`
// from real OpenStreetMap extracts, data/test-extracts): a visitor types addresses the local way and reads them
// back written the local way, in the planner's search box, the geocoding page and the bulk geocoder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPackFile } from '../engine/pack/pack-file.ts';
import { EXTRA_SECTION_BUILDERS } from '../engine/regions.ts';
import { testConfig } from '../proxy/config.ts';
import { buildServer } from '../proxy/server.ts';
import { DIST_DIR } from '../scripts/build-app.ts';
import { useBrowser } from './browser.ts';
import { BulkGeocoderPage } from './pages/bulk-geocoder.ts';
import { GeocodingPage } from './pages/geocoding.ts';
import { PlannerPage } from './pages/planner.ts';

const open = useBrowser();
const EXTRACTS = resolve(import.meta.dirname, '../data/test-extracts');
const REGIONS = [
  { file: 'baltimore', name: 'East Baltimore, US' },
  { file: 'rome', name: 'Rome, Italy' },
  { file: 'amsterdam', name: 'Amsterdam-Oost, Netherlands' },
];

let dir: string;
let app: FastifyInstance;
let baseURL: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'foreign-packs-'));
  const packPaths: string[] = [];
  for (const region of REGIONS) {
    const out = join(dir, `${region.file}.pack`);
    await buildPackFile({ input: join(EXTRACTS, `${region.file}.osm.pbf`), name: region.name, out, timestamp: '2024-01-01T00:00:00.000Z', extraSectionBuilders: EXTRA_SECTION_BUILDERS });
    packPaths.push(out);
  }
  app = await buildServer(testConfig({ staticDir: DIST_DIR, packPaths, logLevel: 'warn', rateLimitPerMinute: 100_000 }));
  const warm = await app.inject({ method: 'GET', url: '/api/map/config' });
  if (warm.statusCode !== 200) throw new Error(`offline engine failed to load: ${warm.body}`);
  baseURL = await app.listen({ port: 0, host: '127.0.0.1' });
  // Building three packs and starting a second server's engine workers, on a loaded two-core machine.
}, 240_000);

afterAll(async () => {
  await app?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const DESKTOP = { viewport: { width: 1400, height: 1000 } };

describe('a server of other countries’ cities', () => {
  it('the planner: a US address typed short is suggested first and added written the US way', async () => {
    const { page, consoleErrors } = await open({ ...DESKTOP, baseURL });
    const planner = new PlannerPage(page);
    await planner.open();
    await planner.search('615 N Wolfe St, Baltimore, MD 21205');
    await expect.poll(async () => (await planner.options().first().textContent()) ?? '').toMatch(/^615 North Wolfe Street, Baltimore, MD 21205/);
    await planner.searchBox().press('Enter');
    await expect.poll(() => planner.stopNames()).toEqual(['615 North Wolfe Street, Baltimore, MD 21205, US']);

    // No commas, no ZIP, the state as its code: Enter takes the top suggestion.
    await planner.search('711 Eastern Ave Baltimore MD');
    await expect.poll(async () => (await planner.options().first().textContent()) ?? '').toMatch(/^711 Eastern Avenue, Baltimore, MD 21202/);
    await planner.searchBox().press('Enter');
    await expect.poll(() => planner.stopNames()).toEqual(['615 North Wolfe Street, Baltimore, MD 21205, US', '711 Eastern Avenue, Baltimore, MD 21202, US']);

    // An Italian square by its written-short name.
    await planner.search('P.za Venezia, Roma');
    await expect.poll(async () => (await planner.options().first().textContent()) ?? '').toMatch(/^Piazza Venezia, Roma/);
    expect(consoleErrors).toEqual([]);
  });

  it('the geocoding page answers the house, not the ZIP’s centre, and writes it the US way', async () => {
    const { page, consoleErrors } = await open({ ...DESKTOP, baseURL });
    const geo = new GeocodingPage(page);
    await geo.open();
    await geo.geocode({ street: '615 N Wolfe St', city: 'Baltimore', state: 'MD', countryCode: 'US' });
    await geo.results().waitFor();
    expect(await geo.field('Street')).toBe('615 North Wolfe Street');
    expect(await geo.field('City')).toBe('Baltimore');
    expect(await geo.field('State')).toBe('MD');
    expect(await geo.field('Postal Code')).toBe('21205');
    expect(await geo.field('Quality Code')).toMatch(/^P1/);
    expect(consoleErrors).toEqual([]);
  });

  it('the bulk geocoder places each row at its own house, written the local way', async () => {
    const { page } = await open({ ...DESKTOP, baseURL });
    const bulk = new BulkGeocoderPage(page);
    await bulk.open();
    const rows = ['615 N Wolfe St, Baltimore, MD 21205', '711 Eastern Ave Baltimore MD', 'Via del Corso, Roma'];
    await bulk.drop('addresses.csv', `address\n${rows.map((r) => `"${r}"`).join('\n')}\n`);
    await bulk.loadedAlert().waitFor();
    await bulk.mapSingleLine('address');
    await bulk.tab('Process').click();
    await bulk.startButton().click();
    await bulk.finished();
    expect(await bulk.count('success')).toBe(3);
    await bulk.tab('Results').click();
    const table = bulk.table();
    for (const text of ['615 North Wolfe Street, Baltimore, MD 21205, US', '711 Eastern Avenue, Baltimore, MD 21202, US', 'Via del Corso, Roma']) {
      await table.getByText(text, { exact: false }).first().waitFor();
    }
  });
});
