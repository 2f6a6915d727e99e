// Routing engine figures on the bundled Gothenburg region: pack build/size/load, point-to-point queries
// (hierarchy vs plain Dijkstra in the same run), directions end to end, and many-to-many matrices.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RegionPack } from '../engine/pack/container.ts';
import { readComponents, readRouteGraph, readCh } from '../engine/pack/graph-sections.ts';
import type { Profile } from '../engine/pack/profiles.ts';
import { ChQuery } from '../engine/routing/ch-query.ts';
import { DijkstraQuery } from '../engine/routing/dijkstra.ts';
import { seededRandom } from '../engine/optimize/rng.ts';
import { Router, type LatLng } from '../engine/routing/index.ts';
import { TileServer } from '../engine/tiles/index.ts';
import { buildPackFile, loadPackFile } from '../engine/pack/pack-file.ts';
import { EXTRA_SECTION_BUILDERS } from '../engine/regions.ts';

const PAIRS = 10_000;

function quantile(sorted: Float64Array, q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

function timeEach(count: number, run: (i: number) => void): Float64Array {
  const ms = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    run(i);
    ms[i] = performance.now() - t0;
  }
  return ms.sort();
}

/**
 * Hierarchy vs plain Dijkstra on random node pairs of one profile. Alternating blocks of 500: load on a shared
 * machine hits both searches alike, while each block keeps its own arrays in cache as a server answering only
 * that kind of query would.
 */
function pointToPoint(pack: RegionPack, profile: Profile, pairs: number, r: () => number) {
  const g = readRouteGraph(pack, profile);
  const n = g.nodeLat.length;
  // Nodes of the main network: the few roads cut off from it (a clipped motorway's end) have no route to the rest.
  const comp = readComponents(pack, profile);
  const main = Array.from(comp.keys()).filter((v) => comp[v] === 0);
  const src = Uint32Array.from({ length: pairs }, () => main[Math.floor(r() * main.length)]!);
  const dst = Uint32Array.from({ length: pairs }, () => main[Math.floor(r() * main.length)]!);
  const ch = new ChQuery(readCh(pack, profile));
  const dijkstra = new DijkstraQuery(g);
  let checksum = 0;
  for (let i = 0; i < 1000; i++) ch.run(src[i % pairs]!, dst[i % pairs]!); // warm-up
  const chMs = new Float64Array(pairs);
  const djMs = new Float64Array(pairs);
  for (let block = 0; block < pairs; block += 500) {
    const end = Math.min(pairs, block + 500);
    for (let i = block; i < end; i++) {
      const t0 = performance.now();
      checksum += ch.run(src[i]!, dst[i]!);
      chMs[i] = performance.now() - t0;
    }
    for (let i = block; i < end; i++) {
      const t0 = performance.now();
      checksum -= dijkstra.run(src[i]!, dst[i]!);
      djMs[i] = performance.now() - t0;
    }
  }
  chMs.sort();
  djMs.sort();
  return {
    nodes: n,
    chMed: quantile(chMs, 0.5),
    chP99: quantile(chMs, 0.99),
    djMed: quantile(djMs, 0.5),
    djP99: quantile(djMs, 0.99),
    agree: checksum === 0,
  };
}

const results: { target: string; ok: boolean }[] = [];
function check(target: string, ok: boolean): void {
  results.push({ target, ok });
}
const fmt = (ms: number): string => (ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`);

const dir = await mkdtemp(join(tmpdir(), 'routing-bench-'));
try {
  const built = await buildPackFile({ out: join(dir, 'gothenburg.pack'), extraSectionBuilders: EXTRA_SECTION_BUILDERS });
  const size = (await stat(built.path)).size;
  console.log(`pack build: ${(built.millis / 1000).toFixed(2)} s (${EXTRA_SECTION_BUILDERS.length} extra section builders), size ${(size / 1e6).toFixed(2)} MB`);
  check('pack build < 60 s', built.millis < 60_000);

  const loadMs: number[] = [];
  let pack = await loadPackFile(built.path);
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    pack = await loadPackFile(built.path);
    Router.fromPack(pack);
    loadMs.push(performance.now() - t0);
  }
  const load = loadMs.sort((a, b) => a - b)[2]!;
  console.log(`pack load (read file, verify checksum, open router): median ${fmt(load)} of 5`);
  check('pack load < 300 ms', load < 300);

  const g = readRouteGraph(pack);
  const r = seededRandom(1);
  const car = pointToPoint(pack, 'car', PAIRS, r);
  console.log(`point-to-point (car), ${PAIRS} random node pairs on ${car.nodes} nodes:`);
  console.log(`  hierarchy: median ${fmt(car.chMed)}, p99 ${fmt(car.chP99)}`);
  console.log(`  Dijkstra:  median ${fmt(car.djMed)}, p99 ${fmt(car.djP99)}`);
  console.log(`  speed-up: ${(car.djMed / car.chMed).toFixed(0)}x at the median (answers agree: ${car.agree ? 'yes' : 'NO'})`);
  check('hierarchy >= 100x faster than Dijkstra (median)', car.djMed / car.chMed >= 100);
  check('point-to-point median < 0.2 ms', car.chMed < 0.2);
  check('hierarchy and Dijkstra agree on every pair', car.agree);
  for (const profile of ['foot', 'bike'] as const) {
    const p = pointToPoint(pack, profile, 2000, r);
    const agree = p.agree ? '' : ' (answers DISAGREE)';
    console.log(`point-to-point (${profile}), 2000 pairs on ${p.nodes} nodes: hierarchy median ${fmt(p.chMed)}, Dijkstra ${fmt(p.djMed)}: ${(p.djMed / p.chMed).toFixed(0)}x${agree}`);
    check(`${profile}: hierarchy and Dijkstra agree on every pair`, p.agree);
  }

  const router = Router.fromPack(pack);
  const comp = readComponents(pack);
  const mainPoints: number[] = [];
  for (let s = 0; s < g.segFrom.length; s++) {
    if (comp[g.segFrom[s]!] === 0 && comp[g.segTo[s]!] === 0) for (let k = g.segGeom[s]!; k < g.segGeom[s + 1]!; k++) mainPoints.push(k);
  }
  const points: LatLng[] = Array.from({ length: 1000 }, () => {
    const p = mainPoints[Math.floor(r() * mainPoints.length)]!;
    return { lat: g.ptLat[p]! + (r() - 0.5) * 0.0018, lng: g.ptLng[p]! + (r() - 0.5) * 0.0034 };
  });
  const dirMs = timeEach(2000, (i) => router.directions([points[i % 1000]!, points[(i * 7 + 1) % 1000]!]));
  console.log(`directions (snap + query + unpack + shape), 2000 random pairs: median ${fmt(quantile(dirMs, 0.5))}, p99 ${fmt(quantile(dirMs, 0.99))}`);

  for (const size of [100, 500]) {
    const pts = points.slice(0, size);
    for (let i = 0; i < 3; i++) router.matrix(pts); // warm-up
    const runs = timeEach(size === 100 ? 9 : 3, () => router.matrix(pts));
    const ms = quantile(runs, 0.5);
    let line = `matrix ${size}x${size}: median ${fmt(ms)} of ${runs.length} runs`;
    if (size === 100) {
      const t1 = performance.now();
      for (const a of pts) for (const b of pts) router.directions([a, b]);
      const pairwise = performance.now() - t1;
      line += ` vs ${fmt(pairwise)} for ${size * size} pairwise directions (${(pairwise / ms).toFixed(0)}x)`;
      check('matrix 100x100 < 50 ms', ms < 50);
    }
    console.log(line);
  }

  // Vans and trucks: the car graph with their mask, their routes searched without a hierarchy (docs/car-profile.md).
  // The same random pairs as the car's, so the ratios compare like with like in one run.
  const truck = Router.fromPack(pack, { vehicle: 'truck' });
  let truckFails = 0;
  const drive = (i: number) => {
    try {
      truck.directions([points[i % 1000]!, points[(i * 7 + 1) % 1000]!]);
    } catch {
      truckFails++;
    }
  };
  for (let i = 0; i < 100; i++) drive(i); // warm-up
  truckFails = 0;
  const truckMs = timeEach(500, drive);
  const carMs = timeEach(500, (i) => router.directions([points[i % 1000]!, points[(i * 7 + 1) % 1000]!]));
  console.log(
    `directions (truck), 500 random pairs: median ${fmt(quantile(truckMs, 0.5))}, p99 ${fmt(quantile(truckMs, 0.99))} (car in the same run: ${fmt(quantile(carMs, 0.5))}, ${fmt(quantile(carMs, 0.99))}; ${truckFails} pairs no truck route)`,
  );
  // Van and truck matrices against the car's: bench/vehicle-matrix.bench.ts, on both regions.

  const tiles = TileServer.fromPack(pack);
  const t0 = performance.now();
  tiles.warm();
  const warm = performance.now() - t0;
  const z = 15;
  const cx = Math.floor(((pack.meta.center.lng + 180) / 360) * 2 ** z);
  const lat = (pack.meta.center.lat * Math.PI) / 180;
  const cy = Math.floor(((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * 2 ** z);
  const around = Array.from({ length: 144 }, (_, i) => [cx - 6 + (i % 12), cy - 6 + Math.floor(i / 12)] as const);
  const cut = timeEach(around.length, (i) => tiles.tile(z, around[i]![0], around[i]![1]));
  const cached = timeEach(around.length, (i) => tiles.tile(z, around[i]![0], around[i]![1]));
  const cutMed = quantile(cut, 0.5);
  const cachedMed = quantile(cached, 0.5);
  console.log(`basemap tiles: index build ${fmt(warm)}; z15 tile cut median ${fmt(cutMed)}, cached ${fmt(cachedMed)} (${(cutMed / cachedMed).toFixed(0)}x)`);
} finally {
  await rm(dir, { recursive: true, force: true });
}

for (const { target, ok } of results) console.log(`${ok ? 'PASS' : 'FAIL'} ${target}`);
