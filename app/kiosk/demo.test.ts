import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { addStop, createRoute, setCurrentRoute } from '../data/hooks.ts';
import { exportRoutes } from '../data/export-import.ts';
import { listRoutes, readCurrentRoute } from '../data/routes.ts';
import { listStops } from '../data/stops.ts';
import { openDatabase } from '../data/storage.ts';
import { freshDatabase } from '../data/test-helpers.ts';
import { checkDemo, restoreDemo } from './demo.ts';

beforeEach(async () => {
  await freshDatabase();
  await openDatabase();
});

const stop = (name: string) => ({
  name,
  latitude: '57.7',
  longitude: '11.97',
  order: '0',
  displayString: `${name}, Göteborg`,
  resultId: null,
  place: '',
  type: null,
  address: null,
  deliveryStartAt: '2026-03-01T00:00:00.000Z',
  deliveryEndAt: '2026-03-01T23:59:59.999Z',
});

describe('prepared demo', () => {
  it('replaces whatever visitors did with the demo, first route current', async () => {
    const tour = await createRoute('Booth tour');
    await setCurrentRoute(tour.id);
    await addStop(stop('Avenyn'));
    await addStop(stop('Linné'));
    const demo = JSON.stringify(await exportRoutes());

    await setCurrentRoute(1);
    await addStop(stop('Visitor stop'));
    await createRoute('Visitor route');

    await restoreDemo(demo);
    const routes = await listRoutes();
    expect(routes.map((r) => r.name)).toEqual(['Route 1', 'Booth tour']);
    expect((await readCurrentRoute())?.name).toBe('Route 1');
    expect(await listStops(routes[0]!.id)).toEqual([]);
    expect((await listStops(routes[1]!.id)).map((s) => s.name)).toEqual(['Avenyn', 'Linné']);
  });

  it('leaves everything as it was when the demo file is bad', async () => {
    await createRoute('Keep me');
    await expect(restoreDemo('{"format":"maps-demo-routes","version":1,"exportedAt":"x","routes":[]}')).rejects.toThrow();
    expect((await listRoutes()).map((r) => r.name)).toEqual(['Route 1', 'Keep me']);
  });

  it('checks a file before keeping it', async () => {
    expect(checkDemo(JSON.stringify(await exportRoutes()))).toBe(1);
    expect(() => checkDemo('nope')).toThrow('The file is not valid JSON.');
    expect(() => checkDemo('{"routes":[]}')).toThrow('The file is not a routes export of this app.');
  });
});
