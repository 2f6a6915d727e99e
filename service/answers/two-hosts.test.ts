// One contract, two hosts: the same requests, valid and invalid, to every provider endpoint of the proxy (offline
// provider over the bundled region packs) and of the device host (answerRequest over the device packs the browser
// downloads, as the device engine's worker runs it) give the same status and the same body.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGazetteerData } from '../../engine/geocode/gazetteer-node.ts';
import { optimizeRoute } from '../../engine/optimize/index.ts';
import { buildDevicePack, openPack } from '../../engine/pack/device-pack.ts';
import { loadPackFile } from '../../engine/pack/pack-file.ts';
import { ensureRegionPacks } from '../../engine/regions.ts';
import { testConfig } from '../../proxy/config.ts';
import { multiRegionEngine } from '../providers/offline/multi-region.ts';
import { createOfflineProvider } from '../providers/offline/provider.ts';
import { regionEngine } from '../providers/offline/region-engine.ts';
import { buildServer } from '../../proxy/server.ts';
import { answerRequest, type ApiRequest } from './answer-request.ts';
import type { AnswerContext } from './answers.ts';

const TRAFFIC_TIME = '2026-06-15T10:30:00Z';
const DEPART_AT = '2026-06-15T08:00:00Z';

let server: FastifyInstance;
let device: AnswerContext;
beforeAll(async () => {
  const paths = await ensureRegionPacks({ log: () => {} });
  server = await buildServer(testConfig({ trafficTime: TRAFFIC_TIME, rateLimitPerMinute: 1e9, batchRateLimitPerMinute: 1e9, heavyPerVisitor: 1e6 }));
  const gazetteer = readGazetteerData();
  const packs = await Promise.all(paths.map(async (path) => buildDevicePack(await loadPackFile(path), gazetteer)));
  const engine = multiRegionEngine(packs.map((bytes) => regionEngine(openPack(bytes.buffer as ArrayBuffer), { trafficTime: TRAFFIC_TIME })));
  device = { provider: createOfflineProvider(async () => engine), optimize: async (input) => optimizeRoute(input) };
}, 300_000);
afterAll(async () => server?.close());

const VADUZ = { lat: 47.1399, lng: 9.5217 };
const SCHAAN = { lat: 47.1653, lng: 9.5096 };
const BALZERS = { lat: 47.0664, lng: 9.5025 };
const TRIESEN = { lat: 47.1074, lng: 9.5265 };
const ESCHEN = { lat: 47.2107, lng: 9.5224 };
const CENTRAL = { lat: 57.7047, lng: 11.9668 };
const SOUTH = { lat: 57.695, lng: 11.979 };
const HISINGEN = { lat: 57.7206, lng: 11.9407 };
const SAN_FRANCISCO = { lat: 37.7749, lng: -122.4194 };
const LI = [VADUZ, SCHAAN, BALZERS, TRIESEN, ESCHEN];
const GBG = [CENTRAL, SOUTH, HISINGEN];

const post = (url: string, body: unknown): ApiRequest => ({ method: 'POST', url, body });
const get = (url: string): ApiRequest => ({ method: 'GET', url });

/** Real questions a visitor asks, in both regions, across them and outside them. */
function validRequests(): ApiRequest[] {
  const pairs = [[VADUZ, SCHAAN], [BALZERS, ESCHEN], [TRIESEN, VADUZ], [CENTRAL, SOUTH], [HISINGEN, CENTRAL], [VADUZ, CENTRAL], [VADUZ, SAN_FRANCISCO]];
  const requests: ApiRequest[] = [get('/api/map/config')];
  for (const locations of [...pairs, LI, GBG]) {
    for (const returnToStart of [false, true]) requests.push(post('/api/route-directions', { locations, returnToStart, timeType: 2, routeType: 'fastest' }));
    for (const allToAll of [false, true]) requests.push(post('/api/route-matrix', { locations, allToAll, routeType: 'fastest' }));
  }
  const hour = 3_600_000;
  const depart = Date.parse(DEPART_AT);
  for (const points of [LI, GBG, [VADUZ], [VADUZ, CENTRAL]]) {
    const stops = points.map((p, i) => ({
      id: i,
      latitude: p.lat,
      longitude: p.lng,
      ...(i % 2 ? { deliveryStartAt: new Date(depart + i * hour).toISOString(), deliveryEndAt: new Date(depart + (i + 1) * hour).toISOString() } : {}),
      serviceMinutes: 5,
    }));
    requests.push(post(`/api/optimize-route?departAt=${DEPART_AT}`, stops));
    requests.push(post('/api/optimize-route', { returnToStart: true, stops }));
  }
  const addresses = [
    { street: 'Städtle 1', city: 'Vaduz', state: '', countryCode: 'LI' },
    { street: 'Landstrasse 10', city: 'Schaan', state: '', countryCode: 'LI' },
    { street: 'Kunstmuseum Liechtenstein', city: '', state: '', countryCode: '' },
    { street: 'Kungsgatan 12', city: 'Göteborg', state: '', countryCode: 'SE' },
    { street: 'Avenyn', city: 'Gothenburg', state: '', countryCode: '' },
    { street: '', city: 'Paris', state: '', countryCode: 'FR' },
    { street: '', city: 'Denver', state: 'CO', countryCode: 'US' },
    { street: 'Xyzzy Plugh 99', city: 'Nowhere', state: '', countryCode: '' },
  ];
  for (const a of addresses) requests.push(post('/api/geocode', a));
  for (const p of [...LI, ...GBG, SAN_FRANCISCO]) requests.push(post('/api/reverse-geocode', p));
  for (const row of [{ location: 'Städtle 1, Vaduz' }, { street: 'Landstrasse 10', city: 'Schaan' }, { location: 'Kungsgatan 12, Göteborg' }, { city: 'Vaduz' }, { location: 'qqqq zzzz' }]) {
    requests.push(post('/api/geocode-batch', row));
  }
  for (const q of ['Vaduz', 'Schaan', 'Kunst', 'Göte', 'Berlin', 'Landstr', 'Vaduzz', 'zz']) {
    requests.push(post('/api/search/locations', { query: q }));
    requests.push(get(`/api/search/predictions?q=${encodeURIComponent(q)}`));
    requests.push(get(`/api/search/predictions?q=${encodeURIComponent(q)}&location=11.97,57.70&limit=5`));
  }
  const boxes = [
    { ul: { lat: 47.27, lng: 9.47 }, lr: { lat: 47.04, lng: 9.64 } },
    { ul: { lat: 57.75, lng: 11.9 }, lr: { lat: 57.65, lng: 12.05 } },
    { ul: { lat: 60, lng: 0 }, lr: { lat: 40, lng: 20 } },
    { ul: { lat: 38, lng: -123 }, lr: { lat: 37, lng: -122 } },
  ];
  for (const boundingBox of boxes) requests.push(post('/api/traffic/incidents', { boundingBox }));
  return requests;
}

/** What fuzzing turns up: wrong types, missing fields, out-of-range values, unknown paths and methods. */
function invalidRequests(): ApiRequest[] {
  const junk = fc.oneof(fc.constant(null), fc.boolean(), fc.string({ maxLength: 8 }), fc.constantFrom('', '1e400', 'NaN', '-91'), fc.integer(), fc.array(fc.integer(), { maxLength: 2 }));
  const coord = fc.oneof(fc.double({ min: -200, max: 200, noNaN: true }), junk);
  const point = fc.record({ lat: coord, lng: coord }, { requiredKeys: [] });
  const bodies: Record<string, fc.Arbitrary<unknown>> = {
    '/api/route-directions': fc.record({ locations: fc.oneof(fc.array(point, { maxLength: 3 }), junk), returnToStart: fc.oneof(fc.boolean(), junk), routeType: junk }, { requiredKeys: [] }),
    '/api/route-matrix': fc.record({ locations: fc.oneof(fc.array(point, { maxLength: 3 }), junk), allToAll: junk }, { requiredKeys: [] }),
    '/api/optimize-route': fc.oneof(fc.array(fc.record({ latitude: coord, longitude: coord, deliveryStartAt: junk }, { requiredKeys: [] }), { maxLength: 3 }), junk),
    '/api/geocode': fc.record({ street: junk, city: junk, state: junk, countryCode: junk }, { requiredKeys: [] }),
    '/api/reverse-geocode': fc.record({ lat: coord, lng: coord }, { requiredKeys: [] }),
    '/api/geocode-batch': fc.record({ location: junk, street: junk, apiKey: junk }, { requiredKeys: [] }),
    '/api/search/locations': fc.record({ query: junk }, { requiredKeys: [] }),
    '/api/traffic/incidents': fc.record({ boundingBox: fc.oneof(fc.record({ ul: point, lr: point }, { requiredKeys: [] }), junk) }, { requiredKeys: [] }),
  };
  const requests = Object.entries(bodies).flatMap(([url, arb]) => fc.sample(arb, { numRuns: 14, seed: 20261125 }).map((body) => post(url, body)));
  const query = fc.record({ q: fc.oneof(fc.string({ maxLength: 3 }), fc.constant('')), limit: fc.constantFrom('0', '9', 'x', '3.5'), location: fc.constantFrom('1,2,3', '-200,95', 'a,b') }, { requiredKeys: [] });
  for (const params of fc.sample(query, { numRuns: 14, seed: 7 })) requests.push(get(`/api/search/predictions?${new URLSearchParams(params as Record<string, string>)}`));
  requests.push(get('/api/search/predictions?q=Vaduz&lat=47.1'));
  requests.push(post('/api/optimize-route?departAt=yesterday', [{ latitude: VADUZ.lat, longitude: VADUZ.lng }]));
  requests.push(get('/api/route-directions'), post('/api/search/predictions', {}), post('/api/no-such-thing', {}), get('/api/nothing'));
  return requests;
}

async function fromServer(request: ApiRequest): Promise<{ status: number; body: unknown }> {
  const res = await server.inject({
    method: request.method as 'GET' | 'POST',
    url: request.url,
    ...(request.method === 'POST' ? { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(request.body) } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

async function fromDevice(request: ApiRequest): Promise<{ status: number; body: unknown }> {
  const answer = await answerRequest(device, request);
  return { status: answer.status, body: JSON.parse(answer.text) };
}

describe('the proxy and the device engine answer alike', () => {
  const valid = validRequests();
  const invalid = invalidRequests();

  it('asks more than 200 questions of every endpoint, most of them answered and the rest refused for a reason', () => {
    expect(valid.length + invalid.length).toBeGreaterThan(200);
    expect(new Set([...valid, ...invalid].map((r) => r.url.split('?')[0])).size).toBeGreaterThanOrEqual(12);
  });

  it('gives the same status and body to every valid request', async () => {
    const statuses = new Map<number, number>();
    for (const request of valid) {
      const [server, device] = [await fromServer(request), await fromDevice(request)];
      expect({ request, ...device }).toEqual({ request, ...server });
      statuses.set(server.status, (statuses.get(server.status) ?? 0) + 1);
    }
    // Real answers, not the same error twice: most succeed, and the refusals (cross-region, outside, not found) are 4xx.
    expect(statuses.get(200)).toBeGreaterThan(valid.length * 0.75);
    expect([...statuses.keys()].every((s) => s === 200 || (s >= 400 && s < 500))).toBe(true);
  }, 300_000);

  it('gives the same status and message to every invalid request', async () => {
    let refused = 0;
    for (const request of invalid) {
      const [server, device] = [await fromServer(request), await fromDevice(request)];
      expect({ request, ...device }).toEqual({ request, ...server });
      if (server.status >= 400 && server.status < 500) refused++;
    }
    // Generated input is sometimes valid after all (a junk field that is optional): most of it is refused.
    expect(refused).toBeGreaterThan(invalid.length * 0.8);
  }, 120_000);

  it('says so on the device when a walk or a ride needs a graph the device pack leaves out', async () => {
    const request = post('/api/route-directions', { locations: [VADUZ, SCHAAN], routeType: 'pedestrian' });
    expect((await fromServer(request)).status).toBe(200);
    expect(await fromDevice(request)).toEqual({
      status: 422,
      body: { message: 'Walking routes are not in the offline pack of Liechtenstein on this device: connect to the network for them' },
    });
  });
});
