// App entry: UI system, theme, router.
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { router } from './router.tsx';
import { ThemeProvider } from './theme/ThemeProvider.tsx';
import { registerServiceWorker } from './pwa/register-sw.ts';
import { UpdatePrompt } from './pwa/UpdatePrompt.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <ChakraProvider value={defaultSystem}>
      <ThemeProvider>
        <RouterProvider router={router} />
        <UpdatePrompt />
      </ThemeProvider>
    </ChakraProvider>
  </StrictMode>,
);

registerServiceWorker();
