// Page object for what every page shares: title, navigation, theme menu, share dialog, footer.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

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
    const button = this.page.getByRole('button', { name: 'Toggle theme' });
    // Pointing at the button loads the menu's code (on-intent.ts); the theme is chosen from the menu itself.
    await button.hover();
    await this.page.locator('[data-scope=menu][data-part=trigger][aria-label="Toggle theme"]').waitFor();
    await button.click();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    // The menu takes a click once it has finished opening.
    const menu = this.page.getByRole('menu');
    await expect.poll(() => menu.evaluate((el) => el.getAttribute('data-state') === 'open' && el.getAnimations().every((a) => a.playState === 'finished'))).toBe(true);
    await this.page.getByRole('menuitemradio', { name: label }).click();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
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
