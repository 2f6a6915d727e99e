// Server configuration from the environment, validated once at start-up so a bad value fails loudly by name.
import { availableParallelism } from 'node:os';
import { z } from 'zod';

const port = z.coerce
  .number({ error: 'PORT must be a number' })
  .int('PORT must be a whole number')
  .min(0, 'PORT must be between 0 and 65535')
  .max(65535, 'PORT must be between 0 and 65535');

const origins = z
  .string()
  .transform((s) => s.split(',').map((o) => o.trim()).filter(Boolean))
  .pipe(
    z.array(
      // Only web origins: a javascript: or data: "origin" must never be trusted.
      z.url({ protocol: /^https?$/, error: 'CORS_ORIGINS must be a comma-separated list of http(s) origins like https://demo.example.com' }),
    ),
  );

/** Two engine workers at least: one heavy optimize never holds up the tiles and searches, even on two cores. */
const defaultThreads = (): number => Math.max(2, Math.min(4, availableParallelism() - 1));

const positiveInt = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be greater than 0`)
    .default(fallback);

const EnvSchema = z
  .object({
    PORT: port.default(8080),
    HOST: z.string().min(1, 'HOST must not be empty').default('127.0.0.1'),
    PROVIDER: z.enum(['offline', 'mapquest'], { error: 'PROVIDER must be "offline" or "mapquest"' }).optional(),
    MAPQUEST_KEY: z.string().trim().min(1, 'MAPQUEST_KEY must not be empty when set').optional(),
    CORS_ORIGINS: origins.default([]),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    STATIC_DIR: z.string().default('dist'),
    // One pack file or a comma-separated list; absent: the bundled regions, built on first start.
    PACK_PATH: z
      .string()
      .transform((s) => s.split(',').map((p) => p.trim()).filter(Boolean))
      .optional(),
    MAPQUEST_BASE_URL: z.url({ error: 'MAPQUEST_BASE_URL must be a URL like https://www.mapquestapi.com' }).default('https://www.mapquestapi.com'),
    // Placeholders: {z} {x} {y}, {lat},{lng} (tile centre), {style} (map|satellite), {type} (map|sat), {key}.
    MAPQUEST_TILE_URL: z
      .string()
      .includes('{z}', { error: 'MAPQUEST_TILE_URL must contain {z}' })
      .default('https://www.mapquestapi.com/staticmap/v5/map?key={key}&center={lat},{lng}&zoom={z}&size=256,256&type={type}&format=png&scalebar=false'),
    UPSTREAM_TIMEOUT_MS: positiveInt('UPSTREAM_TIMEOUT_MS', 10_000),
    UPSTREAM_CONNECT_TIMEOUT_MS: positiveInt('UPSTREAM_CONNECT_TIMEOUT_MS', 3_000),
    RATE_LIMIT_PER_MINUTE: positiveInt('RATE_LIMIT_PER_MINUTE', 600),
    TILE_RATE_LIMIT_PER_MINUTE: positiveInt('TILE_RATE_LIMIT_PER_MINUTE', 3_000),
    // Bulk geocoding rows: a CSV sends them one by one, so far more than other calls, yet not without end.
    BATCH_RATE_LIMIT_PER_MINUTE: positiveInt('BATCH_RATE_LIMIT_PER_MINUTE', 12_000),
    // Behind a reverse proxy, how many hops to trust for the visitor's address (X-Forwarded-For); 0: none.
    TRUST_PROXY: z.coerce
      .number({ error: 'TRUST_PROXY must be a number of proxy hops' })
      .int('TRUST_PROXY must be a whole number of proxy hops')
      .min(0, 'TRUST_PROXY must be 0 or more')
      .default(0),
    // The simulated demo traffic's clock: a fixed instant (ISO) for a repeatable kiosk demo or tests; the real time when unset.
    TRAFFIC_TIME: z.iso.datetime({ offset: true, error: 'TRAFFIC_TIME must be an ISO date-time like 2026-06-15T10:30:00Z' }).optional(),
    // A request (headers and body) must arrive within this time, so a trickling client cannot hold a connection.
    REQUEST_TIMEOUT_MS: positiveInt('REQUEST_TIMEOUT_MS', 30_000),
    // On SIGTERM, in-flight requests get this long to finish before the process exits anyway.
    SHUTDOWN_GRACE_MS: positiveInt('SHUTDOWN_GRACE_MS', 10_000),
    // Worker threads for the engine and the optimizer, so heavy requests never stall the event loop; 0 runs them on it.
    ENGINE_THREADS: z.coerce
      .number({ error: 'ENGINE_THREADS must be a number' })
      .int('ENGINE_THREADS must be a whole number')
      .min(0, 'ENGINE_THREADS must be 0 or more')
      .max(32, 'ENGINE_THREADS must be at most 32')
      .default(defaultThreads()),
    // A heavy request not answered by the engine pool within this is a 504, and its worker is replaced. In
    // milliseconds: a value under a second is most likely meant as seconds, and one past an hour is beyond what
    // Node's timers hold (it would fire at once).
    ENGINE_TIMEOUT_MS: z.coerce
      .number({ error: 'ENGINE_TIMEOUT_MS must be a number of milliseconds' })
      .int('ENGINE_TIMEOUT_MS must be a whole number of milliseconds')
      .min(1_000, 'ENGINE_TIMEOUT_MS is in milliseconds and must be at least 1000 (1 s)')
      .max(3_600_000, 'ENGINE_TIMEOUT_MS must be at most 3600000 (1 h)')
      .default(30_000),
    // One visitor's routes, matrices and optimizations in flight at once; more are refused with 429.
    HEAVY_PER_VISITOR: positiveInt('HEAVY_PER_VISITOR', 8),
    // Provider calls are refused with 503 and Retry-After while the event loop lags more than this.
    MAX_EVENT_LOOP_DELAY_MS: positiveInt('MAX_EVENT_LOOP_DELAY_MS', 1_000),
    // Replicas behind one load balancer share the visitors' budgets and the cached provider answers here.
    REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL like redis://127.0.0.1:6379' }).optional(),
    // How long a provider's answer is reused for the same question; 0 asks the provider every time.
    ANSWER_CACHE_SECONDS: z.coerce
      .number({ error: 'ANSWER_CACHE_SECONDS must be a number' })
      .int('ANSWER_CACHE_SECONDS must be a whole number')
      .min(0, 'ANSWER_CACHE_SECONDS must be 0 or more')
      .default(300),
    // The in-memory answer cache's size (without REDIS_URL; Redis's own maxmemory bounds it there).
    ANSWER_CACHE_MB: positiveInt('ANSWER_CACHE_MB', 32),
  })
  .transform((env, ctx) => {
    const provider = env.PROVIDER ?? (env.MAPQUEST_KEY ? 'mapquest' : 'offline');
    if (provider === 'mapquest' && !env.MAPQUEST_KEY) {
      ctx.addIssue({ code: 'custom', path: ['MAPQUEST_KEY'], message: 'MAPQUEST_KEY is required when PROVIDER=mapquest' });
      return z.NEVER;
    }
    return {
      port: env.PORT,
      host: env.HOST,
      provider,
      providerKey: provider === 'mapquest' ? env.MAPQUEST_KEY : undefined,
      corsOrigins: env.CORS_ORIGINS,
      logLevel: env.LOG_LEVEL,
      staticDir: env.STATIC_DIR,
      packPaths: env.PACK_PATH ?? [],
      trafficTime: env.TRAFFIC_TIME,
      mapquestBaseUrl: env.MAPQUEST_BASE_URL.replace(/\/+$/, ''),
      mapquestTileUrl: env.MAPQUEST_TILE_URL,
      upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
      upstreamConnectTimeoutMs: env.UPSTREAM_CONNECT_TIMEOUT_MS,
      rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
      tileRateLimitPerMinute: env.TILE_RATE_LIMIT_PER_MINUTE,
      batchRateLimitPerMinute: env.BATCH_RATE_LIMIT_PER_MINUTE,
      trustProxyHops: env.TRUST_PROXY,
      requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
      shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
      engineThreads: env.ENGINE_THREADS,
      engineTimeoutMs: env.ENGINE_TIMEOUT_MS,
      heavyPerVisitor: env.HEAVY_PER_VISITOR,
      maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS,
      redisUrl: env.REDIS_URL,
      answerCacheSeconds: env.ANSWER_CACHE_SECONDS,
      answerCacheMegabytes: env.ANSWER_CACHE_MB,
    };
  });

export type ServerConfig = z.output<typeof EnvSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    // One line per bad value, so a start log shows each whole.
    super(problems.map((p) => `Invalid configuration: ${p}`).join('\n'));
    this.name = 'ConfigError';
  }
}

/** Values that may hold a secret are never echoed back. */
const SECRET = new Set(['MAPQUEST_KEY', 'REDIS_URL']);

/** Reads the configuration from an environment object; throws ConfigError listing every bad value by name. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  throw new ConfigError(
    parsed.error.issues.map((issue) => {
      const name = issue.path.join('.') || 'environment';
      const message = issue.message.includes(name) ? issue.message : `${name}: ${issue.message}`;
      const value = present[name];
      return value === undefined || SECRET.has(name) ? message : `${message} (got ${JSON.stringify(value)})`;
    }),
  );
}

/**
 * Defaults for tests and tools: offline provider, no static files, quiet logs, and no load shedding: a loaded
 * test machine stalls whole seconds, which would shed requests at random (the shedding has its own test).
 */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...loadConfig({ LOG_LEVEL: 'silent' }), maxEventLoopDelayMs: 3_600_000, ...overrides };
}
