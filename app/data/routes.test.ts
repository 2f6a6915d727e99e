// First run and the history reset rules of SPEC §4.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { MapsDemoDb, db } from './db.ts';
import { ensureCurrentRoute } from './routes.ts';
import { putSetting } from './settings.ts';
import { call, freshDatabase, stopBody } from './test-helpers.ts';

beforeEach(freshDatabase);

describe('first run', () => {
  it("creates 'Route 1' once and makes it current, even when two tabs open at the same moment", async () => {
    const secondTab = new MapsDemoDb();
    try {
      const [a, b, c] = await Promise.all([ensureCurrentRoute(), ensureCurrentRoute(secondTab), ensureCurrentRoute()]);
      expect(a).toMatchObject({ id: 1, name: 'Route 1' });
      expect(b).toEqual(a);
      expect(c).toEqual(a);
      expect(await db.routes.count()).toBe(1);
      expect(await db.settings.get('currentRouteId')).toEqual({ key: 'currentRouteId', value: 1 });
    } finally {
      secondTab.close();
    }
  });

  it('is idempotent across many concurrent API calls', async () => {
    await Promise.all([
      call('GET', '/api/routes'),
      call('GET', '/api/routes/current'),
      call('GET', '/api/stops'),
      call('POST', '/api/stops', stopBody('A')),
    ]);
    expect((await call('GET', '/api/routes')).body).toMatchObject([{ id: 1, name: 'Route 1' }]);
    expect((await call('GET', '/api/stops')).body).toMatchObject([{ name: 'A', routeId: 1 }]);
  });

  it('repairs a current route id that points nowhere by choosing the first route', async () => {
    await call('POST', '/api/routes', { name: 'Second' });
    await putSetting('currentRouteId', 99);
    expect((await call('GET', '/api/routes/current')).body).toMatchObject({ id: 1 });
  });
});

describe('history reset (SPEC §4)', () => {
  const historyOf = async (routeId: number): Promise<unknown[]> =>
    (await call('GET', `/api/routes/${routeId}/history`)).body as unknown[];
  const record = (routeId: number) => call('POST', `/api/routes/${routeId}/history`, { distance: 1.5, time: 90 });

  beforeEach(async () => {
    await call('POST', '/api/routes', { name: 'Second' });
    await call('POST', '/api/stops', stopBody('A'));
    await call('POST', '/api/stops', stopBody('B'));
    await record(1);
    await record(2);
  });

  it('clearing all stops resets the current route history only', async () => {
    await call('DELETE', '/api/stops');
    expect(await historyOf(1)).toEqual([]);
    expect(await historyOf(2)).toHaveLength(1);
  });

  it('removing one stop keeps the history', async () => {
    await call('DELETE', '/api/stops/1');
    expect(await historyOf(1)).toHaveLength(1);
  });

  it('changing the current route resets the history of the route left and the route entered', async () => {
    await call('POST', '/api/routes/current', { routeId: 2 });
    expect(await historyOf(1)).toEqual([]);
    expect(await historyOf(2)).toEqual([]);
  });

  it('choosing the route that is already current keeps its history', async () => {
    await call('POST', '/api/routes/current', { routeId: 1 });
    expect(await historyOf(1)).toHaveLength(1);
  });

  it('a failed switch resets nothing', async () => {
    expect((await call('POST', '/api/routes/current', { routeId: 9 })).status).toBe(404);
    expect(await historyOf(1)).toHaveLength(1);
  });
});
