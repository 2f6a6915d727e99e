// The app's one API client: /api/routes* and /api/stops* are answered on the device by the local adapter,
// everything else goes to the network; both fail the same way (SPEC §8).
import { DEVICE_PATHS, STATIC_BUILD } from '../device/device-paths.ts';
import { isLocalApiPath } from './local-paths.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
  }
}

/** What a call needing the network says when the device is offline and nothing saved could answer it. */
export const OFFLINE_MESSAGE = 'You are offline: this needs the network';

/** Set by the service worker on an answer it replayed from its cache: when that answer was first saved. */
export const SAVED_AT_HEADER = 'x-saved-at';

export interface SavedAnswer {
  method: HttpMethod;
  path: string;
  /** ISO date-time the replayed answer was saved at. */
  savedAt: string;
}

type SavedAnswerListener = (answer: SavedAnswer) => void;
const savedAnswerListeners = new Set<SavedAnswerListener>();

/** Calls `listener` for every answer that came from the service worker's cache. Returns unsubscribe. */
export function onSavedAnswer(listener: SavedAnswerListener): () => void {
  savedAnswerListeners.add(listener);
  return () => savedAnswerListeners.delete(listener);
}

type OfflineFailureListener = (failure: { method: HttpMethod; path: string }) => void;
const offlineFailureListeners = new Set<OfflineFailureListener>();

/** Calls `listener` when a call failed because the device is offline (pages may only log it). */
export function onOfflineFailure(listener: OfflineFailureListener): () => void {
  offlineFailureListeners.add(listener);
  return () => offlineFailureListeners.delete(listener);
}

const base = (): string => globalThis.location?.href ?? 'http://localhost/';
const isOffline = (): boolean => globalThis.navigator?.onLine === false;

/** Set by the service worker on a 503 it made up: the network was unreachable and it had no saved answer. */
export const UNREACHABLE_HEADER = 'x-network-unreachable';

function offlineFailure(method: HttpMethod, path: string, cause: unknown): TypeError {
  for (const listener of offlineFailureListeners) listener({ method, path });
  return new TypeError(OFFLINE_MESSAGE, { cause });
}

type DeviceAnswerListener = (answer: { method: HttpMethod; path: string; regions: string[] }) => void;
const deviceAnswerListeners = new Set<DeviceAnswerListener>();

/** Calls `listener` for every answer the device engine gave (from a region pack stored on this device). */
export function onDeviceAnswer(listener: DeviceAnswerListener): () => void {
  deviceAnswerListeners.add(listener);
  return () => deviceAnswerListeners.delete(listener);
}

/** The network's response, or 'unreachable' (with why) when the device is offline or the network failed. */
async function send(request: Request): Promise<Response | { unreachable: unknown }> {
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    // fetch rejects with a TypeError on a network failure; an abort is the caller's choice, not the network's.
    if (!(error instanceof TypeError) || !isOffline()) throw error;
    return { unreachable: error };
  }
  // The service worker knows the network failed even where navigator.onLine still says online.
  if (response.status === 503 && response.headers.get(UNREACHABLE_HEADER)) return { unreachable: await response.text() };
  return response;
}

/** The device engine's answer, when a region pack on this device can give one. */
async function askDevice(method: HttpMethod, path: string, body: unknown, signal: AbortSignal | undefined) {
  return (await import('../device/device-engine.ts')).answerOnDevice({ method, url: path, body }, signal);
}

function deviceResponse(method: HttpMethod, path: string, answer: { status: number; text: string; regions: string[] }): Response {
  for (const listener of deviceAnswerListeners) listener({ method, path, regions: answer.regions });
  return new Response(answer.text, { status: answer.status, headers: { 'content-type': 'application/json' } });
}

/**
 * The network first; when it cannot answer (offline, unreachable, or only a saved copy), the device engine for a
 * region kept on this device; a saved copy rather than the device's refusal (say, a place in a region it does not
 * hold); else an offline failure.
 */
async function sendOrAskDevice(request: Request, method: HttpMethod, path: string, body: unknown, signal: AbortSignal | undefined): Promise<Response> {
  const devicePath = DEVICE_PATHS.has(path.split('?')[0] ?? '');
  if (STATIC_BUILD && devicePath) {
    // A static build has no proxy to ask.
    const answer = await askDevice(method, path, body, signal);
    if (answer) return deviceResponse(method, path, answer);
  }
  const response = await send(request);
  const networkAnswered = response instanceof Response && !response.headers.get(SAVED_AT_HEADER);
  if (!networkAnswered && devicePath) {
    const answer = await askDevice(method, path, body, signal);
    if (answer && (answer.status < 400 || !(response instanceof Response))) return deviceResponse(method, path, answer);
  }
  if (response instanceof Response) return response;
  throw offlineFailure(method, path, response.unreachable);
}

/**
 * Sends one JSON request (credentials included, JSON content-type only with a body); non-OK throws ApiError.
 * A network failure while offline throws a TypeError with OFFLINE_MESSAGE; `signal` cancels the call.
 */
export async function apiRequest<T>(method: HttpMethod, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const hasBody = body !== undefined;
  const request = new Request(new URL(path, base()), {
    method,
    credentials: 'include',
    headers: hasBody ? { 'content-type': 'application/json' } : {},
    body: hasBody ? JSON.stringify(body) : null,
    signal: signal ?? null,
  });
  // The adapter (and the database under it) loads on the first such call, not with every page that calls the network.
  const response = isLocalApiPath(request.url) ? await (await import('./local-api.ts')).localApi(request) : await sendOrAskDevice(request, method, path, body, signal);
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  const savedAt = response.headers.get(SAVED_AT_HEADER);
  if (savedAt) for (const listener of savedAnswerListeners) listener({ method, path, savedAt });
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

/**
 * The message to show for a failed call that reads the server's {message} field (optimize, directions,
 * matrix): that field, else the error's own (transport) message, else `fallback`.
 */
export function readErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    try {
      const parsed = JSON.parse(error.bodyText) as { message?: unknown };
      if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
    } catch {
      // Not JSON: fall through to the generic '<status>: <text>' message.
    }
  }
  return error instanceof Error && error.message ? error.message : fallback;
}
