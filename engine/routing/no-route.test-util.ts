// A hand-drawn region with stops no route can join (a one-way trap, a one-way spring, an island), routed
// over every drawn road as a pack does where a stop's road cannot join the main network: for the no-route
// errors, in the engine and through the offline provider.
import { buildCh } from '../pack/ch-build.ts';
import type { PackMeta } from '../pack/container.ts';
import { buildSnapIndex } from '../pack/graph-sections.ts';
import { buildRouteGraph, type RouteGraphOptions } from '../pack/route-graph.ts';
import type { RoadWay } from '../pack/ways.ts';
import { Router } from './index.ts';
import { Snapper } from './snap.ts';
import { at, way } from './tiny-region.test-util.ts';

/** A router over every drawn road, none dropped for being cut off. */
export function routerKeepingAll(ways: RoadWay[]): Router {
  const keepAll: Record<string, unknown> = { largestComponentOnly: false };
  const g = buildRouteGraph(ways, keepAll as RouteGraphOptions);
  const meta = { name: 'Testville', bounds: { minLat: -1, maxLat: 1, minLng: -1, maxLng: 1 } } as PackMeta;
  return new Router(meta, g, buildCh(g), new Snapper(g, buildSnapIndex(g)), { maxSnapDistance: 50 as never });
}

const street = { highway: 'residential' };
//  y=1  (0,1) ─── (1,1) ─── (2,1) ─── (3,1)     a two-way grid: the main network
//         │         │         │         │
//  y=0  (0,0) ─── (1,0) ─── (2,0) ─── (3,0)
//                   │ >>>> one-way (1,0) → (1,-1) → (2,-1): in, no way out
//                 (1,-1) ──> (2,-1)
//  (2.5,-1) ──> (3,-1) ──> (3,0): a one-way out of a dead end, no way in
//  (0,-3) ─── (1,-3): a road on its own
export const grid = [
  way(street, [0, 1], [1, 1], [2, 1], [3, 1]),
  way(street, [0, 0], [1, 0], [2, 0], [3, 0]),
  way(street, [0, 1], [0, 0]),
  way(street, [1, 1], [1, 0]),
  way(street, [2, 1], [2, 0]),
  way(street, [3, 1], [3, 0]),
  way({ ...street, oneway: 'yes' }, [1, 0], [1, -1], [2, -1]),
  way({ ...street, oneway: 'yes' }, [2.5, -1], [3, -1], [3, 0]),
  way(street, [0, -3], [1, -3]),
];
export const MAIN = at([0.5, 1]);
export const TRAP = at([1.5, -1]);
export const SPRING = at([2.75, -1]);
export const ISLAND = at([0.5, -3]);
