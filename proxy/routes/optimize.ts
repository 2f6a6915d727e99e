// POST /api/optimize-route: the provider's matrix plus engine/optimize (service/answers).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as answers from '../../service/answers/answers.ts';
import { OptimizeRouteQuery, OptimizeRouteRequest, OptimizeRouteResponse } from '../../service/contract/optimize-route.ts';
import { answerContext, heavyCall, type ProviderRouteOptions } from './route-options.ts';

export async function optimizeRoutes(app: FastifyInstance, opts: ProviderRouteOptions): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/optimize-route',
    { schema: { body: OptimizeRouteRequest, querystring: OptimizeRouteQuery, response: { 200: OptimizeRouteResponse } }, config: heavyCall(opts.perMinute) },
    async (request, reply) => answers.optimizeRoute(answerContext(opts, reply), request.body, request.query),
  );
}
