// The planner says when its route runs along a closure the traffic page shows: a server of this file's own, its
// demo traffic clock on a Saturday in June (street markets and festivals), so the closures are the same each run.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Incident } from '../service/contract/index.ts';
import { testConfig } from '../proxy/config.ts';
import { buildServer } from '../proxy/server.ts';
import { DIST_DIR } from '../scripts/build-app.ts';
import { encodeSharedRoute, type SharedStop } from '../app/share/route-payload.ts';
import { useBrowser } from './browser.ts';
import { PlannerPage } from './pages/planner.ts';

const open = useBrowser();
const SATURDAY = '2026-06-13T10:30:00Z';

let server: FastifyInstance;
let baseURL = '';
let closure: Incident;
beforeAll(async () => {
  server = await buildServer(testConfig({ staticDir: DIST_DIR, logLevel: 'warn', trafficTime: SATURDAY, engineThreads: 0, rateLimitPerMinute: 100_000 }));
  const config = await server.inject({ method: 'GET', url: '/api/map/config' });
  if (config.statusCode !== 200) throw new Error(`the offline engine failed to load: ${config.body}`);
  // What the traffic page lists for Liechtenstein: the same call, the same clock.
  const { bounds } = (config.json() as { regions: { name: string; bounds: { ul: object; lr: object } }[] }).regions.find((r) => r.name === 'Liechtenstein')!;
  const incidents = (await server.inject({ method: 'POST', url: '/api/traffic/incidents', payload: { boundingBox: bounds } })).json() as Incident[];
  closure = incidents.find((i) => i.type === 2 && (i.shape?.length ?? 0) >= 2)!;
  if (!closure) throw new Error(`no closure in Liechtenstein at ${SATURDAY}`);
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a port');
  baseURL = `http://127.0.0.1:${address.port}`;
}, 300_000);
afterAll(async () => server?.close());

const stop = (name: string, [lat, lng]: readonly [number, number]): SharedStop => ({
  name,
  displayString: name,
  address: null,
  lat,
  lng,
  deliveryStartAt: null,
  deliveryEndAt: null,
  serviceMinutes: 0,
});

/** Opens the planner on a route of these stops, as a shared link does, and waits for its directions and the incidents of its box. */
async function planRoute(stops: SharedStop[]) {
  const { page, consoleErrors } = await open({ baseURL, viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  const planner = new PlannerPage(page);
  const link = encodeSharedRoute({ id: 7, name: 'Market day', departAt: null, vehicle: 'car', stops })!;
  const incidentsAsked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/traffic/incidents');
  await planner.open(`/planner?r=${link}`);
  await page.getByTestId('route-distance').waitFor();
  await incidentsAsked;
  return { page, consoleErrors };
}

describe('the planner and the closures on the traffic page', () => {
  it("names the road and the closure under the route summary when the route runs along it", async () => {
    const { page, consoleErrors } = await planRoute([stop('One end', closure.shape![0]!), stop('Other end', closure.shape!.at(-1)!)]);
    const notice = page.getByTestId('route-closures');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('This route runs along a road shown closed on the traffic page');
    expect(await notice.textContent()).toContain(closure.shortDesc);
    expect(closure.shortDesc).toMatch(/^Closure on \S.* near \S.*: closed/);
    // Under the figures it qualifies.
    const metrics = await page.getByTestId('route-metrics').boundingBox();
    const box = await notice.boundingBox();
    expect(box!.y).toBeGreaterThan(metrics!.y + metrics!.height - 1);
    await notice.getByRole('link', { name: 'traffic page' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/traffic');
    expect(consoleErrors).toEqual([]);
  });

  it('says nothing for a route that runs along no closure', async () => {
    const { page, consoleErrors } = await planRoute([stop('Vaduz', [47.1399, 9.5217]), stop('Schaan', [47.1653, 9.5096])]);
    // The incidents for the route's box have been answered and rendered before the check.
    await page.getByTestId('route-metrics').waitFor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.getByTestId('route-closures').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });
});
