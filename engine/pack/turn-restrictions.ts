// Turn restrictions built into a node-based graph. At a junction where turns from a road are restricted, the
// arrivals from that road end at a copy of the junction instead (same place), and the copy leaves only by the
// roads the restriction allows. The roads touching the copy get twins: the same geometry, with their end at the
// copy. Every search (the hierarchy, the matrix, the Dijkstra oracle) then obeys the restriction without
// knowing of it, and junctions without restrictions stay as they were. A restriction for some vehicles only
// (restriction:hgv, except=hgv) sends only their arrivals to the copy: the mask bits close the rest's.
import type { RestrictionRule } from './profiles.ts';
import { closedFor, isOpenFor } from './vehicle-mask.ts';
import type { LngLat, TurnRestriction } from './ways.ts';

/** A way piece between two nodes, as the graph builder makes it. */
export interface RawSegment {
  from: number;
  to: number;
  coords: (readonly [number, number])[];
  speedKmh: number;
  speedBwdKmh: number;
  /** The truck's speeds each way where its own limit (maxspeed:hgv) is below the piece's and its 80 km/h. */
  truckKmh?: readonly [forward: number, backward: number];
  /** Milliseconds to drive the whole piece either way (a ferry's share of its duration), instead of by speed. */
  fixedMs?: number;
  /** The direction is destination-only (see SEG_NO_THROUGH_FWD). */
  noThroughFwd: boolean;
  noThroughBwd: boolean;
  forward: boolean;
  backward: boolean;
  /** Milliseconds of node delays (signals) met going each way. */
  delayFwd: number;
  delayBwd: number;
  name: string;
  /** The road's number (ref), '' for none. */
  ref: string;
  flags: number;
  /** The OSM way it is a piece of, as in RoadWay.id. */
  way: string;
  /** Index of the segment that stands for this road (itself, unless this is a twin). */
  primary: number;
  /**
   * Each vehicle group's closed and destination-only directions, 4 bits per group (vehicle-mask.ts): the masked
   * vans and trucks first, then the graph's own profile; `forward`/`backward` are open to at least one of them.
   */
  vehicles: number;
}

export interface JunctionAccess {
  /** The graph node at a coordinate, if there is one. */
  nodeAt(c: LngLat): number | undefined;
  /** A new node at node v's place, standing for v. */
  copyOf(v: number): number;
  /** The junction node v stands for (itself, or for a copy the real one). */
  original(v: number): number;
}

interface Restriction {
  /** What it means to each vehicle group (the rules' order). */
  kinds: ('no' | 'only' | null)[];
  from: string;
  to: string;
}

/** Closes the drive along segment s (from→to, or to→from when `backward`) to the vehicle groups in `groups`. */
function closeFor(s: RawSegment, groups: number, backward: boolean, count: number): void {
  s.vehicles |= closedFor(groups, !backward, backward);
  let open = false;
  for (let g = 0; g < count; g++) open ||= isOpenFor(s, g, backward);
  if (backward) s.backward = open;
  else s.forward = open;
}

/** Bit set of the vehicle groups that may drive the segment that way. */
function openGroups(s: RawSegment, backward: boolean, count: number): number {
  let set = 0;
  for (let g = 0; g < count; g++) if (isOpenFor(s, g, backward)) set |= 1 << g;
  return set;
}

/**
 * Applies the restrictions to `segments` (in place), each to the vehicle groups whose rule (`rules`, one per
 * group) obeys it; returns how many junction copies it made.
 */
export function restrictTurns(segments: RawSegment[], restrictions: readonly TurnRestriction[], rules: readonly RestrictionRule[], junctions: JunctionAccess): number {
  const byNode = new Map<number, Restriction[]>();
  for (const r of restrictions) {
    const kinds = rules.map((rule) => rule(r.tags));
    const v = kinds.some((k) => k) && r.via ? junctions.nodeAt(r.via) : undefined;
    if (v === undefined) continue;
    const list = byNode.get(v) ?? [];
    list.push({ kinds, from: r.from, to: r.to });
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
    const applied = all.filter((r) => pieces(r.from) === 1 && pieces(r.to) === 1);
    for (const fromWay of new Set(applied.map((r) => r.from))) {
      const mine = applied.filter((r) => r.from === fromWay);
      const here = touching.get(v) ?? [];
      const leavingAll = here.filter((i) => {
        const s = segments[i]!;
        return (s.from === v && s.forward) || (s.to === v && s.backward);
      });
      // Each vehicle group's ways out; groups restricted alike share one copy of the junction.
      const allowedFor = (g: number) => {
        const only = mine.filter((r) => r.kinds[g] === 'only').map((r) => r.to);
        const banned = new Set(mine.filter((r) => r.kinds[g] === 'no').map((r) => r.to));
        return (way: string) => (only.length === 0 || only.includes(way)) && !banned.has(way);
      };
      const alike = new Map<string, number>();
      for (let g = 0; g < rules.length; g++) {
        const allowed = allowedFor(g);
        if (leavingAll.every((i) => allowed(segments[i]!.way))) continue;
        const key = leavingAll.filter((i) => allowed(segments[i]!.way)).join(',');
        alike.set(key, (alike.get(key) ?? 0) | (1 << g));
      }
      for (const groups of alike.values()) {
        const allowed = allowedFor(Math.log2(groups & -groups));
        const enters = (i: number) => {
          const s = segments[i]!;
          return s.way === fromWay && ((s.to === v && (openGroups(s, false, rules.length) & groups) !== 0) || (s.from === v && (openGroups(s, true, rules.length) & groups) !== 0));
        };
        const leaves = (i: number) => {
          const s = segments[i]!;
          return allowed(s.way) && ((s.from === v && s.forward) || (s.to === v && s.backward));
        };
        if (!here.some(enters)) continue;

        const copy = junctions.copyOf(v);
        copies++;
        for (const i of here.filter((k) => enters(k) || leaves(k))) {
          const s = segments[i]!;
          const atTo = s.to === v;
          const arrive = enters(i);
          const leave = leaves(i);
          // The twin runs the same way as its road; only its end at v moves to the copy. Its arrival is for these
          // groups only, and their arrivals no longer reach v itself.
          const twin: RawSegment = {
            ...s,
            from: atTo ? s.from : copy,
            to: atTo ? copy : s.to,
            forward: atTo ? arrive : leave,
            backward: atTo ? leave : arrive,
          };
          if (arrive) {
            closeFor(twin, allGroupsBut(groups, rules.length), !atTo, rules.length);
            closeFor(s, groups, !atTo, rules.length);
          }
          const t = segments.push(twin) - 1;
          touch(atTo ? twin.from : twin.to, t);
        }
      }
    }
  }
  return copies;
}

const allGroupsBut = (groups: number, count: number): number => ((1 << count) - 1) & ~groups;

/** One drive along a segment: segment index and whether it is driven to→from. */
interface Step {
  seg: number;
  backward: boolean;
}

const drivable = (s: RawSegment, backward: boolean) => (backward ? s.backward : s.forward);
const tail = (s: RawSegment, backward: boolean) => (backward ? s.to : s.from);
const headOf = (s: RawSegment, backward: boolean) => (backward ? s.from : s.to);

/**
 * Applies via-way restrictions (from way → one or more via ways → to way) to `segments`, after the node ones. Each
 * arrival from the from way at the first via junction goes on along a chain of node copies that follows the via
 * ways: every turn off the chain stays allowed (for no_*; for only_* none is), and the chain's last copy leaves
 * only by the turns the restriction allows. Returns how many node copies it made.
 */
export function restrictViaWays(segments: RawSegment[], restrictions: readonly TurnRestriction[], rules: readonly RestrictionRule[], junctions: JunctionAccess): number {
  const viaRules = restrictions.filter((r) => r.viaWays?.length && rules.some((rule) => rule(r.tags)));
  if (viaRules.length === 0) return 0;
  // Indexes kept up to date as twins are added: each way's segments, each node's drives out.
  const byWay = new Map<string, number[]>();
  const leaving = new Map<number, Step[]>();
  const index = (seg: number) => {
    const s = segments[seg]!;
    byWay.set(s.way, [...(byWay.get(s.way) ?? []), seg]);
    for (const backward of [false, true]) {
      if (!drivable(s, backward)) continue;
      const v = tail(s, backward);
      const list = leaving.get(v) ?? [];
      list.push({ seg, backward });
      leaving.set(v, list);
    }
  };
  segments.forEach((_, seg) => index(seg));
  const twin = (step: Step, from: number, to: number): RawSegment => {
    const s = segments[step.seg]!;
    const t = step.backward ? { ...s, from: to, to: from, forward: false, backward: true } : { ...s, from, to, forward: true, backward: false };
    index(segments.push(t) - 1);
    return t;
  };

  let copies = 0;
  for (const r of viaRules) {
    const path = viaPath(segments, byWay, [r.from, ...r.viaWays!, r.to], junctions.original);
    if (!path) continue;
    // The vehicle groups it bans the turn for, and those it obliges to take it: each set gets its own chain.
    const kinds = rules.map((rule) => rule(r.tags));
    const setOf = (kind: 'no' | 'only') => kinds.reduce((set, k, g) => (k === kind ? set | (1 << g) : set), 0);
    for (const [kind, groups] of [['no', setOf('no')], ['only', setOf('only')]] as const) {
      if (groups === 0) continue;
      const first = path.nodes[0]!;
      const arrivals: Step[] = [];
      for (const seg of byWay.get(r.from) ?? []) {
        const s = segments[seg]!;
        for (const backward of [false, true]) {
          if ((openGroups(s, backward, rules.length) & groups) !== 0 && junctions.original(headOf(s, backward)) === first) arrivals.push({ seg, backward });
        }
      }
      for (const arrival of arrivals) {
        // The arrival ends at a copy of its junction instead (for these vehicles: the others keep the road as it
        // was); the copy's ways out are the junction's, except that the via way's next piece leads to a copy of
        // the next junction, and so on to the last via junction.
        const arriving = segments[arrival.seg]!;
        let at = headOf(arriving, arrival.backward);
        let copy = junctions.copyOf(junctions.original(at));
        copies++;
        closeFor(twin(arrival, tail(arriving, arrival.backward), copy), allGroupsBut(groups, rules.length), arrival.backward, rules.length);
        closeFor(arriving, groups, arrival.backward, rules.length);
        for (let i = 0; i <= path.steps.length; i++) {
          const next = path.steps[i];
          const came = i > 0 ? path.steps[i - 1]! : undefined;
          let onward: { copy: number; at: number } | null = null;
          for (const out of [...(leaving.get(at) ?? [])]) {
            const s = segments[out.seg]!;
            if (!drivable(s, out.backward)) continue;
            // No turning round on the via way just driven: it would leave the chain for the plain junction behind
            // and come back free of the restriction (OSRM turns round only at dead ends).
            if (came && s.primary === segments[came.seg]!.primary && out.backward !== came.backward) continue;
            const end = headOf(s, out.backward);
            if (!onward && next !== undefined && s.way === segments[next.seg]!.way && junctions.original(end) === path.nodes[i + 1]) {
              onward = { copy: junctions.copyOf(junctions.original(end)), at: end };
              copies++;
              twin(out, copy, onward.copy);
              continue;
            }
            // Off the chain: free at its first junction (the via way is not yet taken), and for a ban all along.
            const allowed = next === undefined ? (kind === 'no' ? s.way !== r.to : s.way === r.to) : i === 0 || kind === 'no';
            if (allowed) twin(out, copy, end);
          }
          if (!onward) break;
          ({ at, copy } = onward);
        }
      }
    }
  }
  return copies;
}

/**
 * The junctions and drives along a restriction's via ways: where each way of the chain meets the next (exactly
 * one shared junction, else the restriction is ambiguous and left out), and the via ways' pieces between them.
 */
function viaPath(
  segments: readonly RawSegment[],
  byWay: ReadonlyMap<string, readonly number[]>,
  chain: readonly string[],
  original: (v: number) => number,
): { nodes: number[]; steps: Step[] } | null {
  const primaries = (way: string) => (byWay.get(way) ?? []).filter((i) => segments[i]!.primary === i);
  const nodesOf = (way: string) => {
    const set = new Set<number>();
    for (const i of primaries(way)) set.add(original(segments[i]!.from)).add(original(segments[i]!.to));
    return set;
  };
  const sets = chain.map(nodesOf);
  const junctionNodes: number[] = [];
  for (let k = 0; k + 1 < chain.length; k++) {
    const shared = [...sets[k]!].filter((v) => sets[k + 1]!.has(v));
    if (shared.length !== 1) return null;
    junctionNodes.push(shared[0]!);
  }
  // As at a via node: the from way must end where the via ways begin and the to way start where they end; one
  // running through its junction leaves the meant approach unclear (OSRM leaves such restrictions out too).
  const ends = (way: string, v: number) => primaries(way).filter((i) => original(segments[i]!.from) === v || original(segments[i]!.to) === v).length === 1;
  if (!ends(chain[0]!, junctionNodes[0]!) || !ends(chain.at(-1)!, junctionNodes.at(-1)!)) return null;
  // Walk each via way from one junction to the next, through its inner nodes: along its pieces or their twins (a
  // turn restriction at a via junction closes a piece's arrival there and opens its twin's).
  const nodes = [junctionNodes[0]!];
  const steps: Step[] = [];
  for (let k = 1; k + 1 < chain.length; k++) {
    const way = chain[k]!;
    let at = junctionNodes[k - 1]!;
    const seen = new Set([at]);
    while (at !== junctionNodes[k]) {
      let moved = false;
      for (const i of byWay.get(way) ?? []) {
        if (moved) break;
        const s = segments[i]!;
        for (const backward of [false, true]) {
          if (!drivable(s, backward) || original(tail(s, backward)) !== at || seen.has(original(headOf(s, backward)))) continue;
          at = original(headOf(s, backward));
          seen.add(at);
          steps.push({ seg: i, backward });
          nodes.push(at);
          moved = true;
          break;
        }
      }
      if (!moved) return null;
    }
  }
  return { nodes, steps };
}
