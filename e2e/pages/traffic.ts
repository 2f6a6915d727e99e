// Page object for /traffic: what a visitor reads (bounding box, incident list) and does (search, pan, click).
import type { Locator, Page, Request } from 'playwright-core';

export interface Box {
  ul: { lat: number; lng: number };
  lr: { lat: number; lng: number };
}

export interface ListedIncident {
  id: string;
  severity: string;
  impacting: boolean;
  shortDesc: string;
}

export interface ApiIncident {
  id: string;
  severity: number;
  impacting: boolean;
  shortDesc: string;
  fullDesc: string;
  lat: number;
  lng: number;
  iconURL: string;
}

export const INCIDENTS_PATH = '/api/traffic/incidents';

const parsePoint = (text: string) => {
  const [lat, lng] = text.split(',').map((s) => Number(s.trim()));
  return { lat: lat ?? NaN, lng: lng ?? NaN };
};

export class TrafficPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/traffic');
    await this.page.locator('main h1').waitFor();
  }

  map(): Locator {
    return this.page.getByRole('region', { name: 'Traffic map' });
  }

  searchBox(): Locator {
    return this.page.getByRole('combobox', { name: 'Search for a location' });
  }

  suggestions(): Locator {
    return this.page.getByRole('listbox', { name: 'Location suggestions' }).getByRole('option');
  }

  items(): Locator {
    return this.page.getByTestId('incident');
  }

  count(): Locator {
    return this.page.getByTestId('incident-count');
  }

  loading(): Locator {
    return this.page.getByText('Loading incidents...');
  }

  async bboxText(): Promise<{ ul: string; lr: string }> {
    return {
      ul: (await this.page.getByTestId('bbox-ul').textContent()) ?? '',
      lr: (await this.page.getByTestId('bbox-lr').textContent()) ?? '',
    };
  }

  async bbox(): Promise<Box> {
    const { ul, lr } = await this.bboxText();
    return { ul: parsePoint(ul), lr: parsePoint(lr) };
  }

  /** Waits for the list (or its empty message) of a finished request. */
  async waitForList(): Promise<void> {
    await this.count().waitFor();
  }

  async listed(): Promise<ListedIncident[]> {
    return this.items().evaluateAll((items) =>
      items.map((li) => ({
        id: li.getAttribute('data-incident-id') ?? '',
        severity: li.querySelector('[data-testid=severity]')?.textContent ?? '',
        impacting: li.querySelector('[data-testid=impacting]')?.textContent === 'Impacting Traffic',
        shortDesc: li.querySelector('[data-testid=short-desc]')?.textContent ?? '',
      })),
    );
  }

  /** The box the page itself asked for, read from its request. */
  static boxOf(request: Request): Box {
    return (request.postDataJSON() as { boundingBox: Box }).boundingBox;
  }

  async ask(box: Box): Promise<ApiIncident[]> {
    const response = await this.page.request.post(INCIDENTS_PATH, { data: { boundingBox: box } });
    if (!response.ok()) throw new Error(`${response.status()}: ${await response.text()}`);
    return (await response.json()) as ApiIncident[];
  }

  /** Drags the map with the mouse by (dx, dy) pixels, slowly enough that it is a pan, not a fling. */
  async drag(dx: number, dy: number): Promise<void> {
    const rect = await this.map().boundingBox();
    if (!rect) throw new Error('map not visible');
    const x = rect.x + rect.width / 2;
    const y = rect.y + rect.height / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x + dx, y + dy, { steps: 12 });
    await this.page.waitForTimeout(150); // stop before releasing, so OpenLayers adds no kinetic glide
    await this.page.mouse.up();
  }

  /** Drags the map with one finger (Chromium touch events through the DevTools protocol). */
  async touchDrag(dx: number, dy: number): Promise<void> {
    const rect = await this.map().boundingBox();
    if (!rect) throw new Error('map not visible');
    const x = rect.x + rect.width / 2;
    const y = rect.y + rect.height / 2;
    const cdp = await this.page.context().newCDPSession(this.page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', px: number, py: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: px, y: py }] });
    await touch('touchStart', x, y);
    for (let step = 1; step <= 10; step++) await touch('touchMove', x + (dx * step) / 10, y + (dy * step) / 10);
    await this.page.waitForTimeout(150);
    await touch('touchEnd', x + dx, y + dy);
    await cdp.detach();
  }

  /** Where a point of the visible box is drawn on screen (Web Mercator between the corners). */
  async screenPoint(lat: number, lng: number): Promise<{ x: number; y: number }> {
    const rect = await this.map().boundingBox();
    if (!rect) throw new Error('map not visible');
    const { ul, lr } = await this.bbox();
    const merc = (l: number) => Math.log(Math.tan(Math.PI / 4 + (l * Math.PI) / 360));
    return {
      x: rect.x + ((lng - ul.lng) / (lr.lng - ul.lng)) * rect.width,
      y: rect.y + ((merc(ul.lat) - merc(lat)) / (merc(ul.lat) - merc(lr.lat))) * rect.height,
    };
  }
}
