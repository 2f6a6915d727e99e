// The frame around every page: header, the page itself, footer and the toaster.
import { Box, Flex, Spinner } from '@chakra-ui/react';
import { Outlet } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useCurrentRoute } from '../data/hooks.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { RouteControls } from './route-controls/RouteControls.tsx';
import { AppToaster } from './toaster.tsx';

export function AppLayout() {
  const currentRoute = useCurrentRoute();
  return (
    <Flex direction="column" minH="100dvh">
      <Header routeControls={<RouteControls />} currentRouteId={currentRoute?.id ?? null} />
      <Box as="main" flex="1" w="full" maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} py={{ base: '4', md: '8' }}>
        <Suspense fallback={<Spinner aria-label="Loading page" />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <AppToaster />
    </Flex>
  );
}
