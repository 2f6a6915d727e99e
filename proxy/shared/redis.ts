// The one Redis connection replicas share (REDIS_URL): the visitors' rate-limit budgets and the cache of
// provider answers. Without REDIS_URL both live in this process's memory.
import { Redis } from 'ioredis';

export class RedisUnavailableError extends Error {}

/** Connects before the server starts, so a wrong REDIS_URL stops the start with its reason, not the first visitor. */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    // A command while Redis is away fails at once (the budget and cache then step aside) instead of queueing.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 3_000,
  });
  // Reconnection attempts after a drop report here; the commands that fail meanwhile are handled where they run.
  let lastError: Error | undefined;
  redis.on('error', (error: Error) => {
    lastError = error;
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new RedisUnavailableError(`Redis at ${safeUrl(url)} did not answer: ${(lastError ?? (error as Error)).message}`);
  }
  return redis;
}

/** The URL without its password, for messages and logs. */
export function safeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
