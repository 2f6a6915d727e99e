// Traffic: OSM road works become honest incidents, the bbox query filters, WZDx feeds validate and map, and the
// simulated demo feed joins in for the day asked about.
import { loadGazetteer } from '../geocode/gazetteer-node.ts';
import { describe, expect, it } from 'vitest';
import { NO_MAP_FEATURES, type MapFeatures } from '../pack/map-features.ts';
import type { RoadWay, SourceInfo } from '../pack/ways.ts';
import { buildTrafficSections, parseWzdxFeed, TrafficIndex, WzdxFeedError } from './index.ts';

const info: SourceInfo = { region: 'Testville, Sweden', source: 'test OSM extract (ODbL)', timestamp: '2016-12-27T10:04:02Z' };

const way = (id: string, tags: Record<string, string>, coords: [number, number][]): RoadWay => ({ id, tags, coords, area: false });

const ways: RoadWay[] = [
  way('way/1', { highway: 'construction', construction: 'motorway', name: 'Nya Leden' }, [[11.0, 57.0], [11.02, 57.0]]),
  way('way/2', { highway: 'construction', construction: 'residential' }, [[11.5, 57.5], [11.51, 57.5]]),
  // The same motorway works going on from way/1's end: one piece of works with it.
  way('way/6', { highway: 'construction', construction: 'motorway', name: 'Nya Leden' }, [[11.02, 57.0], [11.04, 57.0]]),
  // A cycleway being built is no traffic incident.
  way('way/7', { highway: 'construction', construction: 'cycleway' }, [[11.8, 57.8], [11.81, 57.8]]),
  way('way/3', { highway: 'residential', name: 'Open Street' }, [[11.0, 57.0], [11.0, 57.01]]),
  way('way/4', { highway: 'construction', construction: 'residential' }, [[11.0005, 57.005], [11.002, 57.005]]),
  // The only major named road, far north of the others: where the simulated feed puts its incidents.
  way('way/5', { highway: 'tertiary', name: 'Main Road' }, [[11.0, 59.0], [11.05, 59.0], [11.05, 59.03]]),
];

const features: MapFeatures = {
  ...NO_MAP_FEATURES,
  places: [
    { id: 'node/1', lng: 11.5, lat: 57.52, kind: 'village', names: ['Testby'] },
    { id: 'node/2', lng: 11.04, lat: 59.01, kind: 'town', names: ['Northtown'] },
  ],
};

const WORLD = { ul: { lat: 90, lng: -180 }, lr: { lat: -90, lng: 180 } };
const NORTH = { ul: { lat: 59.1, lng: 10.9 }, lr: { lat: 58.9, lng: 11.1 } };

const feed = {
  feed_info: { publisher: 'Test DOT', data_sources: [{ data_source_id: 'ds1', organization_name: 'Test County' }] },
  type: 'FeatureCollection',
  features: [
    {
      id: 'wz-7',
      type: 'Feature',
      properties: {
        core_details: { event_type: 'work-zone', data_source_id: 'ds1', road_names: ['Main St'], direction: 'northbound' },
        start_date: '2024-03-01T07:00:00Z',
        end_date: '2024-03-09T17:00:00Z',
        vehicle_impact: 'all-lanes-closed',
        beginning_cross_street: '1st Ave',
        ending_cross_street: '3rd Ave',
      },
      geometry: { type: 'LineString', coordinates: [[11.2, 57.2], [11.21, 57.21]] },
    },
  ],
};

function load(withFeed = false): TrafficIndex {
  const sections = buildTrafficSections(ways, info, features, { feed: withFeed ? parseWzdxFeed(feed) : undefined, gazetteer: loadGazetteer });
  const bytes = Object.fromEntries(
    Object.entries(sections).map(([k, v]) => [k, new Uint8Array(v.buffer, v.byteOffset, v.byteLength)]),
  );
  return TrafficIndex.fromSections((n) => bytes[n], info);
}

describe('OSM road works', () => {
  const index = load();

  it('makes one incident per piece of road works (ways whose ends meet are one), none for open roads, cycleways or footways', () => {
    expect(index.size).toBe(3);
    const motorway = index.incidents(WORLD).find((i) => i.id === 'osm-way-1');
    expect(motorway?.fullDesc).toMatch(/The works span 2 mapped ways\.$/);
    // Found by any part of it: the box holds only way/6's far end.
    expect(index.incidents({ ul: { lat: 57.001, lng: 11.035 }, lr: { lat: 56.999, lng: 11.05 } }).map((i) => i.id)).toEqual(['osm-way-1']);
  });

  it('rates a motorway being built Major and impacting, a residential street Low', () => {
    const all = index.incidents({ ul: { lat: 58, lng: 10 }, lr: { lat: 56, lng: 12 } });
    expect(all.map((i) => [i.id, i.severity, i.impacting, i.source])).toEqual([
      ['osm-way-1', 3, true, 'OpenStreetMap'],
      ['osm-way-2', 1, true, 'OpenStreetMap'],
      ['osm-way-4', 1, true, 'OpenStreetMap'],
    ]);
  });

  it('names works on an unnamed way after the nearest named road, else the nearest place', () => {
    const byId = new Map(index.incidents(WORLD).map((i) => [i.id, i]));
    expect(byId.get('osm-way-4')?.shortDesc).toBe('Road works near Open Street: residential road under construction');
    expect(byId.get('osm-way-2')?.shortDesc).toBe('Road works near Testby: residential road under construction');
    expect(byId.get('osm-way-2')?.fullDesc).toMatch(/^An unnamed way near Testby is mapped in OpenStreetMap/);
    expect([...byId.values()].some((i) => /unnamed road/i.test(i.shortDesc))).toBe(false);
  });

  it('invents no dates: start is the data date, no end, and the description says so', () => {
    const [inc] = index.incidents({ ul: { lat: 57.01, lng: 10.99 }, lr: { lat: 56.99, lng: 11.03 } });
    expect(inc?.startTime).toBe('2016-12-27T10:04:02Z');
    expect(inc?.endTime).toBeUndefined();
    expect(inc?.fullDesc).toContain('records no start or end date');
    expect(inc?.fullDesc).toContain('2016-12-27');
    expect(inc?.fullDesc).toContain('Source: OpenStreetMap way/1, test OSM extract (ODbL).');
    expect(inc?.iconURL).toBe('/icons/incidents/construction.svg');
    expect(inc?.shape?.[0]).toEqual([57.0, 11.0]);
  });
});

describe('bounding box filtering', () => {
  const index = load();

  it('returns only incidents touching the box', () => {
    const near = index.incidents({ ul: { lat: 57.6, lng: 11.45 }, lr: { lat: 57.4, lng: 11.55 } });
    expect(near.map((i) => i.id)).toEqual(['osm-way-2']);
    expect(index.incidents(NORTH, new Date('2026-11-24T12:00:00Z')).every((i) => i.source === 'simulated')).toBe(true);
    expect(index.incidents({ ul: { lat: 40, lng: -80 }, lr: { lat: 39, lng: -79 } })).toEqual([]);
  });

  it('finds a long closure whose middle is outside the box but whose end is inside', () => {
    const box = { ul: { lat: 57.001, lng: 11.015 }, lr: { lat: 56.999, lng: 11.03 } };
    expect(index.incidents(box).map((i) => i.id)).toEqual(['osm-way-1']);
  });

  it('tolerates swapped corners', () => {
    const swapped = index.incidents({ ul: { lat: 57.4, lng: 11.55 }, lr: { lat: 57.6, lng: 11.45 } });
    expect(swapped.map((i) => i.id)).toEqual(['osm-way-2']);
  });
});

describe('WZDx feeds', () => {
  it('maps a full closure to a Critical, impacting incident with the feed dates and source', () => {
    const inc = load(true).incidents({ ul: { lat: 57.3, lng: 11.1 }, lr: { lat: 57.1, lng: 11.3 } })[0];
    expect(inc).toMatchObject({
      id: 'wzdx-wz-7',
      severity: 4,
      impacting: true,
      startTime: '2024-03-01T07:00:00Z',
      endTime: '2024-03-09T17:00:00Z',
      iconURL: '/icons/incidents/road-closed.svg',
      source: 'WZDx feed (Test County)',
    });
    expect(inc?.fullDesc).toContain('between 1st Ave and 3rd Ave');
  });

  it('rejects a feed without dates, naming the path', () => {
    const bad = structuredClone(feed) as { features: { properties: Record<string, unknown> }[] };
    delete bad.features[0]!.properties.start_date;
    expect(() => parseWzdxFeed(bad)).toThrow(WzdxFeedError);
    expect(() => parseWzdxFeed(bad)).toThrow(/features\.0\.properties\.start_date/);
  });

  it('rejects something that is not a FeatureCollection', () => {
    expect(() => parseWzdxFeed({ type: 'Feature' })).toThrow(WzdxFeedError);
  });
});

describe('the simulated demo feed in the index', () => {
  const index = load();
  const noon = new Date('2026-11-24T12:00:00Z');

  it('adds the incidents under way at the time asked about, on the region\'s named major road', () => {
    const now = index.incidents(NORTH, noon);
    expect(now.length).toBeGreaterThan(0);
    for (const inc of now) {
      expect(inc.id).toMatch(/^sim-(2026-11-24|week-2026-11-23)-\d+$/);
      expect(inc.shortDesc).toMatch(/ on Main Road near Northtown: /);
      expect(Date.parse(inc.startTime)).toBeLessThanOrEqual(noon.getTime());
      if (inc.endTime) expect(Date.parse(inc.endTime)).toBeGreaterThan(noon.getTime());
    }
    expect(now.map((i) => i.severity)).toEqual(now.map((i) => i.severity).sort((a, b) => b - a));
  });

  it('gives the same incidents for the same moment and another day\'s for another date', () => {
    expect(index.incidents(NORTH, noon)).toEqual(load().incidents(NORTH, noon));
    const tomorrow = index.incidents(NORTH, new Date('2026-11-25T12:00:00Z'));
    expect(tomorrow.every((i) => /^sim-(2026-11-25|week-2026-11-23)-/.test(i.id))).toBe(true);
    const nextWeek = index.incidents(NORTH, new Date('2026-12-01T12:00:00Z'));
    expect(nextWeek.every((i) => /^sim-(2026-12-01|week-2026-11-30)-/.test(i.id))).toBe(true);
  });

  it("keeps the week's long works under way through the night, each once although both days' lists hold them", () => {
    const night = index.incidents(NORTH, new Date('2026-11-25T00:05:00Z'));
    const week = night.filter((i) => i.id.startsWith('sim-week-2026-11-23-'));
    expect(week.length).toBeGreaterThan(0);
    expect(new Set(night.map((i) => i.id)).size).toBe(night.length);
  });

  it('shows no simulated incident outside the box', () => {
    const south = index.incidents({ ul: { lat: 58, lng: 10 }, lr: { lat: 56, lng: 12 } }, noon);
    expect(south.some((i) => i.source === 'simulated')).toBe(false);
  });
});
