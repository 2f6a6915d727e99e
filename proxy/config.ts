// Server configuration from the environment, validated once at start-up so a bad value fails loudly by name.
import { z } from 'zod';

const port = z.coerce
  .number({ error: 'PORT must be a number' })
  .int('PORT must be a whole number')
  .min(0, 'PORT must be between 0 and 65535')
  .max(65535, 'PORT must be between 0 and 65535');

const origins = z
  .string()
  .transform((s) => s.split(',').map((o) => o.trim()).filter(Boolean))
  .pipe(z.array(z.url({ error: 'CORS_ORIGINS must be a comma-separated list of origins like https://demo.example.com' })));

const EnvSchema = z
  .object({
    PORT: port.default(8080),
    HOST: z.string().min(1, 'HOST must not be empty').default('127.0.0.1'),
    PROVIDER: z.enum(['offline', 'mapquest'], { error: 'PROVIDER must be "offline" or "mapquest"' }).optional(),
    MAPQUEST_KEY: z.string().trim().min(1, 'MAPQUEST_KEY must not be empty when set').optional(),
    CORS_ORIGINS: origins.default([]),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    STATIC_DIR: z.string().default('dist'),
    PACK_PATH: z.string().optional(),
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
      packPath: env.PACK_PATH,
    };
  });

export type ServerConfig = z.output<typeof EnvSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the configuration from an environment object; throws ConfigError listing every bad value by name. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  throw new ConfigError(
    parsed.error.issues.map((issue) => {
      const name = issue.path.join('.') || 'environment';
      return issue.message.includes(name) ? issue.message : `${name}: ${issue.message}`;
    }),
  );
}

/** Defaults for tests and tools: offline provider, no static files, quiet logs. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...loadConfig({ LOG_LEVEL: 'silent' }), ...overrides };
}
