// A route travelling inside a link: its name and stops as a compact tuple list, lz-string compressed into a
// URL-safe string. Incoming payloads are untrusted: size-limited before and after decompression, then
// validated with zod, so a tampered link can only be refused, never half-used.
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { z } from 'zod';
import { VEHICLE_TYPES, type Vehicle } from '../../service/contract/limits.ts';
import { firstControlChar, withoutControlChars } from '../files/control-chars.ts';

export const PAYLOAD_VERSION = 1;
export const MAX_SHARED_STOPS = 200;
/** The encoded `r` parameter; links longer than this are refused unread. */
export const MAX_PAYLOAD_CHARS = 16 * 1024;
/** lz-string can expand a small input a lot; anything decompressing past this is not one of our links. */
const MAX_JSON_CHARS = 256 * 1024;

export interface SharedStop {
  name: string;
  displayString: string;
  address: string | null;
  lat: number;
  lng: number;
  deliveryStartAt: string | null;
  deliveryEndAt: string | null;
  /** Minutes spent at the stop (0 when none). */
  serviceMinutes: number;
}

export interface SharedRoute {
  /** The route's id on the device that shared it. */
  id: number;
  name: string;
  /** When the route leaves its first stop (ISO); null for 'now'. */
  departAt: string | null;
  /** The vehicle driving it: a link without one (a car's, or made before vehicles travelled) opens as a car's. */
  vehicle: Vehicle;
  stops: SharedStop[];
}

// Built on first use (z.lazy), as the API's body schemas are (app/data/contract.ts): a phone's start builds no schema.
const payloadSchema = z.lazy(() => {
  const iso = z.iso.datetime({ offset: true }).nullable();
  const text = (max: number) => z.string().max(max);

  // [name, displayString, address, lat, lng, deliveryStartAt, deliveryEndAt, serviceMinutes?]: keys would triple
  // the size. The service time is left off when it is 0, and links made before it existed have none.
  const stopTuple = z.tuple([
    text(200).trim().min(1),
    text(500),
    text(500).nullable(),
    z.number().min(-90).max(90),
    z.number().min(-180).max(180),
    iso,
    iso,
    z.number().int().min(0).max(1440).optional(),
  ]);

  return z.object({
    v: z.literal(PAYLOAD_VERSION),
    id: z.number().int().positive(),
    n: text(200).trim().min(1),
    /** Departure; absent means 'now' (and in links made before departures existed). */
    d: z.iso.datetime({ offset: true }).optional(),
    /** The vehicle when it is not a car (van, truck): a car's links stay as they were. Checked apart, below. */
    t: z.unknown().optional(),
    s: z.array(stopTuple).max(MAX_SHARED_STOPS),
  });
});

export class SharedRouteError extends Error {
  /** Set when the reason is one a visitor can act on (the link was built from bad data), not just 'corrupt'. */
  readonly forVisitor: boolean;
  constructor(reason: string, forVisitor = false) {
    super(reason);
    this.name = 'SharedRouteError';
    this.forVisitor = forVisitor;
  }
}

/** Why a shared text cannot be taken, or null: no file or page of the app may carry a control character. */
function refuseControl(what: string, text: string | null): void {
  const found = text === null ? null : firstControlChar(text);
  if (found) throw new SharedRouteError(`${what} holds a control character (${found})`, true);
}

/** The link's vehicle: none is a car; anything but a known vehicle is refused with what it says (a visitor may act). */
function readVehicle(value: unknown): Vehicle {
  if (value === undefined) return 'car';
  const known = VEHICLE_TYPES.find((v) => v === value);
  if (known) return known;
  const said = typeof value === 'string' ? `'${withoutControlChars(value).slice(0, 40)}'` : JSON.stringify(value)?.slice(0, 40) ?? String(value);
  throw new SharedRouteError(`the link's vehicle ${said} is not one of ${VEHICLE_TYPES.join(', ')}`, true);
}

// Six decimals is about 10 cm: plenty for a stop, and shorter links.
const round6 = (v: number): number => Math.round(v * 1e6) / 1e6;

/** The `r` parameter for a route, or null when it is too big to travel in a link. */
export function encodeSharedRoute(route: SharedRoute): string | null {
  if (route.stops.length > MAX_SHARED_STOPS) return null;
  const payload = {
    v: PAYLOAD_VERSION,
    id: route.id,
    // Control characters never travel: the receiver would refuse them (and files could not hold them).
    n: withoutControlChars(route.name).trim() || 'Route',
    ...(route.departAt ? { d: route.departAt } : {}),
    ...(route.vehicle !== 'car' ? { t: route.vehicle } : {}),
    s: route.stops.map((s) => {
      const name = withoutControlChars(s.name).trim() || withoutControlChars(s.displayString).trim() || 'Stop';
      const address = s.address === null ? null : withoutControlChars(s.address);
      const tuple = [name, withoutControlChars(s.displayString), address, round6(s.lat), round6(s.lng), s.deliveryStartAt, s.deliveryEndAt];
      return s.serviceMinutes > 0 ? [...tuple, s.serviceMinutes] : tuple;
    }),
  };
  const encoded = compressToEncodedURIComponent(JSON.stringify(payload));
  return encoded.length <= MAX_PAYLOAD_CHARS ? encoded : null;
}

/**
 * Reads an `r` parameter; throws SharedRouteError saying why when it is oversized, corrupt or invalid, or when a
 * name or address holds a control character (a link made elsewhere: ours strip them).
 */
export function decodeSharedRoute(encoded: string): SharedRoute {
  if (encoded.length > MAX_PAYLOAD_CHARS) throw new SharedRouteError('too large');
  let json: string | null;
  try {
    json = decompressFromEncodedURIComponent(encoded);
  } catch {
    json = null;
  }
  if (!json) throw new SharedRouteError('not compressed data');
  if (json.length > MAX_JSON_CHARS) throw new SharedRouteError('too large');
  let document: unknown;
  try {
    document = JSON.parse(json);
  } catch {
    throw new SharedRouteError('not JSON');
  }
  const result = payloadSchema.safeParse(document);
  if (!result.success) throw new SharedRouteError(`invalid: ${result.error.issues[0]?.message ?? 'unknown'}`);
  const { id, n, d, t, s } = result.data;
  const vehicle = readVehicle(t);
  refuseControl("the route's name", n);
  s.forEach(([name, displayString, address], i) => {
    refuseControl(`stop ${i + 1}'s name`, name);
    refuseControl(`stop ${i + 1}'s name`, displayString);
    refuseControl(`stop ${i + 1}'s address`, address);
  });
  return {
    id,
    name: n,
    departAt: d ?? null,
    vehicle,
    stops: s.map(([name, displayString, address, lat, lng, deliveryStartAt, deliveryEndAt, serviceMinutes]) => ({
      name,
      displayString,
      address,
      lat,
      lng,
      deliveryStartAt,
      deliveryEndAt,
      serviceMinutes: serviceMinutes ?? 0,
    })),
  };
}
