// A kiosk's prepared demo: an export restored in place of everything on the device, or nothing when it is bad.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkExport, exportRoutes, replaceAllRoutes } from './export-import.ts';
import { addStop, createRoute, setCurrentRoute } from './hooks.ts';
import { listRoutes, readCurrentRoute } from './routes.ts';
import { listStops } from './stops.ts';
import { openDatabase } from './storage.ts';
import { freshDatabase } from './test-helpers.ts';

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

describe('replaceAllRoutes and checkExport', () => {
  it('replaces whatever visitors did with the demo, first route current', async () => {
    const tour = await createRoute('Booth tour');
    await setCurrentRoute(tour.id);
    await addStop(stop('Avenyn'));
    await addStop(stop('Linné'));
    const demo = JSON.stringify(await exportRoutes());

    await setCurrentRoute(1);
    await addStop(stop('Visitor stop'));
    await createRoute('Visitor route');

    await replaceAllRoutes(demo);
    const routes = await listRoutes();
    expect(routes.map((r) => r.name)).toEqual(['Route 1', 'Booth tour']);
    expect((await readCurrentRoute())?.name).toBe('Route 1');
    expect(await listStops(routes[0]!.id)).toEqual([]);
    expect((await listStops(routes[1]!.id)).map((s) => s.name)).toEqual(['Avenyn', 'Linné']);
  });

  it('leaves everything as it was when the demo file is bad', async () => {
    await createRoute('Keep me');
    await expect(replaceAllRoutes('{"format":"maps-demo-routes","version":1,"exportedAt":"x","routes":[]}')).rejects.toThrow();
    expect((await listRoutes()).map((r) => r.name)).toEqual(['Route 1', 'Keep me']);
  });

  it('checks a file before keeping it', async () => {
    expect(checkExport(JSON.stringify(await exportRoutes()))).toBe(1);
    expect(() => checkExport('nope')).toThrow('The file is not valid JSON.');
    expect(() => checkExport('{"routes":[]}')).toThrow('The file is not a routes export of this app.');
  });
});
