// Shared header (SPEC §2): navigation, theme menu, Share Route, and on /planner and /matrix the route controls.
import { Link, useRouterState } from '@tanstack/react-router';
import { MapPinned } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavMenu } from './NavMenu.tsx';
import { OnlineIndicator } from '../pwa/OnlineIndicator.tsx';
import { ShareRouteDialog } from './ShareRouteDialog.tsx';
import { ThemeMenu } from './ThemeMenu.tsx';
import './shell.css';

const ROUTE_CONTROL_PAGES = new Set(['/planner', '/matrix']);

export function Header({ routeControls }: { routeControls?: ReactNode }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <header className="app-header">
      <div className="app-header-bar">
        {/* The name starts with the words it shows (WCAG 2.5.3), then says where it goes. */}
        <Link to="/" aria-label="Maps Demos: API Suite Overview">
          <div className="app-header-brand">
            <MapPinned size={20} />
            <p className="app-header-name">Maps Demos</p>
          </div>
        </Link>
        <NavMenu />
        <div className="app-header-actions">
          <OnlineIndicator />
          {ROUTE_CONTROL_PAGES.has(pathname) && routeControls}
          <ShareRouteDialog />
          <ThemeMenu />
        </div>
      </div>
    </header>
  );
}
