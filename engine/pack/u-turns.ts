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
  const fewTwoWay = (v: number): boolean => twoWay.get(junctions.original(v))! <= 1;
  const mayTurnRound = (v: number, road: number): boolean =>
    fewTwoWay(v) || !touching.get(v)!.some((i) => segments[i]!.primary !== road && leavesFrom(segments[i]!, v));

  // How long a drive out and back from each copy may be before the legal way back to its junction is quicker.
  const slack = new Map<number, number>();
  const queue: { node: number; road: number }[] = [];
  const enqueueWaysOut = (c: number) => {
    for (const i of touching.get(c) ?? []) if (leavesFrom(segments[i]!, c)) queue.push({ node: otherEnd(segments[i]!, c), road: segments[i]!.primary });
  };
  const wayBack = legalWayBack(segments, touching, ms, fewTwoWay, capMs);
  for (const c of touching.keys()) {
    if (junctions.original(c) === c) continue;
    slack.set(c, wayBack(c, junctions.original(c)) + TIE_MS);
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
 * A search for the quickest drive from arriving at copy `c` to the real junction `plain` that never turns round
 * where OSRM would not (over arrivals: road piece and the node it reaches), or `capMs` when there is none as quick.
 * Each copy's search may cover the whole region within the cap, and the segments do not change between them, so
 * what every search asks of a piece or a node (its time either way, whether a road may be turned round on) is
 * worked out once, into arrays, and the heap and the settled marks are reused.
 */
function legalWayBack(
  segments: readonly RawSegment[],
  touching: ReadonlyMap<number, readonly number[]>,
  ms: (s: RawSegment, from: number) => number,
  fewTwoWay: (v: number) => boolean,
  capMs: number,
): (c: number, plain: number) => number {
  const n = segments.length;
  // The pieces' ends, directions and roads, and the pieces at each node, as arrays (the pieces' objects come in
  // many shapes, and a search reads them millions of times).
  const from = Int32Array.from(segments, (s) => s.from);
  const to = Int32Array.from(segments, (s) => s.to);
  const forward = Uint8Array.from(segments, (s) => (s.forward ? 1 : 0));
  const backward = Uint8Array.from(segments, (s) => (s.backward ? 1 : 0));
  const primary = Int32Array.from(segments, (s) => s.primary);
  const at: (readonly number[] | undefined)[] = [];
  for (const [v, here] of touching) at[v] = here;
  const arrives = (p: number, v: number): boolean => (to[p] === v && forward[p] === 1) || (from[p] === v && backward[p] === 1);
  const leaves = (p: number, v: number): boolean => (from[p] === v && forward[p] === 1) || (to[p] === v && backward[p] === 1);
  // Time along piece p from its `from` end (index 2p) and from its `to` end (2p + 1): NaN until first asked.
  const pieceMs = new Float64Array(2 * n).fill(NaN);
  const msFrom = (p: number, x: number): number => {
    const k = 2 * p + (from[p] === x ? 0 : 1);
    let t = pieceMs[k]!;
    if (Number.isNaN(t)) pieceMs[k] = t = ms(segments[p]!, x);
    return t;
  };
  // A road may be turned round on at a node where at most one two-way road meets, or where it is the only road
  // out (banUTurns' mayTurnRound): per node, ANY_ROAD for the first, else the one road out, NO_ROAD for none, or
  // ROADS for several.
  const ANY_ROAD = -1;
  const NO_ROAD = -2;
  const ROADS = -3;
  const turnRoad = new Int32Array(at.length);
  at.forEach((here, v) => {
    let out = NO_ROAD;
    for (const p of here ?? []) if (leaves(p, v)) out = out === NO_ROAD || out === primary[p] ? primary[p]! : ROADS;
    turnRoad[v] = here && fewTwoWay(v) ? ANY_ROAD : out;
  });
  const mayTurn = (x: number, road: number): boolean => {
    const t = turnRoad[x]!;
    return t === ANY_ROAD || t === NO_ROAD || t === road;
  };
  // Arrivals settled in the current search (piece * 2, plus 1 for one reaching its `to` end): marked with its number.
  const settled = new Uint32Array(2 * n);
  let search = 0;
  // A binary heap of (time, piece, node reached), in three arrays; compared and moved exactly as a heap of triples.
  let time = new Float64Array(64);
  let piece = new Int32Array(64);
  let node = new Int32Array(64);
  let size = 0;
  const swap = (a: number, b: number) => {
    const t = time[a]!;
    time[a] = time[b]!;
    time[b] = t;
    const p = piece[a]!;
    piece[a] = piece[b]!;
    piece[b] = p;
    const x = node[a]!;
    node[a] = node[b]!;
    node[b] = x;
  };
  const push = (t: number, p: number, x: number) => {
    if (size === time.length) {
      const grow = <T extends Float64Array | Int32Array>(a: T, b: T): T => (b.set(a), b);
      time = grow(time, new Float64Array(2 * size));
      piece = grow(piece, new Int32Array(2 * size));
      node = grow(node, new Int32Array(2 * size));
    }
    time[size] = t;
    piece[size] = p;
    node[size] = x;
    for (let i = size++; i > 0; ) {
      const up = (i - 1) >> 1;
      if (time[up]! <= time[i]!) break;
      swap(up, i);
      i = up;
    }
  };
  // Removes the top; its time, piece and node are read from index `size` after the call.
  const pop = () => {
    size--;
    if (size > 0) {
      swap(0, size);
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < size && time[l]! < time[m]!) m = l;
        if (r < size && time[r]! < time[m]!) m = r;
        if (m === i) break;
        swap(m, i);
        i = m;
      }
    }
  };
  return (c, plain) => {
    search++;
    size = 0;
    for (const i of at[c] ?? []) if (arrives(i, c)) push(0, i, c);
    while (size > 0) {
      pop();
      const t = time[size]!;
      const p = piece[size]!;
      const x = node[size]!;
      if (x === plain) return t;
      const key = p * 2 + (to[p] === x ? 1 : 0);
      if (settled[key] === search) continue;
      settled[key] = search;
      const road = primary[p]!;
      const uTurn = mayTurn(x, road);
      for (const q of at[x] ?? []) {
        if (!leaves(q, x) || (primary[q] === road && !uTurn)) continue;
        const tq = t + msFrom(q, x);
        if (tq < capMs) push(tq, q, from[q] === x ? to[q]! : from[q]!);
      }
    }
    return capMs;
  };
}
