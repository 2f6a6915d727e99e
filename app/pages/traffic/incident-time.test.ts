import { describe, expect, it } from 'vitest';
import { formatIncidentTime } from './incident-time.ts';

describe('formatIncidentTime', () => {
  it('reads a zone-less ISO time as local time and formats it for the locale', () => {
    const text = formatIncidentTime('2024-03-05T08:07:00', 'en-GB');
    expect(text).toBe(new Date(2024, 2, 5, 8, 7).toLocaleString('en-GB'));
    expect(text).toContain('05/03/2024');
  });

  it('shows unreadable text as sent', () => {
    expect(formatIncidentTime('soon', 'en-US')).toBe('soon');
  });
});
