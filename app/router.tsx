// The route table of SPEC §2. Every page is its own chunk, so the overview never downloads the map library; the
// overview itself (a few kB, no map) is in the shell's script, so the landing page needs no second round trip.
import { createRootRoute, createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { AppLayout } from './components/AppLayout.tsx';
import { afterDatabase } from './data/ready.ts';
import OverviewPage from './pages/overview/OverviewPage.tsx';

const rootRoute = createRootRoute({
  component: AppLayout,
  notFoundComponent: lazyRouteComponent(() => import('./pages/not-found/NotFoundPage.tsx')),
});

const page = <TPath extends string>(path: TPath, load: Parameters<typeof lazyRouteComponent>[0]) =>
  createRoute({ getParentRoute: () => rootRoute, path, component: lazyRouteComponent(load) });

/** ?route=<id>: a positive whole number, else nothing (a bad value is ignored, not an error page). */
function plannerSearch(search: Record<string, unknown>): { route?: number } {
  const route = Number(search.route);
  return Number.isInteger(route) && route > 0 ? { route } : {};
}

const plannerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/planner',
  validateSearch: plannerSearch,
  component: lazyRouteComponent(() => afterDatabase(() => import('./pages/planner/PlannerPage.tsx'))),
});

const routeTree = rootRoute.addChildren([
  createRoute({ getParentRoute: () => rootRoute, path: '/', component: OverviewPage }),
  plannerRoute,
  page('/matrix', () => afterDatabase(() => import('./pages/matrix/MatrixPage.tsx'))),
  page('/geocoding', () => import('./pages/geocoding/GeocodingPage.tsx')),
  page('/bulk-geocoder', () => import('./pages/bulk-geocoder/BulkGeocoderPage.tsx')),
  page('/traffic', () => import('./pages/traffic/TrafficPage.tsx')),
  page('/privacy', () => import('./pages/legal/PrivacyPage.tsx')),
  page('/terms', () => import('./pages/legal/TermsPage.tsx')),
]);

export const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
