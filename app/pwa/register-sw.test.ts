// @vitest-environment jsdom
// The service worker's first install is background work (issue 33): registered at load, its precache of every
// script competed with the page's start-up; it waits until the visitor has left the page alone and it is idle.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIET_MS } from '../after-start-up.ts';

const register = vi.fn(async () => undefined);
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener() {}
    register = register;
  },
}));

const { registerServiceWorker } = await import('./register-sw.ts');
// Loaded ahead, as the page has it by then: the registration's import of it then settles within the fake timers.
await import('workbox-window');

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubEnv('PROD', true);
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: {} });
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  register.mockClear();
});

describe('registerServiceWorker', () => {
  it('registers once the page has loaded and the visitor has left it alone, not during the start-up', async () => {
    expect(document.readyState).toBe('complete');
    registerServiceWorker();
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1000);
    dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1000);
    expect(register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1100);
    await vi.waitFor(() => expect(register).toHaveBeenCalledTimes(1));
  });

  it('registers nothing in a development build', async () => {
    vi.stubEnv('PROD', false);
    registerServiceWorker();
    await vi.advanceTimersByTimeAsync(10 * QUIET_MS);
    expect(register).not.toHaveBeenCalled();
  });
});
