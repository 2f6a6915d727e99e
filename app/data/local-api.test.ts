// The /api/routes and /api/stops contract (SPEC §7), written against Request in / Response out.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, freshDatabase, stopBody } from './test-helpers.ts';
import type { Route, Stop } from './db.ts';

beforeEach(freshDatabase);

const names = (stops: unknown): string[] => (stops as Stop[]).map((s) => s.name);
const stopsNow = async (): Promise<Stop[]> => (await call('GET', '/api/stops')).body as Stop[];

async function addStops(...stopNames: string[]): Promise<Stop[]> {
  const added: Stop[] = [];
  for (const name of stopNames) added.push((await call('POST', '/api/stops', stopBody(name))).body as Stop);
  return added;
}

describe('routes', () => {
  it('GET /api/routes lists routes by id, starting with Route 1 on first run', async () => {
    const { status, body } = await call('GET', '/api/routes');
    expect(status).toBe(200);
    expect(body).toEqual([{ id: 1, name: 'Route 1', createdAt: expect.any(String), departAt: null }]);
  });

  it('GET /api/routes/current is Route 1 on first run', async () => {
    expect(await call('GET', '/api/routes/current')).toMatchObject({ status: 200, body: { id: 1, name: 'Route 1' } });
  });

  it("POST /api/routes names a route 'Route N' by default, N = route count + 1", async () => {
    await call('GET', '/api/routes');
    expect(await call('POST', '/api/routes', {})).toMatchObject({ status: 201, body: { id: 2, name: 'Route 2' } });
    expect(await call('POST', '/api/routes')).toMatchObject({ status: 201, body: { id: 3, name: 'Route 3' } });
    const list = (await call('GET', '/api/routes')).body as Route[];
    expect(list.map((r) => r.name)).toEqual(['Route 1', 'Route 2', 'Route 3']);
  });

  it('POST /api/routes keeps a given name, trimmed, and does not make it current', async () => {
    expect(await call('POST', '/api/routes', { name: '  Depot run ' })).toMatchObject({
      status: 201,
      body: { name: 'Depot run' },
    });
    expect((await call('GET', '/api/routes/current')).body).toMatchObject({ name: 'Route 1' });
  });

  it.each([
    [{ name: '   ' }, 'name must not be blank'],
    [{ name: 42 }, 'name must be a string'],
    [{ name: 'x'.repeat(201) }, 'name must be at most 200 characters'],
    [[1, 2], 'body must be a JSON object'],
  ])('POST /api/routes rejects %j with 400', async (body, message) => {
    expect(await call('POST', '/api/routes', body)).toEqual({ status: 400, body: { message } });
  });

  it('PATCH /api/routes/{id} renames', async () => {
    await call('GET', '/api/routes');
    expect(await call('PATCH', '/api/routes/1', { name: 'Harbour' })).toMatchObject({
      status: 200,
      body: { id: 1, name: 'Harbour' },
    });
    expect((await call('GET', '/api/routes/current')).body).toMatchObject({ name: 'Harbour' });
  });

  it('PUT /api/routes/{id}/plan stores the last optimize with its route, replacing the one before', async () => {
    expect(await call('GET', '/api/routes/1/plan')).toEqual({ status: 200, body: null });
    const plan = { key: 'now|loop|1//', result: { sequence: [1], stops: [{ id: 1 }], distance: 0 }, milesSaved: null, minutesSaved: 2 };
    expect(await call('PUT', '/api/routes/1/plan', plan)).toMatchObject({ status: 200, body: { ...plan, routeId: 1 } });
    expect(await call('PUT', '/api/routes/1/plan', { ...plan, key: 'later' })).toMatchObject({ status: 200 });
    expect((await call('GET', '/api/routes/1/plan')).body).toMatchObject({ key: 'later', result: plan.result, savedAt: expect.any(String) });
    expect(await call('PUT', '/api/routes/1/plan', { ...plan, result: 'fast' })).toEqual({ status: 400, body: { message: 'result must be an optimize answer' } });
    expect(await call('PUT', '/api/routes/99/plan', plan)).toEqual({ status: 404, body: { message: 'Route 99 not found' } });
  });

  it('PATCH /api/routes/{id}/departure sets and clears the departure, refusing what is not a time', async () => {
    await call('GET', '/api/routes');
    const departAt = '2025-03-01T07:30:00.000Z';
    expect(await call('PATCH', '/api/routes/1/departure', { departAt })).toMatchObject({ status: 200, body: { id: 1, departAt } });
    expect((await call('GET', '/api/routes/current')).body).toMatchObject({ departAt });
    expect(await call('PATCH', '/api/routes/1/departure', { departAt: 'soon' })).toEqual({ status: 400, body: { message: 'departAt must be an ISO date-time or null' } });
    expect(await call('PATCH', '/api/routes/99/departure', { departAt: null })).toEqual({ status: 404, body: { message: 'Route 99 not found' } });
    expect(await call('PATCH', '/api/routes/1/departure', { departAt: null })).toMatchObject({ status: 200, body: { departAt: null } });
  });

  it('PATCH /api/routes/{id}/vehicle stores the vehicle with the route (a route without one is a car’s), refusing an unknown one', async () => {
    await call('GET', '/api/routes');
    expect((await call('GET', '/api/routes/current')).body).not.toHaveProperty('vehicle');
    expect(await call('PATCH', '/api/routes/1/vehicle', { vehicle: 'truck' })).toMatchObject({ status: 200, body: { id: 1, vehicle: 'truck' } });
    expect((await call('GET', '/api/routes/current')).body).toMatchObject({ vehicle: 'truck' });
    expect(await call('PATCH', '/api/routes/1/vehicle', { vehicle: 'bus' })).toEqual({ status: 400, body: { message: 'vehicle must be one of car, van, truck' } });
    expect(await call('PATCH', '/api/routes/99/vehicle', { vehicle: 'van' })).toEqual({ status: 404, body: { message: 'Route 99 not found' } });
    expect((await call('GET', '/api/routes/current')).body).toMatchObject({ vehicle: 'truck' });
  });

  it('PATCH /api/routes/{id} answers 400 for a blank name or bad id, 404 for an unknown id', async () => {
    await call('GET', '/api/routes');
    expect(await call('PATCH', '/api/routes/1', { name: '' })).toEqual({
      status: 400,
      body: { message: 'name must not be blank' },
    });
    expect(await call('PATCH', '/api/routes/1', {})).toEqual({ status: 400, body: { message: 'name must be a string' } });
    expect(await call('PATCH', '/api/routes/abc', { name: 'x' })).toEqual({
      status: 400,
      body: { message: 'id must be a positive integer' },
    });
    expect(await call('PATCH', '/api/routes/99', { name: 'x' })).toEqual({
      status: 404,
      body: { message: 'Route 99 not found' },
    });
  });

  it('POST /api/routes/current switches the current route', async () => {
    await call('POST', '/api/routes', { name: 'Second' });
    expect(await call('POST', '/api/routes/current', { routeId: 2 })).toMatchObject({
      status: 200,
      body: { id: 2, name: 'Second' },
    });
    expect((await call('GET', '/api/routes/current')).body).toMatchObject({ id: 2 });
  });

  it('POST /api/routes/current answers 400 for a bad routeId and 404 for an unknown one', async () => {
    expect(await call('POST', '/api/routes/current', { routeId: '2' })).toEqual({
      status: 400,
      body: { message: 'routeId must be a positive integer' },
    });
    expect(await call('POST', '/api/routes/current', { routeId: 1.5 })).toEqual({
      status: 400,
      body: { message: 'routeId must be a positive integer' },
    });
    expect(await call('POST', '/api/routes/current', { routeId: 7 })).toEqual({
      status: 404,
      body: { message: 'Route 7 not found' },
    });
    expect((await call('GET', '/api/routes/current')).body).toMatchObject({ id: 1 });
  });
});

describe('stops', () => {
  it('POST /api/stops stores numbers and nulls, with order = current stop count', async () => {
    const [first] = await addStops('Alpha');
    const { status, body } = await call('POST', '/api/stops', stopBody('Beta', { order: '0', address: null, type: null }));
    expect(status).toBe(201);
    expect(first).toMatchObject({ order: 0, latitude: 57.7089, longitude: 11.9746, routeId: 1 });
    expect(body).toEqual({
      id: 2,
      routeId: 1,
      name: 'Beta',
      displayString: 'Beta, Gothenburg',
      address: null,
      latitude: 57.7089,
      longitude: 11.9746,
      resultId: 'r-Beta',
      place: '{"geometry":{"coordinates":[11.9746,57.7089]}}',
      type: null,
      deliveryStartAt: '2025-03-01T00:00:00.000Z',
      deliveryEndAt: '2025-03-01T23:59:59.999Z',
      serviceMinutes: 0,
      order: 1,
    });
  });

  it('POST /api/stops accepts numeric coordinates and fills optional fields', async () => {
    const { body } = await call('POST', '/api/stops', { name: 'Bare', latitude: -33.5, longitude: 151 });
    expect(body).toMatchObject({
      displayString: 'Bare',
      address: null,
      resultId: null,
      place: '',
      type: null,
      deliveryStartAt: null,
      deliveryEndAt: null,
    });
  });

  it.each([
    [{ name: ' ' }, 'name must not be blank'],
    [{ latitude: 'north' }, 'latitude must be a number between -90 and 90'],
    [{ latitude: '' }, 'latitude must be a number between -90 and 90'],
    [{ latitude: '91' }, 'latitude must be a number between -90 and 90'],
    [{ longitude: '-181' }, 'longitude must be a number between -180 and 180'],
    [{ longitude: undefined }, 'longitude must be a number between -180 and 180'],
    [{ order: '1.5' }, 'order must be a non-negative integer'],
    [{ order: '-1' }, 'order must be a non-negative integer'],
    [{ deliveryStartAt: 'tomorrow' }, 'deliveryStartAt must be an ISO date-time or null'],
    [{ deliveryEndAt: '2025-13-01T00:00:00Z' }, 'deliveryEndAt must be an ISO date-time or null'],
    [
      { deliveryStartAt: '2025-03-02T00:00:00.000Z', deliveryEndAt: '2025-03-01T00:00:00.000Z' },
      'deliveryStartAt must not be after deliveryEndAt',
    ],
    [{ address: 5 }, 'address must be a string or null'],
  ])('POST /api/stops rejects %j with 400 and writes nothing', async (overrides, message) => {
    expect(await call('POST', '/api/stops', stopBody('Bad', overrides))).toEqual({ status: 400, body: { message } });
    expect(await stopsNow()).toEqual([]);
  });

  it('GET /api/stops lists only the current route, by order', async () => {
    await addStops('A', 'B');
    await call('POST', '/api/routes', { name: 'Other' });
    await call('POST', '/api/routes/current', { routeId: 2 });
    await addStops('C');
    expect(names(await stopsNow())).toEqual(['C']);
    await call('POST', '/api/routes/current', { routeId: 1 });
    expect(names(await stopsNow())).toEqual(['A', 'B']);
  });

  it('DELETE /api/stops/{id} removes the stop and closes the gap in the order', async () => {
    const [, b] = await addStops('A', 'B', 'C');
    expect(await call('DELETE', `/api/stops/${b?.id}`)).toMatchObject({ status: 200, body: { name: 'B' } });
    expect((await stopsNow()).map((s) => [s.name, s.order])).toEqual([
      ['A', 0],
      ['C', 1],
    ]);
    await addStops('D');
    expect((await stopsNow()).map((s) => [s.name, s.order])).toEqual([
      ['A', 0],
      ['C', 1],
      ['D', 2],
    ]);
  });

  it('DELETE /api/stops/{id} answers 404 for an unknown stop and 400 for a bad id', async () => {
    expect(await call('DELETE', '/api/stops/12')).toEqual({ status: 404, body: { message: 'Stop 12 not found' } });
    expect(await call('DELETE', '/api/stops/0')).toEqual({
      status: 400,
      body: { message: 'id must be a positive integer' },
    });
  });

  it('DELETE /api/stops clears the current route only', async () => {
    await addStops('A', 'B');
    await call('POST', '/api/routes', {});
    await call('POST', '/api/routes/current', { routeId: 2 });
    await addStops('C');
    expect(await call('DELETE', '/api/stops')).toEqual({ status: 200, body: { deleted: 1 } });
    expect(await stopsNow()).toEqual([]);
    await call('POST', '/api/routes/current', { routeId: 1 });
    expect(names(await stopsNow())).toEqual(['A', 'B']);
  });

  it('PATCH /api/stops/{id}/delivery-time sets and clears a window', async () => {
    const [a] = await addStops('A');
    const window = { deliveryStartAt: '2025-03-01T08:00:00.000+01:00', deliveryEndAt: '2025-03-01T09:30:00.000Z' };
    expect(await call('PATCH', `/api/stops/${a?.id}/delivery-time`, window)).toMatchObject({ status: 200, body: window });
    const cleared = { deliveryStartAt: null, deliveryEndAt: null };
    expect(await call('PATCH', `/api/stops/${a?.id}/delivery-time`, cleared)).toMatchObject({ body: cleared });
    expect((await stopsNow())[0]).toMatchObject(cleared);
  });

  it('POST /api/stops/import appends stops in order after the existing ones, and adds none when one is bad', async () => {
    await addStops('A');
    const { status, body } = await call('POST', '/api/stops/import', { stops: [stopBody('B'), stopBody('C', { serviceMinutes: 5 })] });
    expect(status).toBe(201);
    expect((body as Stop[]).map((s) => [s.name, s.order, s.serviceMinutes])).toEqual([
      ['B', 1, 0],
      ['C', 2, 5],
    ]);
    expect(names(await stopsNow())).toEqual(['A', 'B', 'C']);
    expect(await call('POST', '/api/stops/import', { stops: [stopBody('D'), stopBody('E', { latitude: '91' })] })).toEqual({
      status: 400,
      body: { message: 'stops.1.latitude: latitude must be a number between -90 and 90' },
    });
    expect(await call('POST', '/api/stops/import', { stops: [] })).toEqual({ status: 400, body: { message: 'stops must hold at least one stop' } });
    expect(names(await stopsNow())).toEqual(['A', 'B', 'C']);
  });

  it('PATCH /api/stops/{id}/service-time sets the minutes at a stop, refusing negative, too long or not numbers', async () => {
    const [a] = await addStops('A');
    expect(a).toMatchObject({ serviceMinutes: 0 });
    const path = `/api/stops/${a?.id}/service-time`;
    expect(await call('PATCH', path, { serviceMinutes: 5 })).toMatchObject({ status: 200, body: { id: a?.id, serviceMinutes: 5 } });
    expect((await stopsNow())[0]).toMatchObject({ serviceMinutes: 5 });
    expect(await call('PATCH', path, { serviceMinutes: -1 })).toEqual({ status: 400, body: { message: 'serviceMinutes must be 0 or more' } });
    expect(await call('PATCH', path, { serviceMinutes: 1441 })).toEqual({ status: 400, body: { message: 'serviceMinutes must be at most 1440' } });
    expect(await call('PATCH', path, { serviceMinutes: '5' })).toEqual({ status: 400, body: { message: 'serviceMinutes must be a number of minutes' } });
    expect(await call('PATCH', '/api/stops/99/service-time', { serviceMinutes: 1 })).toEqual({ status: 404, body: { message: 'Stop 99 not found' } });
    expect((await stopsNow())[0]).toMatchObject({ serviceMinutes: 5 });
  });

  it('PATCH /api/stops/{id}/delivery-time rejects bad input with 400 and leaves the window', async () => {
    const [a] = await addStops('A');
    const path = `/api/stops/${a?.id}/delivery-time`;
    const late = { deliveryStartAt: '2025-03-01T10:00:00.000Z', deliveryEndAt: '2025-03-01T09:00:00.000Z' };
    expect(await call('PATCH', path, late)).toEqual({
      status: 400,
      body: { message: 'deliveryStartAt must not be after deliveryEndAt' },
    });
    expect(await call('PATCH', path, { deliveryStartAt: 'soon', deliveryEndAt: null })).toEqual({
      status: 400,
      body: { message: 'deliveryStartAt must be an ISO date-time or null' },
    });
    expect(await call('PATCH', path, { deliveryStartAt: null })).toEqual({
      status: 400,
      body: { message: 'deliveryEndAt must be an ISO date-time or null' },
    });
    expect(await call('PATCH', '/api/stops/99/delivery-time', { deliveryStartAt: null, deliveryEndAt: null })).toEqual({
      status: 404,
      body: { message: 'Stop 99 not found' },
    });
    expect((await stopsNow())[0]).toMatchObject({ deliveryStartAt: '2025-03-01T00:00:00.000Z' });
  });

  it('PATCH /api/stops/delivery-time sets one window on every stop of the current route (Set Defaults)', async () => {
    await addStops('A', 'B');
    expect(await call('PATCH', '/api/stops/delivery-time', { deliveryStartAt: null, deliveryEndAt: null })).toEqual({
      status: 200,
      body: { updated: 2 },
    });
    expect((await stopsNow()).map((s) => s.deliveryEndAt)).toEqual([null, null]);
  });

  it('PATCH /api/stops/{id}/order moves one stop, as the SPEC sends it per stop', async () => {
    const [a, b, c] = await addStops('A', 'B', 'C');
    for (const [stop, order] of [
      [c, 0],
      [a, 1],
      [b, 2],
    ] as const) {
      expect(await call('PATCH', `/api/stops/${stop?.id}/order`, { order })).toMatchObject({ status: 200, body: { order } });
    }
    expect(names(await stopsNow())).toEqual(['C', 'A', 'B']);
  });

  it.each([
    [{ order: 1.5 }, 'order must be a non-negative integer'],
    [{ order: '1' }, 'order must be a non-negative integer'],
    [{ order: -1 }, 'order must be a non-negative integer'],
    [{}, 'order must be a non-negative integer'],
  ])('PATCH /api/stops/{id}/order rejects %j with 400', async (body, message) => {
    const [a] = await addStops('A');
    expect(await call('PATCH', `/api/stops/${a?.id}/order`, body)).toEqual({ status: 400, body: { message } });
  });

  it('PATCH /api/stops/{id}/order answers 404 for an unknown stop', async () => {
    expect(await call('PATCH', '/api/stops/5/order', { order: 0 })).toEqual({
      status: 404,
      body: { message: 'Stop 5 not found' },
    });
  });

  it('PUT /api/stops/order applies a full order in one call', async () => {
    const [a, b, c] = await addStops('A', 'B', 'C');
    const { status, body } = await call('PUT', '/api/stops/order', { ids: [c?.id, a?.id, b?.id] });
    expect(status).toBe(200);
    expect(names(body)).toEqual(['C', 'A', 'B']);
    expect((await stopsNow()).map((s) => [s.name, s.order])).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
    ]);
  });

  it.each([
    [(ids: number[]) => ({ ids: [ids[0], 99, ids[1]] }), 404, 'Stop 99 not found'],
    [(ids: number[]) => ({ ids: [ids[0], ids[1]] }), 400, 'ids must list every stop of the current route exactly once'],
    [
      (ids: number[]) => ({ ids: [ids[0], ids[0], ids[1], ids[2]] }),
      400,
      'ids must list every stop of the current route exactly once',
    ],
    [() => ({ ids: [1, 'b', 3] }), 400, 'ids must contain positive integers'],
    [() => ({ ids: 'all' }), 400, 'ids must be an array of stop ids'],
  ])('PUT /api/stops/order rejects a bad list and keeps the old order (case %#)', async (make, status, message) => {
    const added = await addStops('A', 'B', 'C');
    const ids = added.map((s) => s.id).reverse();
    expect(await call('PUT', '/api/stops/order', make(ids))).toEqual({ status, body: { message } });
    expect(names(await stopsNow())).toEqual(['A', 'B', 'C']);
  });

  it("PUT /api/stops/order refuses another route's stop", async () => {
    const [a, b] = await addStops('A', 'B');
    await call('POST', '/api/routes', {});
    await call('POST', '/api/routes/current', { routeId: 2 });
    const [c] = await addStops('C');
    expect(await call('PUT', '/api/stops/order', { ids: [c?.id, a?.id] })).toEqual({
      status: 404,
      body: { message: `Stop ${a?.id} not found` },
    });
    await call('POST', '/api/routes/current', { routeId: 1 });
    expect(names(await stopsNow())).toEqual(['A', 'B']);
    expect(b?.order).toBe(1);
  });
});

describe('route history', () => {
  it('POST, GET and DELETE /api/routes/{id}/history', async () => {
    await call('GET', '/api/routes');
    const posted = await call('POST', '/api/routes/1/history', { distance: 12.34, time: '00:25:10' });
    expect(posted).toEqual({
      status: 201,
      body: { id: 1, routeId: 1, timestamp: expect.any(String), distance: 12.34, time: '00:25:10' },
    });
    await call('POST', '/api/routes/1/history', { distance: 10, time: 1460 });
    const listed = await call('GET', '/api/routes/1/history');
    expect((listed.body as Array<{ time: unknown }>).map((h) => h.time)).toEqual(['00:25:10', 1460]);
    expect(await call('DELETE', '/api/routes/1/history')).toEqual({ status: 200, body: { deleted: 2 } });
    expect((await call('GET', '/api/routes/1/history')).body).toEqual([]);
  });

  it('rejects bad history input and unknown routes', async () => {
    await call('GET', '/api/routes');
    expect(await call('POST', '/api/routes/1/history', { distance: -1, time: 5 })).toEqual({
      status: 400,
      body: { message: 'distance must not be negative' },
    });
    expect(await call('POST', '/api/routes/1/history', { distance: '3', time: 5 })).toEqual({
      status: 400,
      body: { message: 'distance must be a number of miles' },
    });
    expect(await call('POST', '/api/routes/1/history', { distance: 3 })).toEqual({
      status: 400,
      body: { message: 'time must be a formatted time or seconds' },
    });
    expect(await call('GET', '/api/routes/4/history')).toEqual({ status: 404, body: { message: 'Route 4 not found' } });
  });
});

describe('protocol', () => {
  it('answers malformed JSON with 400', async () => {
    expect(await call('POST', '/api/routes', undefined, '{"name": ')).toEqual({
      status: 400,
      body: { message: 'body must be valid JSON' },
    });
  });

  it('answers 404 for an unknown path and 405 for a wrong method', async () => {
    expect(await call('GET', '/api/routes/1/stops')).toEqual({
      status: 404,
      body: { message: 'Not found: GET /api/routes/1/stops' },
    });
    expect(await call('DELETE', '/api/routes')).toEqual({
      status: 405,
      body: { message: 'Method DELETE not allowed on /api/routes' },
    });
    expect(await call('PUT', '/api/stops/3')).toEqual({
      status: 405,
      body: { message: 'Method PUT not allowed on /api/stops/3' },
    });
  });

  it('tolerates a trailing slash', async () => {
    expect((await call('GET', '/api/routes/')).status).toBe(200);
  });
});
