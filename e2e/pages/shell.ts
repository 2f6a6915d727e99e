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
    // Its content loads on first use: the dialog is ready once the link is there.
    await this.shareDialog().getByRole('button', { name: 'Copy' }).and(this.page.locator(':enabled')).waitFor();
  }

  toast(): Locator {
    return this.page.getByTestId('toast');
  }

  /**
   * Visible controls under `selector` smaller than a 40 px touch target, as 'label WxH'. Links inside running
   * text are exempt (they flow with the words), as are controls matching `except`.
   */
  async smallTargets(selector: string, except = ''): Promise<string[]> {
    // Measure at rest: a dialog opening is still scaled down while its animation runs.
    await this.page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    return this.page.evaluate(
      ([scope, skip]) =>
        Array.from(document.querySelectorAll(`${scope} :is(button, a, input, [role=combobox], [role=option], [role=menuitemradio])`))
          .filter((el) => !(skip && el.closest(skip)) && !(el.tagName === 'A' && el.closest('p')))
          .map((el) => ({ el, box: el.getBoundingClientRect() }))
          .filter(({ el, box }) => box.width > 1 && box.height > 1 && getComputedStyle(el).visibility !== 'hidden')
          .filter(({ box }) => Math.round(box.width) < 40 || Math.round(box.height) < 40)
          .map(({ el, box }) => `${el.getAttribute('aria-label') ?? el.textContent?.trim()} ${Math.round(box.width)}x${Math.round(box.height)}`),
      [selector, except] as const,
    );
  }
}
