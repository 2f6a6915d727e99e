// Shared header (SPEC §2): navigation, theme menu, Share Route, and on /planner and /matrix the route controls.
import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import { Link, useRouterState } from '@tanstack/react-router';
import { MapPinned } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavMenu } from './NavMenu.tsx';
import { OnlineIndicator } from '../pwa/OnlineIndicator.tsx';
import { ShareRouteDialog } from './ShareRouteDialog.tsx';
import { ThemeMenu } from './ThemeMenu.tsx';

const ROUTE_CONTROL_PAGES = new Set(['/planner', '/matrix']);

export function Header({ routeControls }: { routeControls?: ReactNode }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky">
      <Flex maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} h="14" align="center" gap="3">
        {/* The name starts with the words it shows (WCAG 2.5.3), then says where it goes. */}
        <Link to="/" aria-label="Maps Demos: API Suite Overview">
          <HStack gap="2" display={{ base: 'none', sm: 'flex' }}>
            <MapPinned size={20} />
            <Text fontWeight="semibold" whiteSpace="nowrap">
              Maps Demos
            </Text>
          </HStack>
        </Link>
        <NavMenu />
        <HStack ml="auto" gap="1">
          <OnlineIndicator />
          {ROUTE_CONTROL_PAGES.has(pathname) && routeControls}
          <ShareRouteDialog />
          <ThemeMenu />
        </HStack>
      </Flex>
    </Box>
  );
}
