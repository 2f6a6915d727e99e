import { describe, expect, it } from 'vitest';
import { firstControlChar, withoutControlChars } from './control-chars.ts';

describe('control characters', () => {
  it('strips what XML cannot hold and invisible controls, keeping tabs, line breaks and every real character', () => {
    expect(withoutControlChars('Bell\u0007 Null\u0000 Esc\u001B Del\u007F C1\u0085 Lone\uD800 FFFE\uFFFE')).toBe('Bell Null Esc Del C1 Lone FFFE');
    const kept = 'Tab\tLine\nReturn\r Göteborg Dirección 😀 北京 \u00A0';
    expect(withoutControlChars(kept)).toBe(kept);
  });

  it('names the first one, and nothing when there is none', () => {
    expect(firstControlChar('Rathaus\u0007 Vaduz\u0000')).toBe('U+0007');
    expect(firstControlChar('x\uDC00')).toBe('U+DC00');
    expect(firstControlChar('Rathaus Vaduz 😀')).toBeNull();
    // Twice in a row: the global pattern keeps no state between calls.
    expect(firstControlChar('a\u0001')).toBe('U+0001');
    expect(firstControlChar('a\u0001')).toBe('U+0001');
  });
});
