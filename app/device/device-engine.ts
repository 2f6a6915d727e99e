// The app's side of the device engine: one worker, started on first use (never on the landing page's path),
// asked for API answers and map tiles when the network cannot give them, and given each downloaded pack to
// check, open and keep (work that would block the page's taps for seconds on a phone).
import type { ApiRequest } from '../../service/answers/answer-request.ts';
import type { DevicePack } from '../../service/contract/device-packs.ts';
import { downloadPackBytes, listStoredPacks, openPackCache, PackDownloadError, type DownloadOptions, type StoredPack } from './pack-store.ts';
import { CANCELLED, type DeviceAnswer, type KeepResult, type WorkerReply, type WorkerRequest, type WorkerResult } from './protocol.ts';
import { STATIC_BUILD } from './device-paths.ts';

/** A request before it gets its id. */
type Ask = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

type Pending = { resolve: (result: WorkerResult) => void; reject: (error: Error) => void };

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

/**
 * Sends `message` (its `transfer` buffers moved, not copied). On abort the worker is told; an answer is dropped
 * at once, while a keep waits for the worker's word (`untilSettled`): stored, or cancelled with nothing stored.
 */
function ask(message: Ask, { signal, transfer = [], untilSettled = false }: { signal?: AbortSignal | undefined; transfer?: Transferable[]; untilSettled?: boolean } = {}): Promise<WorkerResult> {
  if (!worker) {
    worker = new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module', name: 'device-engine' });
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if (!waiting) return;
      if ('ok' in reply) waiting.resolve(reply.ok);
      else waiting.reject(new Error(reply.error));
    };
  }
  const id = nextId++;
  const w = worker;
  return new Promise<WorkerResult>((resolve, reject) => {
    const onAbort = () => {
      w.postMessage({ id, kind: 'cancel' } satisfies WorkerRequest);
      if (untilSettled) return;
      pending.delete(id);
      reject(signal?.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
    };
    const settle = <T>(done: (value: T) => void) => (value: T) => {
      signal?.removeEventListener('abort', onAbort);
      done(value);
    };
    pending.set(id, { resolve: settle(resolve), reject: settle(reject) });
    w.postMessage({ ...message, id } as WorkerRequest, transfer);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Whether the device engine has packs to answer from (a static build always has the ones beside it). */
async function hasPacks(): Promise<boolean> {
  if (STATIC_BUILD) return true;
  if (typeof caches === 'undefined') return false;
  return (await listStoredPacks(await openPackCache())).length > 0;
}

/** The device engine's answer, or null when the device has no region to answer from. */
export async function answerOnDevice(request: ApiRequest, signal?: AbortSignal): Promise<DeviceAnswer | null> {
  if (!(await hasPacks())) return null;
  return (await ask({ kind: 'answer', request }, { signal })) as DeviceAnswer;
}

/** A vector tile cut on the device; null when no region there has it. */
export async function tileOnDevice(z: number, x: number, y: number): Promise<Uint8Array | null> {
  if (!(await hasPacks())) return null;
  return ((await ask({ kind: 'tile', z, x, y })) as { tile: Uint8Array | null }).tile;
}

/** Tells a running worker the stored packs changed (a delete); the next answer uses what is left. */
export async function reloadDeviceEngine(): Promise<void> {
  if (worker) await ask({ kind: 'reload' });
}

/**
 * Keeps a pack on the device: the download streams here with its progress; the worker checks, opens and stores
 * it, and answers from it next. Rejects with PackDownloadError (its message is for the visitor) or an AbortError.
 */
export async function keepOnDevice(entry: DevicePack, indexUrl: string, opts: DownloadOptions = {}): Promise<StoredPack> {
  const gz = await downloadPackBytes(entry, indexUrl, opts);
  opts.signal?.throwIfAborted();
  const whole = gz.byteLength === gz.buffer.byteLength ? gz : gz.slice();
  let result: KeepResult;
  try {
    result = (await ask({ kind: 'keep', pack: entry, gz: whole }, { signal: opts.signal, transfer: [whole.buffer], untilSettled: true })) as KeepResult;
  } catch (error) {
    if (error instanceof Error && error.message === CANCELLED) throw new DOMException('Cancelled', 'AbortError');
    throw error;
  }
  if ('refused' in result) throw new PackDownloadError(result.refused);
  return result.kept;
}
