// The navigation drawer of screens under 1280 px, loaded when the visitor reaches for its button (NavMenu.tsx).
import { Box, Drawer, Portal } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';
import { useState } from 'react';
import { useHandoff, type Handoff } from './on-intent.ts';
import { NavLinks } from './NavMenu.tsx';
import { CloseButton, IconButton } from './Button.tsx';

export function NavDrawer({ handoff }: { handoff: Handoff }) {
  const [open, setOpen] = useState(false);
  const trigger = useHandoff(handoff);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start">
      <Drawer.Trigger asChild>
        <IconButton ref={trigger} aria-label="Open menu" variant="ghost" size={{ base: 'md', md: 'sm' }}>
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
  );
}
