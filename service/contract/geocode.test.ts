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

// The map's centre as the forward geocoder's focus: optional, checked at the boundary (a clear 400 naming the
// field), and what passes reaches the engine as the point to rank from.
describe('focus', () => {
  const address = { street: 'bank', city: 'Vaduz', state: 'LI', countryCode: 'LI' };
  it.each([
    [{ lat: 91, lng: 9.5 }, '"focus.lat": latitude must be between -90 and 90'],
    [{ lat: 47.1, lng: -181 }, '"focus.lng": longitude must be between -180 and 180'],
    [{ lat: 47.1 }, '"focus.lng": longitude must be a number'],
    [{ lat: 'north', lng: 9.5 }, '"focus.lat": latitude must be a number'],
    ['47.1,9.5', '"focus": focus must be an object {lat, lng}'],
    [[47.1, 9.5], '"focus": focus must be an object {lat, lng}'],
  ] as const)('a bad focus %j is a 400 naming it, on /api/geocode and /api/geocode-batch', async (focus, message) => {
    const seen: unknown[] = [];
    app = await offlineApp({ forward: (a) => (seen.push(a), null), bulkRow: (r) => (seen.push(r), null) });
    for (const [url, payload] of [
      ['/api/geocode', { ...address, focus }],
      ['/api/geocode-batch', { location: 'bank near me', focus }],
    ] as const) {
      const res = await app.inject({ method: 'POST', url, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`Invalid body field ${message}`);
    }
    expect(seen).toEqual([]);
  });

  it('reaches the engine as given (numbers or numeric text), and is left out when not given', async () => {
    const seen: unknown[] = [];
    app = await offlineApp({ forward: (a) => (seen.push(a), null), bulkRow: (r) => (seen.push(r), null) });
    await app.inject({ method: 'POST', url: '/api/geocode', payload: { ...address, focus: { lat: '47.066', lng: 9.502 } } });
    await app.inject({ method: 'POST', url: '/api/geocode-batch', payload: { location: 'bank near me', focus: { lat: 47.066, lng: '9.502' } } });
    await app.inject({ method: 'POST', url: '/api/geocode-batch', payload: { street: 'Höfle 5', city: 'Balzers', focus: { lat: 47.066, lng: 9.502 } } });
    await app.inject({ method: 'POST', url: '/api/geocode', payload: address });
    expect(seen).toEqual([
      { ...address, focus: { lat: 47.066, lng: 9.502 } },
      { location: 'bank near me', focus: { lat: 47.066, lng: 9.502 } },
      { street: 'Höfle 5', city: 'Balzers', state: undefined, postalCode: undefined, focus: { lat: 47.066, lng: 9.502 } },
      address,
    ]);
  });
});
