// OSRM-style scenarios for the turn-by-turn directions: a map drawn in characters (each letter a node, one
// character `cell` metres across), ways listed by the letters they pass through with their tags, and the
// instructions a route between two letters must read.
import type { Maneuver } from './maneuvers.ts';
import { at, tinyRouters, UNIT_M, way, type GridPoint } from './tiny-region.test-util.ts';
import type { RoadWay } from '../pack/ways.ts';

export interface Scenario {
  /** The drawing: letters are nodes, anything else is decoration. */
  map: string;
  /** Each way: the letters it passes through, in order, and its tags. */
  ways: readonly [nodes: string, tags: Record<string, string>][];
  /** Metres per character (default 10). */
  cell?: number;
}

/** The grid position of every letter in the drawing. */
export function nodesOf(map: string, cell = 10): Map<string, GridPoint> {
  const rows = map.split('\n');
  const nodes = new Map<string, GridPoint>();
  rows.forEach((row, r) => {
    [...row].forEach((ch, c) => {
      if (/[a-z0-9]/.test(ch)) nodes.set(ch, [(c * cell) / UNIT_M, (-r * cell) / UNIT_M]);
    });
  });
  return nodes;
}

/** Routes between the letters of a scenario, giving each leg's manoeuvres. */
export function scenario({ map, ways, cell }: Scenario): (from: string, to: string) => Maneuver[] {
  const nodes = nodesOf(map, cell);
  const point = (letter: string): GridPoint => {
    const p = nodes.get(letter);
    if (!p) throw new Error(`No node '${letter}' in the drawing`);
    return p;
  };
  const roads: RoadWay[] = ways.map(([letters, tags]) => way(tags, ...[...letters].map(point)));
  const { ch } = tinyRouters(roads);
  return (from, to) => ch.directions([at(point(from)), at(point(to))]).legs[0]!.maneuvers;
}

/** What a driver reads, one line per manoeuvre. */
export const said = (m: readonly Maneuver[]): string[] => m.map((x) => x.narrative);
