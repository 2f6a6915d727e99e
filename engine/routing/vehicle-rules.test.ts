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
    // The most specific tag wins for each vehicle: hgv and goods are siblings under motor_vehicle.
    ['motor_vehicle=no, hgv=yes (trucks only)', { motor_vehicle: 'no', hgv: 'yes' }, undefined, round, round, direct],
    ['motor_vehicle=no, hgv=designated', { motor_vehicle: 'no', hgv: 'designated' }, undefined, round, round, direct],
    ['vehicle=no, hgv=yes', { vehicle: 'no', hgv: 'yes' }, undefined, round, round, direct],
    ['access=no, hgv=permissive', { access: 'no', hgv: 'permissive' }, undefined, round, round, direct],
    ['motor_vehicle=no, goods=yes (vans only)', { motor_vehicle: 'no', goods: 'yes' }, undefined, round, direct, round],
    ['access=no, motorcar=yes (cars only)', { access: 'no', motorcar: 'yes' }, undefined, direct, round, round],
    ['access=no, motor_vehicle=yes', { access: 'no', motor_vehicle: 'yes' }, undefined, direct, direct, direct],
    ['motorcar=no (vans and trucks are not motorcars)', { motorcar: 'no' }, undefined, round, direct, direct],
    ['hgv=no, goods=no', { hgv: 'no', goods: 'no' }, undefined, direct, round, round],
    ['maxheight:physical=3.5 beside a signed maxheight=5', { maxheight: '5', 'maxheight:physical': '3.5' }, undefined, direct, direct, round],
    ['maxwidth:physical=2.3', { 'maxwidth:physical': '2.3' }, undefined, direct, direct, round],
    ['maxaxleload=8 (the truck puts 10 t on an axle)', { maxaxleload: '8' }, undefined, direct, direct, round],
    ['a maxaxleload=8 node (a weak bridge joint)', {}, { maxaxleload: '8' }, direct, direct, round],
    ['a node motorcar=no (vans and trucks pass)', {}, { motorcar: 'no' }, round, direct, direct],
    ['a node motor_vehicle=no, hgv=yes', {}, { motor_vehicle: 'no', hgv: 'yes' }, round, round, direct],
    ['a gate with access=no, goods=yes', {}, { barrier: 'gate', access: 'no', goods: 'yes' }, round, direct, round],
    ['a bollard with hgv=no (no one passes)', {}, { barrier: 'bollard', hgv: 'no' }, round, round, round],
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

  it('reads access per direction: hgv:forward=no closes only b → c to the truck; oneway:hgv makes it one-way for trucks', () => {
    const r = routes({ 'hgv:forward': 'no' });
    expect(r.truck.route('a', 'd')?.nodes).toBe(round);
    expect(r.truck.route('d', 'a')?.nodes).toBe('dcmba');
    expect(r.car.route('a', 'd')?.nodes).toBe(direct);
    const oneway = routes({ 'oneway:hgv': 'yes' });
    expect(oneway.truck.route('a', 'd')?.nodes).toBe(direct);
    expect(oneway.truck.route('d', 'a')?.nodes).toBe('dyxa');
    expect(oneway.van.route('d', 'a')?.nodes).toBe('dcmba');
  });

  it('a road for trucks only: a car neither starts nor passes on it, a truck does both, and the matrix agrees', () => {
    const r = routes({ motor_vehicle: 'no', hgv: 'yes' });
    expect(r.truck.route('a', 'm')?.nodes).toBe('abm');
    expect(r.truck.route('m', 'd')?.nodes).toBe('mcd');
    expect(r.car.route('a', 'm')).toBeNull();
    const names = ['a', 'm', 'd', 'y'];
    const points = names.map((n) => r.truck.point(n)).map(([lng, lat]) => ({ lng, lat }));
    const got = r.truck.ch.matrix(points);
    expect(got).toEqual(r.truck.dijkstra.matrix(points));
    names.forEach((from, i) =>
      names.forEach((to, j) => {
        if (i !== j) expect(got.time[i]![j], `${from} → ${to}`).toBe(r.truck.route(from, to)!.seconds);
      }),
    );
  });

  it('motor_vehicle=no, hgv=destination: a truck goes in to a stop there, never through; a car not at all', () => {
    const r = routes({ motor_vehicle: 'no', hgv: 'destination' });
    expect(r.truck.route('a', 'd')?.nodes).toBe(round);
    expect(r.truck.route('a', 'm')?.nodes).toBe('abm');
    expect(r.car.route('a', 'd')?.nodes).toBe(round);
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

describe('turn restrictions for some vehicles only', () => {
  // The turn at b from a-b onto b-m-c (straight on) is the one restricted; the way round by x and y is free.
  const restricted = (tags: Tags, via: string | readonly string[] = 'b'): Record<VehicleName, ScenarioRoutes> => {
    const scenario = {
      map,
      ways: [['ab'], ['bmc'], ['cd'], ['axyd']] as const,
      relations: [{ from: 'ab', via, to: typeof via === 'string' ? 'bmc' : 'cd', tags }],
    };
    return { car: new ScenarioRoutes(scenario), van: new ScenarioRoutes(scenario, 'van'), truck: new ScenarioRoutes(scenario, 'truck') };
  };

  it.each([
    ['restriction=no_straight_on binds all', { restriction: 'no_straight_on' }, round, round, round],
    ['restriction:hgv=no_straight_on binds trucks only', { 'restriction:hgv': 'no_straight_on' }, direct, direct, round],
    ['restriction:goods binds vans only', { 'restriction:goods': 'no_straight_on' }, direct, round, direct],
    ['restriction:motorcar binds cars only', { 'restriction:motorcar': 'no_straight_on' }, round, direct, direct],
    ['restriction:motor_vehicle binds all three', { 'restriction:motor_vehicle': 'no_straight_on' }, round, round, round],
    ['except=hgv frees trucks', { restriction: 'no_straight_on', except: 'hgv' }, round, round, direct],
    ['except=goods;hgv frees vans and trucks', { restriction: 'no_straight_on', except: 'goods;hgv' }, round, direct, direct],
    ['except=motorcar frees cars', { restriction: 'no_straight_on', except: 'motorcar' }, direct, round, round],
    ['except=delivery frees no one (a purpose, not a vehicle)', { restriction: 'no_straight_on', except: 'delivery' }, round, round, round],
    ['restriction:hgv=only_straight_on beside restriction=no_straight_on: the truck’s own key wins', { restriction: 'no_straight_on', 'restriction:hgv': 'only_straight_on' }, round, round, direct],
    ['restriction:conditional alone binds no one', { 'restriction:conditional': 'no_straight_on @ (Mo-Fr 07:00-09:00)' }, direct, direct, direct],
    ['restriction:hgv:conditional alone binds no one', { 'restriction:hgv:conditional': 'no_straight_on @ (Mo-Fr 07:00-09:00)' }, direct, direct, direct],
  ] as const)('%s', (_, tags, car, van, truck) => {
    const r = restricted(tags);
    expect(r.car.route('a', 'd')?.nodes).toBe(car);
    expect(r.van.route('a', 'd')?.nodes).toBe(van);
    expect(r.truck.route('a', 'd')?.nodes).toBe(truck);
    // The other way is never restricted.
    for (const v of [r.car, r.van, r.truck]) expect(v.route('d', 'a')?.nodes).toBe('dcmba');
  });

  it('a via-way restriction for trucks only: from a-b along b-m-c onto c-d', () => {
    const r = restricted({ 'restriction:hgv': 'no_straight_on' }, ['bmc']);
    expect(r.car.route('a', 'd')?.nodes).toBe(direct);
    expect(r.van.route('a', 'd')?.nodes).toBe(direct);
    expect(r.truck.route('a', 'd')?.nodes).toBe(round);
    // A truck may still drive a-b-m and start from m onward.
    expect(r.truck.route('a', 'm')?.nodes).toBe('abm');
    expect(r.truck.route('m', 'd')?.nodes).toBe('mcd');
  });

  it('a via-way restriction for all but trucks', () => {
    const r = restricted({ restriction: 'no_straight_on', except: 'hgv' }, ['bmc']);
    expect(r.car.route('a', 'd')?.nodes).toBe(round);
    expect(r.truck.route('a', 'd')?.nodes).toBe(direct);
  });

  it('only_* for trucks: a truck arriving from a-b must go on along b-m-c', () => {
    //  a  b  m  c  d
    //     |
    //     e
    const m = ['a  b  m  c  d', '', '   e'].join('\n');
    const scenario = { map: m, ways: [['ab'], ['bmc'], ['cd'], ['be']] as const, relations: [{ from: 'ab', via: 'b', to: 'bmc', tags: { 'restriction:hgv': 'only_straight_on' } }] };
    const [car, truck] = [new ScenarioRoutes(scenario), new ScenarioRoutes(scenario, 'truck')];
    expect(car.route('a', 'e')?.nodes).toBe('abe');
    expect(truck.route('a', 'e')?.nodes).not.toBe('abe');
    expect(truck.route('a', 'd')?.nodes).toBe('abmcd');
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

describe("a truck's speed", () => {
  //  b           c
  //
  //  a           d
  // The motorway a-b-c-d (120 km/h, driven at 96) is 15 units, the road a-d (80, driven at 64) 11: the car
  // takes the motorway, the truck (80 km/h at most) is quicker on the road.
  const map = ['b          c', '', 'a          d'].join('\n');
  const ways = (road: Tags) => [['ad', { highway: 'primary', maxspeed: '80', ...road }], ['abcd', { highway: 'motorway', maxspeed: '120', oneway: 'no' }]] as const;

  it('is capped at 80 km/h, so it leaves the motorway the car takes', () => {
    expect(new ScenarioRoutes({ map, ways: ways({}) }).route('a', 'd')?.nodes).toBe('abcd');
    expect(new ScenarioRoutes({ map, ways: ways({}) }, 'van').route('a', 'd')?.nodes).toBe('abcd');
    expect(new ScenarioRoutes({ map, ways: ways({}) }, 'truck').route('a', 'd')?.nodes).toBe('ad');
  });

  it('makes its motorway drive take as long as 80 km/h allows', () => {
    const car = new ScenarioRoutes({ map, ways: ways({ hgv: 'no', motorcar: 'no', goods: 'no' }) }).route('a', 'd')!;
    const truck = new ScenarioRoutes({ map, ways: ways({ hgv: 'no' }) }, 'truck').route('a', 'd')!;
    expect(truck.nodes).toBe('abcd');
    expect(truck.metres).toBe(car.metres);
    expect(truck.seconds).toBeCloseTo(truck.metres / (80 / 3.6), 0);
    expect(car.seconds).toBeCloseTo(car.metres / (96 / 3.6), 0);
  });
});

describe('maxspeed:hgv', () => {
  //  b           c
  //
  //  a           d
  // As above: the truck takes the road a-d (11 units at 64 km/h) over the motorway (15 units at 80) unless the
  // road's maxspeed:hgv is lower; the car and the van ignore the tag.
  const map = ['b          c', '', 'a          d'].join('\n');
  const scenario = (road: Tags) => ({ map, ways: [['ad', { highway: 'primary', maxspeed: '80', ...road }], ['abcd', { highway: 'motorway', maxspeed: '120', oneway: 'no' }]] as const });

  it('maxspeed:hgv=40 slows the truck on the road, so it takes the motorway; the road drive takes as long as 40 km/h allows', () => {
    const truck = new ScenarioRoutes(scenario({ 'maxspeed:hgv': '40' }), 'truck');
    expect(truck.route('a', 'd')?.nodes).toBe('abcd');
    const onRoad = new ScenarioRoutes({ map: 'a     m     d', ways: [['amd', { highway: 'primary', maxspeed: '80', 'maxspeed:hgv': '40' }]] }, 'truck').route('a', 'd')!;
    expect(onRoad.seconds).toBeCloseTo(onRoad.metres / (40 / 3.6), 0);
    expect(new ScenarioRoutes(scenario({ 'maxspeed:hgv': '40' })).route('a', 'd')?.nodes).toBe('abcd');
    expect(new ScenarioRoutes(scenario({ 'maxspeed:hgv': '40' }), 'van').route('a', 'd')?.nodes).toBe('abcd');
    // A maxspeed:hgv above what the truck drives there (100 on the road, 90 on the motorway) changes nothing.
    const above = [['ad', { highway: 'primary', maxspeed: '80', 'maxspeed:hgv': '100' }], ['abcd', { highway: 'motorway', maxspeed: '120', oneway: 'no', 'maxspeed:hgv': '90' }]] as const;
    expect(new ScenarioRoutes({ map, ways: above }, 'truck').route('a', 'd')).toEqual(new ScenarioRoutes(scenario({}), 'truck').route('a', 'd'));
  });

  it("maxspeed:hgv:forward=40 slows it one way only; the truck's matrix has its routes' and the oracle's times", () => {
    const truck = new ScenarioRoutes(scenario({ 'maxspeed:hgv:forward': '40' }), 'truck');
    expect(truck.route('a', 'd')?.nodes).toBe('abcd');
    expect(truck.route('d', 'a')?.nodes).toBe('da');
    const back = new ScenarioRoutes(scenario({ 'maxspeed:hgv:backward': '40' }), 'truck');
    expect(back.route('a', 'd')?.nodes).toBe('ad');
    expect(back.route('d', 'a')?.nodes).toBe('dcba');
    const names = ['a', 'b', 'd'];
    const points = names.map((n) => truck.point(n)).map(([lng, lat]) => ({ lng, lat }));
    const got = truck.ch.matrix(points);
    expect(got).toEqual(truck.dijkstra.matrix(points));
    names.forEach((from, i) =>
      names.forEach((to, j) => {
        if (i !== j) expect(got.time[i]![j], `${from} → ${to}`).toBe(truck.route(from, to)!.seconds);
      }),
    );
  });
});
