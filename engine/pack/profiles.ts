// The travel modes the engine routes: each is a rule from a way's OSM tags to the directions it may be used
// in and the speed along it. Every pack carries one graph, hierarchy and snap index per profile.
import type { WayAccess } from './access-tags.ts';
import { bikeAccess } from './bike-profile.ts';
import { carAccess } from './car-profile.ts';
import { footAccess } from './foot-profile.ts';

export type AccessRule = (tags: Readonly<Record<string, string>>) => WayAccess | null;

export const PROFILES = { car: carAccess, foot: footAccess, bike: bikeAccess } as const satisfies Record<string, AccessRule>;

export type Profile = keyof typeof PROFILES;

export const PROFILE_NAMES = Object.keys(PROFILES) as Profile[];
