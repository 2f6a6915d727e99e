import { describe, expect, it } from 'vitest';
import { severityLabel, severityLook } from './severity.ts';

describe('severityLabel', () => {
  it.each([
    [4, 'Critical'],
    [3, 'Major'],
    [2, 'Minor'],
    [1, 'Low'],
    [0, 'Low'],
    [5, 'Low'],
    [-1, 'Low'],
    [2.5, 'Low'],
    [Number.NaN, 'Low'],
  ])('reads %s as %s', (severity, label) => {
    expect(severityLabel(severity)).toBe(label);
  });
});

describe('severityLook', () => {
  it('gives each label its own palette and map colour, worst in red', () => {
    const looks = [4, 3, 2, 0].map(severityLook);
    expect(looks.map((l) => l.palette)).toEqual(['red', 'orange', 'yellow', 'green']);
    expect(new Set(looks.map((l) => l.mapColor)).size).toBe(4);
    expect(severityLook(1)).toEqual(severityLook(0));
  });
});
