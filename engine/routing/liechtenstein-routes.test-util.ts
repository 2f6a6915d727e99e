// Routes between real Liechtenstein addresses (the extract's own address points), for measuring directions on
// real roads: the Liechtenstein test and the directions bench drive the same pairs.
import { join } from 'node:path';
import { readOsmPbf } from '../pack/osm-pbf.ts';
import { loadPackFile } from '../pack/pack-file.ts';
import { BUNDLED_REGIONS, DEFAULT_PACK_DIR, ensureRegionPacks } from '../regions.ts';
import type { LatLng } from './index.ts';
import { rng } from './tiny-region.test-util.ts';
import type { RegionPack } from '../pack/container.ts';

/** The bundled Liechtenstein pack, built first when missing or stale. */
export async function liechtensteinPack(): Promise<RegionPack> {
  await ensureRegionPacks({ log: () => {} });
  return loadPackFile(join(DEFAULT_PACK_DIR, BUNDLED_REGIONS[0]!.file));
}

/** `count` pairs of distinct address points, drawn the same way every time. */
export async function addressPairs(count: number, seed = 31): Promise<[LatLng, LatLng][]> {
  const { features } = await readOsmPbf(BUNDLED_REGIONS[0]!.input!);
  const points = features.addresses.map((a) => ({ lat: a.lat, lng: a.lng }));
  const r = rng(seed);
  const pick = () => points[Math.floor(r() * points.length)]!;
  return Array.from({ length: count }, () => [pick(), pick()]);
}
