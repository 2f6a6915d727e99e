import 'fake-indexeddb/auto';
import { compressToEncodedURIComponent } from 'lz-string';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routesExportSchema } from '../data/export-import.ts';
import { addStop, createRoute, setCurrentRoute } from '../data/hooks.ts';
import { readCurrentRoute, listRoutes } from '../data/routes.ts';
import { listStops } from '../data/stops.ts';
import { openDatabase } from '../data/storage.ts';
import { freshDatabase } from '../data/test-helpers.ts';
import { addressAfterImport, importSharedRoute } from './import-shared-route.ts';
import { encodeSharedRoute, type SharedRoute } from './route-payload.ts';

beforeEach(async () => {
  await freshDatabase();
  await openDatabase();
});

const shared: SharedRoute = {
  id: 1,
  name: 'Booth tour',
  departAt: '2026-03-01T07:30:00.000Z',
  vehicle: 'car',
  stops: [
    { name: 'Avenyn', displayString: 'Kungsportsavenyen, Göteborg', address: 'Kungsportsavenyen 1', lat: 57.7, lng: 11.97, deliveryStartAt: null, deliveryEndAt: null, serviceMinutes: 0 },
    {
      name: 'Linné',
      displayString: 'Linnégatan, Göteborg',
      address: null,
      lat: 57.695,
      lng: 11.952,
      deliveryStartAt: '2026-03-01T08:00:00.000Z',
      deliveryEndAt: '2026-03-01T10:00:00.000Z',
      serviceMinutes: 5,
    },
  ],
};
const search = (route: SharedRoute) => `?route=${route.id}&r=${encodeURIComponent(encodeSharedRoute(route)!)}`;

describe('importSharedRoute', () => {
  it('checks the link once, when decoding it, not again as a routes file', async () => {
    const fileCheck = vi.spyOn(routesExportSchema, 'safeParse');
    const result = await importSharedRoute(search(shared));
    expect(result.status).toBe('imported');
    expect(await listStops((await readCurrentRoute())!.id)).toHaveLength(2);
    expect(fileCheck).not.toHaveBeenCalled();
    fileCheck.mockRestore();
  });

  it('imports the route as a new local route and makes it current', async () => {
    const result = await importSharedRoute(search(shared));
    expect(result).toEqual({ status: 'imported', routeId: 2 });
    expect((await listRoutes()).map((r) => r.name)).toEqual(['Route 1', 'Booth tour']);
    expect((await readCurrentRoute())?.id).toBe(2);
    const stops = await listStops(2);
    expect(stops.map((s) => [s.name, s.address, s.latitude, s.longitude, s.order, s.deliveryEndAt, s.serviceMinutes])).toEqual([
      ['Avenyn', 'Kungsportsavenyen 1', 57.7, 11.97, 0, null, 0],
      ['Linné', null, 57.695, 11.952, 1, '2026-03-01T10:00:00.000Z', 5],
    ]);
    // The departure travels too: the arrivals the receiver computes are the sender's.
    expect((await listRoutes()).find((r) => r.id === 2)?.departAt).toBe('2026-03-01T07:30:00.000Z');
  });

  it("opens a truck's route as a truck's, and a car's as a car's", async () => {
    const truck = await importSharedRoute(search({ ...shared, vehicle: 'truck' }));
    expect(truck).toEqual({ status: 'imported', routeId: 2 });
    expect((await listRoutes()).find((r) => r.id === 2)?.vehicle).toBe('truck');
    // The same stops for a car are another route: its roads differ.
    expect(await importSharedRoute(search(shared))).toEqual({ status: 'imported', routeId: 3 });
    expect((await listRoutes()).find((r) => r.id === 3)?.vehicle).toBe('car');
    expect(await importSharedRoute(search({ ...shared, id: 8, vehicle: 'truck' }))).toEqual({ status: 'existing', routeId: 2 });
  });

  it("tells a visitor a link's vehicle is unknown", async () => {
    const bad = compressToEncodedURIComponent(JSON.stringify({ v: 1, id: 4, n: 'Tour', t: 'tank', s: [] }));
    const result = await importSharedRoute(`?r=${bad}`);
    expect(result).toEqual({ status: 'invalid', reason: "the link's vehicle 'tank' is not one of car, van, truck", detail: "the link's vehicle 'tank' is not one of car, van, truck" });
  });

  it('reuses a route this device already has with the same content', async () => {
    await importSharedRoute(search(shared));
    await setCurrentRoute(1);
    expect(await importSharedRoute(search({ ...shared, id: 2 }))).toEqual({ status: 'existing', routeId: 2 });
    expect(await importSharedRoute(search({ ...shared, id: 9 }))).toEqual({ status: 'existing', routeId: 2 });
    expect((await listRoutes()).length).toBe(2);
    expect((await readCurrentRoute())?.id).toBe(2);
  });

  it('imports again when only a service time or the departure differs', async () => {
    await importSharedRoute(search(shared));
    const slower = { ...shared, stops: shared.stops.map((s, i) => (i === 1 ? { ...s, serviceMinutes: 10 } : s)) };
    expect(await importSharedRoute(search(slower))).toEqual({ status: 'imported', routeId: 3 });
    expect(await importSharedRoute(search({ ...shared, departAt: null }))).toEqual({ status: 'imported', routeId: 4 });
  });

  it('imports again when the same id holds a different route here', async () => {
    const mine = await createRoute('Mine');
    await setCurrentRoute(mine.id);
    await addStop({ name: 'X', latitude: '57.7', longitude: '11.9', order: '0', displayString: 'X', resultId: null, place: '', type: null, address: null, deliveryStartAt: '2026-03-01T00:00:00.000Z', deliveryEndAt: '2026-03-01T23:59:59.999Z' });
    const result = await importSharedRoute(search({ ...shared, id: mine.id }));
    expect(result).toEqual({ status: 'imported', routeId: 3 });
  });

  it('changes nothing for a tampered link', async () => {
    const before = await listRoutes();
    const result = await importSharedRoute('?route=1&r=N4Ig-tampered');
    expect(result.status).toBe('invalid');
    expect(await listRoutes()).toEqual(before);
    expect((await readCurrentRoute())?.id).toBe(1);
  });

  it('does nothing without the parameter', async () => {
    expect(await importSharedRoute('?route=1')).toEqual({ status: 'none' });
  });
});

describe('addressAfterImport', () => {
  it('points the planner at the local route and drops the payload', () => {
    expect(addressAfterImport('/planner', '?route=7&r=abc&x=1', { status: 'imported', routeId: 3 })).toBe('/planner?x=1&route=3');
    expect(addressAfterImport('/matrix', '?route=7&r=abc', { status: 'existing', routeId: 3 })).toBe('/matrix');
  });
  it('drops the route id of an invalid link, so nothing else switches routes', () => {
    expect(addressAfterImport('/planner', '?route=7&r=bad', { status: 'invalid', reason: 'x', detail: null })).toBe('/planner');
  });
});
