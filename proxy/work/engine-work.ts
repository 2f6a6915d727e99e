// Where the engine's heavy work runs: in the engine pool's worker threads (ENGINE_THREADS > 0, the default),
// or on the event loop (ENGINE_THREADS=0, and tests that inject their own engine). The pool opens on first use:
// main.ts warms it up before the port opens.
import { optimizeRoute, type OptimizeInput, type OptimizeResult } from '../../engine/optimize/index.ts';
import type { ServerConfig } from '../config.ts';
import type { OfflineEngine } from '../../service/providers/offline/engine.ts';
import type { EngineLoader } from '../../service/providers/offline/provider.ts';
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
        opened = { pool, engine: offline ? await pool.offlineEngine() : null };
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
