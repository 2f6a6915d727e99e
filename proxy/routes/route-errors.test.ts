// Routing errors through the API: where no route exists the 422 names the stops and the reason (a stop with no
// way out or in, a stop in another region), and 'outside the offline regions' is kept for a point no region
// holds. The first region routes on a hand-drawn graph with a one-way trap and an island (the real router);
// the second is the fake engine's.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ISLAND, MAIN, TRAP, grid, routerKeepingAll } from '../../engine/routing/no-route.test-util.ts';
import { testConfig } from '../config.ts';
import type { OfflineEngine } from '../../service/providers/offline/engine.ts';
import { createFakeEngine } from '../../service/providers/offline/fake-engine.ts';
import { multiRegionEngine } from '../../service/providers/offline/multi-region.ts';
import { buildServer } from '../server.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const router = routerKeepingAll(grid);
const fake = createFakeEngine();
const drawn: OfflineEngine = createFakeEngine({
  region: { ...fake.region, name: 'Testville', bounds: { ul: { lat: 0.01, lng: -0.01 }, lr: { lat: -0.01, lng: 0.01 } }, center: { lat: 0, lng: 0 } },
  directions: (points, { returnToStart }) => router.directions(points, { returnToStart }),
  matrix: (points) => router.matrix(points),
});
const ELSEWHERE = { lat: 57.7, lng: 11.97 };
const NOWHERE = { lat: 37.77, lng: -122.42 };

async function post(url: string, payload: object) {
  app ??= await buildServer(testConfig(), { loadEngine: async () => multiRegionEngine([drawn, fake]) });
  const res = await app.inject({ method: 'POST', url, payload });
  return { status: res.statusCode, message: (res.json() as { message?: string }).message };
}

describe('no route between stops, through the API', () => {
  it('routes where a route exists', async () => {
    expect((await post('/api/route-directions', { locations: [MAIN, TRAP] })).status).toBe(200);
  });

  it('names the stop that cannot be left, and why', async () => {
    expect(await post('/api/route-directions', { locations: [MAIN, TRAP, MAIN] })).toEqual({
      status: 422,
      message: 'No drivable route from stop 2 to stop 3: stop 2 is on a road with no way out to the rest of the road network (one-way streets or access rules lead only in)',
    });
  });

  it('names a stop on roads cut off from the rest in the matrix', async () => {
    expect(await post('/api/route-matrix', { locations: [MAIN, ISLAND] })).toEqual({
      status: 422,
      message: 'No drivable route from stop 1 to stop 2: stop 2 is on roads cut off from the rest of the road network',
    });
  });

  it('names them when the optimizer asks for the matrix', async () => {
    expect(await post('/api/optimize-route', [MAIN, TRAP].map((p) => ({ latitude: p.lat, longitude: p.lng })))).toEqual({
      status: 422,
      message: 'No drivable route from stop 2 to stop 1: stop 2 is on a road with no way out to the rest of the road network (one-way streets or access rules lead only in)',
    });
  });

  it('names the two stops in different regions, not every region', async () => {
    expect(await post('/api/route-directions', { locations: [MAIN, TRAP, ELSEWHERE] })).toEqual({
      status: 422,
      message: 'No route from stop 2 to stop 3: stop 2 is in Testville and stop 3 in Fakeville, and a route must stay within one offline region',
    });
  });

  it("keeps 'outside the offline regions' for a point no region holds", async () => {
    expect(await post('/api/route-directions', { locations: [MAIN, NOWHERE] })).toEqual({
      status: 422,
      message: 'Location 2 (37.77, -122.42) is outside the offline regions (Testville and Fakeville)',
    });
  });
});
