// Two proxy replicas behind one load balancer, sharing a real Redis: one visitor budget, one cached answer.
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import { createFakeEngine, MAIN_STREET, ROADWORK } from '../../service/providers/offline/fake-engine.ts';
import { fixture, mapquestHarness, type Harness } from '../providers/mapquest/test-upstream.ts';
import { offlineApp } from '../routes/test-app.ts';
import { buildServer } from '../server.ts';
import { freePort, startRedis, type TestRedis } from './test-redis.ts';

let redis: TestRedis;
let apps: FastifyInstance[] = [];
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => redis?.stop());
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});

const geocode = (app: FastifyInstance, ip = '203.0.113.7') =>
  app.inject({ method: 'POST', url: '/api/geocode', payload: { street: '1 Main St', city: 'x', state: 'y' }, remoteAddress: ip });
const route = (app: FastifyInstance, ip = '203.0.113.7') =>
  app.inject({ method: 'POST', url: '/api/route-directions', payload: { locations: [MAIN_STREET, ROADWORK] }, remoteAddress: ip });

async function offlineReplica(overrides: Parameters<typeof testConfig>[0] = {}): Promise<FastifyInstance> {
  const app = await offlineApp({}, { rateLimitPerMinute: 8, ...overrides });
  apps.push(app);
  return app;
}

describe('replicas sharing REDIS_URL', () => {
  it("spend one visitor's budget together: what one replica counted, the other refuses; other visitors are not touched", async () => {
    const a = await offlineReplica({ redisUrl: redis.url });
    const b = await offlineReplica({ redisUrl: redis.url });
    expect((await route(a)).statusCode).toBe(200); // 5 of 8
    expect((await geocode(b)).statusCode).toBe(200); // 6
    expect((await geocode(a)).statusCode).toBe(200); // 7
    expect((await geocode(b)).statusCode).toBe(200); // 8
    const refused = await geocode(a);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await route(b)).statusCode).toBe(429);
    expect((await geocode(b, '198.51.100.4')).statusCode).toBe(200);
  });

  it('ask the provider once for a question both are asked', async () => {
    const harnesses: Harness[] = [];
    for (let i = 0; i < 2; i++) {
      const h = await mapquestHarness({ redisUrl: redis.url });
      apps.push(h.app);
      harnesses.push(h);
    }
    const [a, b] = harnesses as [Harness, Harness];
    a.answer('/geocoding/v1/address', 200, fixture('geocode-address.json'));
    const first = await geocode(a.app);
    // b's upstream has no answer ready: it can only answer from the shared cache.
    const second = await geocode(b.app);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(a.seen.length + b.seen.length).toBe(1);
  });

});

describe('replicas when Redis is unreachable', () => {
  const health = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/api/health' })).json() as { status: string; reasons: string[] };
  /** Waits on the replica's own report, however long ioredis's reconnection takes. */
  const until = async (app: FastifyInstance, status: 'ok' | 'degraded') => {
    while ((await health(app)).status !== status) await new Promise((resolve) => setTimeout(resolve, 50));
  };

  async function loggedReplica(redisUrl: string, perMinute: number) {
    const lines: string[] = [];
    const app = await buildServer(testConfig({ redisUrl, rateLimitPerMinute: perMinute, logLevel: 'info' }), {
      loadEngine: async () => createFakeEngine(),
      logStream: { write: (line) => void lines.push(line) },
    });
    apps.push(app);
    const logged = (msg: RegExp) => lines.map((l) => JSON.parse(l) as { msg: string; level: number }).filter((l) => msg.test(l.msg));
    return { app, logged };
  }

  it('each keeps enforcing budgets on its own, reports degraded, logs the loss once, and shares again when Redis is back', async () => {
    const own = await startRedis();
    const a = await loggedReplica(own.url, 3);
    const b = await loggedReplica(own.url, 3);
    expect(await health(a.app)).toMatchObject({ status: 'ok', reasons: [] });

    await own.stop();
    await until(a.app, 'degraded');
    const { reasons } = await health(a.app);
    expect(reasons).toEqual([expect.stringMatching(/^Redis at redis:\/\/127\.0\.0\.1:\d+ is unreachable \(.+\): each replica counts visitor budgets/)]);
    // Each replica counts the visitor on its own: three each, then refused, never unlimited.
    for (const replica of [a, b]) {
      for (let i = 0; i < 3; i++) expect((await geocode(replica.app)).statusCode).toBe(200);
      expect((await geocode(replica.app)).statusCode).toBe(429);
      expect((await route(replica.app)).statusCode).toBe(429);
      expect((await geocode(replica.app, '198.51.100.4')).statusCode).toBe(200);
    }
    expect(a.logged(/Redis is unreachable/)).toHaveLength(1);
    expect(a.logged(/Redis is unreachable/)[0]!.level).toBe(40);

    const back = await startRedis(own.port);
    try {
      await until(a.app, 'ok');
      await until(b.app, 'ok');
      expect(a.logged(/Redis is back/)).toHaveLength(1);
      // Shared again: what one replica counted, the other refuses.
      for (let i = 0; i < 3; i++) expect((await geocode(i % 2 ? a.app : b.app, '192.0.2.9')).statusCode).toBe(200);
      expect((await geocode(a.app, '192.0.2.9')).statusCode).toBe(429);
      expect((await geocode(b.app, '192.0.2.9')).statusCode).toBe(429);
    } finally {
      await back.stop();
    }
  }, 60_000);

  it('start without Redis on their own budgets, and use it once it answers', async () => {
    const port = await freePort();
    const a = await loggedReplica(`redis://127.0.0.1:${port}`, 2);
    const b = await loggedReplica(`redis://127.0.0.1:${port}`, 2);
    expect(await health(a.app)).toMatchObject({ status: 'degraded', reasons: [expect.stringContaining('is unreachable')] });
    expect((await geocode(a.app)).statusCode).toBe(200);
    expect((await geocode(a.app)).statusCode).toBe(200);
    expect((await geocode(a.app)).statusCode).toBe(429);

    const late = await startRedis(port);
    try {
      await until(a.app, 'ok');
      await until(b.app, 'ok');
      expect((await geocode(a.app, '192.0.2.9')).statusCode).toBe(200);
      expect((await geocode(b.app, '192.0.2.9')).statusCode).toBe(200);
      expect((await geocode(a.app, '192.0.2.9')).statusCode).toBe(429);
    } finally {
      await late.stop();
    }
  }, 60_000);

  it('name the URL without its password, in the report and the log', async () => {
    const port = await freePort();
    const replica = await loggedReplica(`redis://demo:s3cret@127.0.0.1:${port}`, 2);
    const { reasons } = await health(replica.app);
    expect(reasons[0]).toMatch(/^Redis at redis:\/\/demo:\*\*\*@127\.0\.0\.1:\d+ is unreachable/);
    expect(JSON.stringify(replica.logged(/./))).not.toContain('s3cret');
    expect(replica.logged(/Redis is unreachable/)).toHaveLength(1);
  });
});

describe('without REDIS_URL', () => {
  it('each replica keeps its own budgets in memory, as before', async () => {
    const a = await offlineReplica();
    const b = await offlineReplica();
    expect((await route(a)).statusCode).toBe(200);
    expect((await route(b)).statusCode).toBe(200);
    expect((await route(a)).statusCode).toBe(429);
    expect((await route(b)).statusCode).toBe(429);
  });
});
