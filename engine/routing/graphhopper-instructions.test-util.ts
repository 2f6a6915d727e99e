// How many instructions GraphHopper would give for a route: its rules (core InstructionsFromEdges,
// InstructionsOutgoingEdges, InstructionsHelper; read, not copied) applied to the segments of our route on our
// graph, so that a route's steps can be held to 'no more than GraphHopper gives' on any route, not only on the
// few its tests count. A model, with what our packs lack left out: no destination tags, no lanes (GraphHopper's
// tests import none either), a road's class told by its speed and slip-road flag, no ferries.
import { NO_ACCESS, SEG_LINK, SEG_ROUNDABOUT, type RouteGraph } from '../pack/route-graph.ts';
import { haversineMeters } from './geo.ts';
import type { Router, LatLng } from './index.ts';
import type { LatLngTuple, Piece } from './shape.ts';
import type { SnappedPoint } from './snap.ts';

// GraphHopper's instruction signs.
const CONTINUE = 0;
const KEEP_LEFT = -7;
const KEEP_RIGHT = 7;
const U_TURN = -98;
const IGNORE = Number.MIN_SAFE_INTEGER;
const MAX_U_TURN_DISTANCE = 35;

/** Orientation of a→b, radians counter-clockwise from east, as GraphHopper's AngleCalc. */
function orientation(a: LatLngTuple, b: LatLngTuple): number {
  const shrink = Math.cos((((a[0] + b[0]) / 2) * Math.PI) / 180);
  return Math.atan2(b[0] - a[0], shrink * (b[1] - a[1]));
}

function align(base: number, o: number): number {
  if (base >= 0) return o < -Math.PI + base ? o + 2 * Math.PI : o;
  return o > Math.PI + base ? o - 2 * Math.PI : o;
}

const delta = (prev: LatLngTuple, p: LatLngTuple, prevOrientation: number): number => align(prevOrientation, orientation(prev, p)) - prevOrientation;

/** Positive is left, as GraphHopper's signs: 0 straight, ±1 slight, ±2 turn, ±3 sharp. */
function sign(d: number): number {
  const a = Math.abs(d);
  const s = a < 0.2 ? 0 : a < 0.8 ? 1 : a < 1.8 ? 2 : 3;
  return d > 0 ? -s : s;
}

const sameName = (a: string, b: string): boolean => a !== '' && b !== '' && a === b;

interface Edge {
  segment: number;
  /** The node the edge leaves from and the one it reaches; -1 for a snapped point. */
  base: number;
  adj: number;
  /** The edge's points from `base`. */
  points: LatLngTuple[];
  name: string;
  roundabout: boolean;
  kmh: number;
  link: boolean;
  meters: number;
}

/** Edges at each junction, to find the roads not taken. */
class Adjacency {
  private readonly at = new Map<number, number[]>();
  constructor(private readonly g: RouteGraph) {
    for (let s = 0; s < g.segFrom.length; s++) {
      for (const v of [g.nodeOriginal[g.segFrom[s]!]!, g.nodeOriginal[g.segTo[s]!]!]) {
        const list = this.at.get(v) ?? [];
        if (!list.includes(s)) list.push(s);
        this.at.set(v, list);
      }
    }
  }

  /** The edges leaving `node` other than the route's own, as GraphHopper's allowed and visible turns. */
  others(node: number, prev: Edge, current: Edge): { allowed: Edge[]; visible: number } {
    const { g } = this;
    const allowed: Edge[] = [];
    let visible = 0;
    const seen = new Set([g.segPrimary[prev.segment], g.segPrimary[current.segment]]);
    for (const s of this.at.get(node) ?? []) {
      if (seen.has(g.segPrimary[s])) continue;
      seen.add(g.segPrimary[s]);
      const fromHere = g.nodeOriginal[g.segFrom[s]!] === node;
      const far = g.nodeOriginal[fromHere ? g.segTo[s]! : g.segFrom[s]!]!;
      if (far === prev.base || far === current.adj) continue;
      const out = fromHere ? g.segTimeFwd[s]! : g.segTimeBwd[s]!;
      const back = fromHere ? g.segTimeBwd[s]! : g.segTimeFwd[s]!;
      if (out !== NO_ACCESS) allowed.push(edgeOf(g, s, !fromHere, node, far));
      if (out !== NO_ACCESS || back !== NO_ACCESS) visible++;
    }
    return { allowed, visible: visible + 1 };
  }
}

function speed(g: RouteGraph, s: number, backward: boolean): number {
  const ms = backward ? g.segTimeBwd[s]! : g.segTimeFwd[s]!;
  return ms === NO_ACCESS || ms <= 0 ? 0 : (g.segLength[s]! / ms) * 3600;
}

function edgeOf(g: RouteGraph, s: number, backward: boolean, base: number, adj: number, points?: LatLngTuple[]): Edge {
  const start = g.segGeom[s]!;
  const end = g.segGeom[s + 1]! - 1;
  const pts: LatLngTuple[] = points ?? [];
  if (!points) for (let i = backward ? end : start; backward ? i >= start : i <= end; i += backward ? -1 : 1) pts.push([g.ptLat[i]!, g.ptLng[i]!]);
  let meters = 0;
  for (let k = 1; k < pts.length; k++) meters += haversineMeters(pts[k - 1]![0], pts[k - 1]![1], pts[k]![0], pts[k]![1]);
  return {
    segment: s,
    base,
    adj,
    points: pts,
    name: g.names[g.segName[s]!] ?? '',
    roundabout: (g.segFlags[s]! & SEG_ROUNDABOUT) !== 0,
    kmh: Math.round(speed(g, s, backward)),
    link: (g.segFlags[s]! & SEG_LINK) !== 0,
    meters,
  };
}

/** A road's class, as far as a pack tells it: its speed and whether it is a slip road. */
const sameClass = (a: Edge, b: Edge): boolean => a.kmh === b.kmh && a.link === b.link;
/** Motorway to tertiary roads: 45 km/h and faster in the car profile. */
const major = (e: Edge): boolean => e.kmh >= 45;

/** The second point of an edge from its base, GraphHopper's point for a heading. */
const ahead = (e: Edge): LatLngTuple => e.points[1] ?? e.points[0]!;

/** One of GraphHopper's instructions: its sign, the road it names, and where it is. */
export interface GhInstruction {
  sign: number;
  street: string;
  at: LatLngTuple;
}

/** GraphHopper's instructions for one leg driven along `pieces`, its first 'continue' and its finish included. */
function graphHopperInstructions(g: RouteGraph, adjacency: Adjacency, pieces: readonly Piece[]): GhInstruction[] {
  const edges: Edge[] = [];
  pieces.forEach((p, i) => {
    const s = p.segment;
    const from = g.nodeOriginal[p.backward ? g.segTo[s]! : g.segFrom[s]!]!;
    const to = g.nodeOriginal[p.backward ? g.segFrom[s]! : g.segTo[s]!]!;
    const first = i === 0 && !p.whole;
    const last = i === pieces.length - 1 && !p.whole;
    const e = edgeOf(g, s, p.backward, first ? -1 : from, last ? -2 : to, p.points);
    if (e.meters > 0.01 || pieces.length === 1) edges.push(e);
  });
  const list: GhInstruction[] = [];
  let prev: Edge | null = null;
  let prevName = '';
  let prevInRoundabout = false;
  let started = false;
  // The instruction being built: its sign, length, and the heading and name before it.
  let instr = { sign: CONTINUE, meters: 0, orientationBefore: Number.NaN, nameBefore: '' };
  for (const edge of edges) {
    if (!started && !edge.roundabout) {
      list.push({ sign: CONTINUE, street: edge.name, at: edge.points[0]! });
      started = true;
      instr = { sign: CONTINUE, meters: 0, orientationBefore: Number.NaN, nameBefore: '' };
      prevName = edge.name;
    } else if (edge.roundabout) {
      if (!prevInRoundabout) {
        list.push({ sign: 6, street: '', at: edge.points[0]! });
        const before: number = prev ? orientation(prev.points[prev.points.length - 2] ?? prev.points[0]!, prev.points[prev.points.length - 1]!) : Number.NaN;
        instr = { sign: 6, meters: 0, orientationBefore: before, nameBefore: prevName };
        if (!started) prevName = edge.name;
        started = true;
      }
    } else if (prevInRoundabout) {
      list[list.length - 1]!.street = edge.name;
      instr.nameBefore = prevName;
      prevName = edge.name;
    } else {
      const p = prev!;
      const prevPoint = p.points[p.points.length - 1]!;
      const prevOrientation = orientation(p.points[p.points.length - 2] ?? p.points[0]!, prevPoint);
      const s = turn(adjacency, p, edge, prevName, prevOrientation);
      if (s !== IGNORE) {
        const oneway = speed(g, edge.segment, false) > 0 !== speed(g, edge.segment, true) > 0;
        const uTurnShape =
          !Number.isNaN(instr.orientationBefore) &&
          instr.meters < MAX_U_TURN_DISTANCE &&
          s < 0 === instr.sign < 0 &&
          [1, 2, 3].includes(Math.abs(s)) &&
          [1, 2, 3].includes(Math.abs(instr.sign)) &&
          oneway &&
          sameName(instr.nameBefore, edge.name);
        const diff = Math.abs(instr.orientationBefore - orientation(prevPoint, ahead(edge)));
        if (!(uTurnShape && diff > Math.PI * 0.9 && diff < Math.PI * 1.1)) {
          list.push({ sign: s, street: edge.name, at: edge.points[0]! });
          instr = { sign: s, meters: 0, orientationBefore: prevOrientation, nameBefore: prevName };
        }
      }
      prevName = edge.name;
    }
    instr.meters += edge.meters;
    prevInRoundabout = edge.roundabout;
    prev = edge;
  }
  const last = edges[edges.length - 1]!;
  list.push({ sign: 4, street: '', at: last.points[last.points.length - 1]! });
  return list;
}

/** GraphHopper's getTurn: the sign of the instruction at the junction between `prev` and `edge`, or IGNORE. */
function turn(adjacency: Adjacency, prev: Edge, edge: Edge, prevName: string, prevOrientation: number): number {
  if (edge.segment === prev.segment) return U_TURN;
  const prevPoint = prev.points[prev.points.length - 1]!;
  const d = delta(prevPoint, ahead(edge), prevOrientation);
  const s = sign(d);
  const { allowed, visible } = adjacency.others(edge.base, prev, edge);
  const slower = (factor: number): boolean => {
    if (Math.abs(prev.kmh - edge.kmh) >= 1) return false;
    const fastest = Math.max(-1, ...allowed.map((a) => a.kmh));
    return Math.round(fastest * factor) < Math.round(prev.kmh);
  };
  if (allowed.length === 0) return Math.abs(s) > 1 && visible > 1 ? s : IGNORE;
  if (Math.abs(s) > 1) return sameName(edge.name, prevName) && slower(2) ? IGNORE : s;
  const outgoingSlower = slower(1);
  const other = allowed.find((a) => Math.abs(sign(delta(prevPoint, ahead(a), prevOrientation))) <= 1);
  if (other && (!sameName(edge.name, prevName) || sameName(other.name, prevName) || !outgoingSlower)) {
    if (major(edge) && sameClass(edge, prev) && !sameClass(other, prev)) return IGNORE;
    const otherDelta = delta(prevPoint, ahead(other), prevOrientation);
    if (Math.abs(d) < 0.1 && Math.abs(otherDelta) > 0.15 && sameName(edge.name, prevName)) return CONTINUE;
    return otherDelta < d ? KEEP_LEFT : KEEP_RIGHT;
  }
  const leaving =
    !sameName(edge.name, prevName) &&
    allowed.some((a) => sameName(prevName, a.name) || sameName(edge.name, a.name) || (!sameClass(prev, edge) && (sameClass(prev, a) || sameClass(edge, a))));
  return !outgoingSlower && (Math.abs(d) > 0.6 || leaving) ? s : IGNORE;
}

/** The segments each leg of `router`'s route through `points` drives (the router's own snapping and search). */
function routePieces(router: Router, points: readonly LatLng[]): Piece[][] {
  // The router keeps its snapping and leg search to itself; a test reaches them by name.
  const snapped = (router['snapStops'] as (p: readonly LatLng[]) => SnappedPoint[]).call(router, points);
  const leg = router['leg'] as (a: SnappedPoint, b: SnappedPoint, from: number, to: number) => { pieces: Piece[] };
  return snapped.slice(1).map((b, i) => leg.call(router, snapped[i]!, b, i, i + 1).pieces);
}

/** GraphHopper's instructions, leg by leg, for `router`'s route through `points`. */
export function graphHopperLegs(router: Router, points: readonly LatLng[]): GhInstruction[][] {
  const g = router['g'] as RouteGraph;
  const adjacency = new Adjacency(g);
  return routePieces(router, points).map((pieces) => graphHopperInstructions(g, adjacency, pieces));
}

/** GraphHopper's instruction counts, leg by leg, for `router`'s route through `points`. */
export function graphHopperCounts(router: Router, points: readonly LatLng[]): number[] {
  return graphHopperLegs(router, points).map((leg) => leg.length);
}
