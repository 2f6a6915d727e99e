// Routing on hand-drawn maps (OSRM-style scenarios): one-ways, turning around, unreachable roads, ties,
// access bans and speeds, each with the route a driver would expect.
import { describe, expect, it } from 'vitest';
import { buildRouteGraph } from '../pack/route-graph.ts';
import { buildCh } from '../pack/ch-build.ts';
import { ChQuery } from './ch-query.ts';
import { DijkstraQuery } from './dijkstra.ts';
import { optimizeRoute } from '../optimize/index.ts';
import type { RoadWay } from '../pack/ways.ts';
import { at, inUnits, tinyRouters, UNIT_M, way } from './tiny-region.test-util.ts';

const residential = { highway: 'residential' }; // 30 km/h
const metres = (miles: number): number => miles * 1609.344;
const seconds = (m: number, kmh: number): number => Math.round(m / (kmh / 3.6));

//  y=1  A ──>──>──>── B ──>──>──>── C      A-B-C one-way eastwards
//       │                           │
//  y=0  D ─────────── E ─────────── F      everything else two-way
//      x=0           x=1           x=2
const block = [
  way({ ...residential, oneway: 'yes' }, [0, 1], [1, 1], [2, 1]),
  way(residential, [0, 0], [1, 0], [2, 0]),
  way(residential, [0, 1], [0, 0]),
  way(residential, [2, 1], [2, 0]),
];

describe('one-way streets', () => {
  const { ch, dijkstra } = tinyRouters(block);

  it('drives a one-way in its direction', () => {
    const r = ch.directions([at([0.25, 1]), at([0.75, 1])]);
    expect(metres(r.distance)).toBeCloseTo(0.5 * UNIT_M, 1);
    expect(inUnits(r.shape)).toEqual([
      [0.25, 1],
      [0.75, 1],
    ]);
  });

  it('turns around the block when the target is behind on a one-way', () => {
    const r = ch.directions([at([0.75, 1]), at([0.25, 1])]);
    // Q -> B -> C -> F -> E -> D -> A -> P: 0.25 + 1 + 1 + 2 + 1 + 0.25 units.
    expect(metres(r.distance)).toBeCloseTo(5.5 * UNIT_M, 1);
    expect(r.time).toBe(seconds(5.5 * UNIT_M, 30));
    expect(r.formattedTime).toBe('00:01:13');
    expect(inUnits(r.shape)).toEqual([
      [0.75, 1],
      [1, 1],
      [2, 1],
      [2, 0],
      [1, 0],
      [0, 0],
      [0, 1],
      [0.25, 1],
    ]);
    // Same route; the distance may differ in the last bit, as the two searches add the same lengths in another order.
    const oracle = dijkstra.directions([at([0.75, 1]), at([0.25, 1])]);
    expect(oracle.shape).toEqual(r.shape);
    expect(oracle.time).toBe(r.time);
    expect(oracle.distance).toBeCloseTo(r.distance, 12);
  });

  it('goes straight back along a two-way street', () => {
    const r = ch.directions([at([0.75, 0]), at([0.25, 0])]);
    expect(metres(r.distance)).toBeCloseTo(0.5 * UNIT_M, 1);
    expect(inUnits(r.shape)).toEqual([
      [0.75, 0],
      [0.25, 0],
    ]);
  });

  it('reports each leg and can return to the start', () => {
    const r = ch.directions([at([0.25, 1]), at([0.75, 1])], { returnToStart: true });
    expect(r.legs).toHaveLength(2);
    expect(metres(r.legs[0]!.distance)).toBeCloseTo(0.5 * UNIT_M, 1);
    expect(metres(r.legs[1]!.distance)).toBeCloseTo(5.5 * UNIT_M, 1);
    expect(metres(r.distance)).toBeCloseTo(6 * UNIT_M, 1);
    expect(r.shape[0]).toEqual(r.shape[r.shape.length - 1]);
  });
});

describe('ties', () => {
  //  A ───── B
  //  │       │        all two-way, 1 unit per side: A -> C is 2 units either way round
  //  D ───── C
  const square = [way(residential, [0, 1], [1, 1]), way(residential, [1, 1], [1, 0]), way(residential, [0, 1], [0, 0]), way(residential, [0, 0], [1, 0])];
  const { ch, dijkstra } = tinyRouters(square);

  it('picks one of the equal routes and both searches agree on its cost', () => {
    const r = ch.directions([at([0, 1]), at([1, 0])]);
    expect(metres(r.distance)).toBeCloseTo(2 * UNIT_M, 1);
    expect([
      [
        [0, 1],
        [1, 1],
        [1, 0],
      ],
      [
        [0, 1],
        [0, 0],
        [1, 0],
      ],
    ]).toContainEqual(inUnits(r.shape));
    expect(dijkstra.directions([at([0, 1]), at([1, 0])]).time).toBe(r.time);
  });
});

//  y=2  ┌──────── N ────────┐
//       │         v         │       W->X->E one-way eastwards, N->X->S one-way southwards,
//  y=1  W ──>──── X ────>── E       a two-way ring around them
//       │         v         │
//  y=0  └──────── S ────────┘
//      x=0       x=1       x=2
const crossing = [
  way({ ...residential, oneway: 'yes' }, [0, 1], [1, 1], [2, 1]),
  way({ ...residential, oneway: 'yes' }, [1, 2], [1, 1], [1, 0]),
  way(residential, [0, 0], [1, 0], [2, 0], [2, 1], [2, 2], [1, 2], [0, 2], [0, 1], [0, 0]),
];

describe('a stop exactly on an intersection of one-ways', () => {
  const { ch, dijkstra } = tinyRouters(crossing);
  // Every road through X is tied for the nearest; a route must be free to use whichever it needs.
  const cases: [string, [number, number], [number, number]][] = [
    ['leaves eastwards', [1, 1], [1.5, 1]],
    ['leaves southwards', [1, 1], [1, 0.5]],
    ['arrives from the west', [0.5, 1], [1, 1]],
    ['arrives from the north', [1, 1.5], [1, 1]],
  ];
  for (const [what, from, to] of cases) {
    it(`${what} with no detour`, () => {
      for (const router of [ch, dijkstra]) {
        const r = router.directions([at(from), at(to)]);
        expect(metres(r.distance)).toBeCloseTo(0.5 * UNIT_M, 0);
        expect(router.matrix([at(from), at(to)]).distance[0]![1]).toBeCloseTo(r.distance, 6);
      }
    });
  }
});

describe('unreachable roads', () => {
  //  A ───── B ───── C        X ───── Y   (an island road nobody can drive to)
  //  x=0     x=1     x=2      x=3     x=4
  const ways = [way(residential, [0, 0], [1, 0]), way(residential, [1, 0], [2, 0]), way(residential, [3, 0], [4, 0])];

  it('finds no route between disconnected pieces of a graph', () => {
    const g = buildRouteGraph(ways);
    expect(g.nodeLat.length).toBe(5);
    const q = new ChQuery(buildCh(g));
    const d = new DijkstraQuery(g);
    expect(q.run(0, 3)).toBe(Infinity);
    expect(d.run(0, 3)).toBe(Infinity);
    expect(q.run(0, 1)).toBeGreaterThan(0);
  });

  it('snaps a stop on the island to the nearest road joined to the main network, so the route exists', () => {
    for (const router of Object.values(tinyRouters(ways))) {
      const r = router.directions([at([0, 0]), at([3.4, 0])]);
      expect(inUnits(r.locations.map((l) => [l.lat, l.lng] as [number, number]))).toEqual([
        [0, 0],
        [2, 0],
      ]);
    }
  });

  it('keeps the island: a route along it starts and ends where asked', () => {
    for (const router of Object.values(tinyRouters(ways))) {
      const r = router.directions([at([3.2, 0]), at([3.8, 0])]);
      expect(inUnits(r.locations.map((l) => [l.lat, l.lng] as [number, number]))).toEqual([
        [3.2, 0],
        [3.8, 0],
      ]);
    }
  });
});

describe('the matrix snaps its points as the route through them does', () => {
  //  y=1  S ─>─>─ A ───────── B      S-A one-way eastwards, S a dead end: a route may leave it, never come back
  //               │           │
  //  y=0          D ───────── C
  const ways = [
    way({ ...residential, oneway: 'yes' }, [0, 1], [1, 1]),
    way(residential, [1, 1], [2, 1], [2, 0], [1, 0], [1, 1]),
  ];
  const stops = [at([0.1, 1]), at([2, 0.5]), at([1.5, 0]), at([1, 0.5])];

  it.each([false, true])('gives the optimizer its route’s leg times when the first stop may only be left (round trip: %s)', (returnToStart) => {
    for (const router of Object.values(tinyRouters(ways))) {
      const m = router.matrix(stops);
      const { sequence, travelTime } = optimizeRoute({ time: m.time, distance: m.distance, returnToStart });
      const r = router.directions(sequence.map((i) => stops[i]!), { returnToStart });
      // The route starts on the one-way street, where the visitor put the first stop.
      expect(inUnits([[r.locations[0]!.lat, r.locations[0]!.lng]])).toEqual([[0.1, 1]]);
      const order = returnToStart ? [...sequence, 0] : sequence;
      expect(r.legs.map((l) => l.time)).toEqual(order.slice(1).map((to, n) => m.time[order[n]!]![to]));
      expect(travelTime).toBe(r.legs.reduce((sum, l) => sum + l.time, 0));
    }
  });
});

describe('what a car may use', () => {
  //  (0,1) ───────────────── (2,1)      detour: 4 units
  //    │                       │
  //  (0,0) ═════════════════ (2,0)      straight: 2 units, but ═ is the road under test
  const detour = (tags: Record<string, string>) => [
    way(tags, [0, 0], [2, 0]),
    way(residential, [0, 0], [0, 1], [2, 1], [2, 0]),
  ];

  it.each<Record<string, string>>([{ highway: 'footway' }, { highway: 'service', access: 'private' }, { highway: 'residential', motor_vehicle: 'no' }])(
    'avoids %o',
    (tags) => {
      const r = tinyRouters(detour(tags)).ch.directions([at([0, 0]), at([2, 0])]);
      expect(metres(r.distance)).toBeCloseTo(4 * UNIT_M, 1);
    },
  );

  it('prefers the faster road over the shorter one', () => {
    const ways = [way(residential, [0, 0], [2, 0]), way({ highway: 'primary', maxspeed: '90' }, [0, 0], [0, 1], [2, 1], [2, 0])];
    const r = tinyRouters(ways).ch.directions([at([0, 0]), at([2, 0])]);
    expect(metres(r.distance)).toBeCloseTo(4 * UNIT_M, 1);
    expect(r.time).toBe(seconds(4 * UNIT_M, 0.8 * 90));
  });
});

describe('walking and cycling', () => {
  //  y=1  P ───────────── Q        P-Q, P-S and S-R residential
  //       │               ┆        Q┆R: the footway under test (1 unit)
  //  y=0  S ───────────── R        from near Q to near R: 1.2 units through it, 2.8 round by P and S
  const footway = (tags: Record<string, string>) => [
    way(residential, [0, 1], [1, 1]),
    way(residential, [0, 1], [0, 0], [1, 0]),
    way({ highway: 'footway', ...tags }, [1, 1], [1, 0]),
  ];
  const trip = [at([0.9, 1]), at([0.9, 0])];
  const units = (r: { distance: number }): number => metres(r.distance) / UNIT_M;

  it('walks the footway a car may not use, at 5 km/h', () => {
    const { ch, dijkstra } = tinyRouters(footway({}), 'foot');
    const r = ch.directions(trip);
    expect(units(r)).toBeCloseTo(1.2, 3);
    expect(r.time).toBe(seconds(1.2 * UNIT_M, 5));
    expect(dijkstra.directions(trip).time).toBe(r.time);
    expect(units(tinyRouters(footway({}), 'car').ch.directions(trip))).toBeCloseTo(2.8, 3);
  });

  it('walks against a one-way street, where a car and a bicycle go round the block', () => {
    const back = [at([0.75, 1]), at([0.25, 1])];
    expect(units(tinyRouters(block, 'foot').ch.directions(back))).toBeCloseTo(0.5, 3);
    expect(units(tinyRouters(block, 'bike').ch.directions(back))).toBeCloseTo(5.5, 3);
    expect(units(tinyRouters(block, 'car').ch.directions(back))).toBeCloseTo(5.5, 3);
  });

  it('walks round the edge of a pedestrian square (area=yes), as OSRM and GraphHopper do; a car never enters it', () => {
    //  y=1  P ─────── A ─────── Q      P-A-Q and P-S-B-R-Q: residential streets
    //       │        ╱ ╲        │      the square A-(1.5,0.5)-B-(0.5,0.5)-A: a closed highway=pedestrian area=yes way
    //  y=0  S ─────── B ─────── R      from A to B: 1.41 units round the square's edge, 3 round the streets
    const ring = [[1, 1], [1.5, 0.5], [1, 0], [0.5, 0.5], [1, 1]] as const;
    const square: RoadWay = { ...way({ highway: 'pedestrian', area: 'yes', name: 'Square' }, ...ring), area: true };
    const ways = [way(residential, [0, 1], [1, 1], [2, 1]), way(residential, [0, 1], [0, 0], [1, 0], [2, 0], [2, 1]), square];
    const across = [at([1, 1]), at([1, 0])];
    const walk = tinyRouters(ways, 'foot');
    expect(units(walk.ch.directions(across))).toBeCloseTo(Math.SQRT2, 2);
    expect(walk.dijkstra.directions(across).distance).toBe(walk.ch.directions(across).distance);
    expect(units(tinyRouters(ways, 'car').ch.directions(across))).toBeCloseTo(3, 2);
  });

  it('cycles a footway only where bicycles are allowed, at 18 km/h on streets', () => {
    const r = tinyRouters(footway({}), 'bike').ch.directions(trip);
    expect(units(r)).toBeCloseTo(2.8, 3);
    expect(r.time).toBe(seconds(2.8 * UNIT_M, 18));
    expect(units(tinyRouters(footway({ bicycle: 'yes' }), 'bike').ch.directions(trip))).toBeCloseTo(1.2, 3);
  });
});

//  y=0   A ──── B ─ ● ─ C ──── D     Main Street, a barrier at (1.5, 0) between B and C
//               │         │
//  y=-1         E ─────── F          the way round
describe('barriers and traffic signals on the road', () => {
  const withNode = (w: ReturnType<typeof way>, index: number, tags: Record<string, string>) => ({ ...w, nodes: [{ index, tags }] });
  const street = (barrier: Record<string, string>) => [
    withNode(way(residential, [0, 0], [1, 0], [1.5, 0], [2, 0], [3, 0]), 2, barrier),
    way(residential, [1, 0], [1, -1], [2, -1], [2, 0]),
  ];

  it('drives round a bollard, which a walker passes', () => {
    const ways = street({ barrier: 'bollard' });
    const car = tinyRouters(ways).ch.directions([at([1.25, 0]), at([1.75, 0])]);
    // Back to B, round E and F, up to C and on: 0.25 + 1 + 1 + 1 + 0.25 units.
    expect(metres(car.distance)).toBeCloseTo(3.5 * UNIT_M, 1);
    const walk = tinyRouters(ways, 'foot').ch.directions([at([1.25, 0]), at([1.75, 0])]);
    expect(metres(walk.distance)).toBeCloseTo(0.5 * UNIT_M, 1);
  });

  it('drives through a gate, and through a bollard that lets cars by', () => {
    for (const barrier of [{ barrier: 'gate' }, { barrier: 'bollard', motor_vehicle: 'yes' }] as Record<string, string>[]) {
      const r = tinyRouters(street(barrier)).ch.directions([at([1.25, 0]), at([1.75, 0])]);
      expect(metres(r.distance)).toBeCloseTo(0.5 * UNIT_M, 1);
    }
  });

  it('stops at a gate closed to cars; a private gate lets the car through, as in OSRM', () => {
    for (const access of ['no', 'agricultural']) {
      const r = tinyRouters(street({ barrier: 'gate', access })).ch.directions([at([1.25, 0]), at([1.75, 0])]);
      expect(metres(r.distance)).toBeCloseTo(3.5 * UNIT_M, 1);
    }
    const r = tinyRouters(street({ barrier: 'gate', access: 'private' })).ch.directions([at([1.25, 0]), at([1.75, 0])]);
    expect(metres(r.distance)).toBeCloseTo(0.5 * UNIT_M, 1);
  });

  it('waits a few seconds at traffic signals, in either direction', () => {
    const plain = tinyRouters(street({})).ch;
    const signals = tinyRouters(street({ highway: 'traffic_signals' })).ch;
    for (const [from, to] of [
      [at([1, 0]), at([2, 0])],
      [at([2, 0]), at([1, 0])],
    ] as const) {
      expect(signals.directions([from, to]).time - plain.directions([from, to]).time).toBe(5);
    }
  });
});
