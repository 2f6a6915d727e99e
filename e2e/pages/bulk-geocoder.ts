// Page object for /bulk-geocoder: upload, mapping, processing and results, as a visitor goes through them.
import type { Download, Locator, Page } from 'playwright-core';
import { Shell } from './shell.ts';

export class BulkGeocoderPage extends Shell {
  constructor(page: Page) {
    super(page);
  }

  async open(): Promise<void> {
    await this.goto('/bulk-geocoder');
    await this.tab('Upload & Configure').waitFor();
  }

  tab(name: 'Upload & Configure' | 'Process' | 'Results'): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  async upload(path: string): Promise<void> {
    await this.page.getByTestId('file-input').setInputFiles(path);
  }

  /** Drops a file on the upload area the way a browser does, through a DataTransfer. */
  async drop(name: string, text: string): Promise<void> {
    const transfer = await this.page.evaluateHandle(
      ([fileName, body]) => {
        const dt = new DataTransfer();
        dt.items.add(new File([body], fileName, { type: 'text/csv' }));
        return dt;
      },
      [name, text] as const,
    );
    await this.page.getByTestId('upload-area').dispatchEvent('drop', { dataTransfer: transfer });
  }

  loadedAlert(): Locator {
    return this.page.getByTestId('loaded-alert');
  }

  async mapSingleLine(column: string): Promise<void> {
    await this.page.getByRole('radio', { name: 'Single-line Address' }).check({ force: true });
    await this.page.getByLabel('Full Address').selectOption(column);
  }

  async mapFiveBox(columns: { street?: string; city?: string; state?: string; postalCode?: string }): Promise<void> {
    await this.page.getByText('5-box Address', { exact: true }).click();
    const labels = { street: 'Street', city: 'City', state: 'State', postalCode: 'Postal Code' } as const;
    for (const [key, label] of Object.entries(labels)) {
      await this.page.getByLabel(label, { exact: true }).selectOption(columns[key as keyof typeof labels] ?? '');
    }
  }

  /** Uploads a file, maps its single-line column and goes on to the Process tab, as a visitor prepares a run. */
  async prepare(path: string, column: string): Promise<void> {
    await this.upload(path);
    await this.loadedAlert().waitFor();
    await this.mapSingleLine(column);
    await this.tab('Process').click();
  }

  /** Waits for the run to end: its completion toast (a 1,000-row run takes a while on a loaded machine). */
  async finished(): Promise<void> {
    await this.toast().filter({ hasText: 'Geocoding completed' }).waitFor({ timeout: 120_000 });
  }

  startButton(): Locator {
    return this.page.getByRole('button', { name: /^(Start Geocoding|Processing\.\.\.)$/ });
  }

  async count(which: 'success' | 'failed' | 'total'): Promise<number> {
    const text = await this.page.getByTestId(`count-${which}`).textContent({ timeout: 1000 }).catch(() => '0');
    return Number(text);
  }

  progressText(): Locator {
    return this.page.getByTestId('progress-text');
  }

  table(): Locator {
    return this.page.getByTestId('results-table');
  }

  /**
   * Presses `key` in the focused results table and waits (a plain DOM listener, no page query, so nothing is
   * added to what an interaction measurement records) for its scroll to end: a key pressed during the previous
   * smooth scroll may be lost.
   */
  async pressAndSettle(key: string): Promise<void> {
    await this.page.evaluate(() => {
      const w = window as unknown as { __settled: boolean };
      w.__settled = false;
      document.querySelector('[data-testid=results-table]')!.addEventListener('scrollend', () => (w.__settled = true), { once: true });
    });
    await this.page.keyboard.press(key);
    await this.page.waitForFunction(() => (window as unknown as { __settled: boolean }).__settled, null, { polling: 50 });
  }

  async download(): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    return download;
  }
}
