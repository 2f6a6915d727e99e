// When background work may start: the service worker's first install (its precache of every script) and the first
// use's region download. Each is a few megabytes and a thread's work; started with the page, it competed with the
// start-up for the network and the CPU, and on a phone the visitor's first taps waited for it.

/** How long the visitor leaves the page alone (no tap, key, wheel or touch) before background work starts. */
export const QUIET_MS = 4000;
const VISITOR_INPUT = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Resolves once the page has loaded and the visitor has left it alone for QUIET_MS, or has switched away from it,
 * and then at an idle moment. Measured (issue 33): the region download started with the page put the planner's TBT
 * at 1.1-3.1 s on a phone, and started at a fixed 4 s after load its hashing took a core during a new visitor's
 * first taps (add a stop 112 -> 272 ms, optimize 416 -> 712 ms at 4x CPU); the service worker registered at load
 * put the 25-stop link's Lighthouse TBT at 677-879 ms against 400-466 ms registered after the start-up.
 */
export function afterStartUp(): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      clearTimeout(timer);
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
      for (const type of VISITOR_INPUT) addEventListener(type, quiet, { capture: true, passive: true });
      document.addEventListener('visibilitychange', hidden);
      quiet();
      hidden();
    };
    if (document.readyState === 'complete') watch();
    else addEventListener('load', watch, { once: true });
  });
}
