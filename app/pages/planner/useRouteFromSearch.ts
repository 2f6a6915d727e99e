// SPEC §4: /planner?route=<id> makes that route current, then the param goes, so the address bar shows the page
// the visitor is on and a later route change is not undone by a reload.
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { notify } from '../../components/toaster.tsx';
import { setCurrentRoute } from '../../data/hooks.ts';

export function useRouteFromSearch(): void {
  const { route } = useSearch({ from: '/planner' });
  const navigate = useNavigate({ from: '/planner' });
  const handled = useRef<number | null>(null);

  useEffect(() => {
    if (route === undefined || handled.current === route) return;
    handled.current = route;
    setCurrentRoute(route)
      .catch(() => notify('error', 'Error', 'Failed to load the specified route'))
      .finally(() => void navigate({ search: {}, replace: true }));
  }, [route, navigate]);
}
