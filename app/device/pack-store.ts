// The region packs kept on this device (Cache Storage, under the persistent-storage grant the app asks for):
// downloaded with progress and cancel, checked (sha256 of the download, the pack's own checksum once unpacked)
// before they replace the stored copy in one put, and refused when a stored entry no longer opens.
import { readPack, type RegionPack } from '../../engine/pack/container.ts';
import { openPack } from '../../engine/pack/device-pack.ts';
import type { DevicePack } from '../../service/contract/device-packs.ts';

const PACK_CACHE = 'device-packs-v1';
const KEY_PREFIX = '/__device-packs/';
const INFO_HEADER = 'x-device-pack';

/** The part of Cache Storage this uses, so tests can give it a store of their own. */
export interface PackCache {
  match(key: string): Promise<Response | undefined>;
  put(key: string, response: Response): Promise<void>;
  delete(key: string): Promise<boolean>;
  keys(): Promise<readonly { url: string }[]>;
}

/** What the device holds of a region: the index entry it was downloaded from, and when. */
export interface StoredPack extends DevicePack {
  storedAt: string;
}

export interface DownloadProgress {
  /** Bytes of the (gzipped) download received so far. */
  received: number;
  total: number;
}

export class PackDownloadError extends Error {
  override readonly name = 'PackDownloadError';
}

export const openPackCache = async (): Promise<PackCache> => caches.open(PACK_CACHE);

const keyOf = (id: string) => `${KEY_PREFIX}${encodeURIComponent(id)}`;

export async function listStoredPacks(cache: PackCache): Promise<StoredPack[]> {
  const stored: StoredPack[] = [];
  for (const request of await cache.keys()) {
    const info = (await cache.match(request.url))?.headers.get(INFO_HEADER);
    if (info) stored.push(JSON.parse(decodeURIComponent(info)) as StoredPack);
  }
  return stored.sort((a, b) => a.name.localeCompare(b.name));
}

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function gunzip(bytes: Uint8Array): Promise<ArrayBuffer> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).arrayBuffer();
}

async function readAll(response: Response, total: number, onProgress: (p: DownloadProgress) => void): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array(await response.arrayBuffer());
  const out = new Uint8Array(total);
  let received = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (received + value.byteLength > total) throw new PackDownloadError('The region pack is larger than its listing says: try again');
    out.set(value, received);
    received += value.byteLength;
    onProgress({ received, total });
  }
  return out.subarray(0, received);
}

type FetchOptions = { signal?: AbortSignal | undefined; onProgress?: (p: DownloadProgress) => void; fetch?: typeof fetch };

/** Downloads a pack listed in the index at `indexUrl` and checks it: its sha256, then its own checksum once unpacked. */
export async function fetchPack(entry: DevicePack, indexUrl: string, opts: FetchOptions = {}): Promise<ArrayBuffer> {
  const response = await (opts.fetch ?? fetch)(new URL(entry.file, indexUrl), { signal: opts.signal ?? null });
  if (!response.ok) throw new PackDownloadError(`The region pack could not be downloaded (${response.status}): try again`);
  const gz = await readAll(response, entry.bytes, opts.onProgress ?? (() => {}));
  if ((await sha256Hex(gz)) !== entry.sha256) throw new PackDownloadError('The downloaded region pack is damaged (wrong checksum): try again');
  try {
    const raw = await gunzip(gz);
    readPack(raw);
    return raw;
  } catch {
    throw new PackDownloadError('The downloaded region pack is damaged (it does not unpack): try again');
  }
}

/**
 * Downloads and checks a pack, then stores it, replacing the region's old pack only once the new one is whole.
 * Rejects with PackDownloadError (its message is for the visitor) or an AbortError.
 */
export async function downloadPack(cache: PackCache, entry: DevicePack, indexUrl: string, opts: FetchOptions = {}): Promise<StoredPack> {
  const raw = await fetchPack(entry, indexUrl, opts);
  opts.signal?.throwIfAborted();
  const stored: StoredPack = { ...entry, storedAt: new Date().toISOString() };
  await cache.put(keyOf(entry.id), new Response(raw, { headers: { [INFO_HEADER]: encodeURIComponent(JSON.stringify(stored)), 'content-type': 'application/octet-stream' } }));
  return stored;
}

export const deletePack = (cache: PackCache, id: string): Promise<boolean> => cache.delete(keyOf(id));

/**
 * Opens every stored pack; an entry that no longer opens (damaged storage, an older engine's format) is deleted
 * and reported in `refused`, so the app offers to download it again rather than answer from it.
 */
export async function openStoredPacks(cache: PackCache): Promise<{ packs: { info: StoredPack; pack: RegionPack }[]; refused: StoredPack[] }> {
  const packs: { info: StoredPack; pack: RegionPack }[] = [];
  const refused: StoredPack[] = [];
  for (const info of await listStoredPacks(cache)) {
    const response = await cache.match(keyOf(info.id));
    try {
      if (!response) throw new Error('gone');
      packs.push({ info, pack: openPack(await response.arrayBuffer()) });
    } catch {
      await deletePack(cache, info.id);
      refused.push(info);
    }
  }
  return { packs, refused };
}
