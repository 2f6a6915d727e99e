// The device engine inside its worker: the offline provider over the packs stored on this device, answering
// through service/answers exactly as the proxy does; and a downloaded pack checked, opened and stored here, off
// the page's main thread. Requests run one at a time in arrival order; a cancel that arrives before its request
// starts settles it with CANCELLED, as does one that arrives while a pack is checked (nothing is stored then).
import { optimizeRoute } from '../../engine/optimize/index.ts';
import { answerRequest } from '../../service/answers/answer-request.ts';
import type { AnswerContext } from '../../service/answers/answers.ts';
import type { OfflineEngine } from '../../service/providers/offline/engine.ts';
import { multiRegionEngine } from '../../service/providers/offline/multi-region.ts';
import { createOfflineProvider } from '../../service/providers/offline/provider.ts';
import { regionEngine, type RegionEngine } from '../../service/providers/offline/region-engine.ts';
import type { RegionPack } from '../../engine/pack/container.ts';
import { checkPack, openStoredPacks, PackDownloadError, storePack, type PackCache } from './pack-store.ts';
import { CANCELLED, type KeepResult, type WorkerReply, type WorkerRequest, type WorkerResult } from './protocol.ts';

export const NO_REGION = 'No offline region is stored on this device: open "Offline regions on this device" next to a map to keep one';

export interface EngineHost {
  handle(message: WorkerRequest): Promise<WorkerReply | null>;
}

export interface EngineHostOptions {
  trafficTime?: string;
  /** Packs beside the stored ones, while they can be fetched (a static build: the packs beside it, fetched, not kept). */
  fallbackPacks?: () => Promise<RegionPack[]>;
}

/**
 * The longest stretch of work ahead (a van's or truck's hierarchy) between two looks at the worker's messages: a
 * keystroke's search waits at most this long for it (x4 on a slow phone, within its 100 ms).
 */
const IDLE_SLICE_MS = 5;

export function createEngineHost(openCache: () => Promise<PackCache>, opts: EngineHostOptions = {}): EngineHost {
  /** Requests taken and not yet answered: work ahead waits while there are any. */
  let pending = 0;
  /** The engine whose work ahead runs now; a newer engine stops the older one's. */
  let preparing: object | undefined;
  /** Runs the engines' work ahead (RegionEngine.prepare) in short slices while no request waits. */
  const prepareWhenIdle = (engines: readonly RegionEngine[]) => {
    const token = {};
    preparing = token;
    const steps = (function* () {
      for (const e of engines) yield* e.prepare();
    })();
    const slice = () => {
      if (preparing !== token) return;
      if (pending === 0) {
        const end = performance.now() + IDLE_SLICE_MS;
        do {
          if (steps.next().done) return;
        } while (performance.now() < end);
      }
      setTimeout(slice, 0);
    };
    setTimeout(slice, 0);
  };
  let engine: Promise<{ engine: OfflineEngine | null; regions: string[] }> | undefined;
  /** The stored packs open now, by sha256: a reload opens only what changed. */
  let opened = new Map<string, RegionPack>();
  const load = () =>
    (engine ??= (async () => {
      const stored = (await openStoredPacks(await openCache(), opened)).packs;
      opened = new Map(stored.map((p) => [p.info.sha256, p.pack]));
      let packs = stored.map((p) => p.pack);
      if (opts.fallbackPacks) {
        // A static build answers for every region beside it while it can fetch them, the kept ones from the device.
        try {
          const beside = await opts.fallbackPacks();
          packs = [...packs, ...beside.filter((b) => !packs.some((p) => p.meta.name === b.meta.name))];
        } catch (error) {
          if (!packs.length) throw error;
        }
      }
      const engines = packs.map((pack) => regionEngine(pack, { trafficTime: opts.trafficTime, deferGeocoder: true }));
      prepareWhenIdle(engines);
      return { engine: engines.length ? multiRegionEngine(engines) : null, regions: packs.map((p) => p.meta.name) };
    })().catch((error: unknown) => {
      engine = undefined;
      throw error;
    }));
  const context = async (): Promise<AnswerContext | null> => {
    const { engine: e } = await load();
    return e && { provider: createOfflineProvider(async () => e), optimize: async (input) => optimizeRoute(input) };
  };

  const cancelled = new Set<number>();
  let queue: Promise<unknown> = Promise.resolve();

  async function keep(message: Extract<WorkerRequest, { kind: 'keep' }>): Promise<KeepResult> {
    let checked: Awaited<ReturnType<typeof checkPack>>;
    try {
      checked = await checkPack(message.pack, message.gz);
    } catch (error) {
      if (error instanceof PackDownloadError) return { refused: error.message };
      throw error;
    }
    if (cancelled.has(message.id)) throw new Error(CANCELLED);
    const kept = await storePack(await openCache(), message.pack, checked.raw);
    opened.set(kept.sha256, checked.pack);
    engine = undefined;
    return { kept, regions: (await load()).regions };
  }

  async function run(message: Exclude<WorkerRequest, { kind: 'cancel' }>): Promise<WorkerResult> {
    if (message.kind === 'reload') {
      engine = undefined;
      return { regions: (await load()).regions };
    }
    if (message.kind === 'keep') return keep(message);
    const { regions } = await load();
    const ctx = await context();
    if (message.kind === 'tile') {
      if (!ctx) return { tile: null };
      const tile = await ctx.provider.tile({ style: 'map', z: message.z, x: message.x, y: message.y });
      return { tile: tile?.body ?? null };
    }
    if (!ctx) return { status: 503, text: JSON.stringify({ message: NO_REGION }), regions };
    return { ...(await answerRequest(ctx, message.request)), regions };
  }

  return {
    async handle(message) {
      if (message.kind === 'cancel') {
        cancelled.add(message.id);
        return null;
      }
      pending++;
      const settled = queue.then(async (): Promise<WorkerReply> => {
        if (cancelled.delete(message.id)) return { id: message.id, error: CANCELLED };
        try {
          return { id: message.id, ok: await run(message) };
        } catch (error) {
          return { id: message.id, error: error instanceof Error ? error.message : String(error) };
        } finally {
          cancelled.delete(message.id);
          pending--;
        }
      });
      queue = settled;
      return settled;
    },
  };
}
