// The bundled Gothenburg region built once per test worker, for end-to-end routing tests on real roads.
import { buildPack } from '../pack/build-pack.ts';
import { readPack, type RegionPack } from '../pack/container.ts';
import { readDefaultRegion } from '../pack/default-region.ts';

let cached: Promise<RegionPack> | null = null;

export function defaultRegionPack(): Promise<RegionPack> {
  cached ??= readDefaultRegion().then(({ ways, info }) => readPack(buildPack(ways, info).buffer as ArrayBuffer));
  return cached;
}
