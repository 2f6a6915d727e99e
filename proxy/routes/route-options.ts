// What every provider route plugin receives: the provider and the per-IP limits that apply to its calls.
import type { FastifyReply } from 'fastify';
import type { AnswerContext } from '../../service/answers/answers.ts';
import type { OptimizeInput, OptimizeResult } from '../../engine/optimize/index.ts';
import { HEAVY } from '../plugins/visitor-concurrency.ts';
import type { Provider } from '../../service/providers/types.ts';
import { PROVIDER_BUDGET, type Counters } from '../shared/visitor-budget.ts';
import { visitorSignal } from './visitor-signal.ts';

export interface ProviderRouteOptions {
  provider: Provider;
  /** engine/optimize's optimizeRoute, in the engine pool when there is one. */
  optimize: (input: OptimizeInput) => Promise<OptimizeResult>;
  /** Where each visitor's spending is counted (memory or Redis). */
  budget: Counters;
  /** Per-IP budget per minute across the provider endpoints, in units (most calls spend 1). */
  perMinute: number;
  /** Per-IP tile requests per minute (a map view loads dozens at once). */
  tilesPerMinute: number;
  /** Per-IP bulk geocoding rows per minute (a CSV sends one request per row). */
  batchPerMinute: number;
  /** Per-IP routes, matrices and optimizations in flight at once. */
  heavyPerVisitor: number;
  /** Provider calls are shed (503) while the event loop lags more than this. */
  maxEventLoopDelayMs: number;
}

/** A route, matrix or optimization spends this many units of the visitor's budget; a search or geocode 1. */
export const HEAVY_WEIGHT = 5;

/** Route config for @fastify/rate-limit: each call spends `weight` of the visitor's one provider budget. */
export const spends = (perMinute: number, weight = 1) => ({ rateLimit: { max: perMinute, timeWindow: 60_000, groupId: PROVIDER_BUDGET, weight } });

/** Route config of a route, matrix or optimization: spends HEAVY_WEIGHT and counts toward HEAVY_PER_VISITOR. */
export const heavyCall = (perMinute: number) => ({ ...spends(perMinute, HEAVY_WEIGHT), ...HEAVY });

/** Route config for @fastify/rate-limit: `max` calls per visitor per minute on this route alone. */
export const ownLimit = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

/** What service/answers needs for one request: the provider, the optimizer and the visitor's going-away signal. */
export const answerContext = (opts: ProviderRouteOptions, reply: FastifyReply): AnswerContext => ({ provider: opts.provider, optimize: opts.optimize, signal: visitorSignal(reply) });
