// The car profile's OpenStreetMap rules on drawn maps, in the style of OSRM's car scenario tests
// (features/car/*.feature): each table row or route is one check, asked of the hierarchy and the Dijkstra oracle.
import { describe, expect, it } from 'vitest';
import { routability, ScenarioRoutes, type Tags } from './car-scenario.test-util.ts';

/** Rows of [tags, forward, backward] (x = routable), as OSRM's routability tables. */
function table(rows: readonly (readonly [Tags, string, string?])[], nodeRows = false): void {
  it.each(rows.map(([tags, forw, backw]) => [JSON.stringify(tags), tags, forw, backw ?? forw] as const))('%s', (_, tags, forw, backw) => {
    const got = nodeRows ? routability({ highway: 'primary' }, tags) : routability(tags);
    expect({ forw: got.forw ? 'x' : '', backw: got.backw ? 'x' : '' }).toEqual({ forw, backw });
  });
}

describe('access tag hierarchy on ways (access → vehicle → motor_vehicle → motorcar)', () => {
  table([
    [{}, 'x'],
    [{ access: 'no' }, ''],
    [{ access: 'no', vehicle: 'yes' }, 'x'],
    [{ access: 'yes', vehicle: 'no' }, ''],
    [{ access: 'no', motor_vehicle: 'yes' }, 'x'],
    [{ vehicle: 'yes', motor_vehicle: 'no' }, ''],
    [{ access: 'no', motorcar: 'yes' }, 'x'],
    [{ motor_vehicle: 'yes', motorcar: 'no' }, ''],
    [{ motor_vehicle: 'no', motorcar: 'yes' }, 'x'],
    [{ highway: 'runway' }, ''],
    [{ highway: 'runway', access: 'yes' }, 'x'],
    [{ highway: 'runway', motorcar: 'yes' }, 'x'],
    [{ highway: 'cycleway', motor_vehicle: 'designated' }, 'x'],
    [{ highway: 'pedestrian' }, ''],
    [{ highway: 'primary', foot: 'no', bicycle: 'no' }, 'x'],
  ]);
});

describe('access values on ways', () => {
  table([
    ...['yes', 'permissive', 'designated', 'some_tag', 'unknown'].map((access) => [{ access }, 'x'] as const),
    ...['private', 'delivery', 'destination', 'permit', 'residents', 'customers'].map((access) => [{ access }, 'x'] as const),
    ...['no', 'agricultural', 'forestry', 'psv', 'taxi', 'bus', 'foot', 'restricted', 'military', 'official', 'emergency', 'emergency_vehicle'].map(
      (access) => [{ access }, ''] as const,
    ),
    [{ access: 'agricultural;forestry' }, ''],
    [{ access: 'destination;agricultural' }, 'x'],
    [{ access: 'yes;no' }, 'x'],
    [{ highway: 'footway', access: 'private' }, ''],
    [{ highway: 'track', access: 'private' }, ''],
    [{ highway: 'steps', access: 'yes' }, ''],
    [{ highway: 'winter_road' }, 'x'],
    [{ highway: 'ice_road', access: 'private' }, 'x'],
    [{ highway: 'ice_road', access: 'no' }, ''],
  ]);
});

describe('directional access and oneway overrides', () => {
  table([
    [{ access: 'yes', 'access:forward': 'no' }, '', 'x'],
    [{ access: 'yes', 'access:backward': 'no' }, 'x', ''],
    [{ access: 'no', 'access:forward': 'yes' }, 'x', ''],
    [{ access: 'no', 'access:forward': 'no', motorcar: 'yes' }, 'x', 'x'],
    [{ 'access:forward': 'no', 'motorcar:forward': 'yes' }, 'x', 'x'],
    [{ 'motor_vehicle:forward': 'no', 'motor_vehicle:backward': 'destination' }, '', 'x'],
    [{ oneway: 'yes' }, 'x', ''],
    [{ oneway: '-1' }, '', 'x'],
    [{ 'oneway:motorcar': 'yes' }, 'x', ''],
    [{ 'oneway:motor_vehicle': 'yes', 'oneway:vehicle': 'no' }, 'x', ''],
    [{ 'oneway:motorcar': 'no', 'oneway:motor_vehicle': 'yes' }, 'x', 'x'],
    [{ 'oneway:vehicle': 'no', oneway: 'yes' }, 'x', 'x'],
    [{ oneway: 'yes', 'oneway:bicycle': 'no' }, 'x', ''],
    [{ oneway: 'reversible' }, '', ''],
    [{ oneway: 'alternating' }, 'x', 'x'],
    [{ highway: 'motorway' }, 'x', ''],
    [{ highway: 'motorway_link' }, 'x', 'x'],
    [{ junction: 'roundabout' }, 'x', ''],
  ]);
});

describe('construction, hov, service and other closures', () => {
  table([
    [{ highway: 'construction' }, ''],
    [{ highway: 'proposed' }, ''],
    [{ construction: 'yes' }, ''],
    [{ construction: 'minor' }, 'x'],
    [{ proposed: 'yes' }, 'x'],
    [{ hov: 'designated' }, 'x'],
    [{ highway: 'service', service: 'emergency_access' }, ''],
    [{ impassable: 'yes' }, ''],
    [{ smoothness: 'impassable' }, ''],
    [{ smoothness: 'very_horrible' }, 'x'],
    [{ toll: 'yes' }, 'x'],
  ]);
});

describe('physical limits against the car (2.0 m high, 1.9 m wide, 4.8 m long, 2 t)', () => {
  table([
    [{ width: '1.9' }, ''],
    [{ width: '2.0' }, 'x'],
    [{ width: '1 m' }, ''],
    [{ width: "6'2\"" }, ''],
    [{ width: "6'3\"" }, 'x'],
    [{ width: 'narrow' }, 'x'],
    [{ 'maxwidth:physical': '1' }, ''],
    [{ maxheight: '1' }, ''],
    [{ maxheight: "8'" }, 'x'],
    [{ maxheight: 'default' }, 'x'],
    [{ 'maxheight:physical': '1' }, ''],
    [{ maxlength: '1' }, ''],
    [{ maxlength: '5' }, 'x'],
    [{ maxweight: '1' }, ''],
    [{ maxweight: '3.5' }, 'x'],
    [{ maxweight: '0.1 lbs' }, ''],
    [{ maxweightrating: '1', maxweight: '2' }, ''],
  ]);
});

describe('nodes: access tags decide, with or without a barrier', () => {
  table(
    [
      [{}, 'x'],
      [{ access: 'no' }, ''],
      [{ access: 'no', vehicle: 'yes' }, 'x'],
      [{ vehicle: 'yes', motor_vehicle: 'no' }, ''],
      [{ motorcar: 'no' }, ''],
      [{ access: 'private' }, 'x'],
      [{ access: 'agricultural' }, ''],
      [{ access: 'agricultural;forestry' }, ''],
      [{ barrier: 'bollard' }, ''],
      [{ barrier: 'gate' }, 'x'],
      [{ barrier: 'gate', access: 'no' }, ''],
      [{ barrier: 'wall', access: 'yes' }, 'x'],
      [{ barrier: 'wall' }, ''],
      [{ barrier: 'bollard', bollard: 'rising' }, 'x'],
      [{ barrier: 'kerb', kerb: 'lowered' }, 'x'],
      [{ barrier: 'kerb' }, ''],
      [{ barrier: 'fence', sensory: 'audible' }, 'x'],
      [{ barrier: 'height_restrictor' }, 'x'],
      [{ barrier: 'height_restrictor', maxheight: '1' }, ''],
      [{ barrier: 'height_restrictor', maxheight: '3' }, 'x'],
    ],
    true,
  );
});

describe('destination-only streets: a way in, never a way through', () => {
  //  a         e
  //    b1 c 2d
  //  x         y
  const map = ['a          e', '  b1  c  2d', 'x          y'].join('\n');
  const one = new ScenarioRoutes({ map, ways: [['ab'], ['bcd', { access: 'destination' }], ['de'], ['axye']] });

  it('routes into the street from either end, and round it between its ends', () => {
    expect(one.route('a', 'c')?.nodes).toBe('abc');
    expect(one.route('a', '2')?.nodes).toBe('abc2');
    expect(one.route('e', 'c')?.nodes).toBe('edc');
    expect(one.route('a', 'e')?.nodes).toBe('axye');
    expect(one.route('e', 'a')?.nodes).toBe('eyxa');
  });

  //  p  q      r      s
  //        3       4
  //  u                 v
  it('reaches a stop inside a destination-only area by the nearest way in, not by the way in that ends nearest it', () => {
    const s = new ScenarioRoutes({
      map: ['p  q      r      s', '       3       4', 'u                 v'].join('\n'),
      ways: [['pq'], ['q3r', { access: 'destination' }], ['r4s', { access: 'destination' }], ['sv'], ['puv']],
    });
    // Stop 4 lies nearer s, but the way in at q is the short one: both enter the area once.
    expect(s.route('p', '4')?.nodes).toBe('pq3r4');
    expect(s.route('v', '3')?.nodes).toBe('vs4r3');
    expect(s.route('p', '4')!.seconds).toBeLessThan(120);
  });

  it('times a route into the street without the penalty that keeps through traffic out', () => {
    const r = one.route('a', 'c')!;
    expect(r.seconds).toBeLessThan(120);
  });

  it('passes private and delivery streets as little, and the matrix agrees with the route', () => {
    for (const access of ['private', 'delivery']) {
      const s = new ScenarioRoutes({ map, ways: [['ab'], ['bcd', { access }], ['de'], ['axye']] });
      expect(s.route('a', 'e')?.nodes).toBe('axye');
      const c = s.point('c');
      const a = s.point('a');
      const m = s.ch.matrix([
        { lng: a[0], lat: a[1] },
        { lng: c[0], lat: c[1] },
      ]);
      expect(m.time[0]![1]).toBe(s.route('a', 'c')!.seconds);
    }
  });

  it('leaves the street freely: a start inside drives out the nearer way', () => {
    expect(one.route('1', 'a')?.nodes).toBe('1ba');
    expect(one.route('2', 'e')?.nodes).toBe('2de');
  });
});

describe('ferries', () => {
  //  a b c
  //      d
  //      e f g
  const map = ['a b c', '    d', '    e f g'].join('\n');

  it('crosses by ferry at 5 km/h without a duration', () => {
    const s = new ScenarioRoutes({ map, ways: [['abc'], ['cde', { route: 'ferry' }], ['efg']] });
    expect(s.route('a', 'g')?.nodes).toBe('abcdefg');
  });

  it.each(['00:01:00', 'PT1M', '1'])('takes the duration tag %s as the crossing time', (duration) => {
    const s = new ScenarioRoutes({ map, ways: [['abc'], ['cde', { route: 'ferry', duration }], ['efg']] });
    const r = s.route('b', 'f')!;
    expect(r.nodes).toBe('bcdef');
    // b→c and e→f: 2 units each on a primary road at 60 km/h, plus the 60 s crossing.
    expect(r.seconds).toBe(Math.round(60 + (4 * 111.1951) / (60 / 3.6)));
  });

  it('does not start or end on the ferry: a stop on it waits at the pier', () => {
    const s = new ScenarioRoutes({ map: 'a b   c d   e f', ways: [['ab'], ['bcde', { route: 'ferry', duration: '0:10' }], ['ef']] });
    expect(s.route('c', 'd')).toBeNull();
  });
});

describe('turn restrictions', () => {
  //      b
  //      |
  //  a---e---c
  //      |
  //      d
  const map = ['    b', '', 'a   e   c', '', '    d'].join('\n');
  const ways = [['ae'], ['be'], ['ce'], ['de']] as const;

  it('no_entry with several from ways bans each', () => {
    const s = new ScenarioRoutes({ map, ways, relations: [{ from: 'ae', via: 'e', to: 'de', tags: { restriction: 'no_entry' } }, { from: 'be', via: 'e', to: 'de', tags: { restriction: 'no_entry' } }] });
    expect(s.route('a', 'd')?.nodes).toBe('aeced');
    expect(s.route('c', 'd')?.nodes).toBe('ced');
  });

  it('ignores no_*_on_red, conditional-only and other modes’ restrictions', () => {
    for (const tags of [{ restriction: 'no_right_turn_on_red' }, { 'restriction:conditional': 'no_right_turn @ (Mo-Fr 07:00-09:00)' }, { 'restriction:hgv': 'no_right_turn' }] as Tags[]) {
      const s = new ScenarioRoutes({ map, ways, relations: [{ from: 'ae', via: 'e', to: 'de', tags }] });
      expect(s.route('a', 'd')?.nodes).toBe('aed');
    }
  });

  //  a - b - c - d
  //      |   f
  //      |
  //      e
  const viaMap = ['a   b   c   d', '        f', '', '    e'].join('\n');
  const viaWays = [['ab'], ['bc'], ['cd'], ['be'], ['cf']] as const;

  it('a via-way no_u_turn-like ban: from ab along bc, not onto cf', () => {
    const s = new ScenarioRoutes({ map: viaMap, ways: viaWays, relations: [{ from: 'ab', via: ['bc'], to: 'cf', tags: { restriction: 'no_right_turn' } }] });
    const free = new ScenarioRoutes({ map: viaMap, ways: viaWays });
    expect(free.route('a', 'f')?.nodes).toBe('abcf');
    // Turning round at e (the road's end) is shorter than at d: a b e b c f.
    expect(s.route('a', 'f')?.nodes).toBe('abebcf');
    // Only the chain from ab is banned: from e the same turn is fine, and ab → bc → cd is too.
    expect(s.route('e', 'f')?.nodes).toBe('ebcf');
    expect(s.route('a', 'd')?.nodes).toBe('abcd');
  });

  it('a via-way only_ restriction: from ab along bc onto cf only', () => {
    const s = new ScenarioRoutes({ map: viaMap, ways: viaWays, relations: [{ from: 'ab', via: ['bc'], to: 'cf', tags: { restriction: 'only_right_turn' } }] });
    expect(s.route('a', 'd')?.nodes).toBe('abcfcd');
    expect(s.route('a', 'e')?.nodes).toBe('abe');
  });

  //  a - - - b - c - - - - - g
  //              |
  //              d
  it('a via-way ban is not dodged by turning round on the via way', () => {
    const m = ['a      b  c             g', '', '          d'].join('\n');
    const w = [['ab'], ['bc'], ['cg'], ['cd']] as const;
    const s = new ScenarioRoutes({ map: m, ways: w, relations: [{ from: 'ab', via: ['bc'], to: 'cd', tags: { restriction: 'no_right_turn' } }] });
    // Back along bc to b and in again would meet c as if from bc alone; the driver turns round at g's dead end.
    expect(s.route('a', 'd')?.nodes).toBe('abcgcd');
  });

  //  a - b - c - d - g        all one-way: east along the top, south down, west along the bottom
  //          |   |   |
  //          e   f - h
  it('keeps a multi-via ban where a turn ban sits on one of its junctions', () => {
    const m = ['a   b   c   d   g', '', '        e   f   h'].join('\n');
    const o = { oneway: 'yes' };
    const w = [['ab', o], ['bc', o], ['cd', o], ['dg', o], ['ce', o], ['df', o], ['gh', o], ['hf', o]] as const;
    const s = new ScenarioRoutes({
      map: m,
      ways: w,
      relations: [
        { from: 'ab', via: ['bc', 'cd'], to: 'df', tags: { restriction: 'no_right_turn' } },
        { from: 'bc', via: 'c', to: 'ce', tags: { restriction: 'no_right_turn' } },
      ],
    });
    expect(s.route('a', 'f')?.nodes).toBe('abcdghf');
    expect(s.route('b', 'f')?.nodes).toBe('bcdf');
  });

  //      x
  //  a - b - c
  //      y   d
  it('leaves out a via-way restriction whose from way runs through its junction', () => {
    const m = ['    x', 'a   b   c', '    y   d'].join('\n');
    const w = [['xby'], ['ab'], ['bc'], ['cd']] as const;
    const s = new ScenarioRoutes({ map: m, ways: w, relations: [{ from: 'xby', via: ['bc'], to: 'cd', tags: { restriction: 'no_right_turn' } }] });
    expect(s.route('x', 'd')?.nodes).toBe('xbcd');
    expect(s.route('y', 'd')?.nodes).toBe('ybcd');
  });

  //  a - b - c - d - g
  //      |       |
  //      e       f
  it('a multi-via ban along two via ways', () => {
    const m = ['a   b   c   d   g', '', '    e       f'].join('\n');
    const w = [['ab'], ['bc'], ['cd'], ['dg'], ['be'], ['df']] as const;
    const s = new ScenarioRoutes({ map: m, ways: w, relations: [{ from: 'ab', via: ['bc', 'cd'], to: 'df', tags: { restriction: 'no_right_turn' } }] });
    expect(s.route('a', 'f')?.nodes).toBe('abebcdf');
    expect(s.route('e', 'f')?.nodes).toBe('ebcdf');
  });

  //          i
  //                   After OSRM's 'Restriction On Compressed Geometry': no right turn from a-c onto c-g, and the
  //      f < e        block c-d-e-f-c is one-way from e to c. Turning round at d or e (junctions) would be
  //      v   |        shorter; the car drives round the block instead (turning round at i's or j's dead end is
  //  a   c   d        longer still).
  //          |
  //      g   |
  //
  //          j
  it('obeys a ban by going round the block, never by turning round at a junction', () => {
    const m = ['        i', '', '    f   e', '', 'a   c   d', '', '    g', '', '        j'].join('\n');
    const w = [['ac'], ['cd'], ['de'], ['efc', { oneway: 'yes' }], ['cg'], ['ei'], ['dj']] as const;
    const s = new ScenarioRoutes({ map: m, ways: w, relations: [{ from: 'ac', via: 'c', to: 'cg', tags: { restriction: 'no_right_turn' } }] });
    expect(s.route('a', 'g')?.nodes).toBe('acdefcg');
    const names = ['a', 'g', 'e'];
    const points = names.map((n) => s.point(n)).map(([lng, lat]) => ({ lng, lat }));
    const matrix = s.ch.matrix(points);
    const oracle = s.dijkstra.matrix(points);
    // The same times; distances summed in another order (the hierarchy's shortcuts) may differ in the last bit.
    expect(matrix.time).toEqual(oracle.time);
    matrix.distance.forEach((row, i) => row.forEach((d, j) => expect(d).toBeCloseTo(oracle.distance[i]![j]!, 9)));
    expect(matrix.time[0]![1]).toBe(s.route('a', 'g')!.seconds);
  });

  //          t              No left turn from a-j onto j-t. Along j-b-c-d-f-g (2 units apart) every junction
  //                         meets a dead-end road 7 units long, so the legal way back to j is into the first
  //  a       j b c d f g    (p), round at its end and back: 18 units. Turning round at the 4th junction along
  //                         (f) would be 16, at the 5th (g) 20. The copies that forbid turning round at a
  //                         junction go out as long as the drive out and back is quicker than the legal way
  //                         (u-turns.ts), here to f; three rounds of them stopped at d, and the route turned
  //            p q r s u    round at f.
  it('obeys a ban by turning round where it may, however many junctions out a u-turn would pay', () => {
    const m = ['        t', '', 'a       j b c d f g', '', '', '', '', '', '', '          p q r s u'].join('\n');
    const w = [['aj'], ['jt'], ['jb'], ['bc'], ['cd'], ['df'], ['fg'], ['bp'], ['cq'], ['dr'], ['fs'], ['gu']] as const;
    const s = new ScenarioRoutes({ map: m, ways: w, relations: [{ from: 'aj', via: 'j', to: 'jt', tags: { restriction: 'no_left_turn' } }] });
    expect(s.route('a', 't')?.nodes).toBe('ajbpbjt');
    expect(s.route('c', 't')?.nodes).toBe('cbjt');
  });

  //  b   a   e   g   h        OSRM's 'Several only_ restrictions at the same segment': from d-a only right onto
  //                           a-e. To reach b the car drives on to h's dead end and back, never turning round at
  //      d                    e or g (two roads meet there, both two-way).
  it('obeys an only_ turn by driving on to a dead end to turn round', () => {
    const m = ['b   a   e   g   h', '', '    d'].join('\n');
    const w = [['ba'], ['ae'], ['eg'], ['gh'], ['da']] as const;
    const s = new ScenarioRoutes({ map: m, ways: w, relations: [{ from: 'da', via: 'a', to: 'ae', tags: { restriction: 'only_right_turn' } }] });
    expect(s.route('d', 'b')?.nodes).toBe('daeghgeab');
    expect(s.route('e', 'b')?.nodes).toBe('eab');
  });
});

describe('connectivity: every usable road stays', () => {
  it('routes along a small network driven one way only', () => {
    const s = new ScenarioRoutes({ map: 'a  b  c', ways: [['ab', { oneway: 'yes' }], ['bc', { oneway: 'yes' }]] });
    expect(s.route('a', 'c')?.nodes).toBe('abc');
    expect(s.route('c', 'a')).toBeNull();
  });

  // GraphHopper's Monaco route from beside the palace: a street that can be left by a one-way street but never
  // entered is a place to start, not to end (the end moves to a road the main network reaches).
  it('starts on a street with a way out but none in, and ends elsewhere', () => {
    const s = new ScenarioRoutes({
      map: ['a  b  c  d', '', 'x  y'].join('\n'),
      ways: [
        ['abcd', { highway: 'residential' }],
        ['xy', { highway: 'residential' }],
        ['yb', { highway: 'residential', oneway: 'yes' }],
      ],
    });
    expect(s.route('x', 'd')?.nodes).toBe('xybcd');
    expect(s.route('d', 'x')).toBeNull();
  });
});

describe('snapping: the nearest road when a route from it exists', () => {
  //  x  y  z          a one-way street joined to nothing larger
  //
  //  p  q  r  s       a two-way street, the largest network
  it('routes along a one-way street apart from the main network, from where the stops are', () => {
    const s = new ScenarioRoutes({
      map: ['x  y  z', '', 'p  q  r  s'].join('\n'),
      ways: [
        ['xyz', { highway: 'residential', oneway: 'yes' }],
        ['pqrs', { highway: 'residential' }],
      ],
    });
    expect(s.route('x', 'z')?.nodes).toBe('xyz');
    expect(s.route('z', 'x')).toBeNull();
    expect(s.route('p', 's')?.nodes).toBe('pqrs');
  });
});

describe('speeds', () => {
  // OSRM's speed_reduction: a signed limit is driven at 80% of it, an unsigned road at its class's typical speed
  // (primary 60 km/h). The road signed 70 over m is 8% longer: at 70 it would win, at 56 it does not.
  it('drives a signed limit at 80% of it, not at the limit', () => {
    const s = new ScenarioRoutes({
      map: ['     m', '', 'a         b'].join('\n'),
      ways: [['ab', { highway: 'primary' }], ['amb', { highway: 'primary', maxspeed: '70' }]],
    });
    expect(s.route('a', 'b')).toMatchObject({ nodes: 'ab', seconds: Math.round((10 * 111.1951) / (60 / 3.6)) });
    const signed = new ScenarioRoutes({ map: 'a         b', ways: [['ab', { highway: 'primary', maxspeed: '50' }]] });
    expect(signed.route('a', 'b')?.seconds).toBe(Math.round((10 * 111.1951) / ((0.8 * 50) / 3.6)));
  });
});
