// Basemap tile figures per region pack: tile sizes over every tile covering the region, time to cut a tile
// (uncached) and to serve it again (cached), against roads-only tiles of the same pack cut in the same run.
import { buildPack } from '../engine/pack/build-pack.ts';
import { readPack, type RegionPack } from '../engine/pack/container.ts';
import { readDefaultRegion } from '../engine/pack/default-region.ts';
import { readOsmPbf } from '../engine/pack/osm-pbf.ts';
import { readRoadTable } from '../engine/pack/road-sections.ts';
import { TileServer } from '../engine/tiles/index.ts';
import { tilesCovering, type TileCoord } from '../engine/tiles/tile-coords.ts';
import { check } from './report.ts';

/** The largest tile a phone should fetch; an uncompressed 100 kB tile is already seconds on a slow link. */
const MAX_TILE_BYTES = 100_000;
const ZOOMS = { min: 10, max: 16 };

const quantile = (sorted: Float64Array, q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ms = (v: number) => (v < 1 ? `${(v * 1000).toFixed(1)} µs` : `${v.toFixed(2)} ms`);
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

interface Pass {
  sizes: Float64Array;
  largest: { bytes: number; at: string };
  cut: Float64Array;
  cached: Float64Array;
}

/**
 * Cuts every tile with both servers, tile by tile in turn, so machine load hits both alike; then serves them
 * all again from the LRU. Zooms go up as a map zooms in, so each tile's parents are already split.
 */
function measure(servers: TileServer[], tiles: readonly TileCoord[]): Pass[] {
  const out = servers.map(() => ({ sizes: [] as number[], largest: { bytes: 0, at: '' }, cut: new Float64Array(tiles.length), cached: new Float64Array(tiles.length) }));
  for (const phase of ['cut', 'cached'] as const) {
    tiles.forEach(([z, x, y], i) => {
      servers.forEach((server, s) => {
        const t0 = performance.now();
        const bytes = server.tile(z, x, y);
        out[s]![phase][i] = performance.now() - t0;
        if (phase === 'cut' && bytes) {
          out[s]!.sizes.push(bytes.byteLength);
          if (bytes.byteLength > out[s]!.largest.bytes) out[s]!.largest = { bytes: bytes.byteLength, at: `${z}/${x}/${y}` };
        }
      });
    });
  }
  return out.map((p) => ({ ...p, sizes: Float64Array.from(p.sizes).sort(), cut: p.cut.sort(), cached: p.cached.sort() }));
}

function report(name: string, pack: RegionPack): void {
  const tiles: TileCoord[] = [];
  for (let z = ZOOMS.min; z <= ZOOMS.max; z++) tiles.push(...tilesCovering(pack.meta.bounds, z));
  const full = TileServer.fromPack(pack, tiles.length);
  const { layers: _, ...info } = full.info;
  const roadsOnly = new TileServer(info, readRoadTable(pack), undefined, tiles.length);
  new TileServer(info, readRoadTable(pack)).warm(); // JIT warm-up, so neither build below pays for it
  const build = [full, roadsOnly].map((server) => {
    const t0 = performance.now();
    server.warm();
    return performance.now() - t0;
  });
  const [f, r] = measure([full, roadsOnly], tiles);

  console.log(`\n${name}: layers ${full.info.layers.join(', ')}`);
  console.log(`index build ${ms(build[0]!)} (roads only ${ms(build[1]!)})`);
  console.log(`z${ZOOMS.min}-${ZOOMS.max}: ${tiles.length} tiles, ${f!.sizes.length} not empty (roads only ${r!.sizes.length})`);
  for (const [label, p] of [['layered', f!], ['roads only', r!]] as const) {
    console.log(`  ${label.padEnd(10)} size largest ${kb(p.largest.bytes)} (${p.largest.at}), median ${kb(quantile(p.sizes, 0.5))}`);
  }
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;
  const cutMed = [quantile(f!.cut, 0.5), quantile(r!.cut, 0.5)];
  const cutP99 = [quantile(f!.cut, 0.99), quantile(r!.cut, 0.99)];
  console.log(`  cut (uncached)   median ${ms(cutMed[0]!)} vs ${ms(cutMed[1]!)} roads only (${ratio(cutMed[0]!, cutMed[1]!)}), p99 ${ms(cutP99[0]!)} vs ${ms(cutP99[1]!)} (${ratio(cutP99[0]!, cutP99[1]!)})`);
  console.log(`  served (cached)  median ${ms(quantile(f!.cached, 0.5))} vs ${ms(quantile(r!.cached, 0.5))}, p99 ${ms(quantile(f!.cached, 0.99))} vs ${ms(quantile(r!.cached, 0.99))}`);
  check(`${name}: largest tile z${ZOOMS.min}-${ZOOMS.max} ${kb(f!.largest.bytes)} <= ${kb(MAX_TILE_BYTES)}`, f!.largest.bytes <= MAX_TILE_BYTES);
}

async function gothenburg(): Promise<RegionPack> {
  const { ways, info } = await readDefaultRegion();
  return readPack(buildPack(ways, info).buffer as ArrayBuffer);
}

async function liechtenstein(): Promise<RegionPack> {
  const { ways, features, timestamp } = await readOsmPbf('data/liechtenstein-2021-01.osm.pbf');
  const bytes = buildPack(ways, { region: 'Liechtenstein', source: 'bench', timestamp }, [], { features });
  return readPack(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
}

report('Liechtenstein (full data)', await liechtenstein());
report('Gothenburg (roads only)', await gothenburg());
