// `npm start` as an operator runs it, with a wrong PACK_PATH or ENGINE_TIMEOUT_MS: it stops at once (before any
// build) with one line naming the value and the reason, and no stack trace.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

async function start(env: Record<string, string>): Promise<{ code: number; out: string }> {
  // DIST_DIR points where no build is: were the checks to come after the app build, this test would start one.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'error', MAPQUEST_KEY: '', DIST_DIR: join(tmpdir(), 'no-build-here'), ...env },
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const [code] = (await once(child, 'exit')) as [number];
  return { code, out: out.trim() };
}

describe('npm start with a bad PACK_PATH', () => {
  const dir = mkdtempSync(join(tmpdir(), 'packs-'));
  writeFileSync(join(dir, 'vaduz.pack'), 'not a pack at all, just text');
  writeFileSync(join(dir, 'empty.pack'), '');

  it.each([
    [dir, /^PACK_PATH .*packs-\w+: is a directory, not a region pack file \(it holds empty\.pack, vaduz\.pack: name the files, separated by commas\)$/],
    [join(dir, 'missing.pack'), /^PACK_PATH .*missing\.pack: no such file$/],
    [join(dir, 'vaduz.pack'), /^PACK_PATH .*vaduz\.pack: This file is not a region pack \(bad magic number\): rebuild it with npm run pack:build$/],
    [join(dir, 'empty.pack'), /^PACK_PATH .*empty\.pack: Region pack is truncated \(0 bytes\)/],
  ])('%s: one line with the path and the reason', async (path, line) => {
    const { code, out } = await start({ PACK_PATH: path });
    expect(out).toMatch(line);
    expect(out).not.toContain('\n');
    expect(code).toBe(1);
  }, 60_000);

  it('names the bad one of several', async () => {
    const { out } = await start({ PACK_PATH: `.cache/packs/liechtenstein.pack,${join(dir, 'missing.pack')}` });
    expect(out).toMatch(/^PACK_PATH .*missing\.pack: no such file$/);
  }, 60_000);
});

describe('npm start with a bad ENGINE_TIMEOUT_MS', () => {
  it.each([
    ['30', 'ENGINE_TIMEOUT_MS is in milliseconds and must be at least 1000 (1 s) (got "30")'],
    ['2s', 'ENGINE_TIMEOUT_MS must be a number of milliseconds (got "2s")'],
    ['99999999999', 'ENGINE_TIMEOUT_MS must be at most 3600000 (1 h) (got "99999999999")'],
  ])('%s: one line with the value and the reason', async (value, reason) => {
    const { code, out } = await start({ ENGINE_TIMEOUT_MS: value });
    expect(out).toBe(`Invalid configuration: ${reason}`);
    expect(code).toBe(2);
  }, 60_000);
});
