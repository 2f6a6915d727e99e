// Every provider endpoint of SPEC §7 in one plugin, with the per-IP rate limit that guards provider calls.
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import underPressure from '@fastify/under-pressure';
import { HttpError } from '../../service/http-error.ts';
import { busy } from '../errors.ts';
import { visitorConcurrency } from '../plugins/visitor-concurrency.ts';
import { geocodingRoutes } from './geocoding.ts';
import { mapRoutes } from './map.ts';
import { optimizeRoutes } from './optimize.ts';
import { budgetStore } from '../shared/visitor-budget.ts';
import { HEAVY_WEIGHT, type ProviderRouteOptions } from './route-options.ts';
import { routingRoutes } from './routing.ts';
import { searchRoutes } from './search.ts';
import { trafficRoutes } from './traffic.ts';

export async function providerRoutes(app: FastifyInstance, opts: ProviderRouteOptions): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: budgetStore(opts.budget),
    // The counters fall back to memory while Redis is away (shared/redis.ts); a counter that still failed would
    // serve the visitor rather than refuse them with a 500.
    skipOnError: true,
    errorResponseBuilder: (request, context) =>
      new HttpError(429, request.routeOptions.config.rateLimit && 'groupId' in request.routeOptions.config.rateLimit
        ? `Too many requests: at most ${context.max} a minute from one visitor, where a route, matrix or optimization counts as ${HEAVY_WEIGHT}. Try again in ${context.after}.`
        : `Too many requests: at most ${context.max} per minute. Try again in ${context.after}.`),
  });
  visitorConcurrency(app, opts.heavyPerVisitor);
  // The last line of defence: the engine runs in workers, so a lagging event loop means the process itself is
  // overloaded (or a bug); provider calls are then refused at once, health and the app shell still answer.
  await app.register(underPressure, {
    maxEventLoopDelay: opts.maxEventLoopDelayMs,
    // under-pressure takes a window with no sample for an infinite delay: with a window as long as the limit, only
    // a stall past the limit empties it (with 100 ms, any 100 ms stall on a busy machine shed requests).
    sampleInterval: opts.maxEventLoopDelayMs,
    pressureHandler: async () => {
      throw busy();
    },
  });
  if (opts.provider.close) {
    const close = opts.provider.close.bind(opts.provider);
    app.addHook('onClose', async () => close());
  }
  for (const routes of [optimizeRoutes, routingRoutes, geocodingRoutes, searchRoutes, trafficRoutes, mapRoutes]) {
    await app.register(routes, opts);
  }
}
