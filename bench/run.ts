// Runs every bench/*.bench.ts in its own process, one after another, so one benchmark's heap and JIT state
// never colour another's figures. `npm run bench -- routing` runs only the files whose name contains "routing".
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2] ?? '';
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts') && f.includes(filter))
  .sort();

// A benchmark fails when it crashes or prints a FAIL line (a missed target): both count, and the exit code says so.
const failed: string[] = [];
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(here, file)], { stdio: ['inherit', 'pipe', 'inherit'], encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  process.stdout.write(run.stdout);
  const missed = run.stdout.split('\n').filter((line) => /^\s*FAIL\b/.test(line)).length;
  if (run.status !== 0) failed.push(`${file} (exit ${run.status})`);
  else if (missed) failed.push(`${file} (${missed} target${missed === 1 ? '' : 's'} missed)`);
}
console.log(`\n${files.length} benchmarks ran, ${failed.length} failed${failed.length ? `: ${failed.join(', ')}` : ''}`);
process.exit(failed.length ? 1 : 0);
