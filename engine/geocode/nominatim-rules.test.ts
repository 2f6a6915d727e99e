// Nominatim's address rules (osm-search/Nominatim test/bdd/features/db: query/housenumbers, query/interpolation,
// query/postcodes, query/normalization, import/parenting, import/interpolation), each scenario a tiny grid of places written as a real
// .osm.pbf and read by the pack's reader, then asked through our geocoder. Grid cells are 50 m apart; a node's
// name is its cell's label, a way lists labels. "object" in Nominatim's tables is here the point answered.
// Not applicable: placex and location_postcodes table contents, place ids, non-Latin numerals (④⑤, 𑁪𑁫),
// Russian/Japanese number forms, and updates (we rebuild packs whole).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOsmPbf } from '../pack/osm-pbf.ts';
import { writeOsmPbf, type PbfNode, type PbfRelation, type PbfWay } from '../pack/osm-pbf-writer.test-util.ts';
import { loadGazetteer } from './gazetteer-node.ts';
import { haversineMeters } from './geo.ts';
import { Geocoder, type Gazetteer, type GeocodeResult } from './index.ts';

// A quiet spot (Austrian Alps, 47.3 N 10.9 E) whose nearest gazetteer town is far from every test name.
const ORIGIN = { lat: 47.3, lng: 10.9 };
const CELL = 0.00045;

interface Scenario {
  name: string;
  /** Rows of cell labels ('' for none), north first. */
  grid: string[][];
  /** Nodes at the cell of their label (N1 at '1'). */
  nodes?: Record<string, Record<string, string>>;
  /** Ways by id: the labels they run through (closed when first = last), and their tags. */
  ways?: Record<string, [string, Record<string, string>]>;
  relations?: { tags: Record<string, string>; members: [string, string][] }[];
  /** A query, and the node/way whose point must answer it ('street' for a street-level answer), and more checks. */
  /** `gap`: why we still answer otherwise; the check must then fail, so a fix shows here. */
  checks: { q: string; at: string; street?: string; postcode?: string; estimated?: boolean; place?: boolean; gap?: string }[];
}

const grid = (rows: string[]): string[][] => rows.map((r) => r.split('|').map((c) => c.trim()));
const G1 = grid(['10 |    |    |    |    | 11', '   | 1  | 2  |    |    |   ', '   |    |    | 3  | 4  |   ', '20 |    |    |    |    | 21']);
const HOUSE_ROW = grid(['1 |   | 2 |   | 3', '  | 9 |   |   |  ', '  |   |   |   | 4']);

const SCENARIOS: Scenario[] = [
  // query/housenumbers.feature
  {
    name: 'housenumbers: a simple number, before or after the street, with a comma',
    grid: HOUSE_ROW,
    nodes: { 9: { building: 'yes', 'addr:housenumber': '45' } },
    ways: { W10: ['1,2,3', { highway: 'residential', name: 'North Road' }] },
    checks: [
      { q: '45, North Road', at: 'N9' },
      { q: 'North Road 45', at: 'N9' },
    ],
  },
  ...['2;4;12', '2,4,12', '2, 4, 12'].map(
    (hnrs): Scenario => ({
      name: `housenumbers: each number of the list "${hnrs}"`,
      grid: HOUSE_ROW,
      nodes: { 9: { building: 'yes', 'addr:housenumber': hnrs } },
      ways: { W10: ['1,2,3', { highway: 'residential', name: 'Multistr' }] },
      checks: ['2 Multistr', '4 Multistr', '12 Multistr'].map((q) => ({ q, at: 'N9' })),
    }),
  ),
  ...['2a', '2 A', '2-a', '2/A'].map(
    (hnr): Scenario => ({
      name: `housenumbers: number and letter tagged "${hnr}"`,
      grid: HOUSE_ROW,
      nodes: { 9: { building: 'yes', 'addr:housenumber': hnr } },
      ways: { W10: ['1,2,3', { highway: 'residential', name: 'Multistr' }] },
      checks: ['2A Multistr', '2 a Multistr', '2-A Multistr', 'Multistr 2 A'].map((q) => ({ q, at: 'N9' })),
    }),
  ),
  ...['34-10', '34 10', '34/10'].map(
    (hnr): Scenario => ({
      name: `housenumbers: number and number tagged "${hnr}"`,
      grid: HOUSE_ROW,
      nodes: { 9: { building: 'yes', 'addr:housenumber': hnr } },
      ways: { W10: ['1,2,3', { highway: 'residential', name: 'Chester St' }] },
      checks: [
        ...['34-10 Chester St', '34/10 Chester St', '34 10 Chester St'].map((q) => ({ q, at: 'N9' })),
        { q: '3410 Chester St', at: 'street' },
      ],
    }),
  ),
  ...['45bis', '45BIS', '45 BIS', '45 bis'].map(
    (hnr): Scenario => ({
      name: `housenumbers: bis tagged "${hnr}"`,
      grid: HOUSE_ROW,
      nodes: { 9: { building: 'yes', 'addr:housenumber': hnr } },
      ways: { W10: ['1,2,3', { highway: 'residential', name: 'Rue Paris' }] },
      checks: ['Rue Paris 45bis', 'Rue Paris 45 BIS', 'Rue Paris 45BIS', 'Rue Paris 45 bis'].map((q) => ({ q, at: 'N9' })),
    }),
  ),
  ...['45ter', '45 TER'].map(
    (hnr): Scenario => ({
      name: `housenumbers: ter tagged "${hnr}"`,
      grid: HOUSE_ROW,
      nodes: { 9: { building: 'yes', 'addr:housenumber': hnr } },
      ways: { W10: ['1,2,3', { highway: 'residential', name: 'Rue du Berger' }] },
      checks: ['Rue du Berger 45ter', 'Rue du Berger 45 TER', 'Rue du Berger 45 ter'].map((q) => ({ q, at: 'N9' })),
    }),
  ),
  // import/parenting.feature
  {
    name: 'parenting: an address takes its street\'s postcode unless it has one',
    grid: grid(['10 |   |   |   |   | 11', '   |   |   |   |   |   ', '   | 1 |   | 2 |   |   ']),
    nodes: { 1: { 'addr:housenumber': '4' }, 2: { 'addr:housenumber': '5', 'addr:postcode': '99999' } },
    ways: { W1: ['10,11', { highway: 'residential', name: 'galoo', postal_code: '12345' }] },
    checks: [
      { q: '4 galoo', at: 'N1', postcode: '12345' },
      { q: '5 galoo', at: 'N2', postcode: '99999' },
    ],
  },
  {
    name: 'parenting: a number without a street belongs to the closest street',
    grid: G1,
    nodes: { 1: { 'addr:housenumber': '1' }, 2: { 'addr:housenumber': '2' }, 3: { 'addr:housenumber': '3' }, 4: { 'addr:housenumber': '4' } },
    ways: { W1: ['10,11', { highway: 'residential', name: 'Nordweg' }], W2: ['20,21', { highway: 'residential', name: 'Suedweg' }] },
    checks: [
      { q: 'Nordweg 1', at: 'N1' },
      { q: 'Nordweg 2', at: 'N2' },
      { q: 'Suedweg 3', at: 'N3' },
      { q: 'Suedweg 4', at: 'N4' },
    ],
  },
  {
    name: 'parenting: a number without a street avoids unnamed streets',
    grid: G1,
    nodes: { 1: { 'addr:housenumber': '1' }, 2: { 'addr:housenumber': '2' }, 3: { 'addr:housenumber': '3' }, 4: { 'addr:housenumber': '4' } },
    ways: { W1: ['10,11', { highway: 'residential' }], W2: ['20,21', { highway: 'residential', name: 'Suedweg' }] },
    checks: ['1', '2', '3', '4'].map((n) => ({ q: `Suedweg ${n}`, at: `N${n}` })),
  },
  {
    name: 'parenting: addr:street picks the street of that name, not the nearest',
    grid: G1,
    nodes: {
      1: { 'addr:housenumber': '1', 'addr:street': 'south' },
      2: { 'addr:housenumber': '2', 'addr:street': 'north' },
      3: { 'addr:housenumber': '3', 'addr:street': 'south' },
      4: { 'addr:housenumber': '4', 'addr:street': 'north' },
    },
    ways: { W1: ['10,11', { highway: 'residential', name: 'north' }], W2: ['20,21', { highway: 'residential', name: 'south' }] },
    checks: [
      { q: '1 south', at: 'N1' },
      { q: '2 north', at: 'N2' },
      { q: '3 south', at: 'N3' },
      { q: '4 north', at: 'N4' },
    ],
  },
  {
    name: 'parenting: addr:street with an abbreviation',
    grid: G1,
    nodes: { 1: { 'addr:housenumber': '1', 'addr:street': 'south st' }, 2: { 'addr:housenumber': '2', 'addr:street': 'north st' } },
    ways: { W1: ['10,11', { highway: 'residential', name: 'north street' }], W2: ['20,21', { highway: 'residential', name: 'south street' }] },
    checks: [
      { q: '1 south street', at: 'N1', street: 'south street 1' },
      { q: '2 North St', at: 'N2' },
    ],
  },
  {
    name: 'parenting: addr:place belongs to the place',
    grid: grid(['10 |   |   |   |   | 11', '   | 1 |   | 2 |   |   ']),
    nodes: { 1: { 'addr:housenumber': '6', 'addr:place': 'myhamlet' }, 2: { place: 'hamlet', name: 'myhamlet' } },
    ways: { W1: ['10,11', { highway: 'residential', name: 'otherstreet' }] },
    checks: [{ q: '6 myhamlet', at: 'N1' }],
  },
  {
    name: 'parenting: addr:street is preferred over addr:place',
    grid: grid(['10 |   |   |   |   | 11', '   | 1 |   | 2 |   |   ']),
    nodes: { 1: { 'addr:housenumber': '6', 'addr:place': 'myhamlet', 'addr:street': 'mystreet' }, 2: { place: 'hamlet', name: 'myhamlet' } },
    ways: { W1: ['10,11', { highway: 'residential', name: 'mystreet' }] },
    checks: [{ q: 'mystreet 6', at: 'N1' }],
  },
  {
    name: 'parenting: an associatedStreet relation overrides addr:street',
    grid: G1,
    nodes: { 1: { 'addr:housenumber': '1', 'addr:street': 'bar' } },
    ways: { W1: ['10,11', { highway: 'residential', name: 'foo' }], W2: ['20,21', { highway: 'residential', name: 'bar' }] },
    relations: [{ tags: { type: 'associatedStreet' }, members: [['W1', 'street'], ['N1', 'house']] }],
    checks: [{ q: 'foo 1', at: 'N1' }],
  },
  {
    name: 'parenting: a numbered building without a street belongs to the closest street from its centre',
    grid: grid(['10 |    |    |    | 11', '   | 1  |    | 2  |   ', '   |    |    |    |   ', '   | 4  |    | 3  |   ', '   |    |    |    |   ', '   |    |    |    |   ', '20 |    |    |    | 21']),
    ways: {
      W1: ['1,2,3,4,1', { building: 'yes', 'addr:housenumber': '8' }],
      W2: ['10,11', { highway: 'primary', name: 'Hauptweg' }],
      W3: ['20,21', { highway: 'residential', name: 'Talweg' }],
    },
    checks: [{ q: 'Hauptweg 8', at: 'W1' }],
  },
  // query/interpolation.feature, import/interpolation.feature
  {
    name: 'interpolation: a single number between odd ends',
    grid: grid(['1  |  | 2  |  | 3 ', '10 |  | 12 |  | 13', '7  |  | 8  |  | 9 ']),
    nodes: { 1: { 'addr:housenumber': '1' }, 3: { 'addr:housenumber': '5' } },
    ways: { W10: ['10,12,13', { highway: 'primary', name: 'Nickway' }], W1: ['1,3', { 'addr:interpolation': 'odd' }] },
    checks: [{ q: 'Nickway 3', at: 'N2', estimated: true }],
  },
  {
    name: 'interpolation: several numbers between even ends',
    grid: grid(['1  |  | 2  |  | 3 ', '10 |  | 12 |  | 13', '7  |  | 8  |  | 9 ']),
    nodes: { 1: { 'addr:housenumber': '2' }, 3: { 'addr:housenumber': '18' } },
    ways: { W10: ['10,12,13', { highway: 'primary', name: 'Nickway' }], W1: ['1,3', { 'addr:interpolation': 'even' }] },
    checks: [{ q: 'Nickway 10', at: 'N2', estimated: true }],
  },
  {
    name: 'interpolation: numbers are found by their line\'s type',
    grid: grid(['10  | 15 | 11 ', '100 |    | 101', '20  | 25 | 21 ']),
    nodes: { 10: { 'addr:housenumber': '10' }, 11: { 'addr:housenumber': '22' }, 20: { 'addr:housenumber': '11' }, 21: { 'addr:housenumber': '23' } },
    ways: {
      W100: ['100,101', { highway: 'residential', name: 'Ringstr' }],
      W10: ['10,11', { 'addr:interpolation': 'even' }],
      W20: ['20,21', { 'addr:interpolation': 'odd' }],
    },
    checks: [
      { q: 'Ringstr 16', at: 'N15', estimated: true },
      { q: 'Ringstr 17', at: 'N25', estimated: true },
    ],
  },
  // query/normalization.feature: names of places
  {
    name: 'normalization: names in non-Latin scripts',
    grid: grid(['1 |   | 2 |   | 3 |   | 4']),
    nodes: {
      1: { place: 'locality', name: 'Речицкий район' },
      2: { place: 'locality', name: 'Refugio de montaña' },
      3: { place: 'locality', name: '高槻市' },
      4: { place: 'locality', name: 'الدوحة' },
    },
    checks: [
      { q: 'Речицкий район', at: 'N1', place: true },
      { q: 'Refugio de montaña', at: 'N2', place: true },
      { q: '高槻市', at: 'N3', place: true },
      { q: 'الدوحة', at: 'N4', place: true },
    ],
  },
  {
    name: 'normalization: case and spaces do not matter',
    grid: grid(['1 |   |   | 2']),
    nodes: { 1: { place: 'locality', name: 'FooBar' }, 2: { place: 'locality', name: 'one two  three' } },
    checks: [
      ...['FooBar', 'foobar', 'fOObar', 'FOOBAR'].map((q) => ({ q, at: 'N1', place: true })),
      ...['one two three', 'one   two three', 'one two  three', '    one two three'].map((q) => ({ q, at: 'N2', place: true })),
    ],
  },
  {
    name: 'normalization: hyphens, slashes and brackets are spaces',
    grid: grid(['1 |   | 2 |   | 3 |   | 4 |   | 5']),
    nodes: {
      1: { place: 'locality', 'name:de': 'Jim-Knopf-Straße', name: 'Jim-Knopf-Straße' },
      2: { place: 'locality', name: 'Smith/Weston' },
      3: { place: 'locality', name: 'space mountain' },
      4: { place: 'locality', name: 'space' },
      5: { place: 'locality', name: 'mountain' },
    },
    checks: [
      ...['Jim-Knopf-Str', 'Jim Knopf-Str', 'Jim Knopf Str', 'Jim/Knopf-Str', 'Jim-Knopfstr'].map((q) => ({ q, at: 'N1', place: true })),
      ...['Smith/Weston', 'Smith Weston', 'Smith-Weston'].map((q) => ({ q, at: 'N2', place: true })),
      ...['space mountain', 'space-mountain', 'space/mountain', 'space\\mountain', 'space(mountain)'].map((q) => ({ q, at: 'N3', place: true })),
    ],
  },
  // query/postcodes.feature
  ...['3993 DX', '3993DX', '3993 dx'].map(
    (postcode): Scenario => ({
      name: `postcodes: a Dutch postcode tagged "${postcode}", asked with and without its space`,
      grid: grid(['10 |   |   |   | 11']),
      ways: { W1: ['10,11', { highway: 'residential', name: 'De Weide', 'addr:postcode': postcode }] },
      nodes: { 10: {}, 11: {} },
      checks: [
        { q: '3993 DX', at: 'postcode', postcode: '3993 DX' },
        { q: '3993dx', at: 'postcode', postcode: '3993 DX' },
      ],
    }),
  ),
];

/** Node ids: a label's number; way ids from their own "W<n>" (kept apart from nodes by the file's separate id spaces). */
function write(s: Scenario): { nodes: PbfNode[]; ways: PbfWay[]; relations: PbfRelation[]; at: (id: string) => { lat: number; lng: number } } {
  const cell = new Map<string, { lat: number; lng: number }>();
  s.grid.forEach((row, y) => row.forEach((label, x) => label && cell.set(label, { lat: ORIGIN.lat - y * CELL, lng: ORIGIN.lng + x * CELL * 1.5 })));
  const nodes: PbfNode[] = [...cell].map(([label, p]) => ({ id: Number(label), lat: p.lat, lon: p.lng, ...(s.nodes?.[label] ? { tags: s.nodes[label] } : {}) }));
  const ways: PbfWay[] = Object.entries(s.ways ?? {}).map(([id, [refs, tags]]) => ({ id: Number(id.slice(1)), refs: refs.split(',').map(Number), tags }));
  const relations: PbfRelation[] = (s.relations ?? []).map((r, i) => ({
    id: i + 1,
    tags: r.tags,
    members: r.members.map(([m, role]) => ({ type: m.startsWith('W') ? ('way' as const) : ('node' as const), ref: Number(m.slice(1)), role })),
  }));
  const at = (id: string) => {
    if (id.startsWith('N')) return cell.get(id.slice(1))!;
    const ring = s.ways![id]![0].split(',').slice(0, -1).map((l) => cell.get(l)!);
    return { lat: ring.reduce((a, p) => a + p.lat, 0) / ring.length, lng: ring.reduce((a, p) => a + p.lng, 0) / ring.length };
  };
  return { nodes, ways, relations, at };
}

let dir = '';
let gazetteer: Gazetteer;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'nominatim-rules-'));
  gazetteer = loadGazetteer();
}, 300_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

function problem(r: GeocodeResult | null, c: Scenario['checks'][number], at: (id: string) => { lat: number; lng: number }): string | null {
  if (!r) return 'nothing found';
  const shown = `${r.geocodeQualityCode} "${r.street}" ${r.postalCode} at ${r.lat},${r.lng} ${r.note ?? ""}`;
  if (c.at === 'street' && !/^B/.test(r.geocodeQualityCode)) return `expected the street, got ${shown}`;
  if (c.at === 'postcode' && !/^Z/.test(r.geocodeQualityCode)) return `expected the postcode, got ${shown}`;
  if (c.at.startsWith('N') || c.at.startsWith('W')) {
    const p = at(c.at);
    const off = haversineMeters(r.lat, r.lng, p.lat, p.lng);
    if (off > 1) return `${off.toFixed(0)} m from ${c.at}: ${shown}`;
    if (!(c.place ? /^A[56]/ : c.estimated ? /^L1/ : /^P1/).test(r.geocodeQualityCode)) return `wrong quality: ${shown}`;
  }
  if (c.street !== undefined && r.street !== c.street) return `street: ${shown}`;
  if (c.postcode !== undefined && r.postalCode !== c.postcode) return `postcode: ${shown}`;
  return null;
}

describe("Nominatim's address rules on tiny fixtures", () => {
  it.each(SCENARIOS.map((s) => [s.name, s] as const))('%s', async (_, s) => {
    const { nodes, ways, relations, at } = write(s);
    const file = join(dir, `${SCENARIOS.indexOf(s)}.osm.pbf`);
    await writeFile(file, writeOsmPbf(nodes, ways, undefined, relations));
    const read = await readOsmPbf(file);
    const geocoder = Geocoder.fromWays(read.ways, { region: 'Testland', source: 'grid fixture', timestamp: null }, gazetteer, read.features);
    const failures = s.checks.flatMap((c) => {
      const p = problem(geocoder.forward({ location: c.q }), c, at);
      if (c.gap) return p ? [] : [`${c.q}: fixed, remove its gap (${c.gap})`];
      return p ? [`${c.q}: ${p}`] : [];
    });
    expect(failures).toEqual([]);
  });
});
