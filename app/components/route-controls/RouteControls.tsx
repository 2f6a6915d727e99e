// The header's route controls on /planner and /matrix (SPEC §2): choose, rename and add routes, with §8 toasts.
import './route-selector.css';
import { useEffect } from 'react';
import { apiRequest } from '../../data/client.ts';
import { useCurrentRoute, useRoutes } from '../../data/hooks.ts';
import { AddRouteButton } from './AddRouteButton.tsx';
import { EditRouteDialog } from './EditRouteDialog.tsx';
import { RouteSelector } from './RouteSelector.tsx';
import { switchRoute } from './switch-route.ts';

export function RouteControls() {
  const routes = useRoutes() ?? [];
  const liveCurrent = useCurrentRoute();
  const current = liveCurrent ?? null;
  // null (not undefined) means the first run has not happened on this device: asking the contract for the
  // current route creates 'Route 1', and the live queries pick it up.
  useEffect(() => {
    if (liveCurrent === null) apiRequest('GET', '/api/routes/current').catch(() => undefined);
  }, [liveCurrent]);
  return (
    <div className="route-controls" data-testid="route-controls">
      <RouteSelector routes={routes} currentId={current?.id ?? null} onChange={(id) => void switchRoute(id)} />
      <EditRouteDialog route={current} />
      <AddRouteButton />
    </div>
  );
}
