// A worker thread of the engine pool: the offline engine over the region packs the main thread shares (read,
// never copied), and the route optimizer. Answers cross back as plain data; errors as their message and code.
import { parentPort, workerData } from 'node:worker_threads';
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

// One task at a time (the pool gives a worker its next task once it has answered), one message each way. The
// first message says that the engine is built: the pool gives this worker tasks from then on.
const port = parentPort as NonNullable<typeof parentPort>;
port.postMessage({ ok: 'ready' } satisfies PoolAnswer);
port.on('message', (task: EngineTask) => {
  void run(task).then((answer) => {
    try {
      port.postMessage(answer);
    } catch (error) {
      // An answer that cannot cross the thread boundary is a fault of ours, said as one.
      port.postMessage(thrown(error));
    }
  });
});

async function run(task: EngineTask): Promise<PoolAnswer> {
  try {
    if (task.kind === 'optimize') return { ok: optimizeRoute(task.input) };
    if (!engine) throw new Error('This engine pool was started without region packs');
    if (task.method === 'describe') return { ok: { region: engine.region, regions: engine.regions } };
    const method = engine[task.method] as (...args: unknown[]) => unknown;
    return { ok: await method.apply(engine, task.args) };
  } catch (error) {
    return thrown(error);
  }
}

function thrown(error: unknown): PoolAnswer {
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
