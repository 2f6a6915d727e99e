// ensureRegionPacks builds every bundled region on first run, leaves good packs alone, and rebuilds a pack this
// engine cannot read.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMAT_VERSION } from './pack/container.ts';
import { loadPackFile } from './pack/pack-file.ts';
import { BUNDLED_REGIONS, bundledRegionOf, ensureRegionPacks } from './regions.ts';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'packs-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('ensureRegionPacks', () => {
  it('builds Liechtenstein (full data, first) and Gothenburg when missing, then leaves good packs alone', async () => {
    const logs: string[] = [];
    const paths = await ensureRegionPacks({ dir, log: (m) => logs.push(m) });
    expect(paths).toEqual([join(dir, 'liechtenstein.pack'), join(dir, 'gothenburg.pack')]);
    expect(logs.filter((l) => /No offline region pack at .* yet/.test(l))).toHaveLength(2);
    const [li, gbg] = await Promise.all(paths.map(loadPackFile));
    expect(li!.meta).toMatchObject({ name: 'Liechtenstein', attribution: '© OpenStreetMap contributors' });
    expect(Number(li!.meta.stats.addresses)).toBeGreaterThan(3000);
    expect(gbg!.meta).toMatchObject({ name: 'Gothenburg, Sweden', timestamp: '2016-12-27T10:04:02Z' });
    expect(bundledRegionOf(paths[0]!, dir)).toBe(BUNDLED_REGIONS[0]);

    const again: string[] = [];
    const before = await readFile(paths[0]!);
    await ensureRegionPacks({ dir, log: (m) => again.push(m) });
    expect(again).toEqual([]);
    expect((await readFile(paths[0]!)).equals(before)).toBe(true);
  }, 120_000);

  it('rebuilds a pack of another format version, saying why', async () => {
    const path = join(dir, 'gothenburg.pack');
    const bytes = await readFile(path);
    bytes.writeUInt32LE(FORMAT_VERSION + 1, 8);
    await writeFile(path, bytes);
    const logs: string[] = [];
    await ensureRegionPacks({ dir, log: (m) => logs.push(m) });
    expect(logs[0]).toMatch(new RegExp(`built by format ${FORMAT_VERSION + 1}, this engine needs format ${FORMAT_VERSION}.*Rebuilding it now`));
    expect((await loadPackFile(path)).meta.formatVersion).toBe(FORMAT_VERSION);
  }, 120_000);
});
