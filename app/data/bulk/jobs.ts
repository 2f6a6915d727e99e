// Reads and writes of the one bulk job, in slices small enough that no single write or read blocks the page.
// The visitor's API key is never written here: it lives in memory for one run only.
import { Dexie } from 'dexie';
import { bulkDb, type StoredResult } from './db.ts';
import type { AddressFormat, BulkJob, ColumnMapping, JobStatus, RowResult } from './types.ts';

export const ROWS_PER_SLICE = 2000;
const RESULTS_PER_READ = 5000;

export interface NewJob {
  fileName: string;
  columns: string[];
  rows: string[][];
}

export interface LoadedJob {
  job: BulkJob;
  rows: string[][];
  /** Indexed like rows; undefined where the row has not been geocoded yet. */
  results: (RowResult | undefined)[];
}

/** Replaces any earlier job (SPEC §4: a new file clears previous results and mapping) and returns its id. */
export async function createJob({ fileName, columns, rows }: NewJob): Promise<number> {
  return bulkDb.transaction('rw', bulkDb.jobs, bulkDb.rowSlices, bulkDb.results, async () => {
    await Promise.all([bulkDb.jobs.clear(), bulkDb.rowSlices.clear(), bulkDb.results.clear()]);
    const id = await bulkDb.jobs.add({
      fileName,
      columns,
      rowCount: rows.length,
      format: 'single',
      mapping: {},
      status: 'ready',
      createdAt: new Date().toISOString(),
    } as BulkJob);
    // One add per slice, awaited in turn, so each structured clone is a small task of its own.
    for (let start = 0, slice = 0; start < rows.length; start += ROWS_PER_SLICE, slice++) {
      await bulkDb.rowSlices.add({ jobId: id, slice, rows: rows.slice(start, start + ROWS_PER_SLICE) });
    }
    return id;
  });
}

/** The stored job with its rows and results, or null when none was ever loaded on this device. */
export async function loadJob(): Promise<LoadedJob | null> {
  const job = await bulkDb.jobs.orderBy('id').last();
  if (!job) return null;
  const rows: string[][] = [];
  const slices = await bulkDb.rowSlices.where('[jobId+slice]').between([job.id, 0], [job.id, Dexie.maxKey]).primaryKeys();
  for (const key of slices) {
    const slice = await bulkDb.rowSlices.get(key);
    if (slice) for (const row of slice.rows) rows.push(row);
  }
  const results: (RowResult | undefined)[] = new Array<RowResult | undefined>(rows.length);
  for (let start = 0; start < rows.length; start += RESULTS_PER_READ) {
    const page = await bulkDb.results
      .where('[jobId+index]')
      .between([job.id, start], [job.id, start + RESULTS_PER_READ])
      .toArray();
    for (const r of page) results[r.index] = r.result;
  }
  return { job, rows, results };
}

export async function updateJob(
  id: number,
  patch: { format?: AddressFormat; mapping?: ColumnMapping; status?: JobStatus },
): Promise<void> {
  await bulkDb.jobs.update(id, patch);
}

/** One batch's outcomes, written together so a reload never sees half a batch. */
export async function saveResults(jobId: number, entries: [number, RowResult][]): Promise<void> {
  const records: StoredResult[] = entries.map(([index, result]) => ({ jobId, index, result }));
  await bulkDb.results.bulkPut(records);
}

/** Forgets every result of a job, for a fresh start over the same rows. */
export async function clearResults(jobId: number): Promise<void> {
  await bulkDb.results.where('[jobId+index]').between([jobId, 0], [jobId, Dexie.maxKey]).delete();
}
