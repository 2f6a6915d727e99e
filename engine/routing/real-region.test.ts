// The hierarchy against the Dijkstra oracle on the real Gothenburg network, plus route shape invariants,
// matrix consistency and the out-of-coverage error.
import { beforeAll, describe, expect, it } from 'vitest';
import { readComponents, readRouteGraph, readCh } from '../pack/graph-sections.ts';
import type { RegionPack } from '../pack/container.ts';
import { SEG_NO_START } from '../pack/route-graph.ts';
import { ChQuery } from './ch-query.ts';
import { DijkstraQuery } from './dijkstra.ts';
import { haversineMeters } from './geo.ts';
import { EngineError, Router, type LatLng } from './index.ts';
import { defaultRegionPack } from './real-region.test-util.ts';
import { rng } from './tiny-region.test-util.ts';

let pack: RegionPack;
let ch: Router;
let oracle: Router;

/**
 * Random locations near real roads: a random point of a main-network road moved up to ~100 m. (A few roads are
 * cut off from the rest, such as a motorway's end where the extract is clipped: no route leads there.)
 */
function randomPoints(count: number, seed: number): LatLng[] {
  const g = readRouteGraph(pack);
  const comp = readComponents(pack);
  const points: number[] = [];
  for (let s = 0; s < g.segFrom.length; s++) {
    if (comp[g.segFrom[s]!] === 0 && comp[g.segTo[s]!] === 0) for (let k = g.segGeom[s]!; k < g.segGeom[s + 1]!; k++) points.push(k);
  }
  const r = rng(seed);
  return Array.from({ length: count }, () => {
    const p = points[Math.floor(r() * points.length)]!;
    return { lat: g.ptLat[p]! + (r() - 0.5) * 0.0018, lng: g.ptLng[p]! + (r() - 0.5) * 0.0034 };
  });
}

/** Random nodes of the main network (the largest strong component): the few roads cut off from it have no route to the rest. */
function mainNodes(profile: 'car' | 'foot' | 'bike' = 'car'): number[] {
  const comp = readComponents(pack, profile);
  return Array.from(comp.keys()).filter((v) => comp[v] === 0);
}

const lineMeters = (shape: readonly (readonly [number, number])[]): number =>
  shape.reduce((sum, p, i) => (i === 0 ? 0 : sum + haversineMeters(shape[i - 1]![0], shape[i - 1]![1], p[0], p[1])), 0);

beforeAll(async () => {
  pack = await defaultRegionPack();
  ch = Router.fromPack(pack);
  oracle = Router.fromPack(pack, { search: 'dijkstra' });
}, 300_000);

describe('contraction hierarchy vs Dijkstra on Gothenburg', () => {
  it('agrees on 1,000 random node pairs', () => {
    const g = readRouteGraph(pack);
    const q = new ChQuery(readCh(pack));
    const d = new DijkstraQuery(g);
    const r = rng(7);
    const main = mainNodes();
    let mismatches = 0;
    for (let i = 0; i < 1000; i++) {
      const s = main[Math.floor(r() * main.length)]!;
      const t = main[Math.floor(r() * main.length)]!;
      const expected = d.run(s, t);
      const got = q.run(s, t);
      if (got !== expected) mismatches++;
      expect(Number.isFinite(got)).toBe(true);
    }
    expect(mismatches).toBe(0);
  }, 180_000);

  it('drives between the exact coordinates of 1,000 random node pairs as fast as from node to node', () => {
    // An intersection geocode returns a node's coordinates; every road through the node is then tied for nearest.
    const g = readRouteGraph(pack);
    const d = new DijkstraQuery(g);
    const r = rng(23);
    // Nodes a route may start at: a private driveway or a ferry is no place to start (SEG_NO_START).
    const startable = new Uint8Array(g.nodeLat.length);
    for (let k = 0; k < g.segFrom.length; k++) if (!(g.segFlags[k]! & SEG_NO_START)) startable[g.segFrom[k]!] = startable[g.segTo[k]!] = 1;
    const main = mainNodes().filter((v) => startable[v]);
    const slower: string[] = [];
    for (let i = 0; i < 1000; i++) {
      const s = main[Math.floor(r() * main.length)]!;
      const t = main[Math.floor(r() * main.length)]!;
      const nodeToNode = Math.round(d.run(s, t) / 1000);
      const got = ch.directions([
        { lat: g.nodeLat[s]!, lng: g.nodeLng[s]! },
        { lat: g.nodeLat[t]!, lng: g.nodeLng[t]! },
      ]).time;
      if (got > nodeToNode + 1) slower.push(`${s}->${t}: ${got} s, node to node ${nodeToNode} s`);
    }
    expect(slower).toEqual([]);
  }, 180_000);

  it('agrees on 1,000 random snapped location pairs, time and distance', () => {
    const points = randomPoints(2000, 11);
    for (let i = 0; i < 1000; i++) {
      const pair = [points[2 * i]!, points[2 * i + 1]!];
      const a = ch.directions(pair);
      const b = oracle.directions(pair);
      expect(a.time).toBe(b.time);
      expect(a.distance).toBeCloseTo(b.distance, 6);
    }
  }, 180_000);
});

describe.each(['foot', 'bike'] as const)('the %s hierarchy vs Dijkstra on Gothenburg', (profile) => {
  it('agrees on 500 random node pairs', () => {
    const g = readRouteGraph(pack, profile);
    const q = new ChQuery(readCh(pack, profile));
    const d = new DijkstraQuery(g);
    const r = rng(profile === 'foot' ? 17 : 19);
    const n = g.nodeLat.length;
    for (let i = 0; i < 500; i++) {
      const s = Math.floor(r() * n);
      const t = Math.floor(r() * n);
      expect(q.run(s, t)).toBe(d.run(s, t));
    }
  }, 180_000);

  it('routes between random locations with the same time as its oracle', () => {
    const router = Router.fromPack(pack, { profile });
    const oracleRouter = Router.fromPack(pack, { profile, search: 'dijkstra' });
    const points = randomPoints(200, profile === 'foot' ? 23 : 29);
    for (let i = 0; i < 100; i++) {
      const pair = [points[2 * i]!, points[2 * i + 1]!];
      expect(router.directions(pair).time).toBe(oracleRouter.directions(pair).time);
    }
  }, 180_000);
});

describe('route shape', () => {
  it('starts and ends at the snapped points, and its length is the reported distance', () => {
    const points = randomPoints(200, 23);
    for (let i = 0; i < 100; i++) {
      const r = ch.directions([points[2 * i]!, points[2 * i + 1]!]);
      const [start, end] = r.locations;
      expect(r.shape[0]).toEqual([start!.lat, start!.lng]);
      expect(r.shape[r.shape.length - 1]).toEqual([end!.lat, end!.lng]);
      // A gap or a detour in the drawn line would make it longer than the driven distance.
      expect(lineMeters(r.shape)).toBeCloseTo(r.distance * 1609.344, 0);
    }
  });

  it('joins multi-stop legs into one continuous line', () => {
    const stops = randomPoints(5, 31);
    const r = ch.directions(stops, { returnToStart: true });
    expect(r.legs).toHaveLength(5);
    expect(r.distance).toBeCloseTo(r.legs.reduce((s, l) => s + l.distance, 0), 9);
    expect(lineMeters(r.shape)).toBeCloseTo(r.distance * 1609.344, 0);
    expect(r.shape[0]).toEqual(r.shape[r.shape.length - 1]);
  });
});

describe('matrix', () => {
  it('equals pairwise directions for every ordered pair', () => {
    const points = randomPoints(12, 41);
    const m = ch.matrix(points);
    points.forEach((a, i) =>
      points.forEach((b, j) => {
        const r = ch.directions([a, b]);
        expect(m.time[i]![j]).toBe(r.time);
        expect(m.distance[i]![j]).toBeCloseTo(r.distance, 6);
      }),
    );
    expect(m.time.every((row, i) => row[i] === 0)).toBe(true);
  });
});

describe('coverage', () => {
  it('refuses a location far from every road, naming it and the region', () => {
    const inside = { lat: 57.7089, lng: 11.9746 };
    let error: unknown;
    try {
      ch.directions([inside, inside, { lat: 57.1, lng: 11.2 }]);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).code).toBe('OUT_OF_COVERAGE');
    expect((error as EngineError).locationIndex).toBe(2);
    expect((error as EngineError).message).toBe(
      'Location 3 (57.1, 11.2) is outside the offline region Gothenburg, Sweden (57.65..57.76 N, 11.86..12.09 E)',
    );
  });

  it('refuses a location inside the region with no road near it, without calling it outside', () => {
    expect(() => ch.directions([{ lat: 57.7089, lng: 11.9746 }, { lat: 57.66, lng: 12.08 }])).toThrow(
      new EngineError('OUT_OF_COVERAGE', 'Location 2 (57.66, 12.08) has no road within 1 km in the offline region Gothenburg, Sweden', 1),
    );
  });

  it('snaps a location next to a road onto it', () => {
    const s = ch.snap({ lat: 57.7089, lng: 11.9746 });
    expect(s.distance).toBeLessThan(100);
    expect(haversineMeters(s.lat, s.lng, 57.7089, 11.9746)).toBeCloseTo(s.distance, 6);
  });
});
