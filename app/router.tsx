// The route table of SPEC §2. Every page is its own chunk, so the overview never downloads the map library; the
// overview itself (a few kB, no map) is in the shell's script, so the landing page needs no second round trip.
// The first render does not wait for a page's code: the layout shows the page's frame (PageFrame.tsx, the router's
// pending component) and the code loads once that is on screen (first-paint.ts), or as soon as the visitor reaches
// for a link to the page (the router's preloading on intent runs the route's loader).
import { createRootRoute, createRoute, createRouter, lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import { AppLayout } from './components/AppLayout.tsx';
import { PageError } from './components/PageError.tsx';
import { PageFrame } from './components/PageFrame.tsx';
import { afterDatabase } from './data/ready.ts';
import { firstPaint } from './first-paint.ts';
import { sharedLinkHandled } from './share/shared-link.ts';
import OverviewPage from './pages/overview/OverviewPage.tsx';

/**
 * A page's component, loaded after the first paint or when reached for. It is TanStack's lazy component (a failed
 * load is tried again when the page is next reached for, and a chunk a new deployment removed reloads the page
 * once) behind a plain one: the router waits for a route component's own preload before the first render, and
 * this one waits for the first paint. The loader starts it without holding the route up.
 */
function lazyPage(load: () => Promise<{ default: RouteComponent }>) {
  // A page also waits for a shared route in the address to be imported (its code loading meanwhile), so it
  // renders once, on the imported route.
  const Lazy = lazyRouteComponent(() => Promise.all([firstPaint.then(load), sharedLinkHandled(router)]).then(([page]) => page));
  return {
    component: () => <Lazy />,
    loader: () => {
      void Lazy.preload?.();
    },
  };
}

const rootRoute = createRootRoute({
  component: AppLayout,
  notFoundComponent: lazyRouteComponent(() => import('./pages/not-found/NotFoundPage.tsx')),
});

const page = <TPath extends string>(path: TPath, load: () => Promise<{ default: RouteComponent }>) =>
  createRoute({ getParentRoute: () => rootRoute, path, ...lazyPage(load) });

/** ?route=<id>: a positive whole number, else nothing (a bad value is ignored, not an error page). */
function plannerSearch(search: Record<string, unknown>): { route?: number } {
  const route = Number(search.route);
  return Number.isInteger(route) && route > 0 ? { route } : {};
}

const plannerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/planner',
  validateSearch: plannerSearch,
  ...lazyPage(() => afterDatabase(() => import('./pages/planner/PlannerPage.tsx'))),
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

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  defaultPendingComponent: PageFrame,
  defaultErrorComponent: PageError,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
