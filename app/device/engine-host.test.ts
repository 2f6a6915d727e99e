// @vitest-environment node
// The device engine's worker protocol over a real device pack (Liechtenstein): keeping a downloaded pack (checked,
// opened, stored; refused when damaged; nothing stored when cancelled), answers, errors as the proxy words them,
// cancellation of a queued request, tiles, and a reload after the pack is deleted.
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readGazetteerData } from '../../engine/geocode/gazetteer-node.ts';
import { buildDevicePack } from '../../engine/pack/device-pack.ts';
import { loadPackFile } from '../../engine/pack/pack-file.ts';
import { ensureRegionPacks } from '../../engine/regions.ts';
import { createEngineHost, NO_REGION } from './engine-host.ts';
import { deletePack, listStoredPacks } from './pack-store.ts';
import { CANCELLED } from './protocol.ts';
import type { DevicePack } from '../../service/contract/device-packs.ts';
import { memoryPackCache } from './test-pack-cache.test-util.ts';

const cache = memoryPackCache();
let gz: Uint8Array;
let entry: DevicePack;
beforeAll(async () => {
  const [liechtenstein] = await ensureRegionPacks({ log: () => {} });
  gz = new Uint8Array(gzipSync(buildDevicePack(await loadPackFile(liechtenstein!), readGazetteerData())));
  const sha256 = createHash('sha256').update(gz).digest('hex');
  entry = { id: 'liechtenstein', name: 'Liechtenstein', bounds: { ul: { lat: 47.3, lng: 9.4 }, lr: { lat: 47, lng: 9.7 } }, dataDate: null, file: 'li.pack.gz', bytes: gz.byteLength, rawBytes: 1, sha256 };
  const kept = await createEngineHost(async () => cache).handle({ id: 1, kind: 'keep', pack: entry, gz: gz.slice() });
  expect(kept).toMatchObject({ id: 1, ok: { kept: { id: 'liechtenstein', sha256 }, regions: ['Liechtenstein'] } });
}, 300_000);
afterEach(() => vi.restoreAllMocks());

const VADUZ = { lat: 47.1399, lng: 9.5217 };
const SCHAAN = { lat: 47.1653, lng: 9.5096 };

describe('device engine host', () => {
  it('keeps a downloaded pack and answers from it at once; refuses a damaged one, keeping nothing', async () => {
    const own = memoryPackCache();
    const host = createEngineHost(async () => own);
    const damaged = gz.slice();
    damaged[damaged.length - 9]! ^= 0xff;
    expect(await host.handle({ id: 1, kind: 'keep', pack: entry, gz: damaged })).toEqual({ id: 1, ok: { refused: 'The downloaded region pack is damaged (wrong checksum): try again' } });
    expect(await listStoredPacks(own)).toEqual([]);
    expect(await host.handle({ id: 2, kind: 'keep', pack: entry, gz: gz.slice() })).toMatchObject({ id: 2, ok: { kept: { sha256: entry.sha256 }, regions: ['Liechtenstein'] } });
    expect(await host.handle({ id: 3, kind: 'answer', request: { method: 'POST', url: '/api/reverse-geocode', body: VADUZ } })).toMatchObject({ id: 3, ok: { status: 200 } });
  });

  it('stores nothing when the keep is cancelled while the pack is being checked', async () => {
    const own = memoryPackCache();
    const host = createEngineHost(async () => own);
    const digest = crypto.subtle.digest.bind(crypto.subtle);
    // The cancel arrives once the check has started (the sha256 is its first step).
    vi.spyOn(crypto.subtle, 'digest').mockImplementation(async (algorithm, data) => {
      void host.handle({ id: 1, kind: 'cancel' });
      return digest(algorithm, data);
    });
    expect(await host.handle({ id: 1, kind: 'keep', pack: entry, gz: gz.slice() })).toEqual({ id: 1, error: CANCELLED });
    expect(await listStoredPacks(own)).toEqual([]);
  });

  it('answers a route, refuses bad input with the proxy words, and cancels a request that has not started', async () => {
    const host = createEngineHost(async () => cache);
    const route = host.handle({ id: 1, kind: 'answer', request: { method: 'POST', url: '/api/route-directions', body: { locations: [VADUZ, SCHAAN] } } });
    const bad = host.handle({ id: 2, kind: 'answer', request: { method: 'POST', url: '/api/route-directions', body: { locations: [VADUZ] } } });
    const queued = host.handle({ id: 3, kind: 'answer', request: { method: 'POST', url: '/api/reverse-geocode', body: VADUZ } });
    expect(await host.handle({ id: 3, kind: 'cancel' })).toBeNull();

    const answered = await route;
    expect(answered).toMatchObject({ id: 1, ok: { status: 200 } });
    const body = JSON.parse((answered as { ok: { text: string } }).ok.text) as { distance: number; legs: unknown[] };
    expect(body.distance).toBeGreaterThan(2);
    expect(body.legs).toHaveLength(1);
    const refused = (await bad) as { ok: { status: number; text: string } };
    expect(refused.ok.status).toBe(400);
    expect(JSON.parse(refused.ok.text).message).toMatch(/^Invalid body field "locations"/);
    expect(await queued).toEqual({ id: 3, error: CANCELLED });
  });

  it('cuts a map tile of the stored region', async () => {
    const host = createEngineHost(async () => cache);
    const inside = (await host.handle({ id: 1, kind: 'tile', z: 14, x: 8625, y: 5753 })) as { ok: { tile: Uint8Array } };
    expect(inside.ok.tile.byteLength).toBeGreaterThan(1000);
  });

  it('says no region is stored once the pack is deleted and the engine reloaded', async () => {
    const own = memoryPackCache();
    for (const [key, entry] of cache.entries) own.entries.set(key, entry);
    const host = createEngineHost(async () => own);
    expect(await host.handle({ id: 1, kind: 'reload' })).toEqual({ id: 1, ok: { regions: ['Liechtenstein'] } });
    await deletePack(own, 'liechtenstein');
    expect(await host.handle({ id: 2, kind: 'reload' })).toEqual({ id: 2, ok: { regions: [] } });
    const answer = (await host.handle({ id: 3, kind: 'answer', request: { method: 'POST', url: '/api/reverse-geocode', body: VADUZ } })) as { ok: { status: number; text: string } };
    expect(answer.ok).toEqual({ status: 503, text: JSON.stringify({ message: NO_REGION }), regions: [] });
  });
});
