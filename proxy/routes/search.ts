// POST /api/search/locations (traffic search box) and GET /api/search/predictions (planner search-ahead).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as answers from '../../service/answers/answers.ts';
import { SearchLocationsRequest, SearchLocationsResponse } from '../../service/contract/search-locations.ts';
import { SearchPredictionsQuery, SearchPredictionsResponse } from '../../service/contract/search-predictions.ts';
import { answerContext, spends, type ProviderRouteOptions } from './route-options.ts';

export async function searchRoutes(app: FastifyInstance, opts: ProviderRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = spends(opts.perMinute);

  api.post(
    '/api/search/locations',
    { schema: { body: SearchLocationsRequest, response: { 200: SearchLocationsResponse } }, config },
    async (request, reply) => answers.searchLocations(answerContext(opts, reply), request.body),
  );

  api.get(
    '/api/search/predictions',
    { schema: { querystring: SearchPredictionsQuery, response: { 200: SearchPredictionsResponse } }, config },
    async (request, reply) => answers.searchPredictions(answerContext(opts, reply), request.query),
  );
}
