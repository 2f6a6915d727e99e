// Reverse geocoding: a drawn fixture for side of street and road metadata, then points sampled on real streets.
import { beforeAll, describe, expect, it } from 'vitest';
import { readDefaultRegion } from '../pack/default-region.ts';
import { loadGazetteer } from './gazetteer-node.ts';
import type { RoadWay, SourceInfo } from '../pack/ways.ts';
import { Geocoder } from './index.ts';
import { displayName } from './street-index.ts';
import { streetRank } from './road-class.ts';

const info: SourceInfo = { region: 'Testby, Sweden', source: 'hand-drawn fixture', timestamp: null };
const way = (id: string, tags: Record<string, string>, coords: [number, number][]): RoadWay => ({ id, tags, coords, area: false });

//   North Road runs west → east along lat 57.0; Cross Street runs south → north and meets it at lng 11.001.
//
//          Cross Street
//               |
//   ------------+------------  North Road (west → east, 70 km/h, toll)
//               |
const fixture = [
  way('way/1', { highway: 'primary', name: 'North Road', maxspeed: '70', toll: 'yes' }, [[11.0, 57.0], [11.001, 57.0], [11.002, 57.0]]),
  way('way/2', { highway: 'residential', name: 'Cross Street', maxspeed: '30 mph' }, [[11.001, 56.999], [11.001, 57.0], [11.001, 57.001]]),
];

describe('reverse on a drawn fixture', () => {
  const g = Geocoder.fromWays(fixture, info);

  it('puts a point north of a west→east road on its left, south on its right', () => {
    expect(g.reverse(57.00005, 11.0003)?.sideOfStreet).toBe('L');
    expect(g.reverse(56.99995, 11.0003)?.sideOfStreet).toBe('R');
  });

  it('reports the street, speed limit, toll and the nearest intersection with distance', () => {
    const r = g.reverse(57.00005, 11.0003)!;
    expect(r.street).toBe('North Road');
    expect(r.linkId).toBe('way/1');
    expect(r.roadMetadata).toEqual({ speedLimit: 70, speedLimitUnits: 'km/h', tollRoad: true });
    expect(r.nearestIntersection?.label).toBe('North Road & Cross Street');
    expect(r.nearestIntersection?.streetDisplayName).toBe('Cross Street');
    expect(r.nearestIntersection?.latLng).toEqual({ latitude: 57, longitude: 11.001 });
    // 0.0007° of longitude at 57°N ≈ 42.4 m, 0.00005° of latitude ≈ 5.6 m.
    expect(r.nearestIntersection!.distanceMeters).toBeGreaterThan(41);
    expect(r.nearestIntersection!.distanceMeters).toBeLessThan(44);
  });

  it('reads mph limits', () => {
    expect(g.reverse(57.0008, 11.00105)?.roadMetadata).toEqual({ speedLimit: 30, speedLimitUnits: 'mph', tollRoad: false });
  });

  it('snaps to the street and returns null far from any street without a gazetteer', () => {
    const r = g.reverse(57.00005, 11.0003)!;
    expect(r.lat).toBe(57);
    expect(r.lng).toBeCloseTo(11.0003, 6);
    expect(g.reverse(58, 12)).toBeNull();
  });
});

describe('reverse far from any street, with the world gazetteer', () => {
  it('answers the nearest city inside the region, marked approximate: the nearest centre need not be the city the point is in', () => {
    const g = Geocoder.fromWays(fixture, info, loadGazetteer());
    // 3 km north of the fixture's streets, still within the region's margin.
    const r = g.reverse(57.03, 11.001)!;
    expect(r.geocodeQuality).toBe('CITY');
    expect(r.geocodeQualityCode).toBe('A5XCX');
    expect(r.street).toBe('');
  });

  it('says nothing is there far from the region, instead of naming the nearest world city', () => {
    const g = Geocoder.fromWays(fixture, info, loadGazetteer());
    expect(g.reverse(0, 0)).toBeNull();
    expect(g.reverse(48.8584, 2.2945)).toBeNull();
  });
});

describe('reverse on points sampled along real Gothenburg streets', () => {
  const samples: { name: string; id: string; lat: number; lng: number; side: 'L' | 'R' }[] = [];
  let g: Geocoder;

  beforeAll(async () => {
    const { ways, info: realInfo } = await readDefaultRegion();
    g = Geocoder.fromWays(ways, realInfo);
    const streets = ways.filter((w) => !w.area && streetRank(w.tags.highway) >= 4 && w.tags.name && w.coords.length >= 2);
    const kx = Math.cos((57.7 * Math.PI) / 180);
    for (let i = 0; i < streets.length && samples.length < 300; i += 7) {
      const w = streets[i]!;
      const [a, b] = [w.coords[0]!, w.coords[1]!];
      const dx = (b[0] - a[0]) * kx * 111_320;
      const dy = (b[1] - a[1]) * 111_320;
      const len = Math.hypot(dx, dy);
      if (len < 40) continue;
      // 6 m to the left of the first segment's middle (left normal of (dx, dy) is (-dy, dx)), alternating sides.
      const sign = samples.length % 2 === 0 ? 1 : -1;
      const ox = ((-dy / len) * 6 * sign) / (kx * 111_320);
      const oy = ((dx / len) * 6 * sign) / 111_320;
      samples.push({
        name: displayName(w),
        id: w.id,
        lng: (a[0] + b[0]) / 2 + ox,
        lat: (a[1] + b[1]) / 2 + oy,
        side: sign > 0 ? 'L' : 'R',
      });
    }
  });

  it('finds the sampled street for nearly every point', () => {
    expect(samples.length).toBeGreaterThan(150);
    const hits = samples.filter((s) => g.reverse(s.lat, s.lng)?.street === s.name).length;
    expect(hits / samples.length).toBeGreaterThan(0.95);
  });

  it('gets the side right whenever it matched the sampled way', () => {
    const same = samples.map((s) => [s, g.reverse(s.lat, s.lng)!] as const).filter(([s, r]) => r.linkId === s.id);
    // Some points land nearer a neighbouring piece of the same street; the rest must all be on the right side.
    expect(same.length / samples.length).toBeGreaterThan(0.8);
    for (const [s, r] of same) expect(r.sideOfStreet).toBe(s.side);
  });
});
