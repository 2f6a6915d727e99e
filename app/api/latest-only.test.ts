import { describe, expect, it } from 'vitest';
import { latestOnly } from './latest-only.ts';

describe('latestOnly', () => {
  it('keeps only the newest request current and aborts the ones it replaces', () => {
    const guard = latestOnly();
    const first = guard.begin();
    const second = guard.begin();
    expect(second.isCurrent()).toBe(true);
    expect(first.isCurrent()).toBe(false);
    expect(first.signal.aborted).toBe(true);
    expect(second.signal.aborted).toBe(false);
    const third = guard.begin();
    expect(second.isCurrent()).toBe(false);
    expect(second.signal.aborted).toBe(true);
    expect(third.isCurrent()).toBe(true);
  });

  it('makes the request in flight stale and aborted on cancel', () => {
    const guard = latestOnly();
    const current = guard.begin();
    guard.cancel();
    expect(current.isCurrent()).toBe(false);
    expect(current.signal.aborted).toBe(true);
    expect(guard.begin().isCurrent()).toBe(true);
  });
});
