// A worker thread of the engine pool: the offline engine over the region packs the main thread shares (read,
// never copied), and the route optimizer. Answers cross back as plain data; errors as their message and code.
import { workerData } from 'node:worker_threads';
import { loadGazetteer } from '../../engine/geocode/gazetteer-node.ts';
import { readPack } from '../../engine/pack/container.ts';
import { OptimizeError, optimizeRoute } from '../../engine/optimize/index.ts';
import type { OfflineEngine } from '../../service/providers/offline/engine.ts';
import { multiRegionEngine } from '../../service/providers/offline/multi-region.ts';
import { regionEngine } from '../../service/providers/offline/region-engine.ts';
import type { EngineTask, PoolAnswer, WorkerSetup } from './tasks.ts';

const setup = workerData as WorkerSetup;
// Built as the worker starts, so no visitor's request waits for it.
const engine: OfflineEngine | null = setup.packs.length
  ? multiRegionEngine(setup.packs.map((bytes) => regionEngine(readPack(bytes as unknown as ArrayBuffer), { trafficTime: setup.trafficTime, gazetteer: loadGazetteer() })))
  : null;

/** A barrier at start-up: answered once every worker holds one warm-up task, so each has started (its engine built). */
function warmUp(arrived: SharedArrayBuffer, workers: number): null {
  const count = new Int32Array(arrived);
  Atomics.add(count, 0, 1);
  Atomics.notify(count, 0);
  // Bounded, so a worker that never starts cannot hold the others for ever.
  const giveUpAt = Date.now() + 120_000;
  for (let seen = Atomics.load(count, 0); seen < workers && Date.now() < giveUpAt; seen = Atomics.load(count, 0)) {
    Atomics.wait(count, 0, seen, 1_000);
  }
  return null;
}

export default async function run(task: EngineTask): Promise<PoolAnswer> {
  try {
    if (task.kind === 'warm-up') return { ok: warmUp(task.arrived, task.workers) };
    if (task.kind === 'optimize') return { ok: optimizeRoute(task.input) };
    if (!engine) throw new Error('This engine pool was started without region packs');
    if (task.method === 'describe') return { ok: { region: engine.region, regions: engine.regions } };
    const method = engine[task.method] as (...args: unknown[]) => unknown;
    return { ok: await method.apply(engine, task.args) };
  } catch (error) {
    if (!(error instanceof Error)) return { error: { name: 'Error', message: String(error) } };
    const { code, index } = error as { code?: unknown; index?: unknown };
    return {
      error: {
        name: error instanceof OptimizeError ? 'OptimizeError' : error.name,
        message: error.message,
        ...(typeof code === 'string' ? { code } : {}),
        ...(typeof index === 'number' ? { index } : {}),
      },
    };
  }
}
