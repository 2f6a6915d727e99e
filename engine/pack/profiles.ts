// The travel modes the engine routes: each is a rule from a way's OSM tags to the directions it may be used
// in and the speed along it. Every pack carries one graph, hierarchy and snap index per profile.
import type { WayAccess } from './access-tags.ts';
import { bikeAccess } from './bike-profile.ts';
import { carAccess, carNode, VEHICLES, type Vehicle } from './car-profile.ts';
import { footAccess } from './foot-profile.ts';

export type AccessRule = (tags: Readonly<Record<string, string>>) => WayAccess | null;

export const PROFILES = { car: carAccess, foot: footAccess, bike: bikeAccess } as const satisfies Record<string, AccessRule>;

export type Profile = keyof typeof PROFILES;

export const PROFILE_NAMES = Object.keys(PROFILES) as Profile[];

/** What a node on a road (a barrier, traffic signals) means to a travel mode. */
export interface NodeEffect {
  /** False where the mode cannot get past: the road is cut there. */
  passable: boolean;
  /** Milliseconds spent there on average, added to the road leading through it. */
  delayMs: number;
}

export type NodeRule = (tags: Readonly<Record<string, string>>) => NodeEffect;

/** Walking and cycling get past the barriers a car cannot (bollards, blocks) and are not slowed by signals here. */
const passesAll: NodeRule = () => ({ passable: true, delayMs: 0 });

export const NODE_RULES = { car: carNode, foot: passesAll, bike: passesAll } as const satisfies Record<Profile, NodeRule>;

/** What a turn restriction's tags mean to a travel mode: the turn is forbidden ('no'), the only one ('only'), or neither. */
export type RestrictionRule = (tags: Readonly<Record<string, string>>) => 'no' | 'only' | null;

/** Reads the most specific restriction key the mode has, unless `except` names the mode (OSRM does the same). */
function restrictionFor(keys: readonly string[], exceptions: readonly string[]): RestrictionRule {
  return (tags) => {
    if (tags.type !== undefined && tags.type !== 'restriction') return null;
    const except = (tags.except ?? '').split(';').map((e) => e.trim());
    if (exceptions.some((e) => except.includes(e))) return null;
    // Old-style time limits (day_on, hour_on): when they hold is not modelled, so the turn is not forbidden.
    if (tags.day_on || tags.hour_on) return null;
    const value = keys.map((k) => tags[k]).find((v) => v !== undefined);
    // no_right_turn_on_red and the like permit the turn on green: no ban.
    if (value?.endsWith('_on_red')) return null;
    if (value?.startsWith('no_')) return 'no';
    if (value?.startsWith('only_')) return 'only';
    return null;
  };
}

/**
 * A motor vehicle's restrictions: its most specific key (restriction:hgv, then restriction:motor_vehicle, …, then
 * restriction) decides, and `except` naming any of its mode keys (hgv, goods, motorcar, motor_vehicle, vehicle)
 * lifts it. restriction:conditional is no key of it, so a restriction with only conditions is not applied.
 */
export const vehicleRestrictionRule = (v: Vehicle): RestrictionRule => restrictionFor([...v.modeKeys.map((k) => `restriction:${k}`), 'restriction'], v.modeKeys);

/** Walkers may turn anywhere; drivers and cyclists obey the signs meant for them. */
export const RESTRICTION_RULES = {
  car: vehicleRestrictionRule(VEHICLES.car),
  foot: () => null,
  bike: restrictionFor(['restriction:bicycle', 'restriction:vehicle', 'restriction'], ['bicycle', 'vehicle']),
} as const satisfies Record<Profile, RestrictionRule>;
