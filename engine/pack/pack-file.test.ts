// Pack files past readFile's 2 GiB are read section by section, each into a buffer of its own, with the
// checksum taken on the way: the same pack read either way gives the same sections, and a corrupted or
// truncated file is refused either way.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPack, buildPackSections } from './build-pack.ts';
import { writePack } from './container.ts';
import { streetGrid } from './synthetic-network.ts';
import { loadPackFile, loadPackFileBySection, writePackFile } from './pack-file.ts';

let dir: string;
let path: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pack-file-'));
  path = join(dir, 'grid.pack');
  await writeFile(path, buildPack(streetGrid({ side: 12, varied: true }), { region: 'Grid', source: 'made up', timestamp: null }, [], { builtAt: '2026-01-01T00:00:00Z' }));
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('reading a pack file section by section', () => {
  it('gives the sections reading it whole gives, each in its own buffer', async () => {
    const whole = await loadPackFile(path);
    const bySection = await loadPackFileBySection(path);
    expect(bySection.meta).toEqual(whole.meta);
    expect(bySection.byteLength).toBe(whole.byteLength);
    const buffers = new Set<ArrayBufferLike>();
    for (const { name, dtype } of whole.meta.sections) {
      const view = bySection.section(name, dtype);
      expect(view).toEqual(whole.section(name, dtype));
      buffers.add(view.buffer);
    }
    expect(buffers.size).toBe(whole.meta.sections.length);
  });

  it('takes the checksum right when a section ends between words (u8 sections of odd length)', async () => {
    const odd = join(dir, 'odd.pack');
    const oddSections = () => ({ 'odd.a': Uint8Array.of(1, 2, 3, 4, 5), 'odd.b': Uint8Array.of(6, 7, 8), 'odd.c': Float64Array.of(9.5), 'odd.d': Uint8Array.of(10) });
    await writeFile(odd, buildPack(streetGrid({ side: 4 }), { region: 'Odd', source: 'made up', timestamp: null }, [oddSections]));
    const pack = await loadPackFileBySection(odd);
    expect([...pack.section('odd.a', 'u8')]).toEqual([1, 2, 3, 4, 5]);
    expect([...pack.section('odd.b', 'u8')]).toEqual([6, 7, 8]);
    expect([...pack.section('odd.c', 'f64')]).toEqual([9.5]);
    expect([...pack.section('odd.d', 'u8')]).toEqual([10]);
  });

  it('refuses a corrupted byte anywhere after the fixed header', async () => {
    const bytes = await readFile(path);
    for (const at of [30, bytes.byteLength >> 1, bytes.byteLength - 1]) {
      const bad = Uint8Array.from(bytes);
      bad[at]! ^= 0xff;
      const badPath = join(dir, `bad-${at}.pack`);
      await writeFile(badPath, bad);
      await expect(loadPackFileBySection(badPath)).rejects.toMatchObject({ code: 'BAD_CHECKSUM' });
    }
  });

  it('refuses a truncated file', async () => {
    const bytes = await readFile(path);
    const cut = join(dir, 'cut.pack');
    await writeFile(cut, bytes.subarray(0, bytes.byteLength - 100));
    await expect(loadPackFileBySection(cut)).rejects.toMatchObject({ code: 'TRUNCATED' });
  });
});

describe('writing a pack file section by section', () => {
  it('writes the bytes writePack lays out in memory, odd section lengths and all', async () => {
    const odd = () => ({ 'odd.a': Uint8Array.of(1, 2, 3, 4, 5), 'odd.b': Uint8Array.of(6, 7, 8), 'odd.c': Float64Array.of(9.5) });
    const { meta, sections } = buildPackSections(streetGrid({ side: 5 }), { region: 'Streamed', source: 'made up', timestamp: null }, [odd], { builtAt: '2026-01-01T00:00:00Z' });
    const streamed = join(dir, 'streamed.pack');
    const size = await writePackFile(streamed, meta, sections);
    const written = new Uint8Array(await readFile(streamed));
    const inMemory = writePack(meta, sections);
    expect(size).toBe(inMemory.byteLength);
    expect(Buffer.from(written).equals(Buffer.from(inMemory))).toBe(true);
    expect([...(await loadPackFileBySection(streamed)).section('odd.b', 'u8')]).toEqual([6, 7, 8]);
  });
});
