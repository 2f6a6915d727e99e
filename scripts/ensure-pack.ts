// Makes sure the default region pack exists and is readable by this engine, building it on first run and
// rebuilding it when it is stale or foreign (a PackError), so `npm start` always has a working offline region.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SectionBuilder } from '../engine/pack/build-pack.ts';
import { PackError, readPack, type RegionPack } from '../engine/pack/container.ts';
import { buildGeocodeSections } from '../engine/geocode/index.ts';
import { buildTrafficSections } from '../engine/traffic/index.ts';
import { buildPackFile } from './build-pack.ts';

export const DEFAULT_PACK_DIR = '.cache/packs';
export const DEFAULT_PACK_NAME = 'gothenburg.pack';
export const DEFAULT_PACK_FILE = join(DEFAULT_PACK_DIR, DEFAULT_PACK_NAME);

/** Sections other engine modules add to every pack (geocoding index, traffic feed). */
export const EXTRA_SECTION_BUILDERS: SectionBuilder[] = [buildGeocodeSections, (ways, info) => buildTrafficSections(ways, info)];

/** Reads a pack file into its own ArrayBuffer (Node's Buffer may share a pooled one). */
export async function loadPackFile(path: string): Promise<RegionPack> {
  const buf = await readFile(path);
  return readPack(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer);
}

export async function ensureDefaultPack({ dir = DEFAULT_PACK_DIR, log = console.log }: { dir?: string; log?: (msg: string) => void } = {}): Promise<string> {
  const path = join(dir, DEFAULT_PACK_NAME);
  try {
    await loadPackFile(path);
    return path;
  } catch (err) {
    if (err instanceof PackError) log(`${path}: ${err.message}. Rebuilding it now.`);
    else if ((err as NodeJS.ErrnoException).code === 'ENOENT') log(`No offline region pack at ${path} yet: building the default region (Gothenburg, Sweden).`);
    else throw err;
  }
  const built = await buildPackFile({ out: path, extraSectionBuilders: EXTRA_SECTION_BUILDERS });
  log(`Built ${path} (${(built.bytes / 1e6).toFixed(1)} MB) in ${(built.millis / 1000).toFixed(1)} s.`);
  return path;
}
