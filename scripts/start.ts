// `npm start`: builds what is missing (the app, the offline region pack), then serves the app and the proxy.
import { loadConfig } from '../proxy/config.ts';
import { buildAppIfStale } from './build-app.ts';
import { ensureDefaultPack } from './ensure-pack.ts';

await buildAppIfStale();
const config = loadConfig();
if (config.provider === 'offline' && !config.packPath) await ensureDefaultPack();
await import('../proxy/main.ts').then((m) => m.main());
