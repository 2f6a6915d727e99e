// A stop exactly on a region's outermost road node (its easternmost, its northernmost) is inside the region: the
// pack's bounds are the data's own extremes, never rounded, through the pack header, the contract's corners and
// the choice among several regions.
import { describe, expect, it } from 'vitest';
import { buildPack } from '../../../engine/pack/build-pack.ts';
import { readPack } from '../../../engine/pack/container.ts';
import type { RoadWay } from '../../../engine/pack/ways.ts';
import { EXTRA_SECTION_BUILDERS } from '../../../engine/regions.ts';
import { multiRegionEngine } from './multi-region.ts';
import { regionEngine } from './region-engine.ts';

/** A small street grid whose far corner has coordinates no rounding keeps (many decimals). */
function region(name: string, west: number, south: number) {
  const east = west + 0.0123456789012;
  const north = south + 0.0098765432109;
  const road = (id: string, coords: [number, number][]): RoadWay => ({ id, coords, tags: { highway: 'residential', name: id }, area: false });
  const ways = [
    road(`${name} South Street`, [[west, south], [east, south + 0.001]]),
    road(`${name} East Street`, [[east, south + 0.001], [east - 0.001, north]]),
    road(`${name} West Street`, [[west, south], [west, north - 0.001]]),
    road(`${name} North Street`, [[west, north - 0.001], [east - 0.001, north]]),
  ];
  const bytes = buildPack(ways, { region: name, source: 'drawn', timestamp: null }, EXTRA_SECTION_BUILDERS, { builtAt: '2026-01-01T00:00:00Z' });
  return { engine: regionEngine(readPack(bytes.buffer as ArrayBuffer)), easternmost: { lat: south + 0.001, lng: east }, northernmost: { lat: north, lng: east - 0.001 }, south: { lat: south, lng: west } };
}

describe('a region’s edge', () => {
  const a = region('Westburg', 9.4712345678901, 47.0512345678901);
  const b = region('Eastburg', 9.6012345678901, 47.0512345678901);
  const both = multiRegionEngine([a.engine, b.engine]);

  it('holds the region’s easternmost and northernmost nodes exactly', () => {
    expect(a.engine.region.bounds).toEqual({ ul: { lat: a.northernmost.lat, lng: a.south.lng }, lr: { lat: a.south.lat, lng: a.easternmost.lng } });
  });

  it('routes to a stop exactly on the easternmost and on the northernmost node, with several regions served', async () => {
    for (const edge of [a.easternmost, a.northernmost, b.easternmost, b.northernmost]) {
      const home = edge.lng < 9.6 ? a : b;
      const d = await both.directions([home.south, edge], { returnToStart: false, routeType: 'fastest' });
      expect(d.legs).toHaveLength(1);
      expect(d.distance).toBeGreaterThan(0);
    }
    const m = await both.matrix([a.south, a.easternmost, a.northernmost], 'fastest');
    expect(m.time[0]![1]).toBeGreaterThan(0);
  });
});
