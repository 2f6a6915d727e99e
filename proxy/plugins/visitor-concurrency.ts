// A cap on one visitor's heavy requests in flight at once (routes, matrices, optimizations): the rate limit
// counts requests per minute, but a handful of 100-stop optimizes sent together would still fill the engine
// pool for everyone else. Over the cap a request is refused at once with 429 and Retry-After.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../service/http-error.ts';

/** Route config that marks a request as heavy. */
export const HEAVY = { heavy: true } as const;

export function visitorConcurrency(app: FastifyInstance, max: number): void {
  const inFlight = new Map<string, number>();
  app.addHook('onRequest', async (request, reply) => {
    if (!(request.routeOptions.config as { heavy?: boolean }).heavy) return;
    const visitor = request.ip;
    const now = inFlight.get(visitor) ?? 0;
    if (now >= max) {
      throw new HttpError(429, `Too many requests at once: at most ${max} routes, matrices or optimizations per visitor. Try again when one has finished.`, 1);
    }
    inFlight.set(visitor, now + 1);
    // 'close' comes once the answer is sent or the visitor has gone, whichever is first.
    reply.raw.once('close', () => {
      const left = (inFlight.get(visitor) ?? 1) - 1;
      if (left > 0) inFlight.set(visitor, left);
      else inFlight.delete(visitor);
    });
  });
}
