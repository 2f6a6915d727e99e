import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { appBuildIsStale, sourcesHash } from './build-app.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function fakeDist(hash: string | null): string {
  const dir = mkdtempSync(join(tmpdir(), 'dist-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'index.html'), '<!doctype html>');
  if (hash !== null) writeFileSync(join(dir, '.sources-hash'), hash);
  return dir;
}

describe('app build staleness', () => {
  it('keeps a build made from the same sources, whatever their timestamps', () => {
    const dist = fakeDist(sourcesHash());
    const lock = resolve(import.meta.dirname, '../package-lock.json');
    const later = new Date(Date.now() + 60_000);
    utimesSync(lock, later, later);
    expect(appBuildIsStale(dist)).toBe(false);
  });

  it('rebuilds when the sources differ, or when dist/ does not say what it was built from', () => {
    expect(appBuildIsStale(fakeDist('0'.repeat(64)))).toBe(true);
    expect(appBuildIsStale(fakeDist(null))).toBe(true);
  });
});
