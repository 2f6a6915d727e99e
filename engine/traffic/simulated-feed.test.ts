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

// Each check walks a year or two months of feeds: seconds alone, far more on a loaded CI machine.
describe.each(Object.keys(REGIONS) as (keyof typeof REGIONS)[])('the simulated feed of %s', { timeout: 180_000 }, (region) => {
  let ways: RoadWay[];
  let net: DemoNetwork;
  beforeAll(async () => {
    ways = await REGIONS[region]();
    net = demoNetwork(ways, regionPlaces(NO_MAP_FEATURES, ways, loadGazetteer));
  }, 300_000);

  it('is the same for the same day and region, and different on another day or in another region', () => {
    const today = simulatedIncidents(net, region, DAY);
    expect(simulatedIncidents(net, region, DAY)).toEqual(today);
    const tomorrow = simulatedIncidents(net, region, '2026-11-25');
    expect(tomorrow.map((i) => i.shortDesc)).not.toEqual(today.map((i) => i.shortDesc));
    expect(simulatedIncidents(net, `${region} (copy)`, DAY).map((i) => i.shortDesc)).not.toEqual(today.map((i) => i.shortDesc));
  });

  it("puts incidents of every kind on the region's major roads over a week, each point within a metre of a road", () => {
    const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
    const incidents = [...new Map(week.flatMap((day) => simulatedIncidents(net, region, day)).map((i) => [i.id, i])).values()];
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

  it("starts within the day (the week's long works on its Monday), ends after the start and by the next morning, with honest words", () => {
    const incidents = simulatedIncidents(net, region, DAY);
    for (const inc of incidents) {
      const start = Date.parse(inc.startTime);
      if (inc.id.startsWith('sim-week-')) {
        expect(inc.startTime).toBe('2026-11-23T00:00:00.000Z');
        expect(inc.endTime).toBe('2026-11-30T00:00:00.000Z');
        continue;
      }
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
    expect(incidents.some((i) => i.impacting)).toBe(true);
    expect(incidents.some((i) => !i.impacting)).toBe(true);
  });

  it('has as many under way as its roads would: a handful in Liechtenstein, a few times that in Gothenburg; more at the peaks than at night', () => {
    const underWay = (iso: string) => {
      const t = Date.parse(iso);
      const seen = new Map(feedDaysAt(new Date(t)).flatMap((day) => simulatedIncidents(net, region, day)).map((i) => [i.id, i]));
      return [...seen.values()].filter((i) => activeAt(i, t));
    };
    // Tuesday 24 November 2026, 10:00 local (09:00 UTC).
    const morning = underWay(`${DAY}T09:00:00Z`).length;
    const [lo, hi] = region === 'Liechtenstein' ? [3, 10] : [10, 35];
    expect(morning).toBeGreaterThanOrEqual(lo);
    expect(morning).toBeLessThanOrEqual(hi);
    let night = 0;
    let peak = 0;
    for (let d = 0; d < 28; d++) {
      const day = new Date(Date.parse('2026-11-02T00:00:00Z') + d * 24 * HOUR_MS);
      if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
      const iso = day.toISOString().slice(0, 10);
      night += underWay(`${iso}T02:00:00Z`).length;
      peak += underWay(`${iso}T07:00:00Z`).length;
    }
    expect(peak).toBeGreaterThan(night);
  });

  it('holds events only on the days they happen: markets on Saturdays (and Advent Sundays), races and festivals on summer weekends', () => {
    for (let d = 0; d < 365; d++) {
      const date = new Date(Date.parse('2026-01-01T00:00:00Z') + d * 24 * HOUR_MS);
      const day = date.toISOString().slice(0, 10);
      const [weekday, month] = [date.getUTCDay(), date.getUTCMonth() + 1];
      for (const inc of simulatedIncidents(net, region, day)) {
        if (/cycling race|festival/.test(inc.shortDesc)) {
          expect([0, 6], `${day}: ${inc.shortDesc}`).toContain(weekday);
          expect(month, `${day}: ${inc.shortDesc}`).toBeGreaterThanOrEqual(4);
          expect(month, `${day}: ${inc.shortDesc}`).toBeLessThanOrEqual(9);
        }
        if (/market/.test(inc.shortDesc)) expect(weekday === 6 || (weekday === 0 && /Christmas/.test(inc.shortDesc)), `${day}: ${inc.shortDesc}`).toBe(true);
      }
    }
  });

  it('has a couple of incidents under way at every moment, never a crowd and few critical, night works running past midnight', () => {
    const feeds = new Map<string, Incident[]>();
    const feed = (day: string) => feeds.get(day) ?? feeds.set(day, simulatedIncidents(net, region, day)).get(day)!;
    const first = Date.parse('2026-11-01T00:00:00Z');
    let fewest = Infinity;
    let fewestAt = '';
    let most = 0;
    let mostCritical = 0;
    let [criticalSeen, seen] = [0, 0];
    for (let t = first; t < first + 60 * 24 * HOUR_MS; t += 5 * 60_000) {
      const now = new Date(t);
      const active = [...new Map(feedDaysAt(now).flatMap(feed).map((i) => [i.id, i])).values()].filter((i) => activeAt(i, t));
      const underWay = active.length;
      if (underWay < fewest) [fewest, fewestAt] = [underWay, now.toISOString()];
      most = Math.max(most, underWay);
      const critical = active.filter((i) => i.severity === 4).length;
      mostCritical = Math.max(mostCritical, critical);
      [criticalSeen, seen] = [criticalSeen + critical, seen + underWay];
    }
    expect(fewest, `fewest under way at ${fewestAt}`).toBeGreaterThanOrEqual(2);
    // Never the twenty (three of them critical) Liechtenstein showed at once before.
    expect(most).toBeLessThanOrEqual(region === 'Liechtenstein' ? 12 : 45);
    // Few critical: rarely two at once, and one in twenty-five of those under way at most.
    expect(mostCritical).toBeLessThanOrEqual(2);
    expect(criticalSeen / seen).toBeLessThan(0.04);
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
