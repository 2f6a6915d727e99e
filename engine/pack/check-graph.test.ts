// Packs whose checksum is right but whose routing sections are not (damaged, or crafted to loop the router):
// each is refused when opened, with the section named.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { way } from '../routing/tiny-region.test-util.ts';
import { buildPack } from './build-pack.ts';
import { checkPackStructure } from './check-graph.ts';
import { readPack, writePack, type Dtype, type RegionPack, type SectionData } from './container.ts';
import { loadPackFile } from './pack-file.ts';

const residential = { highway: 'residential' };
const tiny = readPack(
  buildPack(
    [way(residential, [0, 0], [1, 0], [2, 0]), way(residential, [0, 0], [0, 1], [1, 1], [1, 0]), way(residential, [1, 1], [2, 1], [2, 0])],
    { region: 'Testville', source: 'hand drawn', timestamp: null },
    [],
    { builtAt: '2026-01-01T00:00:00Z' },
  ).buffer as ArrayBuffer,
);

/** The same pack with one section changed and a checksum that matches again: what a crafted file looks like. */
function crafted(change: (sections: SectionData, pack: RegionPack) => void): RegionPack {
  const sections: SectionData = {};
  for (const s of tiny.meta.sections) sections[s.name] = tiny.section(s.name, s.dtype as Dtype).slice();
  change(sections, tiny);
  return readPack(writePack(tiny.meta, sections).buffer as ArrayBuffer);
}

const refusal = (pack: RegionPack) => {
  try {
    checkPackStructure(pack);
    return null;
  } catch (error) {
    return error;
  }
};

describe('checkPackStructure', () => {
  it('accepts a pack as the builder wrote it', () => {
    expect(refusal(tiny)).toBeNull();
  });

  it('refuses a segment that names a node the graph does not have', () => {
    const bad = crafted((s, p) => {
      (s['car.seg.from'] as Uint32Array)[0] = p.section('car.node.lat', 'f64').length + 5;
    });
    expect(refusal(bad)).toMatchObject({ name: 'PackError', code: 'BAD_STRUCTURE', message: expect.stringMatching(/^Region pack section "car\.seg\.from" is damaged: entry 0 is \d+, outside 0\.\.\d+/) });
  });

  it('refuses a hierarchy arc whose middle node is not below its ends, which would unpack for ever', () => {
    const bad = crafted((s, p) => {
      const last = p.section('car.node.lat', 'f64').length - 1;
      (s['car.ch.up.via'] as Int32Array)[0] = last;
    });
    expect(refusal(bad)).toMatchObject({ code: 'BAD_STRUCTURE', message: expect.stringContaining('"car.ch.up.via" is damaged: arc 0 has via') });
  });

  it('refuses arrays that do not agree on their length', () => {
    const bad = crafted((s) => {
      s['foot.seg.timeFwd'] = (s['foot.seg.timeFwd'] as Int32Array).subarray(1);
    });
    expect(refusal(bad)).toMatchObject({ code: 'BAD_STRUCTURE', message: expect.stringContaining('"foot.seg.timeFwd" is damaged') });
  });

  it('is checked whenever a pack file is opened', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pack-'));
    try {
      const path = join(dir, 'crafted.pack');
      const bad = crafted((s) => {
        (s['bike.seg.geom'] as Uint32Array)[1] = 0;
      });
      const sections: SectionData = {};
      for (const e of bad.meta.sections) sections[e.name] = bad.section(e.name, e.dtype as Dtype);
      await writeFile(path, writePack(bad.meta, sections));
      await expect(loadPackFile(path)).rejects.toMatchObject({ code: 'BAD_STRUCTURE', message: expect.stringContaining('"bike.seg.geom"') });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
