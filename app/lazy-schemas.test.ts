import { describe, expect, it, vi } from 'vitest';
import type * as Zod from 'zod';

// Every zod builder the app's modules call, counted; z.lazy alone is free to call at load.
const built = vi.hoisted(() => ({ count: 0, names: new Set<string>() }));
vi.mock('zod', async (importOriginal) => {
  const original = await importOriginal<typeof Zod>();
  const z = new Proxy(original.z, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function' || key === 'lazy') return value;
      return (...args: unknown[]) => {
        built.count += 1;
        built.names.add(String(key));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { ...original, z };
});

describe('the app loads without building a zod schema', () => {
  // Building the app's schemas as the planner's script loaded was one 60-110 ms task on a phone at 1x CPU; each is
  // built when first used instead (z.lazy).
  it('builds none on import: the local API, its body schemas, the routes export and the shared-route payload', async () => {
    await import('./data/local-api.ts');
    await import('./data/export-import.ts');
    await import('./share/route-payload.ts');
    await import('./pages/planner/VehicleField.tsx');
    expect([...built.names]).toEqual([]);
  });

  it('builds a schema on its first use, and it still checks', async () => {
    const { createStopBody, parseBody } = await import('./data/contract.ts');
    expect(() => parseBody(createStopBody, { name: 'A', latitude: 91, longitude: 0 })).toThrow(
      'latitude must be a number between -90 and 90',
    );
    expect(built.count).toBeGreaterThan(0);
  });
});
