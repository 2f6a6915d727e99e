// Every toast text of the bulk geocoder (SPEC §5 and §8) in one place, and the checks that pick them.
import type { AddressFormat, ColumnMapping } from '../../data/bulk/types.ts';
import { mappingIsUsable } from './row-query.ts';

export interface ToastText {
  title: string;
  description: string;
}

export const TOASTS = {
  invalidType: { title: 'Invalid file type', description: 'Please upload a CSV file' },
  tooLarge: { title: 'File too large', description: 'CSV files up to 50 MB can be geocoded here: split the file and upload the parts' },
  parseError: { title: 'CSV parsing error', description: 'There were errors parsing your CSV file' },
  emptyFile: { title: 'Empty file', description: 'The CSV file appears to be empty' },
  uploadFailed: { title: 'Upload failed', description: 'Failed to parse the CSV file' },
  loaded: (rows: number, columns: number): ToastText => ({
    title: 'File uploaded successfully',
    description: `Loaded ${rows} rows with ${columns} columns`,
  }),
  keyRequired: { title: 'API key required', description: 'Please enter your provider API key to proceed' },
  noData: { title: 'No data', description: 'Please upload a CSV file first' },
  missingMapping: { title: 'Missing field mapping', description: 'Please map at least one address field' },
  batchFailed: { title: 'Processing failed', description: 'An error occurred during batch processing' },
  completed: (rows: number): ToastText => ({ title: 'Geocoding completed', description: `Successfully processed ${rows} addresses` }),
  noResults: { title: 'No results', description: 'No results to download. Please process some data first.' },
  downloadStarted: { title: 'Download started', description: 'Your geocoded results are being downloaded' },
  downloadFailed: { title: 'Download failed', description: 'The results file could not be written: try again' },
} as const;

export interface StartInput {
  apiKey: string;
  /** False with the embedded engine, which needs no key. */
  keyRequired: boolean;
  rowCount: number;
  format: AddressFormat;
  mapping: ColumnMapping;
}

/** The first reason a run may not start, in SPEC §5's order, or null. */
export function startProblem({ apiKey, keyRequired, rowCount, format, mapping }: StartInput): ToastText | null {
  if (keyRequired && apiKey.trim() === '') return TOASTS.keyRequired;
  if (rowCount === 0) return TOASTS.noData;
  if (!mappingIsUsable(format, mapping)) return TOASTS.missingMapping;
  return null;
}
