// @vitest-environment node
// Pack storage on the device: download with progress, check, store, replace in one step, delete, refuse a damaged
// download or a damaged stored entry (and download it again), cancel. (The worker's side of keeping: engine-host.test.ts.)
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { writePack } from '../../engine/pack/container.ts';
import type { DevicePack } from '../../service/contract/device-packs.ts';
import { checkPack, deletePack, downloadPackBytes, listStoredPacks, openStoredPacks, PackDownloadError, storePack, type DownloadOptions, type DownloadProgress, type PackCache } from './pack-store.ts';
import { memoryPackCache } from './test-pack-cache.test-util.ts';

const INFO = { bounds: { minLat: 47, minLng: 9.4, maxLat: 47.3, maxLng: 9.7 }, center: { lat: 47.1, lng: 9.5 }, source: 'test', timestamp: null, attribution: '© OpenStreetMap contributors', builtAt: '2026-11-25T00:00:00Z', stats: {} };

function served(name: string, payload: number[]): { entry: DevicePack; gz: Uint8Array } {
  const raw = writePack({ ...INFO, name }, { 'test.values': Uint32Array.from(payload) });
  const gz = gzipSync(raw);
  const sha256 = createHash('sha256').update(gz).digest('hex');
  const entry: DevicePack = { id: 'liechtenstein', name, bounds: { ul: { lat: 47.3, lng: 9.4 }, lr: { lat: 47, lng: 9.7 } }, dataDate: null, file: `liechtenstein-${sha256.slice(0, 16)}.pack.gz`, bytes: gz.byteLength, rawBytes: raw.byteLength, sha256 };
  return { entry, gz: new Uint8Array(gz) };
}

/** A server that sends the bytes in small chunks, so progress has steps. */
const serve = (gz: Uint8Array, status = 200): typeof fetch => async () =>
  new Response(
    new ReadableStream({
      start(controller) {
        for (let i = 0; i < gz.byteLength; i += 64) controller.enqueue(gz.slice(i, i + 64));
        controller.close();
      },
    }),
    { status },
  );

const INDEX = 'http://localhost/packs/index.json';

/** What keeping a pack does, in one place: download (the page), check and store (the worker). */
async function downloadPack(cache: PackCache, entry: DevicePack, index: string, opts: DownloadOptions) {
  const gz = await downloadPackBytes(entry, index, opts);
  opts.signal?.throwIfAborted();
  return storePack(cache, entry, (await checkPack(entry, gz)).raw);
}

describe('device pack storage', () => {
  it('stores a downloaded pack, reporting progress up to its size, and opens it again', async () => {
    const cache = memoryPackCache();
    const { entry, gz } = served('Liechtenstein', [1, 2, 3]);
    const steps: DownloadProgress[] = [];
    const stored = await downloadPack(cache, entry, INDEX, { fetch: serve(gz), onProgress: (p) => steps.push(p) });
    expect(stored).toMatchObject({ id: 'liechtenstein', sha256: entry.sha256 });
    expect(steps.length).toBeGreaterThan(1);
    expect(steps.at(-1)).toEqual({ received: entry.bytes, total: entry.bytes });
    expect((await listStoredPacks(cache)).map((p) => p.sha256)).toEqual([entry.sha256]);
    const { packs, refused } = await openStoredPacks(cache);
    expect(refused).toEqual([]);
    expect([...packs[0]!.pack.section('test.values', 'u32')]).toEqual([1, 2, 3]);
  });

  it('replaces the stored pack of a region with its update, keeping one copy', async () => {
    const cache = memoryPackCache();
    const old = served('Liechtenstein', [1]);
    const update = served('Liechtenstein', [4, 5]);
    await downloadPack(cache, old.entry, INDEX, { fetch: serve(old.gz) });
    await downloadPack(cache, update.entry, INDEX, { fetch: serve(update.gz) });
    expect((await listStoredPacks(cache)).map((p) => p.sha256)).toEqual([update.entry.sha256]);
    expect([...(await openStoredPacks(cache)).packs[0]!.pack.section('test.values', 'u32')]).toEqual([4, 5]);
  });

  it('refuses a damaged download and keeps the copy it has', async () => {
    const cache = memoryPackCache();
    const good = served('Liechtenstein', [1]);
    await downloadPack(cache, good.entry, INDEX, { fetch: serve(good.gz) });
    const update = served('Liechtenstein', [2]);
    const damaged = update.gz.slice();
    damaged[damaged.length - 5]! ^= 0xff;
    await expect(downloadPack(cache, update.entry, INDEX, { fetch: serve(damaged) })).rejects.toThrow(
      new PackDownloadError('The downloaded region pack is damaged (wrong checksum): try again'),
    );
    await expect(downloadPack(cache, update.entry, INDEX, { fetch: serve(update.gz, 404) })).rejects.toThrow('The region pack could not be downloaded (404): try again');
    expect((await listStoredPacks(cache)).map((p) => p.sha256)).toEqual([good.entry.sha256]);
  });

  it('refuses a stored entry that no longer opens, deletes it, and takes a new download', async () => {
    const cache = memoryPackCache();
    const { entry, gz } = served('Liechtenstein', [7, 8]);
    await downloadPack(cache, entry, INDEX, { fetch: serve(gz) });
    const [key, stored] = [...cache.entries][0]!;
    const bytes = new Uint8Array(stored.body);
    bytes[bytes.length - 1]! ^= 0xff;
    const { packs, refused } = await openStoredPacks(cache);
    expect(packs).toEqual([]);
    expect(refused.map((p) => p.id)).toEqual(['liechtenstein']);
    expect(cache.entries.has(key)).toBe(false);
    await downloadPack(cache, entry, INDEX, { fetch: serve(gz) });
    expect((await openStoredPacks(cache)).packs).toHaveLength(1);
  });

  it('reports progress at most every 250 ms, and the end', async () => {
    const { entry, gz } = served('Liechtenstein', Array.from({ length: 20_000 }, (_, i) => (i * 2654435761) >>> 0));
    const chunks = Math.ceil(gz.byteLength / 64);
    expect(chunks).toBeGreaterThan(200);
    const report = async (now: () => number) => {
      const steps: DownloadProgress[] = [];
      await downloadPackBytes(entry, INDEX, { fetch: serve(gz), onProgress: (p) => steps.push(p), now });
      expect(steps.at(-1)).toEqual({ received: entry.bytes, total: entry.bytes });
      return steps.length;
    };
    // A fast network (no time passes between chunks): the first chunk and the end.
    expect(await report(() => 0)).toBe(2);
    // A slow one (300 ms per chunk): every chunk.
    let clock = 0;
    expect(await report(() => (clock += 300))).toBe(chunks);
  });

  it('refuses a download that matches its checksum but does not unpack', async () => {
    const notGzip = new TextEncoder().encode('not a gzip stream');
    const sha256 = createHash('sha256').update(notGzip).digest('hex');
    const { entry } = served('Liechtenstein', [1]);
    await expect(checkPack({ ...entry, bytes: notGzip.byteLength, sha256 }, notGzip)).rejects.toThrow(
      new PackDownloadError('The downloaded region pack is damaged (it does not unpack): try again'),
    );
  });

  it('deletes a stored pack', async () => {
    const cache = memoryPackCache();
    const { entry, gz } = served('Liechtenstein', [1]);
    await downloadPack(cache, entry, INDEX, { fetch: serve(gz) });
    expect(await deletePack(cache, 'liechtenstein')).toBe(true);
    expect(await listStoredPacks(cache)).toEqual([]);
  });

  it('stores nothing when the download is cancelled', async () => {
    const cache = memoryPackCache();
    const { entry, gz } = served('Liechtenstein', [1, 2]);
    const abort = new AbortController();
    const fetchThenCancel: typeof fetch = async (input, init) => {
      const response = await serve(gz)(input, init);
      abort.abort();
      return response;
    };
    await expect(downloadPack(cache, entry, INDEX, { fetch: fetchThenCancel, signal: abort.signal })).rejects.toThrow();
    expect(await listStoredPacks(cache)).toEqual([]);
  });
});
