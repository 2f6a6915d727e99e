// A static build (npm run build:static) has no proxy behind it: every provider call is answered on the device, from
// the packs stored there or, until one is, from the packs served beside the app.
import type { DevicePackIndex } from '../../service/contract/device-packs.ts';
import { DEVICE_PACK_INDEX_PATH } from '../../service/contract/limits.ts';
import type { RegionPack } from '../../engine/pack/container.ts';
import { fetchPack } from './pack-store.ts';

export { STATIC_BUILD } from './device-paths.ts';

/** What a static build says when neither the network nor a kept region can answer (not the browser's 'Failed to fetch'). */
export const KEEP_OFFLINE = 'Keep this region offline to use it without a network';

/** Every pack listed beside the app, fetched and checked (not stored: that is the visitor's choice). */
export async function packsBesideTheApp(origin: string): Promise<RegionPack[]> {
  const indexUrl = new URL(DEVICE_PACK_INDEX_PATH, origin).href;
  const response = await fetch(indexUrl).catch((error: unknown) => {
    // The network is gone and no region was kept: say what would have helped.
    throw new Error(KEEP_OFFLINE, { cause: error });
  });
  if (!response.ok) throw new Error(`The offline regions of this build could not be read (${response.status})`);
  const { packs } = (await response.json()) as DevicePackIndex;
  try {
    return await Promise.all(packs.map((entry) => fetchPack(entry, indexUrl)));
  } catch (error) {
    if (error instanceof TypeError) throw new Error(KEEP_OFFLINE, { cause: error });
    throw error;
  }
}
