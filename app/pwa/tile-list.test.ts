import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countTiles, formatBytes, listTiles, tileUrl, tileX, tileY, zoomRange, type Extent } from './tile-list.ts';

// Central Gothenburg; its z13 tile was checked against the proxy (GET /tiles/map/13/4368/2479 answers 200).
// Worked by hand: x = (lng + 180) / 360 · 2^z, y = (1 − asinh(tan φ) / π) / 2 · 2^z, floored.
const gothenburg: Extent = { ul: { lat: 57.71, lng: 11.95 }, lr: { lat: 57.7, lng: 12.0 } };

describe('tile addresses', () => {
  it('puts known places in their OSM tiles', () => {
    expect([tileX(11.976, 13), tileY(57.705, 13)]).toEqual([4368, 2479]);
    // Null Island is the top-left of the south-east quadrant; the world's corners are the first and last tiles.
    expect([tileX(0, 1), tileY(0, 1)]).toEqual([1, 1]);
    expect([tileX(-180, 4), tileY(85.0511, 4)]).toEqual([0, 0]);
    expect([tileX(180, 4), tileY(-85.0511, 4)]).toEqual([15, 15]);
  });

  it('clamps latitudes beyond Web Mercator to the edge rows', () => {
    expect(tileY(89.9, 3)).toBe(0);
    expect(tileY(-89.9, 3)).toBe(7);
  });

  it('lists each covering tile once, row by row, lowest zoom first', () => {
    const tiles = listTiles(gothenburg, [14, 13, 13]);
    expect(tiles.filter((t) => t.z === 13)).toEqual([
      { z: 13, x: 4367, y: 2479 },
      { z: 13, x: 4368, y: 2479 },
      { z: 13, x: 4369, y: 2479 },
      { z: 13, x: 4367, y: 2480 },
      { z: 13, x: 4368, y: 2480 },
      { z: 13, x: 4369, y: 2480 },
    ]);
    expect(tiles[0]?.z).toBe(13);
    expect(new Set(tiles.map((t) => `${t.z}/${t.x}/${t.y}`)).size).toBe(tiles.length);
    expect(countTiles(gothenburg, [13, 14])).toBe(tiles.length);
  });

  it('splits an extent that crosses the antimeridian', () => {
    const pacific: Extent = { ul: { lat: 10, lng: 170 }, lr: { lat: -10, lng: -170 } };
    const xs = [...new Set(listTiles(pacific, [3]).map((t) => t.x))].sort((a, b) => a - b);
    expect(xs).toEqual([0, 7]);
    expect(countTiles(pacific, [3])).toBe(4);
  });

  it('covers every point of the extent at every zoom (property)', () => {
    const lat = fc.double({ min: -80, max: 80, noNaN: true });
    const lng = fc.double({ min: -179, max: 179, noNaN: true });
    fc.assert(
      fc.property(lat, lat, lng, lng, fc.integer({ min: 0, max: 10 }), fc.double({ min: 0, max: 1, noNaN: true }), (a, b, c, d, z, t) => {
        const extent: Extent = { ul: { lat: Math.max(a, b), lng: Math.min(c, d) }, lr: { lat: Math.min(a, b), lng: Math.max(c, d) } };
        const point = { lat: b + (a - b) * t, lng: c + (d - c) * t };
        const tiles = listTiles(extent, [z]);
        expect(tiles).toContainEqual({ z, x: tileX(point.lng, z), y: tileY(point.lat, z) });
        expect(countTiles(extent, [z])).toBe(tiles.length);
      }),
    );
  });
});

describe('helpers', () => {
  it('fills the tile URL template', () => {
    expect(tileUrl('/tiles/map/{z}/{x}/{y}', { z: 13, x: 4368, y: 2479 })).toBe('/tiles/map/13/4368/2479');
  });
  it('makes zoom ranges inside the style limits', () => {
    expect(zoomRange(15, 12)).toEqual([12, 13, 14, 15]);
    expect(zoomRange(14, 20, 0, 16)).toEqual([14, 15, 16]);
  });
  it('formats size estimates', () => {
    expect(formatBytes(740_000)).toBe('740 kB');
    expect(formatBytes(12_480_000)).toBe('12.5 MB');
    expect(formatBytes(10)).toBe('1 kB');
  });
});
