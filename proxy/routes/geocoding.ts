// POST /api/geocode, /api/reverse-geocode and /api/geocode-batch; the batch row's visitor key goes to the
// provider for that one call and nowhere else.
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GeocodeRequest, GeocodeResult } from '../contract/geocode.ts';
import { GeocodeBatchRequest, GeocodeBatchResponse } from '../contract/geocode-batch.ts';
import { ReverseGeocodeRequest } from '../contract/reverse-geocode.ts';
import { HttpError } from '../errors.ts';
import { withFallback } from '../providers/errors.ts';
import { ownLimit, spends, type ProviderRouteOptions } from './route-options.ts';
import { visitorSignal } from './visitor-signal.ts';

export async function geocodingRoutes(app: FastifyInstance, opts: ProviderRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = spends(opts.perMinute);

  api.post(
    '/api/geocode',
    { schema: { body: GeocodeRequest, response: { 200: GeocodeResult } }, config },
    async (request, reply) => {
      const found = await withFallback('Failed to geocode the address', () =>
        opts.provider.geocode(request.body, { signal: visitorSignal(reply) }),
      );
      if (!found) throw new HttpError(404, 'No location found for this address');
      return found;
    },
  );

  api.post(
    '/api/reverse-geocode',
    { schema: { body: ReverseGeocodeRequest, response: { 200: GeocodeResult } }, config },
    async (request, reply) => {
      const found = await withFallback('Failed to reverse geocode the location', () =>
        opts.provider.reverseGeocode(request.body, { signal: visitorSignal(reply) }),
      );
      if (!found) throw new HttpError(404, 'No address found near this location');
      return found;
    },
  );

  // A CSV sends one request per row, hundreds a minute: rows have a budget of their own. Offline rows cost no
  // provider quota, but each is engine work, so they are limited too.
  const batchConfig: FastifyContextConfig = ownLimit(opts.batchPerMinute);
  api.post(
    '/api/geocode-batch',
    { schema: { body: GeocodeBatchRequest, response: { 200: GeocodeBatchResponse } }, config: batchConfig },
    async (request, reply) => {
      const { query, apiKey } = request.body;
      const found = await withFallback('Geocoding failed', () =>
        opts.provider.geocodeRow(query, { apiKey, signal: visitorSignal(reply) }),
      );
      if (!found) throw new HttpError(404, 'No location found for this address');
      return found;
    },
  );
}
