// Turn-by-turn directions for a leg: where the driver has to act (a turn, a new road, a roundabout exit), found
// from the segments driven, their names, and the roads the driver did not take at each junction; then tidied as
// the best apps do (OSRM's guidance post-processing): no step onto the road the driver is already on, a bend the
// road makes on its own needs no word, two turns a few metres apart are said once, and the arrival says which
// side the stop is on. The rules and their reasons are in docs/directions.md.
import { NO_ACCESS, SEG_LINK, SEG_MAJOR, SEG_ROUNDABOUT, type RouteGraph } from '../pack/route-graph.ts';
import { haversineMeters } from './geo.ts';
import type { LatLngTuple, Piece } from './shape.ts';
import { metersToMiles, type Meters, type Miles, type Seconds } from './units.ts';

export type ManeuverKind = 'depart' | 'turn' | 'continue' | 'uturn' | 'merge' | 'roundabout' | 'arrive';
export type TurnModifier = 'slight left' | 'left' | 'sharp left' | 'slight right' | 'right' | 'sharp right';

export interface Maneuver {
  kind: ManeuverKind;
  /**
   * Which way a 'turn' goes; on a 'continue', the way the road itself turns (staying on it); on an 'arrive',
   * the side of the road the stop is on.
   */
  modifier?: TurnModifier;
  /** The exit a 'roundabout' is left by, counting from the entry (1 is the first). */
  exit?: number;
  /** The road the driver is on after acting ('' when it has no name or number). */
  street: string;
  /** What to do, in words: 'Turn left onto Landstrasse'. */
  narrative: string;
  /** Where to act. */
  lat: number;
  lng: number;
  /** From here to the next manoeuvre. */
  distance: Miles;
  time: Seconds;
}

/** Below this a change of direction at a junction is following the road, not turning. */
const TURN_DEG = 35;
/** Bearings are taken over this much road either side of a junction, so a kink in the drawing is not a turn. */
const BEARING_SPAN_M = 15;
/** The road taken is the obvious way on when every other road turns off this much more sharply. */
const OBVIOUS_MARGIN_DEG = 10;
/** At a fork, the other branch is as straight as the one taken to within this. */
const FORK_MARGIN_DEG = 5;
/** A road this much slower than the one taken (a driveway, a car park's aisle off a street) offers no real choice. */
const MINOR_SPEED_RATIO = 0.6;
/** Two manoeuvres this close are one (OSRM's collapse distance): 'bear left, then turn left' is one turn. */
const COLLAPSE_M = 60;
/** A stretch this short under another name between two of the same road is the same road (a bridge, a square). */
const FLICKER_M = 200;
/** Two turns either way this close are one (an offset crossing). */
const STAGGER_M = 20;
/** A step this short is over before it can be read. */
const GLIMPSE_M = 30;
/** Ways this slow are service roads and car parks' aisles (the car profile's 15 km/h), not streets to turn onto. */
const ACCESS_WAY_KMH = 16;
/** A service way at the end of a leg up to this long is the way into the stop's grounds: it is the arrival. */
const ACCESS_WAY_M = 120;
/** A stop closer than this to its road is on it, neither side. */
const ON_ROAD_M = 2;
/** The heading at the arrival is taken over this much of the road driven last. */
const HEADING_M = 5;

const RAD = Math.PI / 180;
const M_PER_DEG = 111_195;

/** Compass bearing from a to b, degrees clockwise from north. */
function bearing(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const y = Math.sin((bLng - aLng) * RAD) * Math.cos(bLat * RAD);
  const x = Math.cos(aLat * RAD) * Math.sin(bLat * RAD) - Math.sin(aLat * RAD) * Math.cos(bLat * RAD) * Math.cos((bLng - aLng) * RAD);
  return (Math.atan2(y, x) / RAD + 360) % 360;
}

/**
 * The bearing of a line's first BEARING_SPAN_M leaving its point `from` (stepping by `step`, within
 * `first`..`last`), read through `lat` and `lng`; towards the line's start when `arriving` (the bearing of the
 * last stretch driven into `from`).
 */
function spanBearing(lat: (k: number) => number, lng: (k: number) => number, from: number, step: number, count: number, arriving: boolean): number {
  const oLat = lat(from);
  const oLng = lng(from);
  // Flat metres are exact enough over a few tens of metres, and far cheaper than the great circle.
  const kx = Math.cos(oLat * RAD);
  let far = from + step;
  for (let i = 1; i < count; i++, far += step) {
    if (Math.hypot((lat(far) - oLat) * M_PER_DEG, (lng(far) - oLng) * M_PER_DEG * kx) >= BEARING_SPAN_M || i === count - 1) break;
  }
  return arriving ? bearing(lat(far), lng(far), oLat, oLng) : bearing(oLat, oLng, lat(far), lng(far));
}

/** The bearing of a line's first BEARING_SPAN_M, or of its last when `atEnd`. */
function lineBearing(points: readonly LatLngTuple[], atEnd: boolean): number {
  const n = points.length;
  return spanBearing((k) => points[k]![0], (k) => points[k]![1], atEnd ? n - 1 : 0, atEnd ? -1 : 1, n, atEnd);
}

/** Change of heading from `inDeg` to `outDeg`, in (-180, 180]: positive to the right. */
const turnAngle = (inDeg: number, outDeg: number): number => {
  const d = (((outDeg - inDeg) % 360) + 360) % 360;
  return d > 180 ? d - 360 : d;
};

/** A segment's speed one way, km/h (0 when it may not be driven that way). */
function speedKmh(g: RouteGraph, s: number, backward: boolean): number {
  const ms = backward ? g.segTimeBwd[s]! : g.segTimeFwd[s]!;
  return ms === NO_ACCESS || ms <= 0 ? 0 : (g.segLength[s]! / ms) * 3600;
}

/** A road the driver could have taken at a junction instead: its heading change and speed. */
interface Alternative {
  angle: number;
  kmh: number;
}

/** Each node's segments, to tell a junction with a choice from a bend, and to count roundabout exits. */
export class Junctions {
  private readonly first: Uint32Array;
  private readonly segs: Uint32Array;

  constructor(private readonly g: RouteGraph) {
    const n = g.nodeLat.length;
    const first = new Uint32Array(n + 1);
    const m = g.segFrom.length;
    for (let s = 0; s < m; s++) {
      first[g.segFrom[s]! + 1]!++;
      if (g.segTo[s] !== g.segFrom[s]) first[g.segTo[s]! + 1]!++;
    }
    for (let v = 0; v < n; v++) first[v + 1]! += first[v]!;
    const fill = first.slice(0, n);
    const segs = new Uint32Array(first[n]!);
    for (let s = 0; s < m; s++) {
      segs[fill[g.segFrom[s]!]!++] = s;
      if (g.segTo[s] !== g.segFrom[s]) segs[fill[g.segTo[s]!]!++] = s;
    }
    this.first = first;
    this.segs = segs;
  }

  /**
   * Roads a driver arriving on `inSeg` may leave `node` by, other than back along `inSeg`; with
   * `onlyLeavingRoundabout`, only roads off the roundabout, and none of `inSeg`'s name (the other carriageway of
   * the road the driver came in on).
   */
  exits(node: number, inSeg: number, onlyLeavingRoundabout = false): number {
    const { g } = this;
    let count = 0;
    for (let k = this.first[node]!; k < this.first[node + 1]!; k++) {
      const s = this.segs[k]!;
      if (s === inSeg) continue;
      if (onlyLeavingRoundabout && (g.segFlags[s]! & SEG_ROUNDABOUT || (g.segName[s] === g.segName[inSeg] && !(g.segFlags[inSeg]! & SEG_ROUNDABOUT)))) continue;
      if (this.leaves(s, node)) count++;
    }
    return count;
  }

  /**
   * The roads a driver arriving at `node` on `inSeg` could take instead of `outSeg` (not back the way they came),
   * each with its change of heading from `inDeg`.
   */
  alternatives(node: number, inSeg: number, outSeg: number, inDeg: number): Alternative[] {
    const { g } = this;
    const out: Alternative[] = [];
    const back = g.segPrimary[inSeg];
    const taken = g.segPrimary[outSeg];
    for (let k = this.first[node]!; k < this.first[node + 1]!; k++) {
      const s = this.segs[k]!;
      if (g.segPrimary[s] === back || g.segPrimary[s] === taken || !this.leaves(s, node)) continue;
      const backward = g.segFrom[s] !== node;
      const start = g.segGeom[s]!;
      const count = g.segGeom[s + 1]! - start;
      const outDeg = spanBearing((i) => g.ptLat[i]!, (i) => g.ptLng[i]!, backward ? start + count - 1 : start, backward ? -1 : 1, count, false);
      out.push({ angle: turnAngle(inDeg, outDeg), kmh: speedKmh(g, s, backward) });
    }
    return out;
  }

  private leaves(s: number, node: number): boolean {
    const { g } = this;
    return (g.segFrom[s] === node && g.segTimeFwd[s] !== NO_ACCESS) || (g.segTo[s] === node && g.segTimeBwd[s] !== NO_ACCESS);
  }
}

interface Stretch {
  piece: Piece;
  meters: number;
  ms: number;
  /** What the driver reads: the name, else the road number. */
  street: string;
  /** The name alone ('' for a road with only a number) and the number alone. */
  name: string;
  ref: string;
  kmh: number;
}

/** Direction words OSRM's car profile lets a name gain or lose without being a new name ('Main Street North'). */
const NAME_SUFFIXES = new Set(['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw', 'north', 'south', 'west', 'east', 'nor', 'sou', 'we', 'ea']);

/** The longest run of characters `a` and `b` share. */
function longestCommon(a: string, b: string): string {
  let best = 0;
  let end = 0;
  let prev = new Uint16Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    const row = new Uint16Array(b.length + 1);
    for (let j = 1; j <= b.length; j++) {
      if (a[i - 1] !== b[j - 1]) continue;
      row[j] = prev[j - 1]! + 1;
      if (row[j]! > best) [best, end] = [row[j]!, i];
    }
    prev = row;
  }
  return a.slice(end - best, end);
}

/** The two names differ only by direction words around what they share ('Main Street' and 'Main Street North'). */
function onlySuffixChanges(a: string, b: string): boolean {
  const common = longestCommon(a, b);
  const words = (s: string) => s.trim().toLowerCase();
  const parts = common ? [a.slice(0, a.indexOf(common)), a.slice(a.indexOf(common) + common.length), b.slice(0, b.indexOf(common)), b.slice(b.indexOf(common) + common.length)] : [a, b];
  return parts.every((p) => words(p) === '' || NAME_SUFFIXES.has(words(p)));
}

/**
 * Whether going from road `a` to road `b` is a new road to announce, by names and numbers (OSRM's
 * requiresNameAnnounced): a name appearing after none is; a name lost, or gained, while the road number carries
 * on is not ('Carretera de Montaup', CS-240, on as plain CS-240); a number changing on roads without names is.
 */
function newRoad(a: Stretch, b: Stretch): boolean {
  if (!a.name && !a.ref) return Boolean(b.name || b.ref);
  const refContained = !a.ref || !b.ref || a.ref.includes(b.ref) || b.ref.includes(a.ref);
  // A name swapped for a number or the other way round, or a new number on roads without names, is said.
  if ((!a.name && a.ref && b.name && !b.ref) || (a.name && !a.ref && !b.name && b.ref) || (!a.name && !b.name && !refContained)) return true;
  // One name starting with the other ('' starts every name) is the same name; so is one differing by direction words.
  const sameName = a.name.startsWith(b.name) || b.name.startsWith(a.name);
  if (sameName && (refContained || (a.ref !== '' && b.ref === ''))) return false;
  return !onlySuffixChanges(a.name, b.name);
}

const COMPASS = ['north', 'northeast', 'east', 'southeast', 'south', 'southwest', 'west', 'northwest'];
const compass = (deg: number): string => COMPASS[Math.round(deg / 45) % 8]!;

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];
const ordinal = (n: number): string => ORDINALS[n - 1] ?? `${n}th`;

const onto = (street: string): string => (street ? ` onto ${street}` : '');

type Act = Pick<Maneuver, 'kind' | 'modifier' | 'narrative'>;

/** The words of a change of heading at a junction onto `street`, a road other than the one the driver is on. */
function turn(angle: number, street: string): Act {
  const a = Math.abs(angle);
  const side = angle > 0 ? 'right' : 'left';
  if (a < 20) return { kind: 'continue', narrative: street ? `Continue onto ${street}` : 'Continue straight' };
  if (a < 60) return { kind: 'turn', modifier: `slight ${side}`, narrative: `Bear ${side}${onto(street)}` };
  if (a < 140) return { kind: 'turn', modifier: side, narrative: `Turn ${side}${onto(street)}` };
  if (a < 170) return { kind: 'turn', modifier: `sharp ${side}`, narrative: `Turn sharp ${side}${onto(street)}` };
  return { kind: 'uturn', narrative: `Make a U-turn${onto(street)}` };
}

/**
 * The words where the road the driver is on turns off at a junction and they stay on it; at a fork (`fork`: the
 * other branch's change of heading), which branch.
 */
function stay(angle: number, street: string, fork?: number): Act {
  if (fork !== undefined) {
    const act = bear(angle, fork, '');
    return street ? { kind: 'continue', modifier: act.modifier!, narrative: `${act.narrative} to stay on ${street}` } : act;
  }
  if (!street) return turn(angle, '');
  const a = Math.abs(angle);
  const side = angle > 0 ? 'right' : 'left';
  const on = ` to stay on ${street}`;
  if (a >= 170) return { kind: 'uturn', narrative: `Make a U-turn${on}` };
  if (a < 60) return { kind: 'continue', modifier: `slight ${side}`, narrative: `Keep ${side}${on}` };
  const sharp = a >= 140 ? 'sharp ' : '';
  return { kind: 'continue', modifier: `${sharp}${side}`, narrative: `Turn ${sharp}${side}${on}` };
}

/** At a fork (two ways on, both nearly straight) the one taken is the left or the right branch. */
function bear(angle: number, other: number, street: string): Act {
  const side = angle < other ? 'left' : 'right';
  return { kind: 'turn', modifier: `slight ${side}`, narrative: `Keep ${side}${onto(street)}` };
}

/**
 * Joining a motorway or trunk road from a slip road, or leaving one by it. A slip road that bends right to join
 * comes from the right, so the driver merges left into the traffic.
 */
function slipRoad(angle: number, street: string, joining: boolean): Act {
  if (joining) {
    const side = angle > 0 ? 'left' : 'right';
    return { kind: 'merge', modifier: `slight ${side}`, narrative: `Merge ${side}${onto(street)}` };
  }
  const side = angle > 0 ? 'right' : 'left';
  return { kind: 'turn', modifier: `slight ${side}`, narrative: `Take the exit on the ${side}${onto(street)}` };
}

/** A manoeuvre being built, with the stretch it covers so far. */
interface Step {
  m: Maneuver;
  meters: number;
  ms: number;
  /** The change of heading a turn makes; null for a depart, a roundabout or a slip road. */
  angle: number | null;
  /** Only the road's name changes here: the driver goes straight on. */
  renamed: boolean;
  /** The last stretch this step covers is a service way or car park aisle. */
  accessWay: boolean;
  /** Two turns made one. */
  combined: boolean;
}

/** What the driver must do where `here` meets `next`, or null where following the road needs no word. */
function junctionAct(here: Stretch, next: Stretch, angle: number, alternatives: readonly Alternative[]): { act: Act; renamed: boolean } | null {
  const from = here.street;
  const to = next.street;
  // Driveways and car park aisles beside a street are no choice for a driver following it.
  const real = alternatives.filter((a) => a.kmh >= next.kmh * MINOR_SPEED_RATIO);
  const a = Math.abs(angle);
  const straighter = real.some((alt) => Math.abs(alt.angle) < a + OBVIOUS_MARGIN_DEG);
  const fork = real.find((alt) => Math.abs(alt.angle) < TURN_DEG);
  if (from === to) {
    // The same road on: a word only where another road is about as straight or straighter, so that following
    // the road ahead would leave it ('Turn right to stay on Bergstrasse'); nearly straight on, only a fork.
    if (a < TURN_DEG) {
      const branch = real.find((alt) => Math.abs(alt.angle) < TURN_DEG && Math.abs(alt.angle) <= a + FORK_MARGIN_DEG);
      return branch ? { act: stay(angle, to, branch.angle), renamed: false } : null;
    }
    return straighter ? { act: stay(angle, to), renamed: false } : null;
  }
  // A road losing its name, or changing it while its number carries on, where there is no choice or the way on
  // is straight ahead, needs no word.
  if ((real.length === 0 || (a < TURN_DEG && !fork)) && !newRoad(here, next)) return null;
  if (real.length === 0) return { act: turn(angle, to), renamed: a < 20 };
  // Nearly straight on where another road also goes on nearly straight: a fork, and the branch is its side.
  if (fork && a < 20) return { act: bear(angle, fork.angle, to), renamed: false };
  const act = turn(angle, to);
  return { act, renamed: act.kind === 'continue' };
}

/** Two steps made one: `into` now covers `step`'s stretch too. */
function absorb(into: Step, step: Step): void {
  into.meters += step.meters;
  into.ms += step.ms;
  into.accessWay = step.accessWay;
}

/** `step`'s words, kind and road, from `act` (the place and stretch stay). */
function say(step: Step, act: Act, street: string): void {
  step.m.kind = act.kind;
  step.m.narrative = act.narrative;
  step.m.street = street;
  if (act.modifier) step.m.modifier = act.modifier;
  else delete step.m.modifier;
}

/**
 * Folds what a driver need not be told into the steps around it: a short stretch under another name between two
 * of the same road, a new name a few metres before a turn or just after one, two turns a few metres apart, a
 * depart a few metres before the first turn, and any step left onto the road the step before already named.
 */
function collapse(steps: readonly Step[]): Step[] {
  const out: Step[] = [];
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    const prev = out[out.length - 1];
    if (!prev) {
      out.push(step);
      continue;
    }
    const next = steps[i + 1];
    // Landstrasse, 50 m of Rheinbrücke, Landstrasse: one road.
    if (step.renamed && next?.renamed && next.m.street === prev.m.street && step.meters < FLICKER_M) {
      absorb(prev, step);
      absorb(prev, next);
      i++;
      continue;
    }
    // A new name just before a turn or a roundabout, or anywhere before a fork, turn or roundabout exit that keeps
    // to the new road: that step says where to go ('Keep right onto X' at the fork, not 'Continue onto X' and then
    // 'Keep right to stay on X'; 'At the roundabout, take the second exit onto X', not 'Continue onto X' first).
    const acts = next !== undefined && !next.renamed && (next.angle !== null || next.m.kind === 'roundabout');
    if (step.renamed && acts && (step.meters < COLLAPSE_M || next.m.street === step.m.street)) {
      absorb(prev, step);
      continue;
    }
    // Two new names in a row, the first a few metres long (a bridge between two streets): the second says it.
    if (step.renamed && step.meters < COLLAPSE_M && next?.renamed) {
      absorb(prev, step);
      continue;
    }
    // A turn, then a new name a few metres on, or along an unnamed road (a link) a little longer: 'Turn right
    // onto' the road the driver ends up on.
    if (step.renamed && prev.angle !== null && prev.m.kind !== 'depart' && (prev.meters < COLLAPSE_M || (prev.m.street === '' && prev.meters < FLICKER_M))) {
      const act = turn(prev.angle, step.m.street);
      say(prev, act, step.m.street);
      absorb(prev, step);
      continue;
    }
    // Two turns this close are one manoeuvre, by their net change of heading: the same way, a bear then a turn
    // (a left and a left through a short link is a U-turn); either way, an offset crossing a few metres long, or
    // a turn then a fork that keeps to the road turned onto. A left then a right farther apart stays two steps,
    // as the driver makes both.
    if (prev.angle !== null && step.angle !== null && prev.m.kind !== 'depart' && closeTurns(prev, step)) {
      const angle = turnAngle(0, prev.angle + step.angle);
      say(prev, turn(angle, step.m.street), step.m.street);
      prev.angle = angle;
      prev.combined = true;
      absorb(prev, step);
      continue;
    }
    // A fork that keeps to the road a few metres before a roundabout: the roundabout is what the driver acts on.
    if (step.m.kind === 'continue' && step.m.street === prev.m.street && step.meters < GLIMPSE_M && next?.m.kind === 'roundabout') {
      absorb(prev, step);
      continue;
    }
    // Just after setting off, the first turn: one line, 'Head south on X, then turn right onto Y'.
    if (prev.m.kind === 'depart' && prev.meters < GLIMPSE_M && step.angle !== null && Math.abs(step.angle) >= TURN_DEG) {
      const words = step.m.narrative;
      prev.m.narrative = `${prev.m.narrative}, then ${words[0]!.toLowerCase()}${words.slice(1)}`;
      prev.m.street = step.m.street;
      absorb(prev, step);
      continue;
    }
    // A new name too short to read.
    if (step.renamed && step.meters < GLIMPSE_M) {
      absorb(prev, step);
      continue;
    }
    out.push(step);
  }
  return reword(out);
}

/** Whether turn `step` follows turn `prev` so closely that the driver makes them as one. */
function closeTurns(prev: Step, step: Step): boolean {
  const sameWay = Math.sign(prev.angle!) === Math.sign(step.angle!);
  if (sameWay) return prev.meters < GLIMPSE_M || (prev.meters < COLLAPSE_M && Math.abs(prev.angle!) < 60);
  return prev.meters < STAGGER_M || (prev.meters < GLIMPSE_M && step.m.street === prev.m.street && Math.abs(step.angle!) < 60);
}

/**
 * After the folds, each step's words again match the road the step before left the driver on: a turn onto that
 * same road is a turn to stay on it, a 'stay on' whose road changed in a fold is a turn onto it, and a new name
 * that is no longer new says nothing.
 */
function reword(steps: Step[]): Step[] {
  const out: Step[] = [];
  for (const step of steps) {
    const prev = out[out.length - 1];
    const same = prev !== undefined && step.m.street === prev.m.street;
    // A name no longer new, or two turns that came to straight on along the same road (a jog), say nothing.
    if (prev && same && (step.renamed || (step.combined && Math.abs(step.angle!) < TURN_DEG))) {
      absorb(prev, step);
      continue;
    }
    const staying = step.m.narrative.includes(' to stay on ');
    if (prev && step.angle !== null && step.m.kind !== 'depart' && same !== staying && step.m.street !== '') {
      say(step, same ? stay(step.angle, step.m.street) : moveOnto(step, step.angle, step.m.street), step.m.street);
    }
    out.push(step);
  }
  return out;
}

/** The words of a step that stayed on its road, now that the road is new to the driver: a fork's branch stays a branch. */
function moveOnto(step: Step, angle: number, street: string): Act {
  const fork = step.m.narrative.startsWith('Keep ') && step.m.modifier?.startsWith('slight ');
  return fork ? { kind: 'turn', modifier: step.m.modifier!, narrative: `Keep ${step.m.modifier!.slice(7)}${onto(street)}` } : turn(angle, street);
}

/** Which side of the road, driven from `a` to `b`, the point `p` is on; null when it is on the road. */
function sideOf(line: [a: LatLngTuple, b: LatLngTuple] | null, p: { lat: number; lng: number }): 'left' | 'right' | null {
  if (!line) return null;
  const [a, b] = line;
  if (haversineMeters(b[0], b[1], p.lat, p.lng) < ON_ROAD_M) return null;
  const kx = Math.cos(b[0] * RAD);
  const cross = (b[1] - a[1]) * kx * (p.lat - b[0]) - (b[0] - a[0]) * (p.lng - b[1]) * kx;
  return cross > 0 ? 'left' : 'right';
}

export interface Arrival {
  /** 'Arrive at stop 2'. */
  words: string;
  /** The location asked for, whose side of the road the arrival names. */
  asked: { lat: number; lng: number };
}

/**
 * The manoeuvres of one leg, from its pieces in driving order: a depart, one manoeuvre wherever the driver must
 * act, and an arrive saying `arrival.words` and on which side the stop is. Each carries the distance and time to
 * the next; the times are scaled to add up to the leg's `legMs`.
 */
export function legManeuvers(g: RouteGraph, junctions: Junctions, pieces: readonly Piece[], legMs: number, arrival: Arrival): Maneuver[] {
  const stretches: Stretch[] = [];
  for (const piece of pieces) {
    const s = piece.segment;
    let meters = piece.whole ? g.segLength[s]! : 0;
    for (let k = 1; !piece.whole && k < piece.points.length; k++) {
      const [a, b] = [piece.points[k - 1]!, piece.points[k]!];
      meters += haversineMeters(a[0], a[1], b[0], b[1]);
    }
    if (meters < 0.1) continue;
    const segMs = piece.backward ? g.segTimeBwd[s]! : g.segTimeFwd[s]!;
    const length = g.segLength[s]!;
    const street = g.names[g.segName[s]!] ?? '';
    const ref = g.segRef ? (g.names[g.segRef[s]!] ?? '') : '';
    const name = street === ref ? '' : street;
    stretches.push({ piece, meters, ms: length > 0 && segMs > 0 ? (segMs * meters) / length : 0, street, name, ref, kmh: speedKmh(g, s, piece.backward) });
  }
  const end = pieces[pieces.length - 1]!.points;
  const [endLat, endLng] = end[end.length - 1]!;
  const arrive: Maneuver = { kind: 'arrive', street: '', narrative: arrival.words, lat: endLat, lng: endLng, distance: 0 as Miles, time: 0 as Seconds };
  if (stretches.length === 0) return [arrive];

  const sumMs = stretches.reduce((t, s) => t + s.ms, 0);
  const scale = sumMs > 0 ? legMs / sumMs : 0;
  const roundabout = (s: Stretch) => (g.segFlags[s.piece.segment]! & SEG_ROUNDABOUT) !== 0;
  // Built with one shape (no spreads), as the stretch loop below updates them for every segment driven.
  const at = (s: Stretch, act: Act, street: string, angle: number | null = null, renamed = false): Step => {
    const [lat, lng] = s.piece.points[0]!;
    const m: Maneuver = { kind: act.kind, street, narrative: act.narrative, lat, lng, distance: 0 as Miles, time: 0 as Seconds };
    if (act.modifier) m.modifier = act.modifier;
    return { m, meters: 0, ms: 0, angle, renamed, accessWay: false, combined: false };
  };

  const start = stretches[0]!;
  const heading = compass(lineBearing(start.piece.points, false));
  const steps = [at(start, { kind: 'depart', narrative: `Head ${heading}${start.street ? ` on ${start.street}` : ''}` }, start.street)];
  let inRoundabout: { step: Step; exits: number } | null = null;
  for (let i = 0; i < stretches.length; i++) {
    const here = stretches[i]!;
    const current = steps[steps.length - 1]!;
    current.meters += here.meters;
    current.ms += here.ms;
    current.accessWay = here.kmh > 0 && here.kmh < ACCESS_WAY_KMH;
    const next = stretches[i + 1];
    if (!next) break;
    const seg = here.piece.segment;
    const node = here.piece.backward ? g.segFrom[seg]! : g.segTo[seg]!;
    if (!roundabout(here) && roundabout(next)) {
      const step = at(next, { kind: 'roundabout', narrative: 'Enter the roundabout' }, '');
      steps.push(step);
      // A road leaving where the driver enters is the first exit, as GraphHopper counts (its Monaco test routes).
      inRoundabout = { step, exits: junctions.exits(node, seg, true) > 0 ? 1 : 0 };
      continue;
    }
    if (inRoundabout && roundabout(next)) {
      if (junctions.exits(node, seg, true) > 0) inRoundabout.exits++;
      continue;
    }
    if (inRoundabout) {
      const exit = inRoundabout.exits + 1;
      const m = inRoundabout.step.m;
      m.exit = exit;
      m.street = next.street;
      m.narrative = `At the roundabout, take the ${ordinal(exit)} exit${onto(next.street)}`;
      inRoundabout = null;
      continue;
    }
    const inDeg = lineBearing(here.piece.points, true);
    const angle = turnAngle(inDeg, lineBearing(next.piece.points, false));
    const flags = g.segFlags[seg]!;
    const nextFlags = g.segFlags[next.piece.segment]!;
    if (flags & SEG_LINK && nextFlags & SEG_MAJOR && !(flags & SEG_MAJOR)) {
      steps.push(at(next, slipRoad(angle, next.street, true), next.street));
      continue;
    }
    if (flags & SEG_MAJOR && nextFlags & SEG_LINK && !(nextFlags & SEG_MAJOR)) {
      steps.push(at(next, slipRoad(angle, next.street, false), next.street));
      continue;
    }
    const decision = junctionAct(here, next, angle, junctions.alternatives(node, seg, next.piece.segment, inDeg));
    if (decision) steps.push(at(next, decision.act, next.street, decision.renamed ? null : angle, decision.renamed));
  }
  const tidy = collapse(steps);
  const side = arrivalSide(tidy, arrival, stretches);
  if (side) {
    arrive.narrative = `${arrival.words}, on the ${side}`;
    arrive.modifier = side;
  }
  const maneuvers = tidy.map(({ m, meters, ms }) => {
    m.distance = metersToMiles(meters as Meters);
    m.time = Math.round((ms * scale) / 1000) as Seconds;
    return m;
  });
  maneuvers.push(arrive);
  return maneuvers;
}

/**
 * The side of the road the stop is on, null when it is on the road. A leg that ends by turning into a service
 * way or a car park's aisle arrives where it leaves the street: that turn is not a step of its own ('Turn left
 * onto Centrum Parking'), and the stop is on the side it turned to. Removes such a turn from `steps`.
 */
function arrivalSide(steps: Step[], arrival: Arrival, stretches: readonly Stretch[]): 'left' | 'right' | null {
  const last = steps[steps.length - 1]!;
  const before = steps[steps.length - 2];
  if (before && last.accessWay && last.angle !== null && Math.abs(last.angle) >= TURN_DEG && last.meters <= ACCESS_WAY_M && !before.accessWay) {
    steps.pop();
    absorb(before, last);
    return last.angle > 0 ? 'right' : 'left';
  }
  return sideOf(lastHeading(stretches), arrival.asked);
}

/** The last few metres driven: the end point and a point far enough back to give the heading; null for none. */
function lastHeading(stretches: readonly Stretch[]): [LatLngTuple, LatLngTuple] | null {
  const lastPoints = stretches[stretches.length - 1]!.piece.points;
  const b = lastPoints[lastPoints.length - 1]!;
  for (let i = stretches.length - 1; i >= 0; i--) {
    const points = stretches[i]!.piece.points;
    for (let k = points.length - 1; k >= 0; k--) {
      const a = points[k]!;
      if (haversineMeters(a[0], a[1], b[0], b[1]) >= HEADING_M) return [a, b];
    }
  }
  return null;
}
