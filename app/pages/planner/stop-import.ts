// Reads a file of stops for the planner: a CSV (coordinates, or an address to geocode, found by the column
// names people use) or a GPX file's route points or waypoints. Each row becomes a stop or a problem with its
// reason, so the planner can list what it cannot take before it adds anything.
import type { BatchRowQuery, OfflineRegionInfo } from '../../../proxy/contract/index.ts';
import { MAX_SERVICE_MINUTES } from '../../../proxy/contract/limits.ts';
import type { NewStopRequest } from '../../data/hooks.ts';
import { isCovered, offlineRegionsPhrase, regionList } from '../../map/regions.ts';
import { parseCsvText } from '../bulk-geocoder/csv-parse.ts';
import { qualityInWords } from '../bulk-geocoder/quality-words.ts';

/** A row that names a place: by coordinates, or by an address still to geocode. */
export interface ImportCandidate {
  /** 1-based row (CSV, after the header) or point number (GPX), as the visitor would count them. */
  row: number;
  name: string | null;
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

/** Header names for each field, compared without case, spaces, dashes or underscores. */
const COLUMN_NAMES = {
  name: ['name', 'stop', 'stopname', 'title', 'label', 'customer'],
  lat: ['lat', 'latitude', 'y'],
  lng: ['lng', 'lon', 'long', 'longitude', 'x'],
  location: ['address', 'fulladdress', 'location', 'singleline'],
  street: ['street', 'streetaddress', 'addressline1', 'address1'],
  city: ['city', 'town', 'locality'],
  state: ['state', 'region', 'province', 'county'],
  postalCode: ['zip', 'zipcode', 'postcode', 'postalcode', 'plz'],
  start: ['windowstart', 'deliverystart', 'start', 'from', 'opens'],
  end: ['windowend', 'deliveryend', 'end', 'until', 'closes'],
  service: ['service', 'servicetime', 'serviceminutes', 'minutes'],
} as const;

type Field = keyof typeof COLUMN_NAMES;

const key = (header: string) => header.toLowerCase().replace(/[\s_\-.()]/g, '');

/** Which column holds each field, by its header; the first matching column wins. */
export function findColumns(columns: readonly string[]): Partial<Record<Field, number>> {
  const found: Partial<Record<Field, number>> = {};
  for (const field of Object.keys(COLUMN_NAMES) as Field[]) {
    const names: readonly string[] = COLUMN_NAMES[field];
    const index = columns.findIndex((c) => names.includes(key(c)));
    if (index >= 0) found[field] = index;
  }
  return found;
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
  return { row, name: cell('name') || null, lat, lng, query, deliveryStartAt: start, deliveryEndAt: end, serviceMinutes };
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

/** A GPX file's route points (the order a route is driven in), else its waypoints. */
export function readStopsGpx(text: string): ImportReading {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0 || doc.documentElement.localName !== 'gpx') return fail('The file is not GPX');
  const routePoints = Array.from(doc.getElementsByTagNameNS('*', 'rtept'));
  const points = routePoints.length > 0 ? routePoints : Array.from(doc.getElementsByTagNameNS('*', 'wpt'));
  if (points.length === 0) return fail('The GPX file has no route points or waypoints');
  const candidates: ImportCandidate[] = [];
  const problems: ImportProblem[] = [];
  points.forEach((point, i) => {
    const row = i + 1;
    const lat = readNumber(point.getAttribute('lat') ?? '');
    const lng = readNumber(point.getAttribute('lon') ?? '');
    if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
      problems.push({ row, reason: 'The point has no valid lat and lon' });
      return;
    }
    const name = Array.from(point.children).find((c) => c.localName === 'name')?.textContent?.trim() || null;
    // The planner's own GPX numbers its stops ('2. Avenyn'): the number is the order, not the name.
    candidates.push({ row, name: name?.replace(/^\d+\.\s+/, '') ?? null, lat, lng, query: null, deliveryStartAt: null, deliveryEndAt: null, serviceMinutes: 0 });
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

/**
 * Places every candidate: coordinates as they are, addresses through `geocode`. A row outside the offline
 * regions, not found, or found only as a postcode area or a town is a problem, never a stop somewhere near.
 */
export async function planImport(
  candidates: readonly ImportCandidate[],
  geocode: (query: BatchRowQuery) => Promise<GeocodeAnswer>,
  regions: readonly Pick<OfflineRegionInfo, 'name' | 'bounds'>[],
): Promise<ImportPlan> {
  const stops: NewStopRequest[] = [];
  const problems: ImportProblem[] = [];
  for (const c of candidates) {
    let point = c.lat !== null && c.lng !== null ? { lat: c.lat, lng: c.lng } : null;
    let address: string | null = null;
    if (!point && c.query) {
      const answer = await geocode(c.query);
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
    if (regions.length > 0 && !isCovered(regions, point)) {
      problems.push({ row: c.row, reason: `Outside ${offlineRegionsPhrase(regions)} (${regionList(regions)})` });
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
