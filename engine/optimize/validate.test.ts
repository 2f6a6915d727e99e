// Validation answers with one typed, visitor-worded reason, and optimizeRoute refuses what it refuses.
import { describe, expect, it } from 'vitest';
import { evaluateOrder, MAX_STOPS, OptimizeError, optimizeRoute, validateOptimizeInput } from './index.ts';
import type { OptimizeInput } from './types.ts';

const square = (n: number, v = 5) => Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 0 : v)));
const input = (n: number, extra: Partial<OptimizeInput> = {}): OptimizeInput => ({
  time: square(n),
  distance: square(n),
  returnToStart: true,
  ...extra,
});

describe('validateOptimizeInput', () => {
  it('accepts a plain input', () => {
    expect(validateOptimizeInput(input(3, { windows: [null, { start: 1, end: 1 }, null] }))).toBeNull();
  });

  it('needs at least 2 stops', () => {
    expect(validateOptimizeInput(input(1))).toEqual({ code: 'TOO_FEW_STOPS', message: 'Need at least 2 stops to optimize' });
    expect(validateOptimizeInput(input(0))?.code).toBe('TOO_FEW_STOPS');
  });

  it(`takes at most ${MAX_STOPS} stops`, () => {
    expect(validateOptimizeInput(input(MAX_STOPS))).toBeNull();
    expect(validateOptimizeInput(input(MAX_STOPS + 1))).toEqual({
      code: 'TOO_MANY_STOPS',
      message: 'At most 200 stops can be optimized',
    });
  });

  it('names the stop whose window ends before it starts, counting from 1', () => {
    const windows = [null, null, null, { start: 2000, end: 1000 }];
    expect(validateOptimizeInput(input(4, { windows }))).toEqual({
      code: 'BAD_WINDOW',
      message: 'Stop 4: delivery window ends before it starts',
      index: 3,
    });
  });

  it('refuses windows of the wrong count or without valid times', () => {
    expect(validateOptimizeInput(input(3, { windows: [null] }))?.code).toBe('BAD_WINDOW');
    expect(validateOptimizeInput(input(3, { windows: [null, { start: Number.NaN, end: 5 }, null] }))).toMatchObject({
      code: 'BAD_WINDOW',
      index: 1,
    });
  });

  it('refuses ragged, negative or missing matrix entries', () => {
    const ragged = input(3);
    ragged.time[1] = [1, 0];
    expect(validateOptimizeInput(ragged)).toMatchObject({ code: 'BAD_MATRIX', index: 1 });
    const negative = input(3);
    (negative.distance[2] as number[])[0] = -1;
    expect(validateOptimizeInput(negative)).toEqual({
      code: 'BAD_MATRIX',
      message: 'The distance from stop 3 to stop 1 is missing or negative',
      index: 2,
    });
    const missing = input(3);
    (missing.time[0] as number[])[1] = Number.POSITIVE_INFINITY;
    expect(validateOptimizeInput(missing)?.code).toBe('BAD_MATRIX');
    expect(validateOptimizeInput({ ...input(3), distance: square(2) })?.code).toBe('BAD_MATRIX');
  });

  it('refuses bad options', () => {
    expect(validateOptimizeInput(input(3, { serviceSeconds: -1 }))?.code).toBe('BAD_OPTION');
    expect(validateOptimizeInput(input(3, { departure: Number.NaN }))?.code).toBe('BAD_OPTION');
    expect(validateOptimizeInput(input(3, { timeBudgetMs: -5 }))?.code).toBe('BAD_OPTION');
  });
});

describe('optimizeRoute and evaluateOrder refuse invalid input', () => {
  it('throws a typed OptimizeError', () => {
    const run = () => optimizeRoute(input(4, { windows: [null, { start: 9, end: 1 }, null, null] }));
    expect(run).toThrow(OptimizeError);
    expect(run).toThrow('Stop 2: delivery window ends before it starts');
    try {
      run();
    } catch (e) {
      expect((e as OptimizeError).code).toBe('BAD_WINDOW');
      expect((e as OptimizeError).index).toBe(1);
    }
  });

  it('evaluateOrder needs every stop once, starting with the first', () => {
    expect(() => evaluateOrder(input(3), [1, 0, 2])).toThrow(OptimizeError);
    expect(() => evaluateOrder(input(3), [0, 1, 1])).toThrow('The order must list each of the 3 stops once');
    expect(() => evaluateOrder(input(3), [0, 1])).toThrow(OptimizeError);
    expect(evaluateOrder(input(3), [0, 2, 1]).travelTime).toBe(15);
  });
});
