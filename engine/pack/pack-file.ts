// Region packs as files (Node only): build one from an .osm.pbf or GeoJSON extract (or the bundled Gothenburg
// network) and write it atomically, or read one back into its own ArrayBuffer (or one shared by worker threads).
import { mkdir, open, readFile, rename, stat, type FileHandle } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { buildPackSections, type SectionBuilder } from './build-pack.ts';
import { checkPackStructure } from './check-graph.ts';
import { Checksum32 } from './checksum.ts';
import { badChecksum, openSections, packFixedHead, packHeadLength, packLayout, PackError, readPack, readPackHead, REBUILD_HINT, sectionBytes, type PackInfo, type RegionPack, type SectionData } from './container.ts';
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
  /** When the data was taken (ISO), for an extract that does not say: an .osm.pbf's own replication timestamp wins. */
  timestamp?: string;
  extraSectionBuilders?: readonly SectionBuilder[];
  /** Gets one line per finished stage (read, graph and hierarchy per profile, geocoding, write ...) with time and memory. */
  progress?: (line: string) => void;
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

async function readRegion({ input, name, source, timestamp: declared }: BuildPackFileOptions): Promise<RegionData> {
  if (!input) {
    const region = await readDefaultRegion();
    return name ? { ways: region.ways, info: { ...region.info, region: name } } : region;
  }
  const region = name ?? basename(input).replace(/\.(osm\.pbf|pbf|geojson|json)$/i, '');
  const licence = source ?? `OpenStreetMap extract ${basename(input)} (ODbL)`;
  if (/\.pbf$/i.test(input)) {
    const { ways, restrictions, features, timestamp } = await readOsmPbf(input);
    return { ways, restrictions, features, info: { region, source: licence, timestamp: timestamp ?? declared ?? null } };
  }
  const { size } = await stat(input);
  if (size > GEOJSON_LIMIT) {
    throw new Error(
      `${input} is ${(size / 2 ** 20).toFixed(0)} MB: GeoJSON over 512 MB cannot be read (it would have to be one string). ` +
        'Build from the .osm.pbf extract of the area instead, which is read as a stream.',
    );
  }
  const fc = JSON.parse(await readFile(input, 'utf8')) as FeatureCollection;
  return { ways: waysFromGeoJson(fc), info: { region, source: licence, timestamp: fc.timestamp ?? declared ?? null } };
}

/** V8's longest string is 2^29 - 24 UTF-16 units; a file of at most that many bytes always fits in one. */
const GEOJSON_LIMIT = 2 ** 29 - 24;

/** Builds a pack and writes it atomically (a reader never sees half a file). */
export async function buildPackFile(opts: BuildPackFileOptions): Promise<BuiltPack> {
  const started = performance.now();
  const progress = opts.progress ? stageLogger(started, opts.progress) : undefined;
  const { ways, info, features, restrictions } = await readRegion(opts);
  progress?.(`read ${ways.length} ways`);
  const { meta, sections } = buildPackSections(ways, info, opts.extraSectionBuilders ?? [], {
    ...(features ? { features } : {}),
    ...(restrictions ? { restrictions } : {}),
    ...(progress ? { progress } : {}),
  });
  await mkdir(dirname(opts.out), { recursive: true });
  const tmp = `${opts.out}.${process.pid}.tmp`;
  const bytes = await writePackFile(tmp, meta, sections);
  await rename(tmp, opts.out);
  progress?.(`wrote ${opts.out}`);
  return { path: opts.out, bytes, ways: ways.length, millis: performance.now() - started };
}

const WRITE_CHUNK = 64 * 2 ** 20;

/**
 * Writes a pack file section by section, as `writePack` lays it out in memory, with no copy of the whole: a
 * country's pack is gigabytes on top of the sections it is made of. Returns its size in bytes.
 */
export async function writePackFile(path: string, info: PackInfo, sections: SectionData): Promise<number> {
  const layout = packLayout(info, sections);
  const sum = new Checksum32();
  const file = await open(path, 'w');
  try {
    let at = 20;
    const put = async (bytes: Uint8Array): Promise<void> => {
      sum.update(bytes);
      for (let done = 0; done < bytes.byteLength; ) {
        const { bytesWritten } = await file.write(bytes, done, Math.min(WRITE_CHUNK, bytes.byteLength - done), at + done);
        done += bytesWritten;
      }
      at += bytes.byteLength;
    };
    await put(layout.header);
    for (const entry of layout.entries) {
      await put(new Uint8Array(layout.payloadStart + entry.offset - at));
      const view = sections[entry.name]!;
      await put(new Uint8Array(view.buffer, view.byteOffset, view.byteLength));
    }
    await put(new Uint8Array(layout.size - at));
    await file.write(packFixedHead(layout, sum.digest()), 0, 20, 0);
  } finally {
    await file.close();
  }
  return layout.size;
}

/** "  12.3 s (+4.1 s)  rss 1.21 GB  heap 0.80 GB  car hierarchy (…)": time since the start and the stage's own. */
function stageLogger(started: number, log: (line: string) => void): (stage: string) => void {
  let last = started;
  const gb = (bytes: number) => `${(bytes / 2 ** 30).toFixed(2)} GB`;
  return (stage) => {
    const now = performance.now();
    const { rss, heapUsed } = process.memoryUsage();
    const s = (ms: number) => (ms / 1000).toFixed(1);
    log(`${s(now - started).padStart(7)} s (+${s(now - last)} s)  rss ${gb(rss)}  heap ${gb(heapUsed)}  ${stage}`);
    last = now;
  };
}

/**
 * readFile and Buffer stop at 2 GiB; a bigger pack is read section by section, each into an ArrayBuffer of its
 * own, the checksum taken on the way.
 */
const WHOLE_FILE_LIMIT = 2 ** 31 - 1;
/** Bytes per read call (fs allows at most 2 GiB - 1). */
const READ_CHUNK = 2 ** 30;

/** Reads a pack file into its own ArrayBuffer (or, past 2 GiB, one per section), checked as it is opened. */
export async function loadPackFile(path: string): Promise<RegionPack> {
  return loadPack(path, WHOLE_FILE_LIMIT);
}

/** Reads a pack file section by section, as loadPackFile reads one past 2 GiB, whatever its size. */
export async function loadPackFileBySection(path: string): Promise<RegionPack> {
  return loadPack(path, 0);
}

async function loadPack(path: string, wholeFileLimit: number): Promise<RegionPack> {
  const file = await open(path, 'r');
  let pack: RegionPack;
  try {
    const { size } = await file.stat();
    if (size <= wholeFileLimit) {
      const bytes = new Uint8Array(size);
      await readFully(file, bytes, 0);
      pack = readPack(bytes.buffer);
    } else {
      pack = await readBySection(file, size);
    }
  } finally {
    await file.close();
  }
  checkPackStructure(pack);
  return pack;
}

async function readBySection(file: FileHandle, size: number): Promise<RegionPack> {
  const fixed = new Uint8Array(Math.min(size, 20));
  await readFully(file, fixed, 0);
  const start = new Uint8Array(Math.min(size, packHeadLength(fixed)));
  await readFully(file, start, 0);
  const head = readPackHead(start, size);
  // The checksum runs over every byte from 20 on, gaps and padding included, in file order.
  const sum = new Checksum32();
  sum.update(start.subarray(20));
  let at = start.byteLength;
  const pass = async (end: number): Promise<void> => {
    if (end <= at) return;
    const gap = new Uint8Array(end - at);
    await readFully(file, gap, at);
    sum.update(gap);
    at = end;
  };
  const buffers = new Map<string, ArrayBuffer>();
  for (const entry of [...head.meta.sections].sort((a, b) => a.offset - b.offset)) {
    const from = head.payloadStart + entry.offset;
    const to = from + sectionBytes(entry);
    if (to > size) throw new PackError('TRUNCATED', `Region pack is truncated (section "${entry.name}" runs past the end): ${REBUILD_HINT}`);
    await pass(from);
    const bytes = new Uint8Array(to - from);
    await readFully(file, bytes, from);
    sum.update(bytes);
    at = to;
    buffers.set(entry.name, bytes.buffer);
  }
  await pass(size);
  if (sum.digest() !== head.checksum) throw badChecksum();
  return openSections(head.meta, size, (entry) => ({ buffer: buffers.get(entry.name)!, offset: 0 }));
}

/** Fills `into` from the file at `position`, in reads fs allows. */
async function readFully(file: FileHandle, into: Uint8Array, position: number): Promise<void> {
  for (let done = 0; done < into.byteLength; ) {
    const { bytesRead } = await file.read(into, done, Math.min(READ_CHUNK, into.byteLength - done), position + done);
    if (bytesRead === 0) throw new PackError('TRUNCATED', `Region pack is truncated (${position + done} bytes): ${REBUILD_HINT}`);
    done += bytesRead;
  }
}

/** Reads a pack file (up to 4 GiB) into a SharedArrayBuffer, so worker threads all read the one copy; checked as it is opened. */
export async function loadSharedPackFile(path: string): Promise<{ bytes: SharedArrayBuffer; pack: RegionPack }> {
  const file = await open(path, 'r');
  let bytes: SharedArrayBuffer;
  try {
    bytes = new SharedArrayBuffer((await file.stat()).size);
    await readFully(file, new Uint8Array(bytes), 0);
  } finally {
    await file.close();
  }
  // Typed arrays read a SharedArrayBuffer as they read an ArrayBuffer.
  const pack = readPack(bytes as unknown as ArrayBuffer);
  checkPackStructure(pack);
  return { bytes, pack };
}
