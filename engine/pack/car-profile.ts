// Which OSM ways a motor vehicle (car, van or truck) may drive, in which directions and how fast, and what the
// nodes on them mean: OSRM's car profile rules (profiles/car.lua and its scenario tests), with the vehicle's
// size and weight checked against the ways' and nodes' physical and legal limits. docs/car-profile.md has the table.
import { directionalReader, onewayDirections, type DirectionalReader, type WayAccess } from './access-tags.ts';

/** A motor vehicle as the profile sees it: the access keys that speak to it and its size. */
export interface Vehicle {
  /** Access keys from the most specific to the most general (motorcar → motor_vehicle → vehicle → access). */
  accessKeys: readonly string[];
  /** Keys of oneway:* and restriction:* that apply (oneway:motorcar, restriction:hgv, …), most specific first. */
  modeKeys: readonly string[];
  /** Weight limit keys, most specific first (maxweight:hgv before maxweight). */
  weightKeys: readonly string[];
  heightM: number;
  widthM: number;
  lengthM: number;
  weightKg: number;
  /** The heaviest axle's load, against maxaxleload. */
  axleLoadKg: number;
  /** The fastest it may drive anywhere (km/h), when the law sets one for its kind; ferries keep their own speed. */
  maxSpeedKmh?: number;
  /** Speed limit keys for its kind (maxspeed:hgv), read per direction: a ceiling like maxSpeedKmh where lower. */
  speedKeys?: readonly string[];
}

export const VEHICLES = {
  // OSRM's car: 2.0 m high (above the biggest SUVs), 1.9 m wide, 4.8 m long, 2 t.
  car: {
    accessKeys: ['motorcar', 'motor_vehicle', 'vehicle', 'access'],
    modeKeys: ['motorcar', 'motor_vehicle', 'vehicle'],
    weightKeys: ['maxweightrating', 'maxweight'],
    heightM: 2.0,
    widthM: 1.9,
    lengthM: 4.8,
    weightKg: 2000,
    axleLoadKg: 1200,
  },
  // A delivery van (goods vehicle up to 3.5 t): goods=* speaks to it.
  van: {
    accessKeys: ['goods', 'motor_vehicle', 'vehicle', 'access'],
    modeKeys: ['goods', 'motor_vehicle', 'vehicle'],
    weightKeys: ['maxweightrating', 'maxweight'],
    heightM: 2.7,
    widthM: 2.1,
    lengthM: 6.0,
    weightKg: 3500,
    axleLoadKg: 2000,
  },
  // A rigid truck: hgv=* and maxweight:hgv speak to it.
  truck: {
    accessKeys: ['hgv', 'motor_vehicle', 'vehicle', 'access'],
    modeKeys: ['hgv', 'motor_vehicle', 'vehicle'],
    weightKeys: ['maxweight:hgv', 'maxweightrating:hgv', 'maxweightrating', 'maxweight'],
    heightM: 4.0,
    widthM: 2.55,
    lengthM: 12,
    weightKg: 18000,
    axleLoadKg: 10000,
    // Over 3.5 t the law caps it at 80 km/h on every road in Liechtenstein, Switzerland, Germany, Austria and
    // Sweden (motorways included), so a plan's arrivals are not a car's; maxspeed:hgv caps it lower where signed.
    maxSpeedKmh: 80,
    speedKeys: ['maxspeed:hgv'],
  },
} as const satisfies Record<string, Vehicle>;

export type VehicleName = keyof typeof VEHICLES;

/** Default speeds (km/h) by highway class for ways without a usable maxspeed tag. */
const CLASS_SPEED_KMH: Readonly<Record<string, number>> = {
  motorway: 100,
  motorway_link: 60,
  trunk: 80,
  trunk_link: 50,
  primary: 60,
  primary_link: 45,
  secondary: 50,
  secondary_link: 40,
  tertiary: 45,
  tertiary_link: 35,
  unclassified: 40,
  residential: 30,
  road: 30,
  living_street: 10,
  service: 15,
  winter_road: 20,
  ice_road: 15,
};

/**
 * A maxspeed is the limit, not the speed driven: the class defaults above are typical speeds, a signed limit is
 * driven at this share of it (OSRM's car profile, `speed_reduction`). Taken whole, a road signed 70 looked
 * faster than it is against unsigned town streets, and routes went round on it.
 */
const MAXSPEED_SHARE = 0.8;

/** A way of another class (a runway, a footway) that an access tag opens to cars is driven at this speed. */
const DEFAULT_SPEED_KMH = 10;
/** Ferries without a duration tag, and car trains. */
const ROUTE_SPEED_KMH: Readonly<Record<string, number>> = { ferry: 5, shuttle_train: 10 };

/** Implicit limits such as "SE:urban" (country:zone), used when maxspeed is not a number. */
const ZONE_SPEED_KMH: Readonly<Record<string, number>> = {
  urban: 50,
  rural: 70,
  motorway: 110,
  trunk: 90,
  living_street: 10,
  walk: 7,
};

/** Parses an OSM maxspeed value into km/h, or null when it says nothing numeric ("signals", "none"). */
export function parseMaxspeed(value: string | undefined): number | null {
  if (!value) return null;
  const v = value.trim().toLowerCase();
  const mph = /^(\d+(?:\.\d+)?)\s*mph$/.exec(v);
  if (mph) return Number(mph[1]) * 1.609344;
  const kmh = /^(\d+(?:\.\d+)?)(?:\s*km\/h|\s*kmh|\s*kph)?$/.exec(v);
  if (kmh) return Number(kmh[1]);
  const zone = /^[a-z]{2}:([a-z_]+)$/.exec(v);
  if (zone) return ZONE_SPEED_KMH[zone[1]!] ?? null;
  return null;
}

/** Metres from "2.5", "2,5 m", "6'2\"" (feet and inches); null when not a measure. "default"/"none" mean no limit. */
export function parseMeters(value: string | undefined): number | null {
  if (value === undefined) return null;
  const m = /(\d+(?:[.,]\d+)?)/.exec(value);
  if (!m) return null;
  let n = Number(m[1]!.replace(',', '.'));
  const feet = /'(.*)$/.exec(value);
  if (feet) {
    const inches = /(\d+)/.exec(feet[1]!);
    n = (n * 12 + (inches ? Number(inches[1]) : 0)) * 0.0254;
  }
  return n;
}

/** Kilograms from "3.5" (tonnes), "8.9t", "35000 kg", "5000 lbs"; null when not a weight. */
export function parseKilograms(value: string | undefined): number | null {
  if (value === undefined) return null;
  const m = /(\d+(?:[.,]\d+)?)/.exec(value);
  if (!m) return null;
  const n = Number(m[1]!.replace(',', '.'));
  if (/lbs?\b/.test(value)) return n * 0.45359237;
  if (/kg/.test(value)) return n;
  return n * 1000;
}

/** Seconds from a duration tag: "PT1H30M" (ISO 8601), "01:30:00", "1:30" (h:mm) or "90" (minutes). */
export function parseDurationS(value: string | undefined): number | null {
  if (!value) return null;
  const iso = /^P(?:(\d+)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(value.trim());
  if (iso && value.trim() !== 'P' && value.trim() !== 'PT') {
    const [, d, h, mi, s] = iso.map((x) => Number(x ?? 0));
    return d! * 86400 + h! * 3600 + mi! * 60 + s!;
  }
  const parts = value.trim().split(':');
  if (parts.length > 3 || parts.some((p) => !/^\d+$/.test(p))) return null;
  const [a, b, c] = parts.map(Number);
  if (parts.length === 1) return a! * 60;
  return a! * 3600 + b! * 60 + (c ?? 0);
}

/** Values that let the vehicle through outright, that let it reach a place only, and that shut the way (OSRM's lists). */
const ALLOWED = new Set(['yes', 'motorcar', 'motor_vehicle', 'vehicle', 'permissive', 'designated', 'hov']);
const DESTINATION_ONLY = new Set(['private', 'delivery', 'destination', 'customers', 'permit', 'residents', 'unknown']);
const SHUT = new Set([
  'no', 'agricultural', 'forestry', 'emergency', 'psv', 'taxi', 'share_taxi', 'minibus', 'bus', 'foot', 'emergency_vehicle',
  'restricted', 'military', 'official', 'customers', 'private', 'delivery', 'destination', 'permit', 'residents',
]);
/** Classes a destination-only tag keeps open (elsewhere — a track, a footway — such a tag shuts the way). */
const DESTINATION_CLASSES = new Set([
  'motorway', 'motorway_link', 'trunk', 'trunk_link', 'primary', 'primary_link', 'secondary', 'secondary_link', 'tertiary',
  'tertiary_link', 'residential', 'living_street', 'unclassified', 'service', 'winter_road', 'ice_road',
]);
/** Ways no car is routed along whatever their access tags say. */
const NEVER = new Set(['steps', 'construction', 'proposed']);
const CONSTRUCTION_OK = new Set(['no', 'widening', 'minor']);

/** "destination;agricultural" → the most permissive part (allowed, then destination-only, then shut, then other). */
export function resolveAccess(value: string | undefined): string | undefined {
  if (value === undefined || !value.includes(';')) return value;
  const rank = (v: string) => (ALLOWED.has(v) ? 3 : DESTINATION_ONLY.has(v) ? 2 : SHUT.has(v) ? 1 : 0);
  let best: string | undefined;
  for (const part of value.split(';').map((p) => p.trim())) if (best === undefined || rank(part) > rank(best)) best = part;
  return best;
}

/** Barriers a vehicle gets past (OSRM's list); any other (bollard, block, chain, kerb, …) stops it. */
const PASSABLE_BARRIERS = new Set(['cattle_grid', 'border_control', 'toll_booth', 'sally_port', 'no', 'entrance', 'height_restrictor', 'arch']);
/** Gates are passed after a wait (OSRM: 60 s), unless an access tag says they stand open to the vehicle. */
const BARRIER_DELAY_MS: Readonly<Record<string, number>> = { gate: 60_000, lift_gate: 60_000 };

/** The average wait at traffic signals: a small delay, as most are passed on green. */
export const SIGNAL_DELAY_MS = 5000;

const maxHeight = directionalReader(['maxheight:physical', 'maxheight']);
const maxWidth = directionalReader(['maxwidth:physical', 'maxwidth', 'width', 'est_width']);
const maxLength = directionalReader(['maxlength']);
const maxAxleLoad = directionalReader(['maxaxleload']);
const hovLanes = directionalReader(['hov:lanes']);
const maxSpeed = directionalReader(['maxspeed']);

/** Where a way's limits (maxheight, maxwidth, maxlength, maxweight, maxaxleload) keep the vehicle out, per direction. */
function tooBig(tags: Readonly<Record<string, string>>, v: Vehicle, maxWeight: DirectionalReader): [forward: boolean, backward: boolean] {
  const out: [boolean, boolean] = [false, false];
  const [hF, hB] = maxHeight(tags);
  const [wF, wB] = maxWidth(tags);
  const [lF, lB] = maxLength(tags);
  const [kF, kB] = maxWeight(tags);
  const [aF, aB] = maxAxleLoad(tags);
  const narrow = tags.narrow === 'yes';
  out[0] = keepsOut(v, narrow, hF, wF, lF, kF, aF);
  out[1] = keepsOut(v, narrow, hB, wB, lB, kB, aB);
  return out;
}

/** Whether one direction's limits keep the vehicle out (a function of its own: it runs for every way and vehicle). */
function keepsOut(v: Vehicle, narrow: boolean, h: string | undefined, w: string | undefined, l: string | undefined, k: string | undefined, a: string | undefined): boolean {
  const height = heightLimit(h);
  if (height !== null && height < v.heightM) return true;
  if ((w === 'narrow' || narrow) && v.widthM > 2.2) return true;
  const width = w === 'narrow' ? null : parseMeters(w);
  if (width !== null && width <= v.widthM) return true;
  const length = parseMeters(l);
  if (length !== null && length < v.lengthM) return true;
  const weight = parseKilograms(k);
  if (weight !== null && weight < v.weightKg) return true;
  const axle = parseKilograms(a);
  return axle !== null && axle < v.axleLoadKg;
}

/** Every lane of the direction is for high-occupancy vehicles only. */
const allHov = (lanes: string | undefined): boolean => lanes !== undefined && lanes.split('|').every((l) => l === 'designated');

/** An access value that lets the vehicle in. */
const opens = (access: string | undefined): boolean => access !== undefined && !SHUT.has(access);

/** The vehicle's own speed limit (its maxSpeedKmh, a maxspeed:hgv value) as a ceiling, Infinity for none. */
const ceiling = (v: Vehicle, own: string | undefined): number => Math.min(v.maxSpeedKmh ?? Infinity, positive(parseMaxspeed(own)) ?? Infinity);

/** maxheight in metres; "default", "none", "no-sign", "unsigned" mean the usual 4.5 m. */
function heightLimit(value: string | undefined): number | null {
  if (value === undefined) return null;
  if (['default', 'none', 'no-sign', 'unsigned'].includes(value)) return 4.5;
  return parseMeters(value);
}

/** The way rule for a vehicle: directions, speed, destination-only parts, ferries. */
export function vehicleWayRule(v: Vehicle): (tags: Readonly<Record<string, string>>) => WayAccess | null {
  const maxWeight = directionalReader(v.weightKeys);
  const accessValue = directionalReader(v.accessKeys);
  const ownSpeed = v.speedKeys ? directionalReader(v.speedKeys) : null;
  const onewayKeys = v.modeKeys.map((k) => `oneway:${k}`);
  return (tags) => {
    const highway = tags.highway;
    const route = tags.route;
    const routeSpeed = route !== undefined ? ROUTE_SPEED_KMH[route] : undefined;
    if (!highway && routeSpeed === undefined) return null;
    // Never routable: steps, roads being built or planned, reversible one-ways (their direction depends on the hour),
    // impassable ones (impassable=yes, status or smoothness=impassable), and the emergency access service roads.
    if (highway && NEVER.has(highway)) return null;
    if (tags.railway === 'construction' || (tags.construction !== undefined && !CONSTRUCTION_OK.has(tags.construction))) return null;
    if (tags.oneway === 'reversible' || tags.impassable === 'yes' || tags.status === 'impassable' || tags.smoothness === 'impassable') return null;
    if (tags.service === 'emergency_access') return null;

    const [limitF, limitB] = tooBig(tags, v, maxWeight);
    const [rawF, rawB] = accessValue(tags);
    const accessF = resolveAccess(rawF);
    const accessB = resolveAccess(rawB);
    const destinationClass = highway !== undefined && DESTINATION_CLASSES.has(highway);
    let noThroughF = destinationClass && accessF !== undefined && DESTINATION_ONLY.has(accessF);
    let noThroughB = destinationClass && accessB !== undefined && DESTINATION_ONLY.has(accessB);
    let forward = !limitF && !(accessF !== undefined && SHUT.has(accessF) && !noThroughF);
    let backward = !limitB && !(accessB !== undefined && SHUT.has(accessB) && !noThroughB);
    if (!forward && !backward) return null;

    let oneway: string | undefined;
    for (const key of onewayKeys) if ((oneway ??= tags[key]) !== undefined) break;
    oneway ??= tags.oneway;
    const dirs = onewayDirections(tags, oneway);
    forward &&= dirs.forward;
    backward &&= dirs.backward;

    // High-occupancy lanes only: open, but like a destination-only road, never a shortcut.
    if (tags.hov === 'designated') noThroughF = noThroughB = true;
    const [hovF, hovB] = hovLanes(tags);
    if (allHov(hovF)) noThroughF = true;
    if (allHov(hovB)) noThroughB = true;

    let speed: number | undefined;
    let speedB: number | undefined;
    let durationS: number | undefined;
    const ferry = routeSpeed !== undefined;
    if (ferry) {
      speed = speedB = routeSpeed;
      const d = parseDurationS(tags.duration);
      if (d !== null) durationS = Math.max(1, d);
    } else if (highway && highway in CLASS_SPEED_KMH) {
      const [maxF, maxB] = maxSpeed(tags);
      const base = CLASS_SPEED_KMH[highway]!;
      // The vehicle's own limits (a truck's 80 km/h, its maxspeed:hgv) are ceilings on the speed driven, taken as
      // signed: a truck holds its limit where the traffic is faster, and a car's 80% of maxspeed already is traffic.
      const [ownF, ownB] = ownSpeed ? ownSpeed(tags) : [undefined, undefined];
      speed = Math.min(drivenSpeed(maxF) ?? base, ceiling(v, ownF));
      speedB = Math.min(drivenSpeed(maxB) ?? base, ceiling(v, ownB));
    } else {
      // Another class (a runway, a footway) is open only where an access tag opens it, at a walking-pace speed.
      if (opens(accessF) || opens(accessB)) speed = speedB = DEFAULT_SPEED_KMH;
      if (!opens(accessF) && accessB !== undefined && accessF === undefined) forward = false;
      if (!opens(accessB) && accessF !== undefined && accessB === undefined) backward = false;
      if (!opens(accessF) && !opens(accessB)) return null;
    }
    if (!forward && !backward) return null;
    const access: WayAccess = { forward, backward, speedKmh: speed! };
    if (speedB !== speed) access.speedBwdKmh = speedB!;
    if (forward && noThroughF) access.noThroughFwd = true;
    if (backward && noThroughB) access.noThroughBwd = true;
    // A ferry is crossed, not started on; a private service road (a driveway) is not a place to start either (OSRM).
    if (ferry || (highway === 'service' && (accessF === 'private' || accessB === 'private'))) access.noStart = true;
    if (durationS !== undefined) access.durationS = durationS;
    if (ferry) access.ferry = true;
    return access;
  };
}

const positive = (n: number | null): number | undefined => (n !== null && n > 0 ? n : undefined);

/** The speed driven on a road signed `maxspeed`, or undefined when it gives no limit. */
function drivenSpeed(maxspeed: string | undefined): number | undefined {
  const limit = positive(parseMaxspeed(maxspeed));
  return limit === undefined ? undefined : limit * MAXSPEED_SHARE;
}

/** The node rule for a vehicle: an access tag decides; without one, barriers stop it unless passable, gates delay it. */
export function vehicleNodeRule(v: Vehicle): (tags: Readonly<Record<string, string>>) => { passable: boolean; delayMs: number } {
  return (tags) => {
    const signals = tags.highway === 'traffic_signals' ? SIGNAL_DELAY_MS : 0;
    const limit = heightLimit(tags.maxheight);
    const width = parseMeters(tags.maxwidth);
    const length = parseMeters(tags.maxlength);
    const weight = parseKilograms(v.weightKeys.map((k) => tags[k]).find((x) => x !== undefined));
    const axle = parseKilograms(tags.maxaxleload);
    if (
      (limit !== null && limit < v.heightM) ||
      (width !== null && width <= v.widthM) ||
      (length !== null && length < v.lengthM) ||
      (weight !== null && weight < v.weightKg) ||
      (axle !== null && axle < v.axleLoadKg)
    ) {
      return { passable: false, delayMs: 0 };
    }
    const access = resolveAccess(v.accessKeys.map((k) => tags[k]).find((x) => x !== undefined));
    if (access !== undefined) return { passable: !(SHUT.has(access) && !DESTINATION_ONLY.has(access)), delayMs: signals };
    const barrier = tags.barrier;
    if (barrier === undefined) return { passable: true, delayMs: signals };
    const exempt =
      (barrier === 'bollard' && tags.bollard === 'rising') ||
      (barrier === 'kerb' && (tags.kerb === 'lowered' || tags.kerb === 'flush' || tags.highway === 'crossing')) ||
      (barrier === 'fence' && (tags.sensory === 'audible' || tags.sensory === 'audio'));
    const delay = BARRIER_DELAY_MS[barrier];
    if (delay !== undefined) return { passable: true, delayMs: delay + signals };
    return { passable: PASSABLE_BARRIERS.has(barrier) || exempt, delayMs: signals };
  };
}

/** The car's rules, the product's default. */
export const carAccess = vehicleWayRule(VEHICLES.car);
export const carNode = vehicleNodeRule(VEHICLES.car);
