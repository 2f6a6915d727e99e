// The engine on the device, in Debian's Chromium: what each region's pack weighs to download, how long the worker
// takes from a stored pack to its first answer (target < 1 s), and optimize 25 stops and a 50 x 50 matrix in the
// worker against the same requests answered in Node by the same code in the same run (target <= 2x Node).
import { readdirSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import '../e2e/ensure-test-packages.ts';
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

const READY_TARGET_MS = 1000;
const RATIO_TARGET = 2;
const REPS = 5;
const check = (label: string, ok: boolean) => console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

await buildAppIfStale();
await ensureRegionPacks();
const app = await buildServer(testConfig({ staticDir: DIST_DIR, rateLimitPerMinute: 1e6 }));
const { packs } = DevicePackIndex.parse((await app.inject({ method: 'GET', url: '/packs/index.json' })).json());
console.log('region                  download   on the device');
for (const p of packs) console.log(`${p.name.padEnd(22)} ${(p.bytes / 1e6).toFixed(1).padStart(6)} MB ${(p.rawBytes / 1e6).toFixed(1).padStart(10)} MB`);
const li = packs.find((p) => p.id === 'liechtenstein');
if (!li) throw new Error('no Liechtenstein pack');

// Node: the same answers from the same device pack, in this process.
const gz = (await app.inject({ method: 'GET', url: `/packs/${li.file}` })).rawPayload;
const raw = gunzipSync(gz);
const devicePack = openPack(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength) as ArrayBuffer);
const nodeEngine = regionEngine(devicePack);

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
const nodeCtx = { provider: createOfflineProvider(async () => multiRegionEngine([nodeEngine])), optimize: async (input: Parameters<typeof optimizeRoute>[0]) => optimizeRoute(input) };
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

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no port');
const base = `http://127.0.0.1:${address.port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await (await browser.newContext({ baseURL: base, viewport: { width: 1400, height: 1000 } })).newPage();
  await page.goto('/geocoding');
  await page.locator('main h1').waitFor();
  // Keep Liechtenstein as a visitor does.
  await page.getByRole('button', { name: 'Offline regions on this device' }).first().click();
  const region = page.getByTestId('device-region-liechtenstein');
  await region.getByRole('button', { name: 'Make this region available offline' }).click();
  await region.getByText('Stored on this device').waitFor({ timeout: 120_000 });

  const workerUrl = `/assets/${readdirSync(`${DIST_DIR}/assets`).find((f) => /^engine\.worker-.*\.js$/.test(f))}`;
  // tsx keeps function names with a helper the page does not have.
  await page.evaluate('window.__name = (f) => f');
  const figures = await page.evaluate(
    async ({ workerUrl, requests, reps }) => {
      const worker = new Worker(workerUrl, { type: 'module' });
      let id = 0;
      const ask = (request: unknown) =>
        new Promise<{ status: number; text: string }>((resolve, reject) => {
          const mine = ++id;
          const onMessage = (event: MessageEvent) => {
            if (event.data.id !== mine) return;
            worker.removeEventListener('message', onMessage);
            if ('ok' in event.data) resolve(event.data.ok);
            else reject(new Error(event.data.error));
          };
          worker.addEventListener('message', onMessage);
          worker.postMessage({ id: mine, kind: 'answer', request });
        });
      const t0 = performance.now();
      const first = await ask({ method: 'POST', url: '/api/reverse-geocode', body: { lat: 47.1399, lng: 9.5217 } });
      const readyMs = performance.now() - t0;
      if (first.status !== 200) throw new Error(first.text);
      const times: Record<string, number> = {};
      for (const [name, request] of Object.entries(requests)) {
        const runs: number[] = [];
        for (let i = 0; i <= reps; i++) {
          const s = performance.now();
          const answer = await ask(request);
          if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${answer.text}`);
          if (i > 0) runs.push(performance.now() - s);
        }
        times[name] = runs.sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
      }
      worker.terminate();
      return { readyMs, times };
    },
    { workerUrl, requests: { optimize25, matrix50 }, reps: REPS },
  );

  const node = { optimize25: await timeNode(optimize25), matrix50: await timeNode(matrix50) };
  console.log(`worker ready (stored pack to first answer): ${figures.readyMs.toFixed(0)} ms`);
  console.log('request              worker      Node     ratio');
  for (const name of ['optimize25', 'matrix50'] as const) {
    const w = figures.times[name]!;
    console.log(`${name.padEnd(18)} ${w.toFixed(1).padStart(8)} ms ${node[name].toFixed(1).padStart(8)} ms ${(w / node[name]).toFixed(2).padStart(7)}x`);
    check(`${name} in the worker is ${(w / node[name]).toFixed(2)}x Node (target <= ${RATIO_TARGET}x)`, w / node[name] <= RATIO_TARGET);
  }
  check(`worker ready in ${figures.readyMs.toFixed(0)} ms (target < ${READY_TARGET_MS} ms)`, figures.readyMs < READY_TARGET_MS);
} finally {
  await browser.close();
  await app.close();
}
