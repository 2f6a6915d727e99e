// @vitest-environment node
// The device engine's worker protocol over a real device pack (Liechtenstein): answers, errors as the proxy
// words them, cancellation of a queued request, tiles, and a reload after the pack is deleted.
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { readGazetteerData } from '../../engine/geocode/gazetteer-node.ts';
import { buildDevicePack } from '../../engine/pack/device-pack.ts';
import { loadPackFile } from '../../engine/pack/pack-file.ts';
import { ensureRegionPacks } from '../../engine/regions.ts';
import { createEngineHost, NO_REGION } from './engine-host.ts';
import { deletePack, downloadPack } from './pack-store.ts';
import { CANCELLED } from './protocol.ts';
import { memoryPackCache } from './test-pack-cache.test-util.ts';

const cache = memoryPackCache();
beforeAll(async () => {
  const [liechtenstein] = await ensureRegionPacks({ log: () => {} });
  const gz = gzipSync(buildDevicePack(await loadPackFile(liechtenstein!), readGazetteerData()));
  const sha256 = createHash('sha256').update(gz).digest('hex');
  const entry = { id: 'liechtenstein', name: 'Liechtenstein', bounds: { ul: { lat: 47.3, lng: 9.4 }, lr: { lat: 47, lng: 9.7 } }, dataDate: null, file: 'li.pack.gz', bytes: gz.byteLength, rawBytes: 1, sha256 };
  await downloadPack(cache, entry, 'http://localhost/packs/index.json', { fetch: async () => new Response(gz) });
}, 300_000);

const VADUZ = { lat: 47.1399, lng: 9.5217 };
const SCHAAN = { lat: 47.1653, lng: 9.5096 };

describe('device engine host', () => {
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
