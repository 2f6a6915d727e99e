// Vite builds the app into dist/ (served by the proxy) with its service worker and web app manifest, and, in
// dev, forwards API and tile calls to the proxy.
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { skipRuntimeGlobalStyles } from './app/theme/skip-runtime-global-styles.ts';

const proxyTarget = `http://127.0.0.1:${process.env.PROXY_PORT ?? 8080}`;

// Every page's first render waits briefly for the map configuration (app/map/useMapConfig.ts): the HTML asks for
// it while the scripts load, not after they run. The app's request (same URL, credentials included) takes this
// answer. A static build has no proxy to ask.
const preloadMapConfig: Plugin = {
  name: 'preload-map-config',
  transformIndexHtml: () =>
    process.env.VITE_STATIC === '1'
      ? []
      : [{ tag: 'link', attrs: { rel: 'preload', href: '/api/map/config', as: 'fetch', crossorigin: 'use-credentials' }, injectTo: 'head' }],
};

// The shell's own script (app/start.tsx) is a dynamic import, so that the browser evaluates it in a task of its own
// (app/main.tsx). Found only once the entry runs, it would cost a round trip: the HTML names it, with its imports and
// stylesheets, so they load in parallel with the entry.
const isShell = (chunk: { moduleIds: readonly string[] }) => chunk.moduleIds.some((id) => id.endsWith('/app/start.tsx'));
const preloadShell: Plugin = {
  name: 'preload-shell',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, { bundle, chunk: entry }) => {
      if (!bundle || !entry) return [];
      const scripts = new Set<string>();
      const styles = new Set<string>();
      const add = (fileName: string) => {
        const chunk = bundle[fileName];
        if (!chunk || chunk.type !== 'chunk' || fileName === entry.fileName || scripts.has(fileName)) return;
        scripts.add(fileName);
        chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
        chunk.imports.forEach(add);
      };
      for (const fileName of entry.dynamicImports) {
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk' && isShell(chunk)) add(fileName);
      }
      return [
        ...[...styles].map((css) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${css}` }, injectTo: 'head' as const })),
        ...[...scripts].map((js) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${js}` }, injectTo: 'head' as const })),
      ];
    },
  },
};

export default defineConfig({
  plugins: [
    react(),
    preloadMapConfig,
    preloadShell,
    skipRuntimeGlobalStyles,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png', 'icons/incidents/*.svg'],
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['screenshots/**'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      manifest: {
        id: '/',
        name: 'Maps Platform Demos',
        short_name: 'Maps Demos',
        description: 'Route planning, matrix, geocoding and traffic demos that work offline.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#1e40af',
        background_color: '#ffffff',
        categories: ['navigation', 'travel', 'utilities'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        screenshots: [
          { src: '/screenshots/overview-wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: 'The demo overview' },
          { src: '/screenshots/overview-phone.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow', label: 'The demos on a phone' },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    // A page's script is asked for once its frame is on screen (app/router.tsx); Vite's helper then added a
    // <link rel=modulepreload> for each of its ~30 dependencies, all in one task (the planner's longest after its
    // first paint). The browser finds them in the page's own imports instead. Lighthouse A/B in one run: planner
    // 89 -> 92, traffic 88 -> 93, the other pages within 1. A page's stylesheets are still preloaded.
    modulePreload: { resolveDependencies: (_url, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps) },
    outDir: 'dist',
    // Maps stay beside the build for debugging a report, but nothing links or serves them: the source is not public.
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1200,
    rollupOptions: {
      // Rollup splits the pages' shared code into dozens of chunks of a few hundred bytes: the planner asked for 40
      // files, each its own request. Chunks under 5 kB join a neighbour (29 files); a larger floor moved code into
      // the landing page's first load.
      output: {
        experimentalMinChunkSize: 5_000,
        // The shell's chunk is named for it, whichever small page's chunk joined it.
        chunkFileNames: (chunk) => (isShell(chunk) ? 'assets/start-[hash].js' : 'assets/[name]-[hash].js'),
      },
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
