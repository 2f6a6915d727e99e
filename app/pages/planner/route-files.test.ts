// @vitest-environment jsdom
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { ROUTE_CSV_COLUMNS, routeFileName, routeToCsv, routeToGpx, routeToKml, type RouteFile } from './route-files.ts';

const ROUTE: RouteFile = {
  name: 'Booth <b>tour</b> & "more"',
  stops: [
    {
      name: 'Haga Nygata',
      address: 'Haga Nygata, 413 01 Göteborg',
      lat: 57.69871,
      lng: 11.95602,
      deliveryStartAt: new Date(2026, 10, 25, 14, 0).toISOString(),
      deliveryEndAt: new Date(2026, 10, 25, 15, 0).toISOString(),
      arrival: new Date(2026, 10, 25, 9, 8).toISOString(),
    },
    { name: '=HYPERLINK("evil")', address: null, lat: 57.7089, lng: 11.9746, deliveryStartAt: null, deliveryEndAt: null, arrival: null },
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
    expect(children(gpx.querySelector('metadata')!)).toEqual(['name', 'time']);
    for (const pt of Array.from(doc.querySelectorAll('rtept, trkpt'))) {
      const lat = Number(pt.getAttribute('lat'));
      const lon = Number(pt.getAttribute('lon'));
      expect(lat).toBeGreaterThanOrEqual(-90);
      expect(lat).toBeLessThanOrEqual(90);
      expect(lon).toBeGreaterThanOrEqual(-180);
      expect(lon).toBeLessThan(180);
    }
    // wptType: name before desc.
    expect(children(doc.querySelector('rtept')!)).toEqual(['name', 'desc']);
  });

  it('lists the stops as route points in order and the drawn line as the track', () => {
    const points = Array.from(doc.querySelectorAll('rte > rtept'));
    expect(points.map((p) => p.querySelector('name')?.textContent)).toEqual(['1. Haga Nygata', '2. =HYPERLINK("evil")']);
    expect(points.map((p) => [Number(p.getAttribute('lat')), Number(p.getAttribute('lon'))])).toEqual([
      [57.69871, 11.95602],
      [57.7089, 11.9746],
    ]);
    expect(points[0]!.querySelector('desc')?.textContent).toBe('Haga Nygata, 413 01 Göteborg · Window 2026-11-25 14:00 – 2026-11-25 15:00 · Arrive 2026-11-25 09:08');
    expect(doc.querySelectorAll('trk > trkseg > trkpt')).toHaveLength(3);
    expect(doc.querySelector('rte > name')?.textContent).toBe(ROUTE.name);
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
});

describe('CSV export', () => {
  it('writes one row per stop in order with the window and arrival, and no formula', () => {
    const text = routeToCsv(ROUTE);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
    expect(parsed.data[0]).toEqual([...ROUTE_CSV_COLUMNS]);
    expect(parsed.data[1]).toEqual(['1', 'Haga Nygata', 'Haga Nygata, 413 01 Göteborg', '57.698710', '11.956020', '2026-11-25 14:00', '2026-11-25 15:00', '2026-11-25 09:08']);
    expect(parsed.data[2]).toEqual(['2', `'=HYPERLINK("evil")`, '', '57.708900', '11.974600', '', '', '']);
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
