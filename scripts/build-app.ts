// Builds the app with Vite when dist/ is missing or older than its sources, so `npm start` and the e2e suite
// always serve what is in the tree without rebuilding for nothing.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
const SOURCES = ['app', 'sw', 'public', 'proxy/contract', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function appBuildIsStale(distDir: string): boolean {
  const marker = join(distDir, 'index.html');
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return SOURCES.some((s) => newestMtime(join(ROOT, s)) > built);
}

/** DIST_DIR lets parallel runs (say, two e2e suites) build into their own folders. */
export const DIST_DIR = resolve(ROOT, process.env.DIST_DIR ?? 'dist');

export async function buildAppIfStale(distDir = DIST_DIR): Promise<void> {
  if (!appBuildIsStale(distDir)) return;
  console.log('Building the app (first run or sources changed)...');
  // Test runners set NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: ROOT,
      logLevel: 'warn',
      configFile: join(ROOT, 'vite.config.ts'),
      mode: 'production',
      build: { outDir: distDir, emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await buildAppIfStale();
