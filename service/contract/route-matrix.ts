// POST /api/route-matrix: distance and time between every pair of points (SPEC §7: the matrix page reads matrix).
import { z } from 'zod';
import { PointInput } from './common.ts';
import { MAX_LOCATIONS } from './limits.ts';
import { RouteTypeInput, VehicleInput, vehicleNeedsDriving } from './route-directions.ts';

export const RouteMatrixRequest = z.object({
  locations: z
    .array(PointInput, { error: 'locations must be an array of points' })
    .min(2, 'locations needs at least 2 points')
    .max(MAX_LOCATIONS, `locations may hold at most ${MAX_LOCATIONS} points`),
  /** true: every pair; false: only from the first point (one row). */
  allToAll: z.boolean({ error: 'allToAll must be true or false' }).default(true),
  routeType: RouteTypeInput,
  vehicle: VehicleInput,
}).superRefine(vehicleNeedsDriving);
export type RouteMatrixRequest = z.input<typeof RouteMatrixRequest>;

/** One cell: miles and seconds from the row's point to the column's point; 0 on the diagonal. */
export const MatrixCell = z.object({ distance: z.number(), time: z.number() });

export const RouteMatrixResponse = z.object({ matrix: z.array(z.array(MatrixCell)) });
export type RouteMatrixResponse = z.infer<typeof RouteMatrixResponse>;
