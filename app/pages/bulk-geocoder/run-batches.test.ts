import { describe, expect, it, vi } from 'vitest';
import type { RowResult } from '../../data/bulk/types.ts';
import { BatchFailure, progressPercent, runBatches, type BatchInfo } from './run-batches.ts';

const ok = (i: number): RowResult => ({
  lat: i,
  lng: i,
  displayName: `row ${i}`,
  quality: 'ADDRESS',
  geocodeQualityCode: 'L1AAA',
  sideOfStreet: 'R',
  providedLocation: `row ${i}`,
});

function harness(pending: number[], totalRows: number, opts: { batchSize?: number; pauseMs?: number } = {}) {
  const saved: [number, RowResult][][] = [];
  const started: BatchInfo[] = [];
  const sleeps: number[] = [];
  const inFlight = { now: 0, max: 0 };
  const controller = new AbortController();
  const input = {
    pending,
    totalRows,
    plan: { batchSize: opts.batchSize ?? 10, pauseMs: opts.pauseMs ?? 200 },
    geocode: vi.fn(async (i: number) => {
      inFlight.now++;
      inFlight.max = Math.max(inFlight.max, inFlight.now);
      await Promise.resolve();
      inFlight.now--;
      return ok(i);
    }),
    onBatchStart: (info: BatchInfo) => void started.push(info),
    onBatchDone: async (entries: [number, RowResult][]) => void saved.push(entries),
    signal: controller.signal,
    sleep: async (ms: number) => void sleeps.push(ms),
  };
  return { input, saved, started, sleeps, inFlight, controller };
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

describe('runBatches', () => {
  it('geocodes in batches of 10 in parallel, pausing 200 ms between batches only', async () => {
    const h = harness(range(0, 25), 25);
    expect(await runBatches(h.input)).toBe('done');
    expect(h.saved.map((b) => b.map(([i]) => i))).toEqual([range(0, 10), range(10, 20), range(20, 25)]);
    expect(h.inFlight.max).toBe(10);
    expect(h.sleeps).toEqual([200, 200]);
    expect(h.started).toEqual([
      { batch: 1, batches: 3 },
      { batch: 2, batches: 3 },
      { batch: 3, batches: 3 },
    ]);
  });

  it('does not pause when the plan says so', async () => {
    const h = harness(range(0, 120), 120, { batchSize: 50, pauseMs: 0 });
    await runBatches(h.input);
    expect(h.sleeps).toEqual([]);
    expect(h.saved.map((b) => b.length)).toEqual([50, 50, 20]);
  });

  it('resumes with the batch numbering of the whole file', async () => {
    const h = harness(range(20, 25), 25);
    await runBatches(h.input);
    expect(h.started).toEqual([{ batch: 3, batches: 3 }]);
    expect(h.input.geocode).toHaveBeenCalledTimes(5);
  });

  it('stops between batches when cancelled, keeping the finished batch', async () => {
    const h = harness(range(0, 30), 30);
    h.input.onBatchDone = async (entries) => {
      h.saved.push(entries);
      h.controller.abort();
    };
    expect(await runBatches(h.input)).toBe('cancelled');
    expect(h.saved).toHaveLength(1);
    expect(h.input.geocode).toHaveBeenCalledTimes(10);
  });

  it('stops with the failure and saves nothing of a batch that failed', async () => {
    const h = harness(range(0, 30), 30);
    h.input.geocode.mockImplementation(async (i: number) => {
      if (i === 13) throw new BatchFailure('offline');
      return ok(i);
    });
    await expect(runBatches(h.input)).rejects.toThrow('offline');
    expect(h.saved.map((b) => b.length)).toEqual([10]);
  });
});

describe('progressPercent', () => {
  it('is processed over total, capped at 100', () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(25, 100)).toBe(25);
    expect(progressPercent(120, 100)).toBe(100);
  });
});
