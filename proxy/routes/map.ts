// GET /api/map/config and GET /tiles/{style}/{z}/{x}/{y}: the browser draws maps without ever holding a key.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MapConfigResponse } from '../contract/map-config.ts';
import { TileParams } from '../contract/tiles.ts';
import { HttpError } from '../errors.ts';
import { withFallback } from '../providers/errors.ts';
import { ownLimit, type ProviderRouteOptions } from './route-options.ts';
import { visitorSignal } from './visitor-signal.ts';

export async function mapRoutes(app: FastifyInstance, opts: ProviderRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/map/config', { schema: { response: { 200: MapConfigResponse } } }, async () => opts.provider.mapConfig());

  api.get(
    '/tiles/:style/:z/:x/:y',
    { schema: { params: TileParams }, config: ownLimit(opts.tilesPerMinute) },
    async (request, reply) => {
      const tile = await withFallback('Failed to load the map tile', () =>
        opts.provider.tile(request.params, { signal: visitorSignal(reply) }),
      );
      if (!tile) throw new HttpError(404, 'No such map tile');
      return reply.type(tile.contentType).header('cache-control', 'public, max-age=86400').send(tile.body);
    },
  );
}
