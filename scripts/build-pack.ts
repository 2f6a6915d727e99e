// CLI: builds a region pack from an .osm.pbf or GeoJSON extract, or (no arguments) rebuilds the bundled regions.
//   node --import tsx scripts/build-pack.ts --in city.osm.pbf --name "City, Country" --date 2026-05-01 --out .cache/packs/city.pack
import { parseArgs } from 'node:util';
import { buildPackFile } from '../engine/pack/pack-file.ts';
import { BUNDLED_REGIONS, DEFAULT_PACK_DIR, EXTRA_SECTION_BUILDERS, buildRegionPack } from '../engine/regions.ts';

const { values } = parseArgs({
  options: {
    in: { type: 'string' },
    name: { type: 'string' },
    out: { type: 'string' },
    source: { type: 'string' },
    date: { type: 'string' },
  },
});

/** `--date YYYY-MM-DD`: when the extract's data was taken, for a file that does not say. */
function dataDate(date: string | undefined): string | undefined {
  if (date === undefined) return undefined;
  const time = /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T00:00:00Z`) : NaN;
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date) {
    throw new Error(`--date ${date} is not a date: give the day the extract's data was taken, as YYYY-MM-DD`);
  }
  return new Date(time).toISOString();
}

const report = (b: { path: string; bytes: number; ways: number; millis: number }) =>
  console.log(`Wrote ${b.path}: ${(b.bytes / 1e6).toFixed(1)} MB from ${b.ways} ways in ${(b.millis / 1000).toFixed(1)} s`);

try {
  if (values.in) {
    const out = values.out ?? values.in.replace(/\.(osm\.pbf|pbf|geojson|json)$/i, '') + '.pack';
    const timestamp = dataDate(values.date);
    report(await buildPackFile({ input: values.in, name: values.name, out, source: values.source, timestamp, extraSectionBuilders: EXTRA_SECTION_BUILDERS, progress: console.log }));
  } else {
    for (const region of BUNDLED_REGIONS) report(await buildRegionPack(region, `${DEFAULT_PACK_DIR}/${region.file}`));
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
