// The engine pool: worker threads that do the heavy engine work (routes, matrices, geocoding, tiles, the
// optimizer) so the event loop stays free for every other visitor. The region packs are read once and shared
// with every worker. When the queue is full, work is refused at once with a 503 and Retry-After; a task that
// runs past its deadline is a 504, and its worker is replaced.
//
// Our own few lines over node:worker_threads rather than piscina: with piscina, 15–37% of the main thread's
// young objects outlived each young-generation collection (every task's objects, the answer included, were
// kept until a full collection), so each of those collections copied megabytes on the event loop: the
// proxy's latency tail. A task here is one postMessage each way, and 0.2% survive (docs/geocoding.md).
import { Worker } from 'node:worker_threads';
import { OptimizeError, type OptimizeInput, type OptimizeResult } from '../../engine/optimize/index.ts';
import { HttpError } from '../../service/http-error.ts';
import { busy } from '../errors.ts';
import type { OfflineEngine, OfflineRegion } from '../../service/providers/offline/engine.ts';
import type { EngineMethod, EngineTask, PoolAnswer, ThrownError, WorkerSetup } from './tasks.ts';

/** Tasks waiting per worker before new work is refused: a few seconds of the heaviest requests. */
const QUEUE_PER_THREAD = 32;

/** Node does not start a worker from a TypeScript file; this plain script requires it through tsx's hooks. */
const WORKER_START = new URL('./engine-worker-start.cjs', import.meta.url);

export interface EnginePoolOptions {
  threads: number;
  packs: SharedArrayBuffer[];
  trafficTime?: string | undefined;
  /** A task not answered within this (queue time included) is given up, and its worker replaced. */
  taskTimeoutMs?: number;
}

const DEFAULT_TASK_TIMEOUT_MS = 30_000;

const NO_WORKER = 'No engine worker could start';

interface Job {
  task: EngineTask;
  done: (answer: PoolAnswer | Error) => void;
  timer: NodeJS.Timeout | undefined;
}

interface Thread {
  worker: Worker;
  /** The task it is running; a worker runs one at a time. */
  job: Job | null;
  /** Its engine is built and it takes tasks. One that dies before is not restarted (it would die again). */
  started: boolean;
  /** Resolves when it has started; rejects if it dies before. */
  ready: Promise<void>;
}

export class EnginePool {
  private readonly workers: Thread[] = [];
  /** Tasks not yet given to a worker, oldest first. */
  private readonly waiting: Job[] = [];
  private readonly setup: WorkerSetup;
  private readonly timeoutMs: number;
  private readonly capacity: number;
  /** Tasks given to the pool and not yet answered: running and waiting. */
  private inFlight = 0;
  private closed = false;

  constructor(opts: EnginePoolOptions) {
    this.timeoutMs = opts.taskTimeoutMs ?? DEFAULT_TASK_TIMEOUT_MS;
    this.capacity = opts.threads * (1 + QUEUE_PER_THREAD);
    this.setup = { packs: opts.packs, trafficTime: opts.trafficTime };
    for (let i = 0; i < opts.threads; i++) this.workers.push(this.start());
  }

  get threads(): number {
    return this.workers.length;
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
    await Promise.all(this.workers.map((thread) => thread.ready));
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

  /** Stops every worker; tasks not answered yet fail. */
  async close(): Promise<void> {
    this.closed = true;
    const stopped = new Error('The engine pool was closed');
    for (const job of this.waiting.splice(0)) this.finish(job, stopped);
    const workers = this.workers.splice(0);
    for (const thread of workers) if (thread.job) this.finish(thread.job, stopped);
    await Promise.all(workers.map((thread) => thread.worker.terminate()));
  }

  /** Runs a task within the pool's task timeout, queue time and a worker's start included. */
  private async run(task: EngineTask): Promise<unknown> {
    if (this.closed) throw new Error('The engine pool was closed');
    if (this.workers.length === 0) throw new Error(NO_WORKER);
    if (this.inFlight >= this.capacity) throw busy();
    this.inFlight++;
    let answer: PoolAnswer | Error;
    try {
      answer = await new Promise<PoolAnswer | Error>((done) => {
        const job: Job = { task, done, timer: undefined };
        job.timer = setTimeout(() => this.expire(job), this.timeoutMs);
        this.waiting.push(job);
        this.dispatch();
      });
    } finally {
      this.inFlight--;
    }
    if (answer instanceof Error) throw answer;
    if ('error' in answer) throw revive(answer.error);
    return answer.ok;
  }

  /** Gives waiting tasks to idle workers, oldest first. */
  private dispatch(): void {
    for (const thread of this.workers) {
      if (this.waiting.length === 0) return;
      if (thread.job || !thread.started) continue;
      const job = this.waiting.shift() as Job;
      thread.job = job;
      thread.worker.ref();
      thread.worker.postMessage(job.task);
    }
  }

  private start(): Thread {
    // Referenced while it starts (warmUp() may be all the process waits for), and while it has a task.
    const worker = new Worker(WORKER_START, { execArgv: ['--import', 'tsx'], workerData: this.setup });
    let ready = () => {};
    let failed = (_error: Error) => {};
    const thread: Thread = {
      worker,
      job: null,
      started: false,
      ready: new Promise<void>((resolve, reject) => ([ready, failed] = [resolve, reject])),
    };
    // Only warmUp() waits on it; a replacement's failure shows as its tasks' errors.
    thread.ready.catch(() => {});
    worker.on('message', (answer: PoolAnswer) => {
      // Its first message says that its engine is built.
      if (!thread.started) {
        thread.started = true;
        worker.unref();
        ready();
        this.dispatch();
        return;
      }
      const job = thread.job;
      thread.job = null;
      worker.unref();
      if (job) this.finish(job, answer);
      this.dispatch();
    });
    // An error the worker did not catch (its engine could not be built): its task fails with it; 'exit' follows.
    worker.on('error', (error) => {
      failed(error);
      if (thread.job) this.finish(thread.job, error);
      thread.job = null;
    });
    worker.on('exit', () => {
      failed(new Error('An engine worker stopped as it started'));
      this.exited(thread);
    });
    return thread;
  }

  /** A worker stopped: replaced if it had started, else dropped (a worker that cannot build its engine would fail again). */
  private exited(thread: Thread): void {
    const at = this.workers.indexOf(thread);
    // Closed, or stopped by expire(), which has replaced it.
    if (at < 0) return;
    if (thread.job) this.finish(thread.job, new Error('An engine worker stopped while it worked on this request'));
    if (thread.started) this.workers[at] = this.start();
    else this.workers.splice(at, 1);
    if (this.workers.length === 0) {
      for (const job of this.waiting.splice(0)) this.finish(job, new Error(NO_WORKER));
    }
    this.dispatch();
  }

  /** A task past its deadline: a 504. If a worker runs it, that worker is stopped and a fresh one started. */
  private expire(job: Job): void {
    const waiting = this.waiting.indexOf(job);
    if (waiting >= 0) this.waiting.splice(waiting, 1);
    const at = this.workers.findIndex((thread) => thread.job === job);
    if (at >= 0) {
      void (this.workers[at] as Thread).worker.terminate();
      this.workers[at] = this.start();
    }
    const seconds = this.timeoutMs / 1000;
    this.finish(job, new HttpError(504, `The map engine did not answer within ${seconds < 10 ? seconds.toFixed(1) : Math.round(seconds)} s: try fewer stops or a shorter route`));
    this.dispatch();
  }

  private finish(job: Job, answer: PoolAnswer | Error): void {
    clearTimeout(job.timer);
    job.done(answer);
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
