// Reads a file of stops for the planner: a CSV (coordinates, or an address to geocode, found by the column
// names people use) or a GPX file's route points or waypoints. Each row becomes a stop or a problem with its
// reason, so the planner can list what it cannot take before it adds anything.
import type { BatchRowQuery, LatLng, OfflineRegionInfo } from '../../../service/contract/index.ts';
import { MAX_SERVICE_MINUTES } from '../../../service/contract/limits.ts';
import type { NewStopRequest } from '../../data/hooks.ts';
import { firstControlChar } from '../../files/control-chars.ts';
import { offlineRegionsPhrase, regionAt, regionList } from '../../map/regions.ts';
import { ADDRESS_COLUMN_NAMES, findColumn } from '../bulk-geocoder/column-guess.ts';
import { parseCsvText } from '../bulk-geocoder/csv-parse.ts';
import { qualityInWords } from '../bulk-geocoder/quality-words.ts';
import { STOP_NS } from './route-files.ts';

/** A row that names a place: by coordinates, or by an address still to geocode. */
export interface ImportCandidate {
  /** 1-based row (CSV, after the header) or point number (GPX), as the visitor would count them. */
  row: number;
  name: string | null;
  /** The address the file gives beside coordinates (the planner's own files do); a geocoded row gets the geocoder's. */
  address: string | null;
  lat: number | null;
  lng: number | null;
  query: BatchRowQuery | null;
  deliveryStartAt: string | null;
  deliveryEndAt: string | null;
  serviceMinutes: number;
}

export interface ImportProblem {
  row: number;
  reason: string;
}

export type ImportReading = { ok: true; candidates: ImportCandidate[]; problems: ImportProblem[] } | { ok: false; message: string };

const fail = (message: string): ImportReading => ({ ok: false, message });

/** Header names for each field, compared without case, accents, spaces or punctuation (column-guess.ts). */
const COLUMN_NAMES = {
  name: ['name', 'stop', 'stopname', 'title', 'label', 'customer'],
  lat: ['lat', 'latitude', 'y'],
  lng: ['lng', 'lon', 'long', 'longitude', 'x'],
  ...ADDRESS_COLUMN_NAMES,
  start: ['windowstart', 'deliverystart', 'start', 'from', 'opens'],
  end: ['windowend', 'deliveryend', 'end', 'until', 'closes'],
  service: ['serviceminutes', 'service', 'servicetime', 'servicemin', 'minutes'],
} as const;

type Field = keyof typeof COLUMN_NAMES;

/** Which column holds each field, by its header; the first matching name wins. */
export function findColumns(columns: readonly string[]): Partial<Record<Field, number>> {
  const found: Partial<Record<Field, number>> = {};
  for (const field of Object.keys(COLUMN_NAMES) as Field[]) {
    const index = findColumn(columns, COLUMN_NAMES[field]);
    if (index !== undefined) found[field] = index;
  }
  return found;
}

/** Why a text cannot be a stop's name or address, or null: files and links cannot carry control characters. */
function controlProblem(what: string, text: string): string | null {
  const found = firstControlChar(text);
  return found ? `The ${what} holds a control character (${found}), which no file or link can carry: remove it and import again` : null;
}

/** A coordinate cell: a decimal number with a point or a comma; null when blank or not one. */
function readNumber(text: string): number | null {
  const t = text.trim();
  if (!/^[-+]?\d+([.,]\d+)?$/.test(t)) return null;
  return Number(t.replace(',', '.'));
}

/**
 * A window bound: 'YYYY-MM-DD HH:MM' (what the planner's CSV export writes), an ISO date-time, or 'HH:MM'
 * on `day`. Undefined when the cell is not a time; null when blank.
 */
export function readMoment(text: string, day: Date): string | null | undefined {
  const t = text.trim();
  if (t === '') return null;
  const local = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})$/.exec(t);
  if (local) {
    const [, y, mo, d, h, mi] = local.map(Number) as [number, number, number, number, number, number];
    const date = new Date(y, mo - 1, d, h, mi);
    return date.getDate() === d && date.getHours() === h ? date.toISOString() : undefined;
  }
  const time = /^(\d{1,2}):(\d{2})$/.exec(t);
  if (time) {
    const [h, mi] = [Number(time[1]), Number(time[2])];
    if (h > 23 || mi > 59) return undefined;
    return new Date(day.getFullYear(), day.getMonth(), day.getDate(), h, mi).toISOString();
  }
  const parsed = Date.parse(t);
  return /^\d{4}-\d{2}-\d{2}T/.test(t) && Number.isFinite(parsed) ? new Date(parsed).toISOString() : undefined;
}

function readCsvRow(cells: readonly string[], at: Partial<Record<Field, number>>, row: number, day: Date): ImportCandidate | ImportProblem {
  const cell = (field: Field) => (at[field] === undefined ? '' : (cells[at[field]] ?? '').trim());
  const latText = cell('lat');
  const lngText = cell('lng');
  let lat: number | null = null;
  let lng: number | null = null;
  if (latText || lngText) {
    lat = readNumber(latText);
    lng = readNumber(lngText);
    if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
      return { row, reason: `Coordinates '${latText}, ${lngText}' are not a latitude from -90 to 90 and a longitude from -180 to 180` };
    }
  }
  for (const [what, field] of [['name', 'name'], ['address', 'location'], ['street', 'street'], ['city', 'city']] as const) {
    const problem = controlProblem(what, cell(field));
    if (problem) return { row, reason: problem };
  }
  let query: BatchRowQuery | null = null;
  if (lat === null) {
    const location = cell('location');
    const parts = { street: cell('street'), city: cell('city'), state: cell('state'), postalCode: cell('postalCode') };
    if (location) query = { location };
    else if (parts.street || parts.city) query = Object.fromEntries(Object.entries(parts).filter(([, v]) => v)) as BatchRowQuery;
    else return { row, reason: 'No coordinates and no address' };
  }
  const start = readMoment(cell('start'), day);
  const end = readMoment(cell('end'), day);
  if (start === undefined || end === undefined) return { row, reason: `Window '${cell('start')}–${cell('end')}' is not two times (HH:MM or YYYY-MM-DD HH:MM)` };
  if (start && end && Date.parse(start) > Date.parse(end)) return { row, reason: 'The window starts after it ends' };
  const serviceText = cell('service');
  const serviceMinutes = serviceText === '' ? 0 : /^\d{1,4}$/.test(serviceText) ? Number(serviceText) : NaN;
  if (!(serviceMinutes >= 0 && serviceMinutes <= MAX_SERVICE_MINUTES)) return { row, reason: `Service time '${serviceText}' is not whole minutes from 0 to ${MAX_SERVICE_MINUTES}` };
  // Beside coordinates the address is the stop's, as the planner's own CSV writes it; without them it is geocoded.
  const address = lat !== null ? cell('location') || null : null;
  return { row, name: cell('name') || null, address, lat, lng, query, deliveryStartAt: start, deliveryEndAt: end, serviceMinutes };
}

export function readStopsCsv(text: string, day: Date = new Date()): ImportReading {
  const parsed = parseCsvText(text);
  if (parsed.kind === 'empty') return fail('The file has no rows');
  if (parsed.kind === 'parse-error') return fail(`The file could not be read as CSV: ${parsed.detail}`);
  const at = findColumns(parsed.columns);
  const byCoordinates = at.lat !== undefined && at.lng !== undefined;
  const byAddress = at.location !== undefined || at.street !== undefined || at.city !== undefined;
  if (!byCoordinates && !byAddress) {
    return fail('No column to place the stops by: name one Latitude and one Longitude, or Address (or Street and City)');
  }
  const candidates: ImportCandidate[] = [];
  const problems: ImportProblem[] = [];
  parsed.rows.forEach((cells, i) => {
    const read = readCsvRow(cells, at, i + 1, day);
    if ('reason' in read) problems.push(read);
    else candidates.push(read);
  });
  return { ok: true, candidates, problems };
}

/** Where the text first holds a control character, raw or as an XML character reference: no XML file may. */
function controlInXml(text: string): { line: number; char: string } | null {
  const raw = firstControlChar(text);
  let at = raw === null ? -1 : text.search(/[^\t\n\r\P{Cc}]|[\uFFFE\uFFFF\uD800-\uDFFF]/u);
  let char = raw;
  if (at < 0) {
    for (const ref of text.matchAll(/&#(x[0-9a-fA-F]+|\d+);/g)) {
      const code = ref[1]!.startsWith('x') ? parseInt(ref[1]!.slice(1), 16) : Number(ref[1]);
      const found = code <= 0x10ffff ? firstControlChar(String.fromCodePoint(code)) : 'U+' + code.toString(16).toUpperCase();
      if (found) {
        at = ref.index;
        char = found;
        break;
      }
    }
  }
  return at < 0 || !char ? null : { line: text.slice(0, at).split('\n').length, char };
}

/** The text of a point's child element in the planner's stop namespace, or ''. */
function stopField(point: Element, name: string): string {
  return point.getElementsByTagNameNS(STOP_NS, name)[0]?.textContent?.trim() ?? '';
}

/**
 * A GPX file's route points (the order a route is driven in), else its waypoints. The planner's own GPX also
 * carries each stop's address, window and service time (route-files.ts), which come back as they were; its last
 * point back at the start of a round trip is the way home, not a stop.
 */
export function readStopsGpx(text: string): ImportReading {
  const control = controlInXml(text);
  if (control) return fail(`Line ${control.line} holds a control character (${control.char}), which a GPX file cannot hold: remove it and import again`);
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0 || doc.documentElement.localName !== 'gpx') return fail('The file is not GPX');
  const routePoints = Array.from(doc.getElementsByTagNameNS('*', 'rtept'));
  const points = routePoints.length > 0 ? routePoints : Array.from(doc.getElementsByTagNameNS('*', 'wpt'));
  if (points.length === 0) return fail('The GPX file has no route points or waypoints');
  const first = points[0]!;
  const last = points.at(-1)!;
  const loopsBack =
    routePoints.length > 2 &&
    (stopField(last, 'returnToStart') === 'true' || (last.getAttribute('lat') === first.getAttribute('lat') && last.getAttribute('lon') === first.getAttribute('lon')));
  const candidates: ImportCandidate[] = [];
  const problems: ImportProblem[] = [];
  (loopsBack ? points.slice(0, -1) : points).forEach((point, i) => {
    const row = i + 1;
    const lat = readNumber(point.getAttribute('lat') ?? '');
    const lng = readNumber(point.getAttribute('lon') ?? '');
    if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
      problems.push({ row, reason: 'The point has no valid lat and lon' });
      return;
    }
    const name = Array.from(point.children).find((c) => c.localName === 'name')?.textContent?.trim() || null;
    const startText = stopField(point, 'windowStart');
    const endText = stopField(point, 'windowEnd');
    const start = startText ? readMoment(startText, new Date()) : null;
    const end = endText ? readMoment(endText, new Date()) : null;
    if (start === undefined || end === undefined) return problems.push({ row, reason: `Window '${startText}–${endText}' is not two ISO date-times` });
    if (start && end && Date.parse(start) > Date.parse(end)) return problems.push({ row, reason: 'The window starts after it ends' });
    const serviceText = stopField(point, 'serviceMinutes');
    const serviceMinutes = serviceText === '' ? 0 : /^\d{1,4}$/.test(serviceText) ? Number(serviceText) : NaN;
    if (!(serviceMinutes >= 0 && serviceMinutes <= MAX_SERVICE_MINUTES)) return problems.push({ row, reason: `Service time '${serviceText}' is not whole minutes from 0 to ${MAX_SERVICE_MINUTES}` });
    candidates.push({
      row,
      // The planner's own GPX numbers its stops ('2. Avenyn'): the number is the order, not the name.
      name: name?.replace(/^\d+\.\s+/, '') ?? null,
      address: stopField(point, 'address') || null,
      lat,
      lng,
      query: null,
      deliveryStartAt: start,
      deliveryEndAt: end,
      serviceMinutes,
    });
  });
  return { ok: true, candidates, problems };
}

/** Largest file read: a stop list, not a map. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export function readStopFile(fileName: string, text: string, day: Date = new Date()): ImportReading {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.gpx')) return readStopsGpx(text);
  if (lower.endsWith('.csv')) return readStopsCsv(text, day);
  return fail('Choose a .csv or .gpx file');
}

/** One geocoded row: a point and what it is, or why there is none. */
export type GeocodeAnswer = { lat: number; lng: number; displayName: string; geocodeQualityCode: string } | { error: string };

export interface ImportPlan {
  /** What the planner adds, in file order. */
  stops: NewStopRequest[];
  problems: ImportProblem[];
}

const queryText = (q: BatchRowQuery): string => ('location' in q ? q.location : [q.street, q.city, q.state, q.postalCode].filter(Boolean).join(', '));

/** The middle of a region's bounds, or null without one. */
function middleOf(region: Pick<OfflineRegionInfo, 'bounds'> | undefined): LatLng | null {
  if (!region) return null;
  const { ul, lr } = region.bounds;
  return { lat: (ul.lat + lr.lat) / 2, lng: (ul.lng + lr.lng) / 2 };
}

/**
 * Places every candidate: coordinates as they are, addresses through `geocode`, asked from the middle of the
 * route's region once it is known. A row outside the offline
 * regions, not found, or found only as a postcode area or a town is a problem, never a stop somewhere near.
 * A route is driven in one region (`routeRegion`, the route's, else the first placed row's): a row in
 * another is a problem too, as a stop picked there is refused (issue 29).
 */
export async function planImport(
  candidates: readonly ImportCandidate[],
  geocode: (query: BatchRowQuery) => Promise<GeocodeAnswer>,
  regions: readonly Pick<OfflineRegionInfo, 'name' | 'bounds'>[],
  routeRegion?: Pick<OfflineRegionInfo, 'name'>,
): Promise<ImportPlan> {
  const stops: NewStopRequest[] = [];
  const problems: ImportProblem[] = [];
  let drivenIn = routeRegion;
  for (const c of candidates) {
    let point = c.lat !== null && c.lng !== null ? { lat: c.lat, lng: c.lng } : null;
    let address = c.address;
    if (!point && c.query) {
      // Asked from the middle of the region the route is driven in: of answers alike, the one there comes first.
      const focus = drivenIn && middleOf(regions.find((r) => r.name === drivenIn?.name));
      const answer = await geocode(focus ? { ...c.query, focus } : c.query);
      if ('error' in answer) {
        problems.push({ row: c.row, reason: `'${queryText(c.query)}': ${answer.error}` });
        continue;
      }
      const quality = qualityInWords(answer.geocodeQualityCode);
      if (/^[ZA]/.test(answer.geocodeQualityCode)) {
        problems.push({ row: c.row, reason: `'${queryText(c.query)}' was found only as a ${quality.words.toLowerCase() || 'wide area'}: check the address` });
        continue;
      }
      point = { lat: answer.lat, lng: answer.lng };
      address = answer.displayName;
    }
    if (!point) continue;
    const region = regionAt(regions, point);
    if (regions.length > 0 && !region) {
      problems.push({ row: c.row, reason: `Outside ${offlineRegionsPhrase(regions)} (${regionList(regions)})` });
      continue;
    }
    drivenIn ??= region;
    if (region && drivenIn && region.name !== drivenIn.name) {
      problems.push({ row: c.row, reason: `In ${region.name}, but this route's stops are in ${drivenIn.name}: a route cannot be driven between regions` });
      continue;
    }
    const name = c.name ?? address ?? `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;
    stops.push({
      name,
      displayString: name,
      address,
      latitude: point.lat,
      longitude: point.lng,
      type: address ? 'address' : null,
      // A row without a window has none (issue 29): a window nobody set must not make a stop late.
      deliveryStartAt: c.deliveryStartAt,
      deliveryEndAt: c.deliveryEndAt,
      serviceMinutes: c.serviceMinutes,
    });
  }
  return { stops, problems };
}
