// The frame around every page: header, the page itself, footer and the toaster.
import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from '@tanstack/react-router';
import { Suspense, lazy, useEffect } from 'react';
import { afterDatabase } from '../data/ready.ts';
import { firstPaint, markFirstPaint } from '../first-paint.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { AppToaster } from './toaster.tsx';

// Only the planner and the matrix show them: they load with the data layer, after the first paint.
const RouteControls = lazy(async () => {
  await firstPaint;
  return { default: (await afterDatabase(() => import('./route-controls/RouteControls.tsx'))).RouteControls };
});

export function AppLayout() {
  useEffect(markFirstPaint, []);
  return (
    <Flex direction="column" minH="100dvh">
      <Header
        routeControls={
          <Suspense fallback={null}>
            <RouteControls />
          </Suspense>
        }
      />
      {/* At least a screen tall: the footer starts below the first screen, so a page filling in never moves it there. */}
      <Box as="main" flex="1" minH="100dvh" w="full" maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} py={{ base: '4', md: '8' }}>
        <Outlet />
      </Box>
      <Footer />
      <AppToaster />
    </Flex>
  );
}
