// The engine on the device, in Debian's Chromium on a phone viewport: what each region's pack weighs to download;
// keeping Liechtenstein as a visitor does (the main thread's longest task meanwhile: the checks run in the worker);
// the tab's memory with the region kept and a 100-stop route open (target <= 150 MB); the first answer after the
// region is kept (target <= 1 s) and the search-ahead answer per keystroke (target <= 100 ms) at a 4x slowdown, in
// the app's own worker; a van's and a truck's first route (25 stops, the planner's directions) and 25 x 25 matrix
// after the keep and the search-ahead (target <= 1 s: neither hierarchy is in the pack), and the memory once they
// are answered; a fresh worker's (a reload's) first answer; and optimize 25 stops and a 50 x 50 matrix in
// the worker against the same requests answered in Node by the same code in the same run (target <= 2x).
// DevTools' CPU slowdown reaches no worker, so the 4x figures are the worker's measured times times 4 (a phone
// four times slower runs the worker's code four times slower too), each printed beside what was measured.
// Every wait is on the page's state, with bounds that only name a step that never ends.
// DIST_DIR=... measures another build (say, the code before a change) with the same bench.
import { gunzipSync } from 'node:zlib';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import '../e2e/ensure-test-packages.ts';
import { shareLink } from '../e2e/stops-link.ts';
import { optimizeRoute } from '../engine/optimize/index.ts';
import { openPack } from '../engine/pack/device-pack.ts';
import { ensureRegionPacks } from '../engine/regions.ts';
import { answerRequest, type ApiRequest } from '../service/answers/answer-request.ts';
import { testConfig } from '../proxy/config.ts';
import { DevicePackIndex } from '../service/contract/device-packs.ts';
import { multiRegionEngine } from '../service/providers/offline/multi-region.ts';
import { createOfflineProvider } from '../service/providers/offline/provider.ts';
import { regionEngine } from '../service/providers/offline/region-engine.ts';
import { buildServer } from '../proxy/server.ts';
import { DIST_DIR, buildAppIfStale } from '../scripts/build-app.ts';
import { attachWorkers, timeDeviceRequests, timeInAppWorker, type AttachedWorker, type TimedAnswer, type TimedRequest } from './device-worker.ts';
import { check } from './report.ts';

/** How much slower the phone is than this machine: the worker's measured times are multiplied by it. */
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
const FIRST_ANSWER_MS = 1000;
const KEYSTROKE_MS = 100;
const HEAP_TARGET_MB = 150;
const RATIO_TARGET = 2;
const REPS = 5;
/** Bound of one step that waits on the page (keeping a region, loading 100 stops): names a stuck step, no more. */
const STEP_TIMEOUT_MS = 300_000;
const PHONE = { viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const LONG_TASKS = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  window.__frames = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__frames.push({ start: e.startTime, duration: e.duration, scripts: e.scripts.map((s) => ({ ms: Math.round(s.duration), by: s.invoker, at: s.sourceURL.split('/').pop() })) });
  }).observe({ type: 'long-animation-frame', buffered: true });
`;

await buildAppIfStale();
await ensureRegionPacks();
const app = await buildServer(testConfig({ staticDir: DIST_DIR, logLevel: 'warn', rateLimitPerMinute: 1e6 }));
const { packs } = DevicePackIndex.parse((await app.inject({ method: 'GET', url: '/packs/index.json' })).json());
console.log('region                  download   on the device');
for (const p of packs) console.log(`${p.name.padEnd(22)} ${(p.bytes / 1e6).toFixed(1).padStart(6)} MB ${(p.rawBytes / 1e6).toFixed(1).padStart(10)} MB`);
const li = packs.find((p) => p.id === 'liechtenstein');
if (!li) throw new Error('no Liechtenstein pack');

// Node: the same answers from the same device pack, in this process.
const gz = (await app.inject({ method: 'GET', url: `/packs/${li.file}` })).rawPayload;
const raw = gunzipSync(gz);
const devicePack = openPack(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength) as ArrayBuffer);
const nodeCtx = { provider: createOfflineProvider(async () => multiRegionEngine([regionEngine(devicePack)])), optimize: async (input: Parameters<typeof optimizeRoute>[0]) => optimizeRoute(input) };

// Stops on the car graph's own junctions, spread over the region (a point off every road is refused, rightly).
const section = (name: string) => devicePack.section(name, devicePack.meta.sections.find((s) => s.name === name)!.dtype);
const [nodeLat, nodeLng] = [section('car.node.lat'), section('car.node.lng')];
const junctions = (n: number) => Array.from({ length: n }, (_, i) => {
  const k = Math.floor(((i + 0.5) * nodeLat.length) / n);
  return { lat: Number(nodeLat[k]), lng: Number(nodeLng[k]) };
});
const optimize25: ApiRequest = {
  method: 'POST',
  url: '/api/optimize-route?departAt=2026-06-15T08:00:00Z',
  body: junctions(25).map((p, i) => ({ id: i, latitude: p.lat, longitude: p.lng })),
};
const matrix50: ApiRequest = { method: 'POST', url: '/api/route-matrix', body: { locations: junctions(50), allToAll: true } };
async function timeNode(request: ApiRequest): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i <= REPS; i++) {
    const t0 = performance.now();
    const answer = await answerRequest(nodeCtx, request);
    if (answer.status !== 200) throw new Error(`Node answered ${answer.status}: ${answer.text}`);
    if (i > 0) times.push(performance.now() - t0);
  }
  return median(times);
}

// What a visitor types into the search box, one answer per keystroke; the first answer opens the kept pack.
const predictions = (q: string): TimedRequest => ({ name: q, request: { method: 'GET', url: `/api/search/predictions?q=${encodeURIComponent(q)}&limit=5`, body: undefined } });
const TYPED = ['Sc', 'Sch', 'Scha', 'Schaa', 'Schaan', 'Schaan L', 'Schaan La', 'Schaan Lan', 'Schaan Land'];
const searchAhead = [predictions('Va'), ...TYPED.map(predictions)];
// The planner's route and the optimizer's matrix for a van or truck (its 'Vehicle'), asked after the search-ahead.
const vehicleRequests = (['truck', 'van'] as const).flatMap((vehicle): TimedRequest[] => [
  { name: `${vehicle} route (25 stops)`, request: { method: 'POST', url: '/api/route-directions', body: { locations: junctions(25), vehicle } } },
  { name: `${vehicle} matrix 25 x 25`, request: { method: 'POST', url: '/api/route-matrix', body: { locations: junctions(25), allToAll: true, vehicle } } },
]);
const reps = (name: string, request: ApiRequest) => Array.from({ length: REPS + 1 }, () => ({ name, request }));

type Frame = { start: number; duration: number; scripts: { ms: number; by: string; at: string }[] };

/** Keeps Liechtenstein from the map's 'Offline regions on this device', waiting on the stored state. */
async function keepRegion(page: Page): Promise<{ ms: number; longestTaskMs: number; longestFrame: Frame | undefined }> {
  await page.getByRole('button', { name: 'Offline regions on this device' }).first().click();
  const region = page.getByTestId('device-region-liechtenstein');
  const keep = region.getByRole('button', { name: 'Make this region available offline' });
  await keep.waitFor({ timeout: STEP_TIMEOUT_MS });
  const t0 = await page.evaluate(() => performance.now());
  await keep.click();
  await region.getByText('Stored on this device').waitFor({ timeout: STEP_TIMEOUT_MS });
  const { t1, longest, longestFrame } = await page.evaluate((from) => {
    const w = window as unknown as { __longTasks: { start: number; duration: number }[]; __frames: Frame[] };
    const frames = w.__frames.filter((f) => f.start >= from).sort((a, b) => b.duration - a.duration);
    return { t1: performance.now(), longest: Math.max(0, ...w.__longTasks.filter((t) => t.start >= from).map((t) => t.duration)), longestFrame: frames[0] };
  }, t0);
  await page.keyboard.press('Escape');
  return { ms: t1 - t0, longestTaskMs: longest, longestFrame };
}

/**
 * The tab's memory after a garbage collection: the JS heap of the page and of each of its workers (the device
 * engine's among them), and the ArrayBuffer backing stores (a kept pack's bytes) beside it.
 */
async function tabMemory(cdp: CDPSession, workers: readonly AttachedWorker[]): Promise<{ name: string; heapMB: number; buffersMB: number }[]> {
  type Usage = { usedSize: number; backingStorageSize?: number };
  const mb = (u: Usage) => ({ heapMB: u.usedSize / 1e6, buffersMB: (u.backingStorageSize ?? 0) / 1e6 });
  await cdp.send('HeapProfiler.collectGarbage');
  const isolates = [{ name: 'page', ...mb((await cdp.send('Runtime.getHeapUsage')) as Usage) }];
  for (const w of workers) {
    await w.send('HeapProfiler.collectGarbage');
    isolates.push({ name: `worker ${w.url.split('/').pop()}`, ...mb((await w.send('Runtime.getHeapUsage')) as Usage) });
  }
  return isolates;
}

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no port');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${address.port}`, ...PHONE });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  // The region is kept by the bench's tap, not by the first use of the map during the page's start-up.
  await context.addInitScript(() => localStorage.setItem('device-region-first-use', '2026-11-26T08:00:00.000Z'));
  await context.addInitScript(LONG_TASKS);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);

  // A 100-stop route open, then the region kept in the same tab (its worker holds the pack open).
  await page.goto(shareLink(100));
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=stop-row]').length === 100, null, { polling: 250, timeout: STEP_TIMEOUT_MS });
  await page.waitForFunction(() => document.querySelector('[data-testid=route-metrics][aria-busy=false]') !== null, null, { polling: 250, timeout: STEP_TIMEOUT_MS });
  const kept = await keepRegion(page);
  const workers = await attachWorkers(page, cdp);
  const memory = await tabMemory(cdp, workers);
  const appWorker = workers.find((w) => /engine\.worker-/.test(w.url));
  if (!appWorker) throw new Error(`no device engine worker in the tab after keeping the region (workers: ${workers.map((w) => w.url).join(', ')})`);

  // After the keep: the app's own worker, its pack open. Then a fresh worker (a reload): it opens the kept pack first.
  const afterKeep = await timeInAppWorker(appWorker, searchAhead);
  const vehicles = await timeInAppWorker(appWorker, vehicleRequests);
  const memoryWithVehicles = await tabMemory(cdp, workers);
  const fresh = await timeDeviceRequests(page, [...searchAhead, ...reps('optimize25', optimize25), ...reps('matrix50', matrix50)]);
  const node = { optimize25: await timeNode(optimize25), matrix50: await timeNode(matrix50) };

  const ms = (xs: TimedAnswer[]) => xs.map((x) => x.ms);
  const keys = ms(afterKeep.slice(1));
  const repsOf = (name: string) => ms(fresh.filter((x) => x.name === name).slice(1));
  const phone = (x: number) => x * CPU_SLOWDOWN;
  console.log(`keep Liechtenstein (tap to 'Stored on this device'): ${(kept.ms / 1000).toFixed(1)} s, longest main-thread task meanwhile ${kept.longestTaskMs.toFixed(0)} ms`);
  const frame = kept.longestFrame;
  if (frame) console.log(`  its longest animation frame: ${frame.duration.toFixed(0)} ms, scripts: ${frame.scripts.map((x) => `${x.by} (${x.at || 'no script'}) ${x.ms} ms`).join('; ') || 'none (rendering)'}`);
  console.log('memory with the region kept and a 100-stop route open (after GC):');
  for (const i of memory) console.log(`  ${i.name.padEnd(40)} JS heap ${i.heapMB.toFixed(1).padStart(6)} MB   ArrayBuffers ${i.buffersMB.toFixed(1).padStart(6)} MB`);
  console.log('  the same once a van and a truck were answered:');
  for (const i of memoryWithVehicles) console.log(`  ${i.name.padEnd(40)} JS heap ${i.heapMB.toFixed(1).padStart(6)} MB   ArrayBuffers ${i.buffersMB.toFixed(1).padStart(6)} MB`);
  const total = (m: typeof memory) => m.reduce((sum, i) => sum + i.heapMB + i.buffersMB, 0);
  // The target holds for the larger of the two.
  const worstMemory = total(memoryWithVehicles) > total(memory) ? memoryWithVehicles : memory;
  const heapMB = worstMemory.reduce((sum, i) => sum + i.heapMB, 0);
  const buffersMB = worstMemory.reduce((sum, i) => sum + i.buffersMB, 0);
  console.log(`search-ahead (the worker at this machine's speed; x${CPU_SLOWDOWN} for a phone)   after the keep   fresh worker`);
  for (const [i, { name }] of searchAhead.entries()) {
    const label = i === 0 ? `first answer ('${name}')` : `'${name}'`;
    console.log(`  ${label.padEnd(52)} ${afterKeep[i]!.ms.toFixed(0).padStart(8)} ms ${fresh[i]!.ms.toFixed(0).padStart(10)} ms`);
  }
  console.log(`a van's and a truck's first answers in the app's worker after the keep (x${CPU_SLOWDOWN} for a phone)`);
  for (const v of vehicles) console.log(`  ${v.name.padEnd(26)} ${v.ms.toFixed(0).padStart(6)} ms  (x${CPU_SLOWDOWN}: ${phone(v.ms).toFixed(0)} ms)`);
  console.log('request              worker      Node     ratio');
  for (const name of ['optimize25', 'matrix50'] as const) {
    const w = median(repsOf(name));
    console.log(`${name.padEnd(18)} ${w.toFixed(1).padStart(8)} ms ${node[name].toFixed(1).padStart(8)} ms ${(w / node[name]).toFixed(2).padStart(7)}x`);
    check(`${name} in the worker is ${(w / node[name]).toFixed(2)}x Node (target <= ${RATIO_TARGET}x)`, w / node[name] <= RATIO_TARGET);
  }
  const worstKey = Math.max(...keys);
  check(`tab memory with a region kept and 100 stops open: JS heap ${heapMB.toFixed(0)} MB + ArrayBuffers ${buffersMB.toFixed(0)} MB = ${(heapMB + buffersMB).toFixed(0)} MB (target <= ${HEAP_TARGET_MB} MB)`, heapMB + buffersMB <= HEAP_TARGET_MB);
  check(`first answer after keeping a region, at ${CPU_SLOWDOWN}x: ${phone(afterKeep[0]!.ms).toFixed(0)} ms (measured ${afterKeep[0]!.ms.toFixed(0)} ms x ${CPU_SLOWDOWN}; target <= ${FIRST_ANSWER_MS} ms)`, phone(afterKeep[0]!.ms) <= FIRST_ANSWER_MS);
  check(`search-ahead per keystroke after the keep, at ${CPU_SLOWDOWN}x: worst ${phone(worstKey).toFixed(0)} ms, median ${phone(median(keys)).toFixed(0)} ms (measured worst ${worstKey.toFixed(0)} ms x ${CPU_SLOWDOWN}; target <= ${KEYSTROKE_MS} ms)`, phone(worstKey) <= KEYSTROKE_MS);
  for (const vehicle of ['truck', 'van']) {
    const [route, matrix] = vehicles.filter((v) => v.name.startsWith(vehicle));
    check(`a ${vehicle}'s first route and first matrix after the keep, at ${CPU_SLOWDOWN}x: ${phone(route!.ms).toFixed(0)} ms and ${phone(matrix!.ms).toFixed(0)} ms (measured ${route!.ms.toFixed(0)} and ${matrix!.ms.toFixed(0)} ms x ${CPU_SLOWDOWN}; target <= ${FIRST_ANSWER_MS} ms each)`, phone(Math.max(route!.ms, matrix!.ms)) <= FIRST_ANSWER_MS);
  }
  // Not a target of the issue, printed so a regression shows: a reload's first answer opens the kept pack again.
  console.log(`INFO  a fresh worker's first answer (after a reload: opens the kept pack, builds the engine), at ${CPU_SLOWDOWN}x: ${phone(fresh[0]!.ms).toFixed(0)} ms (measured ${fresh[0]!.ms.toFixed(0)} ms)`);
} finally {
  await browser.close();
  await app.close();
}
