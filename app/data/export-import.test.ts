// An export imported on another device gives the same routes, as new ones; a bad file is refused whole.
import 'fake-indexeddb/auto';
import { beforeEach, expect, it } from 'vitest';
import { ImportError, exportFileName, exportRoutes, importRoutes } from './export-import.ts';
import type { RoutesExport } from './export-import.ts';
import { db } from './db.ts';
import { call, freshDatabase, stopBody } from './test-helpers.ts';

beforeEach(freshDatabase);

async function prepareDemo(): Promise<RoutesExport> {
  await call('PATCH', '/api/routes/1', { name: 'Harbour' });
  for (const name of ['A', 'B', 'C']) await call('POST', '/api/stops', stopBody(name));
  await call('PUT', '/api/stops/order', { ids: [3, 1, 2] });
  await call('POST', '/api/routes/1/history', { distance: 7.5, time: '00:20:00' });
  await call('PATCH', '/api/routes/1/vehicle', { vehicle: 'truck' });
  await call('POST', '/api/routes', { name: 'Empty' });
  return exportRoutes(new Date('2025-03-01T12:00:00.000Z'));
}

it('exports every route with ordered stops and history', async () => {
  const exported = await prepareDemo();
  expect(exported).toMatchObject({ format: 'maps-demo-routes', version: 1, exportedAt: '2025-03-01T12:00:00.000Z' });
  expect(exported.routes.map((r) => [r.name, r.vehicle, r.stops.map((s) => s.name), r.history.length])).toEqual([
    ['Harbour', 'truck', ['C', 'A', 'B'], 1],
    ['Empty', 'car', [], 0],
  ]);
  expect(exported.routes[0]?.stops[0]).toEqual({
    name: 'C',
    displayString: 'C, Gothenburg',
    address: 'C street 1',
    latitude: 57.7089,
    longitude: 11.9746,
    resultId: 'r-C',
    place: '{"geometry":{"coordinates":[11.9746,57.7089]}}',
    type: 'address',
    deliveryStartAt: '2025-03-01T00:00:00.000Z',
    deliveryEndAt: '2025-03-01T23:59:59.999Z',
    serviceMinutes: 0,
  });
});

it('round-trips through a file into another device as new routes', async () => {
  const text = JSON.stringify(await prepareDemo());
  await freshDatabase();
  await call('POST', '/api/stops', stopBody('Mine'));

  expect(await importRoutes(text)).toBe(2);

  const routes = (await call('GET', '/api/routes')).body as Array<{ id: number; name: string }>;
  expect(routes.map((r) => [r.id, r.name])).toEqual([
    [1, 'Route 1'],
    [2, 'Harbour'],
    [3, 'Empty'],
  ]);
  expect((await call('GET', '/api/routes/current')).body).toMatchObject({ id: 1 });
  expect((await exportRoutes()).routes.slice(1)).toEqual((JSON.parse(text) as RoutesExport).routes);
  await call('POST', '/api/routes/current', { routeId: 2 });
  const stops = (await call('GET', '/api/stops')).body as Array<{ name: string; order: number }>;
  expect(stops.map((s) => [s.name, s.order])).toEqual([
    ['C', 0],
    ['A', 1],
    ['B', 2],
  ]);
});

it('refuses bad files with a clear message and writes nothing', async () => {
  const good = await prepareDemo();
  const before = await db.stops.count();
  const broken = structuredClone(good);
  (broken.routes[0]!.stops[1] as { latitude: unknown }).latitude = 'far north';

  await expect(importRoutes(broken)).rejects.toThrow(
    new ImportError('The file has an invalid value at routes.0.stops.1.latitude: Invalid input: expected number, received string'),
  );
  await expect(importRoutes('{"format":')).rejects.toThrow('The file is not valid JSON.');
  await expect(importRoutes({ format: 'something-else', routes: [] })).rejects.toThrow(
    'The file is not a routes export of this app.',
  );
  await expect(importRoutes({ ...good, version: 2 })).rejects.toThrow(ImportError);
  expect(await db.routes.count()).toBe(2);
  expect(await db.stops.count()).toBe(before);
});

it('names export files by local date', () => {
  expect(exportFileName(new Date(2025, 0, 5, 23, 0))).toBe('maps-demo-routes-2025-01-05.json');
});
