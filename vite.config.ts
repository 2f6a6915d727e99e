// Vite builds the app into dist/ (served by the proxy) and, in dev, forwards API and tile calls to the proxy.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const proxyTarget = `http://127.0.0.1:${process.env.PROXY_PORT ?? 8080}`;

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1200,
    rollupOptions: {
      onwarn(warning, warn) {
        // zod ships comments Rollup cannot place; they are harmless and drown real warnings.
        if (warning.code === 'INVALID_ANNOTATION') return;
        warn(warning);
      },
    },
  },
  server: {
    proxy: {
      '/api': proxyTarget,
      '/tiles': proxyTarget,
    },
  },
});
