// @vitest-environment jsdom
// A shared link is imported once per page load, the router taken to the address after it before the pages render,
// and the visitor told how it went.
import { afterEach, expect, it, vi } from 'vitest';
import type { SharedImportResult } from './import-shared-route.ts';

const importSharedRoute = vi.fn<(search: string) => Promise<SharedImportResult>>();
vi.mock('./import-shared-route.ts', () => ({
  importSharedRoute: (search: string) => importSharedRoute(search),
  addressAfterImport: (pathname: string, _search: string, done: SharedImportResult) => (done.status === 'imported' ? `${pathname}?route=${done.routeId}` : pathname),
}));
vi.mock('../data/ready.ts', () => ({ afterDatabase: <T,>(load: () => Promise<T>) => load() }));
const notify = vi.fn((..._args: unknown[]) => void order.push('toast'));
const order: string[] = [];
vi.mock('../first-paint.ts', () => ({ firstPaint: Promise.resolve(), afterNextPaint: async () => void order.push('a frame') }));
vi.mock('../components/toaster.tsx', () => ({ notify: (...args: unknown[]) => notify(...args) }));

afterEach(() => {
  order.length = 0;
  vi.resetModules();
  importSharedRoute.mockReset();
  notify.mockReset();
});

const fakeRouter = () => ({ navigate: vi.fn(async (_to: { href: string; replace: true }) => void order.push('navigated')) });

it('imports the route once, goes to the address after it, tells the visitor, and lets the toast render first', async () => {
  window.history.replaceState(null, '', '/planner?r=abc');
  importSharedRoute.mockResolvedValue({ status: 'imported', routeId: 7 });
  const { sharedLinkHandled } = await import('./shared-link.ts');
  const router = fakeRouter();
  const first = sharedLinkHandled(router);
  expect(sharedLinkHandled(router)).toBe(first);
  await first;
  expect(importSharedRoute).toHaveBeenCalledOnce();
  expect(importSharedRoute).toHaveBeenCalledWith('?r=abc');
  expect(router.navigate).toHaveBeenCalledWith({ href: '/planner?route=7', replace: true });
  expect(notify).toHaveBeenCalledWith('success', 'Route Imported', 'The shared route was added to your routes');
  // The page renders once the toast has: a toast rendering during the page's render would start it over.
  expect(order).toEqual(['navigated', 'toast', 'a frame']);
});

it('says a refused link is invalid, with the reason a visitor can act on', async () => {
  window.history.replaceState(null, '', '/matrix?r=zzz');
  importSharedRoute.mockResolvedValue({ status: 'invalid', reason: 'too long', detail: 'It has more than 200 stops' });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { sharedLinkHandled } = await import('./shared-link.ts');
  const router = fakeRouter();
  await sharedLinkHandled(router);
  expect(router.navigate).toHaveBeenCalledWith({ href: '/matrix', replace: true });
  expect(notify).toHaveBeenCalledWith('error', 'Error', 'The shared route link is invalid: It has more than 200 stops');
});

it('does nothing without a route in the address', async () => {
  window.history.replaceState(null, '', '/planner?route=3');
  const { sharedLinkHandled } = await import('./shared-link.ts');
  const router = fakeRouter();
  await sharedLinkHandled(router);
  expect(importSharedRoute).not.toHaveBeenCalled();
  expect(router.navigate).not.toHaveBeenCalled();
  expect(notify).not.toHaveBeenCalled();
});
