// @vitest-environment jsdom
// Live hooks: a write through the API client re-renders every component that reads the same data.
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { db } from './db.ts';
import {
  addHistoryEntry,
  addStop,
  clearStops,
  createRoute,
  renameRoute,
  reorderStops,
  setAllDefaults,
  setCurrentRoute,
  setDeliveryTime,
  useCurrentRoute,
  useRouteHistory,
  useRoutes,
  useStops,
} from './hooks.ts';
import { openDatabase } from './storage.ts';
import { freshDatabase, stopBody } from './test-helpers.ts';

beforeEach(async () => {
  await freshDatabase();
  expect(await openDatabase()).toEqual({ ok: true, persisted: false });
});

afterEach(() => vi.restoreAllMocks());

it('shows Route 1 as current after openDatabase, and follows renames and switches', async () => {
  const routes = renderHook(() => useRoutes());
  const current = renderHook(() => useCurrentRoute());
  await waitFor(() => expect(current.result.current).toMatchObject({ id: 1, name: 'Route 1' }));

  await act(async () => {
    await createRoute();
    await renameRoute(1, 'Harbour');
  });
  await waitFor(() => expect(routes.result.current?.map((r) => r.name)).toEqual(['Harbour', 'Route 2']));
  await act(async () => {
    await setCurrentRoute(2);
  });
  await waitFor(() => expect(current.result.current).toMatchObject({ id: 2, name: 'Route 2' }));
});

it('re-renders two readers of the stops on add, reorder, window changes and clear', async () => {
  const first = renderHook(() => useStops());
  const second = renderHook(() => useStops());
  await waitFor(() => expect(first.result.current).toEqual([]));

  await act(async () => {
    await addStop(stopBody('A'));
    await addStop(stopBody('B'));
  });
  await waitFor(() => expect(second.result.current?.map((s) => s.name)).toEqual(['A', 'B']));
  await act(async () => {
    await reorderStops([2, 1]);
    await setDeliveryTime(1, null, '2025-03-01T10:00:00.000Z');
  });
  await waitFor(() => expect(first.result.current?.map((s) => s.name)).toEqual(['B', 'A']));
  expect(first.result.current?.[1]).toMatchObject({ deliveryStartAt: null, deliveryEndAt: '2025-03-01T10:00:00.000Z' });
  await act(async () => {
    await setAllDefaults();
  });
  await waitFor(() => expect(second.result.current?.every((s) => s.deliveryEndAt === null)).toBe(true));
  await act(async () => {
    await clearStops();
  });
  await waitFor(() => expect(second.result.current).toEqual([]));
});

it("follows the current route's history, and the stops of a newly chosen route", async () => {
  const history = renderHook(() => useRouteHistory());
  const stops = renderHook(() => useStops());
  await act(async () => {
    await addStop(stopBody('A'));
    await addHistoryEntry(1, { distance: 4.2, time: '00:10:00' });
  });
  await waitFor(() => expect(history.result.current?.map((h) => h.distance)).toEqual([4.2]));
  await act(async () => {
    await createRoute('Empty');
    await setCurrentRoute(2);
  });
  await waitFor(() => expect(stops.result.current).toEqual([]));
  expect(history.result.current).toEqual([]);
});

it('throws a failed read to the nearest error boundary instead of showing nothing', async () => {
  class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
    override state = { error: null as unknown };
    static getDerivedStateFromError(error: unknown) {
      return { error };
    }
    override render() {
      return this.state.error ? `failed: ${(this.state.error as Error).name}` : this.props.children;
    }
  }
  // The store answers a read with an error, as a corrupt database does.
  vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the error it hands to the boundary.
  vi.spyOn(db.routes, 'orderBy').mockReturnValue({ toArray: () => Promise.reject(new Dexie.DataError('unreadable')) } as never);
  function Reader() {
    return <>{useRoutes()?.length ?? 'reading'}</>;
  }
  const view = render(<Boundary><Reader /></Boundary>);
  await waitFor(() => expect(view.container.textContent).toBe('failed: DataError'));
});
