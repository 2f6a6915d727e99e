// What replicas behind one load balancer must share: each visitor's budget and the provider answers already
// paid for. In Redis when REDIS_URL is set, else in this process's memory.
import type { ServerConfig } from '../config.ts';
import { memoryAnswerCache, redisAnswerCache, type AnswerCache } from './answer-cache.ts';
import { connectRedis } from './redis.ts';
import { MemoryCounters, RedisCounters, type Counters } from './visitor-budget.ts';

export interface SharedState {
  counters: Counters;
  /** Absent when ANSWER_CACHE_SECONDS is 0. */
  answers: AnswerCache | undefined;
  close(): Promise<void>;
}

type SharedConfig = Pick<ServerConfig, 'redisUrl' | 'answerCacheSeconds' | 'answerCacheMegabytes'>;

export async function openSharedState(config: SharedConfig): Promise<SharedState> {
  const ttlMs = config.answerCacheSeconds * 1000;
  if (!config.redisUrl) {
    return {
      counters: new MemoryCounters(),
      answers: ttlMs > 0 ? memoryAnswerCache({ ttlMs, maxChars: config.answerCacheMegabytes * 1024 * 1024 }) : undefined,
      close: async () => {},
    };
  }
  const redis = await connectRedis(config.redisUrl);
  return {
    counters: new RedisCounters(redis),
    answers: ttlMs > 0 ? redisAnswerCache(redis, { ttlMs }) : undefined,
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
