// The app's side of the device engine: one worker, started on first use (never on the landing page's path),
// asked for API answers and map tiles when the network cannot give them.
import type { ApiRequest } from '../../service/answers/answer-request.ts';
import { listStoredPacks, openPackCache } from './pack-store.ts';
import type { DeviceAnswer, WorkerReply, WorkerRequest, WorkerResult } from './protocol.ts';
import { STATIC_BUILD } from './device-paths.ts';

/** A request before it gets its id. */
type Ask = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

type Pending = { resolve: (result: WorkerResult) => void; reject: (error: Error) => void };

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

function ask(message: Ask, signal?: AbortSignal): Promise<WorkerResult> {
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
    pending.set(id, { resolve, reject });
    w.postMessage({ ...message, id } as WorkerRequest);
    signal?.addEventListener('abort', () => {
      w.postMessage({ id, kind: 'cancel' } satisfies WorkerRequest);
      pending.delete(id);
      reject(signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
    }, { once: true });
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
  return (await ask({ kind: 'answer', request }, signal)) as DeviceAnswer;
}

/** A vector tile cut on the device; null when no region there has it. */
export async function tileOnDevice(z: number, x: number, y: number): Promise<Uint8Array | null> {
  if (!(await hasPacks())) return null;
  return ((await ask({ kind: 'tile', z, x, y })) as { tile: Uint8Array | null }).tile;
}

/** Tells a running worker the stored packs changed (a download or a delete); the next answer uses them. */
export async function reloadDeviceEngine(): Promise<void> {
  if (worker) await ask({ kind: 'reload' });
}
