// U-turns only where OSRM's car makes them: at a dead end, where no other way out is open, or where at most one
// two-way road meets. A node-based graph turns round only where a junction has copies (a turn restriction's: the
// copy and the junction are two nodes, so a route could drive from one to a neighbour and back to the other, round
// the ban); OSRM's edge-based graph never turns round at an ordinary junction. So at each node where a road's
// pieces (a segment and its twins) meet from different nodes, arrivals along that road go to a copy of the node
// whose ways out are the node's others. The copies' ways out are twins in their turn, so the rule is applied again
// at their far ends, for a few rounds (docs/car-profile.md, 'U-turns', has the figures).
import type { JunctionAccess, RawSegment } from './turn-restrictions.ts';

/** Rounds of copying: each moves the turning point one junction further out (2 suffices for OSRM's tests). */
export const U_TURN_ROUNDS = 3;

const arrivesAt = (s: RawSegment, v: number): boolean => (s.to === v && s.forward) || (s.from === v && s.backward);
const leavesFrom = (s: RawSegment, v: number): boolean => (s.from === v && s.forward) || (s.to === v && s.backward);
const otherEnd = (s: RawSegment, v: number): number => (s.from === v ? s.to : s.from);

/** Applies the rule to `segments` (in place) for `rounds` rounds; returns how many node copies it made. */
export function banUTurns(segments: RawSegment[], junctions: JunctionAccess, rounds = U_TURN_ROUNDS): number {
  let copies = 0;
  for (let round = 0; round < rounds; round++) {
    const touching = new Map<number, number[]>();
    // Per real junction, the roads (primary segments) that can be driven both in and out: OSRM turns round
    // where at most one such road meets ('around the block' between one-way streets).
    const ways = new Map<number, Map<number, number>>();
    segments.forEach((s, i) => {
      if (s.from === s.to) return;
      for (const v of [s.from, s.to]) {
        touching.set(v, [...(touching.get(v) ?? []), i]);
        const roads = ways.get(junctions.original(v)) ?? new Map<number, number>();
        roads.set(s.primary, (roads.get(s.primary) ?? 0) | (arrivesAt(s, v) ? 1 : 0) | (leavesFrom(s, v) ? 2 : 0));
        ways.set(junctions.original(v), roads);
      }
    });
    const twoWay = (v: number) => [...ways.get(junctions.original(v))!.values()].filter((d) => d === 3).length;
    const bans: { node: number; road: number }[] = [];
    for (const [v, here] of touching) {
      const roads = new Set(here.map((i) => segments[i]!.primary));
      for (const road of roads) {
        const pieces = here.filter((i) => segments[i]!.primary === road);
        if (pieces.length < 2) continue;
        const turnsRound = pieces.some((a) => arrivesAt(segments[a]!, v) && pieces.some((l) => l !== a && leavesFrom(segments[l]!, v) && otherEnd(segments[l]!, v) !== otherEnd(segments[a]!, v)));
        const elsewhere = here.some((i) => segments[i]!.primary !== road && leavesFrom(segments[i]!, v));
        if (turnsRound && elsewhere && twoWay(v) > 1) bans.push({ node: v, road });
      }
    }
    if (bans.length === 0) break;
    // A twin made for one ban may be a way out at another's node (its far end): the index follows.
    const add = (t: RawSegment) => {
      const k = segments.push(t) - 1;
      for (const v of [t.from, t.to]) touching.get(v)?.push(k);
    };
    for (const { node: v, road } of bans) {
      const copy = junctions.copyOf(junctions.original(v));
      copies++;
      for (const i of [...touching.get(v)!]) {
        const s = segments[i]!;
        const atTo = s.to === v;
        // Arrivals along the road end at the copy; the copy's ways out are the node's other roads.
        if (s.primary === road && arrivesAt(s, v)) {
          add({ ...s, from: atTo ? s.from : copy, to: atTo ? copy : s.to, forward: atTo, backward: !atTo });
          if (atTo) s.forward = false;
          else s.backward = false;
        } else if (s.primary !== road && leavesFrom(s, v)) {
          add({ ...s, from: atTo ? s.from : copy, to: atTo ? copy : s.to, forward: !atTo, backward: atTo });
        }
      }
    }
  }
  return copies;
}
