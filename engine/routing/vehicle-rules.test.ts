// Vans and trucks on drawn maps: the limits and access tags meant for them keep them off roads a car takes.
// Each route is asked of the van's or truck's router (the car graph with its mask) and of the Dijkstra oracle on a
// graph built from the vehicle's own rules; the two must agree.
import { describe, expect, it } from 'vitest';
import type { VehicleName } from '../pack/car-profile.ts';
import { ScenarioRoutes, type Tags } from './car-scenario.test-util.ts';

//  a  b  m  c  d
//
//  x           y
// The car's way from a to d is b-m-c (12 units); the way round by x and y is 16.
const map = ['a  b  m  c  d', '', 'x           y'].join('\n');
const direct = 'abmcd';
const round = 'axyd';

function routes(tags: Tags, nodeTags?: Tags): Record<VehicleName, ScenarioRoutes> {
  const scenario = { map, ways: [['ab'], ['bmc', tags], ['cd'], ['axyd']] as const, ...(nodeTags ? { nodes: { m: nodeTags } } : {}) };
  return { car: new ScenarioRoutes(scenario), van: new ScenarioRoutes(scenario, 'van'), truck: new ScenarioRoutes(scenario, 'truck') };
}

describe('limits and access tags against the car, the van (2.7 m, 2.1 m, 6 m, 3.5 t) and the truck (4 m, 2.55 m, 12 m, 18 t)', () => {
  it.each([
    ['maxheight=3.5 on the way', { maxheight: '3.5' }, undefined, direct, direct, round],
    ['a height_restrictor node (maxheight=3.5)', {}, { barrier: 'height_restrictor', maxheight: '3.5' }, direct, direct, round],
    ['a maxheight node without a barrier', {}, { maxheight: '2.5' }, direct, round, round],
    ['maxweight=7.5', { maxweight: '7.5' }, undefined, direct, direct, round],
    ['maxweight:hgv=7.5 (the car and van ignore it)', { 'maxweight:hgv': '7.5' }, undefined, direct, direct, round],
    ['maxweight=3 (the van weighs 3.5 t)', { maxweight: '3' }, undefined, direct, round, round],
    ['a maxweight node', {}, { maxweight: '10' }, direct, direct, round],
    ['maxwidth=2.3', { maxwidth: '2.3' }, undefined, direct, direct, round],
    ['maxlength=10', { maxlength: '10' }, undefined, direct, direct, round],
    ['hgv=no', { hgv: 'no' }, undefined, direct, direct, round],
    ['goods=no (trucks are hgv, not goods)', { goods: 'no' }, undefined, direct, round, direct],
    ['goods=no, hgv=yes', { hgv: 'yes', goods: 'no' }, undefined, direct, round, direct],
    ['a node with hgv=no', {}, { hgv: 'no' }, direct, direct, round],
    ['maxheight=4.5 (room for all)', { maxheight: '4.5' }, undefined, direct, direct, direct],
    ['maxheight:forward=3 (only the way back is open to the truck)', { 'maxheight:forward': '3' }, undefined, direct, direct, round],
  ] as const)('%s', (_, tags, nodeTags, car, van, truck) => {
    const r = routes(tags, nodeTags);
    expect(r.car.route('a', 'd')?.nodes).toBe(car);
    expect(r.van.route('a', 'd')?.nodes).toBe(van);
    expect(r.truck.route('a', 'd')?.nodes).toBe(truck);
  });

  it('reads a limit per direction: maxheight:forward closes only b → c to the truck', () => {
    const r = routes({ 'maxheight:forward': '3' });
    expect(r.truck.route('a', 'd')?.nodes).toBe(round);
    expect(r.truck.route('d', 'a')?.nodes).toBe('dcmba');
  });

  it('hgv=destination: a truck goes in to a stop on the road, never through it', () => {
    const r = routes({ hgv: 'destination' });
    expect(r.car.route('a', 'd')?.nodes).toBe(direct);
    expect(r.truck.route('a', 'd')?.nodes).toBe(round);
    expect(r.truck.route('a', 'm')?.nodes).toBe('abm');
    expect(r.truck.route('m', 'd')?.nodes).toBe('mcd');
    // The time into the street carries no penalty, and the matrix agrees with the route.
    const into = r.truck.route('a', 'm')!;
    expect(into.seconds).toBeLessThan(120);
    const [a, m] = [r.truck.point('a'), r.truck.point('m')];
    const matrix = r.truck.ch.matrix([
      { lng: a[0], lat: a[1] },
      { lng: m[0], lat: m[1] },
    ]);
    expect(matrix.time[0]![1]).toBe(into.seconds);
  });

  it('gives the truck a matrix equal to its routes and to the oracle’s matrix', () => {
    const r = routes({ maxheight: '3.5' }).truck;
    const names = ['a', 'b', 'd', 'y'];
    const points = names.map((n) => r.point(n)).map(([lng, lat]) => ({ lng, lat }));
    const got = r.ch.matrix(points);
    expect(got).toEqual(r.dijkstra.matrix(points));
    names.forEach((from, i) =>
      names.forEach((to, j) => {
        if (i !== j) expect(got.time[i]![j], `${from} → ${to}`).toBe(r.route(from, to)!.seconds);
      }),
    );
  });
});

describe('an error that names the vehicle', () => {
  //  p  a  b                   m                   c  d
  // Only the b-m-c bridge joins the two sides; its 3.5 m clearance is below the truck's 4 m.
  const line = 'p  a  b                   m                   c  d';
  const scenario = { map: line, ways: [['pa'], ['ab'], ['bmc', { maxheight: '3.5' }], ['cd']] as const };
  const stops = (s: ScenarioRoutes) => ['p', 'a', 'd'].map((n) => s.point(n)).map(([lng, lat]) => ({ lng, lat }));

  it('says which stops and that the truck’s limits, not the roads, stand in the way', () => {
    const truck = new ScenarioRoutes(scenario, 'truck');
    expect(() => truck.ch.directions(stops(truck))).toThrow(
      'No route from stop 2 to stop 3 for this truck: a limit below its height (4 m), width (2.55 m), length (12 m) or weight (18 t), or a ban on trucks (hgv=no), closes every road between them',
    );
    expect(truck.route('a', 'd')).toBeNull();
    expect(() => truck.ch.matrix(stops(truck))).toThrow(/for this truck/);
  });

  it('routes the car and the van over the bridge', () => {
    for (const vehicle of ['car', 'van'] as const) {
      const s = new ScenarioRoutes(scenario, vehicle);
      expect(s.ch.directions(stops(s)).legs).toHaveLength(2);
      expect(s.route('a', 'd')?.nodes).toBe('abmcd');
    }
  });
});
