// The regions bundled with the suite and their packs: what each is built from, the sections every engine module
// adds (geocoding, traffic), and the first-run build that `npm start` and the e2e suite rely on.
import { join, resolve } from 'node:path';
import { buildGeocodeSections } from './geocode/index.ts';
import { loadGazetteer } from './geocode/gazetteer-node.ts';
import type { SectionBuilder } from './pack/build-pack.ts';
import { PackError } from './pack/container.ts';
import { buildPackFile, loadPackFile } from './pack/pack-file.ts';
import { buildTrafficSections } from './traffic/index.ts';

export const DEFAULT_PACK_DIR = '.cache/packs';

/** Sections other engine modules add to every pack (geocoding index, traffic feed). */
export const EXTRA_SECTION_BUILDERS: readonly SectionBuilder[] = [
  buildGeocodeSections,
  (ways, info, features) => buildTrafficSections(ways, info, features, { gazetteer: loadGazetteer }),
];

export interface BundledRegion {
  /** Pack file name under the pack directory. */
  file: string;
  name: string;
  /** The extract; none for the Gothenburg road network bundled in geojson-path-finder. */
  input?: string;
  source?: string;
  /** When the extract was taken, for one whose file does not say (the map configuration and road works show it). */
  timestamp?: string;
}

const DATA_DIR = resolve(import.meta.dirname, '../data');

/** Full-data Liechtenstein first: it is the default view. */
export const BUNDLED_REGIONS: readonly BundledRegion[] = [
  {
    file: 'liechtenstein.pack',
    name: 'Liechtenstein',
    input: join(DATA_DIR, 'liechtenstein-2021-01.osm.pbf'),
    source: 'OpenStreetMap extract of Liechtenstein, 2021-01-06, from the Nominatim test data (ODbL)',
    timestamp: '2021-01-06T00:00:00.000Z',
  },
  { file: 'gothenburg.pack', name: 'Gothenburg, Sweden' },
];

/** Builds one bundled region's pack (every section) at `path`. */
export async function buildRegionPack(region: BundledRegion, path: string) {
  const { input, name, source, timestamp } = region;
  return buildPackFile({ input, name, source, timestamp, out: path, extraSectionBuilders: EXTRA_SECTION_BUILDERS });
}

/**
 * Makes sure every bundled region has a pack this engine can read: builds a missing one, rebuilds a stale or
 * foreign one (a PackError says why), leaves good ones alone. Returns the pack paths, default region first.
 */
export async function ensureRegionPacks({ dir = DEFAULT_PACK_DIR, log = console.log }: { dir?: string; log?: (msg: string) => void } = {}): Promise<string[]> {
  const paths: string[] = [];
  for (const region of BUNDLED_REGIONS) {
    const path = join(dir, region.file);
    paths.push(path);
    try {
      const { meta } = await loadPackFile(path);
      // Built before the region declared when its data was taken: the date is worth a rebuild.
      if (!region.timestamp || meta.timestamp) continue;
      log(`${path} has no date for its data: rebuilding it.`);
    } catch (err) {
      if (err instanceof PackError) log(`${path}: ${err.message}. Rebuilding it now.`);
      else if ((err as NodeJS.ErrnoException).code === 'ENOENT') log(`No offline region pack at ${path} yet: building ${region.name}.`);
      else throw err;
    }
    const built = await buildRegionPack(region, path);
    log(`Built ${path} (${(built.bytes / 1e6).toFixed(1)} MB) in ${(built.millis / 1000).toFixed(1)} s.`);
  }
  return paths;
}

/** The bundled region a pack path belongs to, so a pack an updated engine cannot open can be rebuilt. */
export function bundledRegionOf(path: string, dir = DEFAULT_PACK_DIR): BundledRegion | undefined {
  return BUNDLED_REGIONS.find((r) => resolve(join(dir, r.file)) === resolve(path));
}
