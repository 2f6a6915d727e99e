// U-turns only where OSRM's car makes them: at a dead end, where no other way out is open, or where at most one
// two-way road meets. A node-based graph turns round only where a junction has copies (a turn restriction's: the
// copy and the junction are two nodes, so a route could drive from one to a neighbour and back to the other, round
// the ban); OSRM's edge-based graph never turns round at an ordinary junction. So at a node where a road's pieces (a
// segment and its twins) meet from different nodes, one of them a copy, arrivals along that road go to a copy of the
// node whose ways out are the node's others. The copy's ways out are twins in their turn, so the rule runs again at
// their far ends, and so on outwards.
//
// How far out: a route turning round k junctions out drives out and back along the same roads to the restricted
// junction, where it is free of the ban. That is worth it only while it is quicker than the legal way back to the
// junction (round a block, or to a dead end and back), found first for each restriction's copy by a search that
// never turns round where OSRM would not. So copies go out until the drive out and back costs as much as that way,
// however many junctions that is, and no further (docs/car-profile.md, 'U-turns', has the figures).
import { haversineMeters } from '../routing/geo.ts';
import type { JunctionAccess, RawSegment } from './turn-restrictions.ts';

/** The legal way back is searched this far; with none found, copies go out until the drive out and back costs this. */
export const LOOP_CAP_MS = 20 * 60_000;
/** Times here are the segments' before rounding: a drive out and back within this of the legal way is banned too. */
const TIE_MS = 1_000;

const arrivesAt = (s: RawSegment, v: number): boolean => (s.to === v && s.forward) || (s.from === v && s.backward);
const leavesFrom = (s: RawSegment, v: number): boolean => (s.from === v && s.forward) || (s.to === v && s.backward);
const otherEnd = (s: RawSegment, v: number): number => (s.from === v ? s.to : s.from);

/** Applies the rule to `segments` (in place); returns how many node copies it made. */
export function banUTurns(segments: RawSegment[], junctions: JunctionAccess, capMs = LOOP_CAP_MS): number {
  const touching = new Map<number, number[]>();
  const touch = (k: number) => {
    const s = segments[k]!;
    if (s.from === s.to) return;
    for (const v of [s.from, s.to]) (touching.get(v) ?? touching.set(v, []).get(v)!).push(k);
  };
  segments.forEach((_, k) => touch(k));
  // Per real junction, how many roads (primary segments) can be driven both in and out: OSRM turns round where at
  // most one meets ('around the block' between one-way streets). Twins keep their road's directions, so this holds.
  const roadDirs = new Map<number, Map<number, number>>();
  for (const [v, here] of touching) {
    const roads = roadDirs.get(junctions.original(v)) ?? roadDirs.set(junctions.original(v), new Map()).get(junctions.original(v))!;
    for (const i of here) {
      const s = segments[i]!;
      roads.set(s.primary, (roads.get(s.primary) ?? 0) | (arrivesAt(s, v) ? 1 : 0) | (leavesFrom(s, v) ? 2 : 0));
    }
  }
  const twoWay = new Map([...roadDirs].map(([v, roads]) => [v, [...roads.values()].filter((d) => d === 3).length]));
  const lengths = new WeakMap<RawSegment['coords'], number>();
  const ms = (s: RawSegment, from: number): number => {
    const backward = s.to === from;
    let m = lengths.get(s.coords);
    if (m === undefined) {
      m = 0;
      for (let i = 1; i < s.coords.length; i++) m += haversineMeters(s.coords[i - 1]![1], s.coords[i - 1]![0], s.coords[i]![1], s.coords[i]![0]);
      lengths.set(s.coords, m);
    }
    const kmh = backward ? s.speedBwdKmh : s.speedKmh;
    return (s.fixedMs ?? (m / (kmh / 3.6)) * 1000) + (backward ? s.delayBwd : s.delayFwd);
  };
  const mayTurnRound = (v: number, road: number): boolean =>
    twoWay.get(junctions.original(v))! <= 1 || !touching.get(v)!.some((i) => segments[i]!.primary !== road && leavesFrom(segments[i]!, v));

  // How long a drive out and back from each copy may be before the legal way back to its junction is quicker.
  const slack = new Map<number, number>();
  const queue: { node: number; road: number }[] = [];
  const enqueueWaysOut = (c: number) => {
    for (const i of touching.get(c) ?? []) if (leavesFrom(segments[i]!, c)) queue.push({ node: otherEnd(segments[i]!, c), road: segments[i]!.primary });
  };
  for (const c of touching.keys()) {
    if (junctions.original(c) === c) continue;
    slack.set(c, legalWayBack(segments, touching, c, junctions.original(c), ms, mayTurnRound, capMs) + TIE_MS);
    enqueueWaysOut(c);
  }

  let copies = 0;
  // Depth first: the order changes only which of two equally quick routes a search meets first, not the guarantee.
  while (queue.length > 0) {
    const { node: v, road } = queue.pop()!;
    const here = touching.get(v)!;
    const pieces = here.filter((i) => segments[i]!.primary === road);
    if (pieces.length < 2 || mayTurnRound(v, road)) continue;
    // The longest drive out and back still worth banning: from a copy along this road to v, and back along it.
    let left = -Infinity;
    for (const a of pieces) {
      const k = otherEnd(segments[a]!, v);
      if (!arrivesAt(segments[a]!, v) || !slack.has(k)) continue;
      for (const l of pieces) {
        if (l !== a && leavesFrom(segments[l]!, v) && otherEnd(segments[l]!, v) !== k) left = Math.max(left, slack.get(k)! - ms(segments[a]!, k) - ms(segments[l]!, v));
      }
    }
    if (left < 0) continue;
    const copy = junctions.copyOf(junctions.original(v));
    copies++;
    slack.set(copy, left);
    // A twin made here may be a way out at another ban's node (its far end): the index follows.
    const add = (t: RawSegment) => touch(segments.push(t) - 1);
    for (const i of [...here]) {
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
    enqueueWaysOut(copy);
  }
  return copies;
}

/**
 * The quickest drive from arriving at copy `c` to the real junction `plain` that never turns round where OSRM
 * would not (a search over arrivals: road piece and the node it reaches), or `capMs` when there is none as quick.
 */
function legalWayBack(
  segments: readonly RawSegment[],
  touching: ReadonlyMap<number, readonly number[]>,
  c: number,
  plain: number,
  ms: (s: RawSegment, from: number) => number,
  mayTurnRound: (v: number, road: number) => boolean,
  capMs: number,
): number {
  // A small binary heap of [time, piece, node reached]; the searches are local, so plain arrays do.
  const heap: [number, number, number][] = [];
  const push = (e: [number, number, number]) => {
    heap.push(e);
    for (let i = heap.length - 1; i > 0; ) {
      const p = (i - 1) >> 1;
      if (heap[p]![0] <= heap[i]![0]) break;
      [heap[p], heap[i]] = [heap[i]!, heap[p]!];
      i = p;
    }
  };
  const pop = (): [number, number, number] => {
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      for (let i = 0; ; ) {
        const [l, r] = [2 * i + 1, 2 * i + 2];
        let m = i;
        if (l < heap.length && heap[l]![0] < heap[m]![0]) m = l;
        if (r < heap.length && heap[r]![0] < heap[m]![0]) m = r;
        if (m === i) break;
        [heap[m], heap[i]] = [heap[i]!, heap[m]!];
        i = m;
      }
    }
    return top;
  };
  // Arrivals settled: piece * 2, plus 1 for one reaching its `to` end.
  const done = new Set<number>();
  for (const i of touching.get(c) ?? []) if (arrivesAt(segments[i]!, c)) push([0, i, c]);
  while (heap.length > 0) {
    const [t, p, x] = pop();
    if (x === plain) return t;
    const key = p * 2 + (segments[p]!.to === x ? 1 : 0);
    if (done.has(key)) continue;
    done.add(key);
    const road = segments[p]!.primary;
    const uTurn = mayTurnRound(x, road);
    for (const q of touching.get(x) ?? []) {
      const s = segments[q]!;
      if (!leavesFrom(s, x) || (s.primary === road && !uTurn)) continue;
      const tq = t + ms(s, x);
      if (tq < capMs) push([tq, q, otherEnd(s, x)]);
    }
  }
  return capMs;
}
