// One budget per visitor across the provider routes: each call spends its weight (a route, matrix or
// optimization costs more than a search) from the same per-minute allowance. A store for @fastify/rate-limit,
// whose own stores count every request as one and keep one counter per route. The counters live in Redis
// when replicas share it, else in memory; fixed windows, as @fastify/rate-limit's own stores.
import type { Redis } from 'ioredis';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

/** The shared budget's group (a route config's rateLimit.groupId); other limited routes count on their own. */
export const PROVIDER_BUDGET = 'provider';

export interface Spent {
  /** Units spent in the current window, this call included. */
  current: number;
  /** Milliseconds until the window starts again. */
  ttl: number;
}

export interface Counters {
  spend(key: string, weight: number, windowMs: number): Promise<Spent>;
}

export class MemoryCounters implements Counters {
  private readonly windows = new Map<string, { used: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async spend(key: string, weight: number, windowMs: number): Promise<Spent> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= 10_000) this.sweep(now);
      window = { used: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.used += weight;
    return { current: window.used, ttl: window.resetAt - now };
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

// Atomic in Redis, so replicas spending from one budget at the same moment both count.
const SPEND = `
local used = redis.call('INCRBY', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {used, ttl}
`;

type SpendCommand = (key: string, windowMs: number, weight: number) => Promise<[number, number]>;

export class RedisCounters implements Counters {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'maps-demo:budget:',
  ) {
    if (!('spendBudget' in redis)) redis.defineCommand('spendBudget', { numberOfKeys: 1, lua: SPEND });
  }

  async spend(key: string, weight: number, windowMs: number): Promise<Spent> {
    const spendBudget = (this.redis as unknown as { spendBudget: SpendCommand }).spendBudget.bind(this.redis);
    const [current, ttl] = await spendBudget(this.prefix + key, windowMs, weight);
    return { current, ttl };
  }
}

interface RouteLimit {
  groupId?: string;
  /** Units one call spends; 1 when not set. */
  weight?: number;
  routeInfo: { method: string | string[]; url: string };
}

/** The store constructor @fastify/rate-limit wants, over the given counters. */
export function budgetStore(counters: Counters): FastifyRateLimitStoreCtor {
  class BudgetStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly scope = '',
      private readonly weight = 1,
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Spent) => void, timeWindow: number): void {
      counters.spend(this.scope + key, this.weight, timeWindow).then(
        (spent) => callback(null, spent),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      const limit = routeOptions as RouteLimit;
      // The plugin appends the groupId to the visitor's key, so every route of a group shares one counter.
      const scope = limit.groupId ? 'group:' : `${String(limit.routeInfo.method)} ${limit.routeInfo.url}:`;
      return new BudgetStore(undefined, scope, limit.weight ?? 1);
    }
  }
  return BudgetStore;
}
