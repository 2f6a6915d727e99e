// Geocoding on the Gothenburg region (speed of forward, reverse and search-ahead against naive linear scans) and
// on the Liechtenstein extract (house-number hit rate, reverse agreement with a brute-force oracle, search-ahead).
import { readDefaultRegion } from '../engine/pack/default-region.ts';
import { loadGazetteer } from '../engine/geocode/gazetteer-node.ts';
import { buildGeocodeSections, Geocoder } from '../engine/geocode/index.ts';
import { editDistance } from '../engine/geocode/fuzzy.ts';
import { haversineMeters, projectOnSegment } from '../engine/geocode/geo.ts';
import { DistrictLocator } from '../engine/geocode/districts.ts';
import type { AddressPoint } from '../engine/pack/map-features.ts';
import { readOsmPbf } from '../engine/pack/osm-pbf.ts';
import { matchKey, streetKey } from '../engine/geocode/normalize.ts';
import { displayName } from '../engine/geocode/street-index.ts';
import { streetRank } from '../engine/geocode/road-class.ts';
import { peopleTyped } from './people-typed.ts';
import { check, fmt, line, stats } from './report.ts';

function timeEach<T>(items: readonly T[], fn: (x: T) => unknown): number[] {
  const out: number[] = [];
  for (const x of items) {
    const t = performance.now();
    fn(x);
    out.push(performance.now() - t);
  }
  return out;
}

async function timeEachAsync<T>(items: readonly T[], fn: (x: T) => unknown): Promise<number[]> {
  const out: number[] = [];
  for (const x of items) {
    const t = performance.now();
    await fn(x);
    out.push(performance.now() - t);
  }
  return out;
}

// Deterministic pseudo-random numbers so every run times the same queries.
let seed = 42;
const rand = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);

const { ways, info } = await readDefaultRegion();

let t = performance.now();
const heap0 = process.memoryUsage().heapUsed;
const gazetteer = loadGazetteer();
const gazMs = performance.now() - t;
const gazMb = (process.memoryUsage().heapUsed - heap0) / 1e6;

t = performance.now();
const sections = buildGeocodeSections(ways, info);
const buildMs = performance.now() - t;
const bytes = new Map(Object.entries(sections).map(([k, v]) => [k, new Uint8Array(v.buffer, v.byteOffset, v.byteLength)]));
const sectionBytes = [...bytes.values()].reduce((n, b) => n + b.byteLength, 0);
t = performance.now();
const geocoder = Geocoder.fromSections((n) => bytes.get(n), info, gazetteer);
const loadMs = performance.now() - t;
const warmLoads = timeEach([1, 2, 3, 4, 5], () => Geocoder.fromSections((n) => bytes.get(n), info, gazetteer));
const warmLoadMs = stats(warmLoads).median;
console.log(`gazetteer load ${gazMs.toFixed(0)} ms, ~${gazMb.toFixed(0)} MB heap; sections build ${buildMs.toFixed(0)} ms, ${(sectionBytes / 1e6).toFixed(2)} MB; load from sections ${loadMs.toFixed(1)} ms cold, ${warmLoadMs.toFixed(1)} ms warm (median of 5)`);
console.log(geocoder.stats());

// Query mix: real street names (some with house numbers, some misspelt, some without diacritics), cities.
const streetWays = ways.filter((w) => !w.area && streetRank(w.tags.highway) > 0 && displayName(w) && w.coords.length >= 2);
const names = [...new Set(streetWays.map(displayName))];
const cities = ['Göteborg', 'Mölndal', 'Stockholm', 'Denver, CO', 'Paris, France', '80202', 'Gothenburg', 'Partille'];
const forwardQueries: string[] = [];
for (let i = 0; forwardQueries.length < 10_000; i++) {
  const n = names[Math.floor(rand() * names.length)]!;
  const r = i % 10;
  if (r < 5) forwardQueries.push(n);
  else if (r === 5) forwardQueries.push(`${n} ${1 + (i % 40)}, Göteborg`);
  else if (r === 6) forwardQueries.push(n.slice(0, 3) + n.slice(4));
  else if (r === 7) forwardQueries.push(n.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase());
  else forwardQueries.push(cities[i % cities.length]!);
}

// Baseline forward: the same keys, found by scanning every street (exact, then edit distance).
const streetKeys = names.map(streetKey);
function naiveForward(q: string): number {
  const key = streetKey(q.split(',')[0]!.replace(/\s+\d+$/, ''));
  const exact = streetKeys.indexOf(key);
  if (exact >= 0) return exact;
  let best = -1;
  let bestD = 3;
  for (let i = 0; i < streetKeys.length; i++) {
    const d = editDistance(key, streetKeys[i]!, 2);
    if (d < bestD) [best, bestD] = [i, d];
  }
  return best;
}

for (const q of forwardQueries.slice(0, 500)) geocoder.forward({ location: q });
const fwd = stats(timeEach(forwardQueries, (q) => geocoder.forward({ location: q })));
const fwdBase = stats(timeEach(forwardQueries, naiveForward));
line('forward (10,000)', fwd);
line('baseline: linear scan of streets', fwdBase);
console.log(`forward median speed-up vs baseline: ${(fwdBase.median / fwd.median).toFixed(1)}x`);

// Reverse: points within 50 m of random street vertices.
const vertices = streetWays.flatMap((w) => w.coords);
const points = Array.from({ length: 10_000 }, () => {
  const [lng, lat] = vertices[Math.floor(rand() * vertices.length)]!;
  return { lat: lat + (rand() - 0.5) * 0.0009, lng: lng + (rand() - 0.5) * 0.0017 };
});
const segs: number[] = [];
for (const w of streetWays) for (let k = 1; k < w.coords.length; k++) segs.push(...w.coords[k - 1]!, ...w.coords[k]!);
const kx = Math.cos((57.7 * Math.PI) / 180);
function naiveReverse(p: { lat: number; lng: number }): number {
  let best = Infinity;
  let at = -1;
  for (let i = 0; i < segs.length; i += 4) {
    const d = projectOnSegment(p.lng, p.lat, segs[i]!, segs[i + 1]!, segs[i + 2]!, segs[i + 3]!, kx).dist;
    if (d < best) [best, at] = [d, i];
  }
  return at;
}
for (const p of points.slice(0, 500)) geocoder.reverse(p.lat, p.lng);
const rev = stats(timeEach(points, (p) => geocoder.reverse(p.lat, p.lng)));
const revBase = stats(timeEach(points.slice(0, 2_000), naiveReverse));
line('reverse (10,000)', rev);
line('baseline: linear scan of segments', revBase);
console.log(`reverse median speed-up vs baseline: ${(revBase.median / rev.median).toFixed(1)}x  (baseline on 2,000 points)`);

// Search-ahead: type 300 real street names and a few cities letter by letter, with a location bias.
const typed = [...names.filter((_, i) => i % Math.ceil(names.length / 300) === 0), 'Göteborg', 'Stockholm', 'Kungsgatan & Kors'];
const keystrokes = typed.flatMap((n) => Array.from({ length: n.length }, (_, i) => n.slice(0, i + 1)));
const near = { lat: 57.7, lng: 11.97 };
function naiveSuggest(q: string): string[] {
  const key = streetKey(q);
  return streetKeys.filter((k) => k.includes(key)).slice(0, 8);
}
for (const q of keystrokes.slice(0, 300)) geocoder.suggest(q, { near });
const sug = stats(timeEach(keystrokes, (q) => geocoder.suggest(q, { near, limit: 8 })));
const sugBase = stats(timeEach(keystrokes, naiveSuggest));
line(`search-ahead (${keystrokes.length} keystrokes)`, sug);
line('baseline: substring scan of streets', sugBase);
console.log(`search-ahead p99 ratio vs baseline (which ranks nothing and skips cities): ${(sug.p99 / sugBase.p99).toFixed(2)}`);

check(`forward median < 0.5 ms (${fmt(fwd.median)})`, fwd.median < 0.5);
check(`reverse median < 0.2 ms (${fmt(rev.median)})`, rev.median < 0.2);
check(`search-ahead p99 < 5 ms (${fmt(sug.p99)})`, sug.p99 < 5);
check(`load from sections < 100 ms, cold first load (${loadMs.toFixed(1)} ms)`, loadMs < 100);
check(`load from sections < 100 ms, warm median (${warmLoadMs.toFixed(1)} ms)`, warmLoadMs < 100);

// Liechtenstein, full data: house-number hit rate, reverse agreement with a brute-force nearest address, and
// search-ahead over addresses, POIs and places, beside the Gothenburg figures above (same run).
{
  const li = await readOsmPbf('data/liechtenstein-2021-01.osm.pbf');
  const liGeocoder = Geocoder.fromWays(li.ways, { region: 'Liechtenstein', source: 'bench', timestamp: li.timestamp }, gazetteer, li.features);
  const addrs = li.features.addresses.filter((a) => a.street && /^\d+[a-z]?$/i.test(a.housenumber));
  // Typed as a visitor would: street, number, postcode and town (the municipality when the data names none).
  const districts = new DistrictLocator(li.features.admin);
  const town = (a: AddressPoint) => a.city ?? districts.districts[districts.locate(a.lng, a.lat)]?.city[0] ?? '';
  // An address may carry several points (a building and its entrances): any of them is the address.
  const pointsOf = (a: AddressPoint) => li.features.addresses.filter((b) => b.street === a.street && b.housenumber === a.housenumber && town(b) === town(a));
  const sample = Array.from({ length: 500 }, () => addrs[Math.floor(rand() * addrs.length)]!);
  let hits = 0;
  for (const a of sample) {
    const r = liGeocoder.forward({ location: `${a.street} ${a.housenumber}, ${a.postcode ?? ''} ${town(a)}`.trim() });
    if (r && /^(P1|L1)/.test(r.geocodeQualityCode) && pointsOf(a).some((b) => haversineMeters(r.lat, r.lng, b.lat, b.lng) <= 25)) hits++;
  }
  const hitRate = hits / sample.length;

  let agree = 0;
  let asked = 0;
  for (let i = 0; i < 1000; i++) {
    const a = addrs[Math.floor(rand() * addrs.length)]!;
    const lat = a.lat + (rand() - 0.5) * 0.0008;
    const lng = a.lng + (rand() - 0.5) * 0.0012;
    const dist = li.features.addresses.map((b) => haversineMeters(lat, lng, b.lat, b.lng));
    const best = Math.min(...dist);
    if (best > 50) continue;
    asked++;
    const right = li.features.addresses.filter((_, k) => dist[k]! <= best + 0.1).map((b) => `${b.street ?? b.place} ${b.housenumber}`);
    // The street as tagged or as its road is named ("Im Troexle" is shown "Im Tröxle").
    if (right.map(matchKey).includes(matchKey(liGeocoder.reverse(lat, lng)?.street ?? ''))) agree++;
  }
  const agreement = agree / asked;

  const liTyped = [...li.features.pois.filter((p) => p.names[0]).slice(0, 150).map((p) => p.names[0]!), ...addrs.slice(0, 150).map((a) => `${a.street} ${a.housenumber}`)];
  const liKeys = liTyped.flatMap((n) => Array.from({ length: n.length }, (_, i) => n.slice(0, i + 1)));
  const liNear = { lat: 47.14, lng: 9.52 };
  for (const q of liKeys.slice(0, 300)) liGeocoder.suggest(q, { near: liNear });
  const liSug = stats(timeEach(liKeys, (q) => liGeocoder.suggest(q, { near: liNear, limit: 8 })));
  console.log(`\nLiechtenstein: ${liGeocoder.stats().addresses} addresses, ${liGeocoder.stats().pois} POIs`);
  console.log(`forward to the house number (P1/L1 within 25 m) on 500 of the extract's addresses: ${(hitRate * 100).toFixed(1)}%`);
  console.log(`reverse agrees with the brute-force nearest address on ${asked} points within 50 m of one: ${(agreement * 100).toFixed(1)}%`);
  line(`search-ahead LI (${liKeys.length} keystrokes)`, liSug);
  console.log(`search-ahead p99 Liechtenstein vs Gothenburg: ${(liSug.p99 / sug.p99).toFixed(2)}x`);
  check(`house-number hit rate >= 98% (${(hitRate * 100).toFixed(1)}%)`, hitRate >= 0.98);
  check(`reverse nearest-address agreement >= 97% (${(agreement * 100).toFixed(1)}%)`, agreement >= 0.97);
  check(`search-ahead p99 < 5 ms in Liechtenstein (${fmt(liSug.p99)})`, liSug.p99 < 5);
}

// In process, the engine the proxy's workers run (every bundled region), issue 30's queries (timed through the
// proxy in geocode-proxy.bench.ts): time per call, and heap allocated per
// call, which does not depend on the machine's load. Each call starts on an emptied young generation (a minor GC
// forced before it), so no collection runs inside it and the heap's growth is what it allocated. Allocation is
// what sets how often the young-generation collector interrupts a request, the main source of the proxy's tail.
{
  const { setFlagsFromString } = await import('node:v8');
  const { runInNewContext } = await import('node:vm');
  const { loadRegionEngine } = await import('../proxy/load-region-engine.ts');
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (options: { type: 'minor'; execution: 'sync' }) => void;
  const engine = await loadRegionEngine({ log: () => {} });
  const kinds = [
    { label: 'search-ahead (predictions)', call: (q: string) => engine.predictions({ q, limit: 8 }), baselineKb: 175 },
    { label: 'single-line geocode (bulkRow)', call: (q: string) => engine.bulkRow({ location: q }), baselineKb: 44 },
  ];
  console.log('\nIn process, the proxy\'s engine (every bundled region), issue 30\'s 20 queries:');
  for (const { label, call, baselineKb } of kinds) {
    for (let r = 0; r < 20; r++) for (const q of peopleTyped) await call(q);
    const times: number[] = [];
    const cpu = process.cpuUsage();
    for (let r = 0; r < 20; r++) times.push(...(await timeEachAsync(peopleTyped, call)));
    const { user, system } = process.cpuUsage(cpu);
    // The least of three calls per query: code the compiler still writes out is heap too, and not the call's.
    let bytes = 0;
    for (const q of peopleTyped) {
      let least = Infinity;
      for (let r = 0; r < 3; r++) {
        gc({ type: 'minor', execution: 'sync' });
        const before = process.memoryUsage().heapUsed;
        await call(q);
        least = Math.min(least, process.memoryUsage().heapUsed - before);
      }
      bytes += least;
    }
    const kb = bytes / peopleTyped.length / 1024;
    line(`${label} (${times.length})`, stats(times));
    // Each query's fastest call (times are round by round, the queries in order): what the code costs when
    // nothing else took the core, the figure least coloured by the machine's load.
    const fastest = peopleTyped.map((_, i) => Math.min(...times.filter((_, k) => k % peopleTyped.length === i)));
    console.log(`${label}: ${fmt(fastest.reduce((a, b) => a + b, 0) / fastest.length)} mean of each query's fastest of 20 calls`);
    // CPU time of this process per call (its compiler and collector threads too): unlike the wall time above, it
    // does not count the time other processes had the cores.
    console.log(`${label}: ${((user + system) / 1000 / times.length).toFixed(3)} ms CPU per call`);
    console.log(`${label}: ${kb.toFixed(1)} KB allocated per call (baseline before the allocation work, 27 Nov: ${baselineKb} KB, ${(kb / baselineKb).toFixed(2)}x)`);
  }
}
