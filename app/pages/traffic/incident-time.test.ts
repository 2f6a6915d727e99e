import { describe, expect, it } from 'vitest';
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
