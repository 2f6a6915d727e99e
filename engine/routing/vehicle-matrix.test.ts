// The van's and truck's matrix from the car's hierarchy must be the masked Dijkstra search's, cell for cell, on
// the real bundled regions (their low bridges, hgv=no streets and trucks-only roads), from stops part-way along
// roads as the router seeds them.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCh, readRouteGraph } from '../pack/graph-sections.ts';
import { loadPackFile } from '../pack/pack-file.ts';
import { NO_ACCESS, type RouteGraph } from '../pack/route-graph.ts';
import { MASKED_VEHICLES } from '../pack/vehicle-mask.ts';
import { BUNDLED_REGIONS, DEFAULT_PACK_DIR, ensureRegionPacks } from '../regions.ts';
import type { Seed } from './ch-matrix.ts';
import { rng } from './tiny-region.test-util.ts';
import { DijkstraMatrix, maskedGraph } from './vehicle-graph.ts';
import { VehicleMatrix } from './vehicle-matrix.ts';

/** A stop a fraction of the way along a random segment the vehicle may drive: seeds to leave it by, and to reach it by. */
function stops(g: RouteGraph, count: number, seed: number): { out: Seed[][]; into: Seed[][] } {
  const r = rng(seed);
  const out: Seed[][] = [];
  const into: Seed[][] = [];
  while (out.length < count) {
    const s = Math.floor(r() * g.segFrom.length);
    const [fwd, bwd] = [g.segTimeFwd[s]!, g.segTimeBwd[s]!];
    if (fwd === NO_ACCESS && bwd === NO_ACCESS) continue;
    const f = r();
    const L = g.segLength[s]!;
    const leave: Seed[] = [];
    const reach: Seed[] = [];
    if (fwd !== NO_ACCESS) {
      leave.push({ node: g.segTo[s]!, time: (1 - f) * fwd, len: (1 - f) * L });
      reach.push({ node: g.segFrom[s]!, time: f * fwd, len: f * L });
    }
    if (bwd !== NO_ACCESS) {
      leave.push({ node: g.segFrom[s]!, time: f * bwd, len: f * L });
      reach.push({ node: g.segTo[s]!, time: (1 - f) * bwd, len: (1 - f) * L });
    }
    out.push(leave);
    into.push(reach);
  }
  return { out, into };
}

describe.each(BUNDLED_REGIONS.map((r) => r.file))('the van and truck matrix on %s', (file) => {
  let car: RouteGraph;
  let pack: Awaited<ReturnType<typeof loadPackFile>>;
  beforeAll(async () => {
    await ensureRegionPacks({ log: () => {} });
    pack = await loadPackFile(join(DEFAULT_PACK_DIR, file));
    car = readRouteGraph(pack, 'car');
  }, 600_000);

  it.each(MASKED_VEHICLES)('the %s: equals one Dijkstra search per source, cell for cell', (vehicle) => {
    const g = maskedGraph(car, vehicle);
    const fast = new VehicleMatrix(car, g, readCh(pack, 'car'));
    expect(fast.specialArcs).toBeGreaterThan(0);
    const { out, into } = stops(g, 60, 7);
    const got = fast.run(out, into);
    const want = new DijkstraMatrix(g).run(out, into);
    let reachable = 0;
    for (let c = 0; c < want.time.length; c++) {
      expect(got.time[c], `cell ${c}`).toBe(want.time[c]);
      if (Number.isFinite(want.time[c]!)) {
        reachable++;
        expect(got.len[c]!, `cell ${c}`).toBeCloseTo(want.len[c]!, 3);
      }
    }
    expect(reachable).toBeGreaterThan(want.time.length / 2);
  });
});
