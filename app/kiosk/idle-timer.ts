// Fires once when nobody touched the kiosk for the timeout, then waits for the next touch before counting again,
// so an unattended booth is reset once, not every few minutes.

export interface IdleTimer {
  /** A visitor did something: start counting from now. */
  activity(): void;
  setTimeoutMs(ms: number): void;
  stop(): void;
}

export interface Clock {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: Clock = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createIdleTimer(timeoutMs: number, onIdle: () => void, clock: Clock = realClock): IdleTimer {
  let handle: unknown = null;
  let ms = timeoutMs;
  let stopped = false;

  const arm = (): void => {
    if (handle !== null) clock.clearTimeout(handle);
    handle = stopped
      ? null
      : clock.setTimeout(() => {
          handle = null;
          onIdle();
        }, ms);
  };

  arm();
  return {
    activity: arm,
    setTimeoutMs(next) {
      ms = next;
      if (handle !== null) arm();
    },
    stop() {
      stopped = true;
      arm();
    },
  };
}
