// @vitest-environment jsdom
// Every planner toast of SPEC §8, success and failure, with the data layer and provider calls stubbed.
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Stop } from '../../data/hooks.ts';
import { testStop } from './test-stop.test-util.ts';
import { usePlannerActions } from './usePlannerActions.ts';

const notify = vi.hoisted(() => vi.fn());
const data = vi.hoisted(() => ({
  addHistoryEntry: vi.fn(),
  addStop: vi.fn(),
  clearDeliveryTime: vi.fn(),
  clearStops: vi.fn(),
  removeStop: vi.fn(),
  reorderStops: vi.fn(),
  setAllDefaults: vi.fn(),
  setDeliveryTime: vi.fn(),
  setRouteDeparture: vi.fn(),
  setServiceTime: vi.fn(),
  saveRoutePlan: vi.fn(),
}));
const optimizeRoute = vi.hoisted(() => vi.fn());
vi.mock('../../components/toaster.tsx', () => ({ notify }));
// No plan stored: the hook's own answer is what it shows.
vi.mock('../../data/hooks.ts', () => ({ ...data, useRoutePlan: () => null }));
vi.mock('../../api/optimize-route.ts', () => ({ optimizePath: (departAt: string | null) => (departAt ? `/api/optimize-route?departAt=${departAt}` : '/api/optimize-route'), optimizeRoute }));
vi.mock('./directions-cache.ts', () => ({
  fetchDirections: vi.fn(async () => ({ distance: 3, time: 600, formattedTime: '00:10:00', legs: [], shape: [] })),
}));

const stop = testStop;

const result = { name: 'Avenyn', lat: 57.7, lng: 11.97, displayString: 'Avenyn', resultId: null, place: { type: 'Feature' as const, geometry: { type: 'Point' as const, coordinates: [11.97, 57.7] as [number, number] }, properties: {} }, type: null, address: null };

function actions(stops: Stop[], returnToStart = true, regions: Parameters<typeof usePlannerActions>[0]['regions'] = []) {
  return renderHook(() => usePlannerActions({ stops, routeId: 1, returnToStart, departAt: null, regions, directions: null, onRequest: vi.fn() })).result;
}

const box = (north: number, west: number, south: number, east: number) => ({ ul: { lat: north, lng: west }, lr: { lat: south, lng: east } });
const REGIONS = [
  { name: 'Liechtenstein', bounds: box(47.28, 9.47, 47.04, 9.64) },
  { name: 'Gothenburg, Sweden', bounds: box(57.76, 11.86, 57.65, 12.09) },
];

const fail = () => Promise.reject(new Error('500: boom'));

beforeEach(() => {
  notify.mockClear();
  for (const fn of Object.values(data)) fn.mockReset().mockResolvedValue({});
  optimizeRoute.mockReset();
});

describe('planner toasts (SPEC §8)', () => {
  it.each([
    ['add', (a: ReturnType<typeof actions>) => a.current.add(result), 'addStop', ['Stop Added', 'Added Avenyn to your route'], ['Error', 'Failed to add stop']],
    ['remove', (a: ReturnType<typeof actions>) => a.current.remove(1), 'removeStop', ['Stop Removed', 'The stop has been removed from your route'], ['Error', 'Failed to remove stop']],
    ['clear', (a: ReturnType<typeof actions>) => a.current.clear(), 'clearStops', ['Stops Cleared', 'All stops have been removed from your route'], ['Error', 'Failed to clear stops']],
    ['save window', (a: ReturnType<typeof actions>) => a.current.saveWindow(1, null, null, 0), 'setDeliveryTime', ['Delivery Time Updated', 'The delivery time requirements have been saved.'], ['Error', 'Failed to update delivery time']],
    ['clear window', (a: ReturnType<typeof actions>) => a.current.clearWindow(1), 'clearDeliveryTime', ['Time Constraints Cleared', 'Delivery time requirements have been removed.'], ['Error', 'Failed to clear delivery time']],
    ['departure', (a: ReturnType<typeof actions>) => a.current.setDeparture(null), 'setRouteDeparture', ['Departure Updated', 'The route leaves the first stop now.'], ['Error', 'Failed to update the departure time']],
    ['set defaults', (a: ReturnType<typeof actions>) => a.current.setDefaults(), 'setAllDefaults', ['Time Constraints Updated', 'Delivery windows have been cleared for all stops.'], ['Update Failed', 'Could not set default time constraints']],
    ['mix up', (a: ReturnType<typeof actions>) => a.current.mixUp(), 'reorderStops', ['Route Randomized', 'Your stops have been randomly reordered'], ['Randomization Failed', 'Could not randomize the route at this time']],
  ] as const)('%s: success and failure texts', async (_, run, call, ok, bad) => {
    const a = actions([stop(1), stop(2)]);
    await act(async () => {
      await run(a);
    });
    expect(notify).toHaveBeenLastCalledWith('success', ok[0], ok[1]);
    data[call].mockImplementation(fail);
    await act(async () => {
      await run(a);
    });
    expect(notify).toHaveBeenLastCalledWith('error', bad[0], bad[1]);
  });

  it('refuses a stop outside every offline region, saying which regions there are, and adds one inside', async () => {
    const a = actions([], true, REGIONS);
    await act(async () => {
      await a.current.add({ ...result, name: 'San Francisco', lat: 37.77, lng: -122.42 });
    });
    expect(data.addStop).not.toHaveBeenCalled();
    expect(notify).toHaveBeenLastCalledWith(
      'error',
      'Outside the offline regions',
      'San Francisco is outside the offline regions (Liechtenstein and Gothenburg, Sweden), so no route can reach it. Choose a place inside one of them.',
    );
    await act(async () => {
      await a.current.add(result);
    });
    expect(data.addStop).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenLastCalledWith('success', 'Stop Added', 'Added Avenyn to your route');
  });

  it("gives the 'No stops to …' toasts without stops", async () => {
    const a = actions([]);
    await act(() => a.current.optimize());
    expect(notify).toHaveBeenLastCalledWith('error', 'No stops to optimize', 'Add some stops to your route first');
    await act(() => a.current.mixUp());
    expect(notify).toHaveBeenLastCalledWith('error', 'No stops to randomize', 'Add some stops to your route first');
    await act(() => a.current.setDefaults());
    expect(notify).toHaveBeenLastCalledWith('error', 'No stops to update', 'Add some stops to your route first');
  });

  it('optimize applies the sequence in one reorder, and reports the server message on failure', async () => {
    optimizeRoute.mockResolvedValue({ sequence: [2, 1, -1], distance: 3, time: 600, formattedTime: '00:10:00', drivingTime: 600, returnToStart: true, allWindowsMet: true, stops: [] });
    const a = actions([stop(1), stop(2)]);
    await act(() => a.current.optimize());
    expect(optimizeRoute.mock.calls[0]?.[0].map((s: { id: number }) => s.id)).toEqual([1, 2, -1]);
    expect(data.reorderStops).toHaveBeenCalledWith([2, 1]);
    expect(notify).toHaveBeenLastCalledWith('success', 'Route Optimized', expect.stringContaining('round trip back to the first stop'));
    optimizeRoute.mockRejectedValue(new Error('Too many stops'));
    await act(() => a.current.optimize());
    expect(notify).toHaveBeenLastCalledWith('error', 'Optimization Failed', 'Too many stops');
    optimizeRoute.mockRejectedValue(new Error(''));
    await act(() => a.current.optimize());
    expect(notify).toHaveBeenLastCalledWith('error', 'Optimization Failed', 'Could not optimize the route at this time');
  });

  it("lets 'Optimizing...' paint before the tap's work starts: the route before and the optimizer wait for a paint", async () => {
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    const visible = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    optimizeRoute.mockResolvedValue({ sequence: [2, 1, -1], distance: 3, time: 600, formattedTime: '00:10:00', drivingTime: 600, returnToStart: true, allWindowsMet: true, stops: [] });
    const a = actions([stop(1), stop(2)]);
    let done: Promise<void> = Promise.resolve();
    await act(async () => {
      done = a.current.optimize();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(optimizeRoute).not.toHaveBeenCalled();
    await act(async () => {
      for (const cb of frames.splice(0)) cb(performance.now());
      await done;
    });
    expect(optimizeRoute).toHaveBeenCalledTimes(1);
    raf.mockRestore();
    visible.mockRestore();
  });

  it("words 'Route Optimized' for a round trip or an open route, and sends the return stop only for a round trip", async () => {
    optimizeRoute.mockResolvedValue({ sequence: [2, 1], distance: 3.04, time: 600, formattedTime: '00:10:00', drivingTime: 600, returnToStart: false, allWindowsMet: true, stops: [] });
    const open = actions([stop(1), stop(2)], false);
    await act(() => open.current.optimize());
    expect(optimizeRoute.mock.calls[0]?.[0].map((s: { id: number }) => s.id)).toEqual([1, 2]);
    expect(notify).toHaveBeenLastCalledWith('success', 'Route Optimized', 'Your stops are in the best order from the first stop (3.0 mi, 10 min driving).');
    const loop = actions([stop(1), stop(2)], true);
    await act(() => loop.current.optimize());
    expect(notify).toHaveBeenLastCalledWith(
      'success',
      'Route Optimized',
      'Your stops are in the best order for a round trip back to the first stop (3.0 mi, 10 min driving).',
    );
  });
  it('gives driving time and the total with waits apart, and drops the arrivals when a window or the order changes', async () => {
    const arrival = (id: number) => ({ id, index: id - 1, arrival: new Date().toISOString(), waitSeconds: 0, lateSeconds: 0, windowMet: true });
    optimizeRoute.mockResolvedValue({
      sequence: [1, 2],
      distance: 3,
      time: 5 * 3600 + 6 * 60,
      formattedTime: '05:06:00',
      drivingTime: 14 * 60,
      returnToStart: false,
      allWindowsMet: true,
      stops: [arrival(1), { ...arrival(2), waitSeconds: 4 * 3600 + 52 * 60 }],
    });
    let stops = [stop(1), { ...stop(2), deliveryStartAt: '2026-11-24T14:00:00.000Z', deliveryEndAt: '2026-11-24T15:00:00.000Z' }];
    const hook = renderHook(() => usePlannerActions({ stops, routeId: 1, returnToStart: false, departAt: null, regions: [], directions: null, onRequest: vi.fn() }));
    await act(() => hook.result.current.optimize());
    expect(notify).toHaveBeenLastCalledWith('success', 'Route Optimized', 'Your stops are in the best order from the first stop (3.0 mi, 14 min driving, 5 h 06 min in all with waits).');
    expect(hook.result.current.outcome?.result.stops).toHaveLength(2);

    stops = [stops[0]!, { ...stops[1]!, deliveryStartAt: null, deliveryEndAt: null }];
    hook.rerender();
    expect(hook.result.current.outcome).toBeNull();

    stops = [stop(1), { ...stop(2), deliveryStartAt: '2026-11-24T14:00:00.000Z', deliveryEndAt: '2026-11-24T15:00:00.000Z' }];
    hook.rerender();
    expect(hook.result.current.outcome).not.toBeNull();
    stops = [stops[1]!, stops[0]!];
    hook.rerender();
    expect(hook.result.current.outcome).toBeNull();
  });
});
