// Page object for kiosk mode: the staff's settings panel behind the gear, and what a visitor sees.
import type { Locator, Page } from 'playwright-core';
import { Shell } from './shell.ts';

export class KioskPage extends Shell {
  constructor(page: Page) {
    super(page);
  }

  async isOn(): Promise<boolean> {
    return (await this.page.locator('html').getAttribute('data-kiosk')) !== null;
  }

  gear(): Locator {
    return this.page.getByRole('button', { name: 'Kiosk settings' });
  }

  panel(): Locator {
    return this.page.getByRole('dialog', { name: 'Kiosk settings' });
  }

  async openSettings(): Promise<void> {
    await this.gear().click();
    await this.panel().waitFor();
  }

  async loadDemo(name: string, json: unknown): Promise<void> {
    await this.panel().locator('input[type=file]').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(json)) });
  }

  async setIdleSeconds(seconds: number): Promise<void> {
    const input = this.panel().getByRole('spinbutton', { name: 'Idle timeout (seconds)' });
    await input.fill(String(seconds));
    await input.blur();
  }

  async closeSettings(): Promise<void> {
    await this.panel().getByRole('button', { name: 'Done' }).click();
    await this.panel().waitFor({ state: 'hidden' });
  }

  /** Links that would take a visitor out of the app. */
  externalLinks(): Locator {
    return this.page.locator('a[href^="http"]:not([href^="/"]), a[target="_blank"][href]');
  }

  async tapCopyright(times: number): Promise<void> {
    const line = this.page.locator('footer p').filter({ hasText: '©' });
    for (let i = 0; i < times; i++) await line.click();
  }
}
