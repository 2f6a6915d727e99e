// buildServer: the whole proxy as a Fastify instance, created from a validated config and never listening
// itself, so tests drive it with inject() and main.ts owns the socket.
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { HelmetOptions } from 'helmet';
import cors from '@fastify/cors';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ServerConfig } from './config.ts';
import { registerErrorHandling } from './errors.ts';
import { healthRoutes } from './routes/health.ts';
import { devicePackRoutes } from './routes/device-packs.ts';
import { providerRoutes } from './routes/provider-routes.ts';
import { createProvider, type ProviderDeps } from './providers/index.ts';
import { requestDeadline } from './plugins/request-deadline.ts';
import { oversizedRequestHandler } from './plugins/oversized-request.ts';
import { helmetHeaders, securityHeaders } from './plugins/security-headers.ts';
import { staticApp } from './plugins/static-app.ts';
import { redactPaths } from './redact.ts';
import { openSharedState } from './shared/shared-state.ts';
import { engineWork } from './work/engine-work.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;
/** A shared route travels in the link (up to 16 KB of payload); Node's default 16 KB header limit would
 * answer such a link with 431 on a device whose service worker is not serving the app shell yet. Not more: each
 * connection may hold this much before a route sees it; a longer address gets the app shell (oversized-request.ts). */
export const MAX_HEADER_BYTES = 64 * 1024;

/** Helmet's options: the CSP and the rest, the same on every answer (the oversized-request page's too). */
const SECURITY: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Chakra UI (Emotion) injects style tags at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  // The app is served over plain HTTP on a booth laptop or LAN too; HSTS there would lock visitors out.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
};

/** Injected parts: the provider's upstream dispatcher or engine loader, and a log destination (tests). */
export interface ServerDeps extends ProviderDeps {
  logStream?: { write(line: string): void };
}

export async function buildServer(config: ServerConfig, deps: ServerDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: redactPaths, censor: '[redacted]' },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    // A link past even that opens the app (its shell, status 431), not a bare JSON page.
    clientErrorHandler: oversizedRequestHandler(config.staticDir, helmetHeaders(SECURITY)),
    requestTimeout: config.requestTimeoutMs,
    // The visitor's address for rate limits: the socket's, or the one a trusted reverse proxy forwarded.
    trustProxy: config.trustProxyHops > 0 ? (_address: string, hop: number) => hop < config.trustProxyHops : false,
    // Fastify's own request logging is two info lines per request: one debug line (below) is enough.
    logController: new LogController({ disableRequestLogging: true }),
  });
  // The path only: a query string can carry a visitor's search text or position.
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug({ method: request.method, path: request.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
  });
  // How long the proxy itself took over each answer (routing, validation, the engine or the provider, serializing),
  // in the standard header a browser's DevTools shows: the client's and the network's share are not the proxy's.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('server-timing', `proxy;dur=${reply.elapsedTime.toFixed(2)}`);
    return payload;
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  requestDeadline(app, config.requestTimeoutMs);

  securityHeaders(app, SECURITY);
  // No credentials: nothing here uses cookies, so a listed origin gets responses but never a visitor's session.
  await app.register(cors, { origin: config.corsOrigins.length ? config.corsOrigins : false });
  await app.register(compress, { global: true, threshold: 1024 });

  const shared = await openSharedState(config, app.log);
  app.addHook('onClose', () => shared.close());
  const work = engineWork(config, deps.loadEngine);
  app.addHook('onClose', () => work.close());
  await app.register(healthRoutes, { provider: config.provider, pool: work.pool, problems: shared.problems });
  const provider = createProvider(config, { ...deps, answerCache: shared.answers, ...(work.loadEngine ? { loadEngine: work.loadEngine } : {}) });
  // Only packs this server itself answers from; injected engines (tests) have none.
  if (provider.name === 'offline' && !deps.loadEngine) await app.register(devicePackRoutes, { packPaths: config.packPaths });
  await app.register(providerRoutes, {
    provider,
    budget: shared.counters,
    optimize: work.optimize,
    perMinute: config.rateLimitPerMinute,
    tilesPerMinute: config.tileRateLimitPerMinute,
    batchPerMinute: config.batchRateLimitPerMinute,
    heavyPerVisitor: config.heavyPerVisitor,
    maxEventLoopDelayMs: config.maxEventLoopDelayMs,
  });
  await app.register(staticApp, { root: config.staticDir });
  return app;
}
