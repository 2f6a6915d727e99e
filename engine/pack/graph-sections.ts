// Names and (de)serialisation of each profile's routing sections ('car.*', 'foot.*', 'bike.*'), so the builder
// and the router agree on one layout.
import Flatbush from 'flatbush';
import { LocalProjection } from '../routing/geo.ts';
import { SEG_NO_START, type RouteGraph } from './route-graph.ts';
import type { ChGraph, ChHalf } from './ch-build.ts';
import { jsonSection, readJsonSection, type RegionPack } from './container.ts';
import type { Profile } from './profiles.ts';

export interface SnapIndex {
  /** Spatial index over every geometry piece (point k to k+1) of every routable segment, in local metres. */
  index: Flatbush;
  /** For each indexed item: its segment and the index of its first point. */
  itemSegment: Uint32Array;
  itemPoint: Uint32Array;
  projection: LocalProjection;
}

export function routeGraphSections(p: Profile, g: RouteGraph): Record<string, ArrayBufferView> {
  return {
    [`${p}.node.lat`]: g.nodeLat,
    [`${p}.node.lng`]: g.nodeLng,
    [`${p}.seg.from`]: g.segFrom,
    [`${p}.seg.to`]: g.segTo,
    [`${p}.seg.geom`]: g.segGeom,
    [`${p}.seg.length`]: g.segLength,
    [`${p}.seg.timeFwd`]: g.segTimeFwd,
    [`${p}.seg.timeBwd`]: g.segTimeBwd,
    [`${p}.pt.lat`]: g.ptLat,
    [`${p}.pt.lng`]: g.ptLng,
    [`${p}.seg.name`]: g.segName,
    ...(g.segRef ? { [`${p}.seg.ref`]: g.segRef } : {}),
    [`${p}.seg.flags`]: g.segFlags,
    [`${p}.names`]: jsonSection(g.names),
    [`${p}.seg.primary`]: g.segPrimary,
    [`${p}.node.original`]: g.nodeOriginal,
    ...(g.segVehicle ? { [`${p}.seg.vehicles`]: g.segVehicle } : {}),
    ...(g.vehicleOnlySeg ? { [`${p}.seg.vehicleOnly`]: g.vehicleOnlySeg, [`${p}.seg.vehicleOnlyFwd`]: g.vehicleOnlyFwd!, [`${p}.seg.vehicleOnlyBwd`]: g.vehicleOnlyBwd! } : {}),
    ...(g.truckTimeSeg ? { [`${p}.seg.truckTime`]: g.truckTimeSeg, [`${p}.seg.truckTimeFwd`]: g.truckTimeFwd!, [`${p}.seg.truckTimeBwd`]: g.truckTimeBwd! } : {}),
  };
}

export function readRouteGraph(pack: RegionPack, p: Profile = 'car'): RouteGraph {
  return {
    nodeLat: pack.section(`${p}.node.lat`, 'f64'),
    nodeLng: pack.section(`${p}.node.lng`, 'f64'),
    segFrom: pack.section(`${p}.seg.from`, 'u32'),
    segTo: pack.section(`${p}.seg.to`, 'u32'),
    segGeom: pack.section(`${p}.seg.geom`, 'u32'),
    segLength: pack.section(`${p}.seg.length`, 'f64'),
    segTimeFwd: pack.section(`${p}.seg.timeFwd`, 'i32'),
    segTimeBwd: pack.section(`${p}.seg.timeBwd`, 'i32'),
    ptLat: pack.section(`${p}.pt.lat`, 'f64'),
    ptLng: pack.section(`${p}.pt.lng`, 'f64'),
    segName: pack.section(`${p}.seg.name`, 'u32'),
    ...(pack.has(`${p}.seg.ref`) ? { segRef: pack.section(`${p}.seg.ref`, 'u32') } : {}),
    segFlags: pack.section(`${p}.seg.flags`, 'u8'),
    names: readJsonSection<string[]>(pack, `${p}.names`),
    segPrimary: pack.section(`${p}.seg.primary`, 'u32'),
    nodeOriginal: pack.section(`${p}.node.original`, 'u32'),
    ...(pack.has(`${p}.seg.vehicles`) ? { segVehicle: pack.section(`${p}.seg.vehicles`, 'u8') } : {}),
    ...(pack.has(`${p}.seg.vehicleOnly`)
      ? {
          vehicleOnlySeg: pack.section(`${p}.seg.vehicleOnly`, 'u32'),
          vehicleOnlyFwd: pack.section(`${p}.seg.vehicleOnlyFwd`, 'i32'),
          vehicleOnlyBwd: pack.section(`${p}.seg.vehicleOnlyBwd`, 'i32'),
        }
      : {}),
    ...(pack.has(`${p}.seg.truckTime`)
      ? {
          truckTimeSeg: pack.section(`${p}.seg.truckTime`, 'u32'),
          truckTimeFwd: pack.section(`${p}.seg.truckTimeFwd`, 'i32'),
          truckTimeBwd: pack.section(`${p}.seg.truckTimeBwd`, 'i32'),
        }
      : {}),
  };
}

/** Each node's strongly connected component (0 the largest): where a route can start and end (scc.ts). */
export const componentSection = (p: Profile, comp: Uint32Array): Record<string, ArrayBufferView> => ({ [`${p}.node.scc`]: comp });

export const readComponents = (pack: RegionPack, p: Profile = 'car'): Uint32Array => pack.section(`${p}.node.scc`, 'u32');

const HALF_FIELDS = ['first', 'head', 'time', 'dist', 'via'] as const;

export function chSections(p: Profile, ch: ChGraph): Record<string, ArrayBufferView> {
  const out: Record<string, ArrayBufferView> = {};
  for (const dir of ['up', 'down'] as const) for (const f of HALF_FIELDS) out[`${p}.ch.${dir}.${f}`] = ch[dir][f];
  if (ch.core) out[`${p}.ch.core.time`] = ch.core;
  return out;
}

export function readCh(pack: RegionPack, p: Profile = 'car'): ChGraph {
  const half = (dir: 'up' | 'down'): ChHalf => ({
    first: pack.section(`${p}.ch.${dir}.first`, 'u32'),
    head: pack.section(`${p}.ch.${dir}.head`, 'u32'),
    time: pack.section(`${p}.ch.${dir}.time`, 'u32'),
    dist: pack.section(`${p}.ch.${dir}.dist`, 'f64'),
    via: pack.section(`${p}.ch.${dir}.via`, 'i32'),
  });
  return { up: half('up'), down: half('down'), core: pack.section(`${p}.ch.core.time`, 'u32') };
}

/** Builds the snapping index; its Flatbush buffer is stored as-is so loading needs no rebuild. */
export function buildSnapIndex(g: RouteGraph): SnapIndex {
  const projection = projectionFor(g);
  // A road's twins share its geometry: only the primary is indexed, and seeds on it reach the twins.
  let items = 0;
  // Nor are the roads no route may start or end on (ferries, private driveways).
  const indexed = (s: number) => g.segPrimary[s] === s && (g.segFlags[s]! & SEG_NO_START) === 0;
  for (let s = 0; s < g.segFrom.length; s++) if (indexed(s)) items += g.segGeom[s + 1]! - g.segGeom[s]! - 1;
  const index = new Flatbush(Math.max(1, items));
  const itemSegment = new Uint32Array(items);
  const itemPoint = new Uint32Array(items);
  let i = 0;
  for (let s = 0; s < g.segFrom.length; s++) {
    if (!indexed(s)) continue;
    for (let k = g.segGeom[s]!; k < g.segGeom[s + 1]! - 1; k++) {
      const x1 = projection.x(g.ptLng[k]!);
      const y1 = projection.y(g.ptLat[k]!);
      const x2 = projection.x(g.ptLng[k + 1]!);
      const y2 = projection.y(g.ptLat[k + 1]!);
      index.add(Math.min(x1, x2), Math.min(y1, y2), Math.max(x1, x2), Math.max(y1, y2));
      itemSegment[i] = s;
      itemPoint[i] = k;
      i++;
    }
  }
  if (items === 0) index.add(0, 0, 0, 0);
  index.finish();
  return { index, itemSegment, itemPoint, projection };
}

export function snapSections(p: Profile, s: SnapIndex): Record<string, ArrayBufferView> {
  return {
    [`${p}.snap.index`]: new Uint8Array(s.index.data),
    [`${p}.snap.segment`]: s.itemSegment,
    [`${p}.snap.point`]: s.itemPoint,
  };
}

export function readSnapIndex(pack: RegionPack, g: RouteGraph, p: Profile = 'car'): SnapIndex {
  const data = pack.section(`${p}.snap.index`, 'u8');
  return {
    index: Flatbush.from(data.buffer, data.byteOffset),
    itemSegment: pack.section(`${p}.snap.segment`, 'u32'),
    itemPoint: pack.section(`${p}.snap.point`, 'u32'),
    projection: projectionFor(g),
  };
}

/** The projection origin is derived from the graph itself, so it never needs storing. */
function projectionFor(g: RouteGraph): LocalProjection {
  return new LocalProjection(g.nodeLat.length ? g.nodeLat[0]! : 0, g.nodeLng.length ? g.nodeLng[0]! : 0);
}
