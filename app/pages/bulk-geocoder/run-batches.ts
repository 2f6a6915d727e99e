// The batch loop of the bulk geocoder (SPEC §9): rows in batches, parallel within a batch, a pause between
// batches, every batch saved before the next starts, and a cancel that takes effect between batches.
import type { RowResult } from '../../data/bulk/types.ts';

export interface BatchPlan {
  batchSize: number;
  pauseMs: number;
}

/** A provider counts every call against the visitor's key: SPEC §9's 10 rows, then 200 ms. */
export const PROVIDER_PLAN: BatchPlan = { batchSize: 10, pauseMs: 200 };
/** The embedded engine has no quota: bigger batches and no pause (the browser still caps parallel requests). */
export const OFFLINE_PLAN: BatchPlan = { batchSize: 50, pauseMs: 0 };

/** Thrown by a row's geocode when the whole run should stop (connection lost, rate limit, key refused). */
export class BatchFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BatchFailure';
  }
}

export interface BatchInfo {
  /** 1-based, counted over the whole file so a resumed run goes on where it left off. */
  batch: number;
  batches: number;
}

export interface RunInput {
  /** Row indices still to geocode, in file order. */
  pending: readonly number[];
  totalRows: number;
  plan: BatchPlan;
  geocode: (index: number) => Promise<RowResult>;
  onBatchStart: (info: BatchInfo) => void;
  /** Must persist the batch; the loop waits for it. */
  onBatchDone: (entries: [number, RowResult][], info: BatchInfo) => Promise<void>;
  signal: AbortSignal;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** 'done' when every pending row has a result, 'cancelled' when the signal stopped it between batches. */
export async function runBatches(input: RunInput): Promise<'done' | 'cancelled'> {
  const { pending, totalRows, plan, geocode, onBatchStart, onBatchDone, signal, sleep = wait } = input;
  const batches = Math.ceil(totalRows / plan.batchSize);
  let processed = totalRows - pending.length;
  for (let start = 0; start < pending.length; start += plan.batchSize) {
    if (signal.aborted) return 'cancelled';
    const info = { batch: Math.floor(processed / plan.batchSize) + 1, batches };
    onBatchStart(info);
    const indices = pending.slice(start, start + plan.batchSize);
    const results = await Promise.all(indices.map((i) => geocode(i)));
    await onBatchDone(
      indices.map((index, k) => [index, results[k] as RowResult]),
      info,
    );
    processed += indices.length;
    const more = start + plan.batchSize < pending.length;
    if (more && plan.pauseMs > 0 && !signal.aborted) await sleep(plan.pauseMs);
  }
  return 'done';
}

/** SPEC §9: processed / total * 100, capped at 100. */
export const progressPercent = (processed: number, total: number): number =>
  total === 0 ? 0 : Math.min(100, (processed / total) * 100);
