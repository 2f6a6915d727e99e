// The offline engine of the server (Node): the region packs given in PACK_PATH, or the bundled regions built on
// first use, each opened into a regionEngine behind multiRegionEngine.
import { loadGazetteer } from '../engine/geocode/gazetteer-node.ts';
import { loadPackFile, loadSharedPackFile } from '../engine/pack/pack-file.ts';
import { buildRegionPack, bundledRegionOf, ensureRegionPacks } from '../engine/regions.ts';
import type { OfflineEngine } from '../service/providers/offline/engine.ts';
import { multiRegionEngine } from '../service/providers/offline/multi-region.ts';
import { regionEngine, type RegionEngineOptions } from '../service/providers/offline/region-engine.ts';

type LoadOptions = RegionEngineOptions & { packPaths?: readonly string[]; log?: (msg: string) => void };

/**
 * Every region's engine behind one: the packs given (PACK_PATH), or the bundled regions, built on first use.
 * A bundled pack an updated engine cannot read is rebuilt, never left broken; a given pack that cannot be
 * read is an error naming the file.
 */
export async function loadRegionEngine(opts: LoadOptions = {}): Promise<OfflineEngine> {
  return multiRegionEngine(await openRegionPacks(opts, async (path) => regionEngine(await loadPackFile(path), { ...opts, gazetteer: loadGazetteer() })));
}

/** The same packs as loadRegionEngine's, each read once into memory that worker threads share. */
export function loadSharedRegionPacks(opts: LoadOptions = {}): Promise<SharedArrayBuffer[]> {
  return openRegionPacks(opts, async (path) => (await loadSharedPackFile(path)).bytes);
}

async function openRegionPacks<T>(opts: LoadOptions, open: (path: string) => Promise<T>): Promise<T[]> {
  const log = opts.log ?? console.log;
  const paths = opts.packPaths?.length ? opts.packPaths : await ensureRegionPacks({ log });
  const opened: T[] = [];
  for (const path of paths) {
    try {
      opened.push(await open(path));
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      const bundled = bundledRegionOf(path);
      if (!bundled || opts.packPaths?.length) throw new Error(`Region pack ${path} cannot be used: ${why}`);
      log(`${path} could not be read by this engine (${why}): rebuilding it.`);
      await buildRegionPack(bundled, path);
      opened.push(await open(path));
    }
  }
  return opened;
}
