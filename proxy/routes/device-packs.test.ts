// The device packs as a phone downloads them: listed with their sizes and hashes, served gzipped and immutable,
// and what arrives opens into an engine-ready pack with the car graph, geocoding and the world gazetteer.
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPack } from '../../engine/pack/device-pack.ts';
import { testConfig } from '../config.ts';
import { DevicePackIndex } from '../../service/contract/device-packs.ts';
import { buildServer } from '../server.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildServer(testConfig());
}, 180_000);
afterAll(async () => app?.close());

describe('GET /packs/index.json and the packs it lists', () => {
  it('lists every offline region, default first, with what the download weighs and what it takes on the device', async () => {
    const res = await app.inject({ method: 'GET', url: '/packs/index.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const { packs } = DevicePackIndex.parse(res.json());
    expect(packs.map((p) => p.id)).toEqual(['liechtenstein', 'gothenburg-sweden']);
    for (const p of packs) {
      expect(p.file).toMatch(new RegExp(`^[a-z]+-${p.sha256.slice(0, 16)}\\.pack\\.gz$`));
      expect(p.bytes).toBeLessThan(p.rawBytes);
    }
    expect(packs[1]?.dataDate).toBe('2016-12-27T10:04:02Z');
  }, 180_000);

  it('serves a pack gzipped, immutable, with the hash it was listed with, and it opens as an engine pack', async () => {
    const { packs } = DevicePackIndex.parse((await app.inject({ method: 'GET', url: '/packs/index.json' })).json());
    const listed = packs[0]!;
    const res = await app.inject({ method: 'GET', url: `/packs/${listed.file}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.byteLength).toBe(listed.bytes);
    expect(createHash('sha256').update(res.rawPayload).digest('hex')).toBe(listed.sha256);
    const raw = gunzipSync(res.rawPayload);
    expect(raw.byteLength).toBe(listed.rawBytes);
    const pack = openPack(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength) as ArrayBuffer);
    expect(pack.meta.name).toBe('Liechtenstein');
    expect(['car.ch.up.first', 'geocode.addr.xy', 'traffic.incidents', 'features.json', 'gazetteer.text'].filter((s) => !pack.has(s))).toEqual([]);
    expect(pack.has('foot.node.lat')).toBe(false);
  }, 180_000);

  it('answers 404 with a message for a pack it does not have', async () => {
    const res = await app.inject({ method: 'GET', url: '/packs/atlantis-0123456789abcdef.pack.gz' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No such region pack: atlantis-0123456789abcdef.pack.gz' });
  });
});
