// @vitest-environment jsdom
// The directions' answer renders as a transition (in slices a tap can get between), not in one task (issue 33).
import { act, renderHook } from '@testing-library/react';
import type * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { RouteDirectionsResponse } from '../../../service/contract/index.ts';
import type { PlannedStop } from './route-order.ts';
import { useRouteDirections } from './useRouteDirections.ts';

const held = vi.hoisted(() => [] as Array<() => void>);
vi.mock('react', async (load) => {
  const real = await load<typeof React>();
  // Transitions are held here until the test lets them run.
  return { ...real, startTransition: (update: () => void) => void held.push(update) };
});
const answer = { distance: 1, time: 60 } as unknown as RouteDirectionsResponse;
const fetchDirections = vi.hoisted(() => vi.fn());
vi.mock('./directions-cache.ts', () => ({ fetchDirections }));

const stop = (id: number, latitude: number): PlannedStop => ({ id, latitude, longitude: 9.52, deliveryStartAt: null, deliveryEndAt: null });

describe('useRouteDirections', () => {
  it("renders the directions' answer, and a failed one, as a transition", async () => {
    fetchDirections.mockResolvedValueOnce(answer);
    const { result, rerender } = renderHook(({ stops }) => useRouteDirections(stops, false), { initialProps: { stops: [stop(1, 47.1), stop(2, 47.2)] } });
    await vi.waitFor(() => expect(held.length).toBe(1));
    expect(result.current).toEqual({ directions: null, loading: true });
    act(() => held.splice(0).forEach((update) => update()));
    expect(result.current).toEqual({ directions: answer, loading: false });

    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchDirections.mockRejectedValueOnce(new Error('down'));
    rerender({ stops: [stop(1, 47.1), stop(3, 47.3)] });
    await vi.waitFor(() => expect(held.length).toBe(1));
    expect(result.current.loading).toBe(true);
    act(() => held.splice(0).forEach((update) => update()));
    expect(result.current).toEqual({ directions: null, loading: false });
  });
});
