import { describe, expect, it } from 'vitest';
import { SAVED_AT_HEADER, UNREACHABLE_HEADER, cacheKeyFor, isReplayable, networkFirstWithReplay } from './provider-cache.ts';
import { MemoryCache } from './memory-cache.test-util.ts';


const post = (path: string, body: unknown) =>
  new Request(`http://app.test${path}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

describe('provider answer replay', () => {
  it('keys by path and body', async () => {
    const a = await cacheKeyFor(post('/api/geocode', { city: 'Göteborg' }));
    expect(a).toBe(await cacheKeyFor(post('/api/geocode', { city: 'Göteborg' })));
    expect(a).not.toBe(await cacheKeyFor(post('/api/geocode', { city: 'Borås' })));
    expect(a).not.toBe(await cacheKeyFor(post('/api/reverse-geocode', { city: 'Göteborg' })));
  });

  it('replays a saved answer, with its time, when the network fails', async () => {
    const cache = new MemoryCache();
    const online = async () => Response.json({ distance: 4.2 });
    const first = await networkFirstWithReplay(post('/api/route-directions', [1, 2]), cache, online, () => Date.UTC(2026, 0, 2, 9, 30));
    expect(await first.json()).toEqual({ distance: 4.2 });
    expect(first.headers.get(SAVED_AT_HEADER)).toBeNull();

    const offline = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    };
    const replay = await networkFirstWithReplay(post('/api/route-directions', [1, 2]), cache, offline);
    expect(await replay.json()).toEqual({ distance: 4.2 });
    expect(replay.headers.get(SAVED_AT_HEADER)).toBe('2026-01-02T09:30:00.000Z');

    // Nothing saved for these stops: a 503 that says the network is unreachable, for the page to word.
    const missing = await networkFirstWithReplay(post('/api/route-directions', [9]), cache, offline);
    expect(missing.status).toBe(503);
    expect(missing.headers.get(UNREACHABLE_HEADER)).toBe('1');
  });

  it('does not save error answers', async () => {
    const cache = new MemoryCache();
    await networkFirstWithReplay(post('/api/geocode', {}), cache, async () => Response.json({ message: 'bad' }, { status: 400 }));
    expect(cache.entries.size).toBe(0);
  });

  it('replays only the idempotent provider calls', () => {
    expect(isReplayable(new URL('http://a/api/optimize-route'), 'POST')).toBe(true);
    expect(isReplayable(new URL('http://a/api/geocode-batch'), 'POST')).toBe(false);
    expect(isReplayable(new URL('http://a/api/routes'), 'POST')).toBe(false);
  });
});
