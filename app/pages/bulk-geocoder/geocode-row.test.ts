import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../data/client.ts';
import { EMPTY_ROW_ERROR, geocodeRow } from './geocode-row.ts';
import { BatchFailure } from './run-batches.ts';

const api = vi.hoisted(() => ({ geocodeBatchRow: vi.fn() }));
vi.mock('../../api/geocode-batch.ts', () => api);

afterEach(() => api.geocodeBatchRow.mockReset());

const json = (status: number, message: string) => new ApiError(status, 'x', JSON.stringify({ message }));

describe('geocodeRow', () => {
  it('sends the query with the trimmed key, and no key field when blank', async () => {
    api.geocodeBatchRow.mockResolvedValue({ lat: 1 });
    await geocodeRow({ location: 'Kungsgatan 12' }, ' secret ');
    expect(api.geocodeBatchRow).toHaveBeenLastCalledWith({ location: 'Kungsgatan 12', apiKey: 'secret' });
    await geocodeRow({ street: 'Vasagatan 3', city: 'Göteborg' }, '');
    expect(api.geocodeBatchRow).toHaveBeenLastCalledWith({ street: 'Vasagatan 3', city: 'Göteborg' });
  });

  it('marks an empty row without calling the server', async () => {
    expect(await geocodeRow(null, 'k')).toEqual({ error: EMPTY_ROW_ERROR });
    expect(api.geocodeBatchRow).not.toHaveBeenCalled();
  });

  it("gives the row the server's message when the row itself failed", async () => {
    api.geocodeBatchRow.mockRejectedValue(json(404, 'No location found for this address'));
    expect(await geocodeRow({ location: 'Nowhere 1' }, '')).toEqual({ error: 'No location found for this address' });
  });

  it('stops the run on a lost connection, a refused key or a rate limit', async () => {
    api.geocodeBatchRow.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(geocodeRow({ location: 'x' }, '')).rejects.toBeInstanceOf(BatchFailure);
    for (const status of [403, 429, 503]) {
      api.geocodeBatchRow.mockRejectedValue(json(status, `status ${status}`));
      await expect(geocodeRow({ location: 'x' }, 'k')).rejects.toThrow(`status ${status}`);
    }
  });
});
