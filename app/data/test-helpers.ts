// Shared by the data tests: a fresh database per test and an HTTP-shaped call into the local adapter.
import { db } from './db.ts';
import { localApi } from './local-api.ts';
import type { NewStopRequest } from './contract.ts';

export async function freshDatabase(): Promise<void> {
  await db.delete({ disableAutoOpen: false });
}

export interface Answer {
  status: number;
  body: unknown;
}

/** Sends a request the way a browser would; `rawBody` bypasses JSON encoding for malformed-body cases. */
export async function call(method: string, path: string, body?: unknown, rawBody?: string): Promise<Answer> {
  const text = rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
  const response = await localApi(
    new Request(`http://localhost${path}`, {
      method,
      headers: text === undefined ? {} : { 'content-type': 'application/json' },
      body: text ?? null,
    }),
  );
  expectJson(response);
  return { status: response.status, body: (await response.json()) as unknown };
}

function expectJson(response: Response): void {
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('application/json')) throw new Error(`not JSON: ${type}`);
}

/** A stop body as the planner sends it (SPEC §3: coordinates and order as strings). */
// Typed as a valid request although `overrides` may break it on purpose: that is what the 400 cases need.
export function stopBody(name: string, overrides: Record<string, unknown> = {}): NewStopRequest {
  return {
    name,
    displayString: `${name}, Gothenburg`,
    address: `${name} street 1`,
    latitude: '57.7089',
    longitude: '11.9746',
    resultId: `r-${name}`,
    place: JSON.stringify({ geometry: { coordinates: [11.9746, 57.7089] } }),
    type: 'address',
    order: '0',
    deliveryStartAt: '2025-03-01T00:00:00.000Z',
    deliveryEndAt: '2025-03-01T23:59:59.999Z',
    ...overrides,
  } as NewStopRequest;
}
