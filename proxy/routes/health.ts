// Liveness and identity: lets operators and the app see which provider answers.
import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '../version.ts';

export async function healthRoutes(app: FastifyInstance, opts: { provider: string }): Promise<void> {
  app.get('/api/health', async () => ({ status: 'ok', version: APP_VERSION, provider: opts.provider }));
}
