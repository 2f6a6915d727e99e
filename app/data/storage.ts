// Opening the database and naming what can go wrong with device storage, so the shell shows a clear message
// instead of a blank page. Data code returns typed results; the UI decides how to show them.
import { db } from './db.ts';
import { requestPersistentStorage } from './persistence.ts';
import { ensureCurrentRoute } from './routes.ts';

export type StorageProblemCode = 'quota' | 'blocked' | 'closed' | 'unavailable' | 'unknown';

export const STORAGE_MESSAGES: Record<StorageProblemCode, string> = {
  quota: 'This device has no storage space left for the app. Free some space or remove routes, then try again.',
  blocked: 'The app was updated. Close its other open tabs or windows, then reload this page.',
  closed: 'The app was updated in another tab. Reload this page to keep working.',
  unavailable:
    'This browser does not let the app store data here (private browsing or disabled storage). Open it in a normal window.',
  unknown: 'The app could not read or save its data on this device. Reload the page to try again.',
};

export class StorageError extends Error {
  readonly code: StorageProblemCode;

  constructor(code: StorageProblemCode, cause?: unknown) {
    super(STORAGE_MESSAGES[code], { cause });
    this.name = 'StorageError';
    this.code = code;
  }
}

const CODE_BY_ERROR_NAME: Record<string, StorageProblemCode> = {
  QuotaExceededError: 'quota',
  DatabaseClosedError: 'closed',
  VersionChangeError: 'closed',
  VersionError: 'closed',
  MissingAPIError: 'unavailable',
  InvalidStateError: 'unavailable',
  SecurityError: 'unavailable',
};

// Dexie wraps the browser's error (AbortError.inner, OpenFailedError.inner, BulkError.failures), so look inside.
function causes(error: unknown, depth = 0): unknown[] {
  if (!error || typeof error !== 'object' || depth > 4) return [];
  const e = error as { inner?: unknown; cause?: unknown; failures?: unknown };
  const nested = [e.inner, e.cause, ...(Array.isArray(e.failures) ? e.failures : Object.values(e.failures ?? {}))];
  return [error, ...nested.flatMap((inner) => causes(inner, depth + 1))];
}

/** The storage problem behind an error from Dexie or IndexedDB, or null when it is not a storage problem. */
export function toStorageError(error: unknown): StorageError | null {
  if (error instanceof StorageError) return error;
  const names = causes(error).map((e) => (e as { name?: unknown }).name);
  for (const name of names) {
    const code = typeof name === 'string' ? CODE_BY_ERROR_NAME[name] : undefined;
    if (code) return new StorageError(code, error);
  }
  const first = names[0];
  if (typeof first === 'string' && /^(OpenFailed|Unknown|Abort|Upgrade)Error$/.test(first)) {
    return new StorageError(first === 'OpenFailedError' ? 'unavailable' : 'unknown', error);
  }
  return null;
}

type ProblemListener = (problem: StorageError) => void;
const listeners = new Set<ProblemListener>();

/** Calls `listener` when storage fails after start (another tab upgraded the database). Returns unsubscribe. */
export function onStorageProblem(listener: ProblemListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Dexie closes this connection by default so the newer tab can upgrade; tell the visitor why writes stop.
db.on('versionchange', () => {
  for (const listener of listeners) listener(new StorageError('closed'));
});

export type OpenResult =
  | { ok: true; persisted: boolean }
  | { ok: false; code: StorageProblemCode; message: string };

/**
 * Called once by the shell at start: opens (and upgrades) the database, makes sure a current route exists and
 * asks for persistent storage. Never throws; a blocked upgrade resolves at once instead of waiting forever.
 */
export async function openDatabase(): Promise<OpenResult> {
  let onBlocked = (): void => {};
  const blocked = new Promise<OpenResult>((resolve) => {
    onBlocked = () => resolve({ ok: false, code: 'blocked', message: STORAGE_MESSAGES.blocked });
    db.on('blocked', onBlocked);
  });
  const opened = (async (): Promise<OpenResult> => {
    try {
      await db.open();
      await ensureCurrentRoute();
    } catch (error) {
      const problem = toStorageError(error) ?? new StorageError('unknown', error);
      return { ok: false, code: problem.code, message: problem.message };
    }
    return { ok: true, persisted: await requestPersistentStorage() };
  })();
  try {
    return await Promise.race([opened, blocked]);
  } finally {
    db.on('blocked').unsubscribe(onBlocked);
  }
}
