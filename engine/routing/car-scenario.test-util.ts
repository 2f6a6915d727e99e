// OSRM-style scenarios: a drawn node map (one character is one grid unit, ~111 m; letters and digits are nodes),
// a table of ways by their node letters with tags, node tags and restriction relations. Every route is asked of
// the hierarchy and of the Dijkstra oracle, which must agree.
import { expect } from 'vitest';
import { buildPack } from '../pack/build-pack.ts';
import { readPack } from '../pack/container.ts';
import { buildCh } from '../pack/ch-build.ts';
import { VEHICLES, vehicleNodeRule, vehicleWayRule, type VehicleName } from '../pack/car-profile.ts';
import { buildSnapIndex } from '../pack/graph-sections.ts';
import { vehicleRestrictionRule } from '../pack/profiles.ts';
import { buildRouteGraph } from '../pack/route-graph.ts';
import { nodeComponents } from '../pack/scc.ts';
import { Snapper } from './snap.ts';
import type { RoadWay, TurnRestriction } from '../pack/ways.ts';
import { EngineError, Router } from './index.ts';
import { UNIT_DEG } from './tiny-region.test-util.ts';

export type Tags = Record<string, string>;

export interface Scenario {
  /** The drawing: node names at their places. */
  map: string;
  /** Ways by node names ("abc") with their tags; a way without highway tag is highway=primary unless it has route=*. */
  ways: readonly (readonly [nodes: string, tags?: Tags])[];
  nodes?: Readonly<Record<string, Tags>>;
  /** Restrictions: from way, via (a node name, or way node strings), to way, tags (restriction=…). */
  relations?: readonly { from: string; via: string | readonly string[]; to: string; tags: Tags }[];
}

export interface Drive {
  /** Node names the route passes, in order (the drawing's named nodes on its shape). */
  nodes: string;
  seconds: number;
  metres: number;
}

export class ScenarioRoutes {
  readonly ch: Router;
  readonly dijkstra: Router;
  /** The Dijkstra search on a graph built from the vehicle's own rules alone (for a van or truck, `dijkstra`). */
  readonly own: Router;
  private readonly at = new Map<string, [number, number]>();

  /**
   * A van or truck (`vehicle`) is routed on the car graph with its mask, and its oracle is the Dijkstra search on a
   * graph built from the vehicle's own rules: the mask must give the routes a graph of its own would. The car's
   * hierarchy is checked against the Dijkstra search on the pack's graph (which holds every vehicle's roads) and
   * on a graph of the car's roads alone.
   */
  constructor(s: Scenario, vehicle: VehicleName = 'car') {
    const lines = s.map.split('\n');
    lines.forEach((line, row) => {
      [...line].forEach((ch, col) => {
        if (/[a-z0-9]/i.test(ch)) this.at.set(ch, [col * UNIT_DEG, -row * UNIT_DEG]);
      });
    });
    const ids = new Map<string, string>();
    const ways: RoadWay[] = s.ways.map(([names, tags = {}], i) => {
      const id = `way/${i + 1}`;
      ids.set(names, id);
      const nodes = [...names].flatMap((n, index) => (s.nodes?.[n] ? [{ index, tags: s.nodes[n] }] : []));
      const all = tags.highway || tags.route ? tags : { highway: 'primary', ...tags };
      return { id, coords: [...names].map((n) => this.point(n)), tags: all, area: false, nodes };
    });
    const restrictions: TurnRestriction[] = (s.relations ?? []).map((r, i) => ({
      id: `relation/${i + 1}`,
      from: ids.get(r.from)!,
      to: ids.get(r.to)!,
      ...(typeof r.via === 'string' ? { via: this.point(r.via) } : { viaWays: r.via.map((v) => ids.get(v)!) }),
      tags: { type: 'restriction', ...r.tags },
    }));
    const bytes = buildPack(ways, { region: 'Scenario', source: 'hand drawn', timestamp: null }, [], { builtAt: '2026-01-01T00:00:00Z', restrictions });
    const pack = readPack(bytes.buffer as ArrayBuffer);
    this.ch = Router.fromPack(pack, { vehicle });
    const v = VEHICLES[vehicle];
    const own = buildRouteGraph(ways, { access: vehicleWayRule(v), nodes: vehicleNodeRule(v), restrictions, restrictionRule: vehicleRestrictionRule(v), banUTurns: true });
    this.own = new Router(pack.meta, own, buildCh(own), new Snapper(own, buildSnapIndex(own)), { search: 'dijkstra' }, nodeComponents(own));
    this.dijkstra = vehicle === 'car' ? Router.fromPack(pack, { search: 'dijkstra' }) : this.own;
  }

  point(name: string): [number, number] {
    const p = this.at.get(name);
    if (!p) throw new Error(`No node ${name} in the drawing`);
    return p;
  }

  /**
   * The route from one node to another (both searches agree, or the test fails), or null when there is none
   * from and to those very places (a stop moved to another road does not count as a route).
   */
  route(from: string, to: string): Drive | null {
    const answers = [this.ch, this.dijkstra, this.own].map((router) => this.ask(router, from, to));
    expect(answers[1], `the Dijkstra oracle agrees on ${from} → ${to}`).toEqual(answers[0]);
    expect(answers[2], `the oracle on the vehicle's own graph agrees on ${from} → ${to}`).toEqual(answers[0]);
    return answers[0]!;
  }

  private ask(router: Router, from: string, to: string): Drive | null {
    const [a, b] = [this.point(from), this.point(to)];
    let d;
    try {
      d = router.directions([
        { lng: a[0], lat: a[1] },
        { lng: b[0], lat: b[1] },
      ]);
    } catch (err) {
      if (err instanceof EngineError && (err.code === 'NO_ROUTE' || err.code === 'OUT_OF_COVERAGE')) return null;
      throw err;
    }
    const moved = (p: { lat: number; lng: number }, q: [number, number]) => Math.abs(p.lng - q[0]) + Math.abs(p.lat - q[1]) > 1e-6;
    if (moved(d.locations[0]!, a) || moved(d.locations[1]!, b)) return null;
    const names: string[] = [];
    for (const [lat, lng] of d.shape) {
      for (const [name, [x, y]] of this.at) {
        if (Math.abs(x - lng) < 1e-7 && Math.abs(y - lat) < 1e-7 && names.at(-1) !== name) names.push(name);
      }
    }
    return { nodes: names.join(''), seconds: d.time, metres: Math.round(d.distance * 1609.344) };
  }
}

/**
 * OSRM's "routability" check: a way of the given tags between b and c, reached by plain roads from a and d
 * (a-b-c-d in a row; node tags, if any, sit on the tested way's middle node m). Which ways can it be driven?
 */
export function routability(tags: Tags, nodeTags?: Tags): { forw: boolean; backw: boolean } {
  const s = new ScenarioRoutes({
    map: 'a  b  m  c  d',
    ways: [
      ['ab', { highway: 'residential' }],
      ['bmc', tags],
      ['cd', { highway: 'residential' }],
    ],
    ...(nodeTags ? { nodes: { m: nodeTags } } : {}),
  });
  return { forw: s.route('a', 'd') !== null, backw: s.route('d', 'a') !== null };
}
