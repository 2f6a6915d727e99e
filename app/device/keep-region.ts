// Keeping the region in view on the device on the first use of a map (issue 29: the first visit works offline):
// one download at a time for the whole app (it goes on while the visitor moves between pages), with progress
// and Cancel, after asking for persistent storage; where storage is short it waits for one tap instead.
import type { DevicePack } from '../../service/contract/device-packs.ts';
import { devicePackIndexUrl, getDevicePackIndex } from '../api/device-packs.ts';
import { afterStartUp } from '../after-start-up.ts';
import { requestPersistentStorage } from '../data/persistence.ts';
import { keepOnDevice } from './device-engine.ts';
import { keepState, notKept, setKeepState } from './keep-state.ts';
import { listStoredPacks, openPackCache, PackDownloadError } from './pack-store.ts';

/**
 * localStorage: set once the first use's offer is settled (kept, cancelled, or short of storage): the app never
 * starts a download by itself again. A download cut short by leaving the page, or failed, starts again next time.
 */
export const FIRST_USE_KEY = 'device-region-first-use';

let abort: AbortController | null = null;

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
  if (keepState().kind === 'downloading') return;
  abort = new AbortController();
  const signal = abort.signal;
  setKeepState({ kind: 'downloading', pack, progress: { received: 0, total: pack.bytes } });
  await requestPersistentStorage();
  try {
    await keepOnDevice(pack, devicePackIndexUrl(), { signal, onProgress: (progress) => setKeepState({ kind: 'downloading', pack, progress }) });
    remember();
    setKeepState({ kind: 'done', pack });
  } catch (error) {
    if (signal.aborted) {
      remember();
      setKeepState({ kind: 'cancelled', pack });
    } else setKeepState({ kind: 'failed', pack, message: error instanceof PackDownloadError ? error.message : `The download of ${pack.name} failed: try again` });
  } finally {
    abort = null;
  }
}

export function cancelKeeping(): void {
  abort?.abort();
}

export function dismissKeeping(): void {
  if (keepState().kind === 'downloading') return;
  const pack = notKept(keepState());
  setKeepState(pack ? { kind: 'idle', notKept: pack } : { kind: 'idle' });
}

let regionWanted: string | null | undefined;

/**
 * The first use of a map on this device: keeps the region in view (`regionId`, else the first offered) when
 * nothing is stored yet and the network is there. Room for the unpacked pack twice over is asked for (the
 * browser keeps the old copy until the new one is whole); short of that the visitor is asked instead.
 */
export async function keepOnFirstUse(regionId: string | null): Promise<void> {
  if (keepState().kind !== 'idle' || offeredBefore() || !navigator.onLine || typeof caches === 'undefined') return;
  // The region in view when the wait ends is the one kept (the visitor may have moved the map meanwhile).
  const waiting = regionWanted !== undefined;
  regionWanted = regionId;
  if (waiting) return;
  await afterStartUp();
  const region = regionWanted;
  regionWanted = undefined;
  if ((await listStoredPacks(await openPackCache())).length > 0) return remember();
  const { packs } = await getDevicePackIndex().catch(() => ({ packs: [] as DevicePack[] }));
  const pack = packs.find((p) => p.id === region) ?? packs[0];
  if (!pack || keepState().kind !== 'idle' || offeredBefore() || !navigator.onLine) return;
  const free = await freeBytes();
  if (free !== null && free < pack.rawBytes * 2) {
    remember();
    return setKeepState({ kind: 'short', pack, free });
  }
  await keepRegion(pack);
}
