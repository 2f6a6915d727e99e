// The engine pool: worker threads that do the heavy engine work (routes, matrices, geocoding, tiles, the
// optimizer) so the event loop stays free for every other visitor. The region packs are read once and shared
// with every worker. When the queue is full, work is refused at once with a 503 and Retry-After; a task that
// runs past its deadline is a 504, and its worker is replaced.
import { Piscina } from 'piscina';
import { OptimizeError, type OptimizeInput, type OptimizeResult } from '../../engine/optimize/index.ts';
import { HttpError } from '../../service/http-error.ts';
import { busy } from '../errors.ts';
import type { OfflineEngine, OfflineRegion } from '../../service/providers/offline/engine.ts';
import type { EngineMethod, EngineTask, PoolAnswer, ThrownError, WorkerSetup } from './tasks.ts';

/** Tasks waiting per worker before new work is refused: a few seconds of the heaviest requests. */
const QUEUE_PER_THREAD = 32;

export interface EnginePoolOptions {
  threads: number;
  packs: SharedArrayBuffer[];
  trafficTime?: string | undefined;
  /** A task not answered within this (queue time included) is given up, and its worker replaced. */
  taskTimeoutMs?: number;
}

const DEFAULT_TASK_TIMEOUT_MS = 30_000;

export class EnginePool {
  private readonly pool: Piscina;
  private readonly timeoutMs: number;
  private readonly capacity: number;
  private readonly size: number;
  /** Tasks given to the pool and not yet answered: running and waiting. */
  private inFlight = 0;

  constructor(opts: EnginePoolOptions) {
    this.timeoutMs = opts.taskTimeoutMs ?? DEFAULT_TASK_TIMEOUT_MS;
    this.size = opts.threads;
    this.capacity = opts.threads * (1 + QUEUE_PER_THREAD);
    const setup: WorkerSetup = { packs: opts.packs, trafficTime: opts.trafficTime };
    this.pool = new Piscina({
      filename: new URL('./engine-worker.ts', import.meta.url).href,
      // The workers run TypeScript the way the server does.
      execArgv: ['--import', 'tsx'],
      minThreads: opts.threads,
      maxThreads: opts.threads,
      idleTimeout: Infinity,
      workerData: setup,
    });
  }

  get threads(): number {
    return this.pool.threads.length;
  }

  get queued(): number {
    return Math.max(0, this.inFlight - this.threads);
  }

  /**
   * Resolves once every worker has started and built its engine (seconds for a large region). Start-up is not
   * held to the task timeout, which is for visitors' requests: a short ENGINE_TIMEOUT_MS must not fail a start
   * whose packs are fine, nor leave a worker still building behind the port for the first visitors.
   */
  async warmUp(): Promise<void> {
    const arrived = new SharedArrayBuffer(4);
    await Promise.all(Array.from({ length: this.size }, () => this.run({ kind: 'warm-up', arrived, workers: this.size }, null)));
  }

  optimize(input: OptimizeInput): Promise<OptimizeResult> {
    return this.run({ kind: 'optimize', input }) as Promise<OptimizeResult>;
  }

  /** The offline engine, answered by the workers: every call is a task. */
  async offlineEngine(): Promise<OfflineEngine> {
    const { region, regions } = (await this.run({ kind: 'engine', method: 'describe', args: [] })) as { region: OfflineRegion; regions?: OfflineRegion[] };
    const call =
      <M extends EngineMethod>(method: M) =>
      (...args: Parameters<OfflineEngine[M]>) =>
        this.run({ kind: 'engine', method, args }) as Promise<Awaited<ReturnType<OfflineEngine[M]>>>;
    return {
      region,
      ...(regions ? { regions } : {}),
      directions: call('directions'),
      matrix: call('matrix'),
      forward: call('forward'),
      reverse: call('reverse'),
      bulkRow: call('bulkRow'),
      suggestLocations: call('suggestLocations'),
      predictions: call('predictions'),
      incidents: call('incidents'),
      tile: call('tile'),
    };
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }

  /** Runs a task within `timeoutMs` (the pool's task timeout; null: no deadline, for the warm-up). */
  private async run(task: EngineTask, timeoutMs: number | null = this.timeoutMs): Promise<unknown> {
    if (this.inFlight >= this.capacity) throw busy();
    this.inFlight++;
    let answer: PoolAnswer;
    try {
      // A task that runs away (a crafted pack, a bug) cannot hold a worker for ever: the worker is stopped and replaced.
      answer = (await this.pool.run(task, timeoutMs === null ? {} : { signal: AbortSignal.timeout(timeoutMs) })) as PoolAnswer;
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') {
        const seconds = this.timeoutMs / 1000;
        throw new HttpError(504, `The map engine did not answer within ${seconds < 10 ? seconds.toFixed(1) : Math.round(seconds)} s: try fewer stops or a shorter route`);
      }
      throw error;
    } finally {
      this.inFlight--;
    }
    if ('error' in answer) throw revive(answer.error);
    return answer.ok;
  }
}

/** A worker's error as the main thread knows it: an OptimizeError, an engine input error (with its code), or a fault. */
function revive(e: ThrownError): Error {
  if (e.name === 'OptimizeError') {
    return new OptimizeError({ code: e.code as OptimizeError['code'], message: e.message, ...(e.index !== undefined ? { index: e.index } : {}) });
  }
  const error = new Error(e.message);
  error.name = e.name;
  return e.code === undefined ? error : Object.assign(error, { code: e.code, ...(e.index !== undefined ? { index: e.index } : {}) });
}
