// How the pack step and the router grow towards a small country: Gothenburg's network tiled side by side with
// connector roads to ~1M, 3M (and, asked for, 10M) raw edges; per size the whole pack build (three profiles,
// geocoding, traffic) in a child process of its own, so its peak RSS is its own, then pack size, load time and
// car point-to-point queries (random node pairs) with the core the pack has and with the old fixed 512.
// The 1M size is the baseline for the ratios. SCALE_SIZES=1,3,10 (millions of edges; default 1,3) picks sizes.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPackSections } from '../engine/pack/build-pack.ts';
import { buildCoreTable, coreSize } from '../engine/pack/core-table.ts';
import { readDefaultRegion } from '../engine/pack/default-region.ts';
import { readCh } from '../engine/pack/graph-sections.ts';
import { loadPackFile, writePackFile } from '../engine/pack/pack-file.ts';
import { rawEdges, tiledNetwork } from '../engine/pack/synthetic-network.ts';
import { EXTRA_SECTION_BUILDERS } from '../engine/regions.ts';
import { ChQuery } from '../engine/routing/ch-query.ts';
import { check } from './report.ts';

const BUILD_BUDGET_S = 30 * 60;
const MEMORY_BUDGET_GB = 8;
const P99_BUDGET_MS = 1;
const PAIRS = 20_000;

/** Tiles for about `millions` of raw edges (Gothenburg has 117,508): cols × rows as square as it goes. */
function tiling(base: number, millions: number): [number, number] {
  const tiles = Math.max(1, Math.round((millions * 1e6) / base));
  const cols = Math.ceil(Math.sqrt(tiles));
  return [cols, Math.round(tiles / cols)];
}

interface Built {
  edges: number;
  ways: number;
  buildS: number;
  peakRssGb: number;
  bytes: number;
}

// The child: build one size's pack at the given path and report on stdout's last line.
if (process.argv[2] === '--build') {
  const [millis, out] = [Number(process.argv[3]), process.argv[4]!];
  const base = (await readDefaultRegion()).ways;
  const [cols, rows] = tiling(rawEdges(base), millis);
  const started = performance.now();
  const ways = tiledNetwork(base, cols, rows);
  const progress = (stage: string) => console.error(`    ${((performance.now() - started) / 1000).toFixed(0).padStart(5)} s  rss ${(process.memoryUsage().rss / 2 ** 30).toFixed(2)} GB  ${stage}`);
  const { meta, sections } = buildPackSections(ways, { region: `Gothenburg x${cols * rows}`, source: 'Gothenburg tiled (ODbL)', timestamp: null }, EXTRA_SECTION_BUILDERS, { progress });
  const bytes = await writePackFile(out, meta, sections);
  progress('written');
  const built: Built = {
    edges: rawEdges(ways),
    ways: ways.length,
    buildS: (performance.now() - started) / 1000,
    peakRssGb: (process.resourceUsage().maxRSS * 1024) / 2 ** 30,
    bytes,
  };
  console.log(JSON.stringify(built));
  process.exit(0);
}

/** Deterministic node pairs (mulberry32), so runs compare. */
function pairs(n: number, count: number): [Uint32Array, Uint32Array] {
  let a = 20_261_125;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const s = new Uint32Array(count);
  const t = new Uint32Array(count);
  for (let i = 0; i < count; i++) [s[i], t[i]] = [Math.floor(next() * n), Math.floor(next() * n)];
  return [s, t];
}

function queryTimes(q: ChQuery, [s, t]: [Uint32Array, Uint32Array]): { med: number; p99: number; sum: number } {
  for (let i = 0; i < 1000; i++) q.run(s[i]!, t[i]!);
  const ms = new Float64Array(s.length);
  let sum = 0;
  for (let i = 0; i < s.length; i++) {
    const t0 = performance.now();
    sum += q.run(s[i]!, t[i]!);
    ms[i] = performance.now() - t0;
  }
  ms.sort();
  return { med: ms[Math.floor(ms.length / 2)]!, p99: ms[Math.floor(ms.length * 0.99)]!, sum };
}

const sizes = (process.env.SCALE_SIZES ?? '1,3').split(',').map(Number);
const fmt = (ms: number): string => (ms < 1 ? `${(ms * 1000).toFixed(0)} µs` : `${ms.toFixed(2)} ms`);
const dir = await mkdtemp(join(tmpdir(), 'scale-bench-'));
try {
  const rows: { label: string; built: Built; loadS: number; nodes: number; k: number; q: { med: number; p99: number }; q512: { med: number; p99: number } }[] = [];
  for (const millions of sizes) {
    const out = join(dir, `x${millions}.pack`);
    console.log(`\n${millions}M edges: building…`);
    const child = spawnSync(process.execPath, ['--max-old-space-size=8192', '--import', 'tsx', fileURLToPath(import.meta.url), '--build', String(millions), out], {
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
    });
    if (child.status !== 0) {
      check(`${millions}M edges: the build finished (exit ${child.status})`, false);
      continue;
    }
    const built = JSON.parse(child.stdout.trim().split('\n').pop()!) as Built;
    const t0 = performance.now();
    const pack = await loadPackFile(out);
    const loadS = (performance.now() - t0) / 1000;
    const ch = readCh(pack, 'car');
    const n = ch.up.first.length - 1;
    const nodePairs = pairs(n, PAIRS);
    const q = queryTimes(new ChQuery(ch), nodePairs);
    const q512 = queryTimes(new ChQuery({ ...ch, core: buildCoreTable(ch, 512) }), nodePairs);
    if (q.sum !== q512.sum) check(`${millions}M edges: both cores give the same times`, false);
    built.bytes = (await stat(out)).size;
    rows.push({ label: `${millions}M`, built, loadS, nodes: n, k: coreSize(ch.core), q, q512 });
    await rm(out, { force: true });
  }

  console.log('\nsize  raw edges  car nodes  build     peak RSS  pack      load    core  query median / p99   (core 512: median / p99)');
  for (const r of rows) {
    console.log(
      `${r.label.padEnd(5)} ${(r.built.edges / 1e6).toFixed(2).padStart(7)} M ${String(r.nodes).padStart(9)} ${r.built.buildS.toFixed(0).padStart(6)} s ${r.built.peakRssGb.toFixed(2).padStart(6)} GB ${(r.built.bytes / 1e6).toFixed(0).padStart(6)} MB ${r.loadS.toFixed(2).padStart(6)} s ${String(r.k).padStart(5)}  ${fmt(r.q.med).padStart(7)} / ${fmt(r.q.p99).padEnd(8)}  (${fmt(r.q512.med)} / ${fmt(r.q512.p99)})`,
    );
  }
  const [base] = rows;
  for (const r of rows.slice(1)) {
    const grow = (x: number, y: number) => `${(x / y).toFixed(2)}x`;
    console.log(
      `${r.label} vs ${base!.label}: edges ${grow(r.built.edges, base!.built.edges)}, build ${grow(r.built.buildS, base!.built.buildS)} (size^${(Math.log(r.built.buildS / base!.built.buildS) / Math.log(r.built.edges / base!.built.edges)).toFixed(2)}), peak RSS ${grow(r.built.peakRssGb, base!.built.peakRssGb)}, pack ${grow(r.built.bytes, base!.built.bytes)}, load ${grow(r.loadS, base!.loadS)}, query p99 ${grow(r.q.p99, base!.q.p99)}`,
    );
  }
  for (const r of rows) {
    check(`${r.label}: build ${r.built.buildS.toFixed(0)} s <= ${BUILD_BUDGET_S} s`, r.built.buildS <= BUILD_BUDGET_S);
    check(`${r.label}: peak RSS ${r.built.peakRssGb.toFixed(2)} GB <= ${MEMORY_BUDGET_GB} GB`, r.built.peakRssGb <= MEMORY_BUDGET_GB);
    check(`${r.label}: query p99 ${fmt(r.q.p99)} < ${P99_BUDGET_MS} ms`, r.q.p99 < P99_BUDGET_MS);
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
