// Names and (de)serialisation of the car routing sections, so the builder and the router agree on one layout.
import Flatbush from 'flatbush';
import { LocalProjection } from '../routing/geo.ts';
import type { CarGraph } from './car-graph.ts';
import type { ChGraph, ChHalf } from './ch-build.ts';
import type { RegionPack } from './container.ts';

export interface SnapIndex {
  /** Spatial index over every geometry piece (point k to k+1) of every routable segment, in local metres. */
  index: Flatbush;
  /** For each indexed item: its segment and the index of its first point. */
  itemSegment: Uint32Array;
  itemPoint: Uint32Array;
  projection: LocalProjection;
}

export function carGraphSections(g: CarGraph): Record<string, ArrayBufferView> {
  return {
    'car.node.lat': g.nodeLat,
    'car.node.lng': g.nodeLng,
    'car.seg.from': g.segFrom,
    'car.seg.to': g.segTo,
    'car.seg.geom': g.segGeom,
    'car.seg.length': g.segLength,
    'car.seg.timeFwd': g.segTimeFwd,
    'car.seg.timeBwd': g.segTimeBwd,
    'car.pt.lat': g.ptLat,
    'car.pt.lng': g.ptLng,
  };
}

export function readCarGraph(pack: RegionPack): CarGraph {
  return {
    nodeLat: pack.section('car.node.lat', 'f64'),
    nodeLng: pack.section('car.node.lng', 'f64'),
    segFrom: pack.section('car.seg.from', 'u32'),
    segTo: pack.section('car.seg.to', 'u32'),
    segGeom: pack.section('car.seg.geom', 'u32'),
    segLength: pack.section('car.seg.length', 'f64'),
    segTimeFwd: pack.section('car.seg.timeFwd', 'i32'),
    segTimeBwd: pack.section('car.seg.timeBwd', 'i32'),
    ptLat: pack.section('car.pt.lat', 'f64'),
    ptLng: pack.section('car.pt.lng', 'f64'),
  };
}

const HALF_FIELDS = ['first', 'head', 'time', 'dist', 'via'] as const;

export function chSections(ch: ChGraph): Record<string, ArrayBufferView> {
  const out: Record<string, ArrayBufferView> = {};
  for (const dir of ['up', 'down'] as const) for (const f of HALF_FIELDS) out[`car.ch.${dir}.${f}`] = ch[dir][f];
  if (ch.core) out['car.ch.core.time'] = ch.core;
  return out;
}

export function readCh(pack: RegionPack): ChGraph {
  const half = (dir: 'up' | 'down'): ChHalf => ({
    first: pack.section(`car.ch.${dir}.first`, 'u32'),
    head: pack.section(`car.ch.${dir}.head`, 'u32'),
    time: pack.section(`car.ch.${dir}.time`, 'u32'),
    dist: pack.section(`car.ch.${dir}.dist`, 'f64'),
    via: pack.section(`car.ch.${dir}.via`, 'i32'),
  });
  return { up: half('up'), down: half('down'), core: pack.section('car.ch.core.time', 'u32') };
}

/** Builds the snapping index; its Flatbush buffer is stored as-is so loading needs no rebuild. */
export function buildSnapIndex(g: CarGraph): SnapIndex {
  const projection = projectionFor(g);
  const items = g.ptLat.length - g.segFrom.length;
  const index = new Flatbush(Math.max(1, items));
  const itemSegment = new Uint32Array(items);
  const itemPoint = new Uint32Array(items);
  let i = 0;
  for (let s = 0; s < g.segFrom.length; s++) {
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

export function snapSections(s: SnapIndex): Record<string, ArrayBufferView> {
  return {
    'car.snap.index': new Uint8Array(s.index.data),
    'car.snap.segment': s.itemSegment,
    'car.snap.point': s.itemPoint,
  };
}

export function readSnapIndex(pack: RegionPack, g: CarGraph): SnapIndex {
  const data = pack.section('car.snap.index', 'u8');
  return {
    index: Flatbush.from(data.buffer, data.byteOffset),
    itemSegment: pack.section('car.snap.segment', 'u32'),
    itemPoint: pack.section('car.snap.point', 'u32'),
    projection: projectionFor(g),
  };
}

/** The projection origin is derived from the graph itself, so it never needs storing. */
function projectionFor(g: CarGraph): LocalProjection {
  return new LocalProjection(g.nodeLat.length ? g.nodeLat[0]! : 0, g.nodeLng.length ? g.nodeLng[0]! : 0);
}
