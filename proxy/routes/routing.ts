// POST /api/route-directions and /api/route-matrix: straight to the provider, with SPEC §8's fallback texts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as answers from '../../service/answers/answers.ts';
import { RouteDirectionsRequest, RouteDirectionsResponse } from '../../service/contract/route-directions.ts';
import { RouteMatrixRequest, RouteMatrixResponse } from '../../service/contract/route-matrix.ts';
import { answerContext, heavyCall, type ProviderRouteOptions } from './route-options.ts';

export async function routingRoutes(app: FastifyInstance, opts: ProviderRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = heavyCall(opts.perMinute);

  api.post(
    '/api/route-directions',
    { schema: { body: RouteDirectionsRequest, response: { 200: RouteDirectionsResponse } }, config },
    async (request, reply) => answers.routeDirections(answerContext(opts, reply), request.body),
  );

  api.post(
    '/api/route-matrix',
    { schema: { body: RouteMatrixRequest, response: { 200: RouteMatrixResponse } }, config },
    async (request, reply) => answers.routeMatrix(answerContext(opts, reply), request.body),
  );
}
