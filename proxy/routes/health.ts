// Liveness and identity: lets operators and the app see which provider answers, how busy the engine is, and
// whether the replica is degraded (serving, but with something it relies on missing: `reasons` says what).
// A degraded replica still answers 200: it serves visitors, and taking every replica out of a load balancer
// because their shared Redis is away would turn a degraded service into none.
import type { FastifyInstance } from 'fastify';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { APP_VERSION } from '../version.ts';
import type { EnginePool } from '../work/pool.ts';

interface HealthOptions {
  provider: string;
  /** The engine pool once open; null while it opens or when the engine runs on the event loop. */
  pool: () => EnginePool | null;
  /** What is wrong right now (say, Redis unreachable), each a sentence for an operator; none when all is well. */
  problems: () => string[];
}

export async function healthRoutes(app: FastifyInstance, opts: HealthOptions): Promise<void> {
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  app.addHook('onClose', async () => delay.disable());
  app.get('/api/health', async () => {
    const pool = opts.pool();
    const reasons = opts.problems();
    const report = {
      status: reasons.length ? 'degraded' : 'ok',
      reasons,
      version: APP_VERSION,
      provider: opts.provider,
      // The worst event-loop stall since the last report: what every visitor waited on top of their own request.
      eventLoopDelayMs: Math.round(delay.max / 1e6),
      engine: pool ? { threads: pool.threads, queued: pool.queued } : null,
    };
    delay.reset();
    return report;
  });
}
