// The 'saved result' and 'offline' notes: their texts, and the API client events they are raised from.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, OFFLINE_MESSAGE, apiRequest, onOfflineFailure, onSavedAnswer } from '../data/client.ts';
import { clockTime, isWorthNoting, savedResultText } from './network-notes.ts';

afterEach(() => vi.unstubAllGlobals());

describe('note texts', () => {
  it('says when the saved result is from, in local HH:MM', () => {
    const local = new Date(2026, 0, 2, 9, 5).toISOString();
    expect(clockTime(local)).toBe('09:05');
    expect(savedResultText(local)).toBe('Showing a saved result from 09:05 (offline)');
  });
  it('keeps quiet about the map configuration replayed on every page load', () => {
    expect(isWorthNoting('/api/map/config')).toBe(false);
    expect(isWorthNoting('/api/geocode')).toBe(true);
  });
});

describe('API client network events', () => {
  it('reports an answer replayed from the service worker cache', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ lat: 1 }, { headers: { 'x-saved-at': '2026-01-02T09:30:00.000Z' } }));
    const seen = vi.fn();
    const off = onSavedAnswer(seen);
    expect(await apiRequest('POST', '/api/geocode', { city: 'x' })).toEqual({ lat: 1 });
    off();
    expect(seen).toHaveBeenCalledWith({ method: 'POST', path: '/api/geocode', savedAt: '2026-01-02T09:30:00.000Z' });
  });

  it('does not report live answers', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ lat: 1 }));
    const seen = vi.fn();
    const off = onSavedAnswer(seen);
    await apiRequest('POST', '/api/geocode', {});
    off();
    expect(seen).not.toHaveBeenCalled();
  });

  it('says a network failure while offline needs the network', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('navigator', { onLine: false });
    const failed = vi.fn();
    const off = onOfflineFailure(failed);
    await expect(apiRequest('POST', '/api/optimize-route', [])).rejects.toThrow(OFFLINE_MESSAGE);
    off();
    expect(failed).toHaveBeenCalledWith({ method: 'POST', path: '/api/optimize-route' });
  });

  it('keeps the transport error online, and the SPEC status message for HTTP errors', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('navigator', { onLine: true });
    await expect(apiRequest('POST', '/api/geocode', {})).rejects.toThrow('Failed to fetch');
    vi.stubGlobal('navigator', { onLine: false });
    vi.stubGlobal('fetch', async () => new Response('down', { status: 503 }));
    await expect(apiRequest('POST', '/api/geocode', {})).rejects.toThrow(new ApiError(503, '', 'down'));
  });

  it('cancels a call through its signal', async () => {
    vi.stubGlobal('fetch', (request: Request) => new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))));
    const controller = new AbortController();
    const call = apiRequest('POST', '/api/route-matrix', {}, controller.signal);
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
