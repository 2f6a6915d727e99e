// The messages between the app and the device engine's worker: a request to answer (an API call or a map
// tile), a downloaded pack to check, open and keep, its cancellation, and the one answer or error that settles it.
import type { ApiAnswer, ApiRequest } from '../../service/answers/answer-request.ts';
import type { DevicePack } from '../../service/contract/device-packs.ts';
import type { StoredPack } from './pack-store.ts';

export type WorkerRequest =
  | { id: number; kind: 'answer'; request: ApiRequest }
  | { id: number; kind: 'tile'; z: number; x: number; y: number }
  /** Re-read the stored packs (after a delete); answers with the regions now held. */
  | { id: number; kind: 'reload' }
  /** A pack's downloaded (gzipped) bytes, transferred: checked, opened and stored off the page's main thread. */
  | { id: number; kind: 'keep'; pack: DevicePack; gz: Uint8Array }
  | { id: number; kind: 'cancel' };

/** An API answer comes with the names of the regions the device engine holds. */
export type DeviceAnswer = ApiAnswer & { regions: string[] };

/** A kept pack, or why it was refused (words for the visitor). */
export type KeepResult = { kept: StoredPack; regions: string[] } | { refused: string };

export type WorkerResult = DeviceAnswer | { tile: Uint8Array | null } | { regions: string[] } | KeepResult;

export type WorkerReply = { id: number; ok: WorkerResult } | { id: number; error: string };

/** What the worker says when asked for something it no longer needs to answer. */
export const CANCELLED = 'Cancelled';
