// POST /api/geocode, /api/reverse-geocode and /api/geocode-batch; the batch row's visitor key goes to the
// provider for that one call and nowhere else.
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as answers from '../../service/answers/answers.ts';
import { GeocodeRequest, GeocodeResult } from '../../service/contract/geocode.ts';
import { GeocodeBatchRequest, GeocodeBatchResponse } from '../../service/contract/geocode-batch.ts';
import { ReverseGeocodeRequest } from '../../service/contract/reverse-geocode.ts';
import { answerContext, ownLimit, spends, type ProviderRouteOptions } from './route-options.ts';

export async function geocodingRoutes(app: FastifyInstance, opts: ProviderRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = spends(opts.perMinute);

  api.post(
    '/api/geocode',
    { schema: { body: GeocodeRequest, response: { 200: GeocodeResult } }, config },
    async (request, reply) => answers.geocode(answerContext(opts, reply), request.body),
  );

  api.post(
    '/api/reverse-geocode',
    { schema: { body: ReverseGeocodeRequest, response: { 200: GeocodeResult } }, config },
    async (request, reply) => answers.reverseGeocode(answerContext(opts, reply), request.body),
  );

  // A CSV sends one request per row, hundreds a minute: rows have a budget of their own. Offline rows cost no
  // provider quota, but each is engine work, so they are limited too.
  const batchConfig: FastifyContextConfig = ownLimit(opts.batchPerMinute);
  api.post(
    '/api/geocode-batch',
    { schema: { body: GeocodeBatchRequest, response: { 200: GeocodeBatchResponse } }, config: batchConfig },
    async (request, reply) => answers.geocodeBatch(answerContext(opts, reply), request.body),
  );
}
