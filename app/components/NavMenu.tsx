// Site navigation: inline links from 1280 px (below that, next to the route controls, the six links would wrap),
// a drawer on narrower screens, whose code loads when the visitor reaches for its button (on-intent.ts); the
// current page is shown in bold.
import { Box, HStack, Stack } from '@chakra-ui/react';
import { Link, useRouterState } from '@tanstack/react-router';
import { Menu as MenuIcon } from 'lucide-react';
import { NAV_ITEMS } from './nav-items.ts';
import { useOnIntent } from './on-intent.ts';
import { IconButton } from './Button.tsx';

const loadDrawer = async () => (await import('./NavDrawer.tsx')).NavDrawer;

export function NavLinks({ onNavigate, direction }: { onNavigate?: () => void; direction: 'row' | 'column' }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <Stack as="ul" direction={direction} gap={direction === 'row' ? '4' : '1'} listStyleType="none" m="0" p="0">
      {NAV_ITEMS.map((item) => {
        const current = pathname === item.to;
        return (
          <Box as="li" key={item.to}>
            <Link
              to={item.to}
              onClick={onNavigate}
              aria-current={current ? 'page' : undefined}
              style={{ fontWeight: current ? 700 : 400, display: 'block', padding: direction === 'row' ? '4px 0' : '12px 4px' }}
            >
              {item.label}
            </Link>
          </Box>
        );
      })}
    </Stack>
  );
}

export function NavMenu() {
  const { control, standIn } = useOnIntent(loadDrawer);
  return (
    <>
      {/* data-nav: kiosk.css moves the inline links' breakpoint up for a kiosk's larger type. */}
      <Box as="nav" aria-label="Main" display={{ base: 'none', xl: 'block' }} fontSize="sm" whiteSpace="nowrap" data-nav="inline">
        <NavLinks direction="row" />
      </Box>
      <HStack display={{ base: 'flex', xl: 'none' }} data-nav="drawer">
        {control ? (
          <control.value handoff={control.handoff} />
        ) : (
          <IconButton {...standIn} aria-label="Open menu" aria-haspopup="dialog" aria-expanded={false} variant="ghost" size={{ base: 'md', md: 'sm' }}>
            <MenuIcon />
          </IconButton>
        )}
      </HStack>
    </>
  );
}
