// `npm start`: builds what is missing (the app, the offline region packs), then serves the app and the proxy.
import { ensureDevicePack } from '../engine/pack/device-pack-file.ts';
import { ensureRegionPacks } from '../engine/regions.ts';
import { loadConfig } from '../proxy/config.ts';
import { exitOnConfigError, main } from '../proxy/main.ts';
import { buildAppIfStale } from './build-app.ts';

try {
  const config = loadConfig();
  await buildAppIfStale();
  if (config.provider === 'offline') {
    const paths = config.packPaths.length ? config.packPaths : await ensureRegionPacks();
    for (const path of paths) await ensureDevicePack(path);
  }
  await main();
} catch (error) {
  exitOnConfigError(error);
}
