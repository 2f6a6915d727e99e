// The bulk geocoder's own IndexedDB database, apart from the app's main one, so a 50,000-row upload never
// touches (or migrates with) routes and stops. It keeps one job: its rows in slices and one record per result.
import { Dexie } from 'dexie';
import type { EntityTable, Table } from 'dexie';
import type { BulkJob, RowResult } from './types.ts';

export const BULK_DATABASE_NAME = 'maps-demo-bulk';

export interface RowSlice {
  jobId: number;
  /** Slice number; slice n holds rows n*ROWS_PER_SLICE onwards. */
  slice: number;
  rows: string[][];
}

export interface StoredResult {
  jobId: number;
  /** 0-based row index in the uploaded file. */
  index: number;
  result: RowResult;
}

export class BulkDb extends Dexie {
  jobs!: EntityTable<BulkJob, 'id'>;
  rowSlices!: Table<RowSlice, [number, number]>;
  results!: Table<StoredResult, [number, number]>;

  constructor(name: string = BULK_DATABASE_NAME) {
    super(name);
    this.version(1).stores({ jobs: '++id', rowSlices: '[jobId+slice]', results: '[jobId+index]' });
  }
}

export const bulkDb = new BulkDb();
