import { describe, expect, it, vi } from 'vitest';
import { nextAttractPath } from './attract.ts';
import { createIdleTimer, type Clock } from './idle-timer.ts';
import { kioskFromSearch, withoutKioskParam } from './kiosk-store.ts';
import { createTapCounter } from './tap-gesture.ts';

/** A hand-driven clock: `advance` runs what is due, so the tests check order, not wall time. */
function manualClock() {
  let now = 0;
  let timers: { at: number; fn: () => void; id: number }[] = [];
  let nextId = 1;
  const clock: Clock = {
    setTimeout(fn, ms) {
      const id = nextId++;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimeout(handle) {
      timers = timers.filter((t) => t.id !== handle);
    },
  };
  const advance = (ms: number): void => {
    now += ms;
    for (const due of timers.filter((t) => t.at <= now)) {
      timers = timers.filter((t) => t !== due);
      due.fn();
    }
  };
  return { clock, advance, pending: () => timers.length };
}

describe('idle timer', () => {
  it('fires once after the timeout without activity, and not again until someone touches the kiosk', () => {
    const { clock, advance } = manualClock();
    const onIdle = vi.fn();
    const timer = createIdleTimer(1000, onIdle, clock);
    advance(999);
    expect(onIdle).not.toHaveBeenCalled();
    advance(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    advance(10_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    timer.activity();
    advance(1000);
    expect(onIdle).toHaveBeenCalledTimes(2);
  });

  it('starts counting again on every activity', () => {
    const { clock, advance } = manualClock();
    const onIdle = vi.fn();
    const timer = createIdleTimer(1000, onIdle, clock);
    for (let i = 0; i < 5; i++) {
      advance(800);
      timer.activity();
    }
    expect(onIdle).not.toHaveBeenCalled();
    advance(1000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('takes a new timeout at once, and stops for good', () => {
    const { clock, advance, pending } = manualClock();
    const onIdle = vi.fn();
    const timer = createIdleTimer(120_000, onIdle, clock);
    advance(1000);
    timer.setTimeoutMs(2000);
    advance(2000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    timer.stop();
    timer.activity();
    expect(pending()).toBe(0);
    advance(1_000_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});

describe('hidden exit gesture', () => {
  const tapsAt = (times: number[]): boolean[] => {
    let t = 0;
    const tap = createTapCounter(5, 3000, () => t);
    return times.map((at) => {
      t = at;
      return tap();
    });
  };

  it('opens on the fifth tap within three seconds', () => {
    expect(tapsAt([0, 400, 800, 1200, 1600])).toEqual([false, false, false, false, true]);
  });

  it('ignores taps spread over longer', () => {
    expect(tapsAt([0, 1000, 2000, 3000, 4000, 5000])).toEqual([false, false, false, false, false, false]);
  });

  it('starts over after it opened', () => {
    expect(tapsAt([0, 100, 200, 300, 400, 500, 600])).toEqual([false, false, false, false, true, false, false]);
  });
});

describe('kiosk address handling', () => {
  it('reads ?kiosk=1 and ?kiosk=0', () => {
    expect(kioskFromSearch('?kiosk=1')).toBe('on');
    expect(kioskFromSearch('?route=2&kiosk=0')).toBe('off');
    expect(kioskFromSearch('?route=2')).toBeNull();
  });
  it('drops the kiosk parameter and keeps the rest', () => {
    expect(withoutKioskParam('/planner', '?kiosk=1&route=2')).toBe('/planner?route=2');
    expect(withoutKioskParam('/', '?kiosk=0')).toBe('/');
  });
  it('cycles attract mode through the pages', () => {
    expect(nextAttractPath('/')).toBe('/planner');
    expect(nextAttractPath('/traffic')).toBe('/');
    expect(nextAttractPath('/bulk-geocoder')).toBe('/');
  });
});
