import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatIncidentTime } from './incident-time.ts';

describe('formatIncidentTime', () => {
  it('reads a zone-less ISO time as local time and formats it for the locale', () => {
    const text = formatIncidentTime('2024-03-05T08:07:00', 'en-GB');
    expect(text).toBe(new Date(2024, 2, 5, 8, 7).toLocaleString('en-GB'));
    expect(text).toContain('05/03/2024');
  });

  it('reads exactly as toLocaleString does, in every locale', () => {
    const date = new Date(2024, 10, 25, 17, 3, 9);
    for (const locale of ['en-US', 'de-CH', 'sv-SE', 'ja-JP', undefined]) {
      expect(formatIncidentTime('2024-11-25T17:03:09', locale), String(locale)).toBe(date.toLocaleString(locale));
    }
  });

  it('shows unreadable text as sent', () => {
    expect(formatIncidentTime('soon', 'en-US')).toBe('soon');
  });
});

describe('prepareIncidentTimes', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("builds the visitor's formatter in idle time, so the list's first render does not", async () => {
    vi.resetModules();
    const { formatIncidentTime: format, prepareIncidentTimes } = await import('./incident-time.ts');
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
    prepareIncidentTimes();
    expect(built).toBe(0);
    idle?.();
    expect(built).toBe(1);
    expect(format('2024-03-05T08:07:00')).toBe(new Date(2024, 2, 5, 8, 7).toLocaleString());
    expect(built).toBe(1);
  });

  it('lets go of the idle callback when the page closes first', () => {
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
    return import('./incident-time.ts').then(({ prepareIncidentTimes }) => {
      prepareIncidentTimes()();
      expect(cancelled).toEqual([7]);
    });
  });
});
