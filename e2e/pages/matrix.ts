// Page object for the Route Matrix: the grid, its cells and the request it made.
import type { Locator, Page } from 'playwright-core';
import { Shell } from './shell.ts';

export class MatrixPage extends Shell {
  constructor(page: Page) {
    super(page);
  }

  async open(): Promise<void> {
    await this.goto('/matrix');
  }

  grid(): Locator {
    return this.page.getByTestId('matrix');
  }

  cell(from: number, to: number): Locator {
    return this.grid().locator(`[data-from="${from}"][data-to="${to}"]`);
  }

  async columnHeaders(): Promise<string[]> {
    return (await this.grid().locator('thead th').allTextContents()).map((t) => t.trim());
  }

  /** The locations the page sent, read from its Technical Details. */
  async requestedLocations(): Promise<Array<{ lat: number; lng: number }>> {
    const details = this.page.getByTestId('technical-body');
    if (!(await details.isVisible())) await this.page.getByRole('button', { name: 'Technical Details' }).click();
    const body = JSON.parse((await details.textContent()) ?? '{}') as { locations: Array<{ lat: number; lng: number }> };
    return body.locations;
  }
}
