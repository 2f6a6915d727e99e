// The simulated demo feed on both real regions: deterministic per day and region, on the region's roads, honest times.
import { loadGazetteer } from '../geocode/gazetteer-node.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { readDefaultRegion } from '../pack/default-region.ts';
import { NO_MAP_FEATURES } from '../pack/map-features.ts';
import { readOsmPbf } from '../pack/osm-pbf.ts';
import type { RoadWay } from '../pack/ways.ts';
import type { Incident } from './types.ts';
import { regionPlaces } from './nearby-names.ts';
import { distanceToLine } from './polyline.ts';
import { activeAt, dayOf, demoNetwork, feedDaysAt, simulatedIncidents, type DemoNetwork } from './simulated-feed.ts';

const DAY = '2026-11-24';
const DAY_START = Date.parse(`${DAY}T00:00:00Z`);
const HOUR_MS = 3_600_000;
const DAY_END = DAY_START + 24 * HOUR_MS;

const REGIONS = {
  Liechtenstein: async () => (await readOsmPbf('data/liechtenstein-2021-01.osm.pbf')).ways,
  'Gothenburg, Sweden': async () => (await readDefaultRegion()).ways,
};

describe.each(Object.keys(REGIONS) as (keyof typeof REGIONS)[])('the simulated feed of %s', (region) => {
  let ways: RoadWay[];
  let net: DemoNetwork;
  beforeAll(async () => {
    ways = await REGIONS[region]();
    net = demoNetwork(ways, regionPlaces(NO_MAP_FEATURES, ways, loadGazetteer()));
  });

  it('is the same for the same day and region, and different on another day or in another region', () => {
    const today = simulatedIncidents(net, region, DAY);
    expect(simulatedIncidents(net, region, DAY)).toEqual(today);
    const tomorrow = simulatedIncidents(net, region, '2026-11-25');
    expect(tomorrow.map((i) => i.shortDesc)).not.toEqual(today.map((i) => i.shortDesc));
    expect(simulatedIncidents(net, `${region} (copy)`, DAY).map((i) => i.shortDesc)).not.toEqual(today.map((i) => i.shortDesc));
  });

  it('puts a few dozen incidents of every kind on the region\'s major roads, each point within a metre of a road', () => {
    const incidents = simulatedIncidents(net, region, DAY);
    expect(incidents.length).toBeGreaterThanOrEqual(36);
    expect(new Set(incidents.map((i) => i.type))).toEqual(new Set([1, 2, 3, 4]));
    const roads = ways.filter((w) => ['motorway', 'trunk', 'primary', 'secondary', 'tertiary'].includes(w.tags.highway ?? ''));
    for (const inc of incidents) {
      const nearest = Math.min(...roads.map((w) => distanceToLine(inc.lng, inc.lat, w.coords)));
      expect(nearest, inc.shortDesc).toBeLessThan(1);
    }
  });

  it('never lies outside the region: every point and shape vertex is inside the bounds of its roads', () => {
    const lngs = ways.flatMap((w) => w.coords.map((c) => c[0]));
    const lats = ways.flatMap((w) => w.coords.map((c) => c[1]));
    const [minLng, maxLng, minLat, maxLat] = [Math.min(...lngs), Math.max(...lngs), Math.min(...lats), Math.max(...lats)];
    for (const day of [DAY, '2027-02-28', '2027-07-04']) {
      for (const inc of simulatedIncidents(net, region, day)) {
        for (const [lat, lng] of [[inc.lat, inc.lng], ...(inc.shape ?? [])] as [number, number][]) {
          expect(lng).toBeGreaterThanOrEqual(minLng - 1e-6);
          expect(lng).toBeLessThanOrEqual(maxLng + 1e-6);
          expect(lat).toBeGreaterThanOrEqual(minLat - 1e-6);
          expect(lat).toBeLessThanOrEqual(maxLat + 1e-6);
        }
      }
    }
  });

  it('starts within the day, ends after the start and by the next morning, with severities 1-4 and honest words', () => {
    const incidents = simulatedIncidents(net, region, DAY);
    for (const inc of incidents) {
      const start = Date.parse(inc.startTime);
      expect(start).toBeGreaterThanOrEqual(DAY_START);
      expect(start).toBeLessThan(DAY_END);
      if (inc.endTime) {
        expect(Date.parse(inc.endTime)).toBeGreaterThan(start);
        expect(Date.parse(inc.endTime)).toBeLessThanOrEqual(DAY_END + 9 * HOUR_MS);
      }
      expect(inc.severity).toBeGreaterThanOrEqual(1);
      expect(inc.severity).toBeLessThanOrEqual(4);
      expect(inc.source).toBe('simulated');
      expect(inc.shortDesc).toMatch(/^(Accident|Closure|Congestion|Road works) on \S.* near \S.*: \S/);
      expect(inc.fullDesc).toContain('Simulated demo incident');
      expect(inc.fullDesc).toContain('not real traffic');
    }
    expect(incidents.some((i) => i.endTime)).toBe(true);
    expect(incidents.some((i) => !i.endTime)).toBe(true);
    expect(incidents.some((i) => i.impacting)).toBe(true);
    expect(incidents.some((i) => !i.impacting)).toBe(true);
    expect(new Set(incidents.map((i) => i.severity))).toEqual(new Set([1, 2, 3, 4]));
  });

  it('has a couple of dozen incidents under way at midday', () => {
    const noon = Date.parse(`${DAY}T12:00:00Z`);
    expect(simulatedIncidents(net, region, DAY).filter((i) => activeAt(i, noon)).length).toBeGreaterThanOrEqual(15);
  });

  it('has incidents under way at every moment of the night and day, night works running past midnight', () => {
    const feeds = new Map<string, Incident[]>();
    const feed = (day: string) => feeds.get(day) ?? feeds.set(day, simulatedIncidents(net, region, day)).get(day)!;
    const first = Date.parse('2026-11-01T00:00:00Z');
    let fewest = Infinity;
    let fewestAt = '';
    for (let t = first; t < first + 60 * 24 * HOUR_MS; t += 5 * 60_000) {
      const now = new Date(t);
      const underWay = feedDaysAt(now).flatMap(feed).filter((i) => activeAt(i, t)).length;
      if (underWay < fewest) [fewest, fewestAt] = [underWay, now.toISOString()];
    }
    expect(fewest, `fewest under way at ${fewestAt}`).toBeGreaterThanOrEqual(2);
    const justAfterMidnight = new Date(`${DAY}T00:05:00Z`);
    const night = feedDaysAt(justAfterMidnight).flatMap(feed).filter((i) => activeAt(i, justAfterMidnight.getTime()));
    expect(night.some((i) => i.id.startsWith('sim-2026-11-23-') && i.shortDesc.includes('overnight'))).toBe(true);
  });
});

describe('the feed day', () => {
  it('is the UTC date', () => {
    expect(dayOf(new Date('2026-11-24T23:59:59Z'))).toBe('2026-11-24');
    expect(dayOf(new Date('2026-11-25T00:00:00Z'))).toBe('2026-11-25');
  });

  it('reaches back to the day before, whose night works run past midnight', () => {
    expect(feedDaysAt(new Date('2026-11-25T00:05:00Z'))).toEqual(['2026-11-24', '2026-11-25']);
    expect(feedDaysAt(new Date('2027-03-01T12:00:00Z'))).toEqual(['2027-02-28', '2027-03-01']);
  });

  it('rejects something that is not a day', () => {
    expect(() => simulatedIncidents({ roads: [], places: [] }, 'X', '24.11.2026')).toThrow(RangeError);
  });
});
