// @vitest-environment jsdom
// The first use's download is background work (issue 33): it waits until the page has loaded, the visitor has left
// it alone for a few seconds (or switched away) and the main thread is idle, then keeps the region in view then.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DevicePack } from '../../service/contract/device-packs.ts';

const pack = (id: string): DevicePack => ({
  id,
  name: id,
  bounds: { ul: { lat: 1, lng: 0 }, lr: { lat: 0, lng: 1 } },
  dataDate: null,
  file: `${id}.pack.gz`,
  bytes: 10,
  rawBytes: 20,
  sha256: 'x',
});

const keepOnDevice = vi.fn(async (entry: DevicePack) => ({ ...entry, storedAt: '' }));
const getDevicePackIndex = vi.fn(async () => ({ packs: [pack('liechtenstein'), pack('gothenburg')] }));
vi.mock('./device-engine.ts', () => ({ keepOnDevice }));
vi.mock('../api/device-packs.ts', () => ({ getDevicePackIndex, devicePackIndexUrl: () => '/packs/index.json' }));
vi.mock('../data/persistence.ts', () => ({ requestPersistentStorage: async () => true }));
vi.mock('./pack-store.ts', () => ({
  listStoredPacks: async () => [],
  openPackCache: async () => ({}),
  PackDownloadError: class extends Error {},
}));

const { keepOnFirstUse } = await import('./keep-region.ts');
const { keepState, setKeepState } = await import('./keep-state.ts');

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  vi.stubGlobal('caches', {});
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  keepOnDevice.mockClear();
  getDevicePackIndex.mockClear();
  setKeepState({ kind: 'idle' });
});

describe('keepOnFirstUse', () => {
  it('starts nothing during the page start-up, then keeps the region in view once the page has settled', async () => {
    expect(document.readyState).toBe('complete');
    const first = keepOnFirstUse('gothenburg');
    // The visitor moves the map to another region before the download starts: that one is kept.
    const second = keepOnFirstUse('liechtenstein');
    await vi.advanceTimersByTimeAsync(1000);
    expect(getDevicePackIndex).not.toHaveBeenCalled();
    expect(keepOnDevice).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    await Promise.all([first, second]);
    expect(keepOnDevice).toHaveBeenCalledTimes(1);
    expect(keepOnDevice.mock.calls[0]![0]).toMatchObject({ id: 'liechtenstein' });
    expect(keepState()).toMatchObject({ kind: 'done' });
  });

  it('waits while the visitor is using the page: every tap or key starts the quiet time again', async () => {
    const keeping = keepOnFirstUse('liechtenstein');
    for (let i = 0; i < 10; i += 1) {
      await vi.advanceTimersByTimeAsync(3000);
      dispatchEvent(new Event(i % 2 ? 'keydown' : 'pointerdown'));
    }
    expect(keepOnDevice).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5000);
    await keeping;
    expect(keepOnDevice).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the visitor switches away from the page', async () => {
    const keeping = keepOnFirstUse('liechtenstein');
    await vi.advanceTimersByTimeAsync(1000);
    dispatchEvent(new Event('pointerdown'));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(1);
    visibility.mockRestore();
    await keeping;
    expect(keepOnDevice).toHaveBeenCalledTimes(1);
  });
});
