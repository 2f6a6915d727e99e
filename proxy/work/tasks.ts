// What the main thread and the engine pool's workers say to each other.
import type { OptimizeInput } from '../../engine/optimize/index.ts';
import type { OfflineEngine } from '../../service/providers/offline/engine.ts';

export type EngineMethod = Exclude<keyof OfflineEngine, 'region' | 'regions'>;

export type EngineTask =
  | { kind: 'optimize'; input: OptimizeInput }
  | { kind: 'engine'; method: EngineMethod | 'describe'; args: unknown[] };

export interface ThrownError {
  name: string;
  message: string;
  code?: string;
  index?: number;
}

export type PoolAnswer = { ok: unknown } | { error: ThrownError };

export interface WorkerSetup {
  /** The region packs, shared with every worker; none when the provider is not offline. */
  packs: SharedArrayBuffer[];
  trafficTime: string | undefined;
}
