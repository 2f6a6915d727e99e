// The listening entry point: load config, build the server, listen, and shut down cleanly on a signal.
import { ConfigError, loadConfig } from './config.ts';
import { buildServer } from './server.ts';

export async function startServer(env = process.env): Promise<{ url: string; close: () => Promise<void> }> {
  const config = loadConfig(env);
  const app = await buildServer(config);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return { url: `http://${shownHost}:${port}/`, close: () => app.close() };
}

export async function main(): Promise<void> {
  try {
    const { url, close } = await startServer();
    console.log(`\n  Maps demo suite is running at ${url}\n`);
    let closing = false;
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        if (closing) return;
        closing = true;
        close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      });
    }
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
