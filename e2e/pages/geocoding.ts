// Page object for /geocoding: the two forms, the results card and the click-to-reverse map.
import type { Locator, Page } from 'playwright-core';
import { Shell } from './shell.ts';

export class GeocodingPage extends Shell {
  constructor(page: Page) {
    super(page);
  }

  async open(): Promise<void> {
    await this.goto('/geocoding');
  }

  forwardForm(): Locator {
    return this.page.getByRole('form', { name: 'Forward Geocoding' });
  }

  reverseForm(): Locator {
    return this.page.getByRole('form', { name: 'Reverse Geocoding' });
  }

  async geocode(address: { street: string; city: string; state: string; countryCode?: string }): Promise<void> {
    const form = this.forwardForm();
    await form.getByLabel('Street Address').fill(address.street);
    await form.getByLabel('City').fill(address.city);
    await form.getByLabel('State').fill(address.state);
    if (address.countryCode !== undefined) await form.getByLabel('Country Code').fill(address.countryCode);
    await form.getByRole('button', { name: 'Geocode Address' }).click();
  }

  async reverse(lat: string, lng: string): Promise<void> {
    const form = this.reverseForm();
    await form.getByLabel('Latitude').fill(lat);
    await form.getByLabel('Longitude').fill(lng);
    await form.getByRole('button', { name: 'Reverse Geocode' }).click();
  }

  results(): Locator {
    return this.page.getByTestId('geocoding-results');
  }

  /** The text of one result field, by its label ('Street', 'Latitude', ...). */
  async field(label: string): Promise<string> {
    return (await this.results().locator(`[data-field="${label}"]`).textContent()) ?? '';
  }

  map(): Locator {
    return this.page.getByRole('region', { name: 'Geocoding result map' });
  }
}
