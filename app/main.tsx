// App entry: opens the on-device database (or says clearly why it cannot), applies kiosk and shared-route
// links, then renders the UI system, theme and router.
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { openDatabase } from './data/storage.ts';
import { KioskMode, applyKioskParam } from './kiosk/KioskMode.tsx';
import { NetworkNotes } from './pwa/NetworkNotes.tsx';
import { registerServiceWorker } from './pwa/register-sw.ts';
import { StorageProblem } from './pwa/StorageProblem.tsx';
import { UpdatePrompt } from './pwa/UpdatePrompt.tsx';
import { router } from './router.tsx';
import { SharedRouteImport } from './share/SharedRouteImport.tsx';
import { ThemeProvider } from './theme/ThemeProvider.tsx';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const root = createRoot(rootElement);

function render(content: ReactNode): void {
  root.render(
    <StrictMode>
      <ChakraProvider value={defaultSystem}>
        <ThemeProvider>{content}</ThemeProvider>
      </ChakraProvider>
    </StrictMode>,
  );
}

registerServiceWorker();

async function start(): Promise<void> {
  const opened = await openDatabase();
  if (!opened.ok) {
    render(
      <>
        <StorageProblem message={opened.message} />
        <UpdatePrompt />
      </>,
    );
    return;
  }
  applyKioskParam();
  render(
    <>
      <SharedRouteImport>
        <RouterProvider router={router} />
      </SharedRouteImport>
      <KioskMode />
      <NetworkNotes />
      <UpdatePrompt />
    </>,
  );
}

void start();
