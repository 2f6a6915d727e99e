// Turn restrictions built into a node-based graph. At a junction where turns from a road are restricted, the
// arrivals from that road end at a copy of the junction instead (same place), and the copy leaves only by the
// roads the restriction allows. The roads touching the copy get twins: the same geometry, with their end at the
// copy. Every search (the hierarchy, the matrix, the Dijkstra oracle) then obeys the restriction without
// knowing of it, and junctions without restrictions stay as they were.
import type { RestrictionRule } from './profiles.ts';
import type { LngLat, TurnRestriction } from './ways.ts';

/** A way piece between two nodes, as the graph builder makes it. */
export interface RawSegment {
  from: number;
  to: number;
  coords: (readonly [number, number])[];
  speedKmh: number;
  forward: boolean;
  backward: boolean;
  /** Milliseconds of node delays (signals) met going each way. */
  delayFwd: number;
  delayBwd: number;
  name: string;
  flags: number;
  /** The OSM way it is a piece of, as in RoadWay.id. */
  way: string;
  /** Index of the segment that stands for this road (itself, unless this is a twin). */
  primary: number;
}

interface JunctionAccess {
  /** The graph node at a coordinate, if there is one. */
  nodeAt(c: LngLat): number | undefined;
  /** A new node at node v's place, standing for v. */
  copyOf(v: number): number;
}

interface Restriction {
  kind: 'no' | 'only';
  from: string;
  to: string;
}

/** Applies the restrictions the profile obeys to `segments` (in place); returns how many junction copies it made. */
export function restrictTurns(segments: RawSegment[], restrictions: readonly TurnRestriction[], rule: RestrictionRule, junctions: JunctionAccess): number {
  const byNode = new Map<number, Restriction[]>();
  for (const r of restrictions) {
    const kind = rule(r.tags);
    const v = kind ? junctions.nodeAt(r.via) : undefined;
    if (!kind || v === undefined) continue;
    const list = byNode.get(v) ?? [];
    list.push({ kind, from: r.from, to: r.to });
    byNode.set(v, list);
  }
  // The segments touching each restricted junction, kept up to date as twins are added.
  const touching = new Map<number, number[]>();
  const touch = (v: number, s: number) => {
    if (byNode.has(v)) touching.set(v, [...(touching.get(v) ?? []), s]);
  };
  segments.forEach((s, i) => {
    if (s.from === s.to) return;
    touch(s.from, i);
    touch(s.to, i);
  });

  let copies = 0;
  for (const [v, all] of byNode) {
    // OSM asks from and to ways to start or end at the via node; one that runs through it (or rings round to it)
    // leaves the meant approach unclear, and guessing could cut a road off. Such restrictions are not applied.
    const pieces = (way: string) => (touching.get(v) ?? []).filter((i) => segments[i]!.way === way && segments[i]!.primary === i).length;
    const rules = all.filter((r) => pieces(r.from) === 1 && pieces(r.to) === 1);
    for (const fromWay of new Set(rules.map((r) => r.from))) {
      const mine = rules.filter((r) => r.from === fromWay);
      const only = mine.filter((r) => r.kind === 'only').map((r) => r.to);
      const banned = new Set(mine.filter((r) => r.kind === 'no').map((r) => r.to));
      const allowed = (way: string) => (only.length === 0 || only.includes(way)) && !banned.has(way);

      const here = touching.get(v) ?? [];
      const enters = (i: number) => {
        const s = segments[i]!;
        return s.way === fromWay && ((s.to === v && s.forward) || (s.from === v && s.backward));
      };
      const leaves = (i: number) => {
        const s = segments[i]!;
        return allowed(s.way) && ((s.from === v && s.forward) || (s.to === v && s.backward));
      };
      const leavingAll = here.filter((i) => {
        const s = segments[i]!;
        return (s.from === v && s.forward) || (s.to === v && s.backward);
      });
      const arrivals = here.filter(enters);
      if (arrivals.length === 0 || leavingAll.every(leaves)) continue;

      const copy = junctions.copyOf(v);
      copies++;
      for (const i of here.filter((k) => enters(k) || leaves(k))) {
        const s = segments[i]!;
        const atTo = s.to === v;
        const arrive = enters(i);
        const leave = leaves(i);
        // The twin runs the same way as its road; only its end at v moves to the copy.
        const twin: RawSegment = {
          ...s,
          from: atTo ? s.from : copy,
          to: atTo ? copy : s.to,
          forward: atTo ? arrive : leave,
          backward: atTo ? leave : arrive,
        };
        // Arrivals from the restricted road no longer reach v itself.
        if (arrive) {
          if (atTo) s.forward = false;
          else s.backward = false;
        }
        const t = segments.push(twin) - 1;
        touch(atTo ? twin.from : twin.to, t);
      }
    }
  }
  return copies;
}
