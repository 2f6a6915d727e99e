// Where the engine's work runs: in the engine pool's worker threads (ENGINE_THREADS > 0, the default), or on the
// event loop (ENGINE_THREADS=0, and tests that inject their own engine). The pool opens on first use: main.ts
// warms it up before the port opens.
//
// Search-ahead is the exception: with a pool, its keystrokes are answered on the event loop, from an engine the
// main thread opens over the same shared packs. A keystroke's answer is cheap (median 0.2 ms, p99 1.3 ms in
// process) and waited for as the visitor types, and a hop to a worker and back costs two thread wake-ups: on
// this project's two-vCPU machines a thread woken after a pause of a few milliseconds runs 1.5-4.7 ms late, so
// one request in twenty took 2-6 ms for 0.3-1 ms of work (docs/geocoding.md, "Search-ahead on the event loop").
import { readPack } from '../../engine/pack/container.ts';
import { loadGazetteer } from '../../engine/geocode/gazetteer-node.ts';
import { optimizeRoute, type OptimizeInput, type OptimizeResult } from '../../engine/optimize/index.ts';
import type { ServerConfig } from '../config.ts';
import type { OfflineEngine } from '../../service/providers/offline/engine.ts';
import { multiRegionEngine } from '../../service/providers/offline/multi-region.ts';
import type { EngineLoader } from '../../service/providers/offline/provider.ts';
import { regionEngine } from '../../service/providers/offline/region-engine.ts';
import { loadSharedRegionPacks } from '../load-region-engine.ts';
import { EnginePool } from './pool.ts';

export interface EngineWork {
  /** The offline engine's loader when the pool answers for it. */
  loadEngine?: EngineLoader;
  optimize(input: OptimizeInput): Promise<OptimizeResult>;
  /** The pool once open, for the health report. */
  pool(): EnginePool | null;
  close(): Promise<void>;
}

export function engineWork(config: ServerConfig, injected?: EngineLoader): EngineWork {
  if (config.engineThreads === 0 || injected) {
    return { ...(injected ? { loadEngine: injected } : {}), optimize: async (input) => optimizeRoute(input), pool: () => null, close: async () => {} };
  }
  const offline = !(config.provider === 'mapquest' && config.providerKey);
  let opened: { pool: EnginePool; engine: OfflineEngine | null } | null = null;
  let opening: Promise<{ pool: EnginePool; engine: OfflineEngine | null }> | undefined;
  const open = () =>
    (opening ??= (async () => {
      const packs = offline ? await loadSharedRegionPacks({ packPaths: config.packPaths }) : [];
      const pool = new EnginePool({ threads: config.engineThreads, packs, trafficTime: config.trafficTime, taskTimeoutMs: config.engineTimeoutMs });
      try {
        // The workers build their engines as they start: a pack they cannot use shows here, once. Waiting for all
        // of them is the start-up, not a visitor's request: it is not held to ENGINE_TIMEOUT_MS.
        await pool.warmUp();
        opened = { pool, engine: offline ? withSearchAheadHere(await pool.offlineEngine(), packs, config.trafficTime) : null };
        return opened;
      } catch (error) {
        await pool.close();
        throw error;
      }
    })().catch((error: unknown) => {
      opening = undefined;
      throw error;
    }));
  return {
    ...(offline ? { loadEngine: async () => (await open()).engine as OfflineEngine } : {}),
    optimize: async (input) => (await open()).pool.optimize(input),
    pool: () => opened?.pool ?? null,
    close: async () => opened?.pool.close(),
  };
}

/** The pool's engine, with search-ahead answered on the event loop by an engine over the same packs. */
function withSearchAheadHere(pooled: OfflineEngine, packs: readonly SharedArrayBuffer[], trafficTime: string | undefined): OfflineEngine {
  const here = multiRegionEngine(packs.map((bytes) => regionEngine(readPack(bytes as unknown as ArrayBuffer), { trafficTime, gazetteer: loadGazetteer() })));
  return { ...pooled, predictions: (query) => here.predictions(query) };
}
