// @vitest-environment node
// The device engine's work ahead: once a kept pack opens, the worker builds a van's and a truck's hierarchies in
// its idle time (neither is in the pack), so their first matrix answers at once, with the same times as a
// hierarchy built by the matrix itself; and the geocoder's indexes wait for the first search (or the idle time),
// so a fresh worker's first route does not wait for them.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { beforeAll, expect, it, vi } from 'vitest';
import { readGazetteerData } from '../../engine/geocode/gazetteer-node.ts';
import { Geocoder } from '../../engine/geocode/index.ts';
import { buildDevicePack, openPack } from '../../engine/pack/device-pack.ts';
import { loadPackFile } from '../../engine/pack/pack-file.ts';
import { ensureRegionPacks } from '../../engine/regions.ts';
import { answerRequest, type ApiRequest } from '../../service/answers/answer-request.ts';
import { createOfflineProvider } from '../../service/providers/offline/provider.ts';
import { regionEngine, type RegionEngine } from '../../service/providers/offline/region-engine.ts';
import type { DevicePack } from '../../service/contract/device-packs.ts';
import type * as ChBuild from '../../engine/pack/ch-build.ts';
import { createEngineHost, type EngineHost } from './engine-host.ts';
import { memoryPackCache } from './test-pack-cache.test-util.ts';

/** Hierarchies built from a graph (a van's or truck's: the car's is in the pack), counted as they start and end. */
const hierarchies = vi.hoisted(() => ({ started: 0, built: 0 }));
vi.mock('../../engine/pack/ch-build.ts', async (importOriginal) => {
  const original = await importOriginal<typeof ChBuild>();
  return {
    ...original,
    *buildChInSteps(...args: Parameters<typeof original.buildChInSteps>) {
      hierarchies.started++;
      const ch = yield* original.buildChInSteps(...args);
      hierarchies.built++;
      return ch;
    },
  };
});

const STOPS = [
  { lat: 47.1399, lng: 9.5217 },
  { lat: 47.1653, lng: 9.5096 },
  { lat: 47.0588, lng: 9.4995 },
  { lat: 47.2253, lng: 9.5413 },
];
const truckMatrix = { method: 'POST', url: '/api/route-matrix', body: { locations: STOPS, allToAll: true, vehicle: 'truck' } };

let host: EngineHost;
let raw: Uint8Array;
beforeAll(async () => {
  const [liechtenstein] = await ensureRegionPacks({ log: () => {} });
  raw = buildDevicePack(await loadPackFile(liechtenstein!), readGazetteerData());
  const gz = new Uint8Array(gzipSync(raw));
  const sha256 = createHash('sha256').update(gz).digest('hex');
  const entry: DevicePack = { id: 'liechtenstein', name: 'Liechtenstein', bounds: { ul: { lat: 47.3, lng: 9.4 }, lr: { lat: 47, lng: 9.7 } }, dataDate: null, file: 'li.pack.gz', bytes: gz.byteLength, rawBytes: 1, sha256 };
  const cache = memoryPackCache();
  host = createEngineHost(async () => cache);
  expect(await host.handle({ id: 1, kind: 'keep', pack: entry, gz })).toMatchObject({ ok: { kept: { sha256 } } });
}, 300_000);

it("builds a van's and a truck's hierarchies while idle after keeping a region; a truck's matrix then builds none", async () => {
  // Waits on the state: the old worker built a hierarchy only for a matrix that needed it.
  await vi.waitFor(() => expect(hierarchies.built).toBe(2), { timeout: 120_000, interval: 100 });
  const answer = (await host.handle({ id: 2, kind: 'answer', request: truckMatrix })) as { ok: { status: number; text: string } };
  expect(answer.ok.status).toBe(200);
  expect(hierarchies.started).toBe(2);

  // The same answer as a hierarchy the matrix builds at once.
  const pack = openPack(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength) as ArrayBuffer);
  const engine = regionEngine(pack);
  const direct = await answerRequest({ provider: createOfflineProvider(async () => engine), optimize: async () => Promise.reject(new Error('unused')) }, truckMatrix);
  expect(hierarchies.started).toBe(3);
  expect(JSON.parse(answer.ok.text)).toEqual(JSON.parse(direct.text));
}, 180_000);

it("answers a fresh engine's first route without building the geocoder's indexes; its first search builds them, with the same suggestions", async () => {
  const fromSections = vi.spyOn(Geocoder, 'fromSections');
  const open = () => openPack(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength) as ArrayBuffer);
  const answer = (engine: RegionEngine, request: ApiRequest) =>
    answerRequest({ provider: createOfflineProvider(async () => engine), optimize: async () => Promise.reject(new Error('unused')) }, request);
  const deferred = regionEngine(open(), { deferGeocoder: true });
  const route = await answer(deferred, { method: 'POST', url: '/api/route-directions', body: { locations: STOPS.slice(0, 2) } });
  expect(route.status).toBe(200);
  expect(fromSections).not.toHaveBeenCalled();

  const search: ApiRequest = { method: 'GET', url: '/api/search/predictions?q=Va&limit=5' };
  const suggested = await answer(deferred, search);
  expect(suggested.status).toBe(200);
  expect(fromSections).toHaveBeenCalledTimes(1);
  await answer(deferred, { method: 'GET', url: '/api/search/predictions?q=Vad&limit=5' });
  expect(fromSections).toHaveBeenCalledTimes(1);
  expect(JSON.parse(suggested.text)).toEqual(JSON.parse((await answer(regionEngine(open()), search)).text));
  fromSections.mockRestore();
}, 120_000);
