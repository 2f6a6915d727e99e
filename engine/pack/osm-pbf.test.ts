// The .osm.pbf path end to end: real PBF bytes -> osm-pbf-parser-node -> RoadWays -> a pack -> a route.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Router } from '../routing/index.ts';
import { buildPack } from './build-pack.ts';
import { readPack } from './container.ts';
import { readOsmPbf } from './osm-pbf.ts';
import { buildPackFile, loadPackFile } from './pack-file.ts';
import { writeOsmPbf, type PbfNode, type PbfRelation, type PbfWay } from './osm-pbf-writer.test-util.ts';

//   1 ------- 2 ------- 3        Storgatan (residential), 1-2-3
//             |
//             4 ~~~~~~~ 5        4-5 is a footway: not drivable, still a basemap road
const nodes = [
  { id: 101, lat: 57.7, lon: 11.9 },
  { id: 102, lat: 57.7, lon: 11.902 },
  { id: 103, lat: 57.7, lon: 11.904 },
  { id: 104, lat: 57.699, lon: 11.902 },
  { id: 105, lat: 57.699, lon: 11.904 },
];
const ways: PbfWay[] = [
  { id: 9001, refs: [101, 102, 103], tags: { highway: 'residential', name: 'Storgatan' } },
  { id: 9002, refs: [102, 104], tags: { highway: 'residential', name: 'Lillgatan', maxspeed: '30' } },
  { id: 9003, refs: [104, 105], tags: { highway: 'footway' } },
  { id: 9004, refs: [103, 105], tags: { building: 'yes' } },
];

let dir = '';
let file = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pbf-'));
  file = join(dir, 'tiny.osm.pbf');
  await writeFile(file, writeOsmPbf(nodes, ways, 1_700_000_000));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('readOsmPbf', () => {
  it('reads highway ways with their node coordinates and tags', async () => {
    const read = await readOsmPbf(file);
    expect(read.timestamp).toBe('2023-11-14T22:13:20.000Z');
    expect(read.ways.map((w) => w.id)).toEqual(['way/9001', 'way/9002', 'way/9003']);
    // Way 9004 is tagged a building but is two nodes, not a closed ring: no shape on the map.
    expect(read.features.basemap.map((f) => [f.layer, f.kind])).toEqual([]);
    const [storgatan] = read.ways;
    expect(storgatan!.tags).toEqual({ highway: 'residential', name: 'Storgatan' });
    expect(storgatan!.coords).toEqual([
      [11.9, 57.7],
      [11.902, 57.7],
      [11.904, 57.7],
    ]);
  });

  it("keeps a road's barriers and traffic signals with their place on the way", async () => {
    const tagsOf: Record<number, Record<string, string>> = { 102: { highway: 'traffic_signals' }, 103: { barrier: 'bollard' } };
    const tagged: PbfNode[] = nodes.map((n) => (tagsOf[n.id] ? { ...n, tags: tagsOf[n.id] } : n));
    const path = join(dir, 'tagged.osm.pbf');
    await writeFile(path, writeOsmPbf(tagged, ways));
    const read = await readOsmPbf(path);
    expect(read.ways.find((w) => w.id === 'way/9001')!.nodes).toEqual([
      { index: 1, tags: { highway: 'traffic_signals' } },
      { index: 2, tags: { barrier: 'bollard' } },
    ]);
    expect(read.ways.find((w) => w.id === 'way/9002')!.nodes).toEqual([{ index: 0, tags: { highway: 'traffic_signals' } }]);
    expect(read.ways.find((w) => w.id === 'way/9003')!.nodes).toBeUndefined();
  });

  it('reads turn restrictions with a via node or via ways, no_entry with several from ways; broken ones and other relations are left out', async () => {
    const relations: PbfRelation[] = [
      { id: 7001, tags: { type: 'restriction', restriction: 'no_left_turn' }, members: [
        { type: 'way', ref: 9001, role: 'from' }, { type: 'node', ref: 102, role: 'via' }, { type: 'way', ref: 9002, role: 'to' },
      ] },
      { id: 7002, tags: { type: 'restriction', restriction: 'no_u_turn' }, members: [
        { type: 'way', ref: 9001, role: 'from' }, { type: 'way', ref: 9002, role: 'via' }, { type: 'way', ref: 9001, role: 'to' },
      ] },
      { id: 7003, tags: { type: 'restriction', restriction: 'no_right_turn' }, members: [{ type: 'way', ref: 9001, role: 'from' }] },
      { id: 7004, tags: { type: 'route', route: 'bus' }, members: [{ type: 'way', ref: 9001, role: '' }] },
      { id: 7005, tags: { type: 'restriction', restriction: 'no_entry' }, members: [
        { type: 'way', ref: 9002, role: 'from' }, { type: 'way', ref: 9011, role: 'from' }, { type: 'node', ref: 102, role: 'via' }, { type: 'way', ref: 9001, role: 'to' },
      ] },
      // Several from ways make sense only for no_entry: left out.
      { id: 7006, tags: { type: 'restriction', restriction: 'no_left_turn' }, members: [
        { type: 'way', ref: 9001, role: 'from' }, { type: 'way', ref: 9011, role: 'from' }, { type: 'node', ref: 102, role: 'via' }, { type: 'way', ref: 9002, role: 'to' },
      ] },
    ];
    // Storgatan in two ways, as OSM draws a from way: ending at the via node.
    const split: PbfWay[] = [
      { id: 9001, refs: [101, 102], tags: { highway: 'residential', name: 'Storgatan' } },
      { id: 9011, refs: [102, 103], tags: { highway: 'residential', name: 'Storgatan' } },
      ...ways.slice(1),
    ];
    const path = join(dir, 'restricted.osm.pbf');
    await writeFile(path, writeOsmPbf(nodes, split, undefined, relations));
    const read = await readOsmPbf(path);
    expect(read.restrictions).toEqual([
      { id: 'relation/7001', from: 'way/9001', to: 'way/9002', via: [11.902, 57.7], tags: { type: 'restriction', restriction: 'no_left_turn' } },
      { id: 'relation/7002', from: 'way/9001', to: 'way/9001', viaWays: ['way/9002'], tags: { type: 'restriction', restriction: 'no_u_turn' } },
      { id: 'relation/7005', from: 'way/9002', to: 'way/9001', via: [11.902, 57.7], tags: { type: 'restriction', restriction: 'no_entry' } },
      { id: 'relation/7005', from: 'way/9011', to: 'way/9001', via: [11.902, 57.7], tags: { type: 'restriction', restriction: 'no_entry' } },
    ]);
    // Coming from 1 on Storgatan, the turn into Lillgatan at 2 is forbidden: the car turns at 3 and comes back.
    const bytes = buildPack(read.ways, { region: 'Tiny', source: 'test', timestamp: null }, [], {
      // Without the no_entry, which would leave the start's street no way in: the start would move to a road that has one.
      restrictions: read.restrictions.filter((r) => r.id !== 'relation/7005'),
    });
    const router = Router.fromPack(readPack(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer));
    const route = router.directions([{ lat: 57.7, lng: 11.9 }, { lat: 57.699, lng: 11.902 }]);
    expect(route.shape).toContainEqual([57.7, 11.904]);
  });

  it('reads nodes that are not in id order just the same', async () => {
    const shuffled = join(dir, 'shuffled.osm.pbf');
    await writeFile(shuffled, writeOsmPbf([...nodes].reverse(), ways, 1_700_000_000));
    expect((await readOsmPbf(shuffled)).ways).toEqual((await readOsmPbf(file)).ways);
  });

  it('rejects a missing file and a file that is not PBF instead of crashing', async () => {
    await expect(readOsmPbf(join(dir, 'missing.osm.pbf'))).rejects.toThrow(/ENOENT/);
    const junk = join(dir, 'junk.osm.pbf');
    await writeFile(junk, new Uint8Array([0, 0, 0, 4, 1, 2, 3, 4, 5, 6]));
    await expect(readOsmPbf(junk)).rejects.toThrow();
  });

  it("dates the pack by the extract's own replication timestamp, else by the date the caller declares, else none", async () => {
    const undated = join(dir, 'undated.osm.pbf');
    await writeFile(undated, writeOsmPbf(nodes, ways));
    const dateOf = async (input: string, timestamp?: string) => {
      const out = join(dir, `dated-${Math.random().toString(36).slice(2)}.pack`);
      await buildPackFile({ input, name: 'Tiny', out, ...(timestamp ? { timestamp } : {}) });
      return (await loadPackFile(out)).meta.timestamp;
    };
    expect(await dateOf(file, '2021-01-06T00:00:00.000Z')).toBe('2023-11-14T22:13:20.000Z');
    expect(await dateOf(undated, '2021-01-06T00:00:00.000Z')).toBe('2021-01-06T00:00:00.000Z');
    expect(await dateOf(undated)).toBeNull();
  });

  it('builds a routable pack from the extract', async () => {
    const read = await readOsmPbf(file);
    expect(read.ways).toHaveLength(3);
    const bytes = buildPack(read.ways, { region: 'Tiny, Sweden', source: 'test', timestamp: read.timestamp }, [], { features: read.features });
    const pack = readPack(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    expect(pack.meta.name).toBe('Tiny, Sweden');
    expect(pack.meta.timestamp).toBe('2023-11-14T22:13:20.000Z');
    const route = Router.fromPack(pack).directions([
      { lat: 57.7, lng: 11.9 },
      { lat: 57.699, lng: 11.902 },
    ]);
    // 1 -> 2 (about 119 m) then 2 -> 4 (about 111 m).
    expect(route.distance * 1609.344).toBeCloseTo(119.4 + 111.2, -1);
    expect(route.shape).toEqual([
      [57.7, 11.9],
      [57.7, 11.902],
      [57.699, 11.902],
    ]);
  });
});
