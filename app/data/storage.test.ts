// Storage failures become typed problems with visitor-facing messages; a blocked upgrade never hangs the start.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dexie } from 'dexie';
import { CURRENT_VERSION, DATABASE_NAME, SCHEMA_V1, db } from './db.ts';
import { HttpError } from './errors.ts';
import {
  STORAGE_MESSAGES,
  onStorageProblem,
  openDatabase,
  toStorageError,
} from './storage.ts';
import { call, freshDatabase, stopBody } from './test-helpers.ts';

beforeEach(freshDatabase);
afterEach(() => vi.unstubAllGlobals());

describe('toStorageError', () => {
  it.each([
    [new Dexie.QuotaExceededError('full'), 'quota'],
    [new DOMException('full', 'QuotaExceededError'), 'quota'],
    [new Dexie.AbortError('aborted', new DOMException('full', 'QuotaExceededError')), 'quota'],
    [new Dexie.BulkError('bulk', [new DOMException('full', 'QuotaExceededError')]), 'quota'],
    [new Dexie.DatabaseClosedError(), 'closed'],
    [new Dexie.MissingAPIError(), 'unavailable'],
    [new Dexie.OpenFailedError('open failed', new Dexie.MissingAPIError()), 'unavailable'],
    [new Dexie.OpenFailedError('open failed'), 'unavailable'],
    [new DOMException('no', 'InvalidStateError'), 'unavailable'],
    [new Dexie.UnknownError('?'), 'unknown'],
  ])('maps %s to %s', (error, code) => {
    const problem = toStorageError(error);
    expect(problem?.code).toBe(code);
    expect(problem?.message).toBe(STORAGE_MESSAGES[code as keyof typeof STORAGE_MESSAGES]);
  });

  it('leaves errors that are not about storage alone', () => {
    expect(toStorageError(new HttpError(404, 'Route 1 not found'))).toBeNull();
    expect(toStorageError(new TypeError('x is undefined'))).toBeNull();
    expect(toStorageError('text')).toBeNull();
  });
});

describe('local API on a full disk', () => {
  it('answers 507 with the quota message and stores nothing', async () => {
    const full = (): void => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    await call('GET', '/api/routes');
    db.stops.hook('creating', full);
    try {
      expect(await call('POST', '/api/stops', stopBody('A'))).toEqual({
        status: 507,
        body: { message: STORAGE_MESSAGES.quota, code: 'quota' },
      });
    } finally {
      db.stops.hook('creating').unsubscribe(full);
    }
    expect((await call('GET', '/api/stops')).body).toEqual([]);
  });
});


describe('openDatabase', () => {
  it('opens and runs the first-run setup', async () => {
    expect(await openDatabase()).toEqual({ ok: true, persisted: false });
    expect(await db.routes.toArray()).toMatchObject([{ name: 'Route 1' }]);
  });

  it('tells listeners when another tab upgrades the database under this one', async () => {
    await openDatabase();
    const problems: string[] = [];
    const stop = onStorageProblem((p) => problems.push(p.code));
    const newer = indexedDB.open(DATABASE_NAME, 990);
    await new Promise((resolve) => (newer.onsuccess = resolve));
    newer.result.close();
    stop();
    expect(problems).toEqual(['closed']);
  });

  it('reports a blocked upgrade at once instead of waiting for an old tab that never closes', async () => {
    const oldTab = new Dexie(DATABASE_NAME);
    oldTab.version(1).stores(SCHEMA_V1);
    oldTab.on('versionchange', () => false);
    await oldTab.open();
    expect(await openDatabase()).toEqual({ ok: false, code: 'blocked', message: STORAGE_MESSAGES.blocked });
    oldTab.close();
    await db.open();
    expect(db.verno).toBe(CURRENT_VERSION);
  });
});
