// What the proxy costs a provider call: /api/geocode through the proxy (MapQuest adapter pointed at a stand-in
// upstream on loopback) against calling the same stand-in directly, in the same run. Three processes: the
// stand-in, the proxy and this load generator, so the generator's work does not colour the proxy's figures.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { startChildServer } from './child-server.ts';

const RATE = 500; // requests per second, open loop
const PACED_SECONDS = 8;
const WARMUP_SECONDS = 4;
const THROUGHPUT_SECONDS = 3;
const CONCURRENCY = 16;
const TARGET_ADDED_P99_MS = 2;
const HARD_LIMIT_MS = 60_000;

const here = fileURLToPath(import.meta.url);
const role = process.argv[2];

const startChild = (args: string[]) => startChildServer(here, args);

interface Target {
  name: string;
  pool: Pool;
  path: string;
  body: string;
}

async function once(t: Target): Promise<void> {
  const res = await t.pool.request({ method: 'POST', path: t.path, body: t.body, headers: { 'content-type': 'application/json' } });
  await res.body.arrayBuffer();
  if (res.statusCode !== 200) throw new Error(`${t.name}: HTTP ${res.statusCode}`);
}

/** Open loop: request i is due at start + i/RATE whatever happened before; latency counts from that due time. */
async function paced(t: Target, count: number): Promise<number[]> {
  const latencies: number[] = [];
  const start = performance.now();
  const deadline = start + HARD_LIMIT_MS;
  const inFlight: Promise<void>[] = [];
  let sent = 0;
  while (sent < count && performance.now() < deadline) {
    const now = performance.now();
    while (sent < count && start + (sent * 1000) / RATE <= now) {
      const due = start + (sent * 1000) / RATE;
      inFlight.push(once(t).then(() => void latencies.push(performance.now() - due)));
      sent++;
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(inFlight);
  return latencies;
}

/** Closed loop: CONCURRENCY requests always in flight, for the requests-per-second ceiling (and JIT warm-up). */
async function throughput(t: Target, seconds: number): Promise<number> {
  let done = 0;
  const end = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      await once(t);
      done++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return done / ((performance.now() - started) / 1000);
}

/** CPU seconds (user + system) a child process has used so far, from /proc (Linux); NaN elsewhere. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function main(): Promise<void> {
  const upstream = await startChild(['--upstream']);
  const upstreamUrl = `http://127.0.0.1:${upstream.port}`;
  const proxy = await startChild(['--proxy', upstreamUrl]);
  const address = { street: '1555 Blake St', city: 'Denver', state: 'CO', countryCode: 'US' };
  const direct: Target = {
    name: 'direct',
    pool: new Pool(upstreamUrl, { connections: 64 }),
    path: '/geocoding/v1/address?key=bench-key',
    body: JSON.stringify({ location: { street: address.street, city: address.city, state: address.state, country: 'US' }, options: { thumbMaps: false, maxResults: 1 } }),
  };
  const viaProxy: Target = {
    name: 'proxy',
    pool: new Pool(`http://127.0.0.1:${proxy.port}`, { connections: 64 }),
    path: '/api/geocode',
    body: JSON.stringify(address),
  };
  try {
    for (const t of [direct, viaProxy]) await throughput(t, WARMUP_SECONDS);
    // One-second blocks taken in turn, so a change in machine load during the run hits both sides alike.
    const d: number[] = [];
    const p: number[] = [];
    for (let second = 0; second < PACED_SECONDS; second++) {
      d.push(...(await paced(direct, RATE)));
      p.push(...(await paced(viaProxy, RATE)));
    }
    d.sort((a, b) => a - b);
    p.sort((a, b) => a - b);
    const directRps = await throughput(direct, THROUGHPUT_SECONDS);
    const cpuBefore = cpuSeconds(proxy.child.pid);
    const proxyRps = await throughput(viaProxy, THROUGHPUT_SECONDS);
    const proxyCpuMs = ((cpuSeconds(proxy.child.pid) - cpuBefore) * 1000) / (proxyRps * THROUGHPUT_SECONDS);

    const row = (name: string, lat: number[], rps: number) =>
      `${name.padEnd(8)} ${rps.toFixed(0).padStart(7)} req/s   p50 ${pct(lat, 50).toFixed(3)} ms   p99 ${pct(lat, 99).toFixed(3)} ms   (${lat.length} paced requests at ${RATE}/s)`;
    console.log(row('direct', d, directRps));
    console.log(row('proxy', p, proxyRps));
    const addedP50 = pct(p, 50) - pct(d, 50);
    const addedP99 = pct(p, 99) - pct(d, 99);
    console.log(`added latency through the proxy: p50 ${addedP50.toFixed(3)} ms, p99 ${addedP99.toFixed(3)} ms`);
    console.log(`throughput ratio proxy/direct: ${(proxyRps / directRps).toFixed(2)}x`);
    console.log(`proxy CPU per request: ${proxyCpuMs.toFixed(3)} ms (machine load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores)`);
    console.log(`${addedP99 < TARGET_ADDED_P99_MS ? 'PASS' : 'FAIL'} p99 added latency < ${TARGET_ADDED_P99_MS} ms at ${RATE} req/s (${addedP99.toFixed(3)} ms)`);
  } finally {
    await Promise.all([direct.pool.close(), viaProxy.pool.close()]);
    upstream.child.kill();
    proxy.child.kill();
  }
}

if (role === '--upstream') {
  const answer = readFileSync(new URL('../proxy/providers/mapquest/fixtures/geocode-address.json', import.meta.url));
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json;charset=UTF-8', 'content-length': answer.length });
      res.end(answer);
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    console.log(`PORT ${typeof address === 'object' && address ? address.port : 0}`);
  });
} else if (role === '--proxy') {
  const { startServer } = await import('../proxy/main.ts');
  const { url } = await startServer({
    PORT: '0',
    HOST: '127.0.0.1',
    PROVIDER: 'mapquest',
    MAPQUEST_KEY: 'bench-key',
    MAPQUEST_BASE_URL: process.argv[3],
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000000',
    STATIC_DIR: '/nonexistent',
  });
  console.log(`PORT ${new URL(url).port}`);
} else {
  await main();
}
