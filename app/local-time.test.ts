import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDateTime } from './local-time.ts';

describe('localDateTime', () => {
  it('writes exactly what toLocaleString does, in every locale', () => {
    const date = new Date(2024, 10, 25, 17, 3, 9);
    for (const locale of ['en-US', 'de-CH', 'sv-SE', 'ja-JP', undefined]) {
      expect(localDateTime(date, locale), String(locale)).toBe(date.toLocaleString(locale));
    }
  });
});

describe('prepareLocalDateTimes', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("builds the visitor's formatter in idle time, so a list's first render does not", async () => {
    vi.resetModules();
    const { localDateTime: format, prepareLocalDateTimes } = await import('./local-time.ts');
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => ((idle = callback), 7));
    const Real = Intl.DateTimeFormat;
    let built = 0;
    class Counted extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        built += 1;
      }
    }
    vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: Counted });
    prepareLocalDateTimes();
    expect(built).toBe(0);
    idle?.();
    expect(built).toBe(1);
    expect(format(new Date(2024, 2, 5, 8, 7))).toBe(new Date(2024, 2, 5, 8, 7).toLocaleString());
    expect(built).toBe(1);
  });

  it('lets go of the idle callback when the page closes first', async () => {
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
    const { prepareLocalDateTimes } = await import('./local-time.ts');
    prepareLocalDateTimes()();
    expect(cancelled).toEqual([7]);
  });
});
