// Provider answers kept for a while, so the same question asked again (by any visitor, on any replica when
// they share Redis) does not spend provider quota. Only successful answers are kept; a cache that fails
// is a miss, never a failed request.
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** Answers larger than this are not kept (a long route's shape): they would crowd out many small ones. */
export const MAX_ENTRY_CHARS = 1024 * 1024;

export interface AnswerCache {
  get(key: string): Promise<string | undefined>;
  set(key: string, answer: string): Promise<void>;
}

/** A short, fixed-length key for a question (path, query and body); the question itself may hold an address. */
export function questionKey(question: string): string {
  return createHash('sha256').update(question).digest('base64url');
}

export function memoryAnswerCache(options: { ttlMs: number; maxChars: number }): AnswerCache {
  const cache = new LRUCache<string, string>({ ttl: options.ttlMs, maxSize: options.maxChars, sizeCalculation: (answer) => answer.length || 1 });
  return {
    get: async (key) => cache.get(key),
    set: async (key, answer) => {
      if (answer.length <= MAX_ENTRY_CHARS) cache.set(key, answer);
    },
  };
}

/** The total kept in Redis is bounded by the TTL and by the Redis server's own maxmemory policy. A failing Redis
 * throws: shared-state.ts then asks this replica's memory instead. */
export function redisAnswerCache(redis: Redis, options: { ttlMs: number; prefix?: string }): AnswerCache {
  const prefix = options.prefix ?? 'maps-demo:answer:';
  return {
    get: async (key) => (await redis.get(prefix + key)) ?? undefined,
    set: async (key, answer) => {
      if (answer.length <= MAX_ENTRY_CHARS) await redis.set(prefix + key, answer, 'PX', options.ttlMs);
    },
  };
}
