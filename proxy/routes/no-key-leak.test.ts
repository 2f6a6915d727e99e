// Every log line (at trace level) and every response body, across successes and failures, is searched for the
// server key and the visitor's bulk-geocoder key.
import { afterEach, describe, expect, it } from 'vitest';
import { BASE, SERVER_KEY, fixture, mapquestHarness, type Harness } from '../providers/mapquest/test-upstream.ts';

const VISITOR_KEY = 'VISITOR-KEY-d41d8c';

let h: Harness;
afterEach(async () => h?.app.close());

describe('no key in logs or responses', () => {
  it('holds across successful calls, provider errors echoing keys, timeouts and rejected input', async () => {
    const lines: string[] = [];
    h = await mapquestHarness(
      { logLevel: 'trace', upstreamTimeoutMs: 400, mapquestTileUrl: `${BASE}/tile/{z}/{x}/{y}?key={key}` },
      { write: (line) => void lines.push(line) },
    );
    h.answer('/geocoding/v1/address', 200, fixture('geocode-address.json'));
    h.answer('/geocoding/v1/address', 403, `Key ${VISITOR_KEY} is not valid`, 'text/plain');
    h.answer('/directions/v2/route', 200, JSON.stringify({ info: { statuscode: 403, messages: [`key=${SERVER_KEY} rejected`] } }));
    h.answer('/tile/1/0/0', 500, `upstream failed for key ${SERVER_KEY}`, 'text/plain');
    h.agent.get(BASE).intercept({ path: (p) => p.startsWith('/traffic/v2/incidents?') }).reply(200, '{}').delay(3000);

    const bodies: string[] = [];
    const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const res = await h.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { 'x-api-key': VISITOR_KEY } });
      bodies.push(res.body, JSON.stringify(res.headers));
      return res.statusCode;
    };

    expect(await call('POST', '/api/geocode-batch', { location: 'Denver, CO', apiKey: VISITOR_KEY })).toBe(200);
    expect(await call('POST', '/api/geocode-batch', { location: 'Denver, CO', apiKey: VISITOR_KEY })).toBe(502);
    expect(await call('POST', '/api/route-directions', { locations: [{ lat: 1, lng: 1 }, { lat: 2, lng: 2 }] })).toBe(502);
    expect(await call('GET', '/tiles/map/1/0/0')).toBe(502);
    expect(await call('POST', '/api/traffic/incidents', { boundingBox: { ul: { lat: 2, lng: 1 }, lr: { lat: 1, lng: 2 } } })).toBe(504);
    expect(await call('POST', '/api/geocode-batch', { location: 7, apiKey: VISITOR_KEY })).toBe(400);
    expect(await call('GET', '/api/map/config')).toBe(200);

    // The upstream really received both keys, so their absence below is not an accident of the setup.
    expect(h.seen.map((s) => s.query.get('key'))).toEqual(expect.arrayContaining([SERVER_KEY, VISITOR_KEY]));
    // One line per request at least: the check below searched something.
    expect(lines.length).toBeGreaterThanOrEqual(7);
    for (const text of [...lines, ...bodies]) {
      expect(text).not.toContain(SERVER_KEY);
      expect(text).not.toContain(VISITOR_KEY);
    }
    // What the provider said, keys scrubbed, is in the log; the visitor read the fallback text.
    expect(lines.join('\n')).toContain('[redacted]');
  });
});
