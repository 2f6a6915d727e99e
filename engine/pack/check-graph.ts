// A pack's routing sections checked for what the router relies on, beyond the checksum: every array as long
// as the others say, every index in range, every shortcut's middle node below both its ends (so unpacking a
// route always ends). A crafted or damaged pack is refused with the section named, never looped on.
import { PackError, REBUILD_HINT, type RegionPack } from './container.ts';
import { coreSize } from './core-table.ts';
import type { ChGraph, ChHalf } from './ch-build.ts';
import { readCh, readComponents, readRouteGraph, readSnapIndex } from './graph-sections.ts';
import { NO_ACCESS, type RouteGraph } from './route-graph.ts';
import { PROFILE_NAMES, type Profile } from './profiles.ts';

function fail(section: string, what: string): never {
  throw new PackError('BAD_STRUCTURE', `Region pack section "${section}" is damaged: ${what}; ${REBUILD_HINT}`);
}

function lengthIs(section: string, array: ArrayLike<unknown>, expected: number): void {
  if (array.length !== expected) fail(section, `${array.length} entries where ${expected} belong`);
}

function allBelow(section: string, values: ArrayLike<number>, limit: number): void {
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (!(v >= 0 && v < limit)) fail(section, `entry ${i} is ${v}, outside 0..${limit - 1}`);
  }
}

/** Offsets into another array: from 0, never decreasing, ending at its length. */
function offsets(section: string, values: ArrayLike<number>, total: number, minStep = 0): void {
  if (values[0] !== 0) fail(section, 'it does not start at 0');
  for (let i = 1; i < values.length; i++) if (values[i]! - values[i - 1]! < minStep) fail(section, `entry ${i} steps back`);
  if (values[values.length - 1] !== total) fail(section, `it ends at ${values[values.length - 1]}, not ${total}`);
}

export function checkRouteGraph(p: Profile, g: RouteGraph): void {
  const n = g.nodeLat.length;
  const m = g.segFrom.length;
  lengthIs(`${p}.node.lng`, g.nodeLng, n);
  for (const [name, array] of [
    ['seg.to', g.segTo],
    ['seg.length', g.segLength],
    ['seg.timeFwd', g.segTimeFwd],
    ['seg.timeBwd', g.segTimeBwd],
    ['seg.name', g.segName],
    ['seg.flags', g.segFlags],
    ['seg.primary', g.segPrimary],
  ] as const) {
    lengthIs(`${p}.${name}`, array, m);
  }
  if (g.segVehicle) lengthIs(`${p}.seg.vehicles`, g.segVehicle, m);
  if (g.vehicleOnlySeg) {
    allBelow(`${p}.seg.vehicleOnly`, g.vehicleOnlySeg, m);
    lengthIs(`${p}.seg.vehicleOnlyFwd`, g.vehicleOnlyFwd!, g.vehicleOnlySeg.length);
    lengthIs(`${p}.seg.vehicleOnlyBwd`, g.vehicleOnlyBwd!, g.vehicleOnlySeg.length);
  }
  if (g.truckTimeSeg) {
    allBelow(`${p}.seg.truckTime`, g.truckTimeSeg, m);
    lengthIs(`${p}.seg.truckTimeFwd`, g.truckTimeFwd!, g.truckTimeSeg.length);
    lengthIs(`${p}.seg.truckTimeBwd`, g.truckTimeBwd!, g.truckTimeSeg.length);
  }
  lengthIs(`${p}.seg.geom`, g.segGeom, m + 1);
  lengthIs(`${p}.pt.lng`, g.ptLng, g.ptLat.length);
  allBelow(`${p}.seg.from`, g.segFrom, n);
  allBelow(`${p}.seg.to`, g.segTo, n);
  allBelow(`${p}.seg.name`, g.segName, g.names.length);
  if (g.segRef) {
    lengthIs(`${p}.seg.ref`, g.segRef, m);
    allBelow(`${p}.seg.ref`, g.segRef, g.names.length);
  }
  lengthIs(`${p}.node.original`, g.nodeOriginal, n);
  allBelow(`${p}.node.original`, g.nodeOriginal, n);
  allBelow(`${p}.seg.primary`, g.segPrimary, m);
  // A primary stands for itself, so following primaries always ends at once.
  for (let s = 0; s < m; s++) if (g.segPrimary[g.segPrimary[s]!] !== g.segPrimary[s]) fail(`${p}.seg.primary`, `entry ${s} points at a twin`);
  for (let v = 0; v < n; v++) if (g.nodeOriginal[g.nodeOriginal[v]!] !== g.nodeOriginal[v]) fail(`${p}.node.original`, `entry ${v} points at a copy`);
  // Every segment has at least its two end points.
  offsets(`${p}.seg.geom`, g.segGeom, g.ptLat.length, 2);
  for (const [name, times] of [
    ['seg.timeFwd', g.segTimeFwd],
    ['seg.timeBwd', g.segTimeBwd],
  ] as const) {
    for (let s = 0; s < m; s++) if (times[s]! < NO_ACCESS) fail(`${p}.${name}`, `entry ${s} is ${times[s]}`);
  }
}

function checkHalf(section: string, h: ChHalf, n: number, segments: number): void {
  lengthIs(`${section}.first`, h.first, n + 1);
  const arcs = h.head.length;
  offsets(`${section}.first`, h.first, arcs);
  lengthIs(`${section}.time`, h.time, arcs);
  lengthIs(`${section}.dist`, h.dist, arcs);
  lengthIs(`${section}.via`, h.via, arcs);
  allBelow(`${section}.head`, h.head, n);
  for (let v = 0; v < n; v++) {
    for (let a = h.first[v]!; a < h.first[v + 1]!; a++) {
      const via = h.via[a]!;
      // Nodes are numbered by contraction order: a shortcut's middle node was contracted before both its ends.
      if (via >= 0 ? !(via < v && via < h.head[a]!) : ~via >= 2 * segments) fail(`${section}.via`, `arc ${a} has via ${via}`);
    }
  }
}

export function checkCh(p: Profile, ch: ChGraph, g: RouteGraph): void {
  const n = g.nodeLat.length;
  checkHalf(`${p}.ch.up`, ch.up, n, g.segFrom.length);
  checkHalf(`${p}.ch.down`, ch.down, n, g.segFrom.length);
  const k = coreSize(ch.core);
  if (ch.core && (k * k !== ch.core.length || k > n)) fail(`${p}.ch.core.time`, `${ch.core.length} entries are no square table of at most ${n} nodes`);
}

/** Checks the graph, hierarchy and snap index of every profile given; throws PackError BAD_STRUCTURE. */
export function checkPackStructure(pack: RegionPack, profiles: readonly Profile[] = PROFILE_NAMES): void {
  for (const p of profiles) {
    const g = readRouteGraph(pack, p);
    checkRouteGraph(p, g);
    checkCh(p, readCh(pack, p), g);
    lengthIs(`${p}.node.scc`, readComponents(pack, p), g.nodeLat.length);
    const snap = readSnapIndex(pack, g, p);
    lengthIs(`${p}.snap.point`, snap.itemPoint, snap.itemSegment.length);
    allBelow(`${p}.snap.segment`, snap.itemSegment, Math.max(1, g.segFrom.length));
    allBelow(`${p}.snap.point`, snap.itemPoint, Math.max(1, g.ptLat.length));
  }
}
