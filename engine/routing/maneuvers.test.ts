// Turn-by-turn directions on hand-drawn maps: each kind of turn, a new name, a bend that needs no word, a
// roundabout with its exit number, and the figures adding up to the leg's.
import { describe, expect, it } from 'vitest';
import type { Maneuver } from './maneuvers.ts';
import { said, scenario, type Scenario } from './scenario.test-util.ts';
import { at, tinyRouters, way, type GridPoint } from './tiny-region.test-util.ts';

const road = (name: string, ...points: GridPoint[]) => way({ highway: 'residential', name }, ...points);


function drive(ways: ReturnType<typeof way>[], from: GridPoint, to: GridPoint): Maneuver[] {
  const { ch } = tinyRouters(ways);
  const legs = ch.directions([at(from), at(to)]).legs;
  expect(legs).toHaveLength(1);
  return legs[0]!.maneuvers;
}

//            (1,1)
//              │ North Road
//  (0,0) ── (1,0) ── (2,0)   Main Street, west to east
//              │ South Road
//            (1,-1)
const crossing = [road('Main Street', [0, 0], [1, 0], [2, 0]), road('North Road', [1, 0], [1, 1]), road('South Road', [1, 0], [1, -1])];

describe('turns at a junction', () => {
  it('heads out, turns left onto the road north, and arrives', () => {
    const m = drive(crossing, [0.2, 0], [1, 0.8]);
    expect(said(m)).toEqual(['Head east on Main Street', 'Turn left onto North Road', 'Arrive at stop 2']);
    expect(m.map((x) => x.kind)).toEqual(['depart', 'turn', 'arrive']);
    expect(m[1]).toMatchObject({ modifier: 'left', street: 'North Road', lat: 0, lng: 0.001 });
  });

  it('turns right onto the road south', () => {
    expect(said(drive(crossing, [0.2, 0], [1, -0.8]))).toEqual(['Head east on Main Street', 'Turn right onto South Road', 'Arrive at stop 2']);
  });

  it('says nothing where the road goes straight on through a junction', () => {
    expect(said(drive(crossing, [0.2, 0], [1.8, 0]))).toEqual(['Head east on Main Street', 'Arrive at stop 2']);
  });

  it('bears off a road that leaves at a shallow angle', () => {
    const fork = [road('Main Street', [0, 0], [1, 0], [2, 0]), road('Hill Road', [1, 0], [2, 0.5])];
    const m = drive(fork, [0.2, 0], [1.9, 0.45]);
    expect(said(m)).toEqual(['Head east on Main Street', 'Bear left onto Hill Road', 'Arrive at stop 2']);
    expect(m[1]!.modifier).toBe('slight left');
  });

  it('turns sharp onto a road that doubles back', () => {
    const hairpin = [road('Main Street', [0, 0], [1, 0], [2, 0]), road('Back Lane', [1, 0], [0.2, -0.5])];
    const m = drive(hairpin, [0.1, 0], [0.3, -0.44]);
    expect(said(m)).toEqual(['Head east on Main Street', 'Turn sharp right onto Back Lane', 'Arrive at stop 2']);
  });

  it('makes a U-turn onto a road that runs straight back alongside', () => {
    const turnaround = [road('Main Street', [0, 0], [1, 0], [2, 0]), road('Frontage Road', [1, 0], [0, 0.02], [0, 1])];
    const m = drive(turnaround, [0.5, 0], [0, 0.5]);
    expect(m.map((x) => x.kind)).toEqual(['depart', 'uturn', 'arrive']);
    expect(m[1]!.narrative).toBe('Make a U-turn onto Frontage Road');
  });
});

describe('turns a few metres apart', () => {
  //  y=0.2  North Street ───── (1,0.2) ─────
  //                              │ Link, 22 m
  //  y=0    Main Street ──────  (1,0) ──────
  const twoRoads = [
    road('Main Street', [0, 0], [1, 0], [2, 0]),
    road('Link', [1, 0], [1, 0.2]),
    road('North Street', [0, 0.2], [1, 0.2], [2, 0.2]),
  ];

  it('are one manoeuvre: a left and a left through a short link is a U-turn', () => {
    expect(said(drive(twoRoads, [0.5, 0], [0.5, 0.2]))).toEqual(['Head east on Main Street', 'Make a U-turn onto North Street', 'Arrive at stop 2']);
  });

  it('but a left then a right stays two steps, as the driver makes both', () => {
    expect(said(drive(twoRoads, [0.5, 0], [1.5, 0.2]))).toEqual(['Head east on Main Street', 'Turn left onto Link', 'Turn right onto North Street', 'Arrive at stop 2']);
  });
});

describe('names and bends', () => {
  it('says "continue" where the road takes a new name with no turn', () => {
    const renamed = [road('Bridge Street', [0, 0], [1, 0]), road('Harbour Street', [1, 0], [2, 0])];
    expect(said(drive(renamed, [0.2, 0], [1.8, 0]))).toEqual(['Head east on Bridge Street', 'Continue onto Harbour Street', 'Arrive at stop 2']);
  });

  it('says a new road by its name and number as OSRM does: a number carried on under a new name or none is the same road', () => {
    // OSRM's features/guidance/new-name.feature, one character 10 m: a-b then b-c straight on, nothing else there.
    const drive = (ab: Record<string, string>, bc: Record<string, string>) =>
      said(scenario({ map: 'a       b       c', ways: [['ab', { highway: 'primary', ...ab }], ['bc', { highway: 'primary', ...bc }]] })('a', 'c'));
    const quiet = (ab: Record<string, string>, bc: Record<string, string>, head: string) => expect(drive(ab, bc)).toEqual([head, 'Arrive at stop 2']);
    quiet({ name: 'A', ref: 'B1' }, { ref: 'B1;B2' }, 'Head east on A');
    quiet({ ref: 'US 75;US 69' }, { ref: 'US 75' }, 'Head east on US 75;US 69');
    quiet({ name: 'Central Expressway', ref: 'US 75' }, { ref: 'US 75' }, 'Head east on Central Expressway');
    quiet({ ref: 'US 75' }, { name: 'Central Expressway', ref: 'US 75' }, 'Head east on US 75');
    quiet({ name: 'North Central Expressway', ref: 'US 75' }, { name: 'Central Expressway', ref: 'US 75' }, 'Head east on North Central Expressway');
    expect(drive({ ref: 'US 322' }, { ref: 'US 422' })).toEqual(['Head east on US 322', 'Continue onto US 422', 'Arrive at stop 2']);
    expect(drive({ ref: 'B1' }, { name: 'A' })).toEqual(['Head east on B1', 'Continue onto A', 'Arrive at stop 2']);
    expect(drive({ name: 'A', ref: 'B1' }, { name: 'C', ref: 'B1;B2' })).toEqual(['Head east on A', 'Continue onto C', 'Arrive at stop 2']);
  });

  it('says nothing of a short stretch under another name between two of the same road', () => {
    const bridge = [road('Landstrasse', [0, 0], [1, 0]), road('Rheinbrücke', [1, 0], [1.5, 0]), road('Landstrasse', [1.5, 0], [3, 0])];
    expect(said(drive(bridge, [0.2, 0], [2.8, 0]))).toEqual(['Head east on Landstrasse', 'Arrive at stop 2']);
    // 0.5 units is 56 m; at 2 units (222 m) the other name is a road of its own.
    const long = [road('Landstrasse', [0, 0], [1, 0]), road('Rheinbrücke', [1, 0], [3, 0]), road('Landstrasse', [3, 0], [4, 0])];
    expect(said(drive(long, [0.2, 0], [3.8, 0]))).toEqual(['Head east on Landstrasse', 'Continue onto Rheinbrücke', 'Continue onto Landstrasse', 'Arrive at stop 2']);
  });

  it('says nothing where the one road bends with no other way to go', () => {
    const bend = [road('Long Road', [0, 0], [1, 0]), road('Long Road', [1, 0], [1, 1])];
    expect(said(drive(bend, [0.2, 0], [1, 0.8]))).toEqual(['Head east on Long Road', 'Arrive at stop 2']);
  });

  it('says the way to turn without a name when the road has none', () => {
    const unnamed = [road('Main Street', [0, 0], [1, 0], [2, 0]), way({ highway: 'unclassified' }, [1, 0], [1, 1])];
    expect(said(drive(unnamed, [0.2, 0], [1, 0.8]))).toEqual(['Head east on Main Street', 'Turn left', 'Arrive at stop 2']);
  });
});

//              (1,1) North Road
//                │
//              N (1,0.2)
//  West Road  ╱     ╲
//  (0,0) ─ W (0.8,0)  E (1.2,0) ─ (2,0) East Road
//             ╲     ╱
//              S (1,-0.2)
//                │
//              (1,-1) South Road
// The roundabout runs W → S → E → N → W (anticlockwise, one-way by junction=roundabout).
const circle = [
  way({ highway: 'residential', junction: 'roundabout' }, [0.8, 0], [1, -0.2], [1.2, 0], [1, 0.2], [0.8, 0]),
  road('West Road', [0, 0], [0.8, 0]),
  road('South Road', [1, -0.2], [1, -1]),
  road('East Road', [1.2, 0], [2, 0]),
  road('North Road', [1, 0.2], [1, 1]),
];

describe('motorways', () => {
  //  (0,0) ═══ (2,0) ═══════ (4,0) ═══ (8,0)   E6, one-way east
  //            ╱                 ╲            │
  //  (0,-1) ──╱─ on-ramp           ╲ off-ramp │
  //  Exit Road, (0,-1) to (6,-1) to (8,-1) ───┘   (back west, so every road is reachable)
  const motorway = way({ highway: 'motorway', ref: 'E6', oneway: 'yes' }, [0, 0], [2, 0], [4, 0], [8, 0]);
  const onRamp = way({ highway: 'motorway_link', oneway: 'yes' }, [0, -1], [1, -0.5], [2, 0]);
  const offRamp = way({ highway: 'motorway_link', oneway: 'yes' }, [4, 0], [5, -0.5], [6, -1]);
  const exitRoad = road('Exit Road', [0, -1], [6, -1], [8, -1]);
  const endRoad = road('End Road', [8, 0], [8, -1]);
  const start = way({ highway: 'residential' }, [0, 0], [0, -1]);

  it('merges from a slip road, and takes the exit off it', () => {
    const m = drive([motorway, onRamp, offRamp, exitRoad, endRoad, start], [0.5, -0.75], [7.5, -1]);
    // The on-ramp comes from the right of the eastbound carriageway: the driver merges left into its traffic.
    expect(said(m)).toEqual(['Head northeast', 'Merge left onto E6', 'Take the exit on the right', 'Bear left onto Exit Road', 'Arrive at stop 2']);
    expect(m.map((x) => x.kind)).toEqual(['depart', 'merge', 'turn', 'turn', 'arrive']);
    expect(m[1]).toMatchObject({ modifier: 'slight left', street: 'E6' });
    expect(m[2]).toMatchObject({ modifier: 'slight right' });
  });
});

describe('roundabouts', () => {
  it('counts the exits from the entry', () => {
    expect(said(drive(circle, [0.2, 0], [1, -0.8]))[1]).toBe('At the roundabout, take the first exit onto South Road');
    expect(said(drive(circle, [0.2, 0], [1.8, 0]))[1]).toBe('At the roundabout, take the second exit onto East Road');
    const north = drive(circle, [0.2, 0], [1, 0.8]);
    expect(said(north)).toEqual(['Head east on West Road', 'At the roundabout, take the third exit onto North Road', 'Arrive at stop 2']);
    expect(north[1]).toMatchObject({ kind: 'roundabout', exit: 3, street: 'North Road', lat: 0, lng: 0.0008 });
  });

  it('counts a road leaving where the driver enters as the first exit, as GraphHopper does, but not the other carriageway of the road come in on', () => {
    const corner = road('Corner Road', [0.8, 0], [0.4, 0.6]);
    expect(said(drive([...circle, corner], [0.2, 0], [1, -0.8]))[1]).toBe('At the roundabout, take the second exit onto South Road');
    const otherCarriageway = road('West Road', [0.8, 0], [0.4, 0.6]);
    expect(said(drive([...circle, otherCarriageway], [0.2, 0], [1, -0.8]))[1]).toBe('At the roundabout, take the first exit onto South Road');
  });
});

describe('the figures', () => {
  it('add up to the leg, each manoeuvre carrying the stretch to the next', () => {
    const { ch } = tinyRouters(circle);
    const r = ch.directions([at([0.2, 0]), at([1, 0.8]), at([1.8, 0])], { returnToStart: true });
    expect(r.legs.map((l) => l.maneuvers.at(-1)!.narrative)).toEqual(['Arrive at stop 2', 'Arrive at stop 3', 'Arrive back at stop 1']);
    for (const leg of r.legs) {
      const miles = leg.maneuvers.reduce((s, m) => s + m.distance, 0);
      const seconds = leg.maneuvers.reduce((s, m) => s + m.time, 0);
      expect(miles).toBeCloseTo(leg.distance, 6);
      expect(Math.abs(seconds - leg.time)).toBeLessThanOrEqual(leg.maneuvers.length);
      expect(leg.maneuvers[0]!.kind).toBe('depart');
      expect(leg.maneuvers.at(-1)).toMatchObject({ kind: 'arrive', distance: 0, time: 0 });
    }
  });

  it('gives a leg between two points on one road a depart and an arrive', () => {
    expect(said(drive(crossing, [0.2, 0], [0.6, 0]))).toEqual(['Head east on Main Street', 'Arrive at stop 2']);
  });
});

/** A drawing for `scenario` with each letter at [column, row]. */
function drawn(letters: Record<string, [col: number, row: number]>): string {
  const rows: string[][] = [];
  for (const [letter, [col, row]] of Object.entries(letters)) {
    while (rows.length <= row) rows.push([]);
    const r = rows[row]!;
    while (r.length <= col) r.push(' ');
    r[col] = letter;
  }
  return rows.map((r) => r.join('')).join('\n');
}

// Scenarios in OSRM's style (features/guidance/*.feature): a drawn map, its ways, the instructions a route reads.
// One character is 10 m.
describe('directions like the best apps', () => {
  const main = { highway: 'residential', name: 'Main Street' };

  it('says nothing where the street the driver is on is the obvious way on', () => {
    //  a ─ ─ ─ b ─ ─ ─ c     a-b-d is Main Street; b-c is a driveway straight ahead
    //          │
    //          d
    const route = scenario({ map: 'a       b       c\n\n\n\n        d', ways: [['abd', main], ['bc', { highway: 'service' }]] });
    expect(said(route('a', 'd'))).toEqual(['Head east on Main Street', 'Arrive at stop 2']);
  });

  it('never says to turn onto the street the driver is already on: it says how to stay on it', () => {
    //  a ─ ─ ─ b ─ ─ ─ c     Main Street turns right at b; Side Road goes straight on
    //          │
    //          d
    const route = scenario({ map: 'a       b       c\n\n\n\n        d', ways: [['abd', main], ['bc', { highway: 'residential', name: 'Side Road' }]] });
    const m = route('a', 'd');
    expect(said(m)).toEqual(['Head east on Main Street', 'Turn right to stay on Main Street', 'Arrive at stop 2']);
    expect(m[1]).toMatchObject({ kind: 'continue', modifier: 'right', street: 'Main Street' });
  });

  it('says which branch at a fork', () => {
    //                c   Upper Road
    //  a ─ ─ ─ ─ b <
    //                d   Lower Road
    const route = scenario({
      map: '              c\na         b\n              d',
      ways: [['ab', main], ['bc', { highway: 'residential', name: 'Upper Road' }], ['bd', { highway: 'residential', name: 'Lower Road' }]],
    });
    expect(said(route('a', 'c'))).toEqual(['Head east on Main Street', 'Keep left onto Upper Road', 'Arrive at stop 2']);
    expect(said(route('a', 'd'))).toEqual(['Head east on Main Street', 'Keep right onto Lower Road', 'Arrive at stop 2']);
  });

  it('says "continue onto" where only the name changes, and not a word for a name 40 m before a turn', () => {
    //  a ─ ─ ─ ─ ─ ─ b ─ ─ ─ c ─ ─ e     a-b Rheindamm, b-c-d Lochgass (40 m to the turn), c-e Feldweg
    //                        │
    //                        d
    const ways: Scenario['ways'] = [
      ['ab', { highway: 'residential', name: 'Rheindamm' }],
      ['bcd', { highway: 'residential', name: 'Lochgass' }],
      ['ce', { highway: 'residential', name: 'Feldweg' }],
    ];
    const route = scenario({ map: 'a             b   c   e\n\n\n\n\n                  d', ways });
    expect(said(route('a', 'd'))).toEqual(['Head east on Rheindamm', 'Turn right onto Lochgass', 'Arrive at stop 2']);
    // Lochgass is 40 m long when driven straight through to Feldweg: only the name the driver goes on with.
    expect(said(route('a', 'e'))).toEqual(['Head east on Rheindamm', 'Continue onto Feldweg', 'Arrive at stop 2']);
    // A new name with nothing after it on that road is said.
    expect(said(route('a', 'c'))).toEqual(['Head east on Rheindamm', 'Continue onto Lochgass', 'Arrive at stop 2']);
  });

  it('says a new name at the fork that keeps to it, once: "Keep right onto", not "Continue onto" and "Keep right to stay on"', () => {
    //                                   d   Side Road
    //  a ─ ─ ─ ─ b ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ c        a-b Old Road; b-c-e New Road (100 m to the fork at c)
    //                                   e   New Road
    const route = scenario({
      map: drawn({ a: [0, 1], b: [10, 1], c: [20, 1], d: [24, 0], e: [24, 2] }),
      ways: [['ab', { highway: 'residential', name: 'Old Road' }], ['bce', { highway: 'residential', name: 'New Road' }], ['cd', { highway: 'residential', name: 'Side Road' }]],
    });
    const m = route('a', 'e');
    expect(said(m)).toEqual(['Head east on Old Road', 'Keep right onto New Road', 'Arrive at stop 2']);
    expect(m[1]).toMatchObject({ kind: 'turn', modifier: 'slight right', street: 'New Road' });
    expect(said(route('a', 'd'))).toEqual(['Head east on Old Road', 'Continue onto New Road', 'Keep left onto Side Road', 'Arrive at stop 2']);
  });

  it('says the roundabout, not a fork 20 m before it that keeps to the road', () => {
    //                x          a-b-c Main Road forks at b: Slip Road to x, Main Road on to the roundabout at c
    //  a ─ ─ ─ b              (22 m); the roundabout c-m-n-o runs anticlockwise; n-e East Road
    //            c       n ─ e
    //              m
    const route = scenario({
      map: drawn({ o: [14, 0], x: [14, 1], a: [0, 2], b: [8, 2], c: [10, 3], n: [18, 3], e: [24, 3], m: [14, 6] }),
      ways: [
        ['abc', { highway: 'residential', name: 'Main Road' }],
        ['bx', { highway: 'residential', name: 'Slip Road' }],
        ['cmnoc', { highway: 'residential', junction: 'roundabout' }],
        ['ne', { highway: 'residential', name: 'East Road' }],
      ],
    });
    expect(said(route('a', 'e'))).toEqual(['Head east on Main Road', 'At the roundabout, take the first exit onto East Road', 'Arrive at stop 2']);
  });

  it('says a new name before a roundabout in the roundabout step when it exits onto that road, or the name is under 60 m', () => {
    //  a ─ ─ ─ b ─ ─ ─ ─ c       o       a-b Tunnel Road; b-c Union Road to the roundabout c-m-n-o (anticlockwise);
    //                          m   n ─ e  n-e Union Road on; m-s South Road
    //                          s
    const route = (bCol: number) =>
      scenario({
        map: drawn({ o: [24, 0], a: [0, 3], b: [bCol, 3], c: [20, 3], n: [28, 3], e: [34, 3], m: [24, 6], s: [24, 9] }),
        ways: [
          ['ab', { highway: 'residential', name: 'Tunnel Road' }],
          ['bc', { highway: 'residential', name: 'Union Road' }],
          ['cmnoc', { highway: 'residential', junction: 'roundabout' }],
          ['ne', { highway: 'residential', name: 'Union Road' }],
          ['ms', { highway: 'residential', name: 'South Road' }],
        ],
      });
    // Union Road for 100 m, and the roundabout's exit onto it: the exit names it.
    expect(said(route(10)('a', 'e'))).toEqual(['Head east on Tunnel Road', 'At the roundabout, take the second exit onto Union Road', 'Arrive at stop 2']);
    // Union Road for 40 m before a roundabout left onto another road: the roundabout is what the driver acts on.
    expect(said(route(16)('a', 's'))).toEqual(['Head east on Tunnel Road', 'At the roundabout, take the first exit onto South Road', 'Arrive at stop 2']);
    // 100 m of Union Road before it: said.
    expect(said(route(10)('a', 's'))).toEqual(['Head east on Tunnel Road', 'Continue onto Union Road', 'At the roundabout, take the first exit onto South Road', 'Arrive at stop 2']);
  });

  it('names the road an unnamed link leads onto in the turn onto the link', () => {
    //  a ─ ─ ─ b ─ ─ ─ ─ ─ ─ c    Main Street; b-l an unnamed link 141 m south-east, l-m Valley Road on
    //            ╲
    //              l
    //                ╲ m
    const route = scenario({
      map: drawn({ a: [0, 0], b: [6, 0], c: [26, 0], l: [16, 10], m: [26, 20] }),
      ways: [['abc', main], ['bl', { highway: 'residential' }], ['lm', { highway: 'residential', name: 'Valley Road' }]],
    });
    expect(said(route('a', 'm'))).toEqual(['Head east on Main Street', 'Bear right onto Valley Road', 'Arrive at stop 2']);
  });

  it('says a bear and then a turn within 60 m once, as one turn', () => {
    //                  d
    //                  │           a-b-e Main Street; b-c an unnamed link 45 m north-east;
    //                  c ─ f       c-d Hill Road north; c-f goes on
    //             ╱
    //  a ─ ─ ─ ─ b ─ ─ ─ ─ ─ e
    const route = scenario({
      map: '                d\n\n\n                c   f\n\n\na           b         e',
      ways: [['abe', main], ['bcf', { highway: 'residential' }], ['cd', { highway: 'residential', name: 'Hill Road' }]],
    });
    expect(said(route('a', 'd'))).toEqual(['Head east on Main Street', 'Turn left onto Hill Road', 'Arrive at stop 2']);
  });

  it('says an offset crossing a few metres long as one manoeuvre, and a jog along one street as none', () => {
    //          d ─ ─ ─ e     a-b-c Main Street; b-d a 10 m link; d-e Market Street; c-f-g Main Street jogs
    //  a ─ ─ ─ b ─ ─ ─ c
    const route = scenario({
      map: '        d       e\na       b       c',
      ways: [['abc', main], ['bd', { highway: 'residential' }], ['de', { highway: 'residential', name: 'Market Street' }]],
    });
    expect(said(route('a', 'e'))).toEqual(['Head east on Main Street', 'Continue onto Market Street', 'Arrive at stop 2']);
    //  a ─ ─ ─ b             Main Street steps 10 m north at b-c and goes on east; a side road leaves at c
    //          c ─ ─ ─ d
    const jog = scenario({
      map: 'a       b\n        c       d\n                 \n        e',
      ways: [['abcd', main], ['ce', { highway: 'residential', name: 'Side Road' }]],
    });
    expect(said(jog('a', 'd'))).toEqual(['Head east on Main Street', 'Arrive at stop 2']);
  });

  it('sets off and turns in one line when the first junction is a few metres away', () => {
    //  a ─ b ─ ─ ─ ─ c       a-b-c Main Street (a is 20 m from b); b-d North Road
    //      │
    //      d
    const route = scenario({ map: '  a b       c\n\n\n\n    d', ways: [['abc', main], ['bd', { highway: 'residential', name: 'North Road' }]] });
    expect(said(route('a', 'd'))).toEqual(['Head east on Main Street, then turn right onto North Road', 'Arrive at stop 2']);
  });

  it('says the side of the street the stop is on', () => {
    //  a ─ ─ ─ ─ ─ ─ ─ ─ b   Main Street; l is 20 m north of it (left, driving east), r 20 m south
    //            l
    //
    //            r
    const route = scenario({ map: '          l\n\na                 b\n\n          r', ways: [['ab', main]] });
    const left = route('a', 'l');
    expect(said(left)).toEqual(['Head east on Main Street', 'Arrive at stop 2, on the left']);
    expect(left[1]).toMatchObject({ kind: 'arrive', modifier: 'left' });
    expect(said(route('a', 'r'))).toEqual(['Head east on Main Street', 'Arrive at stop 2, on the right']);
    expect(said(route('b', 'r'))).toEqual(['Head west on Main Street', 'Arrive at stop 2, on the left']);
  });

  it('arrives where a car park aisle leaves the street, not with a turn onto the aisle', () => {
    //          c         b-c Centrum Parking (a car park's aisle, 40 m); the stop is at its end
    //          │
    //  a ─ ─ ─ b ─ ─ ─ d
    const route = scenario({
      map: '        c\n\n\n\na       b       d',
      ways: [['abd', main], ['bc', { highway: 'service', service: 'parking_aisle', name: 'Centrum Parking' }]],
    });
    const m = route('a', 'c');
    expect(said(m)).toEqual(['Head east on Main Street', 'Arrive at stop 2, on the left']);
    expect(m[0]!.distance * 1609.344).toBeCloseTo(120, 0);
  });
});
