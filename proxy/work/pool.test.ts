// The engine pool on the real region packs: the same answers as the engine on the event loop, errors that keep
// their meaning across the thread boundary, an event loop that keeps turning under heavy work, and a full queue
// refused at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OptimizeError } from '../../engine/optimize/index.ts';
import { randomInstance } from '../../engine/optimize/testing.ts';
import { HttpError } from '../../service/http-error.ts';
import type { OfflineEngine } from '../../service/providers/offline/engine.ts';
import { loadRegionEngine, loadSharedRegionPacks } from '../load-region-engine.ts';
import { EnginePool } from './pool.ts';

const VADUZ = { lat: 47.1399, lng: 9.5217 };
const SCHAAN = { lat: 47.1653, lng: 9.5096 };

let packs: SharedArrayBuffer[];
let pool: EnginePool;
let pooled: OfflineEngine;
beforeAll(async () => {
  packs = await loadSharedRegionPacks({ log: () => {} });
  pool = new EnginePool({ threads: 2, packs });
  // As the server starts: the workers build their engines with no deadline, then the visitors' calls have one.
  await pool.warmUp();
  pooled = await pool.offlineEngine();
}, 300_000);
afterAll(() => pool?.close());

describe('the engine pool', () => {
  it('keeps an engine error about the input, and an optimizer error, what they were', async () => {
    await expect(pooled.directions([VADUZ, { lat: 40.7, lng: -74 }], { returnToStart: false, routeType: 'fastest' })).rejects.toMatchObject({
      code: 'OUT_OF_COVERAGE',
      message: expect.stringMatching(/^Location 2 \(40\.7, -74\) is outside the offline regions/),
    });
    const refused = await pool.optimize({ time: [[0]], distance: [[0]], returnToStart: false }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(OptimizeError);
    expect((refused as OptimizeError).code).toBe('TOO_FEW_STOPS');
  });

  it('leaves the event loop free while eight heavy optimizes run', async () => {
    let settled = 0;
    const inputs = Array.from({ length: 8 }, (_, k) => ({ ...randomInstance({ n: 120, seed: k + 1, returnToStart: true }), timeBudgetMs: 300 }));
    const heavy = inputs.map((input) => pool.optimize(input).then(() => settled++));
    // On the event loop, each optimize would hold it for its whole budget: no turn before all eight finished.
    let turns = 0;
    while (settled === 0) {
      await new Promise((resolve) => setImmediate(resolve));
      turns++;
    }
    await Promise.all(heavy);
    expect(turns).toBeGreaterThan(20);
  });

  it('refuses work beyond its queue at once, with a 503 that says when to try again', async () => {
    const one = new EnginePool({ threads: 1, packs: [] });
    try {
      const inputs = Array.from({ length: 40 }, (_, k) => ({ ...randomInstance({ n: 60, seed: k + 1, returnToStart: true }), timeBudgetMs: 50 }));
      const tasks = inputs.map((input) =>
        one.optimize(input).then(
          () => 'done',
          (e: unknown) => e,
        ),
      );
      const outcomes = await Promise.all(tasks);
      const busy = outcomes.filter((o): o is HttpError => o instanceof HttpError);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy[0]).toMatchObject({ statusCode: 503, message: 'The server is busy: try again in a few seconds', retryAfterSeconds: 5 });
      expect(outcomes.filter((o) => o === 'done').length).toBeGreaterThanOrEqual(32);
    } finally {
      await one.close();
    }
  });

  it('gives up a task that runs past its deadline with a 504, and goes on with a fresh worker', async () => {
    const quick = new EnginePool({ threads: 1, packs: [], taskTimeoutMs: 100 });
    const tiny = { ...randomInstance({ n: 5, seed: 1, returnToStart: true }), timeBudgetMs: 10 };
    /** Asks for a tiny optimize until a worker is up to answer it within the deadline (a worker takes a while to start). */
    const answered = async () => {
      for (let attempt = 0; attempt < 600; attempt++) {
        const result = await quick.optimize(tiny).catch(() => null);
        if (result) return result;
      }
      return null;
    };
    try {
      expect(await answered()).not.toBeNull();
      const long = { ...randomInstance({ n: 200, seed: 7, returnToStart: true }), timeBudgetMs: 20_000 };
      const late = await quick.optimize(long).catch((e: unknown) => e);
      expect(late).toMatchObject({ statusCode: 504, message: 'The map engine did not answer within 0.1 s: try fewer stops or a shorter route' });
      // The stopped worker's replacement answers.
      expect((await answered())?.sequence).toHaveLength(5);
    } finally {
      await quick.close();
    }
  });
  it('says why a worker could not build its engine when it starts, and is not restarted', async () => {
    const broken = new EnginePool({ threads: 1, packs: [new SharedArrayBuffer(64)] });
    try {
      await expect(broken.warmUp()).rejects.toThrow(/pack/i);
      // A task given meanwhile fails once the worker has gone, rather than waiting for one that never comes.
      await expect(broken.optimize({ time: [[0]], distance: [[0]], returnToStart: false })).rejects.toThrow('No engine worker could start');
      expect(broken.threads).toBe(0);
    } finally {
      await broken.close();
    }
  });

  it('fails the tasks it has not answered when it is closed, instead of leaving them waiting', async () => {
    const closing = new EnginePool({ threads: 1, packs: [] });
    const long = { ...randomInstance({ n: 200, seed: 7, returnToStart: true }), timeBudgetMs: 20_000 };
    const running = closing.optimize(long).catch((e: unknown) => e);
    const waiting = closing.optimize(long).catch((e: unknown) => e);
    await closing.close();
    expect(await running).toMatchObject({ message: 'The engine pool was closed' });
    expect(await waiting).toMatchObject({ message: 'The engine pool was closed' });
  });

  it('answers as the engine on the event loop does, from worker threads', async () => {
    const local = await loadRegionEngine({ log: () => {} });
    expect(pooled.regions?.map((r) => r.name)).toEqual(['Liechtenstein', 'Gothenburg, Sweden']);
    const ask = { returnToStart: false, routeType: 'fastest' as const };
    expect(await pooled.directions([VADUZ, SCHAAN], ask)).toEqual(await local.directions([VADUZ, SCHAAN], ask));
    expect(await pooled.forward({ street: 'Städtle 32', city: 'Vaduz', state: '', countryCode: 'LI' })).toEqual(
      await local.forward({ street: 'Städtle 32', city: 'Vaduz', state: '', countryCode: 'LI' }),
    );
    const tile = await pooled.tile(14, 8625, 5759);
    expect(tile?.body).toBeInstanceOf(Uint8Array);
    expect(pool.threads).toBe(2);
  });
});
