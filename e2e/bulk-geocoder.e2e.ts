// The Bulk Geocoder against the real offline engine: a 1,000-row Gothenburg CSV mapped both ways, counts
// checked against the proxy's own answers, the virtualised table, the downloaded file, and a run that
// survives a reload and a dropped connection.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { BulkGeocoderPage } from './pages/bulk-geocoder.ts';

const open = useBrowser();
const FIXTURE = resolve(import.meta.dirname, 'fixtures/gothenburg-1000.csv');
const EXPORT_COLUMNS = ['Latitude', 'Longitude', 'Geocoded Address', 'Quality', 'Quality Code', 'Side of Street', 'Provided Location', 'Status'];

const fixtureRows = () =>
  Papa.parse<Record<string, string>>(readFileSync(FIXTURE, 'utf8'), { header: true, skipEmptyLines: true }).data;

/** How many rows the proxy itself places, asked the way the page asks (only non-empty values). */
async function expectedSuccesses(baseURL: string, bodies: Record<string, string>[]): Promise<number> {
  let ok = 0;
  for (let i = 0; i < bodies.length; i += 25) {
    const answers = await Promise.all(
      bodies.slice(i, i + 25).map(async (body) => {
        const clean = Object.fromEntries(Object.entries(body).filter(([, v]) => v.trim() !== ''));
        if (Object.keys(clean).length === 0) return false;
        const response = await fetch(`${baseURL}/api/geocode-batch`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(clean),
        });
        return response.ok;
      }),
    );
    ok += answers.filter(Boolean).length;
  }
  return ok;
}

describe('bulk geocoder', () => {
  it('geocodes 1,000 Göteborg addresses from one column, shows them and downloads a safe CSV', async () => {
    const { page, baseURL, consoleErrors } = await open({ viewport: { width: 1280, height: 900 } });
    const bulk = new BulkGeocoderPage(page);
    await bulk.open();
    expect(await bulk.heading().textContent()).toBe('Bulk Geocoder');
    expect(await bulk.tab('Process').isDisabled()).toBe(true);
    expect(await bulk.tab('Results').isDisabled()).toBe(true);

    await bulk.upload(FIXTURE);
    await bulk.loadedAlert().waitFor();
    expect(await bulk.loadedAlert().textContent()).toContain('Successfully loaded 1000 rows with 5 columns');
    expect(await bulk.toast().textContent()).toContain('Loaded 1000 rows with 5 columns');
    await bulk.mapSingleLine('address');
    await bulk.tab('Process').click();
    expect(await page.getByTestId('ready-text').textContent()).toBe('Ready to process 1000 addresses');
    expect(await page.getByTestId('offline-key-note').isVisible()).toBe(true);

    const want = await expectedSuccesses(baseURL, fixtureRows().map((r) => ({ location: r.address ?? '' })));
    await bulk.startButton().click();
    await bulk.finished();
    expect(await bulk.toast().textContent()).toContain('Successfully processed 1000 addresses');
    expect(await bulk.progressText().textContent()).toBe('100% complete');
    expect(await bulk.count('total')).toBe(1000);
    expect(await bulk.count('success')).toBe(want);
    expect(await bulk.count('failed')).toBe(1000 - want);
    expect(want).toBeGreaterThan(900);

    await bulk.tab('Results').click();
    const table = bulk.table();
    await table.waitFor();
    expect(await table.evaluate((el) => el.getBoundingClientRect().height)).toBe(600);
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'id', 'customer', 'address', 'Latitude', 'Longitude', 'Address', 'Quality', 'Status',
    ]);
    const first = await table.locator('[data-row="0"] [role="cell"]').allTextContents();
    expect(first.slice(0, 3)).toEqual(['1', 'Kund 1', 'Otterhällegatan 18, Göteborg']);
    expect(first[3]).toMatch(/^57\.\d{6}$/);
    expect(first[4]).toMatch(/^1[12]\.\d{6}$/);
    expect(first[7]).toBe('Success');
    const empty = await table.locator('[data-row="9"] [role="cell"]').allTextContents();
    expect(empty).toEqual(['10', 'Kund 10', '-', '-', '-', '-', '-', 'Error']);
    // Virtualised: far fewer row elements than rows, and the last row comes into view on scroll.
    expect(await table.locator('[role="row"][data-row]').count()).toBeLessThan(60);
    await table.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await table.locator('[data-row="999"]').waitFor();

    const download = await bulk.download();
    expect(download.suggestedFilename()).toMatch(/^geocoded_results_\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const parsed = Papa.parse<string[]>(bytes.toString('utf8').slice(1), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual(['id', 'customer', 'address', 'street', 'city', ...EXPORT_COLUMNS]);
    expect(parsed).toHaveLength(1001);
    expect(parsed[3]?.[1]).toBe('\'=HYPERLINK("http://evil.test","click")');
    expect(parsed[5]?.[1]).toBe("'@SUM(1+1)");
    expect(parsed[7]?.[1]).toBe('Åsa Öberg, "VIP"');
    expect(parsed[10]?.at(-1)).toBe('No address in this row');
    expect(parsed.filter((r) => r.at(-1) === 'Success')).toHaveLength(want);
    await bulk.toast().filter({ hasText: 'Download started' }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('maps 5-box columns, sending only street and city', async () => {
    const { page, baseURL } = await open({ viewport: { width: 1280, height: 900 } });
    const bulk = new BulkGeocoderPage(page);
    await bulk.open();
    await bulk.upload(FIXTURE);
    await bulk.loadedAlert().waitFor();
    await bulk.mapFiveBox({ street: 'street', city: 'city' });
    await bulk.tab('Process').click();
    const want = await expectedSuccesses(baseURL, fixtureRows().map((r) => ({ street: r.street ?? '', city: r.city ?? '' })));
    await bulk.startButton().click();
    await bulk.finished();
    expect(await bulk.count('success')).toBe(want);
    expect(await bulk.count('failed')).toBe(1000 - want);
  });

  it('maps the address column by its usual names, so a file can be geocoded straight away', async () => {
    const { page, consoleErrors } = await open({ viewport: { width: 1280, height: 900 } });
    const bulk = new BulkGeocoderPage(page);
    await bulk.open();
    const singleLine = page.getByLabel('Full Address', { exact: true });
    for (const header of ['Full Address', 'Adresse', 'Anschrift', 'Dirección', 'Indirizzo', 'Adres', 'Street Address']) {
      await bulk.drop(`${header}.csv`, `Customer,${header}\nA,"Kungsgatan 12, Göteborg"\nB,"Vasagatan 3, Göteborg"\n`);
      await expect.poll(() => bulk.loadedAlert().textContent()).toContain('Successfully loaded 2 rows with 2 columns');
      expect(await page.getByRole('radio', { name: 'Single-line Address' }).isChecked(), header).toBe(true);
      await expect.poll(() => singleLine.inputValue(), { timeout: 2000 }).toBe(header);
    }
    // Separate parts are mapped to the 5-box fields.
    await bulk.drop('kunden.csv', 'Kunde;Straße;PLZ;Ort\nA;Linnégatan 5;413 04;Göteborg\n');
    await expect.poll(() => page.getByRole('radio', { name: '5-box Address' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Street', { exact: true }).inputValue()).toBe('Straße');
    expect(await page.getByLabel('City', { exact: true }).inputValue()).toBe('Ort');
    expect(await page.getByLabel('Postal Code', { exact: true }).inputValue()).toBe('PLZ');

    // No mapping by hand: the last single-line file goes straight to the geocoder.
    await bulk.drop('clients.csv', 'Customer,Full Address\nA,"Kungsgatan 12, Göteborg"\nB,"Vasagatan 3, Göteborg"\n');
    await expect.poll(() => singleLine.inputValue()).toBe('Full Address');
    await bulk.tab('Process').click();
    await bulk.startButton().click();
    await bulk.finished();
    expect(await bulk.count('success')).toBe(2);
    expect(consoleErrors).toEqual([]);
  });

  it('refuses a non-CSV drop, and reads a dropped semicolon file', async () => {
    const { page } = await open();
    const bulk = new BulkGeocoderPage(page);
    await bulk.open();
    await bulk.drop('addresses.xlsx', 'a;b\n1;2\n');
    await bulk.toast().filter({ hasText: 'Invalid file type' }).waitFor();
    expect(await bulk.toast().textContent()).toContain('Please upload a CSV file');
    await bulk.drop('gator.csv', 'gata;stad\nLinnégatan 5;Göteborg\nVasagatan 3;Göteborg\n');
    await bulk.loadedAlert().waitFor();
    expect(await bulk.loadedAlert().textContent()).toContain('Successfully loaded 2 rows with 2 columns');
    await bulk.drop('header.csv', 'gata;stad\n');
    await bulk.toast().filter({ hasText: 'Empty file' }).waitFor();
  });

  it('survives a reload mid-run and a dropped connection, and resumes to the same totals', async () => {
    const { page, context } = await open({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const bulk = new BulkGeocoderPage(page);
    await bulk.open();
    await bulk.prepare(FIXTURE, 'address');

    // Slow every request down so the run is surely still going when the page reloads.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: -1, uploadThroughput: -1 });
    await bulk.startButton().click();
    await page.getByTestId('batch-text').waitFor();
    await expect.poll(() => bulk.count('total'), { timeout: 30_000 }).toBeGreaterThanOrEqual(50);
    await page.reload();
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await bulk.tab('Process').waitFor();
    await bulk.tab('Process').click();
    const kept = await bulk.count('total');
    expect(kept).toBeGreaterThanOrEqual(50);
    expect(kept).toBeLessThan(1000);
    expect(kept % 50).toBe(0);
    expect(await page.getByText(`stopped after ${kept} of 1000 addresses`).isVisible()).toBe(true);

    // Resume, then cut the connection: the run stops with the batch toast and keeps what it has.
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(() => bulk.count('total'), { timeout: 30_000 }).toBeGreaterThan(kept);
    await context.setOffline(true);
    await bulk.toast().filter({ hasText: 'Processing failed' }).waitFor({ timeout: 30_000 });
    expect(await bulk.toast().textContent()).toContain('An error occurred during batch processing');
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Resume' }).click();
    await bulk.finished();
    expect(await bulk.count('total')).toBe(1000);
    expect(await bulk.progressText().textContent()).toBe('100% complete');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
