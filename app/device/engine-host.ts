// The device engine inside its worker: the offline provider over the packs stored on this device, answering
// through service/answers exactly as the proxy does. Requests run one at a time in arrival order; a cancel that
// arrives before its request starts settles it with CANCELLED.
import { optimizeRoute } from '../../engine/optimize/index.ts';
import { answerRequest } from '../../service/answers/answer-request.ts';
import type { AnswerContext } from '../../service/answers/answers.ts';
import type { OfflineEngine } from '../../service/providers/offline/engine.ts';
import { multiRegionEngine } from '../../service/providers/offline/multi-region.ts';
import { createOfflineProvider } from '../../service/providers/offline/provider.ts';
import { regionEngine } from '../../service/providers/offline/region-engine.ts';
import type { RegionPack } from '../../engine/pack/container.ts';
import { openStoredPacks, type PackCache } from './pack-store.ts';
import { CANCELLED, type WorkerReply, type WorkerRequest, type WorkerResult } from './protocol.ts';

export const NO_REGION = 'No offline region is stored on this device: open "Offline regions on this device" next to a map to keep one';

export interface EngineHost {
  handle(message: WorkerRequest): Promise<WorkerReply | null>;
}

export interface EngineHostOptions {
  trafficTime?: string;
  /** Packs beside the stored ones, while they can be fetched (a static build: the packs beside it, fetched, not kept). */
  fallbackPacks?: () => Promise<RegionPack[]>;
}

export function createEngineHost(openCache: () => Promise<PackCache>, opts: EngineHostOptions = {}): EngineHost {
  let engine: Promise<{ engine: OfflineEngine | null; regions: string[] }> | undefined;
  const load = () =>
    (engine ??= (async () => {
      let packs = (await openStoredPacks(await openCache())).packs.map((p) => p.pack);
      if (opts.fallbackPacks) {
        // A static build answers for every region beside it while it can fetch them, the kept ones from the device.
        try {
          const beside = await opts.fallbackPacks();
          packs = [...packs, ...beside.filter((b) => !packs.some((p) => p.meta.name === b.meta.name))];
        } catch (error) {
          if (!packs.length) throw error;
        }
      }
      const engines = packs.map((pack) => regionEngine(pack, { trafficTime: opts.trafficTime }));
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

  async function run(message: Exclude<WorkerRequest, { kind: 'cancel' }>): Promise<WorkerResult> {
    if (message.kind === 'reload') {
      engine = undefined;
      return { regions: (await load()).regions };
    }
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
      const settled = queue.then(async (): Promise<WorkerReply> => {
        if (cancelled.delete(message.id)) return { id: message.id, error: CANCELLED };
        try {
          return { id: message.id, ok: await run(message) };
        } catch (error) {
          return { id: message.id, error: error instanceof Error ? error.message : String(error) };
        }
      });
      queue = settled;
      return settled;
    },
  };
}
