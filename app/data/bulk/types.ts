// The bulk geocoder's stored shapes (SPEC §3 Bulk): a job's column mapping and each row's outcome.
import type { GeocodeBatchResponse } from '../../../service/contract/index.ts';

/** 'single': one column holds the whole address; 'multi': the 5-box fields each have a column. */
export type AddressFormat = 'single' | 'multi';

/** Column names per address part; a missing key means None. */
export interface ColumnMapping {
  singleLine?: string;
  street?: string;
  city?: string;
  state?: string;
  postalCode?: string;
}

/** The geocode data of a row, or the error text it got (SPEC §8 'Bulk row failure'). */
export type RowResult = GeocodeBatchResponse | { error: string };

export const isRowError = (r: RowResult): r is { error: string } => 'error' in r;

/** ready: loaded, not started; running: a run is (or was, until a reload) in progress; paused: stopped early. */
export type JobStatus = 'ready' | 'running' | 'paused' | 'done';

export interface BulkJob {
  id: number;
  fileName: string;
  columns: string[];
  rowCount: number;
  format: AddressFormat;
  mapping: ColumnMapping;
  status: JobStatus;
  /** ISO date-time. */
  createdAt: string;
}
