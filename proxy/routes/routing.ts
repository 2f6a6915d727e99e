// POST /api/route-directions and /api/route-matrix: straight to the provider, with SPEC §8's fallback texts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RouteDirectionsRequest, RouteDirectionsResponse } from '../contract/route-directions.ts';
import { RouteMatrixRequest, RouteMatrixResponse } from '../contract/route-matrix.ts';
import { withFallback } from '../providers/errors.ts';
import { heavyCall, type ProviderRouteOptions } from './route-options.ts';
import { visitorSignal } from './visitor-signal.ts';

export async function routingRoutes(app: FastifyInstance, opts: ProviderRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = heavyCall(opts.perMinute);

  api.post(
    '/api/route-directions',
    { schema: { body: RouteDirectionsRequest, response: { 200: RouteDirectionsResponse } }, config },
    async (request, reply) => {
      const { locations, returnToStart, timeType, routeType } = request.body;
      return withFallback('Failed to calculate route', () =>
        opts.provider.directions({ points: locations, returnToStart, timeType, routeType }, { signal: visitorSignal(reply) }),
      );
    },
  );

  api.post(
    '/api/route-matrix',
    { schema: { body: RouteMatrixRequest, response: { 200: RouteMatrixResponse } }, config },
    async (request, reply) => {
      const { locations, allToAll, routeType } = request.body;
      const m = await withFallback('Failed to calculate route matrix', () =>
        opts.provider.matrix({ points: locations, routeType }, { signal: visitorSignal(reply) }),
      );
      const rows = allToAll ? m.distance : m.distance.slice(0, 1);
      return { matrix: rows.map((row, i) => row.map((distance, j) => ({ distance, time: m.time[i]?.[j] ?? 0 }))) };
    },
  );
}
