// POST /api/traffic/incidents: incidents in the map's bounding box.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TrafficIncidentsRequest, TrafficIncidentsResponse } from '../contract/traffic-incidents.ts';
import { withFallback } from '../providers/errors.ts';
import { spends, type ProviderRouteOptions } from './route-options.ts';
import { visitorSignal } from './visitor-signal.ts';

export async function trafficRoutes(app: FastifyInstance, opts: ProviderRouteOptions): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/traffic/incidents',
    { schema: { body: TrafficIncidentsRequest, response: { 200: TrafficIncidentsResponse } }, config: spends(opts.perMinute) },
    async (request, reply) =>
      withFallback('Failed to get traffic incidents', () =>
        opts.provider.incidents(request.body.boundingBox, { signal: visitorSignal(reply) }),
      ),
  );
}
