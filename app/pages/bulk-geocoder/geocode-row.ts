// One row's call: its outcome on the row (SPEC §8 'Bulk row failure'), or a BatchFailure when the failure is
// not the row's fault and every next row would fail the same way, so the run stops and can be resumed.
import type { BatchRowQuery } from '../../../service/contract/index.ts';
import { geocodeBatchRow } from '../../api/geocode-batch.ts';
import { ApiError, readErrorMessage } from '../../data/client.ts';
import type { RowResult } from '../../data/bulk/types.ts';
import { BatchFailure } from './run-batches.ts';

export const EMPTY_ROW_ERROR = 'No address in this row';

/** Key refused, rate limited, provider down or timing out: not this row's fault. */
const STOPPING_STATUSES = new Set([401, 403, 429, 503, 504]);

export async function geocodeRow(query: BatchRowQuery | null, apiKey: string): Promise<RowResult> {
  if (!query) return { error: EMPTY_ROW_ERROR };
  try {
    return await geocodeBatchRow({ ...query, ...(apiKey.trim() ? { apiKey: apiKey.trim() } : {}) });
  } catch (error) {
    if (!(error instanceof ApiError)) {
      throw new BatchFailure(`The connection to the server failed (${error instanceof Error ? error.message : String(error)})`);
    }
    const message = readErrorMessage(error, 'Geocoding failed');
    if (STOPPING_STATUSES.has(error.status)) throw new BatchFailure(message);
    return { error: message };
  }
}
