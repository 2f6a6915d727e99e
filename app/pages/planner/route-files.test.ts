// @vitest-environment jsdom
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { ROUTE_CSV_COLUMNS, STOP_NS, routeFileName, routeFileOf, routeToCsv, routeToGpx, routeToKml, type RouteFile } from './route-files.ts';

const ROUTE: RouteFile = {
  name: 'Booth <b>tour</b> & "more"',
  departAt: new Date(2026, 10, 25, 8, 0).toISOString(),
  returnToStart: false,
  stops: [
    {
      name: 'Haga Nygata',
      address: 'Haga Nygata, 413 01 Göteborg',
      lat: 57.69871,
      lng: 11.95602,
      deliveryStartAt: new Date(2026, 10, 25, 14, 0).toISOString(),
      deliveryEndAt: new Date(2026, 10, 25, 15, 0).toISOString(),
      serviceMinutes: 10,
      arrival: new Date(2026, 10, 25, 9, 8).toISOString(),
      departure: new Date(2026, 10, 25, 14, 10).toISOString(),
    },
    { name: '=HYPERLINK("evil")', address: null, lat: 57.7089, lng: 11.9746, deliveryStartAt: null, deliveryEndAt: null, serviceMinutes: 0, arrival: null, departure: null },
  ],
  line: [
    [57.69871, 11.95602],
    [57.7, 11.96],
    [57.7089, 11.9746],
  ],
};

const GPX_NS = 'http://www.topografix.com/GPX/1/1';
const parseXml = (text: string) => {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
};
const children = (el: Element) => Array.from(el.children).map((c) => c.localName);

describe('GPX export', () => {
  const doc = parseXml(routeToGpx(ROUTE, new Date('2026-11-25T08:00:00Z')));
  const gpx = doc.documentElement;

  it('is GPX 1.1 in its namespace, with the structure its schema requires', () => {
    expect(gpx.localName).toBe('gpx');
    expect(gpx.namespaceURI).toBe(GPX_NS);
    expect(gpx.getAttribute('version')).toBe('1.1');
    expect(gpx.getAttribute('creator')).toBeTruthy();
    // gpxType: metadata?, wpt*, rte*, trk*, in that order.
    expect(children(gpx)).toEqual(['metadata', 'rte', 'trk']);
    expect(children(gpx.querySelector('metadata')!)).toEqual(['name', 'desc', 'time']);
    for (const pt of Array.from(doc.querySelectorAll('rtept, trkpt'))) {
      const lat = Number(pt.getAttribute('lat'));
      const lon = Number(pt.getAttribute('lon'));
      expect(lat).toBeGreaterThanOrEqual(-90);
      expect(lat).toBeLessThanOrEqual(90);
      expect(lon).toBeGreaterThanOrEqual(-180);
      expect(lon).toBeLessThan(180);
    }
    // wptType: name, desc, then extensions last.
    expect(children(doc.querySelector('rtept')!)).toEqual(['name', 'desc', 'extensions']);
  });

  it('lists the stops as route points in order and the drawn line as the track', () => {
    const points = Array.from(doc.querySelectorAll('rte > rtept'));
    expect(points.map((p) => p.querySelector('name')?.textContent)).toEqual(['1. Haga Nygata', '2. =HYPERLINK("evil")']);
    expect(points.map((p) => [Number(p.getAttribute('lat')), Number(p.getAttribute('lon'))])).toEqual([
      [57.69871, 11.95602],
      [57.7089, 11.9746],
    ]);
    expect(points[0]!.querySelector('desc')?.textContent).toBe(
      'Haga Nygata, 413 01 Göteborg · Window 2026-11-25 14:00 – 2026-11-25 15:00 · Service 10 min · Arrive 2026-11-25 09:08 · Depart 2026-11-25 14:10',
    );
    expect(doc.querySelector('rte > desc')?.textContent).toBe('Departure 2026-11-25 08:00');
    expect(doc.querySelectorAll('trk > trkseg > trkpt')).toHaveLength(3);
    expect(doc.querySelector('rte > name')?.textContent).toBe(ROUTE.name);
  });

  it('carries each stop\'s exact fields as extensions in the planner\'s namespace', () => {
    const [first, second] = Array.from(doc.querySelectorAll('rte > rtept'));
    const field = (p: Element, name: string) => p.getElementsByTagNameNS(STOP_NS, name)[0]?.textContent ?? null;
    const stop = ROUTE.stops[0]!;
    expect([field(first!, 'address'), field(first!, 'windowStart'), field(first!, 'windowEnd'), field(first!, 'serviceMinutes'), field(first!, 'arrival'), field(first!, 'departure')]).toEqual([
      stop.address,
      stop.deliveryStartAt,
      stop.deliveryEndAt,
      '10',
      stop.arrival,
      stop.departure,
    ]);
    expect([field(second!, 'address'), field(second!, 'windowStart'), field(second!, 'serviceMinutes')]).toEqual([null, null, '0']);
  });

  it('ends a round trip back at the first stop', () => {
    const loop = parseXml(routeToGpx({ ...ROUTE, returnToStart: true }));
    const points = Array.from(loop.querySelectorAll('rte > rtept'));
    expect(points).toHaveLength(3);
    const last = points[2]!;
    expect([last.getAttribute('lat'), last.getAttribute('lon')]).toEqual([points[0]!.getAttribute('lat'), points[0]!.getAttribute('lon')]);
    expect(last.querySelector('name')?.textContent).toBe('Back at 1. Haga Nygata');
    // A single stop has no way back.
    expect(parseXml(routeToGpx({ ...ROUTE, returnToStart: true, stops: ROUTE.stops.slice(0, 1) })).querySelectorAll('rte > rtept')).toHaveLength(1);
  });

  it('leaves the track out while there is no line', () => {
    const bare = parseXml(routeToGpx({ ...ROUTE, line: [] }));
    expect(children(bare.documentElement)).toEqual(['metadata', 'rte']);
  });
});

describe('KML export', () => {
  const doc = parseXml(routeToKml(ROUTE));

  it('has a placemark per stop in order, longitude first, and the line', () => {
    expect(doc.documentElement.namespaceURI).toBe('http://www.opengis.net/kml/2.2');
    const marks = Array.from(doc.querySelectorAll('Document > Placemark'));
    expect(marks).toHaveLength(3);
    expect(marks[0]!.querySelector('name')?.textContent).toBe('1. Haga Nygata');
    expect(marks[0]!.querySelector('Point > coordinates')?.textContent).toBe('11.956020,57.698710');
    const line = marks[2]!.querySelector('LineString > coordinates')!.textContent!.trim().split(' ');
    expect(line).toEqual(['11.956020,57.698710', '11.960000,57.700000', '11.974600,57.708900']);
    expect(doc.querySelector('Document > name')?.textContent).toBe(ROUTE.name);
  });

  it('carries window, service time, arrival and departure as named data', () => {
    const data = Array.from(doc.querySelectorAll('Document > Placemark')[0]!.querySelectorAll('ExtendedData > Data'));
    expect(data.map((d) => [d.getAttribute('name'), d.querySelector('value')?.textContent])).toEqual([
      ['Address', 'Haga Nygata, 413 01 Göteborg'],
      ['Window Start', '2026-11-25 14:00'],
      ['Window End', '2026-11-25 15:00'],
      ['Service Minutes', '10'],
      ['Arrival', '2026-11-25 09:08'],
      ['Departure', '2026-11-25 14:10'],
    ]);
  });
});

describe('control characters', () => {
  const dirty: RouteFile = {
    ...ROUTE,
    name: 'Tour\u0007 one',
    stops: [{ ...ROUTE.stops[0]!, name: 'Bell\u0007 Nul\u0000 Esc\u001B Avenyn', address: 'Avenyn\u000B 1' }],
    line: [],
  };

  it('are stripped from every export, so GPX and KML stay well-formed XML', () => {
    const gpx = parseXml(routeToGpx(dirty));
    expect(gpx.querySelector('rte > rtept > name')?.textContent).toBe('1. Bell Nul Esc Avenyn');
    expect(gpx.getElementsByTagNameNS(STOP_NS, 'address')[0]?.textContent).toBe('Avenyn 1');
    expect(gpx.querySelector('rte > name')?.textContent).toBe('Tour one');
    const kml = parseXml(routeToKml(dirty));
    expect(kml.querySelector('Placemark > name')?.textContent).toBe('1. Bell Nul Esc Avenyn');
    const csv = Papa.parse<string[]>(routeToCsv(dirty).slice(1), { skipEmptyLines: true }).data;
    expect(csv[1]?.slice(1, 3)).toEqual(['Bell Nul Esc Avenyn', 'Avenyn 1']);
  });
});

describe('routeFileOf', () => {
  it('takes the shown name, and the departure from the arrival, the wait for the window and the service time', () => {
    const stop = {
      id: 4,
      routeId: 1,
      order: 0,
      name: 'Avenyn',
      displayString: 'Avenyn, Göteborg',
      address: 'Avenyn 1',
      latitude: 57.6995,
      longitude: 11.975,
      resultId: null,
      place: '',
      type: null,
      deliveryStartAt: null,
      deliveryEndAt: null,
      serviceMinutes: 15,
    };
    const arrivals = new Map([[4, { arrival: '2026-11-25T08:00:00.000Z', waitSeconds: 600 }]]);
    const file = routeFileOf({ name: 'R', departAt: null, returnToStart: true }, [stop, { ...stop, id: 5 }], arrivals, null);
    expect(file.stops.map((s) => [s.name, s.arrival, s.departure, s.serviceMinutes])).toEqual([
      ['Avenyn, Göteborg', '2026-11-25T08:00:00.000Z', '2026-11-25T08:25:00.000Z', 15],
      ['Avenyn, Göteborg', null, null, 15],
    ]);
    expect(file).toMatchObject({ name: 'R', departAt: null, returnToStart: true, line: [] });
  });
});

describe('CSV export', () => {
  it('writes one row per stop in order with the window, service time, arrival and departure, and no formula', () => {
    const text = routeToCsv(ROUTE);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
    expect(parsed.data[0]).toEqual([...ROUTE_CSV_COLUMNS]);
    expect(parsed.data[1]).toEqual([
      '1',
      'Haga Nygata',
      'Haga Nygata, 413 01 Göteborg',
      '57.698710',
      '11.956020',
      '2026-11-25 14:00',
      '2026-11-25 15:00',
      '10',
      '2026-11-25 09:08',
      '2026-11-25 14:10',
    ]);
    expect(parsed.data[2]).toEqual(['2', `'=HYPERLINK("evil")`, '', '57.708900', '11.974600', '', '', '0', '', '']);
  });
});

describe('routeFileName', () => {
  const day = new Date(2026, 10, 25, 12);
  it('carries the route name, safe for any file system, and the local date', () => {
    expect(routeFileName('Route 1', 'gpx', day)).toBe('Route-1_2026-11-25.gpx');
    expect(routeFileName('a/b: c*?', 'kml', day)).toBe('a-b-c_2026-11-25.kml');
    expect(routeFileName('  ', 'csv', day)).toBe('route_2026-11-25.csv');
    expect(routeFileName('Göteborg tour', 'csv', day)).toBe('Göteborg-tour_2026-11-25.csv');
  });
});
