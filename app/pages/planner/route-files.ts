// The planned route as files a driver's device or a spreadsheet reads: GPX 1.1 (the stops as route points in
// order, the drawn line as a track), KML (the stops as placemarks, the line as a LineString) and CSV (one row per
// stop in order). Pure text builders, so a test can parse each file back.
import Papa from 'papaparse';
import { neutraliseCell } from '../../files/csv-cell.ts';
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
  /** ISO arrival from the optimize that planned this order, else null. */
  arrival: string | null;
}

export interface RouteFile {
  name: string;
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

function xml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
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

/** What a device shows under a stop's name: its address, window and arrival, as far as they are known. */
function stopDescription(stop: RouteFileStop): string {
  const parts: string[] = [];
  if (stop.address && stop.address !== stop.name) parts.push(stop.address);
  if (stop.deliveryStartAt || stop.deliveryEndAt) parts.push(`Window ${localMoment(stop.deliveryStartAt) || '…'} – ${localMoment(stop.deliveryEndAt) || '…'}`);
  if (stop.arrival) parts.push(`Arrive ${localMoment(stop.arrival)}`);
  return parts.join(' · ');
}

const stopLabel = (stop: RouteFileStop, i: number) => `${i + 1}. ${stop.name}`;

/** GPX 1.1, elements in the order its schema requires (metadata, rte, trk). */
export function routeToGpx(route: RouteFile, now: Date = new Date()): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<gpx version="1.1" creator="${CREATOR}" xmlns="http://www.topografix.com/GPX/1/1">`,
    `  <metadata><name>${xml(route.name)}</name><time>${now.toISOString()}</time></metadata>`,
    '  <rte>',
    `    <name>${xml(route.name)}</name>`,
  ];
  route.stops.forEach((stop, i) => {
    const desc = stopDescription(stop);
    lines.push(
      `    <rtept lat="${coordinate(stop.lat)}" lon="${coordinate(stop.lng)}"><name>${xml(stopLabel(stop, i))}</name>${desc ? `<desc>${xml(desc)}</desc>` : ''}</rtept>`,
    );
  });
  lines.push('  </rte>');
  if (route.line.length >= 2) {
    lines.push('  <trk>', `    <name>${xml(route.name)}</name>`, '    <trkseg>');
    for (const [lat, lng] of route.line) lines.push(`      <trkpt lat="${coordinate(lat)}" lon="${coordinate(lng)}"/>`);
    lines.push('    </trkseg>', '  </trk>');
  }
  lines.push('</gpx>', '');
  return lines.join('\n');
}

/** KML 2.2: coordinates are longitude first. */
export function routeToKml(route: RouteFile): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<kml xmlns="http://www.opengis.net/kml/2.2">',
    '  <Document>',
    `    <name>${xml(route.name)}</name>`,
  ];
  route.stops.forEach((stop, i) => {
    const desc = stopDescription(stop);
    lines.push(
      '    <Placemark>',
      `      <name>${xml(stopLabel(stop, i))}</name>`,
      ...(desc ? [`      <description>${xml(desc)}</description>`] : []),
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

export const ROUTE_CSV_COLUMNS = ['Order', 'Name', 'Address', 'Latitude', 'Longitude', 'Window Start', 'Window End', 'Arrival'] as const;

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
      localMoment(stop.arrival),
    ].map(neutraliseCell),
  );
  return `\uFEFF${Papa.unparse({ fields: [...ROUTE_CSV_COLUMNS], data }, { newline: '\r\n' })}`;
}

/** The planner's stops in their order, with the arrivals of the optimize that planned it. */
export function routeFileOf(routeName: string, stops: readonly Stop[], arrivals: ReadonlyMap<number, Pick<Arrival, 'arrival'>>, line: RouteFile['line'] | null): RouteFile {
  return {
    name: routeName,
    stops: stops.map((s) => ({
      name: s.displayString || s.name,
      address: s.address,
      lat: s.latitude,
      lng: s.longitude,
      deliveryStartAt: s.deliveryStartAt,
      deliveryEndAt: s.deliveryEndAt,
      arrival: arrivals.get(s.id)?.arrival ?? null,
    })),
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
