// The listening entry point: load config, build the server, listen, and shut down cleanly on a signal: in-flight
// requests get SHUTDOWN_GRACE_MS to finish, then the process exits anyway; a second signal exits at once.
import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config.ts';
import { checkPackPaths, StartError } from './pack-paths.ts';
import { buildServer } from './server.ts';

export async function startServer(env = process.env): Promise<{ url: string; close: () => Promise<void>; graceMs: number }> {
  const config = loadConfig(env);
  if (config.provider === 'offline') await checkPackPaths(config.packPaths);
  const app = await buildServer(config);
  if (config.provider === 'offline') {
    // Load the region packs before the port opens: a visitor's first request does not wait for them, and a
    // pack that cannot be read stops the start with its reason (logged) instead of a server answering 503s.
    const warm = await app.inject({ method: 'GET', url: '/api/map/config' });
    if (warm.statusCode !== 200) {
      await app.close();
      throw new StartError(`${(warm.json() as { message: string }).message}. The reason is in the log above.`);
    }
  }
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return { url: `http://${shownHost}:${port}/`, close: () => app.close(), graceMs: config.shutdownGraceMs };
}

/** Prints a configuration or start problem without a stack trace and exits (2, 1); rethrows anything else. */
export function exitOnConfigError(error: unknown): never {
  if (error instanceof ConfigError || error instanceof StartError) {
    console.error(error.message);
    process.exit(error instanceof ConfigError ? 2 : 1);
  }
  throw error;
}

export async function main(): Promise<void> {
  try {
    const { url, close, graceMs } = await startServer();
    console.log(`\n  Maps demo suite is running at ${url}\n`);
    closeWithGrace({ delay: graceMs }, async ({ signal, err }) => {
      if (err) console.error(err);
      else console.log(`${signal ?? 'Exit'}: finishing requests in flight (at most ${graceMs / 1000} s)...`);
      await close();
    });
  } catch (error) {
    exitOnConfigError(error);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
