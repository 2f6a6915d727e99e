// `npm run build:static [-- --out <dir>]`: the app that needs no server at all, with the offline region packs beside
// it. Every page answers from the engine on the device; serve the folder from the root of any static host.
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureDevicePack } from '../engine/pack/device-pack-file.ts';
import { ensureRegionPacks } from '../engine/regions.ts';
import type { DevicePackIndex } from '../service/contract/device-packs.ts';
import { DEVICE_PACK_INDEX_PATH } from '../service/contract/limits.ts';
import { devicePackEntry } from '../proxy/routes/device-packs.ts';
import { NAV_ITEMS } from '../app/components/nav-items.ts';
import { buildApp } from './build-app.ts';

export const STATIC_DIR = 'dist-static';

/** Builds the static app into `out`: the app, its region packs and their index, and a page for every address. */
export async function buildStaticSite(out: string, packPaths?: readonly string[]): Promise<DevicePackIndex> {
  await buildApp(out, { staticBuild: true });
  const index: DevicePackIndex = { packs: [] };
  await mkdir(join(out, 'packs'), { recursive: true });
  for (const path of packPaths?.length ? packPaths : await ensureRegionPacks()) {
    const pack = await ensureDevicePack(path);
    await copyFile(pack.path, join(out, 'packs', pack.file));
    index.packs.push(devicePackEntry(pack));
  }
  await writeFile(join(out, DEVICE_PACK_INDEX_PATH), JSON.stringify(index));
  // A plain static host has no fallback to index.html: each page's address gets a copy, so a deep link opens.
  for (const { to } of NAV_ITEMS) {
    if (to === '/') continue;
    await mkdir(join(out, to), { recursive: true });
    await copyFile(join(out, 'index.html'), join(out, to, 'index.html'));
  }
  return index;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { out: { type: 'string', default: STATIC_DIR } } });
  const out = resolve(values.out);
  const index = await buildStaticSite(out);
  console.log(`Built the static app in ${out} with ${index.packs.map((p) => `${p.name} (${(p.bytes / 1e6).toFixed(1)} MB)`).join(', ')}.`);
  console.log(`Serve it from the root of any static host, e.g.: cd ${out} && python3 -m http.server 8000`);
}
