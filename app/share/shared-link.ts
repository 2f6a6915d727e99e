// A link carrying a route (`r`) imports it, makes it current and rewrites the address to /planner?route=<local id>,
// so the planner's own ?route handling sees a route this device has. The pages wait for it (router.tsx); the shell
// and the page's frame do not, so a shared link paints what the page is for as early as any other address (the
// shell had waited for the link's decoding, its check and the import: a second and more on a phone).
import { notify } from '../components/toaster.tsx';
import { afterDatabase } from '../data/ready.ts';
import { afterNextPaint, firstPaint } from '../first-paint.ts';
import type { SharedImportResult } from './import-shared-route.ts';
import { SHARE_PARAM } from './share-param.ts';

/** What of the router the link needs: to go to the address after the import, resolved before the page renders. */
export interface AddressRouter {
  navigate(to: { href: string; replace: true }): Promise<void>;
}

// Once per page load.
let handled: Promise<void> | null = null;

/** Resolves once a route in the address is handled and the visitor told how it went; at once without one. */
export function sharedLinkHandled(router: AddressRouter): Promise<void> {
  handled ??= new URLSearchParams(window.location.search).has(SHARE_PARAM)
    ? handle(router).catch((error: unknown) => console.error('Shared route import failed', error))
    : Promise.resolve();
  return handled;
}

async function handle(router: AddressRouter): Promise<void> {
  const { pathname, search } = window.location;
  // After the first paint, as the page's code: the importer and the data layer it brings would share the network
  // and the main thread with what the first paint needs.
  await firstPaint;
  const { addressAfterImport, importSharedRoute } = await afterDatabase(() => import('./import-shared-route.ts'));
  const done = await importSharedRoute(search);
  if (done.status === 'invalid') console.warn('Shared route link refused:', done.reason);
  if (done.status === 'failed') console.error('Shared route import failed', done.error);
  // Resolved before the page renders: a page rendered on the old address would render again at once on the new one.
  await router.navigate({ href: addressAfterImport(pathname, search, done), replace: true }).catch(console.error);
  // The toast renders before the page does: it renders at once (synchronously), and arriving during the page's
  // render it would make React start that render over. The page renders after the next frame.
  tell(done);
  await afterNextPaint();
}

function tell(result: SharedImportResult): void {
  if (result.status === 'invalid') notify('error', 'Error', result.detail ? `The shared route link is invalid: ${result.detail}` : 'The shared route link is invalid');
  else if (result.status === 'failed') notify('error', 'Error', 'Failed to load the specified route');
  else if (result.status === 'imported') notify('success', 'Route Imported', 'The shared route was added to your routes');
  else if (result.status === 'existing') notify('success', 'Route Changed', 'Switched to different route');
}
