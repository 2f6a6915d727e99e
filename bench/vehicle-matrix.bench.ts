// Van and truck matrices on both bundled regions: each is searched on a hierarchy built from the vehicle's masked
// graph on its first matrix (engine/routing/index.ts), contracted in the car's order (the baseline: by priority,
// as the pack's own is built). Prints what that build costs (time, size) and the 100×100
// matrix of the car, the van and the truck in one run, with the plain Dijkstra matrix (the oracle, and what vans
// and trucks used before) as the baseline.
import { join } from 'node:path';
import { buildCh, type ChGraph } from '../engine/pack/ch-build.ts';
import { readComponents, readRouteGraph } from '../engine/pack/graph-sections.ts';
import { loadPackFile } from '../engine/pack/pack-file.ts';
import { BUNDLED_REGIONS, DEFAULT_PACK_DIR, ensureRegionPacks } from '../engine/regions.ts';
import { seededRandom } from '../engine/optimize/rng.ts';
import { Router, type LatLng } from '../engine/routing/index.ts';
import { maskedGraph } from '../engine/routing/vehicle-graph.ts';

const RUNS = 5;

const median = (ms: number[]): number => ms.sort((a, b) => a - b)[ms.length >> 1]!;
const bytes = (ch: ChGraph): number =>
  [ch.up, ch.down].reduce((sum, h) => sum + h.first.byteLength + h.head.byteLength + h.time.byteLength + h.dist.byteLength + h.via.byteLength, 0);

const results: { target: string; ok: boolean }[] = [];
await ensureRegionPacks({ log: () => {} });
for (const region of BUNDLED_REGIONS) {
  const pack = await loadPackFile(join(DEFAULT_PACK_DIR, region.file));
  const g = readRouteGraph(pack);
  const comp = readComponents(pack);
  // 100 places near main-network roads, the same every run.
  const r = seededRandom(1);
  const main: number[] = [];
  for (let s = 0; s < g.segFrom.length; s++) {
    if (comp[g.segFrom[s]!] === 0 && comp[g.segTo[s]!] === 0) for (let k = g.segGeom[s]!; k < g.segGeom[s + 1]!; k++) main.push(k);
  }
  const points: LatLng[] = Array.from({ length: 100 }, () => {
    const p = main[Math.floor(r() * main.length)]!;
    return { lat: g.ptLat[p]! + (r() - 0.5) * 0.0018, lng: g.ptLng[p]! + (r() - 0.5) * 0.0034 };
  });

  console.log(`${region.file} (${g.nodeLat.length} nodes):`);
  // The router contracts in the car's order (the pack's node ids are its ranks); by priority, as the pack's own
  // hierarchy is built, is the baseline. Medians of 3, the two taking turns.
  for (const vehicle of ['van', 'truck'] as const) {
    const masked = maskedGraph(g, vehicle);
    const builds = { 'in the car order': [] as number[], 'by priority (baseline)': [] as number[] };
    const sizes: Record<string, number> = {};
    for (let i = 0; i < 3; i++) {
      for (const name of Object.keys(builds) as (keyof typeof builds)[]) {
        const t0 = performance.now();
        const ch = buildCh(masked, { idOrder: name === 'in the car order' });
        builds[name].push(performance.now() - t0);
        sizes[name] = bytes(ch);
      }
    }
    const [ours, base] = [median(builds['in the car order']), median(builds['by priority (baseline)'])];
    for (const [name, runs] of Object.entries(builds)) {
      console.log(`  ${vehicle} hierarchy ${name}, built on the first matrix: median ${median(runs).toFixed(0)} ms, ${(sizes[name]! / 1e6).toFixed(2)} MB`);
    }
    console.log(`  ${vehicle} hierarchy build: ${(ours / base).toFixed(2)}x the baseline's`);
    results.push({ target: `${region.file}: ${vehicle} hierarchy built in the car order no slower than by priority`, ok: ours <= base });
  }

  // Each router's first matrix (its hierarchy's build) is left out; then the vehicles take turns, so load on a
  // shared machine hits all alike.
  const routers = {
    car: Router.fromPack(pack),
    van: Router.fromPack(pack, { vehicle: 'van' }),
    truck: Router.fromPack(pack, { vehicle: 'truck' }),
    'truck, Dijkstra oracle': Router.fromPack(pack, { vehicle: 'truck', search: 'dijkstra' }),
  };
  const ms: Record<string, number[]> = {};
  for (const [name, router] of Object.entries(routers)) {
    router.matrix(points);
    ms[name] = [];
  }
  for (let i = 0; i < RUNS; i++) {
    for (const [name, router] of Object.entries(routers)) {
      const t0 = performance.now();
      router.matrix(points);
      ms[name]!.push(performance.now() - t0);
    }
  }
  const car = median(ms.car!);
  for (const [name, runs] of Object.entries(ms)) {
    const m = median(runs);
    console.log(`  matrix 100x100 (${name}): median ${m.toFixed(1)} ms of ${RUNS}${name === 'car' ? '' : ` (${(m / car).toFixed(1)}x the car's)`}`);
  }
  for (const vehicle of ['van', 'truck']) {
    results.push({ target: `${region.file}: ${vehicle} matrix 100x100 within 5x the car's`, ok: median(ms[vehicle]!) <= 5 * car });
  }
}
for (const { target, ok } of results) console.log(`${ok ? 'PASS' : 'FAIL'} ${target}`);
