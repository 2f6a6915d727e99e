// Which OSM ways a car may drive, in which directions and how fast: the rules behind every car routing weight.
import { decisiveAccess, DENIED, onewayDirections, type WayAccess } from './access-tags.ts';

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
};

/** Implicit limits such as "SE:urban" (country:zone), used when maxspeed is not a number. */
const ZONE_SPEED_KMH: Readonly<Record<string, number>> = {
  urban: 50,
  rural: 70,
  motorway: 110,
  trunk: 90,
  living_street: 10,
  walk: 7,
};

export function isCarClass(highway: string | undefined): boolean {
  return highway !== undefined && highway in CLASS_SPEED_KMH;
}

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

const CAR_ACCESS_KEYS = ['motorcar', 'motor_vehicle', 'vehicle', 'access'];

/** Barriers a car gets past (OSRM's list); any other (bollard, block, chain, kerb, …) stops it. */
const CAR_PASSES = new Set(['cattle_grid', 'border_control', 'toll_booth', 'sally_port', 'gate', 'lift_gate', 'no', 'entrance', 'height_restrictor', 'arch']);

/** The average wait at traffic signals: a small delay, as most are passed on green. */
export const SIGNAL_DELAY_MS = 5000;

/** A node's meaning for a car: a barrier stops it unless its access tags let cars through, or it is one cars pass. */
export function carNode(tags: Readonly<Record<string, string>>): { passable: boolean; delayMs: number } {
  const decisive = decisiveAccess(tags, CAR_ACCESS_KEYS);
  const barrier = tags.barrier;
  const blocked = barrier !== undefined && (decisive !== undefined ? DENIED.has(decisive) : !CAR_PASSES.has(barrier));
  return { passable: !blocked, delayMs: tags.highway === 'traffic_signals' ? SIGNAL_DELAY_MS : 0 };
}

/** Car access for a way's tags, or null when a car may not use it at all. */
export function carAccess(tags: Readonly<Record<string, string>>): WayAccess | null {
  const highway = tags.highway;
  if (!isCarClass(highway)) return null;
  // The most specific access tag present decides (motorcar=yes overrides access=no).
  const decisive = decisiveAccess(tags, CAR_ACCESS_KEYS);
  if (decisive !== undefined && DENIED.has(decisive)) return null;
  const parsed = parseMaxspeed(tags.maxspeed);
  const speedKmh = parsed && parsed > 0 ? parsed : CLASS_SPEED_KMH[highway!]!;
  return { ...onewayDirections(tags), speedKmh };
}
