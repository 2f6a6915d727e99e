import { describe, expect, it } from 'vitest';
import { Checksum32, checksum32 } from './checksum.ts';

describe('Checksum32', () => {
  it('gives checksum32 of the whole whatever the pieces', () => {
    const bytes = Uint8Array.from({ length: 1001 }, (_, i) => (i * 7919) & 0xff);
    const whole = checksum32(bytes);
    for (const cuts of [[], [1], [3, 4, 5], [2, 3, 500, 998], [1000]]) {
      const sum = new Checksum32();
      let from = 0;
      for (const to of [...cuts, bytes.length]) {
        sum.update(bytes.subarray(from, to));
        from = to;
      }
      expect(sum.digest()).toBe(whole);
    }
    expect(new Checksum32().digest()).toBe(checksum32(new Uint8Array(0)));
  });
});
