// The app's one API client: /api/routes* and /api/stops* are answered on the device by the local adapter,
// everything else goes to the network; both fail the same way (SPEC §8).
import { isLocalApiPath, localApi } from './local-api.ts';

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

const base = (): string => globalThis.location?.href ?? 'http://localhost/';

/** Sends one JSON request (credentials included, JSON content-type only with a body); non-OK throws ApiError. */
export async function apiRequest<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const hasBody = body !== undefined;
  const request = new Request(new URL(path, base()), {
    method,
    credentials: 'include',
    headers: hasBody ? { 'content-type': 'application/json' } : {},
    body: hasBody ? JSON.stringify(body) : null,
  });
  const response = isLocalApiPath(request.url) ? await localApi(request) : await fetch(request);
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
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
