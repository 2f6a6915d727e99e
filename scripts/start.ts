// `npm start`: builds what is missing (the app, the offline region packs), then serves the app and the proxy.
import { ensureRegionPacks } from '../engine/regions.ts';
import { loadConfig } from '../proxy/config.ts';
import { exitOnConfigError, main } from '../proxy/main.ts';
import { buildAppIfStale } from './build-app.ts';

try {
  const config = loadConfig();
  await buildAppIfStale();
  if (config.provider === 'offline' && config.packPaths.length === 0) await ensureRegionPacks();
  await main();
} catch (error) {
  exitOnConfigError(error);
}
