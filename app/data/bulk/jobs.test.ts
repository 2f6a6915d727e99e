import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GeocodeBatchResponse } from '../../../service/contract/index.ts';
import { BULK_DATABASE_NAME, bulkDb } from './db.ts';
import { clearResults, createJob, loadJob, ROWS_PER_SLICE, saveResults, updateJob } from './jobs.ts';

const HIT: GeocodeBatchResponse = {
  lat: 57.7,
  lng: 11.97,
  displayName: 'Kungsgatan 12, Göteborg',
  quality: 'ADDRESS',
  geocodeQualityCode: 'L1AAA',
  sideOfStreet: 'R',
  providedLocation: 'Kungsgatan 12, Göteborg',
};

const rowsOf = (n: number) => Array.from({ length: n }, (_, i) => [`Gata ${i}`, 'Göteborg']);

beforeEach(async () => {
  await bulkDb.delete({ disableAutoOpen: false });
});

describe('bulk job store', () => {
  it('lives in its own database', () => {
    expect(bulkDb.name).toBe(BULK_DATABASE_NAME);
  });

  it('has nothing before the first upload', async () => {
    expect(await loadJob()).toBeNull();
  });

  it('keeps rows across slices in order, with results by index', async () => {
    const rows = rowsOf(ROWS_PER_SLICE * 2 + 7);
    const id = await createJob({ fileName: 'a.csv', columns: ['street', 'city'], rows });
    await saveResults(id, [
      [0, HIT],
      [ROWS_PER_SLICE + 1, { error: 'No match' }],
    ]);
    const loaded = await loadJob();
    expect(loaded?.job).toMatchObject({ id, fileName: 'a.csv', columns: ['street', 'city'], rowCount: rows.length, status: 'ready' });
    expect(loaded?.rows).toEqual(rows);
    expect(loaded?.results.length).toBe(rows.length);
    expect(loaded?.results[0]).toEqual(HIT);
    expect(loaded?.results[ROWS_PER_SLICE + 1]).toEqual({ error: 'No match' });
    expect(loaded?.results.filter(Boolean).length).toBe(2);
  });

  it('saves mapping, format and status', async () => {
    const id = await createJob({ fileName: 'a.csv', columns: ['street', 'city'], rows: rowsOf(3) });
    await updateJob(id, { format: 'multi', mapping: { street: 'street', city: 'city' }, status: 'paused' });
    expect((await loadJob())?.job).toMatchObject({ format: 'multi', mapping: { street: 'street', city: 'city' }, status: 'paused' });
  });

  it('replaces the previous job, its mapping and its results on a new upload', async () => {
    const first = await createJob({ fileName: 'a.csv', columns: ['x'], rows: [['1']] });
    await updateJob(first, { mapping: { singleLine: 'x' } });
    await saveResults(first, [[0, HIT]]);
    await createJob({ fileName: 'b.csv', columns: ['y'], rows: [['2'], ['3']] });
    const loaded = await loadJob();
    expect(loaded?.job).toMatchObject({ fileName: 'b.csv', mapping: {}, format: 'single' });
    expect(loaded?.results.filter(Boolean)).toEqual([]);
    expect(await bulkDb.results.count()).toBe(0);
  });

  it('clears results for a fresh run', async () => {
    const id = await createJob({ fileName: 'a.csv', columns: ['x'], rows: [['1'], ['2']] });
    await saveResults(id, [
      [0, HIT],
      [1, HIT],
    ]);
    await clearResults(id);
    expect((await loadJob())?.results.filter(Boolean)).toEqual([]);
  });
});
