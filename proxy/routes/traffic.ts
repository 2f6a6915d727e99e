// POST /api/traffic/incidents: incidents in the map's bounding box.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as answers from '../../service/answers/answers.ts';
import { TrafficIncidentsRequest, TrafficIncidentsResponse } from '../../service/contract/traffic-incidents.ts';
import { answerContext, spends, type ProviderRouteOptions } from './route-options.ts';

export async function trafficRoutes(app: FastifyInstance, opts: ProviderRouteOptions): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/traffic/incidents',
    { schema: { body: TrafficIncidentsRequest, response: { 200: TrafficIncidentsResponse } }, config: spends(opts.perMinute) },
    async (request, reply) => answers.trafficIncidents(answerContext(opts, reply), request.body),
  );
}
