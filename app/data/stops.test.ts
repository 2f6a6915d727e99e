// A reorder is all or nothing: a failure while writing it leaves the old order.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { db } from './db.ts';
import type { Stop } from './db.ts';
import { defaultDeliveryWindow } from './stops.ts';
import { call, freshDatabase, stopBody } from './test-helpers.ts';

beforeEach(freshDatabase);
afterEach(() => vi.restoreAllMocks());

const order = async (): Promise<string[]> => ((await call('GET', '/api/stops')).body as Stop[]).map((s) => s.name);

/** Makes the next write of a route's positions fail, as a full disk would; returns the undo. */
function failPositionWrites(): () => void {
  const fail = (): void => {
    throw new Error('disk failed mid-write');
  };
  db.stopOrders.hook('updating', fail);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => db.stopOrders.hook('updating').unsubscribe(fail);
}

it('rolls back a batch reorder whose write fails', async () => {
  for (const name of ['A', 'B', 'C', 'D']) await call('POST', '/api/stops', stopBody(name));
  const undo = failPositionWrites();
  try {
    expect(await call('PUT', '/api/stops/order', { ids: [4, 3, 2, 1] })).toEqual({ status: 500, body: { message: 'Internal error' } });
  } finally {
    undo();
  }
  expect(console.error).toHaveBeenCalled();
  expect(await order()).toEqual(['A', 'B', 'C', 'D']);
  expect(((await call('GET', '/api/stops')).body as Stop[]).map((s) => s.order)).toEqual([0, 1, 2, 3]);
});

it('keeps a deleted stop when closing the gap in the order fails', async () => {
  for (const name of ['A', 'B', 'C']) await call('POST', '/api/stops', stopBody(name));
  const undo = failPositionWrites();
  try {
    expect((await call('DELETE', '/api/stops/2')).status).toBe(500);
  } finally {
    undo();
  }
  expect(await order()).toEqual(['A', 'B', 'C']);
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
