// When background work may start: the service worker's first install (its precache of every script) and the first
// use's region download. Each is a few megabytes and a thread's work; started with the page, it competed with the
// start-up for the network and the CPU, and on a phone the visitor's first taps waited for it.

/** How long the visitor leaves the page alone (no tap, key, wheel or touch) before background work starts. */
export const QUIET_MS = 4000;
/**
 * For this long after `load` the page's own long tasks count as not quiet either: a page still filling in (a shared
 * link's route, its map, its directions) is not done starting. Past it only the visitor's input holds the work
 * back, so a page that never stops working still gets it.
 */
export const SETTLING_MS = 20_000;
const VISITOR_INPUT = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Resolves once the page has loaded and the visitor has left it alone for QUIET_MS with no long task of the page's
 * own (within SETTLING_MS of `load`), or has switched away from it, and then at an idle moment. Measured (issue 33): the region download started with the page put the planner's TBT
 * at 1.1-3.1 s on a phone, and started at a fixed 4 s after load its hashing took a core during a new visitor's
 * first taps (add a stop 112 -> 272 ms, optimize 416 -> 712 ms at 4x CPU); the service worker registered at load
 * put the 25-stop link's Lighthouse TBT at 677-879 ms against 400-466 ms registered after the start-up. Counted from
 * `load` alone, the quiet ran out while a shared link's page was still filling in, and the region download began
 * under a first visitor's next tap (optimize 25 stops 0.5-1.4 s at 4x, against 48-120 ms).
 */
export function afterStartUp(): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let longTasks: PerformanceObserver | undefined;
    const start = () => {
      clearTimeout(timer);
      longTasks?.disconnect();
      for (const type of VISITOR_INPUT) removeEventListener(type, quiet, { capture: true });
      document.removeEventListener('visibilitychange', hidden);
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 10_000 });
      else resolve();
    };
    function quiet() {
      clearTimeout(timer);
      timer = setTimeout(start, QUIET_MS);
    }
    function hidden() {
      if (document.visibilityState === 'hidden') start();
    }
    const watch = () => {
      const settledBy = performance.now() + SETTLING_MS;
      if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('longtask')) {
        longTasks = new PerformanceObserver(() => {
          if (performance.now() < settledBy) quiet();
        });
        longTasks.observe({ type: 'longtask' });
      }
      for (const type of VISITOR_INPUT) addEventListener(type, quiet, { capture: true, passive: true });
      document.addEventListener('visibilitychange', hidden);
      quiet();
      hidden();
    };
    if (document.readyState === 'complete') watch();
    else addEventListener('load', watch, { once: true });
  });
}
