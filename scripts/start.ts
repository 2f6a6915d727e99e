// `npm start`: builds what is missing (the app, the offline region packs), then serves the app and the proxy.
// The packs named in PACK_PATH are checked first, so a wrong path stops the start at once, before a build.
import { ensureDevicePack } from '../engine/pack/device-pack-file.ts';
import { ensureRegionPacks } from '../engine/regions.ts';
import { loadConfig } from '../proxy/config.ts';
import { exitOnConfigError, main } from '../proxy/main.ts';
import { checkPackPaths, StartError } from '../proxy/pack-paths.ts';
import { buildAppIfStale } from './build-app.ts';

try {
  const config = loadConfig();
  if (config.provider === 'offline') await checkPackPaths(config.packPaths);
  await buildAppIfStale();
  if (config.provider === 'offline') {
    const paths = config.packPaths.length ? config.packPaths : await ensureRegionPacks();
    for (const path of paths) {
      // The whole pack is read here: a damaged one (its checksum) is named like a wrong path.
      await ensureDevicePack(path).catch((error: unknown) => {
        throw new StartError(`${config.packPaths.length ? 'PACK_PATH ' : ''}${path}: ${(error as Error).message}`);
      });
    }
  }
  await main();
} catch (error) {
  exitOnConfigError(error);
}
