// zod schemas of the /api/routes and /api/stops request bodies (SPEC §3, §7); every message names its field.
// Each is built on its first use (z.lazy): building them all as the planner's script loaded took a phone's main
// thread 60-110 ms at 1x CPU in one task, before its first write.
import { z } from 'zod';
import { MAX_LOCATIONS, MAX_SERVICE_MINUTES } from '../../service/contract/limits.ts';
import { VEHICLE_TYPES } from '../../service/contract/limits.ts';
import { badRequest } from './errors.ts';
import type { HttpError } from './errors.ts';

const MAX_NAME = 200;

const routeName = () => z
  .string({ error: 'name must be a string' })
  .trim()
  .min(1, 'name must not be blank')
  .max(MAX_NAME, `name must be at most ${MAX_NAME} characters`);

const id = (message: string) => z.number({ error: message }).int(message).positive(message);

const isoOrNull = (field: string) => {
  const error = `${field} must be an ISO date-time or null`;
  return z.union([z.iso.datetime({ offset: true, error }), z.null()], { error });
};

// Latitude, longitude and order arrive as strings from the planner (SPEC §3) and as numbers from other callers.
const numberLike = (field: string, check: (n: number) => boolean, rule: string) =>
  z.union([z.number(), z.string()], { error: `${field} must be ${rule}` }).transform((value, ctx) => {
    const n = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
    if (!Number.isFinite(n) || !check(n)) {
      ctx.addIssue({ code: 'custom', message: `${field} must be ${rule}` });
      return z.NEVER;
    }
    return n;
  });

const orderValue = (field: string) =>
  numberLike(field, (n) => Number.isInteger(n) && n >= 0, 'a non-negative integer');

const optionalText = (field: string) =>
  z.string({ error: `${field} must be a string or null` }).nullable().optional().transform((v) => v ?? null);

function windowInOrder(value: { deliveryStartAt: string | null; deliveryEndAt: string | null }): boolean {
  const { deliveryStartAt: start, deliveryEndAt: end } = value;
  return start === null || end === null || Date.parse(start) <= Date.parse(end);
}
const WINDOW_ORDER = { message: 'deliveryStartAt must not be after deliveryEndAt', path: ['deliveryStartAt'] };

const object = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: 'body must be a JSON object' });

// An empty body is fine here: the name then defaults to 'Route N'.
export const createRouteBody = z.lazy(() => z.preprocess((body) => body ?? {}, object({ name: routeName().optional() })));

export const renameRouteBody = z.lazy(() => object({ name: routeName() }));

export const currentRouteBody = z.lazy(() => object({ routeId: id('routeId must be a positive integer') }));

const serviceMinutes = () => z
  .number({ error: 'serviceMinutes must be a number of minutes' })
  .min(0, 'serviceMinutes must be 0 or more')
  .max(MAX_SERVICE_MINUTES, `serviceMinutes must be at most ${MAX_SERVICE_MINUTES}`);

export const createStopBody = z.lazy(() => object({
  name: z.string({ error: 'name must be a string' }).trim().min(1, 'name must not be blank'),
  displayString: z.string({ error: 'displayString must be a string' }).optional(),
  address: optionalText('address'),
  latitude: numberLike('latitude', (n) => n >= -90 && n <= 90, 'a number between -90 and 90'),
  longitude: numberLike('longitude', (n) => n >= -180 && n <= 180, 'a number between -180 and 180'),
  resultId: optionalText('resultId'),
  place: z
    .unknown()
    .optional()
    .transform((v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v))),
  type: optionalText('type'),
  // Accepted and checked for the SPEC's sake; the stored order is always the current stop count.
  order: orderValue('order').optional(),
  deliveryStartAt: isoOrNull('deliveryStartAt').optional().transform((v) => v ?? null),
  deliveryEndAt: isoOrNull('deliveryEndAt').optional().transform((v) => v ?? null),
  serviceMinutes: serviceMinutes().optional().transform((v) => v ?? 0),
})
  .refine(windowInOrder, WINDOW_ORDER)
  .transform(({ order: _order, displayString, ...stop }) => ({ ...stop, displayString: displayString ?? stop.name })));

/** A stop as the planner sends it (SPEC §3): coordinates and order may be strings; order is assigned anyway. */
export type NewStopRequest = z.input<typeof createStopBody>;

export const importStopsBody = z.lazy(() => object({
  stops: z
    .array(createStopBody, { error: 'stops must be an array of stops' })
    .min(1, 'stops must hold at least one stop')
    .max(MAX_LOCATIONS, `stops may hold at most ${MAX_LOCATIONS} stops`),
}));

export const deliveryTimeBody = z.lazy(() => object({
  deliveryStartAt: isoOrNull('deliveryStartAt'),
  deliveryEndAt: isoOrNull('deliveryEndAt'),
}).refine(windowInOrder, WINDOW_ORDER));

export const serviceTimeBody = z.lazy(() => object({ serviceMinutes: serviceMinutes() }));

export const departureBody = z.lazy(() => object({ departAt: isoOrNull('departAt') }));

export const vehicleBody = z.lazy(() => object({ vehicle: z.enum(VEHICLE_TYPES, { error: `vehicle must be one of ${VEHICLE_TYPES.join(', ')}` }) }));

/** A route's plan: the optimize answer as the provider gave it (checked there), and what it was computed for. */
export const planBody = z.lazy(() => object({
  key: z.string({ error: 'key must be a string' }).min(1, 'key must not be blank').max(100_000, 'key is too long'),
  result: z.looseObject({ sequence: z.array(z.union([z.number(), z.string()])), stops: z.array(z.unknown()) }, { error: 'result must be an optimize answer' }),
  milesSaved: z.number({ error: 'milesSaved must be a number or null' }).nullable(),
  minutesSaved: z.number({ error: 'minutesSaved must be a number or null' }).nullable(),
}));

export const stopOrderBody = z.lazy(() => object({
  order: z
    .number({ error: 'order must be a non-negative integer' })
    .int('order must be a non-negative integer')
    .nonnegative('order must be a non-negative integer'),
}));

export const reorderBody = z.lazy(() => object({
  ids: z.array(id('ids must contain positive integers'), { error: 'ids must be an array of stop ids' }),
}));

export const historyBody = z.lazy(() => object({
  distance: z.number({ error: 'distance must be a number of miles' }).nonnegative('distance must not be negative'),
  time: z.union([z.string().min(1), z.number().nonnegative()], { error: 'time must be a formatted time or seconds' }),
}));

/** Validates a body, or throws a 400 whose message names the first bad field. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw issueError(result.error.issues[0]);
}

function issueError(issue: z.core.$ZodIssue | undefined): HttpError {
  if (!issue) return badRequest('body is invalid');
  const field = issue.path.map(String).join('.');
  const named = issue.message.startsWith(String(issue.path[0] ?? 'body'));
  return badRequest(named ? issue.message : `${field || 'body'}: ${issue.message}`);
}
