// Asking the browser to keep this origin's storage (the routes' database, a kept region's pack). Apart from
// storage.ts, which opens the database: the first use's region download asks too, on pages that keep no routes and
// never load the database (ready.ts).

/** Asks the browser not to evict the visitor's data; false when refused or unsupported. */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = (globalThis.navigator as Navigator | undefined)?.storage;
  if (!storage?.persist) return false;
  try {
    return (await storage.persisted?.()) || (await storage.persist());
  } catch {
    return false;
  }
}
