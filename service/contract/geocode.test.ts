// A query too long to be an address (2,000 characters) is refused at the boundary with a clear 400, before any
// look-up, by every geocoding and search entry point.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { offlineApp } from '../../proxy/routes/test-app.ts';

let app: FastifyInstance;
afterEach(async () => app?.close());

const LONG = 'Städtle 32, Vaduz '.repeat(112).slice(0, 2000);

describe('a 2,000-character query', () => {
  it.each([
    ['POST', '/api/geocode', { street: LONG, city: 'Vaduz', state: 'LI', countryCode: 'LI' }, 'street must be at most 200 characters'],
    ['POST', '/api/geocode-batch', { location: LONG }, 'location must be at most 500 characters'],
    ['POST', '/api/search/locations', { query: LONG }, 'query must be at most 100 characters'],
    ['GET', `/api/search/predictions?q=${encodeURIComponent(LONG)}`, undefined, 'q must be at most 100 characters'],
  ] as const)('%s %#: a 400 with a message', async (method, url, payload, message) => {
    app = await offlineApp();
    const res = await app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
  });
});
