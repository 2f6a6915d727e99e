// The planned route as files a driver's device or a spreadsheet reads: GPX 1.1 (the stops as route points in
// order, back to the first on a round trip, the drawn line as a track), KML (the stops as placemarks, the line as
// a LineString) and CSV (one row per stop in order). Each stop carries its window, service time, arrival and
// departure; the GPX and CSV carry what the planner's import needs to restore every stop as it was. Pure text
// builders, so a test can parse each file back.
import Papa from 'papaparse';
import { neutraliseCell } from '../../files/csv-cell.ts';
import { withoutControlChars } from '../../files/control-chars.ts';
import type { Stop } from '../../data/hooks.ts';
import type { Arrival } from './arrival-text.ts';
import { timeOfDay } from './delivery-window.ts';

export interface RouteFileStop {
  name: string;
  address: string | null;
  lat: number;
  lng: number;
  deliveryStartAt: string | null;
  deliveryEndAt: string | null;
  serviceMinutes: number;
  /** ISO arrival from the optimize that planned this order, else null. */
  arrival: string | null;
  /** ISO time the vehicle leaves: arrival, any wait for the window, and the service time; null without an arrival. */
  departure: string | null;
}

export interface RouteFile {
  name: string;
  /** When the route leaves its first stop (ISO); null for 'now'. */
  departAt: string | null;
  /** A round trip: the GPX route ends back at the first stop. */
  returnToStart: boolean;
  stops: readonly RouteFileStop[];
  /** The drawn line as [lat, lng] pairs; empty before the route has one. */
  line: readonly (readonly [number, number])[];
}

export type RouteFileFormat = 'gpx' | 'kml' | 'csv';

export const MEDIA_TYPES: Record<RouteFileFormat, string> = {
  gpx: 'application/gpx+xml',
  kml: 'application/vnd.google-earth.kml+xml',
  csv: 'text/csv;charset=utf-8',
};

const CREATOR = 'Maps Demo Suite';

/** The namespace of the GPX extensions that carry what GPX has no element for; the planner's import reads them. */
export const STOP_NS = 'urn:x-maps-demo-suite:stop:1';

/** Text as XML content: escaped, and without the characters XML cannot hold at all. */
function xml(text: string): string {
  return withoutControlChars(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** Six decimals: about 0.1 m, more than any device's position. */
const coordinate = (n: number): string => n.toFixed(6);

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:MM' in local time: what a spreadsheet shows and a person reads. */
function localMoment(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${timeOfDay(d)}`;
}

/** What a device shows under a stop's name: its address, window, service time, arrival and departure, as far as they are known. */
function stopDescription(stop: RouteFileStop): string {
  const parts: string[] = [];
  if (stop.address && stop.address !== stop.name) parts.push(stop.address);
  if (stop.deliveryStartAt || stop.deliveryEndAt) parts.push(`Window ${localMoment(stop.deliveryStartAt) || '…'} – ${localMoment(stop.deliveryEndAt) || '…'}`);
  if (stop.serviceMinutes > 0) parts.push(`Service ${stop.serviceMinutes} min`);
  if (stop.arrival) parts.push(`Arrive ${localMoment(stop.arrival)}`);
  if (stop.departure) parts.push(`Depart ${localMoment(stop.departure)}`);
  return parts.join(' · ');
}

const routeDescription = (route: RouteFile): string => (route.departAt ? `Departure ${localMoment(route.departAt)}` : '');

const stopLabel = (stop: RouteFileStop, i: number) => `${i + 1}. ${stop.name}`;

/** The stop's fields as GPX extension elements, exact (ISO times), for the planner's import. */
function stopExtensions(stop: RouteFileStop): string {
  const fields: [string, string | null][] = [
    ['address', stop.address],
    ['windowStart', stop.deliveryStartAt],
    ['windowEnd', stop.deliveryEndAt],
    ['serviceMinutes', String(stop.serviceMinutes)],
    ['arrival', stop.arrival],
    ['departure', stop.departure],
  ];
  const present = fields.filter((f): f is [string, string] => f[1] !== null && f[1] !== '');
  return `<extensions>${present.map(([k, v]) => `<stop:${k}>${xml(v)}</stop:${k}>`).join('')}</extensions>`;
}

/** GPX 1.1, elements in the order its schema requires (metadata, rte, trk; in a point name, desc, extensions). */
export function routeToGpx(route: RouteFile, now: Date = new Date()): string {
  const about = routeDescription(route);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<gpx version="1.1" creator="${CREATOR}" xmlns="http://www.topografix.com/GPX/1/1" xmlns:stop="${STOP_NS}">`,
    `  <metadata><name>${xml(route.name)}</name>${about ? `<desc>${xml(about)}</desc>` : ''}<time>${now.toISOString()}</time></metadata>`,
    '  <rte>',
    `    <name>${xml(route.name)}</name>`,
    ...(about ? [`    <desc>${xml(about)}</desc>`] : []),
  ];
  route.stops.forEach((stop, i) => {
    const desc = stopDescription(stop);
    lines.push(
      `    <rtept lat="${coordinate(stop.lat)}" lon="${coordinate(stop.lng)}"><name>${xml(stopLabel(stop, i))}</name>${desc ? `<desc>${xml(desc)}</desc>` : ''}${stopExtensions(stop)}</rtept>`,
    );
  });
  const first = route.stops[0];
  if (route.returnToStart && first && route.stops.length >= 2) {
    // The way back is part of a round trip: a device following the route ends where it began.
    lines.push(
      `    <rtept lat="${coordinate(first.lat)}" lon="${coordinate(first.lng)}"><name>${xml(`Back at 1. ${first.name}`)}</name><extensions><stop:returnToStart>true</stop:returnToStart></extensions></rtept>`,
    );
  }
  lines.push('  </rte>');
  if (route.line.length >= 2) {
    lines.push('  <trk>', `    <name>${xml(route.name)}</name>`, '    <trkseg>');
    for (const [lat, lng] of route.line) lines.push(`      <trkpt lat="${coordinate(lat)}" lon="${coordinate(lng)}"/>`);
    lines.push('    </trkseg>', '  </trk>');
  }
  lines.push('</gpx>', '');
  return lines.join('\n');
}

/** KML's ExtendedData: the same fields as named values, which Google Earth and most GIS tools list. */
function kmlData(stop: RouteFileStop): string[] {
  const fields: [string, string][] = [
    ['Address', stop.address ?? ''],
    ['Window Start', localMoment(stop.deliveryStartAt)],
    ['Window End', localMoment(stop.deliveryEndAt)],
    ['Service Minutes', String(stop.serviceMinutes)],
    ['Arrival', localMoment(stop.arrival)],
    ['Departure', localMoment(stop.departure)],
  ];
  return [
    '      <ExtendedData>',
    ...fields.map(([name, value]) => `        <Data name="${xml(name)}"><value>${xml(value)}</value></Data>`),
    '      </ExtendedData>',
  ];
}

/** KML 2.2: coordinates are longitude first. */
export function routeToKml(route: RouteFile): string {
  const about = routeDescription(route);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<kml xmlns="http://www.opengis.net/kml/2.2">',
    '  <Document>',
    `    <name>${xml(route.name)}</name>`,
    ...(about ? [`    <description>${xml(about)}</description>`] : []),
  ];
  route.stops.forEach((stop, i) => {
    const desc = stopDescription(stop);
    lines.push(
      '    <Placemark>',
      `      <name>${xml(stopLabel(stop, i))}</name>`,
      ...(desc ? [`      <description>${xml(desc)}</description>`] : []),
      ...kmlData(stop),
      `      <Point><coordinates>${coordinate(stop.lng)},${coordinate(stop.lat)}</coordinates></Point>`,
      '    </Placemark>',
    );
  });
  if (route.line.length >= 2) {
    lines.push(
      '    <Placemark>',
      `      <name>${xml(route.name)}</name>`,
      '      <LineString><tessellate>1</tessellate><coordinates>',
      route.line.map(([lat, lng]) => `${coordinate(lng)},${coordinate(lat)}`).join(' '),
      '      </coordinates></LineString>',
      '    </Placemark>',
    );
  }
  lines.push('  </Document>', '</kml>', '');
  return lines.join('\n');
}

export const ROUTE_CSV_COLUMNS = [
  'Order',
  'Name',
  'Address',
  'Latitude',
  'Longitude',
  'Window Start',
  'Window End',
  'Service Minutes',
  'Arrival',
  'Departure',
] as const;

/** UTF-8 with a BOM so spreadsheets read diacritics; no cell a spreadsheet would run as a formula. */
export function routeToCsv(route: RouteFile): string {
  const data = route.stops.map((stop, i) =>
    [
      String(i + 1),
      stop.name,
      stop.address ?? '',
      coordinate(stop.lat),
      coordinate(stop.lng),
      localMoment(stop.deliveryStartAt),
      localMoment(stop.deliveryEndAt),
      String(stop.serviceMinutes),
      localMoment(stop.arrival),
      localMoment(stop.departure),
    ].map((cell) => neutraliseCell(withoutControlChars(cell))),
  );
  return `\uFEFF${Papa.unparse({ fields: [...ROUTE_CSV_COLUMNS], data }, { newline: '\r\n' })}`;
}

type PlannedArrival = Pick<Arrival, 'arrival' | 'waitSeconds'>;

/** When the vehicle leaves a stop: service starts after any wait for the window, and takes its minutes. */
function departureOf(planned: PlannedArrival | undefined, serviceMinutes: number): string | null {
  if (!planned) return null;
  return new Date(Date.parse(planned.arrival) + planned.waitSeconds * 1000 + serviceMinutes * 60_000).toISOString();
}

/** The planner's stops in their order, with the arrivals of the optimize that planned it. */
export function routeFileOf(
  route: { name: string; departAt: string | null; returnToStart: boolean },
  stops: readonly Stop[],
  arrivals: ReadonlyMap<number, PlannedArrival>,
  line: RouteFile['line'] | null,
): RouteFile {
  return {
    ...route,
    stops: stops.map((s) => {
      const planned = arrivals.get(s.id);
      return {
        name: s.displayString || s.name,
        address: s.address,
        lat: s.latitude,
        lng: s.longitude,
        deliveryStartAt: s.deliveryStartAt,
        deliveryEndAt: s.deliveryEndAt,
        serviceMinutes: s.serviceMinutes,
        arrival: planned?.arrival ?? null,
        departure: departureOf(planned, s.serviceMinutes),
      };
    }),
    line: line ?? [],
  };
}

export function routeFileText(route: RouteFile, format: RouteFileFormat, now: Date = new Date()): string {
  if (format === 'gpx') return routeToGpx(route, now);
  if (format === 'kml') return routeToKml(route);
  return routeToCsv(route);
}

/** 'Booth-tour_2026-11-25.gpx': the route's name made safe for every file system, and the local date. */
export function routeFileName(routeName: string, format: RouteFileFormat, now: Date = new Date()): string {
  const safe =
    routeName
      .normalize('NFC')
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 60) || 'route';
  return `${safe}_${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.${format}`;
}
