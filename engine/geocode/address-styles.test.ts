// Other countries' address styles on hand-made extracts written as real .osm.pbf files and read by the pack's
// reader: a Baltimore street grid (number first, N/E abbreviations, state code, ZIP and ZIP+4, units ignored),
// Rome (Via/Viale/Piazza and their abbreviations, the province code, an address on an associatedStreet relation,
// "12 bis") and Amsterdam (postcode "1012 LG" written either way, number additions 12-2 and 12A). Each house
// is answered at its own point with the address written as its country writes it.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOsmPbf } from '../pack/osm-pbf.ts';
import { writeOsmPbf, type PbfNode, type PbfRelation, type PbfWay } from '../pack/osm-pbf-writer.test-util.ts';
import { loadGazetteer } from './gazetteer-node.ts';
import { haversineMeters } from './geo.ts';
import { Geocoder, type GeocodeResult } from './index.ts';

interface Street {
  name: string;
  /** From [lat, lng] to [lat, lng]. */
  from: [number, number];
  to: [number, number];
  /** House numbers along it, left side; tags added to each house node. */
  houses: { number: string; at: number; tags?: Record<string, string> }[];
}

interface CityFixture {
  /** Admin areas, largest first: [admin_level, name]; each a box around the streets, nested. */
  admin: [number, string][];
  /** The town's place node; none where an extract holds none (the town is then known from addr:city alone). */
  place?: { name: string; at: [number, number] };
  streets: Street[];
  /** Extra tagged nodes (POIs) at [lat, lng]. */
  pois?: { at: [number, number]; tags: Record<string, string> }[];
  /** associatedStreet: the street's name, and house numbers (buildings with no addr:street) along that street. */
  associated?: { street: string; houses: { number: string; at: number }[] };
}

/** Nodes, ways and relations for one city: streets with house nodes beside them, nested admin boxes. */
function build(c: CityFixture): { nodes: PbfNode[]; ways: PbfWay[]; relations: PbfRelation[] } {
  let id = 1;
  const nodes: PbfNode[] = [];
  const ways: PbfWay[] = [];
  const relations: PbfRelation[] = [];
  const node = (lat: number, lon: number, tags?: Record<string, string>) => {
    nodes.push({ id, lat, lon, ...(tags ? { tags } : {}) });
    return id++;
  };
  const along = (s: Street, t: number): [number, number] => [s.from[0] + t * (s.to[0] - s.from[0]), s.from[1] + t * (s.to[1] - s.from[1])];
  const streetWay = new Map<string, number>();
  for (const s of c.streets) {
    const refs = [0, 0.25, 0.5, 0.75, 1].map((t) => node(...along(s, t)));
    const wayId = id++;
    ways.push({ id: wayId, refs, tags: { highway: 'residential', name: s.name } });
    streetWay.set(s.name, wayId);
    for (const h of s.houses) {
      const [lat, lng] = along(s, h.at);
      // 15 m beside the street.
      node(lat + 0.000135, lng + 0.000135, { 'addr:housenumber': h.number, 'addr:street': s.name, ...h.tags });
    }
  }
  if (c.associated) {
    const s = c.streets.find((x) => x.name === c.associated!.street)!;
    const members: PbfRelation['members'] = [{ type: 'way', ref: streetWay.get(s.name)!, role: 'street' }];
    for (const h of c.associated.houses) {
      const [lat, lng] = along(s, h.at);
      const ring = [node(lat - 0.0001, lng + 0.0001), node(lat - 0.0001, lng + 0.0002), node(lat - 0.0002, lng + 0.0002), node(lat - 0.0002, lng + 0.0001)];
      const wayId = id++;
      ways.push({ id: wayId, refs: [...ring, ring[0]!], tags: { building: 'yes', 'addr:housenumber': h.number } });
      members.push({ type: 'way', ref: wayId, role: 'house' });
    }
    relations.push({ id: id++, tags: { type: 'associatedStreet', name: s.name }, members });
  }
  for (const p of c.pois ?? []) node(p.at[0], p.at[1], p.tags);
  if (c.place) node(c.place.at[0], c.place.at[1], { place: 'city', name: c.place.name });
  const lats = c.streets.flatMap((s) => [s.from[0], s.to[0]]);
  const lngs = c.streets.flatMap((s) => [s.from[1], s.to[1]]);
  c.admin.forEach(([level, name], i) => {
    const m = 0.02 * (c.admin.length - i);
    const [s, w, n, e] = [Math.min(...lats) - m, Math.min(...lngs) - m, Math.max(...lats) + m, Math.max(...lngs) + m];
    const ring = [node(s, w), node(s, e), node(n, e), node(n, w)];
    const wayId = id++;
    ways.push({ id: wayId, refs: [...ring, ring[0]!], tags: {} });
    relations.push({ id: id++, tags: { type: 'boundary', boundary: 'administrative', admin_level: String(level), name }, members: [{ type: 'way', ref: wayId, role: 'outer' }] });
  });
  return { nodes, ways, relations };
}

const BALTIMORE: CityFixture = {
  admin: [
    [2, 'United States'],
    [4, 'Maryland'],
    [8, 'Baltimore'],
  ],
  place: { name: 'Baltimore', at: [39.29, -76.61] },
  streets: [
    {
      name: 'North Wolfe Street',
      from: [39.295, -76.5915],
      to: [39.3, -76.5915],
      houses: ['611', '613', '615', '617', '619'].map((number, i) => ({ number, at: 0.2 + 0.15 * i, tags: { 'addr:postcode': '21205', 'addr:city': 'Baltimore', 'addr:state': 'MD' } })),
    },
    {
      name: 'Eastern Avenue',
      from: [39.2855, -76.6],
      to: [39.2855, -76.59],
      houses: ['707', '709', '711', '713'].map((number, i) => ({ number, at: 0.2 + 0.2 * i, tags: { 'addr:postcode': '21231', 'addr:city': 'Baltimore', 'addr:state': 'MD' } })),
    },
  ],
  pois: [{ at: [39.2961, -76.5918], tags: { amenity: 'hospital', name: 'Johns Hopkins Hospital', 'addr:housenumber': '600', 'addr:street': 'North Wolfe Street', 'addr:postcode': '21205' } }],
};

/**
 * East Baltimore as Valhalla's test extract of it has it: no boundary the extract holds whole, so every town and
 * state comes from the houses' tags and the world gazetteer; house numbers of four digits, a half number.
 */
const baltimoreHouses = (numbers: string[], postcode: string) =>
  numbers.map((number, i) => ({ number, at: 0.2 + (0.6 * i) / Math.max(1, numbers.length - 1), tags: { 'addr:postcode': postcode, 'addr:city': 'Baltimore', 'addr:state': 'MD' } }));
const EAST_BALTIMORE: CityFixture = {
  admin: [],
  place: { name: 'Baltimore', at: [39.29, -76.61] },
  streets: [
    { name: 'East Fairmount Avenue', from: [39.293, -76.59], to: [39.293, -76.583], houses: baltimoreHouses(['2116', '2118', '2120', '2122'], '21231') },
    { name: 'Cleveland Avenue', from: [39.2615, -76.531], to: [39.2625, -76.528], houses: baltimoreHouses(['224', '226', '226 1/2', '228'], '21222') },
    { name: 'Canton Court', from: [39.2855, -76.5685], to: [39.2857, -76.5675], houses: [] },
    { name: 'South Patterson Park Avenue', from: [39.284, -76.5815], to: [39.2905, -76.5815], houses: [] },
  ],
  pois: [
    { at: [39.2903, -76.6011], tags: { tourism: 'museum', name: 'Jewish Museum of Maryland' } },
    { at: [39.2885, -76.5755], tags: { amenity: 'cafe', name: 'Firehouse Coffee Co.' } },
    { at: [39.2816, -76.5731], tags: { place: 'neighbourhood', name: 'Canton' } },
    { at: [39.2723, -76.5786], tags: { natural: 'bay', name: 'Northwest Harbor' } },
    { at: [39.2894, -76.579], tags: { leisure: 'park', name: 'Patterson Park' } },
    // A chain: one name, several places.
    { at: [39.2807, -76.5803], tags: { amenity: 'cafe', name: 'Daily Grind' } },
    { at: [39.2985, -76.5905], tags: { amenity: 'cafe', name: 'Daily Grind' } },
    { at: [39.2981, -76.5911], tags: { shop: 'convenience', name: '7-Eleven' } },
    { at: [39.2821, -76.5741], tags: { shop: 'convenience', name: '7-Eleven' } },
    { at: [39.273, -76.5307], tags: { shop: 'convenience', name: '7-Eleven' } },
  ],
};

const ROMA: CityFixture = {
  admin: [
    [2, 'Italia'],
    [4, 'Lazio'],
    [6, 'Roma Capitale'],
    [8, 'Roma'],
  ],
  place: { name: 'Roma', at: [41.9, 12.49] },
  streets: [
    { name: 'Via Giuseppe Verdi', from: [41.915, 12.5], to: [41.918, 12.5], houses: ['10', '12', '14', '12 bis'].map((number, i) => ({ number, at: 0.2 + 0.2 * i, tags: { 'addr:postcode': '00198', 'addr:city': 'Roma' } })) },
    { name: 'Viale Regina Margherita', from: [41.912, 12.505], to: [41.912, 12.51], houses: ['3', '5', '7'].map((number, i) => ({ number, at: 0.2 + 0.3 * i, tags: { 'addr:postcode': '00198' } })) },
    { name: 'Piazza Navona', from: [41.899, 12.473], to: [41.9, 12.473], houses: ['1', '3'].map((number, i) => ({ number, at: 0.3 + 0.4 * i, tags: { 'addr:postcode': '00186' } })) },
    { name: 'Via Po', from: [41.914, 12.495], to: [41.917, 12.495], houses: [] },
    // A street named after the town; Viale and Piazza written short; "Duomo" without its "del".
    { name: 'Via Roma', from: [41.895, 12.5], to: [41.895, 12.505], houses: ['10', '12'].map((number, i) => ({ number, at: 0.3 + 0.4 * i, tags: { 'addr:postcode': '00184', 'addr:city': 'Roma' } })) },
    { name: 'Viale Europa', from: [41.83, 12.47], to: [41.832, 12.47], houses: ['3', '5'].map((number, i) => ({ number, at: 0.3 + 0.4 * i, tags: { 'addr:postcode': '00144' } })) },
    { name: 'Piazza del Duomo', from: [41.905, 12.48], to: [41.906, 12.48], houses: [{ number: '1', at: 0.5, tags: { 'addr:postcode': '00186' } }] },
  ],
  associated: { street: 'Via Po', houses: ['8', '10'].map((number, i) => ({ number, at: 0.3 + 0.4 * i })) },
};

/** The middle of Rome as Valhalla's test extract of it has it: no boundary and no place node; "Roma" is only addr:city. */
const ROMA_PLAIN: CityFixture = {
  admin: [],
  streets: [
    { name: 'Via del Corso', from: [41.8965, 12.4821], to: [41.898, 12.4815], houses: ['286', '288'].map((number, i) => ({ number, at: 0.3 + 0.4 * i, tags: { 'addr:postcode': '00186', 'addr:city': 'Roma' } })) },
    { name: 'Via Quattro Novembre', from: [41.8968, 12.4848], to: [41.8975, 12.4858], houses: [{ number: '104', at: 0.5 }] },
    { name: 'Via di Santa Eufemia', from: [41.8966, 12.4839], to: [41.8969, 12.4843], houses: [{ number: '5', at: 0.5, tags: { 'addr:city': 'Roma' } }] },
  ],
};

/** Houses east of Harrisburg with its name as their postal town, nearer to Colonial Park's centre than to Harrisburg's. */
const HARRISBURG_PLAIN: CityFixture = {
  admin: [],
  streets: [
    {
      name: 'Grayson Road',
      from: [40.2635, -76.755],
      to: [40.2643, -76.75],
      houses: ['7788', '7790'].map((number, i) => ({ number, at: 0.3 + 0.4 * i, tags: { 'addr:postcode': '17111', 'addr:city': 'Harrisburg', 'addr:state': 'PA' } })),
    },
  ],
};

const AMSTERDAM: CityFixture = {
  admin: [
    [2, 'Nederland'],
    [4, 'Noord-Holland'],
    [8, 'Amsterdam'],
  ],
  place: { name: 'Amsterdam', at: [52.3728, 4.8936] },
  streets: [
    { name: 'Damrak', from: [52.374, 4.8945], to: [52.377, 4.8965], houses: ['1', '3', '5'].map((number, i) => ({ number, at: 0.2 + 0.3 * i, tags: { 'addr:postcode': '1012 LG', 'addr:city': 'Amsterdam' } })) },
    { name: 'Dam', from: [52.3728, 4.892], to: [52.3733, 4.8945], houses: [{ number: '1', at: 0.5, tags: { 'addr:postcode': '1012 JS', 'addr:city': 'Amsterdam' } }] },
    {
      name: 'Prinsengracht',
      from: [52.38, 4.885],
      to: [52.384, 4.886],
      houses: ['10', '12', '12A', '12-2', '14'].map((number, i) => ({ number, at: 0.1 + 0.2 * i, tags: { 'addr:postcode': '1015 DV', 'addr:city': 'Amsterdam' } })),
    },
    {
      name: 'Kerkstraat',
      from: [52.364, 4.885],
      to: [52.364, 4.895],
      houses: ['8', '10', '10-1', '10-2', '12'].map((number, i) => ({ number, at: 0.1 + 0.2 * i, tags: { 'addr:postcode': '1017 GB', 'addr:city': 'Amsterdam' } })),
    },
    // BAG's ground-floor home: 66-H ("huis"), typed "66 hs" or "66-huis"; 66-1 is the first floor.
    { name: 'Zwaardemakerstraat', from: [52.3446, 4.9294], to: [52.344, 4.9282], houses: ['66-H', '66-1'].map((number, i) => ({ number, at: 0.3 + 0.4 * i, tags: { 'addr:postcode': '1097 SL', 'addr:city': 'Amsterdam' } })) },
    // Written "1e Jan Steenstraat", "2e Jan Steenstraat" on signs and letters.
    { name: 'Eerste Jan Steenstraat', from: [52.356, 4.89], to: [52.357, 4.895], houses: ['3', '5'].map((number, i) => ({ number, at: 0.3 + 0.4 * i, tags: { 'addr:postcode': '1072 NE', 'addr:city': 'Amsterdam' } })) },
    { name: 'Tweede Jan Steenstraat', from: [52.354, 4.892], to: [52.355, 4.897], houses: ['3', '5'].map((number, i) => ({ number, at: 0.3 + 0.4 * i, tags: { 'addr:postcode': '1073 VP', 'addr:city': 'Amsterdam' } })) },
  ],
};

let dir = '';
const geocoders: Record<'us' | 'usPlain' | 'paPlain' | 'it' | 'itPlain' | 'nl', Geocoder> = {} as never;
const houses: Record<string, { lat: number; lng: number }> = {};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'address-styles-'));
  const gazetteer = loadGazetteer();
  for (const [key, fixture, region] of [
    ['us', BALTIMORE, 'Baltimore'],
    // Named as a pack built from a file is when no name is given.
    ['usPlain', EAST_BALTIMORE, 'baltimore'],
    ['it', ROMA, 'Roma'],
    ['itPlain', ROMA_PLAIN, 'rome'],
    ['paPlain', HARRISBURG_PLAIN, 'harrisburg'],
    ['nl', AMSTERDAM, 'Amsterdam'],
  ] as const) {
    const { nodes, ways, relations } = build(fixture);
    const file = join(dir, `${key}.osm.pbf`);
    await writeFile(file, writeOsmPbf(nodes, ways, undefined, relations));
    const read = await readOsmPbf(file);
    for (const a of read.features.addresses) houses[`${key}|${a.street}|${a.housenumber}`] = { lat: a.lat, lng: a.lng };
    geocoders[key] = Geocoder.fromWays(read.ways, { region, source: 'hand-made fixture', timestamp: null }, gazetteer, read.features);
  }
}, 300_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The answer must be the house itself (within 1 m), at house quality, with this street line and display name. */
function expectHouse(r: GeocodeResult | null, house: string, street: string, displayName: string) {
  const at = houses[house];
  expect(at, house).toBeDefined();
  expect(r, house).not.toBeNull();
  expect({ street: r!.street, displayName: r!.displayName, quality: r!.geocodeQualityCode.slice(0, 2) }).toEqual({ street, displayName, quality: 'P1' });
  expect(haversineMeters(r!.lat, r!.lng, at!.lat, at!.lng)).toBeLessThan(1);
  // The town and postcode typed are the house's: no "is not in" doubt.
  expect(r!.geocodeQualityCode.slice(3), house).not.toMatch(/C/);
}

describe('US: Baltimore', () => {
  const wolfe615 = ['us|North Wolfe Street|615', '615 North Wolfe Street', '615 North Wolfe Street, Baltimore, MD 21205, US'] as const;

  it.each([
    '615 N Wolfe St, Baltimore, MD 21205',
    '615 N Wolfe St, Baltimore, MD 21205-1998',
    '615 North Wolfe Street, Baltimore, Maryland',
    '615 N. Wolfe St., Baltimore MD',
    '615 N Wolfe St Apt 3, Baltimore, MD 21205',
    '615 N Wolfe St, Apt 3, Baltimore, MD 21205',
    '615 N Wolfe St Ste 200, Baltimore, MD',
    '615 North Wolfe Street, Floor 2, Baltimore',
    '615 N Wolfe St Baltimore MD 21205 USA',
    '615 N Wolfe St #3, Baltimore, MD',
    '615 n wolfe st baltimore md 21205',
  ])('answers %s with the house, number first', (q) => {
    expectHouse(geocoders.us.forward({ location: q }), ...wolfe615);
    const first = geocoders.us.suggest(q, { limit: 3 })[0];
    expect(first && `${first.type}|${first.street}`, q).toBe('address|615 North Wolfe Street');
    expect(geocoders.us.bulkRow({ location: q })).toMatchObject({ displayName: wolfe615[2], geocodeQualityCode: expect.stringMatching(/^P1/) });
  });

  it('answers a structured query with ZIP+4', () => {
    expectHouse(geocoders.us.forward({ street: '615 N Wolfe St', city: 'Baltimore', state: 'MD', postalCode: '21205-1998' }), ...wolfe615);
  });

  it.each(['711 Eastern Ave Baltimore MD', '711 Eastern Ave, Baltimore, MD 21231', '711 Eastern Avenue Baltimore'])('answers %s', (q) => {
    expectHouse(geocoders.us.forward({ location: q }), 'us|Eastern Avenue|711', '711 Eastern Avenue', '711 Eastern Avenue, Baltimore, MD 21231, US');
    const first = geocoders.us.suggest(q, { limit: 3 })[0];
    expect(first && `${first.type}|${first.street}`, q).toBe('address|711 Eastern Avenue');
  });

  it.each([
    ['615 N Wolfe St, Baltimore, MD 21205', 'us|North Wolfe Street|615'],
    ['615 N Wolfe St, Baltimore, MD 21205-1998', 'us|North Wolfe Street|615'],
    ['615 North Wolfe Street, Baltimore, Maryland', 'us|North Wolfe Street|615'],
    ['711 Eastern Ave., Baltimore, Maryland', 'us|Eastern Avenue|711'],
    ['711 Eastern Ave Baltimore MD 21231', 'us|Eastern Avenue|711'],
    ['711 Eastern Ave, Baltimore, MD, US', 'us|Eastern Avenue|711'],
  ])('suggests the house for %s, the state and ZIP read off as the geocoder reads them', (q, key) => {
    const [, street, number] = key.split('|');
    expect(geocoders.us.suggest(q)[0]).toMatchObject({ type: 'address', name: `${number} ${street}` });
  });

  it.each(['615 North Wolfe S', '615 North Wolfe St', '615 North Wolfe Str', '615 North Wolfe Stre'])('suggests the house while Street is typed: %s', (q) => {
    expect(geocoders.us.suggest(q, { limit: 3 })[0]).toMatchObject({ type: 'address', name: '615 North Wolfe Street' });
  });

  it('writes a reverse geocode and a suggestion number first', () => {
    const at = houses['us|North Wolfe Street|615']!;
    expect(geocoders.us.reverse(at.lat, at.lng)).toMatchObject({ street: '615 North Wolfe Street', displayName: '615 North Wolfe Street, Baltimore, MD 21205, US' });
    const [first] = geocoders.us.suggest('615 N Wolfe', { near: at });
    expect(first).toMatchObject({ name: '615 North Wolfe Street', displayString: '615 North Wolfe Street, Baltimore, MD 21205, US' });
  });

  it("writes a POI's own street line number first", () => {
    const [first] = geocoders.us.suggest('Johns Hopkins Hospital', { near: houses['us|North Wolfe Street|615'] });
    expect(first).toMatchObject({ name: 'Johns Hopkins Hospital', street: '600 North Wolfe Street' });
    expect(first!.displayString).toBe('Johns Hopkins Hospital, 600 North Wolfe Street, Baltimore, MD, US');
  });
});

describe('US: East Baltimore, an extract without boundaries', () => {
  const house = (number: string) => [`usPlain|East Fairmount Avenue|${number}`, `${number} East Fairmount Avenue`, `${number} East Fairmount Avenue, Baltimore, MD 21231, US`] as const;

  it.each(['2120 East Fairmount Avenue', '2120 E Fairmount Ave Baltimore MD', '2120 E Fairmount Ave, Baltimore, Maryland', '2120 E Fairmount Ave Baltimore Maryland'])(
    'reads four digits before a street as its house number, not a postcode: %s',
    (q) => {
      expectHouse(geocoders.usPlain.forward({ location: q }), ...house('2120'));
      expect(geocoders.usPlain.forward({ location: q })!.note).toBeUndefined();
    },
  );

  it('writes a suggested house as the forward geocoder does, its town and state from the gazetteer', () => {
    const [first] = geocoders.usPlain.suggest('2120 East Fairmount Avenue');
    expect(first).toMatchObject({ type: 'address', name: '2120 East Fairmount Avenue', displayString: '2120 East Fairmount Avenue, Baltimore, MD 21231, US' });
  });

  it('says a street is in the big city around it, not in the village of 2,000 nearest to it (Butcher\'s Hill)', () => {
    expect(geocoders.usPlain.forward({ location: 'East Fairmount Avenue' })).toMatchObject({ adminArea5: 'Baltimore', adminArea3: 'MD', adminArea1: 'US' });
    expect(geocoders.usPlain.suggest('Canton Court')[0]).toMatchObject({ displayString: 'Canton Court, Baltimore, MD, US' });
  });

  it.each([
    ['Jewish Museum of Maryland', 'Jewish Museum of Maryland', [39.2903, -76.6011]],
    ['Jewish Museum of Maryland, Baltimore, MD', 'Jewish Museum of Maryland', [39.2903, -76.6011]],
    ['Firehouse Coffee Co.', 'Firehouse Coffee Co.', [39.2885, -76.5755]],
    ['Canton, Baltimore', 'Canton', [39.2816, -76.5731]],
    ['Canton Baltimore', 'Canton', [39.2816, -76.5731]],
    ['Northwest Harbor', 'Northwest Harbor', [39.2723, -76.5786]],
  ] as const)('answers %s with the place of that name, not a state, a street holding a word of it or a far town', (q, name, [lat, lng]) => {
    const r = geocoders.usPlain.forward({ location: q });
    expect(r?.displayName).toMatch(new RegExp(`^${name}, Baltimore, MD, US$`));
    expect(haversineMeters(r!.lat, r!.lng, lat, lng)).toBeLessThan(1);
  });

  it.each(['East Fairmount Ave Baltimore MD', 'East Fairmount Avenue Baltimore Maryland'])('reads %s as a street, a town and a state, not a state alone', (q) => {
    expect(geocoders.usPlain.forward({ location: q })).toMatchObject({ street: 'East Fairmount Avenue', adminArea5: 'Baltimore', geocodeQualityCode: expect.stringMatching(/^B1/) });
  });

  it.each(['Baltimore MD', 'Baltimore Maryland', 'Baltimore, Maryland'])('answers %s with the city, no doubt in a note', (q) => {
    const r = geocoders.usPlain.forward({ location: q });
    expect(r).toMatchObject({ adminArea5: 'Baltimore', adminArea3: 'MD', geocodeQualityCode: expect.stringMatching(/^A5/) });
    expect(r!.note).toBeUndefined();
  });

  it.each(['Harrisburg', 'Harrisburg PA', 'Harrisburg Pennsylvania', '7790 Grayson Rd Harrisburg Pennsylvania'])(
    'answers %s in Harrisburg, whose name its houses carry, not the town nearest to their middle',
    (q) => {
      const r = geocoders.paPlain.forward({ location: q });
      expect(r).toMatchObject({ adminArea5: 'Harrisburg', adminArea3: 'PA' });
      expect(r!.note).toBeUndefined();
    },
  );

  it('suggests the one of a chain in the town typed, where no boundary says which town a point is in', () => {
    const [first] = geocoders.usPlain.suggest('7-Eleven Dundalk');
    expect(first).toMatchObject({ name: '7-Eleven', displayString: '7-Eleven, Dundalk, MD, US' });
  });

  it("names a reverse answer's neighbourhood from the extract's own neighbourhood nodes", () => {
    expect(geocoders.usPlain.reverse(39.2856, -76.568)).toMatchObject({ street: 'Canton Court', adminArea6: 'Canton', adminArea5: 'Baltimore' });
  });

  it('suggests the park named as typed before the avenue named after it', () => {
    expect(geocoders.usPlain.suggest('Patterson Park')[0]).toMatchObject({ name: 'Patterson Park', kind: 'Park' });
    expect(geocoders.usPlain.suggest('Patterson Park Ave')[0]).toMatchObject({ name: 'South Patterson Park Avenue' });
  });

  it.each([
    ['Daily Grind in Canton', [39.2807, -76.5803]],
    ['Daily Grind, Canton', [39.2807, -76.5803]],
    ['Daily Grind near Canton', [39.2807, -76.5803]],
    ['7-Eleven Canton', [39.2821, -76.5741]],
    ['7-Eleven near 39.298,-76.591', [39.2981, -76.5911]],
  ] as const)('answers %s with the one of that name nearest the place', (q, [lat, lng]) => {
    const r = geocoders.usPlain.forward({ location: q });
    expect(r?.geocodeQualityCode).toMatch(/^P1/);
    expect(haversineMeters(r!.lat, r!.lng, lat, lng)).toBeLessThan(1);
  });

  it.each(['226 1/2 Cleveland Avenue', '226 1/2 Cleveland Ave, Baltimore, MD 21222'])('tells the half number from its neighbours: %s', (q) => {
    const r = geocoders.usPlain.forward({ location: q });
    expectHouse(r, 'usPlain|Cleveland Avenue|226 1/2', '226 1/2 Cleveland Avenue', '226 1/2 Cleveland Avenue, Baltimore, MD 21222, US');
    expect(geocoders.usPlain.forward({ location: '226 Cleveland Avenue' })!.street).toBe('226 Cleveland Avenue');
  });
});

describe('Italy: Rome', () => {
  it.each(['Via Giuseppe Verdi 12, 00198 Roma', 'Via Giuseppe Verdi, 12, Roma', 'via giuseppe verdi 12 roma', 'Via Giuseppe Verdi 12, 00198 Roma RM, Italia', 'Via Giuseppe Verdi 12 00198 Roma RM', 'Via Giuseppe Verdi 12 Roma RM', 'Via Giuseppe Verdi 12 Roma Italia'])('answers %s', (q) => {
    expectHouse(geocoders.it.forward({ location: q }), 'it|Via Giuseppe Verdi|12', 'Via Giuseppe Verdi 12', 'Via Giuseppe Verdi 12, 00198 Roma RM, IT');
  });

  it('tells 12 bis from 12', () => {
    expectHouse(geocoders.it.forward({ location: 'Via Giuseppe Verdi 12 bis, Roma' }), 'it|Via Giuseppe Verdi|12 bis', 'Via Giuseppe Verdi 12 bis', 'Via Giuseppe Verdi 12 bis, 00198 Roma RM, IT');
  });

  it.each(['V.le Regina Margherita 5, Roma', 'Vle Regina Margherita 5 Roma', 'Viale Regina Margherita 5, 00198 Roma'])('reads the abbreviation of Viale: %s', (q) => {
    expectHouse(geocoders.it.forward({ location: q }), 'it|Viale Regina Margherita|5', 'Viale Regina Margherita 5', 'Viale Regina Margherita 5, 00198 Roma RM, IT');
  });

  it.each(['P.za Navona 3, Roma', 'P.zza Navona 3, Roma', 'Piazza Navona 3, 00186 Roma'])('reads the abbreviation of Piazza: %s', (q) => {
    expectHouse(geocoders.it.forward({ location: q }), 'it|Piazza Navona|3', 'Piazza Navona 3', 'Piazza Navona 3, 00186 Roma RM, IT');
  });

  it.each([
    ['Via Roma 12, 00184 Roma', 'Via Roma', '12', '00184'],
    ['Via Roma 12 Roma', 'Via Roma', '12', '00184'],
    ['Via Roma, 12, 00184 Roma RM', 'Via Roma', '12', '00184'],
    ['V.le Europa 5', 'Viale Europa', '5', '00144'],
    ['V.le Europa 5, 00144 Roma', 'Viale Europa', '5', '00144'],
    ['P.za Duomo 1', 'Piazza del Duomo', '1', '00186'],
    ['P.za Duomo 1, Roma', 'Piazza del Duomo', '1', '00186'],
    ['Piazza Duomo 1 Roma', 'Piazza del Duomo', '1', '00186'],
    ['Via Roma, 12, 00184 Roma RM, Italia', 'Via Roma', '12', '00184'],
    ['via roma 12', 'Via Roma', '12', '00184'],
    ['Viale Europa, 5, Roma', 'Viale Europa', '5', '00144'],
    ['00144 Roma, Viale Europa 5', 'Viale Europa', '5', '00144'],
  ])('answers %s, in search-ahead too', (q, street, number, postcode) => {
    expectHouse(geocoders.it.forward({ location: q }), `it|${street}|${number}`, `${street} ${number}`, `${street} ${number}, ${postcode} Roma RM, IT`);
    const first = geocoders.it.suggest(q, { limit: 3 })[0];
    expect(first && `${first.type}|${first.street}`, q).toBe(`address|${street} ${number}`);
  });

  it('finds a house numbered on an associatedStreet relation (no addr:street of its own)', () => {
    const r = geocoders.it.forward({ location: 'Via Po 10, Roma' });
    expect(r).toMatchObject({ street: 'Via Po 10', adminArea1: 'IT' });
    expect(r!.geocodeQualityCode).toMatch(/^P1/);
    expect(r!.displayName).toMatch(/^Via Po 10, .*Roma RM, IT$/);
  });
});

describe('Italy: the middle of Rome, an extract without boundaries or a place node', () => {
  it.each(['Via Quattro Novembre 104, Roma', 'Via Quattro Novembre 104, 00187 Roma', 'Via del Corso 288, Roma'])('answers %s at the house, in Roma without doubt', (q) => {
    const r = geocoders.itPlain.forward({ location: q });
    expect(r?.geocodeQualityCode).toMatch(/^P1AA/);
    expect(r?.note).toBeUndefined();
  });

  it.each(['Via S. Eufemia 5, Roma', 'Via S Eufemia 5', 'Via Santa Eufemia 5'])('reads S. as Santa (or San, Santo, Sant\'): %s', (q) => {
    expect(geocoders.itPlain.forward({ location: q })).toMatchObject({ street: 'Via di Santa Eufemia 5', geocodeQualityCode: expect.stringMatching(/^P1/) });
  });

  it('writes the town as its addresses do ("Roma"), not as the gazetteer does ("Rome"), where nothing else names it', () => {
    expect(geocoders.itPlain.forward({ location: 'Via Quattro Novembre 104' })?.displayName).toMatch(/^Via Quattro Novembre 104, (\d{5} )?Roma, IT$/);
    expect(geocoders.itPlain.forward({ location: 'Roma' })?.displayName).toBe('Roma, IT');
  });

  it.each(['Roma', 'Via Inesistente 3, Roma'])('answers %s in Rome, Italy, never Roma, Texas', (q) => {
    expect(geocoders.itPlain.forward({ location: q })).toMatchObject({ adminArea1: 'IT', geocodeQualityCode: expect.stringMatching(/^A5/) });
  });
});

describe('Netherlands: Amsterdam', () => {
  const damrak1 = ['nl|Damrak|1', 'Damrak 1', 'Damrak 1, 1012 LG Amsterdam, NL'] as const;

  it.each(['Damrak 1, 1012 LG Amsterdam', 'Damrak 1, 1012LG Amsterdam', 'Damrak 1 1012LG', 'damrak 1 amsterdam', '1012 LG Amsterdam, Damrak 1'])('answers %s', (q) => {
    expectHouse(geocoders.nl.forward({ location: q }), ...damrak1);
  });

  it('answers a postcode alone, with or without its space', () => {
    for (const q of ['1012 LG', '1012LG', '1012lg']) {
      const r = geocoders.nl.forward({ location: q });
      expect(r, q).toMatchObject({ postalCode: '1012 LG', adminArea1: 'NL' });
      expect(r!.geocodeQualityCode, q).toMatch(/^Z1/);
    }
  });

  it('answers Dam 1 Amsterdam (a street named like a word of the town)', () => {
    expectHouse(geocoders.nl.forward({ location: 'Dam 1 Amsterdam' }), 'nl|Dam|1', 'Dam 1', 'Dam 1, 1012 JS Amsterdam, NL');
  });

  it.each([
    ['Prinsengracht 12-2, Amsterdam', '12-2'],
    ['Prinsengracht 12A, Amsterdam', '12A'],
    ['Prinsengracht 12 A Amsterdam', '12A'],
    ['Prinsengracht 12, Amsterdam', '12'],
  ])('tells the number additions apart: %s', (q, number) => {
    expectHouse(geocoders.nl.forward({ location: q }), `nl|Prinsengracht|${number}`, `Prinsengracht ${number}`, `Prinsengracht ${number}, 1015 DV Amsterdam, NL`);
  });

  it.each([
    ['Damrak 1, 1012 LG Amsterdam', 'Damrak', '1', '1012 LG'],
    ['Kerkstraat 10-2', 'Kerkstraat', '10-2', '1017 GB'],
    ['Kerkstraat 10-2, Amsterdam', 'Kerkstraat', '10-2', '1017 GB'],
    ['Kerkstraat 10-1, 1017 GB Amsterdam', 'Kerkstraat', '10-1', '1017 GB'],
    ['1e Jan Steenstraat 5', 'Eerste Jan Steenstraat', '5', '1072 NE'],
    ['1e Jan Steenstraat 5, Amsterdam', 'Eerste Jan Steenstraat', '5', '1072 NE'],
    ['1e Jan Steenstraat 5, 1072 NE Amsterdam', 'Eerste Jan Steenstraat', '5', '1072 NE'],
    ['Eerste Jan Steenstraat 5 Amsterdam', 'Eerste Jan Steenstraat', '5', '1072 NE'],
    ['2e Jan Steenstraat 5', 'Tweede Jan Steenstraat', '5', '1073 VP'],
    ['Kerkstraat 10 2, Amsterdam', 'Kerkstraat', '10-2', '1017 GB'],
    ['Kerkstraat 10/2 Amsterdam', 'Kerkstraat', '10-2', '1017 GB'],
    ['Kerkstraat 10-2, 1017GB Amsterdam, Nederland', 'Kerkstraat', '10-2', '1017 GB'],
    ['1017 GB Amsterdam, Kerkstraat 10-2', 'Kerkstraat', '10-2', '1017 GB'],
    ['kerkstraat 8 amsterdam', 'Kerkstraat', '8', '1017 GB'],
    ['Kerkstr. 8, Amsterdam', 'Kerkstraat', '8', '1017 GB'],
    ['Kerkstr 8', 'Kerkstraat', '8', '1017 GB'],
    ['Zwaardemakerstraat 66 hs', 'Zwaardemakerstraat', '66-H', '1097 SL'],
    ['Zwaardemakerstraat 66-huis, Amsterdam', 'Zwaardemakerstraat', '66-H', '1097 SL'],
    ['Zwaardemakerstraat 66H', 'Zwaardemakerstraat', '66-H', '1097 SL'],
  ])('answers %s, in search-ahead too', (q, street, number, postcode) => {
    expectHouse(geocoders.nl.forward({ location: q }), `nl|${street}|${number}`, `${street} ${number}`, `${street} ${number}, ${postcode} Amsterdam, NL`);
    const first = geocoders.nl.suggest(q, { limit: 3 })[0];
    expect(first && `${first.type}|${first.street}`, q).toBe(`address|${street} ${number}`);
  });

  it('never answers 2 with 12-2 (a flat of house 12, not a range from 12 to 2)', () => {
    const r = geocoders.nl.forward({ location: 'Prinsengracht 2, Amsterdam' });
    expect(r?.geocodeQualityCode).not.toMatch(/^P1/);
  });
});
