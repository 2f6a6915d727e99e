// Makes the stored data of bench/optimize.bench.ts (run by hand, not by `npm run bench`):
//   node --import tsx bench/optimize-data.ts matrices     200 stops per bundled region, car matrix from its pack
//   node --import tsx bench/optimize-data.ts references [id part,...]   best of long runs and the stored reference
//   (WORK_SCALE=4 by default: four times the default work; SEEDS=11,12 the seeds, 11 by default)
// Matrices are stored so the bench does not move when routing changes; references so it has a fixed target.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadPackFile } from '../engine/pack/pack-file.ts';
import { DEFAULT_PACK_DIR, ensureRegionPacks, BUNDLED_REGIONS } from '../engine/regions.ts';
import { Router } from '../engine/routing/index.ts';
import { optimizeRoute } from '../engine/optimize/index.ts';
import { Rng } from '../engine/optimize/rng.ts';
import {
  betterScore,
  checkReference,
  DATA_DIR,
  formatReferences,
  MATRIX_STOPS,
  readReferences,
  regionInstances,
  REFERENCES_FILE,
  scoreResult,
  type Reference,
} from './optimize-instances.ts';

const SEEDS = (process.env.SEEDS ?? '11').split(',').map(Number);
const WORK_SCALE = Number(process.env.WORK_SCALE ?? 4);
/** Where the references are written (REFERENCES_OUT: another file, for runs side by side; merged by hand). */
const OUT = process.env.REFERENCES_OUT ?? REFERENCES_FILE;

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

/**
 * Best by the objective (late stops, seconds late, travel) of long runs (WORK_SCALE times the default work, a long
 * clock) and the stored reference: the bench target, with the order that reached it. A stored reference is kept only
 * when its order still scores what it records and no run beats it; one without an order (made before seconds late were
 * recorded) cannot be compared on seconds late, so it gives way to the runs unless it has fewer late stops, which is
 * printed (run more seeds then).
 */
function references(): void {
  const refs = readReferences();
  const parts = (process.argv[3] ?? '').split(',');
  for (const inst of regionInstances().filter((i) => parts.some((p) => i.id.includes(p)))) {
    const old = refs[inst.id];
    const bad = old && checkReference(inst.input, old);
    let best: Reference | null = old && !bad ? old : null;
    let from = best ? 'stored' : '';
    let run: Reference | null = null;
    for (const seed of SEEDS) {
      const res = optimizeRoute({ ...inst.input, seed, timeBudgetMs: 600_000 }, { workScale: WORK_SCALE });
      const s: Reference = { ...scoreResult(inst.input, res), order: res.sequence };
      if (!run || betterScore(s, run)) run = s;
      if (!best || betterScore(s, best)) {
        best = s;
        from = `seed ${seed}`;
      }
    }
    if (old && bad && run && old.lateStops < run.lateStops) {
      console.log(`${inst.id}: KEPT the stored reference without a checkable order (${bad}): ${old.lateStops} late against the runs' ${run.lateStops}`);
      best = old;
      from = 'stored, unchecked';
    }
    refs[inst.id] = best!;
    const was = old ? `was ${old.lateStops} late (${old.lateSeconds ?? '?'} s) ${old.travel} s` : 'none before';
    console.log(`${inst.id}: ${best!.lateStops} late (${best!.lateSeconds} s) ${best!.travel} s from ${from}; ${was}`);
    writeFileSync(OUT, formatReferences(refs));
  }
}

const command = process.argv[2];
if (command === 'matrices') await matrices();
else if (command === 'references') references();
else throw new Error('usage: optimize-data.ts matrices | references');
