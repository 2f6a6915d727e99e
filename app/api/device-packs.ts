// GET /packs/index.json: the region packs this server offers for devices (issue: the suite on the phone alone).
import type { DevicePackIndex } from '../../service/contract/device-packs.ts';
import { DEVICE_PACK_INDEX_PATH } from '../../service/contract/limits.ts';

export const devicePackIndexUrl = (): string => new URL(DEVICE_PACK_INDEX_PATH, globalThis.location?.href ?? 'http://localhost/').href;

/** The packs on offer; rejects when the network cannot say (offline), so the caller shows the stored ones only. */
export async function getDevicePackIndex(signal?: AbortSignal): Promise<DevicePackIndex> {
  const response = await fetch(devicePackIndexUrl(), { signal: signal ?? null });
  if (!response.ok) throw new Error(`The list of offline regions could not be loaded (${response.status})`);
  return (await response.json()) as DevicePackIndex;
}
