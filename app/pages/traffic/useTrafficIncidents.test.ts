// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BoundingBox, TrafficIncident } from '../../api/traffic-incidents.ts';
import { useTrafficIncidents } from './useTrafficIncidents.ts';

interface Pending {
  box: BoundingBox;
  signal: AbortSignal | undefined;
  resolve: (v: TrafficIncident[]) => void;
  reject: (e: Error) => void;
}
const pending: Pending[] = [];
vi.mock('../../api/traffic-incidents.ts', () => ({
  fetchTrafficIncidents: (box: BoundingBox, signal?: AbortSignal) =>
    new Promise<TrafficIncident[]>((resolve, reject) => pending.push({ box, signal, resolve, reject })),
}));

const box = (lat: number): BoundingBox => ({ ul: { lat: lat + 0.1, lng: 11.8 }, lr: { lat, lng: 12.1 } });
const only = (id: string) => [{ id } as TrafficIncident];

afterEach(() => {
  pending.length = 0;
  vi.restoreAllMocks();
});

describe('useTrafficIncidents', () => {
  it('shows only the newest box, even when an older answer arrives last', async () => {
    const { result } = renderHook(() => useTrafficIncidents());
    act(() => result.current.showBox(box(57.6)));
    act(() => result.current.showBox(box(57.7)));
    expect(result.current.status).toBe('loading');
    expect(result.current.box).toEqual(box(57.7));
    expect(pending.map((p) => p.signal?.aborted)).toEqual([true, false]);

    await act(async () => pending[1]!.resolve(only('new')));
    await act(async () => pending[0]!.resolve(only('old')));
    expect(result.current.status).toBe('ready');
    expect(result.current.incidents.map((i) => i.id)).toEqual(['new']);
    expect(result.current.box).toEqual(box(57.7));
  });

  it('asks once for a box reported twice, and clears the list while a new box loads', async () => {
    const { result } = renderHook(() => useTrafficIncidents());
    act(() => result.current.showBox(box(57.6)));
    act(() => result.current.showBox(box(57.6)));
    expect(pending).toHaveLength(1);
    await act(async () => pending[0]!.resolve(only('a')));
    expect(result.current.incidents).toHaveLength(1);
    act(() => result.current.showBox(box(57.65)));
    expect(result.current.incidents).toEqual([]);
    expect(result.current.status).toBe('loading');
  });

  it('logs a failure, shows the error state, and lets the same view be asked again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useTrafficIncidents());
    act(() => result.current.showBox(box(57.6)));
    await act(async () => pending[0]!.reject(new Error('502: down')));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(log).toHaveBeenCalledWith('Failed to fetch traffic incidents', expect.any(Error));
    act(() => result.current.showBox(box(57.6)));
    expect(pending).toHaveLength(2);
  });
});
