// @vitest-environment jsdom
// Background work waits for the start-up to be over: the visitor's input and, while the page is still filling in,
// its own long tasks (issue 33: a first visitor's tap landed on the region download's start).
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { QUIET_MS, SETTLING_MS, afterStartUp } from './after-start-up.ts';

let longTask: () => void = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
  vi.stubGlobal(
    'PerformanceObserver',
    Object.assign(
      class {
        constructor(callback: () => void) {
          longTask = callback;
        }
        observe() {}
        disconnect() {
          longTask = () => {};
        }
      },
      { supportedEntryTypes: ['longtask'] },
    ),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function started(): () => boolean {
  let done = false;
  void afterStartUp().then(() => (done = true));
  return () => done;
}

it("waits until the page's own long tasks have stopped for the quiet time, as it waits for the visitor's input", async () => {
  const done = started();
  await vi.advanceTimersByTimeAsync(QUIET_MS - 1000);
  longTask();
  await vi.advanceTimersByTimeAsync(QUIET_MS - 1000);
  dispatchEvent(new Event('keydown'));
  await vi.advanceTimersByTimeAsync(QUIET_MS - 1000);
  expect(done()).toBe(false);
  await vi.advanceTimersByTimeAsync(1100);
  expect(done()).toBe(true);
});

it('lets long tasks hold it back only while the page settles: a page that keeps working still gets it', async () => {
  const done = started();
  const busy = setInterval(() => longTask(), 1000);
  await vi.advanceTimersByTimeAsync(SETTLING_MS - 500);
  expect(done()).toBe(false);
  await vi.advanceTimersByTimeAsync(QUIET_MS + 1000);
  expect(done()).toBe(true);
  clearInterval(busy);
});
