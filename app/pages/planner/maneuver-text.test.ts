import { describe, expect, it } from 'vitest';
import { legTitle, stepDistance, stepIcon } from './maneuver-text.ts';

describe('stepDistance', () => {
  it('gives feet under a tenth of a mile, rounded to 10 ft', () => {
    expect(stepDistance(0.0662)).toBe('350 ft');
    expect(stepDistance(0)).toBe('0 ft');
  });

  it('gives miles to one decimal from a tenth up', () => {
    expect(stepDistance(0.1)).toBe('0.1 mi');
    expect(stepDistance(2.74)).toBe('2.7 mi');
  });
});

describe('stepIcon', () => {
  it('points the way a turn goes, and marks the other kinds', () => {
    expect(stepIcon({ kind: 'turn', modifier: 'left' })).toBe('left');
    expect(stepIcon({ kind: 'merge', modifier: 'slight right' })).toBe('slight-right');
    expect(stepIcon({ kind: 'roundabout' })).toBe('roundabout');
    expect(stepIcon({ kind: 'uturn', modifier: 'left' })).toBe('uturn');
    expect(stepIcon({ kind: 'depart' })).toBe('straight');
    expect(stepIcon({ kind: 'arrive' })).toBe('arrive');
  });

  it('points the way the road turns where the driver stays on it, and flags an arrival on either side', () => {
    expect(stepIcon({ kind: 'continue', modifier: 'right' })).toBe('right');
    expect(stepIcon({ kind: 'continue' })).toBe('straight');
    expect(stepIcon({ kind: 'arrive', modifier: 'left' })).toBe('arrive');
  });
});

describe('legTitle', () => {
  it('names the stop a leg leads to, and the way back to the first', () => {
    expect(legTitle(2, 'Vaduz Castle', false)).toBe('To stop 3: Vaduz Castle');
    expect(legTitle(0, 'Depot', true)).toBe('Back to stop 1: Depot');
  });
});
