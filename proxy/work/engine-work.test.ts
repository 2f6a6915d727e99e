// Where the server's engine work runs: search-ahead on the event loop, the rest in the pool's workers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomInstance } from '../../engine/optimize/testing.ts';
import type { OfflineEngine } from '../../service/providers/offline/engine.ts';
import { testConfig } from '../config.ts';
import { loadRegionEngine } from '../load-region-engine.ts';
import { engineWork, type EngineWork } from './engine-work.ts';

let work: EngineWork;
let engine: OfflineEngine;
beforeAll(async () => {
  // One worker, so a long optimize holds the whole pool.
  work = engineWork(testConfig({ engineThreads: 1 }));
  engine = await work.loadEngine!();
}, 300_000);
afterAll(() => work?.close());

describe('engine work with a pool', () => {
  it('answers a search-ahead keystroke while the only worker is busy, as the engine answers it', async () => {
    const done: string[] = [];
    const optimizing = work.optimize({ ...randomInstance({ n: 200, seed: 3, returnToStart: true }), timeBudgetMs: 3_000 }).then(() => done.push('optimize'));
    // The optimize reaches the pool a few microtasks on (after the pool's opening): by the next turn it is there.
    await new Promise((resolve) => setImmediate(resolve));
    const query = { q: 'Städtle 32, Vaduz', limit: 8 };
    const answer = await engine.predictions(query);
    done.push('search-ahead');
    await optimizing;
    // In the pool, the keystroke would have waited for the optimize to end.
    expect(done).toEqual(['search-ahead', 'optimize']);
    const local = await loadRegionEngine({ log: () => {} });
    expect(answer).toEqual(await local.predictions(query));
    expect(answer[0]?.displayString).toMatch(/^Städtle 32, 9490 Vaduz/);
  });

  it('still answers everything else from the pool', async () => {
    expect(work.pool()?.threads).toBe(1);
    const stops = [{ lat: 47.1399, lng: 9.5217 }, { lat: 47.1653, lng: 9.5096 }];
    const ask = { returnToStart: false, routeType: 'fastest' as const };
    const local = await loadRegionEngine({ log: () => {} });
    expect(await engine.directions(stops, ask)).toEqual(await local.directions(stops, ask));
  });
});
