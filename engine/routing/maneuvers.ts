// Turn-by-turn directions for a leg: where the driver has to act (a turn, a new road, a roundabout exit),
// found from the segments driven, their names, and the angle between them at each junction.
import { NO_ACCESS, SEG_LINK, SEG_MAJOR, SEG_ROUNDABOUT, type RouteGraph } from '../pack/route-graph.ts';
import { haversineMeters } from './geo.ts';
import type { LatLngTuple, Piece } from './shape.ts';
import { metersToMiles, type Meters, type Miles, type Seconds } from './units.ts';

export type ManeuverKind = 'depart' | 'turn' | 'continue' | 'uturn' | 'merge' | 'roundabout' | 'arrive';
export type TurnModifier = 'slight left' | 'left' | 'sharp left' | 'slight right' | 'right' | 'sharp right';

export interface Maneuver {
  kind: ManeuverKind;
  /** Which way a 'turn' goes. */
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

  /** Roads a driver arriving on `inSeg` may leave `node` by, other than back along `inSeg`. */
  exits(node: number, inSeg: number, onlyLeavingRoundabout = false): number {
    const { g } = this;
    let count = 0;
    for (let k = this.first[node]!; k < this.first[node + 1]!; k++) {
      const s = this.segs[k]!;
      if (s === inSeg) continue;
      if (onlyLeavingRoundabout && g.segFlags[s]! & SEG_ROUNDABOUT) continue;
      const leaves = (g.segFrom[s] === node && g.segTimeFwd[s] !== NO_ACCESS) || (g.segTo[s] === node && g.segTimeBwd[s] !== NO_ACCESS);
      if (leaves) count++;
    }
    return count;
  }
}

interface Stretch {
  piece: Piece;
  meters: number;
  ms: number;
}

const RAD = Math.PI / 180;

/** Compass bearing from a to b, degrees clockwise from north. */
function bearing(a: LatLngTuple, b: LatLngTuple): number {
  const y = Math.sin((b[1] - a[1]) * RAD) * Math.cos(b[0] * RAD);
  const x = Math.cos(a[0] * RAD) * Math.sin(b[0] * RAD) - Math.sin(a[0] * RAD) * Math.cos(b[0] * RAD) * Math.cos((b[1] - a[1]) * RAD);
  return (Math.atan2(y, x) / RAD + 360) % 360;
}

const M_PER_DEG = 111_195;

/** The bearing of a line's first BEARING_SPAN_M, or its last when `atEnd`. */
function lineBearing(points: readonly LatLngTuple[], atEnd: boolean): number {
  const last = points.length - 1;
  const step = atEnd ? -1 : 1;
  const origin = points[atEnd ? last : 0]!;
  // Flat metres are exact enough over a few tens of metres, and far cheaper than the great circle.
  const kx = Math.cos(origin[0] * RAD);
  let far = points[atEnd ? last - 1 : 1]!;
  for (let k = atEnd ? last - 1 : 1; k >= 0 && k <= last; k += step) {
    far = points[k]!;
    if (Math.hypot((far[0] - origin[0]) * M_PER_DEG, (far[1] - origin[1]) * M_PER_DEG * kx) >= BEARING_SPAN_M) break;
  }
  return atEnd ? bearing(far, origin) : bearing(origin, far);
}

/** Change of heading from `inDeg` to `outDeg`, in (-180, 180]: positive to the right. */
const turnAngle = (inDeg: number, outDeg: number): number => {
  const d = (((outDeg - inDeg) % 360) + 360) % 360;
  return d > 180 ? d - 360 : d;
};

const COMPASS = ['north', 'northeast', 'east', 'southeast', 'south', 'southwest', 'west', 'northwest'];
const compass = (deg: number): string => COMPASS[Math.round(deg / 45) % 8]!;

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];
const ordinal = (n: number): string => ORDINALS[n - 1] ?? `${n}th`;

const onto = (street: string): string => (street ? ` onto ${street}` : '');

/** The kind and words of a change of heading at a junction. */
function turn(angle: number, street: string): Pick<Maneuver, 'kind' | 'modifier' | 'narrative'> {
  const a = Math.abs(angle);
  const side = angle > 0 ? 'right' : 'left';
  if (a < 20) return { kind: 'continue', narrative: street ? `Continue onto ${street}` : 'Continue straight' };
  if (a < 60) return { kind: 'turn', modifier: `slight ${side}`, narrative: `Bear ${side}${onto(street)}` };
  if (a < 140) return { kind: 'turn', modifier: side, narrative: `Turn ${side}${onto(street)}` };
  if (a < 170) return { kind: 'turn', modifier: `sharp ${side}`, narrative: `Turn sharp ${side}${onto(street)}` };
  return { kind: 'uturn', narrative: `Make a U-turn${onto(street)}` };
}

/**
 * Joining a motorway or trunk road from a slip road, or leaving one by it. A slip road that bends right to join
 * comes from the right, so the driver merges left into the traffic.
 */
function slipRoad(angle: number, street: string, joining: boolean): Pick<Maneuver, 'kind' | 'modifier' | 'narrative'> {
  if (joining) {
    const side = angle > 0 ? 'left' : 'right';
    return { kind: 'merge', modifier: `slight ${side}`, narrative: `Merge ${side}${onto(street)}` };
  }
  const side = angle > 0 ? 'right' : 'left';
  return { kind: 'turn', modifier: `slight ${side}`, narrative: `Take the exit on the ${side}${onto(street)}` };
}

/** A stretch this short under another name between two of the same road is the same road (a bridge, a square). */
const FLICKER_M = 200;
/** A 'continue' this short is over before it can be read. */
const GLIMPSE_M = 30;

/** A manoeuvre being built, with the stretch it covers so far. */
interface Step {
  m: Maneuver;
  meters: number;
  ms: number;
  /** The change of heading a turn makes; null for a depart or a roundabout. */
  angle: number | null;
}

/** Folds name flickers and glimpses into the manoeuvre before them, and two turns in a few metres into one. */
function tidy(steps: readonly Step[]): Step[] {
  const out: Step[] = [];
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    const prev = out[out.length - 1];
    if (prev && step.m.kind === 'continue') {
      const next = steps[i + 1];
      if (next?.m.kind === 'continue' && next.m.street === prev.m.street && step.meters < FLICKER_M) {
        prev.meters += step.meters + next.meters;
        prev.ms += step.ms + next.ms;
        i++;
        continue;
      }
      if (step.meters < GLIMPSE_M) {
        prev.meters += step.meters;
        prev.ms += step.ms;
        continue;
      }
    }
    if (prev && prev.angle !== null && step.angle !== null && prev.meters < GLIMPSE_M && Math.sign(prev.angle) === Math.sign(step.angle)) {
      // Two turns the same way this close are one manoeuvre (a left and a left through a short link is a U-turn);
      // a left then a right stays two steps, as the driver makes both.
      const angle = turnAngle(0, prev.angle + step.angle);
      const kind = turn(angle, step.m.street);
      prev.m.kind = kind.kind;
      prev.m.narrative = kind.narrative;
      if (kind.modifier) prev.m.modifier = kind.modifier;
      else delete prev.m.modifier;
      prev.m.street = step.m.street;
      prev.angle = angle;
      prev.meters += step.meters;
      prev.ms += step.ms;
      continue;
    }
    out.push(step);
  }
  return out;
}

/**
 * The manoeuvres of one leg, from its pieces in driving order: a depart, one manoeuvre wherever the driver must
 * act, and an arrive saying `arrival`. Each carries the distance and time to the next; the times are scaled to
 * add up to the leg's `legMs`.
 */
export function legManeuvers(g: RouteGraph, junctions: Junctions, pieces: readonly Piece[], legMs: number, arrival: string): Maneuver[] {
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
    stretches.push({ piece, meters, ms: length > 0 && segMs > 0 ? (segMs * meters) / length : 0 });
  }
  const end = pieces[pieces.length - 1]!.points;
  const [endLat, endLng] = end[end.length - 1]!;
  const arrive: Maneuver = { kind: 'arrive', street: '', narrative: arrival, lat: endLat, lng: endLng, distance: 0 as Miles, time: 0 as Seconds };
  if (stretches.length === 0) return [arrive];

  const sumMs = stretches.reduce((t, s) => t + s.ms, 0);
  const scale = sumMs > 0 ? legMs / sumMs : 0;
  const name = (s: Stretch) => g.names[g.segName[s.piece.segment]!] ?? '';
  const roundabout = (s: Stretch) => (g.segFlags[s.piece.segment]! & SEG_ROUNDABOUT) !== 0;
  // Built with one shape (no spreads), as the stretch loop below updates them for every segment driven.
  const at = (s: Stretch, kind: Pick<Maneuver, 'kind' | 'modifier' | 'narrative'>, street: string, angle: number | null = null): Step => {
    const [lat, lng] = s.piece.points[0]!;
    const m: Maneuver = { kind: kind.kind, street, narrative: kind.narrative, lat, lng, distance: 0 as Miles, time: 0 as Seconds };
    if (kind.modifier) m.modifier = kind.modifier;
    return { m, meters: 0, ms: 0, angle };
  };

  const start = stretches[0]!;
  const startStreet = name(start);
  const steps = [at(start, { kind: 'depart', narrative: `Head ${compass(lineBearing(start.piece.points, false))}${startStreet ? ` on ${startStreet}` : ''}` }, startStreet)];
  let inRoundabout: { step: Step; exits: number } | null = null;
  for (let i = 0; i < stretches.length; i++) {
    const here = stretches[i]!;
    const current = steps[steps.length - 1]!;
    current.meters += here.meters;
    current.ms += here.ms;
    const next = stretches[i + 1];
    if (!next) break;
    const seg = here.piece.segment;
    const node = here.piece.backward ? g.segFrom[seg]! : g.segTo[seg]!;
    if (!roundabout(here) && roundabout(next)) {
      const step = at(next, { kind: 'roundabout', narrative: 'Enter the roundabout' }, '');
      steps.push(step);
      inRoundabout = { step, exits: 0 };
      continue;
    }
    if (inRoundabout && roundabout(next)) {
      if (junctions.exits(node, seg, true) > 0) inRoundabout.exits++;
      continue;
    }
    if (inRoundabout) {
      const exit = inRoundabout.exits + 1;
      const street = name(next);
      const m = inRoundabout.step.m;
      m.exit = exit;
      m.street = street;
      m.narrative = `At the roundabout, take the ${ordinal(exit)} exit${onto(street)}`;
      inRoundabout = null;
      continue;
    }
    const from = name(here);
    const to = name(next);
    const angle = turnAngle(lineBearing(here.piece.points, true), lineBearing(next.piece.points, false));
    const flags = g.segFlags[seg]!;
    const nextFlags = g.segFlags[next.piece.segment]!;
    if (flags & SEG_LINK && nextFlags & SEG_MAJOR && !(flags & SEG_MAJOR)) {
      steps.push(at(next, slipRoad(angle, to, true), to));
      continue;
    }
    if (flags & SEG_MAJOR && nextFlags & SEG_LINK && !(nextFlags & SEG_MAJOR)) {
      steps.push(at(next, slipRoad(angle, to, false), to));
      continue;
    }
    const choice = junctions.exits(node, seg) >= 2;
    const act = choice ? Math.abs(angle) >= TURN_DEG || from !== to : from !== to && to !== '';
    if (act) steps.push(at(next, turn(angle, to), to, angle));
  }
  const maneuvers = tidy(steps).map(({ m, meters, ms }) => {
    m.distance = metersToMiles(meters as Meters);
    m.time = Math.round((ms * scale) / 1000) as Seconds;
    return m;
  });
  maneuvers.push(arrive);
  return maneuvers;
}
