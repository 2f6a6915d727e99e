// The core table on the real Gothenburg network: whatever the core size, point-to-point queries give Dijkstra's
// times, and the path they unpack (through the core when the table was used) is one continuous chain of
// original arcs from source to target whose times add up to the answer. (On the hand-drawn maps of
// tiny-graphs.test.ts every node is in the core.)
import { beforeAll, describe, expect, it } from 'vitest';
import { readRouteGraph, readCh } from '../pack/graph-sections.ts';
import { segWeight, type RouteGraph } from '../pack/route-graph.ts';
import type { ChGraph } from '../pack/ch-build.ts';
import { buildCoreTable, CORE_SIZE, coreSize, coreSizeFor, MAX_CORE_SIZE } from '../pack/core-table.ts';
import { ChQuery } from './ch-query.ts';
import { DijkstraQuery } from './dijkstra.ts';
import { defaultRegionPack } from './real-region.test-util.ts';
import { arcBackward, arcSegment } from './search.ts';
import { rng } from './tiny-region.test-util.ts';

let g: RouteGraph;
let ch: ChGraph;

beforeAll(async () => {
  const pack = await defaultRegionPack();
  g = readRouteGraph(pack);
  ch = readCh(pack);
}, 300_000);

const tail = (code: number): number => (arcBackward(code) ? g.segTo : g.segFrom)[arcSegment(code)]!;
const head = (code: number): number => (arcBackward(code) ? g.segFrom : g.segTo)[arcSegment(code)]!;
const arcTime = (code: number): number => segWeight(g, arcSegment(code), arcBackward(code));

describe('core table', () => {
  it('is built into the pack for the top CORE_SIZE nodes, with zero from each node to itself', () => {
    expect(coreSize(ch.core)).toBe(CORE_SIZE);
    for (let i = 0; i < CORE_SIZE; i++) expect(ch.core![i * CORE_SIZE + i]).toBe(0);
  });

  it('holds the shortest time between core nodes', () => {
    const n = g.nodeLat.length;
    const d = new DijkstraQuery(g);
    const r = rng(3);
    for (let k = 0; k < 50; k++) {
      const i = Math.floor(r() * CORE_SIZE);
      const j = Math.floor(r() * CORE_SIZE);
      expect(ch.core![i * CORE_SIZE + j]).toBe(d.run(n - CORE_SIZE + i, n - CORE_SIZE + j));
    }
  });

  for (const size of [0, 1, 64, CORE_SIZE]) {
    it(`with ${size} core nodes: Dijkstra's times, and continuous paths that add up`, () => {
      const n = g.nodeLat.length;
      const q = new ChQuery({ up: ch.up, down: ch.down, core: size ? buildCoreTable(ch, size) : undefined });
      const d = new DijkstraQuery(g);
      const r = rng(size + 1);
      let reachable = 0;
      for (let k = 0; k < 200; k++) {
        const s = Math.floor(r() * n);
        const t = Math.floor(r() * n);
        const expected = d.run(s, t);
        expect(q.run(s, t)).toBe(expected);
        // Every road stays in the graph, the few cut off from the rest too: no path to check there.
        if (expected === Infinity) continue;
        reachable++;
        const arcs: number[] = [];
        q.path(arcs);
        if (s === t) {
          expect(arcs).toEqual([]);
          continue;
        }
        expect(tail(arcs[0]!)).toBe(s);
        expect(head(arcs[arcs.length - 1]!)).toBe(t);
        for (let a = 1; a < arcs.length; a++) expect(tail(arcs[a]!)).toBe(head(arcs[a - 1]!));
        expect(arcs.reduce((sum, a) => sum + arcTime(a), 0)).toBe(expected);
        expect(q.length).toBeCloseTo(d.length, 6);
      }
      expect(reachable).toBeGreaterThan(150);
    }, 60_000);
  }
});

describe('core size', () => {
  it('is 512 up to 65,536 nodes, then doubles as the node count quadruples, up to the largest', () => {
    expect([1, 13_562, 65_536].map(coreSizeFor)).toEqual([CORE_SIZE, CORE_SIZE, CORE_SIZE]);
    expect([65_537, 262_144, 262_145, 1_048_577].map(coreSizeFor)).toEqual([1024, 1024, 2048, MAX_CORE_SIZE]);
    expect(coreSizeFor(50_000_000)).toBe(MAX_CORE_SIZE);
  });
});
