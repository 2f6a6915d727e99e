// Unit conversions and the HH:MM:SS format the provider contract uses.
import { describe, expect, it } from 'vitest';
import { formatTime, metersToMiles, millisToSeconds, type Meters, type Millis, type Seconds } from './units.ts';

describe('units', () => {
  it('converts metres to miles and milliseconds to seconds', () => {
    expect(metersToMiles(1609.344 as Meters)).toBe(1);
    expect(millisToSeconds(1500 as Millis)).toBe(1.5);
  });

  it.each([
    [0, '00:00:00'],
    [59.4, '00:00:59'],
    [59.5, '00:01:00'],
    [3661, '01:01:01'],
    [360000, '100:00:00'],
    [-5, '00:00:00'],
  ])('formatTime(%s) = %s', (s, text) => {
    expect(formatTime(s as Seconds)).toBe(text);
  });
});
