// @vitest-environment jsdom
// The page's tabs first render when the stored job has been read: that update is a transition (rendered in slices
// a tap can get between), not one task of the page's whole first render (issue 33).
import 'fake-indexeddb/auto';
import { act, renderHook } from '@testing-library/react';
import type * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { bulkDb } from '../../data/bulk/db.ts';
import { useBulkJob } from './useBulkJob.ts';

const held = vi.hoisted(() => [] as Array<() => void>);
vi.mock('react', async (load) => {
  const real = await load<typeof React>();
  // Transitions are held here until the test lets them run.
  return { ...real, startTransition: (update: () => void) => void held.push(update) };
});

describe('useBulkJob', () => {
  it('renders the read of the stored job as a transition', async () => {
    await bulkDb.delete({ disableAutoOpen: false });
    const { result } = renderHook(() => useBulkJob());
    await vi.waitFor(() => expect(held.length).toBe(1));
    expect(result.current.restoring).toBe(true);
    act(() => held.splice(0).forEach((update) => update()));
    expect(result.current.restoring).toBe(false);
  });
});
