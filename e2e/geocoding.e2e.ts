// The Geocoding page against the real offline engine: validation, forward and reverse answers, the map
// shortcut, failures shown inline, and a phone-sized screen.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { GeocodingPage } from './pages/geocoding.ts';

const open = useBrowser();

async function post(baseURL: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await response.json()) as Record<string, unknown>;
}

describe('geocoding page', () => {
  it('shows the spec messages, then the offline answer for a Göteborg address', async () => {
    const { page, baseURL, consoleErrors } = await open({ viewport: { width: 1280, height: 900 } });
    const geo = new GeocodingPage(page);
    await geo.open();
    expect(await geo.heading().textContent()).toBe('Geocoding');
    expect(await page.getByRole('link', { name: 'geocoding API documentation' }).getAttribute('href')).toMatch(/geocoding-api/);
    await page.getByTestId('offline-note').waitFor();
    const form = geo.forwardForm();
    expect(await form.getByLabel('Country Code').inputValue()).toBe('US');
    expect(await form.getByText('Two-letter country code e.g. US, CA, GB').isVisible()).toBe(true);
    await form.getByLabel('Country Code').fill('');
    await form.getByRole('button', { name: 'Geocode Address' }).click();
    for (const text of ['Street address is required', 'City is required', 'State is required', 'Country code is required']) {
      expect(await form.getByText(text).isVisible(), text).toBe(true);
    }

    const expected = await post(baseURL, '/api/geocode', { street: 'Kungsgatan 12', city: 'Göteborg', state: 'Västra Götaland', countryCode: 'SE' });
    await geo.geocode({ street: 'Kungsgatan 12', city: 'Göteborg', state: 'Västra Götaland', countryCode: 'SE' });
    await geo.results().waitFor();
    expect(await geo.field('Latitude')).toBe((expected.lat as number).toFixed(6));
    expect(await geo.field('Longitude')).toBe((expected.lng as number).toFixed(6));
    expect(await geo.field('Street')).toBe(expected.street);
    expect(await geo.field('City')).toBe('Göteborg');
    expect(await geo.field('Country')).toBe('SE');
    const quality = expected.geocodeQuality as { url: string; value: string };
    const link = geo.results().getByRole('link', { name: quality.value });
    expect(await link.getAttribute('href')).toBe(quality.url);
    expect(await page.getByTestId('quality-reading').textContent()).toMatch(/^Matched /);
    expect(consoleErrors).toEqual([]);
  });

  it('reverse geocodes typed coordinates and a click on the map, with intersection and road details', async () => {
    const { page, baseURL, consoleErrors } = await open({ viewport: { width: 1280, height: 1000 } });
    const geo = new GeocodingPage(page);
    await geo.open();
    const reverse = geo.reverseForm();
    expect(await reverse.getByLabel('Latitude').getAttribute('placeholder')).toBe('37.7749');
    expect(await reverse.getByLabel('Longitude').getAttribute('placeholder')).toBe('-122.4194');
    await reverse.getByRole('button', { name: 'Reverse Geocode' }).click();
    expect(await reverse.getByText('Latitude is required').isVisible()).toBe(true);
    expect(await reverse.getByText('Longitude is required').isVisible()).toBe(true);

    const expected = await post(baseURL, '/api/reverse-geocode', { lat: '57.7', lng: '11.97' });
    await geo.reverse('57.7', '11.97');
    await geo.results().getByText('Nearest Intersection').waitFor();
    expect(await geo.field('Street')).toBe(expected.street);
    const crossing = expected.nearestIntersection as { label: string; distanceMeters: number };
    expect(await geo.field('Intersection Label')).toBe(crossing.label);
    expect(await geo.field('Intersection Distance')).toBe(`${crossing.distanceMeters.toFixed(1)} m`);
    expect(await geo.results().getByText('Road Information').isVisible()).toBe(true);
    expect(await geo.field('Toll Road')).toMatch(/^(Yes|No|Unknown)$/);

    // The map shortcut: a click fills the form with the clicked point and shows its address. The map flies to
    // the result first (from Liechtenstein, the default view): click once it has arrived.
    await geo.map().locator('canvas').first().waitFor();
    await expect
      .poll(async () => {
        const [lat, lng] = ((await geo.map().getAttribute('data-center')) ?? '0,0').split(',').map(Number);
        return Math.abs(lat! - 57.7) < 0.01 && Math.abs(lng! - 11.97) < 0.01;
      })
      .toBe(true);
    await geo.map().scrollIntoViewIfNeeded();
    const box = await geo.map().boundingBox();
    if (!box) throw new Error('map has no box');
    await page.mouse.click(box.x + box.width / 2 + 40, box.y + box.height / 2 + 30);
    await expect.poll(() => reverse.getByLabel('Latitude').inputValue()).not.toBe('57.7');
    const lat = await reverse.getByLabel('Latitude').inputValue();
    const lng = await reverse.getByLabel('Longitude').inputValue();
    expect(lat).toMatch(/^57\.\d{6}$/);
    const clicked = await post(baseURL, '/api/reverse-geocode', { lat, lng });
    await expect.poll(() => geo.field('Latitude')).toBe((clicked.lat as number).toFixed(6));
    expect(consoleErrors).toEqual([]);
  });

  it('says inline when the server refuses the request', async () => {
    const { page } = await open();
    const geo = new GeocodingPage(page);
    await geo.open();
    await geo.reverse('north', '11.97');
    const alert = geo.reverseForm().getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/Reverse geocoding failed.*latitude must be a number/);
    expect(await geo.results().count()).toBe(0);
  });

  it('takes the previous result card away when the next address is not found', async () => {
    const { page, consoleErrors } = await open({ viewport: { width: 1280, height: 900 } });
    const geo = new GeocodingPage(page);
    await geo.open();
    await geo.geocode({ street: 'Kungsgatan 12', city: 'Göteborg', state: 'Västra Götaland', countryCode: 'SE' });
    await geo.results().waitFor();
    expect(await geo.field('City')).toBe('Göteborg');

    await geo.geocode({ street: 'Xyzzy 99', city: 'Qwertyville', state: 'Nowhere', countryCode: 'SE' });
    const alert = geo.forwardForm().getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/No location found for this address/);
    // No card under the error that would pass Göteborg off as the answer for this address.
    expect(await geo.results().count()).toBe(0);
    expect(consoleErrors.filter((e) => !/404|geocoding failed/i.test(e))).toEqual([]);
  });

  it('fits a 390 px phone screen without sideways scrolling', async () => {
    const { page } = await open({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const geo = new GeocodingPage(page);
    await geo.open();
    await geo.geocode({ street: 'Linnégatan 5', city: 'Göteborg', state: 'Västra Götaland', countryCode: 'SE' });
    await geo.results().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
