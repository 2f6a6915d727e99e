// The real proxy in a process of its own, for benches that time it over HTTP as a visitor's browser does: the
// bench's client, its timing and its garbage do not share the proxy's event loop or heap. Run as a script it
// serves and prints `PORT n`; `startProxyProcess()` starts it and connects.
//
// Two routes are the bench's, not the product's: GET /bench/gc answers the young- and old-generation collections
// of the proxy's main thread since the last call (how many, and their total pause), counted by V8 itself; GET
// /bench/cpu the CPU time of the proxy's whole process (its workers and V8's own threads too).
import { constants, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { startChildServer } from './child-server.ts';

export interface GcCounts {
  minor: number;
  major: number;
  pauseMs: number;
}

export interface ProxyAnswer {
  status: number;
  /** The proxy's own time over the answer, from its Server-Timing header (without the client and the socket). */
  proxyMs: number;
}

export interface ProxyProcess {
  request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ProxyAnswer>;
  /** The proxy's main-thread collections since the last call. */
  gc(): Promise<GcCounts>;
  /**
   * Resolves true once the proxy's process used under 5% of a core over each of two half-seconds running (its
   * collectors and compilers done), false if it did not within 30 s.
   */
  quiet(): Promise<boolean>;
  close(): Promise<void>;
}

const here = fileURLToPath(import.meta.url);

const QUIET_WINDOW_MS = 500;
const QUIET_SHARE = 0.05;
const QUIET_WAIT_MS = 30_000;

export async function startProxyProcess(): Promise<ProxyProcess> {
  const { child, port } = await startChildServer(here, []);
  // One connection, kept alive: sequential requests, as one visitor typing.
  const pool = new Pool(`http://127.0.0.1:${port}`, { connections: 1 });
  const request = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const res = await pool.request(body === undefined ? { method, path } : { method, path, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await res.body.arrayBuffer();
    const timing = /proxy;dur=([\d.]+)/.exec(String(res.headers['server-timing'] ?? ''));
    return { status: res.statusCode, proxyMs: timing ? Number(timing[1]) : NaN };
  };
  return {
    request,
    gc: async () => {
      const res = await pool.request({ method: 'GET', path: '/bench/gc' });
      return (await res.body.json()) as GcCounts;
    },
    quiet: async () => {
      const cpu = async () => (await (await pool.request({ method: 'GET', path: '/bench/cpu' })).body.json()) as number;
      let calm = 0;
      for (const until = Date.now() + QUIET_WAIT_MS; Date.now() < until; ) {
        const before = await cpu();
        await new Promise((resolve) => setTimeout(resolve, QUIET_WINDOW_MS));
        calm = (await cpu()) - before < QUIET_WINDOW_MS * 1000 * QUIET_SHARE ? calm + 1 : 0;
        if (calm === 2) return true;
      }
      return false;
    },
    close: async () => {
      await pool.close();
      child.kill();
    },
  };
}

async function serve(): Promise<void> {
  const { buildServer } = await import('../proxy/server.ts');
  const { testConfig } = await import('../proxy/config.ts');
  const app = await buildServer(testConfig({ logLevel: 'warn', rateLimitPerMinute: 1_000_000, batchRateLimitPerMinute: 1_000_000 }));
  let counts: GcCounts = { minor: 0, major: 0, pauseMs: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { detail?: { kind?: number } })[]) {
      if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) counts.minor++;
      else counts.major++;
      counts.pauseMs += entry.duration;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  app.get('/bench/cpu', async () => {
    const { user, system } = process.cpuUsage();
    return user + system;
  });
  app.get('/bench/gc', async () => {
    const since = counts;
    counts = { minor: 0, major: 0, pauseMs: 0 };
    return since;
  });
  // As main.ts starts: the region packs loaded and the engine's workers up before the port opens.
  const warm = await app.inject({ method: 'GET', url: '/api/map/config' });
  if (warm.statusCode !== 200) throw new Error(`offline engine failed to load: ${warm.body}`);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  console.log(`PORT ${typeof address === 'object' && address ? address.port : 0}`);
}

if (process.argv[1] === here) await serve();
