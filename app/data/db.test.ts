// A database written by schema version 1 opens under the current version with nothing lost.
import 'fake-indexeddb/auto';
import { beforeEach, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { CURRENT_VERSION, DATABASE_NAME, SCHEMA_V1, db } from './db.ts';
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
      order: 1,
    },
  ]);
  expect(await db.stops.where('routeId').equals(1).count()).toBe(1);
});

it('adds the history table in the upgrade, ready for use', async () => {
  await writeVersion1Database();
  expect((await call('POST', '/api/routes/2/history', { distance: 3.2, time: '00:09:00' })).status).toBe(201);
  expect(await db.history.count()).toBe(1);
});
