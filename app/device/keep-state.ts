// The state of keeping a region on the device, apart from the download itself (keep-region.ts): every page's
// offline note reads it, and this much stays off the first load (the download brings the database and the engine).
import { useSyncExternalStore } from 'react';
import type { DevicePack } from '../../service/contract/device-packs.ts';
import { formatBytes } from '../pwa/tile-list.ts';
import type { DownloadProgress } from './pack-store.ts';

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
const listeners = new Set<() => void>();

export function setKeepState(next: KeepState): void {
  state = next;
  for (const l of listeners) l();
}

/** The state now, for the actions in keep-region.ts. */
export const keepState = (): KeepState => state;

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

/** The region the device was offered and did not keep (storage short, cancelled, failed), if any. */
export function notKept(s: KeepState): DevicePack | null {
  if (s.kind === 'idle') return s.notKept ?? null;
  return s.kind === 'short' || s.kind === 'cancelled' || s.kind === 'failed' ? s.pack : null;
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
