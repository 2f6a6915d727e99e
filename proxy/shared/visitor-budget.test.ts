import { describe, expect, it } from 'vitest';
import { MemoryCounters, budgetStore, type Spent } from './visitor-budget.ts';

describe('MemoryCounters', () => {
  it('adds each weight to the window and starts again once it is over', async () => {
    let now = 1_000;
    const counters = new MemoryCounters(() => now);
    expect(await counters.spend('a', 1, 60_000)).toEqual({ current: 1, ttl: 60_000 });
    now += 10_000;
    expect(await counters.spend('a', 5, 60_000)).toEqual({ current: 6, ttl: 50_000 });
    expect(await counters.spend('b', 1, 60_000)).toEqual({ current: 1, ttl: 60_000 });
    now += 50_000;
    expect(await counters.spend('a', 1, 60_000)).toEqual({ current: 1, ttl: 60_000 });
  });
});

describe('budgetStore', () => {
  const incr = (store: { incr: (key: string, cb: (e: Error | null, r?: Spent) => void, windowMs: number, max: number) => void }, key: string) =>
    new Promise<number>((resolve, reject) => store.incr(key, (e, r) => (e ? reject(e) : resolve(r!.current)), 60_000, 100));
  const route = (url: string, extra: object = {}) => ({ routeInfo: { method: 'POST', url }, ...extra });

  it('routes of one group spend from one counter, each its weight; other routes count on their own', async () => {
    const Store = budgetStore(new MemoryCounters());
    const root = new Store({});
    // The plugin appends the groupId to the visitor's key for grouped routes.
    const geocode = root.child(route('/api/geocode', { groupId: 'provider', weight: 1 }) as never);
    const directions = root.child(route('/api/route-directions', { groupId: 'provider', weight: 5 }) as never);
    const tiles = root.child(route('/tiles/:z', {}) as never);
    const batch = root.child(route('/api/geocode-batch', {}) as never);
    expect(await incr(geocode, '1.2.3.4provider')).toBe(1);
    expect(await incr(directions, '1.2.3.4provider')).toBe(6);
    expect(await incr(geocode, '1.2.3.4provider')).toBe(7);
    expect(await incr(geocode, '5.6.7.8provider')).toBe(1);
    expect(await incr(tiles, '1.2.3.4')).toBe(1);
    expect(await incr(batch, '1.2.3.4')).toBe(1);
    expect(await incr(tiles, '1.2.3.4')).toBe(2);
  });

  it('passes a failing counter on as an error (the plugin then serves the request: skipOnError)', async () => {
    const Store = budgetStore({ spend: async () => Promise.reject(new Error('Connection is closed.')) });
    const store = new Store({}).child(route('/api/geocode', { groupId: 'provider' }) as never);
    await expect(incr(store, 'x')).rejects.toThrow('Connection is closed.');
  });
});
