import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestPersistentStorage } from './persistence.ts';

afterEach(() => vi.unstubAllGlobals());

describe('requestPersistentStorage', () => {
  it('asks only when not yet persisted, and copes with no Storage API', async () => {
    const persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', { storage: { persisted: async () => false, persist } });
    expect(await requestPersistentStorage()).toBe(true);
    expect(persist).toHaveBeenCalledOnce();
    vi.stubGlobal('navigator', { storage: { persisted: async () => true, persist } });
    expect(await requestPersistentStorage()).toBe(true);
    expect(persist).toHaveBeenCalledOnce();
    vi.stubGlobal('navigator', {});
    expect(await requestPersistentStorage()).toBe(false);
  });
});
