// What a heavy request costs everyone else: /api/health latency while eight 100-stop optimizes run, with the
// engine in worker threads (the default) against the engine on the event loop (ENGINE_THREADS=0), same run.
// The server runs in its own process, so this load generator's work does not colour its figures.
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { startChildServer } from './child-server.ts';

const HEAVY = 8;
const STOPS = 100;
const IDLE_SAMPLES = 50;
/** The pool's health p99 under load must stay within this many times its idle p99 (or under FLOOR_MS). */
const TARGET_RATIO = 10;
const FLOOR_MS = 50;

const here = fileURLToPath(import.meta.url);

const startServer = (threads: number) => startChildServer(here, ['serve', String(threads)]);

/** Stops in the Rhine valley between Vaduz and Schaan, where every point is near a road. */
function stops(seed: number): { latitude: number; longitude: number }[] {
  let a = seed;
  const rnd = () => ((a = (a * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  return Array.from({ length: STOPS }, () => ({ latitude: 47.12 + rnd() * 0.05, longitude: 9.505 + rnd() * 0.025 }));
}

async function health(pool: Pool): Promise<number> {
  const started = performance.now();
  const res = await pool.request({ method: 'GET', path: '/api/health' });
  await res.body.arrayBuffer();
  return performance.now() - started;
}

const pct = (xs: number[], p: number) => [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? NaN;

async function measure(threads: number): Promise<{ idle99: number; load50: number; load99: number; heavyMs: number }> {
  const { child, port } = await startServer(threads);
  const pool = new Pool(`http://127.0.0.1:${port}`, { connections: HEAVY + 2 });
  try {
    for (let i = 0; i < 10; i++) await health(pool);
    const idle: number[] = [];
    for (let i = 0; i < IDLE_SAMPLES; i++) idle.push(await health(pool));
    let running = true;
    const started = performance.now();
    const heavy = Promise.all(
      Array.from({ length: HEAVY }, async (_, k) => {
        const res = await pool.request({ method: 'POST', path: '/api/optimize-route', headers: { 'content-type': 'application/json' }, body: JSON.stringify(stops(k + 1)) });
        await res.body.arrayBuffer();
        if (res.statusCode !== 200) throw new Error(`optimize: HTTP ${res.statusCode}`);
      }),
    ).finally(() => (running = false));
    const loaded: number[] = [];
    while (running) loaded.push(await health(pool));
    await heavy;
    return { idle99: pct(idle, 99), load50: pct(loaded, 50), load99: pct(loaded, 99), heavyMs: performance.now() - started };
  } finally {
    await pool.close();
    child.kill();
  }
}

async function serve(threads: number): Promise<void> {
  // The server process: the real proxy with the engine pool of that size (0: on the event loop).
  const { buildServer } = await import('../proxy/server.ts');
  const { testConfig } = await import('../proxy/config.ts');
  const app = await buildServer(testConfig({ engineThreads: threads, rateLimitPerMinute: 100_000 }));
  await app.inject({ method: 'GET', url: '/api/map/config' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  console.log(`PORT ${typeof address === 'object' && address ? address.port : 0}`);
}


async function main(): Promise<void> {
  const pooled = await measure(2);
  const inline = await measure(0);
  const row = (name: string, m: Awaited<ReturnType<typeof measure>>) =>
    `${name.padEnd(22)} idle p99 ${m.idle99.toFixed(1).padStart(6)} ms   under load p50 ${m.load50.toFixed(1).padStart(7)} ms, p99 ${m.load99.toFixed(1).padStart(7)} ms   (${HEAVY} optimizes took ${(m.heavyMs / 1000).toFixed(1)} s)`;
  console.log(row('engine pool (2 threads)', pooled));
  console.log(row('on the event loop', inline));
  const ratio = pooled.load99 / pooled.idle99;
  console.log(`health p99 under load / idle: pool ${ratio.toFixed(1)}×, event loop ${(inline.load99 / inline.idle99).toFixed(1)}×`);
  const ok = ratio <= TARGET_RATIO || pooled.load99 < FLOOR_MS;
  console.log(`${ok ? 'PASS' : 'FAIL'} health p99 under load within ${TARGET_RATIO}× of idle or under ${FLOOR_MS} ms with the engine pool`);
}

if (process.argv[2] === 'serve') await serve(Number(process.argv[3]));
else await main();
