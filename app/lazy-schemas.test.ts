import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type * as Zod from 'zod';

// Whether zod was loaded, and every zod builder the app's modules call; z.lazy alone is free to call at load.
const zod = vi.hoisted(() => ({ loaded: false, built: new Set<string>() }));
vi.mock('zod', async (importOriginal) => {
  zod.loaded = true;
  const original = await importOriginal<typeof Zod>();
  const z = new Proxy(original.z, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function' || key === 'lazy') return value;
      return (...args: unknown[]) => {
        zod.built.add(String(key));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { ...original, z };
});

// Building the app's schemas as the planner's script loaded was one 60-110 ms task on a phone at 1x CPU, and zod
// itself a sizeable part of the script: the planner loads without zod, which comes with the first write, and each
// schema is built when first used (z.lazy).
describe('the app loads without zod, and builds a schema when first used', () => {
  it('loads no zod with the local API, the take-along panel and the vehicle field', async () => {
    await import('./data/local-api.ts');
    await import('./pages/planner/RouteTakeAlong.tsx');
    await import('./pages/planner/VehicleField.tsx');
    expect(zod.loaded).toBe(false);
  });

  it('builds no schema on importing the routes export and the shared-route payload', async () => {
    await import('./data/export-import.ts');
    await import('./share/route-payload.ts');
    expect(zod.loaded).toBe(true);
    expect([...zod.built]).toEqual([]);
  });

  it('loads the body schemas with the first write, and they still check', async () => {
    const { localApi } = await import('./data/local-api.ts');
    const request = (body: unknown) =>
      new Request('http://app/api/stops', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    const refused = await localApi(request({ name: 'A', latitude: 91, longitude: 0 }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: 'latitude must be a number between -90 and 90' });
    expect(zod.built.size).toBeGreaterThan(0);
    expect((await localApi(request({ name: 'A', latitude: 47.14, longitude: 9.52 }))).status).toBe(201);
  });
});
