// The one API client: local paths never touch the network, remote ones go to fetch, and both fail as SPEC §8 says.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerOnDevice } from '../device/device-engine.ts';
import { ApiError, OFFLINE_MESSAGE, SAVED_AT_HEADER, UNREACHABLE_HEADER, apiRequest, onDeviceAnswer, onOfflineFailure, readErrorMessage } from './client.ts';
import { isLocalApiPath } from './local-paths.ts';
import { freshDatabase } from './test-helpers.ts';

// The device engine is a worker over stored packs (tested in app/device); here only whether and when it is asked.
vi.mock('../device/device-engine.ts', () => ({ answerOnDevice: vi.fn(async () => null) }));

beforeEach(freshDatabase);
afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response): ReturnType<typeof vi.fn> {
  const fetchMock = vi.fn(async (_: Request) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiRequest', () => {
  it('answers /api/routes and /api/stops locally, without fetch', async () => {
    const fetchMock = stubFetch(new Response('{}'));
    const route = await apiRequest<{ id: number; name: string }>('POST', '/api/routes', { name: 'Local' });
    expect(route).toMatchObject({ id: 2, name: 'Local' });
    expect(await apiRequest('GET', '/api/stops')).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("fails a local call with '<status>: <body text>'", async () => {
    await expect(apiRequest('PATCH', '/api/routes/9', { name: 'x' })).rejects.toThrow(
      new ApiError(404, 'Not Found', '{"message":"Route 9 not found"}'),
    );
    const error = await apiRequest('PATCH', '/api/routes/9', { name: 'x' }).catch((e: unknown) => e);
    expect((error as Error).message).toBe('404: {"message":"Route 9 not found"}');
  });

  it('sends other paths to fetch with credentials, and a JSON content-type only with a body', async () => {
    const fetchMock = stubFetch(new Response('{"sequence":[0,1]}', { status: 200 }));
    expect(await apiRequest('POST', '/api/optimize-route', [{ latitude: '1' }])).toEqual({ sequence: [0, 1] });
    const sent = fetchMock.mock.calls[0]?.[0] as Request;
    expect(sent.method).toBe('POST');
    expect(sent.credentials).toBe('include');
    expect(sent.headers.get('content-type')).toBe('application/json');
    expect(await sent.text()).toBe('[{"latitude":"1"}]');

    stubFetch(new Response('{"apiKey":"k"}'));
    await apiRequest('GET', '/api/map/config');
    const get = vi.mocked(fetch).mock.calls[0]?.[0] as Request;
    expect(get.headers.get('content-type')).toBeNull();
  });

  it('uses the status text when a failed response has no body', async () => {
    stubFetch(new Response('', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('GET', '/api/map/config')).rejects.toThrow('502: Bad Gateway');
  });

  it("says 'offline' when the service worker found the network unreachable, even where navigator.onLine says online", async () => {
    stubFetch(new Response('{"message":"unreachable"}', { status: 503, headers: { [UNREACHABLE_HEADER]: '1' } }));
    const failures: string[] = [];
    const off = onOfflineFailure(({ path }) => failures.push(path));
    await expect(apiRequest('POST', '/api/geocode', { street: 'Vasagatan 7' })).rejects.toThrow(OFFLINE_MESSAGE);
    off();
    expect(failures).toEqual(['/api/geocode']);
    // A 503 from the server itself is the server's answer, not the network's.
    stubFetch(new Response('{"message":"busy"}', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('POST', '/api/geocode', {})).rejects.toThrow(ApiError);
  });

  it('asks the device when the network cannot answer, and says the device answered', async () => {
    vi.mocked(answerOnDevice).mockResolvedValueOnce({ status: 200, text: '{"lat":47.1}', regions: ['Liechtenstein'] });
    stubFetch(new Response('{}', { status: 503, headers: { [UNREACHABLE_HEADER]: '1' } }));
    const answered: string[][] = [];
    const off = onDeviceAnswer(({ regions }) => answered.push(regions));
    expect(await apiRequest('POST', '/api/geocode', { street: 'Städtle 1' })).toEqual({ lat: 47.1 });
    off();
    expect(answered).toEqual([['Liechtenstein']]);
    expect(vi.mocked(answerOnDevice)).toHaveBeenCalledWith({ method: 'POST', url: '/api/geocode', body: { street: 'Städtle 1' } }, undefined);
  });

  it('prefers the network, and a saved copy over a device refusal, and never asks the device for other paths', async () => {
    vi.mocked(answerOnDevice).mockClear();
    stubFetch(new Response('{"lat":1}'));
    expect(await apiRequest('POST', '/api/geocode', {})).toEqual({ lat: 1 });
    expect(vi.mocked(answerOnDevice)).not.toHaveBeenCalled();

    vi.mocked(answerOnDevice).mockResolvedValueOnce({ status: 422, text: '{"message":"outside"}', regions: ['Liechtenstein'] });
    stubFetch(new Response('{"lat":2}', { headers: { [SAVED_AT_HEADER]: '2026-11-25T10:00:00Z' } }));
    expect(await apiRequest('POST', '/api/geocode', {})).toEqual({ lat: 2 });

    vi.mocked(answerOnDevice).mockClear();
    stubFetch(new Response('{}', { status: 503, headers: { [UNREACHABLE_HEADER]: '1' } }));
    await expect(apiRequest('POST', '/api/geocode-nothing', {})).rejects.toThrow(OFFLINE_MESSAGE);
    expect(vi.mocked(answerOnDevice)).not.toHaveBeenCalled();
  });

  it('returns undefined for an empty OK body', async () => {
    stubFetch(new Response(null, { status: 204 }));
    expect(await apiRequest('DELETE', '/api/something')).toBeUndefined();
  });
});

describe('readErrorMessage', () => {
  it("prefers the server's message field, then the error message, then the fallback", () => {
    expect(readErrorMessage(new ApiError(400, 'Bad Request', '{"message":"Too many stops"}'), 'fallback')).toBe(
      'Too many stops',
    );
    expect(readErrorMessage(new ApiError(500, 'Internal Server Error', 'oops'), 'fallback')).toBe('500: oops');
    expect(readErrorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('Failed to fetch');
    expect(readErrorMessage('weird', 'Failed to optimize route')).toBe('Failed to optimize route');
  });
});

describe('isLocalApiPath', () => {
  it.each([
    ['/api/routes', true],
    ['/api/routes/current', true],
    ['/api/stops/3/order', true],
    ['http://localhost/api/stops', true],
    ['/api/routes-matrix', false],
    ['/api/route-matrix', false],
    ['/api/optimize-route', false],
    ['https://elsewhere.example/api/routes', false],
  ])('%s -> %s', (url, expected) => {
    expect(isLocalApiPath(url)).toBe(expected);
  });
});
