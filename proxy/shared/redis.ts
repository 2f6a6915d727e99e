// The one Redis connection replicas share (REDIS_URL): the visitors' rate-limit budgets and the cache of
// provider answers. Redis is a helper, never a single point of failure: while it is unreachable (at start or
// later) every call falls back to this replica's own memory, the loss and the recovery are logged, and the
// health report says 'degraded' with the reason. ioredis keeps reconnecting; once Redis answers it is used again.
import { Redis } from 'ioredis';

/** The part of the server's logger this needs. */
export interface SharedLog {
  warn(fields: object, msg: string): void;
  info(fields: object, msg: string): void;
}

/**
 * Only the changes are logged, never each failed call or reconnection attempt; and a link that flaps logs a loss
 * at most this often. A loss not logged then is logged when the time is up if Redis is still away, so the last
 * line in the log always tells the state; a recovery is logged when its loss was.
 */
export const LOG_EVERY_MS = 60_000;

interface Outage {
  since: number;
  reason: string;
  logged: boolean;
}

export class SharedRedis {
  private outage: Outage | null = null;
  private lastError: string | undefined;
  private lastLossLogAt = -Infinity;
  /** Losses and recoveries since the last line that were not logged on their own. */
  private unlogged = 0;
  private pending: NodeJS.Timeout | undefined;

  constructor(
    readonly client: Redis,
    private readonly url: string,
    private readonly log: SharedLog,
    private readonly now: () => number = Date.now,
  ) {
    client.on('error', (error: Error) => (this.lastError = error.message));
    client.on('close', () => this.lost(this.lastError ?? 'the connection was lost'));
    client.on('ready', () => this.back());
  }

  /** Why Redis is not being used right now, for the health report; undefined while it is. */
  get problem(): string | undefined {
    if (!this.outage) return undefined;
    return `Redis at ${safeUrl(this.url)} is unreachable (${this.outage.reason}): each replica counts visitor budgets and keeps answers in its own memory until it is back`;
  }

  /** `shared` against Redis while it answers, else (and whenever it fails) `own`, from this replica's memory. */
  async run<T>(shared: (redis: Redis) => Promise<T>, own: () => Promise<T>): Promise<T> {
    // A command while Redis is away would fail at once (no offline queue): go straight to memory.
    if (this.client.status !== 'ready') {
      this.lost(this.lastError ?? `the connection is ${this.client.status}`);
      return own();
    }
    try {
      const answer = await shared(this.client);
      this.back();
      return answer;
    } catch (error) {
      this.lost((error as Error).message);
      return own();
    }
  }

  async close(): Promise<void> {
    clearTimeout(this.pending);
    this.client.removeAllListeners('close');
    await this.client.quit().catch(() => this.client.disconnect());
  }

  private lost(reason: string): void {
    if (this.outage) return;
    this.outage = { since: this.now(), reason, logged: false };
    const wait = this.lastLossLogAt + LOG_EVERY_MS - this.now();
    if (wait <= 0) this.logLoss();
    else {
      this.unlogged++;
      this.pending ??= setTimeout(() => {
        this.pending = undefined;
        if (this.outage && !this.outage.logged) this.logLoss();
      }, wait).unref();
    }
  }

  private back(): void {
    if (!this.outage) return;
    const { since, logged } = this.outage;
    this.outage = null;
    this.lastError = undefined;
    if (!logged) {
      this.unlogged++;
      return;
    }
    const downSeconds = Math.round((this.now() - since) / 1000);
    this.log.info({ redis: safeUrl(this.url), downSeconds, ...this.flaps() }, 'Redis is back: visitor budgets and cached answers are shared again');
  }

  private logLoss(): void {
    const outage = this.outage!;
    outage.logged = true;
    this.lastLossLogAt = this.now();
    this.log.warn(
      { redis: safeUrl(this.url), reason: outage.reason, ...this.flaps() },
      'Redis is unreachable: visitor budgets and cached answers are kept in this replica’s memory until it is back',
    );
  }

  /** The changes not logged since the last line, counted in the next one. */
  private flaps(): { changesNotLogged?: number } {
    const count = this.unlogged;
    this.unlogged = 0;
    return count ? { changesNotLogged: count } : {};
  }
}

/**
 * Connects to REDIS_URL, waiting up to its connect timeout so a healthy Redis is in use from the first request.
 * Never fails: a Redis that does not answer leaves the replica on its own memory (logged, and in the health
 * report) while the connection keeps being retried.
 */
export async function connectRedis(url: string, log: SharedLog): Promise<SharedRedis> {
  const client = new Redis(url, {
    lazyConnect: true,
    // A command while Redis is away fails at once (the caller then uses memory) instead of queueing.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 3_000,
    // A Redis that accepts commands but does not answer them must not hold a visitor's request.
    commandTimeout: 1_000,
  });
  const shared = new SharedRedis(client, url, log);
  await client.connect().catch(() => {
    // Reported by the 'close' and 'error' events; ioredis goes on retrying.
  });
  return shared;
}

/** The URL without its password, for messages and logs. */
export function safeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
