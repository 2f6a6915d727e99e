// The prepared demo a kiosk returns to: a routes export (app/data/export-import.ts) that replaces everything on
// the device, so the next visitor finds the booth as the staff set it up.
// The data layer has no 'delete all routes' call, so the replace runs here as one Dexie transaction over its
// tables (all or nothing); the import itself is the data layer's.
import { db } from '../data/db.ts';
import { ImportError, importRoutes, routesExportSchema } from '../data/export-import.ts';
import { putSetting } from '../data/settings.ts';

/** Checks a demo file before it is kept; returns its route count or throws ImportError saying what is wrong. */
export function checkDemo(text: string): number {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw new ImportError('The file is not valid JSON.');
  }
  const result = routesExportSchema.safeParse(document);
  if (!result.success) throw new ImportError('The file is not a routes export of this app.');
  return result.data.routes.length;
}

/** Replaces every route, stop and history entry with the demo's; its first route becomes current. */
export async function restoreDemo(text: string): Promise<void> {
  await db.transaction('rw', [db.routes, db.stops, db.history, db.settings], async () => {
    await Promise.all([db.routes.clear(), db.stops.clear(), db.history.clear()]);
    await importRoutes(text);
    const first = await db.routes.orderBy('id').first();
    const id = first?.id ?? (await db.routes.add({ name: 'Route 1', createdAt: new Date().toISOString() }));
    await putSetting('currentRouteId', id);
  });
}
