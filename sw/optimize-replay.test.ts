import { describe, expect, it } from 'vitest';
import { RETURN_MARKER_ID as CONTRACT_MARKER } from '../service/contract/index.ts';
import { RETURN_MARKER_ID, optimizeKeyBody, reindexOptimizeAnswer } from './optimize-replay.ts';
import { SAVED_AT_HEADER, cacheKeyFor, networkFirstWithReplay } from './provider-cache.ts';
import { MemoryCache } from './memory-cache.test-util.ts';

const stop = (id: number, lat: number) => ({ id, latitude: String(lat), longitude: '11.96', deliveryStartAt: null, deliveryEndAt: null });
const K = stop(1, 57.704);
const L = stop(2, 57.694);
const V = stop(3, 57.699);
const F = stop(4, 57.7);
const loop = (...stops: ReturnType<typeof stop>[]) => [...stops, { ...stops[0]!, id: RETURN_MARKER_ID }];

const post = (body: unknown) =>
  new Request('http://app.test/api/optimize-route', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });


describe('optimize replay', () => {
  it('uses the return marker of the contract', () => {
    expect(RETURN_MARKER_ID).toBe(CONTRACT_MARKER);
  });

  it('keys the same stops with the same start alike, whatever their order', async () => {
    const added = await cacheKeyFor(post(loop(K, L, V, F)));
    expect(await cacheKeyFor(post(loop(K, F, L, V)))).toBe(added);
    expect(optimizeKeyBody(JSON.stringify([K, F, L, V]))).toBe(optimizeKeyBody(JSON.stringify([K, V, F, L])));
  });

  it('keeps apart another start, another stop set, a moved stop, an open tour and plain payloads', async () => {
    const added = await cacheKeyFor(post(loop(K, L, V, F)));
    expect(await cacheKeyFor(post(loop(L, K, V, F)))).not.toBe(added);
    expect(await cacheKeyFor(post(loop(K, L, V)))).not.toBe(added);
    expect(await cacheKeyFor(post(loop(K, L, V, { ...F, latitude: '57.71' })))).not.toBe(added);
    expect(await cacheKeyFor(post([K, L, V, F]))).not.toBe(added);
    const plain = (stops: ReturnType<typeof stop>[]) => stops.map(({ latitude, longitude }) => ({ latitude, longitude }));
    expect(optimizeKeyBody(JSON.stringify(plain([K, L, V])))).toBe(JSON.stringify(plain([K, L, V])));
    expect(await cacheKeyFor(post(plain([K, L, V])))).not.toBe(await cacheKeyFor(post(plain([K, V, L]))));
  });

  it('replays an answer saved for the added order to the optimized order, indices pointing into the new request', async () => {
    const cache = new MemoryCache();
    const answer = {
      sequence: [1, 4, 2, 3],
      distance: 3.5,
      stops: [
        { id: 1, index: 0 },
        { id: 4, index: 3 },
        { id: 2, index: 1 },
        { id: 3, index: 2 },
      ],
    };
    await networkFirstWithReplay(post(loop(K, L, V, F)), cache, async () => Response.json(answer), () => Date.UTC(2026, 0, 2, 9, 30));
    const offline = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    };
    const replay = await networkFirstWithReplay(post(loop(K, F, L, V)), cache, offline);
    expect(replay.headers.get(SAVED_AT_HEADER)).toBe('2026-01-02T09:30:00.000Z');
    expect(await replay.json()).toEqual({
      ...answer,
      stops: [
        { id: 1, index: 0 },
        { id: 4, index: 1 },
        { id: 2, index: 2 },
        { id: 3, index: 3 },
      ],
    });
  });

  it('leaves an answer it cannot read as it is', async () => {
    const saved = new Response('not json', { status: 200 });
    expect(await (await reindexOptimizeAnswer(saved, JSON.stringify([K, L, V]))).text()).toBe('not json');
  });
});
