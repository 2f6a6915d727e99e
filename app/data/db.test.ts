// Databases written by older schema versions open under the current version with nothing lost.
import 'fake-indexeddb/auto';
import { beforeEach, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { CURRENT_VERSION, DATABASE_NAME, RECOVERED_ROUTE_NAME, SCHEMA_V1, SCHEMA_V2, SCHEMA_V3, SCHEMA_V4, SCHEMA_V5, UNPLACED_STOPS_KEY, db, upgradeToV2, upgradeToV4, upgradeToV5 } from './db.ts';
import { checkExport, exportRoutes } from './export-import.ts';
import { call, freshDatabase } from './test-helpers.ts';

beforeEach(freshDatabase);

async function writeVersion1Database(): Promise<void> {
  const v1 = new Dexie(DATABASE_NAME);
  v1.version(1).stores(SCHEMA_V1);
  await v1.table('routes').bulkAdd([{ name: 'Morning' }, { name: 'Evening' }]);
  await v1.table('stops').bulkAdd([
    { routeId: 2, name: 'Depot', displayString: 'Depot, Gothenburg', latitude: '57.7', longitude: '11.97', order: 0 },
    {
      routeId: 2,
      name: 'Client',
      displayString: 'Client',
      address: 'Avenyn 1',
      latitude: '57.69',
      longitude: '11.98',
      resultId: 'r1',
      place: { geometry: { coordinates: [11.98, 57.69] } },
      type: 'address',
      deliveryStartAt: '2025-03-01T08:00:00.000Z',
      deliveryEndAt: '2025-03-01T12:00:00.000Z',
      order: 1,
    },
    { routeId: 1, name: 'Lonely', displayString: 'Lonely', latitude: '1', longitude: '2', place: '', order: 0 },
  ]);
  await v1.table('settings').put({ key: 'currentRouteId', value: 2 });
  v1.close();
}

it('upgrades a version 1 database without losing routes, stops or the current route', async () => {
  await writeVersion1Database();
  await db.open();
  expect(db.verno).toBe(CURRENT_VERSION);

  const routes = await db.routes.orderBy('id').toArray();
  expect(routes.map((r) => r.name)).toEqual(['Morning', 'Evening']);
  for (const route of routes) expect(Number.isNaN(Date.parse(route.createdAt))).toBe(false);

  expect((await call('GET', '/api/routes/current')).body).toMatchObject({ id: 2, name: 'Evening' });
  expect((await call('GET', '/api/stops')).body).toEqual([
    {
      id: 1,
      routeId: 2,
      name: 'Depot',
      displayString: 'Depot, Gothenburg',
      address: null,
      latitude: 57.7,
      longitude: 11.97,
      resultId: null,
      place: '',
      type: null,
      deliveryStartAt: null,
      deliveryEndAt: null,
      serviceMinutes: 0,
      order: 0,
    },
    {
      id: 2,
      routeId: 2,
      name: 'Client',
      displayString: 'Client',
      address: 'Avenyn 1',
      latitude: 57.69,
      longitude: 11.98,
      resultId: 'r1',
      place: '{"geometry":{"coordinates":[11.98,57.69]}}',
      type: 'address',
      deliveryStartAt: '2025-03-01T08:00:00.000Z',
      deliveryEndAt: '2025-03-01T12:00:00.000Z',
      serviceMinutes: 0,
      order: 1,
    },
  ]);
  expect(await db.stopOrders.get(1)).toEqual({ routeId: 1, positions: { 3: 0 } });
});

it('adds the history table in the upgrade, ready for use', async () => {
  await writeVersion1Database();
  expect((await call('POST', '/api/routes/2/history', { distance: 3.2, time: '00:09:00' })).status).toBe(201);
  expect(await db.history.count()).toBe(1);
});

it('opens a version 2 database under the current version with its stops in order and reorders them', async () => {
  const v2 = new Dexie(DATABASE_NAME);
  v2.version(1).stores(SCHEMA_V1);
  v2.version(2).stores(SCHEMA_V2).upgrade(upgradeToV2);
  const routeId = (await v2.table('routes').add({ name: 'Kept', createdAt: '2025-01-01T00:00:00.000Z' })) as number;
  await v2.table('stops').bulkAdd(
    ['A', 'B', 'C'].map((name, order) => ({ routeId, name, displayString: name, latitude: 57.7, longitude: 11.97, place: '', order })),
  );
  await v2.table('settings').put({ key: 'currentRouteId', value: routeId });
  v2.close();

  const listed = await call('GET', '/api/stops');
  expect(db.verno).toBe(CURRENT_VERSION);
  expect((listed.body as { name: string }[]).map((s) => s.name)).toEqual(['A', 'B', 'C']);
  const ids = (listed.body as { id: number }[]).map((s) => s.id);
  expect((await call('PUT', '/api/stops/order', { ids: [ids[2], ids[0], ids[1]] })).status).toBe(200);
  expect(((await call('GET', '/api/stops')).body as { name: string }[]).map((s) => s.name)).toEqual(['C', 'A', 'B']);
});

it('moves a version 3 database\'s stop orders, ties included, into one record per route', async () => {
  const v3 = new Dexie(DATABASE_NAME);
  v3.version(1).stores(SCHEMA_V1);
  v3.version(2).stores(SCHEMA_V2).upgrade(upgradeToV2);
  v3.version(3).stores(SCHEMA_V3);
  const [one, two] = (await v3.table('routes').bulkAdd(
    [
      { name: 'One', createdAt: '2025-01-01T00:00:00.000Z' },
      { name: 'Two', createdAt: '2025-01-01T00:00:00.000Z' },
    ],
    { allKeys: true },
  )) as number[];
  const stop = (routeId: number, name: string, order: number) => ({ routeId, name, displayString: name, latitude: 57.7, longitude: 11.97, place: '', order });
  // Route Two is mid-way through per-stop order updates: B and C share position 1.
  await v3.table('stops').bulkAdd([stop(two!, 'C', 1), stop(one!, 'X', 0), stop(two!, 'A', 2), stop(two!, 'B', 1)]);
  await v3.table('settings').put({ key: 'currentRouteId', value: two });
  v3.close();

  const listed = (await call('GET', '/api/stops')).body as { id: number; name: string; order: number }[];
  expect(db.verno).toBe(CURRENT_VERSION);
  expect(listed.map((s) => [s.name, s.order])).toEqual([
    ['C', 1],
    ['B', 1],
    ['A', 2],
  ]);
  expect((await db.stops.toArray()).every((s) => !('order' in s))).toBe(true);
  expect(await db.stopOrders.get(one!)).toEqual({ routeId: one, positions: { 2: 0 } });
  expect((await call('PUT', '/api/stops/order', { ids: listed.map((s) => s.id).reverse() })).status).toBe(200);
  expect(((await call('GET', '/api/stops')).body as { name: string }[]).map((s) => s.name)).toEqual(['A', 'B', 'C']);
});

it('keeps a version 1 stop with an unreadable coordinate off the map but listed, and reads a decimal comma', async () => {
  const v1 = new Dexie(DATABASE_NAME);
  v1.version(1).stores(SCHEMA_V1);
  await v1.table('routes').add({ name: 'Morning' });
  await v1.table('stops').bulkAdd([
    { routeId: 1, name: 'Comma', displayString: 'Comma', latitude: '57,7', longitude: '11,97', order: 0 },
    { routeId: 1, name: 'Blank', displayString: 'Blank, Göteborg', address: 'Avenyn 1', latitude: '', longitude: '11.97', order: 1 },
    { routeId: 1, name: 'Words', displayString: 'Words', latitude: 'north', longitude: 'east', order: 2 },
  ]);
  v1.close();
  await db.open();

  const stops = await db.stops.toArray();
  expect(stops.map((s) => [s.name, s.latitude, s.longitude])).toEqual([['Comma', 57.7, 11.97]]);
  expect((await db.settings.get(UNPLACED_STOPS_KEY))?.value).toEqual([
    { name: 'Blank', displayString: 'Blank, Göteborg', address: 'Avenyn 1', latitude: '', longitude: '11.97' },
    { name: 'Words', displayString: 'Words', address: null, latitude: 'north', longitude: 'east' },
  ]);
  // Nothing at 0,0 and nothing unreadable left behind: the visitor's own backup imports again.
  const backup = await exportRoutes();
  expect(checkExport(JSON.parse(JSON.stringify(backup)))).toBe(1);
});

it('gives version 3 stops whose route is missing a route of their own instead of failing the upgrade', async () => {
  const v3 = new Dexie(DATABASE_NAME);
  v3.version(1).stores(SCHEMA_V1);
  v3.version(2).stores(SCHEMA_V2).upgrade(upgradeToV2);
  v3.version(3).stores(SCHEMA_V3);
  const kept = (await v3.table('routes').add({ name: 'Kept', createdAt: '2025-01-01T00:00:00.000Z' })) as number;
  const stop = (name: string, routeId: number | undefined) => ({ ...(routeId === undefined ? {} : { routeId }), name, displayString: name, latitude: 57.7, longitude: 11.97, place: '', order: 0 });
  await v3.table('stops').bulkAdd([stop('Home', kept), stop('No route', undefined), stop('Gone route', 99)]);
  v3.close();
  await db.open();

  expect(db.verno).toBe(CURRENT_VERSION);
  const recovered = await db.routes.where('name').equals(RECOVERED_ROUTE_NAME).first();
  expect(recovered).toBeDefined();
  const byRoute = await db.stops.toArray();
  expect(byRoute.filter((s) => s.routeId === recovered!.id).map((s) => s.name).sort()).toEqual(['Gone route', 'No route']);
  expect(byRoute.filter((s) => s.routeId === kept).map((s) => s.name)).toEqual(['Home']);
});

it("gives version 4 routes a departure of 'now' and their stops no service time, losing nothing", async () => {
  const v4 = new Dexie(DATABASE_NAME);
  v4.version(1).stores(SCHEMA_V1);
  v4.version(2).stores(SCHEMA_V2).upgrade(upgradeToV2);
  v4.version(3).stores(SCHEMA_V3);
  v4.version(4).stores(SCHEMA_V4).upgrade(upgradeToV4);
  const routeId = (await v4.table('routes').add({ name: 'Booth', createdAt: '2025-01-01T00:00:00.000Z' })) as number;
  const stopId = (await v4.table('stops').add({
    routeId,
    name: 'Avenyn',
    displayString: 'Avenyn',
    address: null,
    latitude: 57.7,
    longitude: 11.97,
    resultId: null,
    place: '',
    type: null,
    deliveryStartAt: '2025-03-01T08:00:00.000Z',
    deliveryEndAt: null,
  })) as number;
  await v4.table('stopOrders').put({ routeId, positions: { [stopId]: 0 } });
  await v4.table('settings').put({ key: 'currentRouteId', value: routeId });
  v4.close();

  expect((await call('GET', '/api/routes/current')).body).toEqual({ id: routeId, name: 'Booth', createdAt: '2025-01-01T00:00:00.000Z', departAt: null });
  expect(db.verno).toBe(CURRENT_VERSION);
  expect((await call('GET', '/api/stops')).body).toEqual([
    expect.objectContaining({ id: stopId, name: 'Avenyn', deliveryStartAt: '2025-03-01T08:00:00.000Z', serviceMinutes: 0, order: 0 }),
  ]);
});

it('opens a version 5 database under the current version with its departure, windows and service times, and keeps plans from then on', async () => {
  const v5 = new Dexie(DATABASE_NAME);
  v5.version(1).stores(SCHEMA_V1);
  v5.version(2).stores(SCHEMA_V2).upgrade(upgradeToV2);
  v5.version(3).stores(SCHEMA_V3);
  v5.version(4).stores(SCHEMA_V4).upgrade(upgradeToV4);
  v5.version(5).stores(SCHEMA_V5).upgrade(upgradeToV5);
  const routeId = (await v5.table('routes').add({ name: 'Field day', createdAt: '2026-01-01T00:00:00.000Z', departAt: '2026-11-27T07:00:00.000Z' })) as number;
  const stopId = (await v5.table('stops').add({
    routeId,
    name: 'Rathaus Vaduz',
    displayString: 'Rathaus Vaduz',
    address: 'Städtle 6, 9490 Vaduz',
    latitude: 47.139,
    longitude: 9.522,
    resultId: null,
    place: '',
    type: null,
    deliveryStartAt: '2026-11-27T08:00:00.000Z',
    deliveryEndAt: '2026-11-27T09:00:00.000Z',
    serviceMinutes: 15,
  })) as number;
  await v5.table('stopOrders').put({ routeId, positions: { [stopId]: 0 } });
  await v5.table('settings').put({ key: 'currentRouteId', value: routeId });
  v5.close();

  expect((await call('GET', '/api/routes/current')).body).toEqual({ id: routeId, name: 'Field day', createdAt: '2026-01-01T00:00:00.000Z', departAt: '2026-11-27T07:00:00.000Z' });
  expect(db.verno).toBe(CURRENT_VERSION);
  expect((await call('GET', '/api/stops')).body).toEqual([
    expect.objectContaining({ id: stopId, deliveryStartAt: '2026-11-27T08:00:00.000Z', deliveryEndAt: '2026-11-27T09:00:00.000Z', serviceMinutes: 15, order: 0 }),
  ]);
  // No plan yet for an upgraded route; the first optimize's plan is kept.
  expect(await call('GET', `/api/routes/${routeId}/plan`)).toEqual({ status: 200, body: null });
  const plan = { key: 'k', result: { sequence: [stopId], stops: [{ id: stopId }], distance: 0 }, milesSaved: null, minutesSaved: 0 };
  expect(await call('PUT', `/api/routes/${routeId}/plan`, plan)).toMatchObject({ status: 200 });
  expect((await call('GET', `/api/routes/${routeId}/plan`)).body).toMatchObject({ key: 'k', routeId });
});
