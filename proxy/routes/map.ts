// GET /api/map/config and GET /tiles/{style}/{z}/{x}/{y}: the browser draws maps without ever holding a key.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as answers from '../../service/answers/answers.ts';
import { MapConfigResponse } from '../../service/contract/map-config.ts';
import { TileParams } from '../../service/contract/tiles.ts';
import { answerContext, ownLimit, type ProviderRouteOptions } from './route-options.ts';

export async function mapRoutes(app: FastifyInstance, opts: ProviderRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/map/config', { schema: { response: { 200: MapConfigResponse } } }, async () => opts.provider.mapConfig());

  api.get(
    '/tiles/:style/:z/:x/:y',
    { schema: { params: TileParams }, config: ownLimit(opts.tilesPerMinute) },
    async (request, reply) => {
      const tile = await answers.tile(answerContext(opts, reply), request.params);
      return reply.type(tile.contentType).header('cache-control', 'public, max-age=86400').send(tile.body);
    },
  );
}
