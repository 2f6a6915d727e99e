// Page object for what every page shares: title, navigation, theme menu, share dialog, footer.
import type { Locator, Page } from 'playwright-core';

export class Shell {
  constructor(readonly page: Page) {}

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await this.heading().waitFor();
  }

  heading(): Locator {
    return this.page.locator('main h1');
  }

  navLink(label: string): Locator {
    return this.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true });
  }

  async navLinkWeight(label: string): Promise<string> {
    return this.navLink(label).evaluate((el) => getComputedStyle(el).fontWeight);
  }

  async chooseTheme(label: 'Light' | 'Dark' | 'System'): Promise<void> {
    await this.page.getByRole('button', { name: 'Toggle theme' }).click();
    await this.page.getByRole('menuitemradio', { name: label }).click();
  }

  async htmlClass(): Promise<string> {
    return (await this.page.locator('html').getAttribute('class')) ?? '';
  }

  async pageBackground(): Promise<string> {
    return this.page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  }

  shareDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Share Route' });
  }

  async openShare(): Promise<void> {
    await this.page.getByRole('button', { name: 'Share route' }).click();
    await this.shareDialog().waitFor();
  }

  toast(): Locator {
    return this.page.getByTestId('toast');
  }
}
