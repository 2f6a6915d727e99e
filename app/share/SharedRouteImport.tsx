// Runs before the pages: a link carrying a route (`r`) imports it, makes it current and rewrites the address to
// /planner?route=<local id>, so the planner's own ?route handling sees a route this device has.
import { Center, Spinner } from '@chakra-ui/react';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { notify } from '../components/toaster.tsx';
import { router } from '../router.tsx';
import type { SharedImportResult } from './import-shared-route.ts';
import { SHARE_PARAM } from './share-param.ts';
import { afterDatabase } from '../data/ready.ts';

const hasSharedRoute = (): boolean => new URLSearchParams(window.location.search).has(SHARE_PARAM);

// Once per page load, even when React runs effects twice.
let pending: Promise<SharedImportResult> | null = null;

function importOnce(): Promise<SharedImportResult> {
  pending ??= (async () => {
    const { pathname, search } = window.location;
    // Loaded only for such a link: the importer brings the data layer, which the first paint does not need.
    const { addressAfterImport, importSharedRoute } = await afterDatabase(() => import('./import-shared-route.ts'));
    const done = await importSharedRoute(search);
    if (done.status === 'invalid') console.warn('Shared route link refused:', done.reason);
    if (done.status === 'failed') console.error('Shared route import failed', done.error);
    router.history.replace(addressAfterImport(pathname, search, done));
    // The router resolves the new address before the pages first render, as start.tsx has it do for any other link:
    // resolved in the router's mount, its state changed under the tree just committed and React rendered the whole
    // app again at once (a long task on a phone as a shared route opened).
    await router.load().catch(console.error);
    return done;
  })();
  return pending;
}

function tell(result: SharedImportResult): void {
  if (result.status === 'invalid') notify('error', 'Error', result.detail ? `The shared route link is invalid: ${result.detail}` : 'The shared route link is invalid');
  else if (result.status === 'failed') notify('error', 'Error', 'Failed to load the specified route');
  else if (result.status === 'imported') notify('success', 'Route Imported', 'The shared route was added to your routes');
  else if (result.status === 'existing') notify('success', 'Route Changed', 'Switched to different route');
}

export function SharedRouteImport({ children }: { children: ReactNode }) {
  const [result, setResult] = useState<SharedImportResult | null>(() => (hasSharedRoute() ? null : { status: 'none' }));

  useEffect(() => {
    if (result) return;
    let live = true;
    // The pages' first render is a transition, in slices, as start.tsx renders the app's: set from a promise, the
    // update rendered the whole app in one synchronous pass.
    void importOnce().then((done) => live && startTransition(() => setResult(done)));
    return () => {
      live = false;
    };
  }, [result]);

  useEffect(() => {
    if (result) tell(result);
  }, [result]);

  if (!result) {
    return (
      <Center minH="100dvh">
        <Spinner aria-label="Opening the shared route" />
      </Center>
    );
  }
  return children;
}
