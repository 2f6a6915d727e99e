// Judges an optimizer change over several seeds (run by hand, not by `npm run bench`): one seed is a poor judge, as
// the same region instance lands 0-10% apart on two seeds. Scores every region instance as bench/optimize.bench.ts
// does, once per seed, and prints per kind and size the late stops against the references, the mean travel gap, the
// misses and the median CPU time, then the totals.
//   SEEDS=1,2,3,4 SIZES=25,50 OPTIMIZE_ONLY=conflicting node --import tsx bench/optimize-seeds.ts
import { optimizeRoute } from '../engine/optimize/index.ts';
import { judge, readReferences, regionInstances, scoreResult } from './optimize-instances.ts';

const only = process.env.OPTIMIZE_ONLY ?? '';
const seeds = (process.env.SEEDS ?? '1,2').split(',').map(Number);
const sizes = (process.env.SIZES ?? '25,50,100,200').split(',').map(Number);

const references = readReferences();
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

interface Tally {
  late: number;
  refLate: number;
  gapSum: number;
  runs: number;
  misses: number;
  cpu: number[];
}
const tallies = new Map<string, Tally>();
const total = { late: 0, refLate: 0, runs: 0, misses: 0 };
// time the calls warm, as the bench does
for (const inst of regionInstances().filter((i) => i.n === 50).slice(0, 4)) optimizeRoute(inst.input);
for (const inst of regionInstances().filter((i) => i.id.includes(only) && sizes.includes(i.n))) {
  const ref = references[inst.id];
  if (!ref) throw new Error(`${inst.id}: no reference`);
  for (const seed of seeds) {
    const c0 = cpuMs();
    const got = scoreResult(inst.input, optimizeRoute({ ...inst.input, seed }));
    const cpu = cpuMs() - c0;
    const { ok } = judge(got, ref);
    const key = `${inst.kind} ${inst.n}`;
    const t = tallies.get(key) ?? { late: 0, refLate: 0, gapSum: 0, runs: 0, misses: 0, cpu: [] };
    t.late += got.lateStops;
    t.refLate += ref.lateStops;
    t.gapSum += (100 * (got.travel - ref.travel)) / ref.travel;
    t.runs++;
    t.misses += ok ? 0 : 1;
    t.cpu.push(cpu);
    tallies.set(key, t);
    total.late += got.lateStops;
    total.refLate += ref.lateStops;
    total.runs++;
    total.misses += ok ? 0 : 1;
    if (process.env.VERBOSE) console.log(`${inst.id} seed ${seed}: ${got.lateStops} late (${ref.lateStops}), ${got.lateSeconds} s late (${ref.lateSeconds}), ${got.travel} s (${ref.travel})${ok ? '' : ' MISS'}`);
  }
}
console.log(`seeds ${seeds.join(',')}`);
console.log('kind            late (ref)  mean gap  misses  cpu ms median');
for (const [key, t] of tallies) {
  console.log(
    `${key.padEnd(16)}${`${t.late} (${t.refLate})`.padStart(11)}  ${`${(t.gapSum / t.runs).toFixed(2)}%`.padStart(8)}  ${`${t.misses}/${t.runs}`.padStart(6)}  ${median(t.cpu).toFixed(0).padStart(13)}`,
  );
}
console.log(`total: ${total.misses} of ${total.runs} runs missed; late stops ${total.late} (references ${total.refLate})`);
