// Geocoding through the proxy as a visitor's browser meets it: HTTP, Fastify, validation, the engine's worker,
// in a process of its own (proxy-process.ts). 200 sequential single-line geocodes and 200 search-ahead requests
// of the way people type (issue 30's queries), on both bundled regions; target p99 at most 5 ms of the proxy's
// own time. Not app.inject in this process: the injected client's own objects lived on the proxy's heap and
// outlived its young-generation collections (14-21% survived each), a cost no real proxy has.
//
// A file of its own rather than the end of geocode.bench.ts: that bench's client had built two regions' engines
// in process before, and its collector still swept hundreds of megabytes on the machine's second core while these
// requests were timed.
import { ensureRegionPacks } from '../engine/regions.ts';
import { peopleTyped } from './people-typed.ts';
import { startProxyProcess, type ProxyAnswer } from './proxy-process.ts';
import { check, fmt, line as printLine, stats, type Spread } from './report.ts';

const line = (label: string, s: Spread) => printLine(label, s, 40);

await ensureRegionPacks();
const proxy = await startProxyProcess();
const queries = Array.from({ length: 200 }, (_, i) => peopleTyped[i % peopleTyped.length]!);
const geocode = (location: string) => proxy.request('POST', '/api/geocode-batch', { location });
const searchAhead = (q: string) => proxy.request('GET', `/api/search/predictions?q=${encodeURIComponent(q)}&limit=8`);

// A proxy that has served visitors for a while: each request once through (the engine's code compiled for them),
// then until the proxy's process is quiet (its workers' collectors and compilers done with the start-up).
for (const q of queries) await geocode(q);
for (const q of queries) await searchAhead(q);
const settled = await proxy.quiet();
if (!settled) console.log('the proxy process did not go quiet within 30 s: the figures below include its start-up');

// Baseline, interleaved with the requests measured: GET /api/health, which does no work. On a busy machine its
// p99 grows too, so the ratio tells the machine's share of a tail from the code's.
const healthTimes: number[] = [];
const healthOwn: number[] = [];
const timed = async (request: () => Promise<ProxyAnswer>) => {
  const t = performance.now();
  const answer = await request();
  if (answer.status >= 500) throw new Error(`the proxy answered ${answer.status}`);
  return { client: performance.now() - t, own: answer.proxyMs };
};
const through = async (request: (q: string) => Promise<ProxyAnswer>) => {
  await proxy.gc();
  const client: number[] = [];
  const own: number[] = [];
  for (const q of queries) {
    const t = await timed(() => request(q));
    client.push(t.client);
    own.push(t.own);
    const h = await timed(() => proxy.request('GET', '/api/health'));
    healthTimes.push(h.client);
    healthOwn.push(h.own);
  }
  // The collections on the proxy's event loop during these 400 requests: how many requests met one, and what
  // they cost (a count that does not depend on the machine's load, a pause that does).
  return { client: stats(client), own: stats(own), gc: await proxy.gc() };
};
const geo = await through(geocode);
const ahead = await through(searchAhead);
await proxy.close();
const health = { client: stats(healthTimes), own: stats(healthOwn) };
const gcLine = (g: typeof geo.gc) => `${g.minor} young-generation and ${g.major} other collections, ${g.pauseMs.toFixed(1)} ms paused`;
// Two clocks: the proxy's own time over each answer (its Server-Timing header: routing, validation, the engine
// worker's hop and work, serializing), which the target is for, and the time the bench's client saw, which adds
// the loopback socket and a third busy process on a two-core machine (the no-work baseline shows that share).
console.log('Through the proxy over HTTP (200 sequential requests each, GET /api/health between them), the proxy\'s own time:');
line('geocode-batch single line', geo.own);
line('search-ahead /api/search/predictions', ahead.own);
line('baseline: GET /api/health, interleaved', health.own);
console.log('as the bench\'s client saw them (socket and client included):');
line('geocode-batch single line', geo.client);
line('search-ahead /api/search/predictions', ahead.client);
line('baseline: GET /api/health, interleaved', health.client);
console.log(`client p99 vs baseline: geocode-batch ${(geo.client.p99 / health.client.p99).toFixed(1)}x, search-ahead ${(ahead.client.p99 / health.client.p99).toFixed(1)}x`);
console.log(`proxy main thread during geocode-batch: ${gcLine(geo.gc)}; during search-ahead: ${gcLine(ahead.gc)}`);
check(`geocode through the proxy p99 <= 5 ms, the proxy's own time (${fmt(geo.own.p99)}; client ${fmt(geo.client.p99)})`, geo.own.p99 <= 5);
check(`search-ahead through the proxy p99 <= 5 ms, the proxy's own time (${fmt(ahead.own.p99)}; client ${fmt(ahead.client.p99)})`, ahead.own.p99 <= 5);
