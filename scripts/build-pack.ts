// CLI: builds a region pack from an .osm.pbf or GeoJSON extract (default: the bundled Gothenburg network).
//   node --import tsx scripts/build-pack.ts --in city.osm.pbf --name "City, Country" --out .cache/packs/city.pack
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { buildPack, type SectionBuilder } from '../engine/pack/build-pack.ts';
import { readDefaultRegion } from '../engine/pack/default-region.ts';
import type { FeatureCollection } from '../engine/pack/geojson.ts';
import { readOsmPbf } from '../engine/pack/osm-pbf.ts';
import { waysFromGeoJson, type RoadWay, type SourceInfo } from '../engine/pack/ways.ts';

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

async function readRegion(input: string | undefined, name: string | undefined, source: string | undefined): Promise<{ ways: RoadWay[]; info: SourceInfo }> {
  if (!input) {
    const region = await readDefaultRegion();
    return name ? { ways: region.ways, info: { ...region.info, region: name } } : region;
  }
  const region = name ?? basename(input).replace(/\.(osm\.pbf|pbf|geojson|json)$/i, '');
  const licence = source ?? `OpenStreetMap extract ${basename(input)} (ODbL)`;
  if (/\.pbf$/i.test(input)) {
    const { ways, timestamp } = await readOsmPbf(input);
    return { ways, info: { region, source: licence, timestamp } };
  }
  const fc = JSON.parse(await readFile(input, 'utf8')) as FeatureCollection;
  return { ways: waysFromGeoJson(fc), info: { region, source: licence, timestamp: fc.timestamp ?? null } };
}

/** Builds a pack and writes it atomically (a reader never sees half a file). */
export async function buildPackFile(opts: BuildPackFileOptions): Promise<BuiltPack> {
  const started = performance.now();
  const { ways, info } = await readRegion(opts.input, opts.name, opts.source);
  const bytes = buildPack(ways, info, opts.extraSectionBuilders ?? []);
  await mkdir(dirname(opts.out), { recursive: true });
  const tmp = `${opts.out}.${process.pid}.tmp`;
  await writeFile(tmp, bytes);
  await rename(tmp, opts.out);
  return { path: opts.out, bytes: bytes.byteLength, ways: ways.length, millis: performance.now() - started };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      in: { type: 'string' },
      name: { type: 'string' },
      out: { type: 'string' },
      source: { type: 'string' },
    },
  });
  const { EXTRA_SECTION_BUILDERS, DEFAULT_PACK_FILE } = await import('./ensure-pack.ts');
  const out = values.out ?? (values.in ? values.in.replace(/\.(osm\.pbf|pbf|geojson|json)$/i, '') + '.pack' : DEFAULT_PACK_FILE);
  const built = await buildPackFile({ input: values.in, name: values.name, out, source: values.source, extraSectionBuilders: EXTRA_SECTION_BUILDERS });
  console.log(`Wrote ${built.path}: ${(built.bytes / 1e6).toFixed(1)} MB from ${built.ways} ways in ${(built.millis / 1000).toFixed(1)} s`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
