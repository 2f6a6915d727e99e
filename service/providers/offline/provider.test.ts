import { describe, expect, it } from 'vitest';
import { createFakeEngine } from './fake-engine.ts';
import { createOfflineProvider } from './provider.ts';

describe('offline provider', () => {
  it('loads the engine once, on first use', async () => {
    let loads = 0;
    const provider = createOfflineProvider(async () => {
      loads++;
      return createFakeEngine();
    });
    expect(loads).toBe(0);
    await provider.matrix({ points: [{ lat: 1, lng: 1 }, { lat: 1, lng: 2 }], routeType: 'fastest' });
    await provider.incidents({ ul: { lat: 58, lng: 11 }, lr: { lat: 57, lng: 12 } });
    expect(loads).toBe(1);
  });

  it('tries loading again after a failure, and reports it as 503', async () => {
    let attempt = 0;
    const provider = createOfflineProvider(async () => {
      attempt++;
      if (attempt === 1) throw new Error('Region pack /srv/demo/.cache/packs/liechtenstein.pack cannot be used: truncated');
      return createFakeEngine();
    });
    // The visitor learns what failed, never the server's paths; the reason stays with the error for the log.
    const failed = (await provider.mapConfig().catch((e: unknown) => e)) as Error & { statusCode: number };
    expect(failed).toMatchObject({ statusCode: 503, message: 'The offline map engine could not be loaded: its region packs are missing or unreadable' });
    expect(String((failed.cause as Error).message)).toContain('liechtenstein.pack');
    await expect(provider.mapConfig()).resolves.toMatchObject({ provider: 'offline', region: 'Fakeville' });
  });

  it('does not hand the visitor key to the engine', async () => {
    const rows: unknown[] = [];
    const provider = createOfflineProvider(async () =>
      createFakeEngine({ bulkRow: (row) => (rows.push(row), null) }),
    );
    await provider.geocodeRow({ location: '1 Main St' }, { apiKey: 'visitor-key' });
    expect(rows).toEqual([{ location: '1 Main St' }]);
  });
});
