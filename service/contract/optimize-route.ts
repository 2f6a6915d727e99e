// POST /api/optimize-route: the stop list of SPEC §7 (plain, or the planner's with ids) in, a visiting order out.
import { z } from 'zod';
import { latitude, longitude } from './common.ts';
import { MAX_LOCATIONS, MAX_SERVICE_MINUTES, RETURN_MARKER_ID } from './limits.ts';
import { VehicleInput } from './route-directions.ts';

/** An ISO date-time (or epoch ms) to epoch ms; null or absent means no bound. */
const instant = (field: string) =>
  z
    .union([z.string(), z.number(), z.null()], { error: `${field} must be an ISO date-time or null` })
    .optional()
    .transform((v, ctx) => {
      if (v === null || v === undefined || v === '') return null;
      const ms = typeof v === 'number' ? v : Date.parse(v);
      if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15) {
        ctx.issues.push({ code: 'custom', input: v, message: `${field} must be an ISO date-time or null` });
        return z.NEVER;
      }
      return ms;
    });

const StopId = z.union([z.number().int(), z.string().min(1).max(200)], { error: 'id must be a whole number or text' });

const StopInput = z.object({
  id: StopId.optional(),
  latitude: latitude(),
  longitude: longitude(),
  deliveryStartAt: instant('deliveryStartAt'),
  deliveryEndAt: instant('deliveryEndAt'),
  /** Minutes spent at the stop (a parcel drop: 5); the first stop's is not spent. Default 0. */
  serviceMinutes: z
    .number({ error: 'serviceMinutes must be a number of minutes' })
    .min(0, 'serviceMinutes must be 0 or more')
    .max(MAX_SERVICE_MINUTES, `serviceMinutes must be at most ${MAX_SERVICE_MINUTES}`)
    .optional(),
});

/**
 * `?departAt=` (ISO date-time): when the vehicle leaves the first stop; now when absent. `?vehicle=car|van|truck`:
 * whose travel times order the stops (default car).
 */
export const OptimizeRouteQuery = z.object({ departAt: instant('departAt'), vehicle: VehicleInput });

export interface OptimizeStop {
  id?: number | string;
  lat: number;
  lng: number;
  /** Epoch ms bounds; null when the stop has no window at all. */
  window: { start: number; end: number } | null;
  serviceSeconds: number;
}

/** Largest instant a Date can hold; stands in for an open-ended window. */
const FAR_FUTURE = 8.64e15;

export const OptimizeRouteRequest = z
  .array(StopInput, { error: 'body must be an array of stops' })
  .min(1, 'Add at least one stop to optimize')
  .max(MAX_LOCATIONS + 1, `At most ${MAX_LOCATIONS} stops can be optimized`)
  .transform((items, ctx): { stops: OptimizeStop[]; returnToStart: boolean; withIds: boolean } => {
    const last = items.length - 1;
    items.forEach((s, i) => {
      if (s.id === RETURN_MARKER_ID && i !== last) {
        ctx.issues.push({ code: 'custom', input: s.id, path: [i, 'id'], message: 'id -1 marks the return to the first stop and must come last' });
      }
      if (s.deliveryStartAt !== null && s.deliveryEndAt !== null && s.deliveryStartAt > s.deliveryEndAt) {
        ctx.issues.push({ code: 'custom', input: s.deliveryEndAt, path: [i, 'deliveryEndAt'], message: 'deliveryEndAt must not be before deliveryStartAt' });
      }
    });
    const first = items[0];
    const tail = items[last];
    if (!first || !tail) return z.NEVER;
    const withIds = items.some((s) => s.id !== undefined);
    const returnToStart =
      last > 0 &&
      (withIds ? tail.id === RETURN_MARKER_ID : tail.latitude === first.latitude && tail.longitude === first.longitude);
    const real = returnToStart ? items.slice(0, last) : items;
    if (withIds) {
      const seen = new Set<number | string>();
      real.forEach((s, i) => {
        if (s.id === undefined) {
          ctx.issues.push({ code: 'custom', input: s, path: [i, 'id'], message: 'give every stop an id, or none' });
        } else if (seen.has(s.id)) {
          ctx.issues.push({ code: 'custom', input: s.id, path: [i, 'id'], message: `id ${String(s.id)} appears twice` });
        } else seen.add(s.id);
      });
    }
    if (real.length > MAX_LOCATIONS) {
      ctx.issues.push({ code: 'custom', input: items, message: `At most ${MAX_LOCATIONS} stops can be optimized` });
    }
    return {
      withIds,
      returnToStart,
      stops: real.map((s) => ({
        ...(s.id === undefined ? {} : { id: s.id }),
        lat: s.latitude,
        lng: s.longitude,
        window:
          s.deliveryStartAt === null && s.deliveryEndAt === null
            ? null
            : { start: s.deliveryStartAt ?? 0, end: s.deliveryEndAt ?? FAR_FUTURE },
        serviceSeconds: (s.serviceMinutes ?? 0) * 60,
      })),
    };
  });
export type OptimizeRouteRequest = z.input<typeof OptimizeRouteRequest>;

export const OptimizedStop = z.object({
  /** The planner's stop id (absent for the plain payload). */
  id: z.union([z.number(), z.string()]).optional(),
  /** Index into the request array. */
  index: z.number(),
  /** When the vehicle gets there, before any waiting (ISO). */
  arrival: z.string(),
  /** Early: how long it waits for the window to open; service starts at arrival + wait. */
  waitSeconds: z.number(),
  /** Late: how long after the window closed service starts (0 when met). */
  lateSeconds: z.number(),
  /** Service starts inside the window. */
  windowMet: z.boolean(),
  /** False when the window closes before the vehicle could get there even going there first: late in any order. */
  windowReachable: z.boolean(),
});

export const OptimizeRouteResponse = z.object({
  /** Planner payload: stop ids in visiting order; plain payload: request indices. Each stop once, start first. */
  sequence: z.array(z.union([z.number(), z.string()])),
  /** Miles, including the return leg when the tour is closed. */
  distance: z.number(),
  /** Seconds from departure to the end of the tour, waiting included. */
  time: z.number(),
  formattedTime: z.string(),
  /** Seconds spent driving: `time` less the waits. */
  drivingTime: z.number(),
  returnToStart: z.boolean(),
  allWindowsMet: z.boolean(),
  /** One entry per stop in visiting order. */
  stops: z.array(OptimizedStop),
});
export type OptimizeRouteResponse = z.infer<typeof OptimizeRouteResponse>;
