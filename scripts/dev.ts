// `npm run dev`: the proxy on :8080 and Vite with hot reload in front of it (Vite forwards /api and /tiles).
import { createServer } from 'vite';
import { startServer } from '../proxy/main.ts';

const proxy = await startServer({ ...process.env, PORT: process.env.PROXY_PORT ?? '8080', STATIC_DIR: 'dist' });
const vite = await createServer({ configFile: new URL('../vite.config.ts', import.meta.url).pathname });
await vite.listen();
vite.printUrls();
console.log(`  API proxy at ${proxy.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void Promise.all([vite.close(), proxy.close()]).then(() => process.exit(0)));
}
