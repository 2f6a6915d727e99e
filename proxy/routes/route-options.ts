// What every provider route plugin receives: the provider and the per-IP limits that apply to its calls.
import type { OptimizeInput, OptimizeResult } from '../../engine/optimize/index.ts';
import type { Provider } from '../providers/types.ts';

export interface ProviderRouteOptions {
  provider: Provider;
  /** engine/optimize's optimizeRoute, in the engine pool when there is one. */
  optimize: (input: OptimizeInput) => Promise<OptimizeResult>;
  /** Per-IP requests per minute on each provider endpoint. */
  perMinute: number;
  /** Per-IP tile requests per minute (a map view loads dozens at once). */
  tilesPerMinute: number;
  /** Per-IP bulk geocoding rows per minute (a CSV sends one request per row). */
  batchPerMinute: number;
  /** Per-IP routes, matrices and optimizations in flight at once. */
  heavyPerVisitor: number;
}

/** Route config for @fastify/rate-limit: `max` requests per IP per minute. */
export const limitTo = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
