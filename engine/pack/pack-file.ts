// Region packs as files (Node only): build one from an .osm.pbf or GeoJSON extract (or the bundled Gothenburg
// network) and write it atomically, or read one back into its own ArrayBuffer (or one shared by worker threads).
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { buildPack, type SectionBuilder } from './build-pack.ts';
import { checkPackStructure } from './check-graph.ts';
import { readPack, type RegionPack } from './container.ts';
import { readDefaultRegion } from './default-region.ts';
import type { FeatureCollection } from './geojson.ts';
import type { MapFeatures } from './map-features.ts';
import { readOsmPbf } from './osm-pbf.ts';
import { waysFromGeoJson, type RoadWay, type SourceInfo, type TurnRestriction } from './ways.ts';

export interface BuildPackFileOptions {
  /** .osm.pbf or .geojson/.json file; omitted: the bundled default region. */
  input?: string;
  /** Region name shown to users, e.g. "Gothenburg, Sweden". */
  name?: string;
  out: string;
  /** Where the data came from, with its licence. */
  source?: string;
  extraSectionBuilders?: readonly SectionBuilder[];
}

export interface BuiltPack {
  path: string;
  bytes: number;
  ways: number;
  millis: number;
}

interface RegionData {
  ways: RoadWay[];
  info: SourceInfo;
  /** Only a full .osm.pbf extract has them. */
  features?: MapFeatures;
  restrictions?: TurnRestriction[];
}

async function readRegion(input: string | undefined, name: string | undefined, source: string | undefined): Promise<RegionData> {
  if (!input) {
    const region = await readDefaultRegion();
    return name ? { ways: region.ways, info: { ...region.info, region: name } } : region;
  }
  const region = name ?? basename(input).replace(/\.(osm\.pbf|pbf|geojson|json)$/i, '');
  const licence = source ?? `OpenStreetMap extract ${basename(input)} (ODbL)`;
  if (/\.pbf$/i.test(input)) {
    const { ways, restrictions, features, timestamp } = await readOsmPbf(input);
    return { ways, restrictions, features, info: { region, source: licence, timestamp } };
  }
  const fc = JSON.parse(await readFile(input, 'utf8')) as FeatureCollection;
  return { ways: waysFromGeoJson(fc), info: { region, source: licence, timestamp: fc.timestamp ?? null } };
}

/** Builds a pack and writes it atomically (a reader never sees half a file). */
export async function buildPackFile(opts: BuildPackFileOptions): Promise<BuiltPack> {
  const started = performance.now();
  const { ways, info, features, restrictions } = await readRegion(opts.input, opts.name, opts.source);
  const bytes = buildPack(ways, info, opts.extraSectionBuilders ?? [], { ...(features ? { features } : {}), ...(restrictions ? { restrictions } : {}) });
  await mkdir(dirname(opts.out), { recursive: true });
  const tmp = `${opts.out}.${process.pid}.tmp`;
  await writeFile(tmp, bytes);
  await rename(tmp, opts.out);
  return { path: opts.out, bytes: bytes.byteLength, ways: ways.length, millis: performance.now() - started };
}

/** Reads a pack file into its own ArrayBuffer (Node's Buffer may share a pooled one), checked as it is opened. */
export async function loadPackFile(path: string): Promise<RegionPack> {
  const buf = await readFile(path);
  const pack = readPack(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer);
  checkPackStructure(pack);
  return pack;
}

/** Reads a pack file into a SharedArrayBuffer, so worker threads all read the one copy; checked as it is opened. */
export async function loadSharedPackFile(path: string): Promise<{ bytes: SharedArrayBuffer; pack: RegionPack }> {
  const buf = await readFile(path);
  const bytes = new SharedArrayBuffer(buf.byteLength);
  new Uint8Array(bytes).set(buf);
  // Typed arrays read a SharedArrayBuffer as they read an ArrayBuffer.
  const pack = readPack(bytes as unknown as ArrayBuffer);
  checkPackStructure(pack);
  return { bytes, pack };
}
