// Property: whatever a visitor sends to any provider endpoint, the proxy answers with a status below 500 and a
// JSON {message} on every error.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineApp } from './test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await offlineApp({}, { rateLimitPerMinute: 1_000_000, tileRateLimitPerMinute: 1_000_000 });
});
afterAll(async () => app.close());

const RUNS = 150;

const junk = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.string({ maxLength: 12 }),
  fc.constantFrom('', ' ', '1e400', '-0', 'NaN', '0x10', '12abc', '  45.5 ', '-91', '180.0000001', '2025-13-45T99:00'),
  fc.double(),
  fc.integer(),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
);
const lat = fc.oneof(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -90, max: 90, noNaN: true }).map(String), junk);
const lng = fc.oneof(fc.double({ min: -180, max: 180, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }).map(String), junk);
const when = fc.oneof(
  fc.constant(null),
  fc.date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true }).map((d) => d.toISOString()),
  fc.integer(),
  junk,
);
const point = fc.record({ latitude: lat, longitude: lng, lat, lng }, { requiredKeys: [] });
const stop = fc.record(
  { id: fc.oneof(fc.constantFrom(-1, 0, 1, 2, 3), fc.string({ maxLength: 3 }), junk), latitude: lat, longitude: lng, deliveryStartAt: when, deliveryEndAt: when },
  { requiredKeys: [] },
);
const text = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('1 Main St', 'US', 'se'), junk);
const box = fc.record({ ul: fc.record({ lat, lng }, { requiredKeys: [] }), lr: fc.record({ lat, lng }, { requiredKeys: [] }) }, { requiredKeys: [] });

const bodies: Record<string, fc.Arbitrary<unknown>> = {
  '/api/optimize-route': fc.oneof(fc.array(stop, { maxLength: 12 }), junk),
  '/api/route-directions': fc.record(
    { locations: fc.oneof(fc.array(point, { maxLength: 6 }), junk), returnToStart: fc.oneof(fc.boolean(), junk), timeType: fc.oneof(fc.constantFrom(1, 2), junk),
      routeType: fc.oneof(fc.constantFrom('fastest', 'pedestrian', 'bicycle'), junk),
    },
    { requiredKeys: [] },
  ),
  '/api/route-matrix': fc.record(
    {
      locations: fc.oneof(fc.array(point, { maxLength: 6 }), junk),
      allToAll: fc.oneof(fc.boolean(), junk),
      routeType: fc.oneof(fc.constantFrom('fastest', 'pedestrian', 'bicycle'), junk),
    },
    { requiredKeys: [] },
  ),
  '/api/geocode': fc.record({ street: text, city: text, state: text, countryCode: text, postalCode: text }, { requiredKeys: [] }),
  '/api/reverse-geocode': fc.record({ lat, lng }, { requiredKeys: [] }),
  '/api/geocode-batch': fc.record({ location: text, street: text, city: text, state: text, postalCode: text, apiKey: text }, { requiredKeys: [] }),
  '/api/search/locations': fc.record({ query: text }, { requiredKeys: [] }),
  '/api/traffic/incidents': fc.record({ boundingBox: fc.oneof(box, junk) }, { requiredKeys: [] }),
};

function expectSafe(res: { statusCode: number; body: string; headers: Record<string, unknown> }): void {
  expect(res.statusCode).toBeLessThan(500);
  if (res.statusCode >= 400) expect(JSON.parse(res.body)).toEqual({ message: expect.any(String) });
}

describe('fuzzing every request schema through inject: no 5xx', () => {
  it.each(Object.keys(bodies))('POST %s with generated JSON bodies', async (url) => {
    const arb = fc.oneof(bodies[url] as fc.Arbitrary<unknown>, fc.jsonValue());
    await fc.assert(
      fc.asyncProperty(arb, async (payload) => {
        const res = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
        expectSafe(res);
      }),
      { numRuns: RUNS },
    );
  });

  it('POST bodies that are not JSON at all', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(bodies)), fc.string({ maxLength: 30 }), fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'), async (url, raw, type) => {
        const res = await app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload: raw });
        expectSafe(res);
      }),
      { numRuns: RUNS },
    );
  });

  it('GET /api/search/predictions with generated query strings', async () => {
    const param = fc.oneof(fc.string({ maxLength: 20 }), fc.double().map(String), fc.constantFrom('11.9,57.7', '-200,95', ',', '1,2,3'));
    await fc.assert(
      fc.asyncProperty(fc.record({ q: param, location: param, lat: param, lng: param, limit: param }, { requiredKeys: [] }), async (query) => {
        const res = await app.inject({ method: 'GET', url: '/api/search/predictions', query });
        expectSafe(res);
      }),
      { numRuns: RUNS },
    );
  });

  it('GET /tiles/{style}/{z}/{x}/{y} with generated segments', async () => {
    const seg = fc.oneof(fc.string({ maxLength: 8 }), fc.integer({ min: -5, max: 30 }).map(String), fc.constantFrom('map', 'satellite', '1e3', '0x1', '3.5'));
    await fc.assert(
      fc.asyncProperty(seg, seg, seg, seg, async (style, z, x, y) => {
        const url = `/tiles/${[style, z, x, y].map(encodeURIComponent).join('/')}`;
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });
});
