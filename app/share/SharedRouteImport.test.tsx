// @vitest-environment jsdom
// A shared link's pages render with the router already on the imported route's address: left to the router's own
// mount, its state changed under the tree just committed and React rendered the whole app again at once (issue 33).
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { createAppSystem } from '../theme/system.ts';

vi.mock('./import-shared-route.ts', () => ({
  importSharedRoute: () => Promise.resolve({ status: 'imported', routeId: 7 }),
  addressAfterImport: () => '/planner?route=7',
}));
vi.mock('../data/ready.ts', () => ({ afterDatabase: <T,>(load: () => Promise<T>) => load(), onDatabaseFailure: () => {} }));
vi.mock('../components/toaster.tsx', () => ({ notify: vi.fn() }));

afterEach(cleanup);

it('renders the pages once the router has resolved the imported route\'s address', async () => {
  window.history.replaceState(null, '', '/planner?r=abc');
  const { router } = await import('../router.tsx');
  const { SharedRouteImport } = await import('./SharedRouteImport.tsx');
  const seen: string[] = [];
  function Pages() {
    seen.push(`${router.state.resolvedLocation?.href ?? 'unresolved'}`);
    return null;
  }
  render(
    <ChakraProvider value={createAppSystem()}>
      <SharedRouteImport>
        <Pages />
      </SharedRouteImport>
    </ChakraProvider>,
  );
  await waitFor(() => expect(seen.length).toBeGreaterThan(0));
  expect(seen[0]).toBe('/planner?route=7');
});
