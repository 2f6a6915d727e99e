// The planner's Vehicle on the offline Liechtenstein region: a truck keeps out of the Steg tunnel (too low for it)
// that a car drives through, the choice is stored with the route and survives a reload, the matrix follows it, and a
// share link carries it.
import { describe, expect, it } from 'vitest';
import { encodeSharedRoute, type SharedStop } from '../app/share/route-payload.ts';
import { useBrowser } from './browser.ts';
import { PlannerPage } from './pages/planner.ts';

const open = useBrowser();

const stop = (name: string, lat: number, lng: number): SharedStop => ({
  name,
  displayString: name,
  address: null,
  lat,
  lng,
  deliveryStartAt: null,
  deliveryEndAt: null,
  serviceMinutes: 0,
});

// Either end of the road tunnel between Steg and the Gänglesee: half a mile through it by car; a truck goes round.
const TUNNEL = [stop('Steg, west of the tunnel', 47.1159804, 9.5597726), stop('Steg, east of the tunnel', 47.1150657, 9.569613)];

const miles = (text: string | null) => Number(/^(\d+\.\d) mi$/.exec(text ?? '')?.[1] ?? NaN);

describe('the planner’s vehicle', () => {
  it('routes a truck round the low tunnel a car drives through, keeps the choice over a reload, the matrix follows it, and a share link carries it', async () => {
    const { page, consoleErrors } = await open({ viewport: { width: 1400, height: 1000 } });
    const planner = new PlannerPage(page);
    await planner.open(`/planner?r=${encodeSharedRoute({ id: 31, name: 'Tunnel', departAt: null, vehicle: 'car', stops: TUNNEL })!}`);
    const distance = page.getByTestId('route-distance');
    const vehicle = page.getByLabel('Vehicle');
    await expect.poll(() => vehicle.inputValue()).toBe('car');
    await expect.poll(async () => miles(await distance.textContent())).toBeGreaterThan(0);
    const byCar = miles(await distance.textContent());
    expect(byCar).toBeLessThan(1.5);

    await vehicle.selectOption('truck');
    await expect.poll(() => planner.toastText()).toBe('Vehicle UpdatedThe route is planned for a truck.');
    await expect.poll(async () => miles(await distance.textContent())).toBeGreaterThan(byCar * 2);
    const byTruck = miles(await distance.textContent());

    await page.reload();
    await planner.routeSelector().filter({ hasNotText: 'Select a route' }).waitFor();
    await expect.poll(() => vehicle.inputValue()).toBe('truck');
    await expect.poll(async () => miles(await distance.textContent())).toBe(byTruck);

    // The matrix page asks for the route's vehicle too.
    const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/route-matrix');
    await page.goto('/matrix');
    expect((await asked).postDataJSON()).toMatchObject({ vehicle: 'truck' });

    await page.goto('/planner');
    await vehicle.selectOption('car');
    await expect.poll(async () => miles(await distance.textContent())).toBe(byCar);

    // A shared link carries the truck: the route opens as the truck's, round the tunnel.
    await planner.open(`/planner?r=${encodeSharedRoute({ id: 32, name: 'Tunnel by truck', departAt: null, vehicle: 'truck', stops: TUNNEL })!}`);
    await expect.poll(() => vehicle.inputValue()).toBe('truck');
    await expect.poll(async () => miles(await distance.textContent())).toBe(byTruck);
    expect(consoleErrors).toEqual([]);
  });
});
