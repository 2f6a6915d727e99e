// Turns OSM ways into one profile's routing graph: intersections become nodes, the way pieces between them
// become segments that keep their full geometry, length and per-direction travel time. Turn restrictions are
// built into the graph itself (turn-restrictions.ts), so every search obeys them without knowing of them.
import { haversineMeters } from '../routing/geo.ts';
import { carAccess, VEHICLES } from './car-profile.ts';
import { CoordIndex } from './coord-index.ts';
import type { AccessRule, NodeRule, RestrictionRule } from './profiles.ts';
import type { WayAccess } from './access-tags.ts';
import { closedFor, isOpenFor, markVehicleEntries, wayBits, type MaskRule } from './vehicle-mask.ts';
import { restrictTurns, restrictViaWays, type JunctionAccess, type RawSegment } from './turn-restrictions.ts';
import { banUTurns } from './u-turns.ts';
import type { RoadWay, TurnRestriction } from './ways.ts';

/** Travel time of a direction the profile may not use. */
export const NO_ACCESS = -1;

export interface RouteGraph {
  nodeLat: Float64Array;
  nodeLng: Float64Array;
  segFrom: Uint32Array;
  segTo: Uint32Array;
  /** Offsets into pt*: segment i's geometry is points segGeom[i] .. segGeom[i+1]-1, from segFrom to segTo. */
  segGeom: Uint32Array;
  segLength: Float64Array;
  /** Milliseconds from segFrom to segTo, or NO_ACCESS. */
  segTimeFwd: Int32Array;
  segTimeBwd: Int32Array;
  ptLat: Float64Array;
  ptLng: Float64Array;
  /** Index into `names` of the road's name (its ref when it has none); 0 is the nameless ''. */
  segName: Uint32Array;
  /**
   * Index into `names` of the road's number (ref), 0 for none: a name that is the ref is no name, and a road
   * number carried on under a new name or none is no new road to announce (OSRM's name-change rule).
   */
  segRef?: Uint32Array;
  /** SEG_ROUNDABOUT and friends, for the turn-by-turn directions. */
  segFlags: Uint8Array;
  names: string[];
  /**
   * The segment that stands for this one's road: itself, or for a twin (the same road from or to a junction's
   * turn copy, see nodeOriginal) the one the snap index holds. Seeds on a road use all of its twins.
   */
  segPrimary: Uint32Array;
  /** The junction a node stands for: itself, or for a turn copy (arrivals from one road, with only the turns allowed from it) the real one. */
  nodeOriginal: Uint32Array;
  /** The car graph's mask for the vans and trucks routed on it, one byte per segment (vehicle-mask.ts). */
  segVehicle?: Uint8Array;
  /**
   * The segments a van or truck may drive some way the car may not (motor_vehicle=no with hgv=yes, a turn ban
   * for cars only): their times both ways as if open to all (NO_ACCESS where none may), the mask then closes.
   */
  vehicleOnlySeg?: Uint32Array;
  vehicleOnlyFwd?: Int32Array;
  vehicleOnlyBwd?: Int32Array;
  /**
   * The segments where a truck's own limit (maxspeed:hgv, per direction) is below the car's speed and its 80 km/h:
   * its times there both ways (NO_ACCESS where none may drive), put in place of the car's before the mask closes.
   */
  truckTimeSeg?: Uint32Array;
  truckTimeFwd?: Int32Array;
  truckTimeBwd?: Int32Array;
}

/** The segment is part of a roundabout (junction=roundabout or circular), driven in its from→to direction. */
export const SEG_ROUNDABOUT = 1;
/** A slip road (highway=*_link): onto a motorway or trunk road it is a merge, off one an exit. */
export const SEG_LINK = 2;
/** A motorway or trunk road. */
export const SEG_MAJOR = 4;
/**
 * Driving from→to (…_FWD) or to→from (…_BWD) enters a destination-only road (access=destination, private,
 * delivery, hov…) from the open network: allowed, but at NO_THROUGH_PENALTY_MS so no route passes through.
 */
export const SEG_NO_THROUGH_FWD = 8;
export const SEG_NO_THROUGH_BWD = 16;
/** No route starts or ends on it (a ferry, a private driveway): the snap index leaves it out. */
export const SEG_NO_START = 32;
/** A ferry or car train. */
export const SEG_FERRY = 64;

/**
 * The routing weight added for entering a destination-only road (about 9.3 h, OSRM's is 9 h): only a stop on
 * it makes a route go in. A power of two, kept apart from the travel time: times stay exact (legs subtract it).
 */
export const NO_THROUGH_PENALTY_MS = 2 ** 25;

/** The weight of driving segment s one way: its time, plus the penalty for entering a destination-only road. */
export function segWeight(g: Pick<RouteGraph, 'segTimeFwd' | 'segTimeBwd' | 'segFlags'>, s: number, backward: boolean): number {
  const time = backward ? g.segTimeBwd[s]! : g.segTimeFwd[s]!;
  if (time < 0) return time;
  return g.segFlags[s]! & (backward ? SEG_NO_THROUGH_BWD : SEG_NO_THROUGH_FWD) ? time + NO_THROUGH_PENALTY_MS : time;
}

export interface RouteGraphOptions {
  /** Which ways the profile may use, in which directions and how fast (default: car). */
  access?: AccessRule;
  /** What barriers and signals on the ways mean to the profile (default: nothing). */
  nodes?: NodeRule;
  /** Turn restrictions, and what they mean to the profile (default: none obeyed). */
  restrictions?: readonly TurnRestriction[];
  restrictionRule?: RestrictionRule;
  /** U-turns only where OSRM's car makes them: dead ends, no other way out, at most one two-way road (u-turns.ts). */
  banUTurns?: boolean;
  /** The vehicles routed on this graph by mask (vehicle-mask.ts MASK_RULES, for the car graph): fills segVehicle. */
  vehicles?: readonly MaskRule[];
  /**
   * Walk closed areas (area=yes: a pedestrian square) along their outline, as OSRM's and GraphHopper's foot
   * profiles do; by default they are left out, as OSRM's car profile avoids them.
   */
  areas?: boolean;
}

/** Some direction of the way is open to the vehicle. */
const opensSome = (a: WayAccess | null | undefined): a is WayAccess => a != null && (a.forward || a.backward);

/** What a driver reads on the sign: the name, else the road number. */
const roadName = (tags: Readonly<Record<string, string>>): string => tags.name ?? tags.ref ?? '';
const roadFlags = (tags: Readonly<Record<string, string>>, access: WayAccess): number =>
  (access.noStart ? SEG_NO_START : 0) |
  (access.ferry ? SEG_FERRY : 0) |
  (tags.junction === 'roundabout' || tags.junction === 'circular' ? SEG_ROUNDABOUT : 0) |
  (tags.highway?.endsWith('_link') ? SEG_LINK : 0) |
  (tags.highway === 'motorway' || tags.highway === 'trunk' ? SEG_MAJOR : 0);

export function buildRouteGraph(ways: readonly RoadWay[], opts: RouteGraphOptions = {}): RouteGraph {
  const rule = opts.access ?? carAccess;
  const nodeRule = opts.nodes ?? (() => ({ passable: true, delayMs: 0 }));
  // Vehicle groups (4 mask bits each): the masked vehicles first (vehicle-mask.ts), then the graph's own profile.
  const masks = opts.vehicles ?? [];
  const own = masks.length;
  const allGroups = (1 << (own + 1)) - 1;
  const wayRules = [...masks.map((m) => m.access), rule];
  const nodeRules = [...masks.map((m) => m.nodes), nodeRule];
  const truck = masks.findIndex((m) => m.vehicle === 'truck');
  // A way is in the graph when any vehicle may use it; its directions are the union, and each vehicle's own
  // closed directions are mask bits. Speeds come from the same tags for every vehicle, so they agree.
  const usable = ways.flatMap((w) => {
    if ((w.area && !opts.areas) || w.coords.length < 2) return [];
    const each = wayRules.map((r) => r(w.tags));
    const base = opensSome(each[own]!) ? each[own]! : each.find(opensSome);
    if (!base) return [];
    const access: WayAccess = { ...base, forward: each.some((a) => a?.forward), backward: each.some((a) => a?.backward) };
    return [{ way: w, access, each, mine: each[own] ?? null }];
  });

  // A coordinate is a node when ways meet there, a way ends there, or a way passes it twice.
  const points = new CoordIndex();
  let uses = new Uint8Array(1024);
  for (const { way } of usable) {
    way.coords.forEach((c, i) => {
      const k = points.id(c[0], c[1]);
      if (k === uses.length) uses = growBytes(uses);
      uses[k] = Math.min(2, uses[k]! + (i === 0 || i === way.coords.length - 1 ? 2 : 1));
    });
  }
  const nodeOfPoint = new Int32Array(points.size).fill(-1);
  const nodeLng: number[] = [];
  const nodeLat: number[] = [];
  const addNode = (lng: number, lat: number): number => {
    nodeLat.push(lat);
    return nodeLng.push(lng) - 1;
  };
  const nodeOf = (c: readonly [number, number]): number => {
    const k = points.find(c[0], c[1]);
    if (nodeOfPoint[k]! < 0) nodeOfPoint[k] = addNode(c[0], c[1]);
    return nodeOfPoint[k]!;
  };

  /** The junction each node stands for (a turn copy's is the real one). */
  const nodeOriginal: number[] = [];
  /** A second node at a coordinate, for the far side of a barrier: the roads either side do not meet there. */
  const cutNode = (c: readonly [number, number]): number => addNode(c[0], c[1]);

  const segments: RawSegment[] = [];
  for (const { way, access, each, mine } of usable) {
    // Per tagged node of the way (most have none): its delay, and the vehicle groups it stops (a height_restrictor
    // stops the truck only).
    const delays = new Map<number, number>();
    const stops = new Map<number, number>();
    for (const n of way.nodes ?? []) {
      delays.set(n.index, nodeRule(n.tags).delayMs);
      stops.set(n.index, nodeRules.reduce((set, r, g) => set | (r(n.tags).passable ? 0 : 1 << g), 0));
    }
    const delay = (i: number) => delays.get(i) ?? 0;
    const stopped = (i: number) => stops.get(i) ?? 0;
    const blocked = (i: number) => stopped(i) !== 0;
    const bits = each.reduce((b, a, g) => b | (wayBits(access, a) << (4 * g)), 0);
    const truckKmh = truckSpeeds(access, truck >= 0 ? each[truck] : null);
    const last = way.coords.length - 1;
    let startAt = 0;
    let startNode = blocked(0) ? cutNode(way.coords[0]!) : nodeOf(way.coords[0]!);
    let piece: (readonly [number, number])[] = [way.coords[0]!];
    // Delays at the piece's inner points hold up both directions; one at an end, only the direction entering it.
    let inner = 0;
    // A ferry's duration tag is the whole crossing: each piece gets its share by length.
    const wayMs = access.durationS !== undefined ? access.durationS * 1000 : undefined;
    const wayLength = wayMs !== undefined ? lineLength(way.coords) : 0;
    for (let i = 1; i <= last; i++) {
      const c = way.coords[i]!;
      const prev = piece[piece.length - 1]!;
      if (c[0] !== prev[0] || c[1] !== prev[1]) piece.push(c);
      const isNode = uses[points.find(c[0], c[1])]! >= 2 || blocked(i);
      if (!isNode || piece.length < 2) {
        inner += delay(i);
        continue;
      }
      const to = blocked(i) && i === last ? cutNode(c) : nodeOf(c);
      const primary = segments.length;
      const seg: RawSegment = {
        from: startNode,
        to,
        coords: piece,
        speedKmh: access.speedKmh,
        speedBwdKmh: access.speedBwdKmh ?? access.speedKmh,
        ...(wayMs !== undefined ? { fixedMs: wayLength > 0 ? (wayMs * lineLength(piece)) / wayLength : wayMs } : {}),
        ...(truckKmh ? { truckKmh } : {}),
        // The own profile's destination-only directions (a masked vehicle's are its mask bits).
        noThroughFwd: mine?.noThroughFwd ?? false,
        noThroughBwd: mine?.noThroughBwd ?? false,
        forward: access.forward,
        backward: access.backward,
        delayFwd: inner + delay(i),
        delayBwd: inner + delay(startAt),
        name: roadName(way.tags),
        ref: way.tags.ref ?? '',
        flags: roadFlags(way.tags, access),
        way: way.id,
        primary,
        vehicles: bits,
      };
      segments.push(seg);
      // A node that stops some vehicles but not others: the piece starts (or ends) on the node's far side, as at
      // a barrier, and twins that run on to the junction itself are open only to the vehicles that pass it.
      const startStops = stopped(startAt) !== allGroups ? stopped(startAt) : 0;
      const endStops = i === last && stopped(i) !== allGroups ? stopped(i) : 0;
      const starts = [{ node: seg.from, stops: 0 }, ...(startStops ? [{ node: nodeOf(way.coords[startAt]!), stops: startStops }] : [])];
      const ends = [{ node: seg.to, stops: 0 }, ...(endStops ? [{ node: nodeOf(c), stops: endStops }] : [])];
      for (const a of starts) {
        for (const b of ends) {
          const closed = a.stops | b.stops;
          if (closed !== 0 && closed !== allGroups) segments.push({ ...seg, from: a.node, to: b.node, vehicles: bits | closedFor(closed, true, true) });
        }
      }
      startAt = i;
      startNode = blocked(i) ? cutNode(c) : to;
      piece = [c];
      inner = 0;
    }
  }

  markNoThroughEntries(segments, nodeLng.length, own);
  if (masks.length) markVehicleEntries(segments, nodeLng.length);
  for (let v = 0; v < nodeLng.length; v++) nodeOriginal.push(v);
  const junctions: JunctionAccess = {
    nodeAt: (c: readonly [number, number]) => {
      const k = points.find(c[0], c[1]);
      return k >= 0 && nodeOfPoint[k]! >= 0 ? nodeOfPoint[k] : undefined;
    },
    copyOf: (v: number) => {
      nodeOriginal.push(v);
      return addNode(nodeLng[v]!, nodeLat[v]!);
    },
    original: (v: number) => nodeOriginal[v]!,
  };
  if (opts.restrictions?.length && opts.restrictionRule) {
    const rules = [...masks.map((m) => m.restrictions), opts.restrictionRule];
    restrictTurns(segments, opts.restrictions, rules, junctions);
    restrictViaWays(segments, opts.restrictions, rules, junctions);
  }
  if (opts.banUTurns) banUTurns(segments, junctions);
  // Every road the profile may use in some direction stays, even a small network driven one way only: strong
  // components decide at query time where a route can start and end (see nodeComponent), not what is deleted.
  return pack(nodeLng, nodeLat, nodeOriginal, segments, own);
}

/**
 * The truck's own speeds on a way when its own limit (maxspeed:hgv) makes it slower than the way's speeds capped
 * at its 80 km/h (which the truck's graph applies to every segment itself); undefined otherwise, as on most ways.
 */
function truckSpeeds(way: WayAccess, own: WayAccess | null | undefined): [number, number] | undefined {
  if (!own || way.ferry) return undefined;
  const cap = VEHICLES.truck.maxSpeedKmh;
  const fwd = own.speedKmh;
  const bwd = own.speedBwdKmh ?? own.speedKmh;
  const slower = fwd < Math.min(way.speedKmh, cap) || bwd < Math.min(way.speedBwdKmh ?? way.speedKmh, cap);
  return slower ? [fwd, bwd] : undefined;
}

/**
 * Sets the no-through flags where a destination-only direction is entered from a junction the open network
 * reaches. Inside a destination-only area (every road at the junction destination-only) driving on is free, so a
 * route that starts or ends there pays the penalty at most once per way in or out, never per street.
 */
function markNoThroughEntries(segments: RawSegment[], nodes: number, own: number): void {
  const open = new Uint8Array(nodes);
  const fwd = (s: RawSegment) => isOpenFor(s, own, false);
  const bwd = (s: RawSegment) => isOpenFor(s, own, true);
  for (const s of segments) {
    if ((fwd(s) && !s.noThroughFwd) || (bwd(s) && !s.noThroughBwd)) open[s.from] = open[s.to] = 1;
  }
  for (const s of segments) {
    if (fwd(s) && s.noThroughFwd && open[s.from]) s.flags |= SEG_NO_THROUGH_FWD;
    if (bwd(s) && s.noThroughBwd && open[s.to]) s.flags |= SEG_NO_THROUGH_BWD;
  }
}

function lineLength(coords: readonly (readonly [number, number])[]): number {
  let m = 0;
  for (let i = 1; i < coords.length; i++) m += haversineMeters(coords[i - 1]![1], coords[i - 1]![0], coords[i]![1], coords[i]![0]);
  return m;
}

function growBytes(a: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const b = new Uint8Array(a.length * 2);
  b.set(a);
  return b;
}

/** The graph as the own profile (group `own`) drives it; the masked vehicles' bits and their own-only times beside. */
function pack(lngs: readonly number[], lats: readonly number[], original: readonly number[], all: readonly RawSegment[], own: number): RouteGraph {
  // Nodes no segment touches (the near side of a barrier at a way's end) are left out.
  const used = new Uint8Array(lngs.length);
  for (const seg of all) used[seg.from] = used[seg.to] = 1;
  const remap = new Int32Array(lngs.length).fill(-1);
  let n = 0;
  for (let v = 0; v < lngs.length; v++) if (used[v]) remap[v] = n++;
  const segments = all;
  const nodeLat = new Float64Array(n);
  const nodeLng = new Float64Array(n);
  for (let v = 0; v < lngs.length; v++) {
    const id = remap[v]!;
    if (id >= 0) {
      nodeLng[id] = lngs[v]!;
      nodeLat[id] = lats[v]!;
    }
  }

  const s = segments.length;
  const totalPts = segments.reduce((sum, seg) => sum + seg.coords.length, 0);
  const g: RouteGraph = {
    nodeLat,
    nodeLng,
    segFrom: new Uint32Array(s),
    segTo: new Uint32Array(s),
    segGeom: new Uint32Array(s + 1),
    segLength: new Float64Array(s),
    segTimeFwd: new Int32Array(s),
    segTimeBwd: new Int32Array(s),
    ptLat: new Float64Array(totalPts),
    ptLng: new Float64Array(totalPts),
    segName: new Uint32Array(s),
    segRef: new Uint32Array(s),
    segFlags: new Uint8Array(s),
    names: [''],
    segPrimary: new Uint32Array(s),
    nodeOriginal: new Uint32Array(n),
  };
  const vehicleOnly: number[] = [];
  const onlyFwd: number[] = [];
  const onlyBwd: number[] = [];
  const truckSeg: number[] = [];
  const truckFwd: number[] = [];
  const truckBwd: number[] = [];
  for (let v = 0; v < lngs.length; v++) {
    const id = remap[v]!;
    // A copy whose junction no road touches any more stands for itself.
    if (id >= 0) g.nodeOriginal[id] = remap[original[v]!]! >= 0 ? remap[original[v]!]! : id;
  }
  segments.forEach((seg, i) => {
    g.segPrimary[i] = seg.primary;
  });
  const nameIds = new Map([['', 0]]);
  const intern = (name: string): number => {
    let id = nameIds.get(name);
    if (id === undefined) {
      id = g.names.length;
      nameIds.set(name, id);
      g.names.push(name);
    }
    return id;
  };
  let p = 0;
  segments.forEach((seg, i) => {
    g.segFrom[i] = remap[seg.from]!;
    g.segTo[i] = remap[seg.to]!;
    g.segGeom[i] = p;
    let length = 0;
    seg.coords.forEach((c, k) => {
      g.ptLng[p] = c[0];
      g.ptLat[p] = c[1];
      if (k > 0) length += haversineMeters(g.ptLat[p - 1]!, g.ptLng[p - 1]!, c[1], c[0]);
      p++;
    });
    g.segLength[i] = length;
    const ms = (kmh: number) => Math.max(1, Math.round(seg.fixedMs ?? (length / (kmh / 3.6)) * 1000));
    const fwd = seg.forward ? ms(seg.speedKmh) + seg.delayFwd : NO_ACCESS;
    const bwd = seg.backward ? ms(seg.speedBwdKmh) + seg.delayBwd : NO_ACCESS;
    g.segTimeFwd[i] = isOpenFor(seg, own, false) ? fwd : NO_ACCESS;
    g.segTimeBwd[i] = isOpenFor(seg, own, true) ? bwd : NO_ACCESS;
    if (own > 0 && (g.segTimeFwd[i] !== fwd || g.segTimeBwd[i] !== bwd)) {
      vehicleOnly.push(i);
      onlyFwd.push(fwd);
      onlyBwd.push(bwd);
    }
    if (seg.truckKmh) {
      truckSeg.push(i);
      truckFwd.push(seg.forward ? ms(seg.truckKmh[0]) + seg.delayFwd : NO_ACCESS);
      truckBwd.push(seg.backward ? ms(seg.truckKmh[1]) + seg.delayBwd : NO_ACCESS);
    }
    g.segName[i] = intern(seg.name);
    g.segRef![i] = intern(seg.ref);
    g.segFlags[i] = seg.flags;
  });
  g.segGeom[s] = p;
  if (own > 0) {
    g.segVehicle = Uint8Array.from(segments, (seg) => seg.vehicles & ((1 << (4 * own)) - 1));
    g.vehicleOnlySeg = Uint32Array.from(vehicleOnly);
    g.vehicleOnlyFwd = Int32Array.from(onlyFwd);
    g.vehicleOnlyBwd = Int32Array.from(onlyBwd);
    if (truckSeg.length) {
      g.truckTimeSeg = Uint32Array.from(truckSeg);
      g.truckTimeFwd = Int32Array.from(truckFwd);
      g.truckTimeBwd = Int32Array.from(truckBwd);
    }
  }
  return g;
}
