// A tiny hand-made OfflineEngine for tests: straight-line routing at 30 mph over two streets and one incident,
// so expected answers can be worked out by hand.
import type { LatLng } from '../../contract/common.ts';
import { GEOCODE_QUALITY_URL, type GeocodeResult } from '../../contract/geocode.ts';
import type { Incident } from '../../contract/traffic-incidents.ts';
import type { OfflineEngine } from './engine.ts';

const EARTH_MILES = 3958.8;

export function miles(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * EARTH_MILES * Math.asin(Math.sqrt(h));
}

/** 30 mph: two minutes per mile. */
export const secondsFor = (mi: number) => Math.round(mi * 120);

export const MAIN_STREET: GeocodeResult = {
  lat: 57.7,
  lng: 11.97,
  street: '1 Main St',
  adminArea5: 'Gothenburg',
  adminArea4: 'Göteborg',
  adminArea3: 'Västra Götaland',
  adminArea1: 'SE',
  postalCode: '41101',
  geocodeQuality: { url: GEOCODE_QUALITY_URL, value: 'ADDRESS' },
  geocodeQualityCode: 'L1AAA',
  sideOfStreet: 'R',
};

export const ROADWORK: Incident = {
  id: 'fake-1',
  type: 1,
  severity: 2,
  impacting: true,
  shortDesc: 'Roadwork on Main St',
  fullDesc: 'Roadwork on Main St, one lane closed',
  startTime: '2025-01-01T08:00:00',
  iconURL: '/icons/construction.png',
  lat: 57.7,
  lng: 11.97,
  source: 'Fake feed',
  shape: [
    [57.7, 11.97],
    [57.701, 11.972],
  ],
};

export function createFakeEngine(overrides: Partial<OfflineEngine> = {}): OfflineEngine {
  const place = (p: LatLng, street: string) => ({
    type: 'Feature' as const,
    geometry: { type: 'Point' as const, coordinates: [p.lng, p.lat] as [number, number] },
    properties: { street },
  });
  return {
    region: {
      name: 'Fakeville',
      bounds: { ul: { lat: 58, lng: 11.5 }, lr: { lat: 57.5, lng: 12.5 } },
      center: { lat: 57.7, lng: 11.97 },
      zoom: 12,
      attribution: '© OpenStreetMap contributors',
      tileFormat: 'vector',
      maxZoom: 14,
      dataDate: null,
      source: '',
      contents: 'roads',
    },
    directions(points, { returnToStart }) {
      const stops = returnToStart && points[0] ? [...points, points[0]] : points;
      const legs = stops.slice(1).map((p, i) => {
        const from = stops[i] as LatLng;
        const distance = miles(from, p);
        const time = secondsFor(distance);
        const maneuvers = [
          { kind: 'depart' as const, street: '', narrative: 'Head out', ...from, distance, time },
          { kind: 'arrive' as const, street: '', narrative: `Arrive at stop ${i + 2}`, ...p, distance: 0, time: 0 },
        ];
        return { distance, time, formattedTime: '', maneuvers };
      });
      const distance = legs.reduce((s, l) => s + l.distance, 0);
      const time = legs.reduce((s, l) => s + l.time, 0);
      return { distance, time, formattedTime: `t${time}`, legs, shape: stops.map((p): [number, number] => [p.lat, p.lng]) };
    },
    matrix(points) {
      const distance = points.map((a) => points.map((b) => miles(a, b)));
      return { distance, time: distance.map((row) => row.map(secondsFor)) };
    },
    forward: (a) => (/main/i.test(a.street) ? MAIN_STREET : null),
    reverse: (p) => ({
      ...MAIN_STREET,
      lat: p.lat,
      lng: p.lng,
      nearestIntersection: { streetDisplayName: 'Side St', distanceMeters: 12.5, label: 'Main St & Side St', latLng: { latitude: 57.7, longitude: 11.97 } },
      roadMetadata: { speedLimit: 50, speedLimitUnits: 'km/h', tollRoad: false },
    }),
    bulkRow: (row) =>
      'location' in row && /main/i.test(row.location)
        ? { lat: 57.7, lng: 11.97, displayName: '1 Main St, Gothenburg', quality: 'ADDRESS', geocodeQualityCode: 'L1AAA', sideOfStreet: 'R', providedLocation: row.location }
        : null,
    suggestLocations: (query) => [{ displayString: `${query} Square`, place: place(MAIN_STREET, 'Square'), latitude: 57.7, longitude: 11.97 }],
    predictions: (q) => [
      {
        name: `${q.q} Cafe`,
        lat: q.near?.lat ?? 57.7,
        lng: q.near?.lng ?? 11.97,
        displayString: `${q.q} Cafe, Main St`,
        resultId: 'r1',
        place: place(MAIN_STREET, 'Main St'),
        type: 'poi',
        address: 'Main St',
      },
    ],
    incidents: (box) =>
      [ROADWORK].filter((i) => i.lat <= box.ul.lat && i.lat >= box.lr.lat && i.lng >= box.ul.lng && i.lng <= box.lr.lng),
    tile: (z) => (z <= 14 ? { body: new Uint8Array([0x1a, 0x02, 0x08, 0x01]), contentType: 'application/vnd.mapbox-vector-tile' } : null),
    ...overrides,
  };
}
