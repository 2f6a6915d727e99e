// Keeping the region in view on the device on the first use of a map (issue 29: the first visit works offline):
// one download at a time for the whole app (it goes on while the visitor moves between pages), with progress
// and Cancel, after asking for persistent storage; where storage is short it waits for one tap instead.
import { useSyncExternalStore } from 'react';
import type { DevicePack } from '../../service/contract/device-packs.ts';
import { devicePackIndexUrl, getDevicePackIndex } from '../api/device-packs.ts';
import { requestPersistentStorage } from '../data/storage.ts';
import { formatBytes } from '../pwa/tile-list.ts';
import { keepOnDevice } from './device-engine.ts';
import { listStoredPacks, openPackCache, PackDownloadError, type DownloadProgress } from './pack-store.ts';

/**
 * localStorage: set once the first use's offer is settled (kept, cancelled, or short of storage): the app never
 * starts a download by itself again. A download cut short by leaving the page, or failed, starts again next time.
 */
export const FIRST_USE_KEY = 'device-region-first-use';

export type KeepState =
  /** `notKept`: the region offered earlier and not kept (its card closed), still one tap away on offline notes. */
  | { kind: 'idle'; notKept?: DevicePack }
  | { kind: 'downloading'; pack: DevicePack; progress: DownloadProgress }
  /** Storage is short: the download waits for the visitor's tap. */
  | { kind: 'short'; pack: DevicePack; free: number }
  | { kind: 'done'; pack: DevicePack }
  | { kind: 'cancelled'; pack: DevicePack }
  | { kind: 'failed'; pack: DevicePack; message: string };

let state: KeepState = { kind: 'idle' };
let abort: AbortController | null = null;
const listeners = new Set<() => void>();

function set(next: KeepState) {
  state = next;
  for (const l of listeners) l();
}

export function useKeepRegion(): KeepState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
}

const remember = () => {
  try {
    localStorage.setItem(FIRST_USE_KEY, new Date().toISOString());
  } catch {
    // Private mode without storage: the offer may come again, nothing worse.
  }
};

const offeredBefore = () => {
  try {
    return localStorage.getItem(FIRST_USE_KEY) !== null;
  } catch {
    return true;
  }
};

/** Bytes the browser still lets this origin store, or null when it does not say. */
async function freeBytes(): Promise<number | null> {
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  return estimate?.quota === undefined || estimate.usage === undefined ? null : estimate.quota - estimate.usage;
}

/** Downloads and keeps `pack` now (the visitor's tap, or the first use with room to spare). */
export async function keepRegion(pack: DevicePack): Promise<void> {
  if (state.kind === 'downloading') return;
  abort = new AbortController();
  const signal = abort.signal;
  set({ kind: 'downloading', pack, progress: { received: 0, total: pack.bytes } });
  await requestPersistentStorage();
  try {
    await keepOnDevice(pack, devicePackIndexUrl(), { signal, onProgress: (progress) => set({ kind: 'downloading', pack, progress }) });
    remember();
    set({ kind: 'done', pack });
  } catch (error) {
    if (signal.aborted) {
      remember();
      set({ kind: 'cancelled', pack });
    } else set({ kind: 'failed', pack, message: error instanceof PackDownloadError ? error.message : `The download of ${pack.name} failed: try again` });
  } finally {
    abort = null;
  }
}

export function cancelKeeping(): void {
  abort?.abort();
}

export function dismissKeeping(): void {
  if (state.kind === 'downloading') return;
  const pack = notKept(state);
  set(pack ? { kind: 'idle', notKept: pack } : { kind: 'idle' });
}

/** The region the device was offered and did not keep (storage short, cancelled, failed), if any. */
export function notKept(s: KeepState): DevicePack | null {
  if (s.kind === 'idle') return s.notKept ?? null;
  return s.kind === 'short' || s.kind === 'cancelled' || s.kind === 'failed' ? s.pack : null;
}

/**
 * The first use of a map on this device: keeps the region in view (`regionId`, else the first offered) when
 * nothing is stored yet and the network is there. Room for the unpacked pack twice over is asked for (the
 * browser keeps the old copy until the new one is whole); short of that the visitor is asked instead.
 */
export async function keepOnFirstUse(regionId: string | null): Promise<void> {
  if (state.kind !== 'idle' || offeredBefore() || !navigator.onLine || typeof caches === 'undefined') return;
  if ((await listStoredPacks(await openPackCache())).length > 0) return remember();
  const { packs } = await getDevicePackIndex().catch(() => ({ packs: [] as DevicePack[] }));
  const pack = packs.find((p) => p.id === regionId) ?? packs[0];
  if (!pack || state.kind !== 'idle' || offeredBefore()) return;
  const free = await freeBytes();
  if (free !== null && free < pack.rawBytes * 2) {
    remember();
    return set({ kind: 'short', pack, free });
  }
  await keepRegion(pack);
}

/** The card's sentence for each state. */
export function keepText(s: Exclude<KeepState, { kind: 'idle' }>): string {
  switch (s.kind) {
    case 'downloading':
      return `Keeping ${s.pack.name} on this device for use without a network: ${formatBytes(s.progress.received)} of ${formatBytes(s.progress.total)}`;
    case 'short':
      return `Keep this region offline to use it without a network: ${s.pack.name} needs ${formatBytes(s.pack.rawBytes)} and this device has ${formatBytes(Math.max(0, s.free))} free for the app`;
    case 'done':
      return `${s.pack.name} is kept on this device: maps, search, routes and the optimizer work without a network`;
    case 'cancelled':
      return `${s.pack.name} was not kept on this device. Keep this region offline to use it without a network: 'Offline regions on this device' next to the map`;
    case 'failed':
      return `${s.message}. Keep this region offline to use it without a network: 'Offline regions on this device' next to the map`;
  }
}
