// The coordinate index numbers each distinct place once, in first-seen order, however many there are.
import { describe, expect, it } from 'vitest';
import { CoordIndex } from './coord-index.ts';

describe('coordinate index', () => {
  it('numbers distinct coordinates in first-seen order and finds them again', () => {
    const index = new CoordIndex();
    expect(index.id(11.9, 57.7)).toBe(0);
    expect(index.id(11.9, 57.70000000000001)).toBe(1);
    expect(index.id(11.9, 57.7)).toBe(0);
    expect(index.find(11.9, 57.70000000000001)).toBe(1);
    expect(index.find(57.7, 11.9)).toBe(-1);
    expect([index.lng(1), index.lat(1)]).toEqual([11.9, 57.70000000000001]);
  });

  it('takes -0 and 0 as one place', () => {
    const index = new CoordIndex();
    expect(index.id(-0, 0)).toBe(index.id(0, -0));
  });

  it('keeps every id as it grows past its first capacity', () => {
    const index = new CoordIndex();
    for (let i = 0; i < 50_000; i++) expect(index.id(i * 1e-5, -i * 1e-5)).toBe(i);
    for (let i = 0; i < 50_000; i += 997) expect(index.find(i * 1e-5, -i * 1e-5)).toBe(i);
    expect(index.size).toBe(50_000);
  });
});
