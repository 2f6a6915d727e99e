// A van's and a truck's matrix comes from a hierarchy built on their masked graph the first time one is asked
// (index.ts): it must give the Dijkstra oracle's times cell by cell, on the real regions and on a drawn map with
// every kind of road the mask touches.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RegionPack } from '../pack/container.ts';
import { readRouteGraph } from '../pack/graph-sections.ts';
import { loadPackFile } from '../pack/pack-file.ts';
import { BUNDLED_REGIONS, DEFAULT_PACK_DIR, ensureRegionPacks } from '../regions.ts';
import { ScenarioRoutes } from './car-scenario.test-util.ts';
import { Router, type LatLng, type Matrix } from './index.ts';
import { rng } from './tiny-region.test-util.ts';

/** The matrix, or the error that refused it: the hierarchy must refuse where the oracle does, with its words. */
function outcome(router: Router, points: readonly LatLng[]): Matrix | string {
  try {
    return router.matrix(points);
  } catch (err) {
    return (err as Error).message;
  }
}

/** Times equal to the second; distances equal to a few millimetres (floating-point sums run in another order). */
function expectSameMatrix(got: Matrix | string, want: Matrix | string): void {
  if (typeof want === 'string' || typeof got === 'string') return expect(got).toBe(want);
  expect(got.time).toEqual(want.time);
  got.distance.forEach((row, i) => row.forEach((miles, j) => expect(miles, `distance ${i} → ${j}`).toBeCloseTo(want.distance[i]![j]!, 6)));
}

describe.each(BUNDLED_REGIONS.map((r) => r.file))('van and truck matrices on %s', (file) => {
  let pack: RegionPack;

  beforeAll(async () => {
    await ensureRegionPacks({ log: () => {} });
    pack = await loadPackFile(join(DEFAULT_PACK_DIR, file));
  }, 600_000);

  /** Random places near the region's roads (up to ~100 m off), drawn the same way every time. */
  function randomPoints(count: number, seed: number): LatLng[] {
    const g = readRouteGraph(pack);
    const r = rng(seed);
    return Array.from({ length: count }, () => {
      const k = Math.floor(r() * g.ptLat.length);
      return { lat: g.ptLat[k]! + (r() - 0.5) * 0.0018, lng: g.ptLng[k]! + (r() - 0.5) * 0.0034 };
    });
  }

  it.each(['van', 'truck'] as const)('gives the %s the Dijkstra oracle’s times, cell by cell', (vehicle) => {
    const router = Router.fromPack(pack, { vehicle });
    const oracle = Router.fromPack(pack, { vehicle, search: 'dijkstra' });
    for (const seed of [1, 2, 3]) {
      const points = randomPoints(40, seed);
      expectSameMatrix(outcome(router, points), outcome(oracle, points));
    }
  }, 300_000);

  it.each(['van', 'truck'] as const)('routes the %s on its hierarchy once built ahead, with the oracle’s times, step by step', (vehicle) => {
    const router = Router.fromPack(pack, { vehicle });
    const oracle = Router.fromPack(pack, { vehicle, search: 'dijkstra' });
    let steps = 0;
    for (const _ of router.prepareMatrix()) steps++;
    // Built in many short steps (a host's idle time), not one.
    expect(steps).toBeGreaterThan(10);
    for (const seed of [4, 5]) {
      const points = randomPoints(12, seed);
      const [got, want] = [router, oracle].map((r) => r.directions(points));
      expect(got!.time).toBe(want!.time);
      expect(got!.distance).toBeCloseTo(want!.distance, 6);
      expect(got!.legs.map((l) => l.time)).toEqual(want!.legs.map((l) => l.time));
    }
  }, 300_000);
});

describe('van and truck matrices on a drawn map', () => {
  //  a  b  m  c  d
  //
  //  x  p  q  r   y
  //
  //     s     t
  // b-m-c is 3.5 m high (closed to the truck), p-q is hgv=destination, p-s is for trucks only, and a truck coming
  // from x may not turn at p onto p-s. y sits a little east of d, so the two ways from a to y are not tied.
  const scenario = {
    map: ['a  b  m  c  d', '', 'x  p  q  r   y', '', '   s     t'].join('\n'),
    ways: [
      ['ab'],
      ['bmc', { maxheight: '3.5' }],
      ['cd'],
      ['ax'],
      ['xp'],
      ['pq', { hgv: 'destination' }],
      ['qr'],
      ['ry'],
      ['yd'],
      ['ps', { motor_vehicle: 'no', hgv: 'yes' }],
      ['st'],
      ['tr'],
    ],
    relations: [{ from: 'xp', via: 'p', to: 'ps', tags: { 'restriction:hgv': 'no_right_turn' } }],
  } as const;
  const stops = ['a', 'b', 'c', 'd', 'x', 'p', 'q', 'r', 'y', 's', 't'];

  it.each(['van', 'truck'] as const)('gives the %s the oracle’s times and its routes’ times', (vehicle) => {
    const s = new ScenarioRoutes(scenario, vehicle);
    const at = (name: string): LatLng => ({ lng: s.point(name)[0], lat: s.point(name)[1] });
    // Halfway along the destination-only road and the truck-only road: stops on a segment, not at a junction.
    const half = (u: string, v: string): LatLng => ({ lng: (at(u).lng + at(v).lng) / 2, lat: (at(u).lat + at(v).lat) / 2 });
    const points = [...stops.map(at), half('p', 'q'), half('p', 's')];
    const got = s.ch.matrix(points);
    expectSameMatrix(got, s.dijkstra.matrix(points));
    stops.forEach((from, i) =>
      stops.forEach((to, j) => {
        if (i !== j) expect(got.time[i]![j], `${from} → ${to}`).toBe(s.route(from, to)!.seconds);
      }),
    );
  });
});
