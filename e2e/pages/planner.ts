// Page object for the Route Planner and the header's route controls, so tests read like what a visitor does.
import type { Locator, Page } from 'playwright-core';
import { Shell } from './shell.ts';

export class PlannerPage extends Shell {
  constructor(page: Page) {
    super(page);
  }

  async open(path = '/planner'): Promise<void> {
    await this.goto(path);
    // Ready once the header knows the current route (the first run creates 'Route 1').
    await this.routeSelector().filter({ hasNotText: 'Select a route' }).waitFor();
  }

  // Header route controls

  routeSelector(): Locator {
    return this.page.getByRole('combobox', { name: 'Select a route' });
  }

  async currentRouteName(): Promise<string> {
    return ((await this.routeSelector().textContent()) ?? '').trim();
  }

  async chooseRoute(name: string): Promise<void> {
    await this.routeSelector().click();
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  async addRoute(): Promise<void> {
    await this.page.getByRole('button', { name: 'Add route' }).click();
  }

  editDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Edit Route' });
  }

  async openEdit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Edit route name' }).click();
    await this.editDialog().waitFor();
  }

  // Stops

  searchBox(): Locator {
    return this.page.getByRole('combobox', { name: 'Search for a location' });
  }

  options(): Locator {
    return this.page.getByRole('listbox', { name: 'Locations' }).getByRole('option');
  }

  async search(text: string): Promise<void> {
    await this.searchBox().fill(text);
  }

  /** Searches and adds the first result; returns the added result's display string. */
  async addStop(text: string): Promise<string> {
    await this.search(text);
    const first = this.options().first();
    await first.waitFor();
    const label = ((await first.locator('p').first().textContent()) ?? '').trim();
    await first.click();
    return label;
  }

  rows(): Locator {
    return this.page.getByTestId('stop-row');
  }

  async stopNames(): Promise<string[]> {
    return (await this.page.getByTestId('stop-name').allTextContents()).map((t) => t.trim());
  }

  async stopIds(): Promise<string[]> {
    return this.rows().evaluateAll((rows) => rows.map((r) => r.getAttribute('data-stop-id') ?? ''));
  }

  stopCount(): Locator {
    return this.page.getByTestId('stop-count');
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  handle(index: number): Locator {
    return this.rows().nth(index).getByRole('button', { name: /^Reorder / });
  }

  windowButton(index: number): Locator {
    return this.rows().nth(index).getByRole('button', { name: /^Delivery time for / });
  }

  popover(): Locator {
    return this.page.getByRole('dialog', { name: /^Delivery time/ });
  }

  /** Opens a stop's delivery window from its button, types the window (and service time), saves and waits for it to close. */
  async saveWindow(button: Locator, { start, end, serviceMinutes }: { start: string; end: string; serviceMinutes?: number }): Promise<void> {
    await button.click();
    const pop = this.popover();
    await pop.waitFor();
    await pop.getByLabel('Start time', { exact: true }).fill(start);
    await pop.getByLabel('End time', { exact: true }).fill(end);
    if (serviceMinutes !== undefined) await pop.getByLabel('Service time (minutes)').fill(String(serviceMinutes));
    await pop.getByRole('button', { name: 'Save' }).click();
    await pop.waitFor({ state: 'hidden' });
  }

  // Map

  map(): Locator {
    return this.page.getByTestId('map');
  }

  async markerCount(): Promise<number> {
    return Number((await this.map().getAttribute('data-markers')) ?? '0');
  }

  async routePointCount(): Promise<number> {
    return Number((await this.map().getAttribute('data-route-points')) ?? '0');
  }

  /** Pixels of the given colour on the map's canvases: proof a layer really drew. */
  async pixelsOfColor(rgb: [number, number, number], tolerance = 12): Promise<number> {
    return this.map().evaluate(
      (el, [color, tol]) => {
        let count = 0;
        for (const canvas of Array.from(el.querySelectorAll('canvas'))) {
          const ctx = canvas.getContext('2d');
          if (!ctx || canvas.width === 0) continue;
          const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
          for (let i = 0; i < data.length; i += 4) {
            if (
              Math.abs((data[i] ?? 0) - color[0]) <= tol &&
              Math.abs((data[i + 1] ?? 0) - color[1]) <= tol &&
              Math.abs((data[i + 2] ?? 0) - color[2]) <= tol &&
              (data[i + 3] ?? 0) > 200
            )
              count++;
          }
        }
        return count;
      },
      [rgb, tolerance] as const,
    );
  }

  historyRows(): Locator {
    return this.page.getByTestId('route-history').locator('tbody tr');
  }

  async toastText(): Promise<string> {
    const toast = this.toast().last();
    await toast.waitFor();
    return ((await toast.textContent()) ?? '').replace(/\s+/g, ' ').trim();
  }
}
