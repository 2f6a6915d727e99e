import { describe, expect, it, vi } from 'vitest';
import { saveTiles, type SaveProgress, type TileStore } from './save-tiles.ts';

class MemoryStore implements TileStore {
  readonly saved = new Map<string, Response>();
  async match(url: string) {
    return this.saved.get(url);
  }
  async put(url: string, response: Response) {
    this.saved.set(url, response);
  }
}

const urls = Array.from({ length: 10 }, (_, i) => `/tiles/map/10/${i}/0`);

describe('saveTiles', () => {
  it('saves every tile with bounded concurrency and reports progress', async () => {
    const store = new MemoryStore();
    let inFlight = 0;
    let peak = 0;
    const fetcher = vi.fn(async () => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await new Promise((r) => setTimeout(r, 1));
      inFlight--;
      return new Response(new Uint8Array(100));
    });
    const seen: SaveProgress[] = [];
    const result = await saveTiles(urls, { store, fetcher, concurrency: 3, signal: new AbortController().signal, onProgress: (p) => seen.push(p) });
    expect(result).toEqual({ done: 10, total: 10, failed: 0, bytes: 1000 });
    expect([...store.saved.keys()].sort()).toEqual([...urls].sort());
    expect(peak).toBe(3);
    expect(seen.map((p) => p.done)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('skips tiles already saved and counts failures without stopping', async () => {
    const store = new MemoryStore();
    await store.put(urls[0]!, new Response('old'));
    const fetcher = vi.fn(async (url: string) => (url.endsWith('/3/0') ? new Response('', { status: 404 }) : new Response('abc')));
    const result = await saveTiles(urls, { store, fetcher, signal: new AbortController().signal });
    expect(result).toMatchObject({ done: 10, failed: 1, bytes: 8 * 3 });
    expect(fetcher).toHaveBeenCalledTimes(9);
    expect(store.saved.has(urls[3]!)).toBe(false);
  });

  it('stops when cancelled', async () => {
    const store = new MemoryStore();
    const controller = new AbortController();
    const fetcher = vi.fn(async () => {
      controller.abort();
      return new Response('x');
    });
    await expect(saveTiles(urls, { store, fetcher, concurrency: 1, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
