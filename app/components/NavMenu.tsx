// Site navigation: inline links from 1280 px (below that, next to the route controls, the six links would wrap),
// a drawer on narrower screens, whose code loads when the visitor reaches for its button (on-intent.ts); the
// current page is shown in bold.
import { Link, useRouterState } from '@tanstack/react-router';
import { Menu as MenuIcon } from 'lucide-react';
import { NAV_ITEMS } from './nav-items.ts';
import { useOnIntent } from './on-intent.ts';
import { IconButton } from './Button.tsx';
import './shell.css';

const loadDrawer = async () => (await import('./NavDrawer.tsx')).NavDrawer;

export function NavLinks({ onNavigate, direction }: { onNavigate?: () => void; direction: 'row' | 'column' }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <ul className="nav-links" data-direction={direction}>
      {NAV_ITEMS.map((item) => {
        const current = pathname === item.to;
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              onClick={onNavigate}
              aria-current={current ? 'page' : undefined}
              style={{ fontWeight: current ? 700 : 400, display: 'block', padding: direction === 'row' ? '4px 0' : '12px 4px' }}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function NavMenu() {
  const { control, standIn } = useOnIntent(loadDrawer);
  return (
    <>
      {/* data-nav: kiosk.css moves the inline links' breakpoint up for a kiosk's larger type. */}
      <nav aria-label="Main" className="nav-inline" data-nav="inline">
        <NavLinks direction="row" />
      </nav>
      <div className="nav-drawer" data-nav="drawer">
        {control ? (
          <control.value handoff={control.handoff} />
        ) : (
          <IconButton {...standIn} aria-label="Open menu" aria-haspopup="dialog" aria-expanded={false} variant="ghost" size={{ base: 'md', md: 'sm' }}>
            <MenuIcon />
          </IconButton>
        )}
      </div>
    </>
  );
}
