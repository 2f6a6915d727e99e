// POST /api/search/locations (traffic search box) and GET /api/search/predictions (planner search-ahead).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SearchLocationsRequest, SearchLocationsResponse } from '../contract/search-locations.ts';
import { SearchPredictionsQuery, SearchPredictionsResponse } from '../contract/search-predictions.ts';
import { withFallback } from '../providers/errors.ts';
import { spends, type ProviderRouteOptions } from './route-options.ts';
import { visitorSignal } from './visitor-signal.ts';

export async function searchRoutes(app: FastifyInstance, opts: ProviderRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = spends(opts.perMinute);

  api.post(
    '/api/search/locations',
    { schema: { body: SearchLocationsRequest, response: { 200: SearchLocationsResponse } }, config },
    async (request, reply) =>
      withFallback('Failed to search locations', () =>
        opts.provider.searchLocations(request.body.query, { signal: visitorSignal(reply) }),
      ),
  );

  api.get(
    '/api/search/predictions',
    { schema: { querystring: SearchPredictionsQuery, response: { 200: SearchPredictionsResponse } }, config },
    async (request, reply) =>
      withFallback('Failed to search locations', () =>
        opts.provider.predictions(request.query, { signal: visitorSignal(reply) }),
      ),
  );
}
