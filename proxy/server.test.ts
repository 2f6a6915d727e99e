import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, testConfig } from './config.ts';
import { buildServer } from './server.ts';
import { MAX_PAYLOAD_CHARS } from '../app/share/route-payload.ts';
import { createFakeEngine } from '../service/providers/offline/fake-engine.ts';

function fakeBuild(head = ''): string {
  const dir = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>app</title>${head}<div id="root"></div>`);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("hi")'.repeat(200));
  writeFileSync(join(dir, 'assets', 'index-abc123.js.map'), '{"version":3,"sourcesContent":["secret source"]}');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  return dir;
}

let app: FastifyInstance;
afterEach(async () => app?.close());

describe('request logs', () => {
  const logged = async (logLevel: 'info' | 'debug') => {
    const lines: string[] = [];
    app = await buildServer(testConfig({ logLevel }), { logStream: { write: (line) => void lines.push(line) } });
    await app.inject({ method: 'GET', url: '/api/health?q=Kungsgatan%2012' });
    await app.close();
    return lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg !== 'Server listening');
  };

  it('writes nothing per request at the default level', async () => {
    expect(await logged('info')).toEqual([]);
  });

  it('writes one line per request at debug, with the path and never the query', async () => {
    const lines = await logged('debug');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 20, msg: 'request', method: 'GET', path: '/api/health', status: 200 });
    expect(JSON.stringify(lines)).not.toContain('Kungsgatan');
  });
});

describe('proxy server', () => {
  it('lets a request without a body take as long as its answer needs: the request deadline is for arriving (the start-up warm-up is injected)', async () => {
    // An engine slower to load than the request deadline, as two regions' are on a loaded machine.
    const slowEngine = async () => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      return createFakeEngine();
    };
    app = await buildServer(testConfig({ requestTimeoutMs: 200 }), { loadEngine: slowEngine });
    expect((await app.inject({ method: 'GET', url: '/api/map/config' })).statusCode).toBe(200);
  });

  it('reports health with version and provider', async () => {
    app = await buildServer(testConfig());
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', provider: 'offline', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  it('says in Server-Timing how long the proxy took over each answer, errors included', async () => {
    app = await buildServer(testConfig());
    for (const url of ['/api/health', '/api/nothing-here']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['server-timing']).toMatch(/^proxy;dur=\d+\.\d{2}$/);
    }
  });

  it('reports the engine pool and the event loop once the engine is up', async () => {
    app = await buildServer(testConfig({ engineThreads: 2 }));
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ engine: null, eventLoopDelayMs: expect.any(Number) });
    expect((await app.inject({ method: 'GET', url: '/api/map/config' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ engine: { threads: 2, queued: 0 } });
  }, 120_000);

  it('answers an unknown /api path with 404 JSON', async () => {
    app = await buildServer(testConfig());
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: 'No such endpoint: GET /api/nope' });
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    app = await buildServer(testConfig());
    app.post('/api/echo', async (req) => req.body);
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Request body is not valid JSON' });
    expect(res.body).not.toMatch(/at .*\.js/);
  });

  it('answers a too-large body with 413', async () => {
    app = await buildServer(testConfig());
    app.post('/api/echo', async (req) => req.body);
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/too large/);
  });

  it('hides the internals of an unexpected error behind a 500 message', async () => {
    app = await buildServer(testConfig());
    app.get('/api/boom', async () => {
      throw new Error('secret internal detail');
    });
    const res = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error' });
  });

  it('logs a client that left before its answer as a debug line, not an error', async () => {
    const lines: Record<string, unknown>[] = [];
    app = await buildServer(testConfig({ logLevel: 'debug' }), { logStream: { write: (line) => void lines.push(JSON.parse(line)) } });
    app.get('/api/gone', async () => {
      throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    });
    const res = await app.inject({ method: 'GET', url: '/api/gone' });
    expect(res.statusCode).toBe(499);
    expect(lines.filter((l) => (l.level as number) >= 50)).toEqual([]);
    expect(lines.map((l) => l.msg)).toContain('client closed the request before the answer was sent');
  });

  it('serves the SPA: index.html for client routes, immutable hashed assets, no-cache shell', async () => {
    app = await buildServer(testConfig({ staticDir: fakeBuild() }));
    for (const url of ['/', '/planner', '/some/unknown/page?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sw = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.headers['cache-control']).toBe('no-cache');
    const missing = await app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
    // Source maps are built, never published.
    const map = await app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret source');
  });

  it('opens the longest shared-route link a visitor can be sent (Node would refuse it with 431)', async () => {
    app = await buildServer(testConfig({ staticDir: fakeBuild() }));
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${base}/planner?route=1&r=${'A'.repeat(MAX_PAYLOAD_CHARS + 1_000)}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('answers an address past even that limit with the app shell (431), which opens the app, not a JSON page', async () => {
    app = await buildServer(testConfig({ staticDir: fakeBuild() }));
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${base}/planner?r=${'A'.repeat(100_000)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await res.text()).toContain('<div id="root">');
  });

  it('compresses large responses', async () => {
    app = await buildServer(testConfig({ staticDir: fakeBuild() }));
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it("compresses every page's HTML, which the app's client routes answer", async () => {
    app = await buildServer(testConfig({ staticDir: fakeBuild(`<style>${'.css-x{color:red}'.repeat(200)}</style>`) }));
    for (const url of ['/', '/planner', '/traffic?x=1', '/index.html']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    // And the API's unknown paths are still a JSON 404, whatever the method.
    for (const method of ['GET', 'POST'] as const) {
      const res = await app.inject({ method, url: '/api/nothing-here' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: `No such endpoint: ${method} /api/nothing-here` });
    }
  });

  it('sends a same-origin CSP and no CORS header to a foreign origin by default', async () => {
    app = await buildServer(testConfig());
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("sets helmet's headers on every reply, errors included, without HSTS or upgrade-insecure-requests", async () => {
    app = await buildServer(testConfig());
    for (const url of ['/api/health', '/api/no-such-endpoint']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('allows a configured CORS origin', async () => {
    app = await buildServer(testConfig({ corsOrigins: ['https://booth.example'] }));
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://booth.example' } });
    expect(res.headers['access-control-allow-origin']).toBe('https://booth.example');
    // Nothing uses cookies: a listed origin never gets a visitor's credentials.
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('configuration', () => {
  it('defaults to the offline provider on 127.0.0.1:8080', () => {
    expect(loadConfig({})).toMatchObject({ port: 8080, host: '127.0.0.1', provider: 'offline' });
  });

  it('chooses mapquest when a key is configured', () => {
    expect(loadConfig({ MAPQUEST_KEY: 'abc' })).toMatchObject({ provider: 'mapquest', providerKey: 'abc' });
  });

  it('reports every bad value by name', () => {
    const run = () => loadConfig({ PORT: 'eighty', PROVIDER: 'google', CORS_ORIGINS: 'not a url' });
    expect(run).toThrow(ConfigError);
    try {
      run();
    } catch (error) {
      const { problems } = error as ConfigError;
      expect(problems.join('\n')).toMatch(/PORT/);
      expect(problems.join('\n')).toMatch(/PROVIDER must be "offline" or "mapquest"/);
      expect(problems.join('\n')).toMatch(/CORS_ORIGINS/);
    }
  });

  it('reads PACK_PATH as one pack or a comma-separated list, none meaning the bundled regions', () => {
    expect(loadConfig({ PACK_PATH: 'packs/a.pack, packs/b.pack' }).packPaths).toEqual(['packs/a.pack', 'packs/b.pack']);
    expect(loadConfig({ PACK_PATH: 'one.pack' }).packPaths).toEqual(['one.pack']);
    expect(loadConfig({}).packPaths).toEqual([]);
  });

  it('takes a fixed clock for the demo traffic, or refuses a time it cannot read', () => {
    expect(loadConfig({ TRAFFIC_TIME: '2026-06-15T10:30:00Z' }).trafficTime).toBe('2026-06-15T10:30:00Z');
    expect(() => loadConfig({ TRAFFIC_TIME: 'tea time' })).toThrow(/TRAFFIC_TIME must be an ISO date-time/);
  });

  it('trusts only http(s) origins for CORS', () => {
    expect(() => loadConfig({ CORS_ORIGINS: 'https://booth.example,javascript:alert(1)' })).toThrow(/CORS_ORIGINS must be a comma-separated list of http\(s\) origins/);
    expect(loadConfig({ CORS_ORIGINS: 'https://booth.example, http://localhost:5173' }).corsOrigins).toEqual(['https://booth.example', 'http://localhost:5173']);
  });

  it('requires a key for PROVIDER=mapquest', () => {
    expect(() => loadConfig({ PROVIDER: 'mapquest' })).toThrow(/MAPQUEST_KEY is required/);
  });

  it('rejects an out-of-range port', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT must be between 0 and 65535/);
  });
});
