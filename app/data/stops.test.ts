// A reorder is all or nothing: a failure in the middle of writing it leaves the old order.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { db } from './db.ts';
import type { Stop } from './db.ts';
import { defaultDeliveryWindow } from './stops.ts';
import { call, freshDatabase, stopBody } from './test-helpers.ts';

beforeEach(freshDatabase);
afterEach(() => vi.restoreAllMocks());

const order = async (): Promise<string[]> => ((await call('GET', '/api/stops')).body as Stop[]).map((s) => s.name);

it('rolls back a batch reorder that fails after some stops were already rewritten', async () => {
  for (const name of ['A', 'B', 'C', 'D']) await call('POST', '/api/stops', stopBody(name));
  let writes = 0;
  const failThirdWrite = (): void => {
    writes += 1;
    if (writes === 3) throw new Error('disk failed mid-reorder');
  };
  db.stops.hook('updating', failThirdWrite);
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const answer = await call('PUT', '/api/stops/order', { ids: [4, 3, 2, 1] });
    expect(answer).toEqual({ status: 500, body: { message: 'Internal error' } });
  } finally {
    db.stops.hook('updating').unsubscribe(failThirdWrite);
  }
  expect(writes).toBeGreaterThanOrEqual(3);
  expect(logged).toHaveBeenCalled();
  expect(await order()).toEqual(['A', 'B', 'C', 'D']);
  expect(((await call('GET', '/api/stops')).body as Stop[]).map((s) => s.order)).toEqual([0, 1, 2, 3]);
});

it('rolls back a batch reorder naming an unknown stop in the middle of the list', async () => {
  for (const name of ['A', 'B', 'C']) await call('POST', '/api/stops', stopBody(name));
  expect((await call('PUT', '/api/stops/order', { ids: [3, 2, 42, 1] })).status).toBe(404);
  expect(await order()).toEqual(['A', 'B', 'C']);
});

it('gives a new stop the local day as its default delivery window', () => {
  const { deliveryStartAt, deliveryEndAt } = defaultDeliveryWindow(new Date(2025, 2, 1, 15, 30));
  expect(new Date(deliveryStartAt).getTime()).toBe(new Date(2025, 2, 1, 0, 0, 0, 0).getTime());
  expect(new Date(deliveryEndAt).getTime()).toBe(new Date(2025, 2, 1, 23, 59, 59, 999).getTime());
});
