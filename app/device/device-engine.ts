// The app's side of the device engine: one worker, started on first use (never on the landing page's path),
// asked for API answers and map tiles when the network cannot give them.
import type { ApiAnswer, ApiRequest } from '../../proxy/answers/answer-request.ts';
import { listStoredPacks, openPackCache } from './pack-store.ts';
import type { WorkerReply, WorkerRequest, WorkerResult } from './protocol.ts';

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

/** The names of the regions stored on this device; empty when none (or no Cache Storage). */
export async function heldRegions(): Promise<string[]> {
  if (typeof caches === 'undefined') return [];
  return (await listStoredPacks(await openPackCache())).map((p) => p.name);
}

/** The device engine's answer, or null when no region is stored on this device. */
export async function answerOnDevice(request: ApiRequest, signal?: AbortSignal): Promise<ApiAnswer | null> {
  if ((await heldRegions()).length === 0) return null;
  return (await ask({ kind: 'answer', request }, signal)) as ApiAnswer;
}

/** A vector tile cut on the device; null when no stored region has it. */
export async function tileOnDevice(z: number, x: number, y: number): Promise<Uint8Array | null> {
  if ((await heldRegions()).length === 0) return null;
  return ((await ask({ kind: 'tile', z, x, y })) as { tile: Uint8Array | null }).tile;
}

/** Tells a running worker the stored packs changed (a download or a delete); the next answer uses them. */
export async function reloadDeviceEngine(): Promise<void> {
  if (worker) await ask({ kind: 'reload' });
}
