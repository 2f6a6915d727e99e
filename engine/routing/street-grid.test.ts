// Street grids, the hierarchy's worst case: every street alike, so contraction meets nothing but ties and the
// top of the hierarchy turns dense (where the build used to take hours). Whatever the shortcuts, queries and
// matrices give Dijkstra's times, and unpacked paths are continuous chains of original arcs that add up.
import { describe, expect, it } from 'vitest';
import { buildCh } from '../pack/ch-build.ts';
import { buildCoreTable } from '../pack/core-table.ts';
import { renumberByRank } from '../pack/renumber.ts';
import { buildRouteGraph } from '../pack/route-graph.ts';
import { streetGrid } from '../pack/synthetic-network.ts';
import { ChMatrix } from './ch-matrix.ts';
import { ChQuery } from './ch-query.ts';
import { DijkstraQuery } from './dijkstra.ts';
import { arcBackward, arcSegment } from './search.ts';
import { rng } from './tiny-region.test-util.ts';

describe.each([
  { label: 'every street alike', varied: false },
  { label: 'main roads and alternating one-ways', varied: true },
])('a 40 × 40 street grid, $label', ({ varied }) => {
  const raw = buildRouteGraph(streetGrid({ side: 40, varied }));
  const built = buildCh(raw);
  const { graph: g, ch } = renumberByRank(raw, built, built.rank);
  const n = g.nodeLat.length;
  const d = new DijkstraQuery(g);
  const tail = (code: number): number => (arcBackward(code) ? g.segTo : g.segFrom)[arcSegment(code)]!;
  const head = (code: number): number => (arcBackward(code) ? g.segFrom : g.segTo)[arcSegment(code)]!;
  const arcTime = (code: number): number => (arcBackward(code) ? g.segTimeBwd : g.segTimeFwd)[arcSegment(code)]!;

  it('keeps every junction', () => {
    expect(n).toBe(1600);
  });

  it.each([0, 64])("answers node pairs with Dijkstra's times and continuous paths (core of %i)", (size) => {
    const q = new ChQuery({ ...ch, core: size ? buildCoreTable(ch, size) : undefined });
    const r = rng(size + (varied ? 7 : 1));
    for (let k = 0; k < 300; k++) {
      const s = Math.floor(r() * n);
      const t = Math.floor(r() * n);
      const expected = d.run(s, t);
      expect(q.run(s, t)).toBe(expected);
      const arcs: number[] = [];
      q.path(arcs);
      if (s === t) continue;
      expect(tail(arcs[0]!)).toBe(s);
      expect(head(arcs[arcs.length - 1]!)).toBe(t);
      for (let a = 1; a < arcs.length; a++) expect(tail(arcs[a]!)).toBe(head(arcs[a - 1]!));
      expect(arcs.reduce((sum, a) => sum + arcTime(a), 0)).toBe(expected);
    }
  });

  it("contracted again in its own rank order after some roads close or slow (a van's or truck's mask), answers with Dijkstra's times", () => {
    const r = rng(varied ? 13 : 17);
    const segTimeFwd = g.segTimeFwd.slice();
    const segTimeBwd = g.segTimeBwd.slice();
    for (let s = 0; s < segTimeFwd.length; s++) {
      const x = r();
      if (x < 0.05) segTimeFwd[s] = -1;
      else if (x < 0.1) segTimeBwd[s] = -1;
      else if (x < 0.2 && segTimeFwd[s]! > 0) segTimeFwd[s] = segTimeFwd[s]! * 3;
    }
    const masked = { ...g, segTimeFwd, segTimeBwd };
    const q = new ChQuery(buildCh(masked, { idOrder: true }));
    const oracle = new DijkstraQuery(masked);
    for (let k = 0; k < 300; k++) {
      const s = Math.floor(r() * n);
      const t = Math.floor(r() * n);
      expect(q.run(s, t)).toBe(oracle.run(s, t));
    }
  });

  it("gives the matrix Dijkstra's times", () => {
    const r = rng(varied ? 11 : 5);
    const nodes = Array.from({ length: 20 }, () => Math.floor(r() * n));
    const seeds = nodes.map((node) => [{ node, time: 0, len: 0 }]);
    const { time } = new ChMatrix(ch).run(seeds, seeds);
    nodes.forEach((s, i) => nodes.forEach((t, j) => expect(time[i * nodes.length + j]).toBe(d.run(s, t))));
  });
});
