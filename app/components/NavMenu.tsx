// Site navigation: inline links from 1280 px (below that, next to the route controls, the six links would wrap),
// a drawer on narrower screens; the current page is shown in bold.
import { Box, CloseButton, Drawer, HStack, IconButton, Portal, Stack } from '@chakra-ui/react';
import { Link, useRouterState } from '@tanstack/react-router';
import { Menu as MenuIcon } from 'lucide-react';
import { useState } from 'react';
import { NAV_ITEMS } from './nav-items.ts';

function NavLinks({ onNavigate, direction }: { onNavigate?: () => void; direction: 'row' | 'column' }) {
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
  const [open, setOpen] = useState(false);
  return (
    <>
      <Box as="nav" aria-label="Main" display={{ base: 'none', xl: 'block' }} fontSize="sm" whiteSpace="nowrap">
        <NavLinks direction="row" />
      </Box>
      <HStack display={{ base: 'flex', xl: 'none' }}>
        <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start">
          <Drawer.Trigger asChild>
            <IconButton aria-label="Open menu" variant="ghost" size={{ base: 'md', md: 'sm' }}>
              <MenuIcon />
            </IconButton>
          </Drawer.Trigger>
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content>
                <Drawer.Header>
                  <Drawer.Title>Menu</Drawer.Title>
                </Drawer.Header>
                <Drawer.Body>
                  <Box as="nav" aria-label="Main">
                    <NavLinks direction="column" onNavigate={() => setOpen(false)} />
                  </Box>
                </Drawer.Body>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size={{ base: 'md', md: 'sm' }} />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      </HStack>
    </>
  );
}
