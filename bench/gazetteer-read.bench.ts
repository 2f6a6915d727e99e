// A fresh device worker's first search reads the world gazetteer from the pack: its 4.2 MB JSON section, read
// lazily (gazetteerDataFromPack: each array on first read, the cities' strings one at a time), against the whole
// section parsed at once (the reader before, as the baseline), in the same run. Min of 7 each, alternating.
import { readGazetteerData } from '../engine/geocode/gazetteer-node.ts';
import { Gazetteer, type GazetteerData } from '../engine/geocode/gazetteer.ts';
import { gazetteerDataFromPack } from '../engine/geocode/gazetteer-sections.ts';
import { readJsonSection, type RegionPack } from '../engine/pack/container.ts';
import { buildDevicePack, openPack } from '../engine/pack/device-pack.ts';
import { loadPackFile } from '../engine/pack/pack-file.ts';
import { ensureRegionPacks } from '../engine/regions.ts';

const [liechtenstein] = await ensureRegionPacks({ log: () => {} });
const raw = buildDevicePack(await loadPackFile(liechtenstein!), readGazetteerData());
const pack = openPack(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength) as ArrayBuffer);

/** The reader before: the whole text section parsed at once. */
function parsedWhole(p: RegionPack): GazetteerData {
  const text = readJsonSection<GazetteerData>(p, 'gazetteer.text');
  return {
    ...text,
    cities: { ...text.cities, population: p.section('gazetteer.city.population', 'u32'), lng: p.section('gazetteer.city.lng', 'f64'), lat: p.section('gazetteer.city.lat', 'f64'), section: p.section('gazetteer.city.section', 'u8') },
    zips: { ...text.zips, lng: p.section('gazetteer.zip.lng', 'f64'), lat: p.section('gazetteer.zip.lat', 'f64') },
  };
}

/** What a first search reads: the cities of a prefix, with their countries and areas. */
function firstSearch(read: (p: RegionPack) => GazetteerData): { ms: number; seen: string } {
  const t0 = performance.now();
  const gaz = new Gazetteer(read(pack));
  const c = gaz.data.cities;
  const seen = [...gaz.citiesWithPrefix('va')].slice(0, 50).map((i) => `${c.names.at(i)} ${c.country.at(i)} ${c.admin1.at(i)}`).join('|');
  return { ms: performance.now() - t0, seen };
}

const times = { whole: [] as number[], lazy: [] as number[] };
for (let i = 0; i < 7; i++) {
  const whole = firstSearch(parsedWhole);
  const lazy = firstSearch(gazetteerDataFromPack);
  if (whole.seen !== lazy.seen) throw new Error('the lazy reader read other cities than the whole parse');
  times.whole.push(whole.ms);
  times.lazy.push(lazy.ms);
}
const [whole, lazy] = [Math.min(...times.whole), Math.min(...times.lazy)];
console.log(`gazetteer for a first search (min of 7): whole parse ${whole.toFixed(1)} ms, lazy ${lazy.toFixed(1)} ms, ratio ${(lazy / whole).toFixed(2)}`);
console.log(`${lazy <= 0.7 * whole ? 'PASS' : 'FAIL'}  the lazy read at most 0.7x the whole parse`);
