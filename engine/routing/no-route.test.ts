// Where no route exists, the error names the stops and the reason: a start with no way out, an end with no way
// in, a stop on roads cut off from the rest.
import { describe, expect, it } from 'vitest';
import { EngineError } from './index.ts';
import { grid, ISLAND, MAIN, routerKeepingAll, SPRING, TRAP } from './no-route.test-util.ts';

describe('no route between two stops', () => {
  const router = routerKeepingAll(grid);
  const failure = (f: () => unknown): EngineError => {
    try {
      f();
    } catch (error) {
      if (error instanceof EngineError) return error;
      throw error;
    }
    throw new Error('a route was found');
  };

  it('drives into a road that cannot be left, and says so of the way out', () => {
    expect(router.directions([MAIN, TRAP]).legs).toHaveLength(1);
    const error = failure(() => router.directions([MAIN, TRAP, MAIN]));
    expect(error).toMatchObject({
      code: 'NO_ROUTE',
      locationIndex: 1,
      message: 'No drivable route from stop 2 to stop 3: stop 2 is on a road with no way out to the rest of the road network (one-way streets or access rules lead only in)',
    });
  });

  it('names a stop that cannot be reached', () => {
    expect(router.directions([SPRING, MAIN]).legs).toHaveLength(1);
    expect(failure(() => router.directions([MAIN, SPRING]))).toMatchObject({
      locationIndex: 1,
      message: 'No drivable route from stop 1 to stop 2: stop 2 is on a road with no way in from the rest of the road network (one-way streets or access rules lead only out)',
    });
  });

  it('names a stop on roads cut off from the rest, in the matrix too, and the way back to the first stop', () => {
    expect(failure(() => router.matrix([MAIN, ISLAND])).message).toBe('No drivable route from stop 1 to stop 2: stop 2 is on roads cut off from the rest of the road network');
    expect(failure(() => router.directions([ISLAND, MAIN])).message).toBe('No drivable route from stop 1 to stop 2: stop 1 is on roads cut off from the rest of the road network');
    expect(failure(() => router.directions([MAIN, TRAP], { returnToStart: true })).message).toMatch(/^No drivable route from stop 2 to stop 1: stop 2 is on a road with no way out/);
  });

  it('says both stops when neither can join the other', () => {
    expect(failure(() => router.directions([TRAP, SPRING])).message).toBe(
      'No drivable route from stop 1 to stop 2: stop 1 is on a road with no way out to the rest of the road network (one-way streets or access rules lead only in), and stop 2 is on a road with no way in from the rest of the road network (one-way streets or access rules lead only out)',
    );
  });
});
