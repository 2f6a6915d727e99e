// What replicas behind one load balancer must share: each visitor's budget and the provider answers already
// paid for. In Redis when REDIS_URL is set, else in this process's memory. While Redis is unreachable each
// replica falls back to its own memory for both, so a visitor's budget is never unlimited: at worst it is
// counted per replica.
import type { ServerConfig } from '../config.ts';
import { memoryAnswerCache, redisAnswerCache, type AnswerCache } from './answer-cache.ts';
import { connectRedis, type SharedLog } from './redis.ts';
import { MemoryCounters, RedisCounters, type Counters } from './visitor-budget.ts';

export interface SharedState {
  counters: Counters;
  /** Absent when ANSWER_CACHE_SECONDS is 0. */
  answers: AnswerCache | undefined;
  /** Why the state is not shared right now (Redis unreachable), for the health report; none while all is well. */
  problems(): string[];
  close(): Promise<void>;
}

type SharedConfig = Pick<ServerConfig, 'redisUrl' | 'answerCacheSeconds' | 'answerCacheMegabytes'>;

export async function openSharedState(config: SharedConfig, log: SharedLog): Promise<SharedState> {
  const ttlMs = config.answerCacheSeconds * 1000;
  const ownCounters = new MemoryCounters();
  const ownAnswers = ttlMs > 0 ? memoryAnswerCache({ ttlMs, maxChars: config.answerCacheMegabytes * 1024 * 1024 }) : undefined;
  if (!config.redisUrl) {
    return { counters: ownCounters, answers: ownAnswers, problems: () => [], close: async () => {} };
  }
  const redis = await connectRedis(config.redisUrl, log);
  const sharedCounters = new RedisCounters(redis.client);
  const sharedAnswers = ownAnswers && redisAnswerCache(redis.client, { ttlMs });
  return {
    counters: {
      spend: (key, weight, windowMs) =>
        redis.run(
          () => sharedCounters.spend(key, weight, windowMs),
          () => ownCounters.spend(key, weight, windowMs),
        ),
    },
    answers:
      ownAnswers && sharedAnswers
        ? {
            get: (key) => redis.run(() => sharedAnswers.get(key), () => ownAnswers.get(key)),
            set: (key, answer) => redis.run(() => sharedAnswers.set(key, answer), () => ownAnswers.set(key, answer)),
          }
        : undefined,
    problems: () => (redis.problem ? [redis.problem] : []),
    close: () => redis.close(),
  };
}
