// Builds the app with Vite when dist/ is missing or was built from other sources, so `npm start` and the e2e
// suite always serve what is in the tree without rebuilding for nothing. Sources are compared by content, not
// by time: `npm install` rewriting package-lock.json unchanged, or a fresh clone, is no reason to rebuild.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { build } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
// The device engine's worker bundles engine/ and proxy/'s answers and offline provider.
const SOURCES = ['app', 'sw', 'public', 'proxy', 'engine', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];
/** Written into dist/ after a build: the hash of the sources it was built from. */
const HASH_FILE = '.sources-hash';

function addTree(hash: ReturnType<typeof createHash>, path: string): void {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path).sort()) addTree(hash, join(path, entry));
    return;
  }
  hash.update(relative(ROOT, path)).update('\0').update(readFileSync(path)).update('\0');
}

/** One hash over every source file's path and bytes. */
export function sourcesHash(): string {
  const hash = createHash('sha256');
  for (const s of SOURCES) addTree(hash, join(ROOT, s));
  return hash.digest('hex');
}

export function appBuildIsStale(distDir: string): boolean {
  const marker = join(distDir, HASH_FILE);
  if (!existsSync(join(distDir, 'index.html')) || !existsSync(marker)) return true;
  return readFileSync(marker, 'utf8') !== sourcesHash();
}

/** DIST_DIR lets parallel runs (say, two e2e suites) build into their own folders. */
export const DIST_DIR = resolve(ROOT, process.env.DIST_DIR ?? 'dist');

export async function buildAppIfStale(distDir = DIST_DIR): Promise<void> {
  if (!appBuildIsStale(distDir)) return;
  console.log('Building the app (first run or sources changed)...');
  await buildApp(distDir);
}

/** Builds the app into `distDir`; `staticBuild`: the build that needs no proxy (VITE_STATIC, see app/device). */
export async function buildApp(distDir: string, { staticBuild = false } = {}): Promise<void> {
  // Test runners set NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  if (staticBuild) process.env.VITE_STATIC = '1';
  const hash = sourcesHash();
  try {
    await build({
      root: ROOT,
      logLevel: 'warn',
      configFile: join(ROOT, 'vite.config.ts'),
      mode: 'production',
      build: { outDir: distDir, emptyOutDir: true },
    });
    // A static build is not what the proxy serves: it never passes for a fresh dist/.
    if (!staticBuild) writeFileSync(join(distDir, HASH_FILE), hash);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    delete process.env.VITE_STATIC;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await buildAppIfStale();
