// ensureDefaultPack builds the default region on first run and rebuilds a pack this engine cannot read.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMAT_VERSION } from '../engine/pack/container.ts';
import { DEFAULT_PACK_NAME, ensureDefaultPack, loadPackFile } from './ensure-pack.ts';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'packs-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('ensureDefaultPack', () => {
  it('builds the Gothenburg pack when missing, then leaves a good one alone', async () => {
    const logs: string[] = [];
    const path = await ensureDefaultPack({ dir, log: (m) => logs.push(m) });
    expect(path).toBe(join(dir, DEFAULT_PACK_NAME));
    expect(logs[0]).toMatch(/No offline region pack at .* yet/);
    const pack = await loadPackFile(path);
    expect(pack.meta).toMatchObject({ name: 'Gothenburg, Sweden', timestamp: '2016-12-27T10:04:02Z', attribution: '© OpenStreetMap contributors' });

    const again: string[] = [];
    const before = await readFile(path);
    await ensureDefaultPack({ dir, log: (m) => again.push(m) });
    expect(again).toEqual([]);
    expect((await readFile(path)).equals(before)).toBe(true);
  }, 60_000);

  it('rebuilds a pack of another format version, saying why', async () => {
    const path = join(dir, DEFAULT_PACK_NAME);
    const bytes = await readFile(path);
    bytes.writeUInt32LE(FORMAT_VERSION + 1, 8);
    await writeFile(path, bytes);
    const logs: string[] = [];
    await ensureDefaultPack({ dir, log: (m) => logs.push(m) });
    expect(logs[0]).toMatch(new RegExp(`built by format ${FORMAT_VERSION + 1}, this engine needs format ${FORMAT_VERSION}.*Rebuilding it now`));
    expect((await loadPackFile(path)).meta.formatVersion).toBe(FORMAT_VERSION);
  }, 60_000);
});
