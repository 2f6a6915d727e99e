// The region packs kept on this device (Cache Storage, under the persistent-storage grant the app asks for):
// downloaded with progress and cancel (on the main thread: only the stream and its progress), then checked
// (sha256 of the download, the pack's own checksum and structure once unpacked) and opened in the device
// engine's worker, before they replace the stored copy in one put; a stored entry that no longer opens is refused.
import type { RegionPack } from '../../engine/pack/container.ts';
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

/**
 * Progress is reported at most every PROGRESS_EVERY_MS (and at the end): each report is a render of the card, and
 * a render per percent was a hundred of them while the visitor used the page (issue 33); four a second is smooth.
 */
export const PROGRESS_EVERY_MS = 250;

async function readAll(response: Response, total: number, onProgress: (p: DownloadProgress) => void, now: () => number): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array(await response.arrayBuffer());
  const out = new Uint8Array(total);
  let received = 0;
  let reportedAt = -Infinity;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (received + value.byteLength > total) throw new PackDownloadError('The region pack is larger than its listing says: try again');
    out.set(value, received);
    received += value.byteLength;
    if (received === total || now() - reportedAt >= PROGRESS_EVERY_MS) {
      reportedAt = now();
      onProgress({ received, total });
    }
  }
  return out.subarray(0, received);
}

export type DownloadOptions = {
  signal?: AbortSignal | undefined;
  onProgress?: (p: DownloadProgress) => void;
  fetch?: typeof fetch;
  /** The clock progress is paced by (tests give their own). */
  now?: () => number;
};

/** Downloads the (gzipped) bytes of a pack listed in the index at `indexUrl`, unchecked: see checkPack. */
export async function downloadPackBytes(entry: DevicePack, indexUrl: string, opts: DownloadOptions = {}): Promise<Uint8Array> {
  const response = await (opts.fetch ?? fetch)(new URL(entry.file, indexUrl), { signal: opts.signal ?? null });
  if (!response.ok) throw new PackDownloadError(`The region pack could not be downloaded (${response.status}): try again`);
  return readAll(response, entry.bytes, opts.onProgress ?? (() => {}), opts.now ?? (() => performance.now()));
}

/** Checks a downloaded pack (its sha256, then its own checksum and structure once unpacked) and opens it. */
export async function checkPack(entry: DevicePack, gz: Uint8Array): Promise<{ raw: ArrayBuffer; pack: RegionPack }> {
  if ((await sha256Hex(gz)) !== entry.sha256) throw new PackDownloadError('The downloaded region pack is damaged (wrong checksum): try again');
  try {
    const raw = await gunzip(gz);
    return { raw, pack: openPack(raw) };
  } catch {
    throw new PackDownloadError('The downloaded region pack is damaged (it does not unpack): try again');
  }
}

/** Downloads, checks and opens a pack without storing it (the static build's packs beside the app). */
export async function fetchPack(entry: DevicePack, indexUrl: string, opts: DownloadOptions = {}): Promise<RegionPack> {
  return (await checkPack(entry, await downloadPackBytes(entry, indexUrl, opts))).pack;
}

/** Stores a checked pack, replacing the region's old pack in one put. */
export async function storePack(cache: PackCache, entry: DevicePack, raw: ArrayBuffer): Promise<StoredPack> {
  const stored: StoredPack = { ...entry, storedAt: new Date().toISOString() };
  await cache.put(keyOf(entry.id), new Response(raw, { headers: { [INFO_HEADER]: encodeURIComponent(JSON.stringify(stored)), 'content-type': 'application/octet-stream' } }));
  return stored;
}

export const deletePack = (cache: PackCache, id: string): Promise<boolean> => cache.delete(keyOf(id));

/**
 * Opens every stored pack; an entry that no longer opens (damaged storage, an older engine's format) is deleted
 * and reported in `refused`, so the app offers to download it again rather than answer from it. `opened` gives
 * packs already open by their sha256 (the one just kept), so they are not read and checked again.
 */
export async function openStoredPacks(
  cache: PackCache,
  opened: ReadonlyMap<string, RegionPack> = new Map(),
): Promise<{ packs: { info: StoredPack; pack: RegionPack }[]; refused: StoredPack[] }> {
  const packs: { info: StoredPack; pack: RegionPack }[] = [];
  const refused: StoredPack[] = [];
  for (const info of await listStoredPacks(cache)) {
    const open = opened.get(info.sha256);
    if (open) {
      packs.push({ info, pack: open });
      continue;
    }
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
