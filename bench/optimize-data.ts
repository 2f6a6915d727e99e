// Makes the stored data of bench/optimize.bench.ts (run by hand, not by `npm run bench`):
//   node --import tsx bench/optimize-data.ts matrices     200 stops per bundled region, car matrix from its pack
//   node --import tsx bench/optimize-data.ts references [id part]   best of long runs and the stored reference
//   (WORK_SCALE=4 by default: four times the default work)
// Matrices are stored so the bench does not move when routing changes; references so it has a fixed target.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadPackFile } from '../engine/pack/pack-file.ts';
import { DEFAULT_PACK_DIR, ensureRegionPacks, BUNDLED_REGIONS } from '../engine/regions.ts';
import { Router } from '../engine/routing/index.ts';
import { optimizeRoute } from '../engine/optimize/index.ts';
import { Rng } from '../engine/optimize/rng.ts';
import { DATA_DIR, MATRIX_STOPS, readReferences, regionInstances, REFERENCES_FILE, scoreResult, type Reference } from './optimize-instances.ts';

const SEEDS = [11];
const WORK_SCALE = Number(process.env.WORK_SCALE ?? 4);

async function matrices(): Promise<void> {
  await ensureRegionPacks();
  for (const region of BUNDLED_REGIONS) {
    const pack = await loadPackFile(join(DEFAULT_PACK_DIR, region.file));
    const router = Router.fromPack(pack);
    const entry = (name: string) => pack.meta.sections.find((s) => s.name === name)!;
    const lat = pack.section('car.node.lat', entry('car.node.lat').dtype);
    const lng = pack.section('car.node.lng', entry('car.node.lng').dtype);
    const rng = new Rng(20260615);
    // Random junctions of the car graph; a draw that some stop cannot be driven to or from is drawn again.
    for (let attempt = 1; ; attempt++) {
      const points = Array.from({ length: MATRIX_STOPS }, () => {
        const k = Math.floor(rng.next() * lat.length);
        return { lat: Number(lat[k]), lng: Number(lng[k]) };
      });
      try {
        const m = router.matrix(points);
        const round = (x: number, d: number) => Math.round(x * 10 ** d) / 10 ** d;
        const id = region.file.replace(/\.pack$/, '');
        const out = { region: region.name, points, time: m.time.map((r) => r.map((x) => round(x, 1))), distance: m.distance.map((r) => r.map((x) => round(x, 3))) };
        writeFileSync(join(DATA_DIR, `${id}-matrix.json`), JSON.stringify(out));
        console.log(`${region.name}: ${MATRIX_STOPS} stops after ${attempt} draw(s)`);
        break;
      } catch (error) {
        if (attempt >= 50) throw error;
      }
    }
  }
}

/** Best of a long run (WORK_SCALE times the default work, a long clock) and any earlier reference: the bench target. */
function references(): void {
  const refs = readReferences();
  for (const inst of regionInstances().filter((i) => i.id.includes(process.argv[3] ?? ''))) {
    let best: Reference | null = refs[inst.id] ?? null;
    for (const seed of SEEDS) {
      const res = optimizeRoute({ ...inst.input, seed, timeBudgetMs: 120_000 }, { workScale: WORK_SCALE });
      const s = scoreResult(inst.input, res);
      if (!best || s.lateStops < best.lateStops || (s.lateStops === best.lateStops && s.travel < best.travel - 1e-9)) best = s;
    }
    refs[inst.id] = best!;
    console.log(inst.id, best);
    writeFileSync(REFERENCES_FILE, `${JSON.stringify(refs, null, 1)}\n`);
  }
}

const command = process.argv[2];
if (command === 'matrices') await matrices();
else if (command === 'references') references();
else throw new Error('usage: optimize-data.ts matrices | references');
