// Fetches a list of tiles into the tile cache the service worker reads from, a few at a time, with progress
// and cancellation. Tiles already saved are not fetched again.

export interface SaveProgress {
  done: number;
  total: number;
  failed: number;
  /** Bytes of the tiles fetched in this run (tiles already saved count as 0). */
  bytes: number;
}

export interface TileStore {
  match(url: string): Promise<Response | undefined>;
  put(url: string, response: Response): Promise<void>;
}

export interface SaveOptions {
  store: TileStore;
  fetcher?: (url: string, init: { signal: AbortSignal }) => Promise<Response>;
  concurrency?: number;
  signal: AbortSignal;
  onProgress?: (progress: SaveProgress) => void;
}

/** Saves every URL it can; resolves with the final tally, or rejects with the abort reason when cancelled. */
export async function saveTiles(urls: readonly string[], options: SaveOptions): Promise<SaveProgress> {
  const { store, signal, onProgress, concurrency = 4 } = options;
  const fetcher = options.fetcher ?? ((url, init) => fetch(url, init));
  const progress: SaveProgress = { done: 0, total: urls.length, failed: 0, bytes: 0 };
  let next = 0;

  async function saveOne(url: string): Promise<void> {
    if (await store.match(url)) return;
    const response = await fetcher(url, { signal });
    if (!response.ok) throw new Error(`${response.status}`);
    const body = await response.arrayBuffer();
    progress.bytes += body.byteLength;
    await store.put(url, new Response(body, { status: response.status, headers: response.headers }));
  }

  async function worker(): Promise<void> {
    while (next < urls.length) {
      signal.throwIfAborted();
      const url = urls[next++] as string;
      try {
        await saveOne(url);
      } catch (error) {
        signal.throwIfAborted();
        // One missing tile (outside the region, a server hiccup) should not stop the rest.
        progress.failed++;
        console.warn('Tile not saved', url, error);
      }
      progress.done++;
      onProgress?.({ ...progress });
    }
  }

  await Promise.all(Array.from({ length: Math.min(concurrency, urls.length) }, worker));
  return { ...progress };
}
