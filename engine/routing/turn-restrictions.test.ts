// Turn restrictions on hand-drawn junctions: the forbidden turn is never taken, by the hierarchy or the Dijkstra
// oracle, for every place a route can start or end on the roads around it; other turns are as before.
import { describe, expect, it } from 'vitest';
import { buildPack } from '../pack/build-pack.ts';
import { readPack } from '../pack/container.ts';
import { readRouteGraph } from '../pack/graph-sections.ts';
import type { Router } from './index.ts';
import { sourceSeeds, targetSeeds } from './legs.ts';
import { Twins } from './twins.ts';
import type { Meters } from './units.ts';
import { at, inUnits, restriction, rng, tinyRouters, UNIT_M, way, type GridPoint } from './tiny-region.test-util.ts';

const residential = { highway: 'residential' }; // 30 km/h

//            (0,3)
//              │ north (C)
//  (0,1)  ─────┼── loop ── (1,1)         a small block north-east of the junction J = (0,0)
//              │             │
//  (-3,0) ──── J ────────── (1,0) ──── (3,0)
//   west (A)   │   east (B)
//              │ south (D)
//            (0,-3)
const west = way(residential, [-3, 0], [0, 0]);
const east = way(residential, [0, 0], [1, 0], [3, 0]);
const north = way(residential, [0, 0], [0, 1], [0, 3]);
const south = way(residential, [0, 0], [0, -3]);
const loop = way(residential, [1, 0], [1, 1], [0, 1]);
const roads = [west, east, north, south, loop];

const units = (miles: number): number => Math.round(((miles * 1609.344) / UNIT_M) * 100) / 100;

/** True when the route goes through `via` from `before` straight to `after` (grid points, in order). */
function turns(shape: number[][], before: GridPoint, via: GridPoint, after: GridPoint): boolean {
  const key = (p: readonly number[]) => `${p[0]},${p[1]}`;
  const keys = shape.map(key);
  for (let i = 1; i + 1 < keys.length; i++) {
    if (keys[i] !== key(via)) continue;
    const [bx, by] = [shape[i - 1]![0]! - via[0], shape[i - 1]![1]! - via[1]];
    const [ax, ay] = [shape[i + 1]![0]! - via[0], shape[i + 1]![1]! - via[1]];
    const dir = (x: number, y: number) => [Math.sign(x), Math.sign(y)].join(',');
    if (dir(bx, by) === dir(before[0] - via[0], before[1] - via[1]) && dir(ax, ay) === dir(after[0] - via[0], after[1] - via[1])) return true;
  }
  return false;
}

function drive(router: Router, from: GridPoint, to: GridPoint): { units: number; shape: number[][] } {
  const d = router.directions([at(from), at(to)]);
  return { units: units(d.distance), shape: inUnits(d.shape) };
}

describe('a no_left_turn from the west road onto the north road', () => {
  const { ch, dijkstra } = tinyRouters(roads, 'car', [restriction('no_left_turn', west, [0, 0], north)]);
  const free = tinyRouters(roads).ch;

  it('goes round instead of turning left, where the unrestricted map turns', () => {
    expect(drive(free, [-2, 0], [0, 2]).units).toBe(4);
    expect(turns(drive(free, [-2, 0], [0, 2]).shape, [-1, 0], [0, 0], [0, 1])).toBe(true);
    for (const router of [ch, dijkstra]) {
      const route = drive(router, [-2, 0], [0, 2]);
      expect(route.units).toBe(6);
      expect(turns(route.shape, [-1, 0], [0, 0], [0, 1])).toBe(false);
    }
  });

  it('keeps every other turn at the junction, and the right turn the other way', () => {
    for (const router of [ch, dijkstra]) {
      expect(drive(router, [-2, 0], [2, 0]).units).toBe(4); // straight on
      expect(drive(router, [-2, 0], [0, -2]).units).toBe(4); // right
      expect(drive(router, [0, 2], [-2, 0]).units).toBe(4); // from the north, right onto the west road
      expect(drive(router, [2, 0], [-2, 0]).units).toBe(4);
    }
  });

  it('drives both ways along the restricted road itself, and starts or ends at the junction freely', () => {
    for (const router of [ch, dijkstra]) {
      expect(drive(router, [-2, 0], [-1, 0]).units).toBe(1);
      expect(drive(router, [-1, 0], [-2, 0]).units).toBe(1);
      // Starting on the junction is not arriving from the west: the left is not a turn from it.
      expect(drive(router, [0, 0], [0, 2]).units).toBe(2);
      // Arriving at the junction from the west ends there, whichever copy of it the road enters.
      expect(drive(router, [-2, 0], [0, 0]).units).toBe(2);
    }
  });

  it('is the same for the hierarchy and the oracle between any two places, in the matrix too', () => {
    const random = rng(7);
    const points: GridPoint[] = Array.from({ length: 12 }, () => [Math.round((random() * 6 - 3) * 4) / 4, 0] as GridPoint);
    points.push([0, 0.5], [0, 2.5], [0.5, 1], [1, 0.5], [0, -1.5], [0, 0]);
    const a = ch.matrix(points.map(at));
    const b = dijkstra.matrix(points.map(at));
    expect(a.time).toEqual(b.time);
    for (const [i, p] of points.entries()) {
      for (const [j, q] of points.entries()) {
        const route = drive(ch, p, q);
        expect(route.units).toBeCloseTo(units(a.distance[i]![j]!), 1);
        expect(turns(route.shape, [-1, 0], [0, 0], [0, 1])).toBe(false);
      }
    }
  });
});

describe('an only_straight_on from the west road', () => {
  const { ch, dijkstra } = tinyRouters(roads, 'car', [restriction('only_straight_on', west, [0, 0], east)]);

  it('may not turn right or left from it, so both go round by the block', () => {
    for (const router of [ch, dijkstra]) {
      const right = drive(router, [-2, 0], [0, -2]);
      expect(right.units).toBeGreaterThan(4);
      expect(turns(right.shape, [-1, 0], [0, 0], [0, -1])).toBe(false);
      const left = drive(router, [-2, 0], [0, 2]);
      expect(turns(left.shape, [-1, 0], [0, 0], [0, 1])).toBe(false);
      expect(drive(router, [-2, 0], [2, 0]).units).toBe(4);
    }
  });
});

describe('who obeys a restriction', () => {
  const left = (kind: string, extra: Record<string, string> = {}) => [restriction(kind, west, [0, 0], north, extra)];

  it('walkers turn anywhere; cyclists obey unless except=bicycle; cars obey unless except names them', () => {
    expect(drive(tinyRouters(roads, 'foot', left('no_left_turn')).ch, [-2, 0], [0, 2]).units).toBe(4);
    expect(drive(tinyRouters(roads, 'bike', left('no_left_turn')).ch, [-2, 0], [0, 2]).units).toBe(6);
    expect(drive(tinyRouters(roads, 'bike', left('no_left_turn', { except: 'bicycle' })).ch, [-2, 0], [0, 2]).units).toBe(4);
    expect(drive(tinyRouters(roads, 'car', left('no_left_turn', { except: 'psv;bicycle' })).ch, [-2, 0], [0, 2]).units).toBe(6);
    expect(drive(tinyRouters(roads, 'car', left('no_left_turn', { except: 'motorcar' })).ch, [-2, 0], [0, 2]).units).toBe(4);
  });

  it('reads a restriction meant for one kind of vehicle only for it', () => {
    const hgvOnly = [{ ...restriction('x', west, [0, 0], north), tags: { type: 'restriction', 'restriction:hgv': 'no_left_turn' } }];
    expect(drive(tinyRouters(roads, 'car', hgvOnly).ch, [-2, 0], [0, 2]).units).toBe(4);
  });
});

describe('restrictions at both ends of one road', () => {
  // J = (0,0) and K = (1,0) both restricted: no left from the west road at J, none from J-K onto the loop at K (the
  // east road drawn as two ways, J-K and K-(3,0), as a restriction's from way must end at its junction). Turning
  // round at K (a junction, not a dead end) is no way round either: the route turns round at a dead end.
  const jk = way(residential, [0, 0], [1, 0]);
  const beyond = way(residential, [1, 0], [3, 0]);
  const { ch, dijkstra } = tinyRouters([west, jk, beyond, north, south, loop], 'car', [
    restriction('no_left_turn', west, [0, 0], north),
    restriction('no_left_turn', jk, [1, 0], loop),
  ]);

  it('obeys both, and the two searches agree', () => {
    for (const router of [ch, dijkstra]) {
      const route = drive(router, [-2, 0], [0, 2]);
      expect(turns(route.shape, [-1, 0], [0, 0], [0, 1])).toBe(false);
      expect(turns(route.shape, [0, 0], [1, 0], [1, 1])).toBe(false);
      expect(turns(route.shape, [0, 0], [1, 0], [0, 0])).toBe(false);
    }
    expect(drive(ch, [-2, 0], [0, 2]).units).toBe(drive(dijkstra, [-2, 0], [0, 2]).units);
  });
});

describe('seeds at a restricted junction', () => {
  it('a stop exactly on the junction is reached by every copy of it, so an arrival from the restricted road ends there too', () => {
    const bytes = buildPack(roads, { region: 'Testville', source: 'hand drawn', timestamp: null }, [], { restrictions: [restriction('no_left_turn', west, [0, 0], north)] });
    const g = readRouteGraph(readPack(bytes.buffer as ArrayBuffer));
    const twins = new Twins(g);
    const atJ = Array.from(g.nodeLat.keys()).filter((v) => g.nodeLat[v] === 0 && g.nodeLng[v] === 0);
    // The restriction's copy, and those that keep a route from turning round next to it (u-turns.ts).
    expect(atJ.length).toBeGreaterThanOrEqual(2);
    const j = atJ.find((v) => g.nodeOriginal[v] === v)!;
    expect(atJ.every((v) => g.nodeOriginal[v] === j)).toBe(true);
    // The north road starts at J; a point at its start is at the junction.
    const northRoad = Array.from(g.segFrom.keys()).find((s) => g.segPrimary[s] === s && g.segFrom[s] === j && g.nodeLat[g.segTo[s]!]! > 0)!;
    const p = { lat: 0, lng: 0, segment: northRoad, point: g.segGeom[northRoad]!, offset: 0 as Meters, distance: 0 as Meters };
    expect(targetSeeds(g, twins, p).map((s) => s.node).sort()).toEqual([...atJ].sort());
    expect(sourceSeeds(g, twins, p).map((s) => s.node)).toEqual([j]);
  });
});

describe('a restriction OSM would flag', () => {
  it('whose from way runs through the junction is not applied, so no road is cut off', () => {
    const through = way(residential, [-3, 0], [0, 0], [3, 0]);
    const { ch } = tinyRouters([through, north, south], 'car', [restriction('no_left_turn', through, [0, 0], north)]);
    expect(drive(ch, [-2, 0], [0, 2]).units).toBe(4);
    expect(drive(ch, [2, 0], [0, 2]).units).toBe(4);
  });
});
