import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDuration, formatMiles, optimizePayload, orderFromSequence, routeKey, shuffled, toSeconds } from './route-order.ts';

const stop = (id: number, latitude: number, longitude: number) => ({
  id,
  latitude,
  longitude,
  deliveryStartAt: null,
  deliveryEndAt: '2025-03-15T16:00:00.000Z',
});
const stops = [stop(4, 57.7, 11.9), stop(7, 57.71, 11.95), stop(9, 57.69, 11.97)];

describe('optimizePayload', () => {
  it('sends ids and string coordinates, and repeats the first stop with id -1 when returning', () => {
    const payload = optimizePayload(stops, true);
    expect(payload).toHaveLength(4);
    expect(payload[0]).toEqual({ id: 4, latitude: '57.7', longitude: '11.9', deliveryStartAt: null, deliveryEndAt: '2025-03-15T16:00:00.000Z', serviceMinutes: 0 });
    expect(payload[3]).toEqual({ ...payload[0], id: -1 });
    // The return home serves nobody, whatever the first stop's service time.
    const served = optimizePayload([{ ...stops[0]!, serviceMinutes: 5 }, stops[1]!], true);
    expect(served.map((s) => s.serviceMinutes)).toEqual([5, 0, 0]);
    expect(optimizePayload(stops, false).map((s) => s.id)).toEqual([4, 7, 9]);
  });
});

describe('orderFromSequence', () => {
  it('applies the sequence, drops the return marker and keeps stops the answer missed', () => {
    expect(orderFromSequence(stops, [9, 4, 7, -1])).toEqual([9, 4, 7]);
    expect(orderFromSequence(stops, ['7', 4])).toEqual([7, 4, 9]);
    expect(orderFromSequence(stops, [99, 9])).toEqual([9, 4, 7]);
  });
});

describe('shuffled', () => {
  it('is a permutation that differs from the input whenever there are two or more ids', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { minLength: 2, maxLength: 30 }), (ids) => {
        const out = shuffled(ids);
        expect([...out].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
        expect(out).not.toEqual(ids);
      }),
    );
    expect(shuffled([1, 2, 3], () => 0.999999)).not.toEqual([1, 2, 3]);
    expect(shuffled([5])).toEqual([5]);
  });
});

describe('formatting', () => {
  it('shows miles to 1 decimal and times as hours and minutes', () => {
    expect(formatMiles(12.345)).toBe('12.3 mi');
    expect(formatMiles(0)).toBe('0.0 mi');
    expect(toSeconds('01:02:03')).toBe(3723);
    expect(formatDuration('01:02:03')).toBe('1 h 02 min');
    expect(formatDuration(754)).toBe('13 min');
    expect(formatDuration(10)).toBe('< 1 min');
  });

  it('keys a route by its points and loop flag', () => {
    expect(routeKey(stops, true)).not.toBe(routeKey(stops, false));
    expect(routeKey(stops, true)).not.toBe(routeKey([...stops].reverse(), true));
  });
});
