// Network-first replay of provider answers: a demo that ran once keeps working when the network drops.
// POST requests cannot be Cache API keys, so each is stored under a synthetic GET key derived from its path
// and body. Answers served from the cache carry the time they were saved, for the 'saved result' note.
import { optimizeKeyBody, reindexOptimizeAnswer } from './optimize-replay.ts';

export const PROVIDER_CACHE = 'provider-answers-v1';
export const SAVED_AT_HEADER = 'x-saved-at';
/** On a 503 the worker made up: the network was unreachable and nothing was saved (navigator.onLine can lie). */
export const UNREACHABLE_HEADER = 'x-network-unreachable';
const MAX_ENTRIES = 500;

/** The idempotent provider calls worth replaying (SPEC §7), by path. */
export const REPLAYABLE_PATHS = new Set([
  '/api/optimize-route',
  '/api/route-directions',
  '/api/route-matrix',
  '/api/geocode',
  '/api/reverse-geocode',
  '/api/search/predictions',
  '/api/search/locations',
  '/api/traffic/incidents',
  '/api/map/config',
]);

export function isReplayable(url: URL, method: string): boolean {
  return (method === 'POST' || method === 'GET') && REPLAYABLE_PATHS.has(url.pathname);
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const bodyOf = (request: Request): Promise<string> => (request.method === 'GET' ? Promise.resolve('') : request.clone().text());

async function keyFor(request: Request, body: string): Promise<string> {
  const url = new URL(request.url);
  const keyBody = url.pathname === '/api/optimize-route' ? optimizeKeyBody(body) : body;
  return `${url.origin}/__replay${url.pathname}?h=${await sha256Hex(`${request.method} ${url.search} ${keyBody}`)}`;
}

/** The cache key for a request: same path, query and body (for optimize, the same stops) give the same key. */
export async function cacheKeyFor(request: Request): Promise<string> {
  return keyFor(request, await bodyOf(request));
}

export interface CacheLike {
  match(key: string): Promise<Response | undefined>;
  put(key: string, response: Response): Promise<void>;
  keys(): Promise<readonly Request[]>;
  delete(key: Request | string): Promise<boolean>;
}

/**
 * Fetches; on success saves a copy, on a network failure answers the saved copy with its time, or a 503 that
 * says the network is unreachable.
 */
export async function networkFirstWithReplay(
  request: Request,
  cache: CacheLike,
  fetcher: (r: Request) => Promise<Response> = fetch,
  now: () => number = Date.now,
): Promise<Response> {
  const body = await bodyOf(request);
  const key = await keyFor(request, body);
  try {
    const response = await fetcher(request);
    if (response.ok) {
      const headers = new Headers(response.headers);
      headers.set(SAVED_AT_HEADER, new Date(now()).toISOString());
      const copy = new Response(await response.clone().arrayBuffer(), { status: response.status, headers });
      await cache.put(key, copy);
      await trim(cache);
    }
    return response;
  } catch (error) {
    const saved = await cache.match(key);
    if (saved) return new URL(request.url).pathname === '/api/optimize-route' ? reindexOptimizeAnswer(saved, body) : saved;
    const reason = error instanceof Error ? error.message : String(error);
    return Response.json({ message: `The network is unreachable (${reason}) and no saved answer exists` }, { status: 503, headers: { [UNREACHABLE_HEADER]: '1' } });
  }
}

async function trim(cache: CacheLike): Promise<void> {
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) await cache.delete(old);
}
