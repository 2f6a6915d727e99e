import { describe, expect, it } from 'vitest';
import { planForOrder } from './plan-arrivals.ts';

const leg = (minutes: number) => ({ distance: 1, time: minutes * 60, formattedTime: '', maneuvers: [] });
const at = (h: number, m = 0) => new Date(Date.UTC(2030, 0, 2, h, m)).toISOString();

describe('planForOrder', () => {
  it('leaves the first stop at the departure, waits for a window, counts service and lateness, and comes back', () => {
    const stops = [
      { id: 1, deliveryStartAt: null, deliveryEndAt: null, serviceMinutes: 0 },
      { id: 2, deliveryStartAt: at(9), deliveryEndAt: at(10), serviceMinutes: 5 },
      { id: 3, deliveryStartAt: null, deliveryEndAt: at(9), serviceMinutes: 0 },
    ];
    const plan = planForOrder(stops, { distance: 3, legs: [leg(20), leg(10), leg(30)] }, at(8), true);
    expect(plan?.stops.map((s) => [s.id, s.arrival, s.waitSeconds, s.lateSeconds, s.windowMet])).toEqual([
      [1, at(8), 0, 0, true],
      [2, at(8, 20), 40 * 60, 0, true],
      [3, at(9, 15), 0, 15 * 60, false],
    ]);
    expect(plan).toMatchObject({ allWindowsMet: false, drivingTime: 60 * 60, time: (105) * 60, returnToStart: true, sequence: [1, 2, 3] });
  });

  it('is null when the directions are not those of these stops', () => {
    const stops = [1, 2].map((id) => ({ id, deliveryStartAt: null, deliveryEndAt: null, serviceMinutes: 0 }));
    expect(planForOrder(stops, { distance: 1, legs: [leg(5)] }, null, true)).toBeNull();
    expect(planForOrder(stops, { distance: 1, legs: [leg(5)] }, null, false)).not.toBeNull();
  });
});
