// The app's first render: the UI system given, it renders the theme, the router and the shell's notes, applies kiosk
// links and starts a shared route's import; the on-device database opens when a page first needs it
// (app/data/ready.ts), or the shell says why it cannot.
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { onDatabaseFailure } from './data/ready.ts';
import { KioskMode, applyKioskParam } from './kiosk/KioskMode.tsx';
import { NetworkNotes } from './pwa/NetworkNotes.tsx';
import { StorageProblem } from './pwa/StorageProblem.tsx';
import { UpdatePrompt } from './pwa/UpdatePrompt.tsx';
import { router } from './router.tsx';
import { sharedLinkHandled } from './share/shared-link.ts';
import { emotionCache } from './theme/emotion-cache.ts';
import { ThemeProvider } from './theme/ThemeProvider.tsx';

export function start(system: SystemContext): void {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html has no #root element');
  const root = createRoot(rootElement);

  function render(content: ReactNode): void {
    // A transition renders in slices that yield to the browser every few milliseconds, so a slow phone's first
    // render is many short tasks instead of one long one that blocks taps.
    startTransition(() => root.render(
      <StrictMode>
        <CacheProvider value={emotionCache}>
          <ChakraProvider value={system}>
            <ThemeProvider>{content}</ThemeProvider>
          </ChakraProvider>
        </CacheProvider>
      </StrictMode>,
    ));
  }

  let storageProblem = false;
  onDatabaseFailure((message) => {
    storageProblem = true;
    render(
      <>
        <StorageProblem message={message} />
        <UpdatePrompt />
      </>,
    );
  });
  applyKioskParam();
  // A shared route in the address is imported while the shell and the page's frame render; the pages wait for it.
  void sharedLinkHandled(router);
  // The router resolves the address before the first render. Left to the router's mount effect, resolving
  // changes its state under the tree just committed, and React re-renders the whole app at once to catch up:
  // one long task right after the first paint (half a second on a phone).
  const resolved = router.load().catch(console.error);
  // The router does not wait for the page's code (router.tsx), nor for the database a page may need: if opening it
  // failed already, the storage problem is showing and stays.
  void resolved.then(() => !storageProblem && render(
    <>
      <RouterProvider router={router} />
      <KioskMode />
      <NetworkNotes />
      <UpdatePrompt />
    </>,
  ));
}
