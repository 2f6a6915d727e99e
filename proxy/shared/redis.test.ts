import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOG_EVERY_MS, SharedRedis } from './redis.ts';

/** The client's events and status as ioredis reports them; no server. */
class FakeClient extends EventEmitter {
  status = 'ready';
  drop(): void {
    this.status = 'reconnecting';
    this.emit('error', new Error('connect ECONNREFUSED 127.0.0.1:6379'));
    this.emit('close');
  }
  recover(): void {
    this.status = 'ready';
    this.emit('ready');
  }
}

function link() {
  const client = new FakeClient();
  const lines: { level: string; msg: string; fields: Record<string, unknown> }[] = [];
  const log = {
    warn: (fields: object, msg: string) => void lines.push({ level: 'warn', msg, fields: fields as Record<string, unknown> }),
    info: (fields: object, msg: string) => void lines.push({ level: 'info', msg, fields: fields as Record<string, unknown> }),
  };
  const shared = new SharedRedis(client as unknown as Redis, 'redis://:pw@cache.internal:6379', log);
  return { client, shared, lines };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('SharedRedis', () => {
  it('uses memory while Redis is away and Redis again once it is back, saying so in the health problem', async () => {
    const { client, shared } = link();
    const run = () => shared.run(async () => 'redis', async () => 'memory');
    expect(await run()).toBe('redis');
    expect(shared.problem).toBeUndefined();
    client.drop();
    expect(await run()).toBe('memory');
    expect(shared.problem).toBe(
      'Redis at redis://:***@cache.internal:6379 is unreachable (connect ECONNREFUSED 127.0.0.1:6379): each replica counts visitor budgets and keeps answers in its own memory until it is back',
    );
    client.recover();
    expect(shared.problem).toBeUndefined();
    expect(await run()).toBe('redis');
  });

  it('falls back for a call that fails while the connection looks up, and recovers on the next success', async () => {
    const { shared } = link();
    expect(await shared.run(() => Promise.reject(new Error('Command timed out')), async () => 'memory')).toBe('memory');
    expect(shared.problem).toMatch(/unreachable \(Command timed out\)/);
    expect(await shared.run(async () => 'redis', async () => 'memory')).toBe('redis');
    expect(shared.problem).toBeUndefined();
  });

  it('logs a loss and its recovery once, however many calls fail in between', async () => {
    const { client, shared, lines } = link();
    client.drop();
    for (let i = 0; i < 50; i++) await shared.run(async () => 1, async () => 2);
    client.emit('close'); // each failed reconnection attempt closes again
    vi.advanceTimersByTime(5_000);
    client.recover();
    expect(lines.map((l) => [l.level, l.msg.split(':')[0]])).toEqual([
      ['warn', 'Redis is unreachable'],
      ['info', 'Redis is back'],
    ]);
    expect(lines[1]!.fields).toMatchObject({ downSeconds: 5 });
  });

  it('logs a flapping link at most once a minute, and a loss still going on when the minute is up', async () => {
    const { client, lines } = link();
    client.drop();
    client.recover(); // logged: its loss was
    for (let i = 0; i < 10; i++) {
      client.drop();
      client.recover();
    }
    client.drop();
    expect(lines).toHaveLength(2);
    vi.advanceTimersByTime(LOG_EVERY_MS);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatchObject({ level: 'warn', msg: expect.stringMatching(/^Redis is unreachable/), fields: { changesNotLogged: 21 } });
  });
});
