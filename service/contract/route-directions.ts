// POST /api/route-directions: a route through the given points (SPEC §7: the planner reads distance, formattedTime).
import { z } from 'zod';
import { PointInput } from './common.ts';
import { MAX_LOCATIONS, VEHICLE_TYPES, type Vehicle } from './limits.ts';

export const ROUTE_TYPES = ['fastest', 'pedestrian', 'bicycle'] as const;
export type RouteType = (typeof ROUTE_TYPES)[number];

/** The provider's route types that the offline engine can also answer: driving (the app's), walking, cycling. */
export const RouteTypeInput = z.enum(ROUTE_TYPES, { error: `routeType must be one of ${ROUTE_TYPES.join(', ')}` }).default('fastest');

/**
 * The motor vehicle a driving route is for (the planner's 'Vehicle'): a van or truck keeps off the roads its
 * height, width, length, weight or access tags close to it (docs/car-profile.md). Default car.
 */
export const VehicleInput = z.enum(VEHICLE_TYPES, { error: `vehicle must be one of ${VEHICLE_TYPES.join(', ')}` }).default('car');

/** A van or truck is driven: walking and cycling routes take no vehicle. */
export function vehicleNeedsDriving(body: { routeType: RouteType; vehicle: Vehicle }, ctx: z.RefinementCtx): void {
  if (body.vehicle !== 'car' && body.routeType !== 'fastest') {
    ctx.issues.push({ code: 'custom', input: body.vehicle, path: ['vehicle'], message: `vehicle ${body.vehicle} needs a driving route (routeType fastest), not ${body.routeType}` });
  }
}

export const RouteDirectionsRequest = z.object({
  locations: z
    .array(PointInput, { error: 'locations must be an array of points' })
    .min(2, 'locations needs at least 2 points')
    .max(MAX_LOCATIONS, `locations may hold at most ${MAX_LOCATIONS} points`),
  /** Loop back to the first point at the end (SPEC 'Always return to first stop'). */
  returnToStart: z.boolean({ error: 'returnToStart must be true or false' }).default(false),
  /** Provider time type: 1 current time, 2 start at (the planner's). */
  timeType: z.union([z.literal(1), z.literal(2)], { error: 'timeType must be 1 or 2' }).default(2),
  routeType: RouteTypeInput,
  vehicle: VehicleInput,
}).superRefine(vehicleNeedsDriving);
export type RouteDirectionsRequest = z.input<typeof RouteDirectionsRequest>;

export const MANEUVER_KINDS = ['depart', 'turn', 'continue', 'uturn', 'merge', 'roundabout', 'arrive'] as const;
export const TURN_MODIFIERS = ['slight left', 'left', 'sharp left', 'slight right', 'right', 'sharp right'] as const;

/** One turn-by-turn instruction: what to do where, and the stretch from there to the next one. */
export const Maneuver = z.object({
  kind: z.enum(MANEUVER_KINDS),
  /** Which way a turn, merge or ramp goes. */
  modifier: z.enum(TURN_MODIFIERS).optional(),
  /** A roundabout's exit, counting from the entry. */
  exit: z.number().int().positive().optional(),
  /** The road after the manoeuvre ('' when unnamed). */
  street: z.string(),
  narrative: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** Miles and seconds to the next manoeuvre. */
  distance: z.number(),
  time: z.number(),
});
export type Maneuver = z.infer<typeof Maneuver>;

export const RouteLeg = z.object({ distance: z.number(), time: z.number(), formattedTime: z.string(), maneuvers: z.array(Maneuver) });

export const RouteDirectionsResponse = z.object({
  /** Miles. */
  distance: z.number(),
  /** Seconds. */
  time: z.number(),
  formattedTime: z.string(),
  legs: z.array(RouteLeg),
  /** The route's geometry as [lat, lng] pairs. */
  shape: z.array(z.tuple([z.number(), z.number()])),
});
export type RouteDirectionsResponse = z.infer<typeof RouteDirectionsResponse>;
