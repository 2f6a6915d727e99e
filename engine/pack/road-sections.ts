// The basemap's source data: every highway way (footways too) with class, name, ref and one-way flag, so
// the tile server can cut vector tiles on demand without the original OSM file.
import { jsonSection, readJsonSection, type RegionPack } from './container.ts';
import type { RoadWay } from './ways.ts';

export const ROAD_ONEWAY = 1;
export const ROAD_REVERSE = 2;
export const ROAD_AREA = 4;

export interface RoadTable {
  classes: string[];
  strings: string[];
  /** Index into `classes` per road. */
  roadClass: Uint8Array;
  /** Index into `strings`, or -1. */
  name: Int32Array;
  ref: Int32Array;
  flags: Uint8Array;
  /** Road i's points are geom[i] .. geom[i+1]-1 in lng/lat. */
  geom: Uint32Array;
  lng: Float32Array;
  lat: Float32Array;
}

export function roadSections(ways: readonly RoadWay[]): Record<string, ArrayBufferView> {
  const classes: string[] = [];
  const strings: string[] = [];
  const classIndex = new Map<string, number>();
  const stringIndex = new Map<string, number>();
  const intern = (v: string | undefined): number => {
    if (!v) return -1;
    let i = stringIndex.get(v);
    if (i === undefined) {
      i = strings.push(v) - 1;
      stringIndex.set(v, i);
    }
    return i;
  };
  const roads = ways.filter((w) => w.coords.length >= 2 && w.tags.highway);
  const total = roads.reduce((sum, w) => sum + w.coords.length, 0);
  const t: Omit<RoadTable, 'classes' | 'strings'> = {
    roadClass: new Uint8Array(roads.length),
    name: new Int32Array(roads.length),
    ref: new Int32Array(roads.length),
    flags: new Uint8Array(roads.length),
    geom: new Uint32Array(roads.length + 1),
    lng: new Float32Array(total),
    lat: new Float32Array(total),
  };
  let p = 0;
  roads.forEach((w, i) => {
    const cls = w.tags.highway!;
    let c = classIndex.get(cls);
    if (c === undefined) {
      c = classes.push(cls) - 1;
      classIndex.set(cls, c);
    }
    t.roadClass[i] = c;
    t.name[i] = intern(w.tags.name);
    t.ref[i] = intern(w.tags.ref);
    const oneway = w.tags.oneway;
    const implied = w.tags.junction === 'roundabout' || cls === 'motorway';
    t.flags[i] =
      (oneway === 'yes' || oneway === 'true' || oneway === '1' || (implied && oneway !== 'no') ? ROAD_ONEWAY : 0) |
      (oneway === '-1' ? ROAD_ONEWAY | ROAD_REVERSE : 0) |
      (w.area ? ROAD_AREA : 0);
    t.geom[i] = p;
    for (const [lng, lat] of w.coords) {
      t.lng[p] = lng;
      t.lat[p] = lat;
      p++;
    }
  });
  t.geom[roads.length] = p;
  return {
    'roads.classes': jsonSection(classes),
    'roads.strings': jsonSection(strings),
    'roads.class': t.roadClass,
    'roads.name': t.name,
    'roads.ref': t.ref,
    'roads.flags': t.flags,
    'roads.geom': t.geom,
    'roads.lng': t.lng,
    'roads.lat': t.lat,
  };
}

export function readRoadTable(pack: RegionPack): RoadTable {
  return {
    classes: readJsonSection<string[]>(pack, 'roads.classes'),
    strings: readJsonSection<string[]>(pack, 'roads.strings'),
    roadClass: pack.section('roads.class', 'u8'),
    name: pack.section('roads.name', 'i32'),
    ref: pack.section('roads.ref', 'i32'),
    flags: pack.section('roads.flags', 'u8'),
    geom: pack.section('roads.geom', 'u32'),
    lng: pack.section('roads.lng', 'f32'),
    lat: pack.section('roads.lat', 'f32'),
  };
}
