// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { BatchRowQuery } from '../../../service/contract/index.ts';
import { routeToCsv, routeToGpx, type RouteFile } from './route-files.ts';
import { findColumns, planImport, readMoment, readStopFile, type GeocodeAnswer, type ImportCandidate } from './stop-import.ts';

const DAY = new Date(2026, 10, 25, 12);
const GOTHENBURG = [{ name: 'Göteborg, Sweden', bounds: { ul: { lat: 57.9, lng: 11.6 }, lr: { lat: 57.5, lng: 12.3 } } }];

function candidates(fileName: string, text: string): ImportCandidate[] {
  const reading = readStopFile(fileName, text, DAY);
  if (!reading.ok) throw new Error(reading.message);
  return reading.candidates;
}

describe('reading a CSV of stops', () => {
  it('finds the columns by the names people give them', () => {
    expect(findColumns(['Stop Name', 'LAT', 'Long', 'Window start', 'window_end', 'Service Minutes'])).toEqual({ name: 0, lat: 1, lng: 2, start: 3, end: 4, service: 5 });
    expect(findColumns(['Customer', 'Street Address', 'Town', 'Post code'])).toEqual({ name: 0, street: 1, city: 2, postalCode: 3 });
    expect(findColumns(['Kunde', 'Anschrift', 'PLZ'])).toEqual({ location: 1, postalCode: 2 });
    expect(findColumns(['Nombre', 'Dirección'])).toEqual({ location: 1 });
  });

  it('refuses a row whose name or address holds a control character, saying which', () => {
    const reading = readStopFile('stops.csv', 'Name,Address,Latitude,Longitude\n"Bell\u0007",,57.7,11.9\nFine,"Avenyn\u0000 1",57.7,11.9\nGood,,57.7,11.9', DAY);
    if (!reading.ok) throw new Error(reading.message);
    expect(reading.candidates.map((c) => c.name)).toEqual(['Good']);
    expect(reading.problems).toEqual([
      { row: 1, reason: 'The name holds a control character (U+0007), which no file or link can carry: remove it and import again' },
      { row: 2, reason: 'The address holds a control character (U+0000), which no file or link can carry: remove it and import again' },
    ]);
  });

  it('reads coordinates, windows on the day and service minutes, and lists each bad row with its reason', () => {
    const text = [
      'Name,Latitude,Longitude,Window Start,Window End,Service',
      'Avenyn,57.6995,11.9750,09:00,10:30,5',
      'Haga,57.6987,11.9560,,,',
      'Nowhere,91,11.9,,,',
      'Backwards,57.7,11.9,15:00,14:00,',
      'Typo,57.7,11.9,9 o clock,,',
      'Slow,57.7,11.9,,,2.5',
      'Blank,,,,,',
    ].join('\n');
    const reading = readStopFile('stops.csv', text, DAY);
    if (!reading.ok) throw new Error(reading.message);
    expect(reading.candidates).toEqual([
      {
        row: 1,
        name: 'Avenyn',
        address: null,
        lat: 57.6995,
        lng: 11.975,
        query: null,
        deliveryStartAt: new Date(2026, 10, 25, 9, 0).toISOString(),
        deliveryEndAt: new Date(2026, 10, 25, 10, 30).toISOString(),
        serviceMinutes: 5,
      },
      { row: 2, name: 'Haga', address: null, lat: 57.6987, lng: 11.956, query: null, deliveryStartAt: null, deliveryEndAt: null, serviceMinutes: 0 },
    ]);
    expect(reading.problems.map((p) => [p.row, p.reason])).toEqual([
      [3, "Coordinates '91, 11.9' are not a latitude from -90 to 90 and a longitude from -180 to 180"],
      [4, 'The window starts after it ends'],
      [5, "Window '9 o clock–' is not two times (HH:MM or YYYY-MM-DD HH:MM)"],
      [6, "Service time '2.5' is not whole minutes from 0 to 1440"],
      [7, 'No coordinates and no address'],
    ]);
  });

  it('asks for an address when there are no coordinates: one line, or the street and city parts', () => {
    expect(candidates('a.csv', 'Address\n"Kungsgatan 12, Göteborg"').map((c) => c.query)).toEqual([{ location: 'Kungsgatan 12, Göteborg' }]);
    expect(candidates('a.csv', 'Street,City,Zip\nKungsgatan 12,Göteborg,\n').map((c) => c.query)).toEqual([{ street: 'Kungsgatan 12', city: 'Göteborg' }]);
  });

  it('refuses a file it cannot place anything from, or of another kind', () => {
    expect(readStopFile('a.csv', 'Foo,Bar\n1,2', DAY)).toEqual({ ok: false, message: 'No column to place the stops by: name one Latitude and one Longitude, or Address (or Street and City)' });
    expect(readStopFile('a.csv', '', DAY)).toEqual({ ok: false, message: 'The file has no rows' });
    expect(readStopFile('a.txt', 'x', DAY)).toEqual({ ok: false, message: 'Choose a .csv or .gpx file' });
  });

  it('reads window times as the planner writes them, as ISO, or as HH:MM on the day', () => {
    expect(readMoment('2026-11-26 14:05', DAY)).toBe(new Date(2026, 10, 26, 14, 5).toISOString());
    expect(readMoment('2026-11-26T14:05:00Z', DAY)).toBe('2026-11-26T14:05:00.000Z');
    expect(readMoment('7:30', DAY)).toBe(new Date(2026, 10, 25, 7, 30).toISOString());
    expect(readMoment('', DAY)).toBeNull();
    for (const bad of ['24:00', '2026-02-30 10:00', 'noon', '2026-11-26']) expect(readMoment(bad, DAY), bad).toBeUndefined();
  });
});

describe('reading a GPX file', () => {
  it('takes the route points in order, else the waypoints, and lists points without a position', () => {
    const gpx = `<?xml version="1.0"?><gpx version="1.1" creator="x" xmlns="http://www.topografix.com/GPX/1/1">
      <wpt lat="1" lon="2"><name>Ignored while there is a route</name></wpt>
      <rte><rtept lat="57.70" lon="11.97"><name>Depot</name></rtept><rtept lat="north" lon="11.9"/><rtept lat="57.71" lon="11.95"/></rte></gpx>`;
    const reading = readStopFile('trip.GPX', gpx, DAY);
    if (!reading.ok) throw new Error(reading.message);
    expect(reading.candidates.map((c) => [c.row, c.name, c.lat, c.lng])).toEqual([
      [1, 'Depot', 57.7, 11.97],
      [3, null, 57.71, 11.95],
    ]);
    expect(reading.problems).toEqual([{ row: 2, reason: 'The point has no valid lat and lon' }]);
    const waypoints = `<gpx xmlns="http://www.topografix.com/GPX/1/1"><wpt lat="57.7" lon="11.9"><name>Kiosk</name></wpt></gpx>`;
    expect(candidates('w.gpx', waypoints).map((c) => c.name)).toEqual(['Kiosk']);
    expect(readStopFile('x.gpx', '<kml/>', DAY)).toEqual({ ok: false, message: 'The file is not GPX' });
  });

  it('refuses a GPX file with a control character, raw or as a character reference, naming the line', () => {
    const gpx = (name: string) => `<gpx xmlns="http://www.topografix.com/GPX/1/1">\n<wpt lat="57.7" lon="11.9">\n<name>${name}</name></wpt></gpx>`;
    expect(readStopFile('a.gpx', gpx('Bell\u0007'), DAY)).toEqual({ ok: false, message: 'Line 3 holds a control character (U+0007), which a GPX file cannot hold: remove it and import again' });
    expect(readStopFile('a.gpx', gpx('Bell&#x1B;'), DAY)).toEqual({ ok: false, message: 'Line 3 holds a control character (U+001B), which a GPX file cannot hold: remove it and import again' });
    expect(readStopFile('a.gpx', gpx('Tab&#9;and &#228;'), DAY)).toMatchObject({ ok: true });
  });

  it('drops the last point of a round trip from another app, which is the way home and not a stop', () => {
    const loop = `<gpx xmlns="http://www.topografix.com/GPX/1/1"><rte>
      <rtept lat="57.7" lon="11.9"><name>Depot</name></rtept><rtept lat="57.71" lon="11.91"><name>A</name></rtept>
      <rtept lat="57.72" lon="11.92"><name>B</name></rtept><rtept lat="57.7" lon="11.9"><name>Depot</name></rtept></rte></gpx>`;
    expect(candidates('loop.gpx', loop).map((c) => c.name)).toEqual(['Depot', 'A', 'B']);
  });
});

describe('the planner’s own exports read back', () => {
  const route: RouteFile = {
    name: 'Booth',
    departAt: new Date(2026, 10, 25, 8).toISOString(),
    returnToStart: true,
    stops: [
      {
        name: 'Avenyn',
        address: 'Avenyn 1, 411 36 Göteborg',
        lat: 57.6995,
        lng: 11.975,
        deliveryStartAt: new Date(2026, 10, 25, 9).toISOString(),
        deliveryEndAt: new Date(2026, 10, 25, 10).toISOString(),
        serviceMinutes: 5,
        arrival: new Date(2026, 10, 25, 8).toISOString(),
        departure: new Date(2026, 10, 25, 9, 5).toISOString(),
      },
      { name: 'Haga', address: null, lat: 57.6987, lng: 11.956, deliveryStartAt: null, deliveryEndAt: null, serviceMinutes: 0, arrival: null, departure: null },
      { name: 'Järntorget "3"', address: 'Järntorget', lat: 57.6998, lng: 11.9535, deliveryStartAt: null, deliveryEndAt: new Date(2026, 10, 25, 17, 30).toISOString(), serviceMinutes: 12, arrival: null, departure: null },
    ],
    line: [],
  };
  const fields = (c: ImportCandidate) => [c.name, c.address, c.lat, c.lng, c.deliveryStartAt, c.deliveryEndAt, c.serviceMinutes];
  const expected = route.stops.map((s) => [s.name, s.address, s.lat, s.lng, s.deliveryStartAt, s.deliveryEndAt, s.serviceMinutes]);

  it('gives every stop back from its CSV: name, address, coordinates, window and service time', () => {
    expect(candidates('Booth_2026-11-25.csv', routeToCsv(route)).map(fields)).toEqual(expected);
  });

  it('gives every stop back from its GPX, exact to the millisecond, without the way back to the start', () => {
    const exact = { ...route, stops: route.stops.map((s, i) => (i === 0 ? { ...s, deliveryEndAt: new Date(2026, 10, 25, 23, 59, 59, 999).toISOString() } : s)) };
    expect(candidates('Booth.gpx', routeToGpx(exact)).map(fields)).toEqual(exact.stops.map((s) => [s.name, s.address, s.lat, s.lng, s.deliveryStartAt, s.deliveryEndAt, s.serviceMinutes]));
    expect(candidates('Booth.gpx', routeToGpx({ ...route, returnToStart: false })).map(fields)).toEqual(expected);
  });

  it('keeps a stop without a window without one, where a file that says nothing of windows gets the default', async () => {
    const regions = [{ name: 'Göteborg', bounds: { ul: { lat: 57.9, lng: 11.6 }, lr: { lat: 57.5, lng: 12.3 } } }];
    const none = async (): Promise<GeocodeAnswer> => ({ error: 'unused' });
    const own = await planImport(candidates('Booth.csv', routeToCsv(route)), none, regions);
    expect(own.stops[1]).toMatchObject({ name: 'Haga', deliveryStartAt: null, deliveryEndAt: null });
    const bare = await planImport(candidates('bare.csv', 'Name,Latitude,Longitude\nHaga,57.6987,11.956'), none, regions);
    expect(bare.stops[0]).toMatchObject({ deliveryStartAt: null, deliveryEndAt: null });
  });
});

describe('placing the rows', () => {
  const answers: Record<string, GeocodeAnswer> = {
    'Kungsgatan 12, Göteborg': { lat: 57.7045, lng: 11.9636, displayName: 'Kungsgatan 12, 411 19 Göteborg', geocodeQualityCode: 'P1AAA' },
    Göteborg: { lat: 57.7089, lng: 11.9746, displayName: 'Göteborg', geocodeQualityCode: 'A5XAX' },
    'Nowhere 1': { error: 'No match found' },
  };
  const geocode = async (q: BatchRowQuery) => answers['location' in q ? q.location : ''] ?? { error: 'No match found' };
  const row = (n: number, fields: Partial<ImportCandidate>): ImportCandidate => ({
    row: n,
    name: null,
    address: null,
    lat: null,
    lng: null,
    query: null,
    deliveryStartAt: null,
    deliveryEndAt: null,
    serviceMinutes: 0,
    ...fields,
  });

  it("leaves out a row in another region than the route's, as a stop picked there is refused", async () => {
    const both = [...GOTHENBURG, { name: 'Liechtenstein', bounds: { ul: { lat: 47.28, lng: 9.47 }, lr: { lat: 47.04, lng: 9.64 } } }];
    const rows = [row(1, { name: 'Vaduz', lat: 47.14, lng: 9.52 }), row(2, { name: 'Haga', lat: 57.6987, lng: 11.956 }), row(3, { name: 'Schaan', lat: 47.17, lng: 9.51 })];
    const fresh = await planImport(rows, geocode, both);
    expect(fresh.stops.map((s) => s.name)).toEqual(['Vaduz', 'Schaan']);
    expect(fresh.problems).toEqual([{ row: 2, reason: "In Göteborg, Sweden, but this route's stops are in Liechtenstein: a route cannot be driven between regions" }]);
    const onGothenburgRoute = await planImport(rows, geocode, both, both[0]);
    expect(onGothenburgRoute.stops.map((s) => s.name)).toEqual(['Haga']);
    expect(onGothenburgRoute.problems.map((p) => p.row)).toEqual([1, 3]);
  });

  it("asks for each address from the middle of the route's region, once there is one", async () => {
    const both = [...GOTHENBURG, { name: 'Liechtenstein', bounds: { ul: { lat: 47.28, lng: 9.47 }, lr: { lat: 47.04, lng: 9.64 } } }];
    const asked: BatchRowQuery[] = [];
    const recording = async (q: BatchRowQuery) => (asked.push(q), geocode(q));
    const rows = [row(1, { query: { location: 'Kungsgatan 12, Göteborg' } }), row(2, { query: { location: 'Nowhere 1' } })];
    await planImport(rows, recording, both);
    // The first row has no region to be asked from; the second is asked from the one the first was found in.
    const middle = { lat: (GOTHENBURG[0]!.bounds.ul.lat + GOTHENBURG[0]!.bounds.lr.lat) / 2, lng: (GOTHENBURG[0]!.bounds.ul.lng + GOTHENBURG[0]!.bounds.lr.lng) / 2 };
    expect(asked).toEqual([{ location: 'Kungsgatan 12, Göteborg' }, { location: 'Nowhere 1', focus: middle }]);
    asked.length = 0;
    await planImport(rows, recording, both, { name: 'Liechtenstein' });
    expect(asked.map((q) => q.focus)).toEqual([{ lat: 47.16, lng: 9.555 }, { lat: 47.16, lng: 9.555 }]);
  });

  it('adds exact addresses and coordinates inside the regions, and says why it leaves out the rest', async () => {
    const plan = await planImport(
      [
        row(1, { query: { location: 'Kungsgatan 12, Göteborg' }, serviceMinutes: 5 }),
        row(2, { query: { location: 'Göteborg' } }),
        row(3, { query: { location: 'Nowhere 1' } }),
        row(4, { name: 'Vaduz', lat: 47.14, lng: 9.52 }),
        row(5, { name: 'Haga', lat: 57.6987, lng: 11.956 }),
      ],
      geocode,
      GOTHENBURG,
    );
    expect(plan.stops.map((s) => [s.name, s.address, s.latitude, s.longitude, s.serviceMinutes])).toEqual([
      ['Kungsgatan 12, 411 19 Göteborg', 'Kungsgatan 12, 411 19 Göteborg', 57.7045, 11.9636, 5],
      ['Haga', null, 57.6987, 11.956, 0],
    ]);
    // A stop without a window of its own has none: no window nobody set can make it late.
    expect(plan.stops[1]).toMatchObject({ deliveryStartAt: null, deliveryEndAt: null });
    expect(plan.problems).toEqual([
      { row: 2, reason: "'Göteborg' was found only as a city: check the address" },
      { row: 3, reason: "'Nowhere 1': No match found" },
      { row: 4, reason: 'Outside the offline region (Göteborg, Sweden)' },
    ]);
  });
});
