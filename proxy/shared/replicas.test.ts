// Two proxy replicas behind one load balancer, sharing a real Redis: one visitor budget, one cached answer.
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import { MAIN_STREET, ROADWORK } from '../providers/offline/fake-engine.ts';
import { fixture, mapquestHarness, type Harness } from '../providers/mapquest/test-upstream.ts';
import { offlineApp } from '../routes/test-app.ts';
import { buildServer } from '../server.ts';
import { startRedis, type TestRedis } from './test-redis.ts';

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

  it('keep serving when Redis goes away, unlimited rather than failing', async () => {
    const own = await startRedis();
    const app = await offlineReplica({ redisUrl: own.url, rateLimitPerMinute: 1 });
    expect((await geocode(app)).statusCode).toBe(200);
    expect((await geocode(app)).statusCode).toBe(429);
    await own.stop();
    expect((await geocode(app)).statusCode).toBe(200);
    expect((await route(app)).statusCode).toBe(200);
  });

  it('refuse to start when Redis does not answer, naming the URL without its password', async () => {
    const gone = await startRedis();
    await gone.stop();
    const url = gone.url.replace('redis://', 'redis://demo:s3cret@');
    await expect(buildServer(testConfig({ redisUrl: url }))).rejects.toThrow(/^Redis at redis:\/\/demo:\*\*\*@127\.0\.0\.1:\d+ did not answer/);
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
