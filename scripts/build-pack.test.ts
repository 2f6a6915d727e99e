// The pack CLI as a user runs it: a small GeoJSON road network in, a pack out, dated with --date.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPackFile } from '../engine/pack/pack-file.ts';

const run = promisify(execFile);
const SCRIPT = resolve(import.meta.dirname, 'build-pack.ts');
const dir = mkdtempSync(join(tmpdir(), 'build-pack-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const road = (id: string, name: string, coordinates: number[][]) => ({
  type: 'Feature',
  id,
  properties: { highway: 'residential', name },
  geometry: { type: 'LineString', coordinates },
});
const input = join(dir, 'town.geojson');
writeFileSync(input, JSON.stringify({
  type: 'FeatureCollection',
  features: [
    road('way/1', 'Main Street', [[9.5, 47.1], [9.501, 47.1], [9.502, 47.1]]),
    road('way/2', 'Church Lane', [[9.501, 47.1], [9.501, 47.101]]),
  ],
}));

const buildPack = (...args: string[]) => run(process.execPath, ['--import', 'tsx', SCRIPT, '--in', input, ...args], { cwd: resolve(import.meta.dirname, '..') });

describe('npm run pack:build', () => {
  it('dates the pack with --date when the extract does not say when its data was taken', async () => {
    const out = join(dir, 'town.pack');
    await buildPack('--name', 'Town', '--date', '2024-02-29', '--out', out);
    const { meta } = await loadPackFile(out);
    expect(meta.name).toBe('Town');
    expect(meta.timestamp).toBe('2024-02-29T00:00:00.000Z');
  });

  it('refuses a --date that is not a day, and writes nothing', async () => {
    const out = join(dir, 'bad.pack');
    const failed = await buildPack('--date', '2023-02-29', '--out', out).then(() => null, (error: { code: number; stderr: string }) => error);
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('--date 2023-02-29 is not a date');
    await expect(loadPackFile(out)).rejects.toThrow();
  });
});
