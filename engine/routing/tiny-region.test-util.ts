// Builds hand-drawn test regions on a grid near the equator, where one grid unit (0.001°) is about 111.2 m
// in both directions, so expected distances can be worked out by counting units.
import { buildPack } from '../pack/build-pack.ts';
import { readPack } from '../pack/container.ts';
import type { Profile } from '../pack/profiles.ts';
import type { RoadWay, TurnRestriction } from '../pack/ways.ts';
import { Router } from './index.ts';
import { seededRandom } from '../optimize/rng.ts';

export const UNIT_DEG = 0.001;
/** Metres per grid unit (great circle, mean earth radius). */
export const UNIT_M = 111.1951;

export type GridPoint = readonly [x: number, y: number];

let nextId = 1;
export function way(tags: Record<string, string>, ...points: GridPoint[]): RoadWay {
  return { id: `way/${nextId++}`, coords: points.map(([x, y]) => [x * UNIT_DEG, y * UNIT_DEG] as const), tags, area: false };
}

/** A turn restriction from one drawn way onto another where they meet (e.g. 'no_left_turn', 'only_straight_on'). */
export function restriction(kind: string, from: RoadWay, via: GridPoint, to: RoadWay, extra: Record<string, string> = {}): TurnRestriction {
  return { id: `relation/${nextId++}`, from: from.id, to: to.id, via: [via[0] * UNIT_DEG, via[1] * UNIT_DEG], tags: { type: 'restriction', restriction: kind, ...extra } };
}

export const at = ([x, y]: GridPoint): { lat: number; lng: number } => ({ lat: y * UNIT_DEG, lng: x * UNIT_DEG });

/** The same region behind the hierarchy and behind the Dijkstra oracle, for one profile (default car). */
export function tinyRouters(ways: RoadWay[], profile: Profile = 'car', restrictions: readonly TurnRestriction[] = []): { ch: Router; dijkstra: Router } {
  const bytes = buildPack(ways, { region: 'Testville', source: 'hand drawn', timestamp: null }, [], { builtAt: '2026-01-01T00:00:00Z', restrictions });
  const pack = readPack(bytes.buffer as ArrayBuffer);
  return { ch: Router.fromPack(pack, { profile }), dijkstra: Router.fromPack(pack, { search: 'dijkstra', profile }) };
}

/** Rounds a shape to grid units so expectations read like the drawing. */
export const inUnits = (shape: readonly (readonly [number, number])[]): number[][] =>
  shape.map(([lat, lng]) => [Math.round((lng / UNIT_DEG) * 1000) / 1000, Math.round((lat / UNIT_DEG) * 1000) / 1000]);

/** Deterministic PRNG (the optimizer's mulberry32) so random-pair tests fail the same way every time. */
export const rng = seededRandom;
