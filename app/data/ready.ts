// The database, opened once from its own chunk when something first needs it: the planner, the matrix, the
// route controls, the Share dialog, a shared-route link or the kiosk demo. Pages that keep no routes (the
// overview, geocoding, traffic) never load it. A failure is told to the shell, which shows the storage problem.
import type { OpenResult } from './storage.ts';

type FailureListener = (message: string) => void;

let opening: Promise<OpenResult> | null = null;
const failureListeners = new Set<FailureListener>();

export function databaseReady(): Promise<OpenResult> {
  opening ??= import('./storage.ts')
    .then((storage) => storage.openDatabase())
    .then((result) => {
      if (!result.ok) for (const listener of failureListeners) listener(result.message);
      return result;
    });
  return opening;
}

/** Calls `listener` with the message when opening the database fails. */
export function onDatabaseFailure(listener: FailureListener): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

/** A lazily loaded module that needs the database, loaded once it is open (a failure shows the storage problem instead). */
export async function afterDatabase<T>(load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), databaseReady()]);
  return module;
}
