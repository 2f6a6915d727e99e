import { describe, expect, it } from 'vitest';
import { latestOnly } from './latest-only.ts';

describe('latestOnly', () => {
  it('keeps only the newest request current, whatever order the answers arrive in', () => {
    const guard = latestOnly();
    const first = guard.begin();
    const second = guard.begin();
    expect(second()).toBe(true);
    expect(first()).toBe(false);
    const third = guard.begin();
    expect(second()).toBe(false);
    expect(third()).toBe(true);
  });

  it('makes every request stale on cancel', () => {
    const guard = latestOnly();
    const current = guard.begin();
    guard.cancel();
    expect(current()).toBe(false);
    expect(guard.begin()()).toBe(true);
  });
});
