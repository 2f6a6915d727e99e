// Real OpenStreetMap extracts of cities in other countries, as their mappers tagged them (Valhalla's test data,
// see data/README.md): East Baltimore (no boundary the extract holds whole, house numbers of four digits, halves,
// state and ZIP), the middle of Rome (no place node, "Roma" only in addr:city) and a corner of Amsterdam. Every
// tagged address is asked for the ways people write it and must answer at a point tagged with that address; every
// address point reverse geocodes to its own number and street; every named point of interest whose name is its
// own is found by that name.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AddressPoint, MapFeatures } from '../pack/map-features.ts';
import { readOsmPbf } from '../pack/osm-pbf.ts';
import { loadGazetteer } from './gazetteer-node.ts';
import { haversineMeters } from './geo.ts';
import { Geocoder, type GeocodeResult } from './index.ts';

const DIR = join(import.meta.dirname, '../../data/test-extracts');

interface Extract {
  geocoder: Geocoder;
  features: MapFeatures;
  /** Tagged addresses with a street (interpolated numbers left out: they are our estimates, not the data's). */
  addresses: AddressPoint[];
}

const extracts: Record<string, Extract> = {};

beforeAll(async () => {
  const gazetteer = loadGazetteer();
  for (const name of ['baltimore', 'rome', 'amsterdam']) {
    const read = await readOsmPbf(join(DIR, `${name}.osm.pbf`));
    const geocoder = Geocoder.fromWays(read.ways, { region: name, source: 'OpenStreetMap (Valhalla test data)', timestamp: null }, gazetteer, read.features);
    const addresses = read.features.addresses.filter((a) => a.street && !a.interpolated);
    extracts[name] = { geocoder, features: read.features, addresses };
  }
}, 300_000);

/** True when the answer is at house level, within 50 m of a point tagged with this street and number. */
function atAddress(e: Extract, r: GeocodeResult | null, a: AddressPoint): boolean {
  if (!r || !/^(P1|L1)/.test(r.geocodeQualityCode)) return false;
  return e.addresses.some((b) => b.street === a.street && b.housenumber === a.housenumber && haversineMeters(r.lat, r.lng, b.lat, b.lng) <= 50);
}

/** The share of addresses a way of writing them answers at the address, and the first few that missed. */
function hitRate(e: Extract, write: (a: AddressPoint) => string): { rate: number; missed: string[] } {
  const missed: string[] = [];
  for (const a of e.addresses) {
    const q = write(a).replace(/\s+/g, ' ').replace(/ ,/g, ',').trim();
    const r = e.geocoder.forward({ location: q });
    if (!atAddress(e, r, a)) missed.push(`${q} -> ${r?.displayName ?? 'nothing'}`);
  }
  return { rate: 1 - missed.length / e.addresses.length, missed: missed.slice(0, 5) };
}

const US_SHORT: [RegExp, string][] = [
  [/^North /, 'N '],
  [/^South /, 'S '],
  [/^East /, 'E '],
  [/^West /, 'W '],
  [/ Street$/, ' St'],
  [/ Avenue$/, ' Ave'],
  [/ Road$/, ' Rd'],
  [/ Boulevard$/, ' Blvd'],
  [/ Drive$/, ' Dr'],
  [/ Lane$/, ' Ln'],
  [/ Place$/, ' Pl'],
  [/ Court$/, ' Ct'],
];
const usShort = (street: string) => US_SHORT.reduce((s, [re, to]) => s.replace(re, to), street);

describe('East Baltimore, US', () => {
  const e = () => extracts.baltimore!;

  it('holds the extract as tagged', () => {
    expect(e().addresses.length).toBeGreaterThan(1300);
  });

  it.each([
    ['as a letter is addressed', (a: AddressPoint) => `${a.housenumber} ${a.street}, ${a.city ?? ''}, MD ${a.postcode ?? ''}`],
    ['abbreviated, with town and state, no commas', (a: AddressPoint) => `${a.housenumber} ${usShort(a.street!)} ${a.city ?? ''} MD`],
    ['number and street alone', (a: AddressPoint) => `${a.housenumber} ${a.street}`],
  ] as const)('answers all but one in 200 addresses at the house, written %s', (_how, write) => {
    const { rate, missed } = hitRate(e(), write);
    expect(rate, missed.join('\n')).toBeGreaterThanOrEqual(0.995);
  });

  it('suggests the house as a visitor types it: first when typed whole, in the first five with the street half typed', () => {
    const at = (a: AddressPoint, s: { lat: number; lng: number } | undefined) =>
      s !== undefined && e().addresses.some((b) => b.street === a.street && b.housenumber === a.housenumber && haversineMeters(s.lat, s.lng, b.lat, b.lng) <= 50);
    const whole = e().addresses.filter((a) => !at(a, e().geocoder.suggest(`${a.housenumber} ${a.street}`, { limit: 5 })[0]));
    // "615 North Wolfe Str", "711 Eastern Aven": the street's last three letters not typed yet.
    const half = e().addresses.filter((a) => !e().geocoder.suggest(`${a.housenumber} ${a.street!.slice(0, -3)}`, { limit: 5 }).some((s) => at(a, s)));
    const share = (missed: AddressPoint[]) => 1 - missed.length / e().addresses.length;
    expect(share(whole), whole.slice(0, 5).map((a) => `${a.housenumber} ${a.street}`).join('\n')).toBeGreaterThanOrEqual(0.99);
    expect(share(half), half.slice(0, 5).map((a) => `${a.housenumber} ${a.street!.slice(0, -3)}`).join('\n')).toBeGreaterThanOrEqual(0.99);
  });

  it.each(['Eastern Ave & S Conkling St', 'Eastern Ave and Conkling St, Baltimore', 'corner of Eastern Ave and Conkling St', 'Eastern Ave at Conkling St', 'S Conkling St & Eastern Ave, Baltimore, MD'])(
    'answers the crossing of %s',
    (q) => {
      const r = e().geocoder.forward({ location: q });
      expect(r?.geocodeQualityCode).toMatch(/^I1/);
      expect(haversineMeters(r!.lat, r!.lng, 39.286619, -76.567169)).toBeLessThan(20);
    },
  );

  it.each(['Wolfe St & Eastern Ave', 'N Wolfe St and E Eastern Ave', 'Wolfe and Eastern, Baltimore, MD', 'Eastern & Conkling'])(
    'answers the corner of %s, named by the words of its streets, forward and first in search-ahead',
    (q) => {
      const r = e().geocoder.forward({ location: q });
      expect(r?.geocodeQualityCode).toMatch(/^I1B/);
      const top = e().geocoder.suggest(q, { limit: 5 })[0];
      expect(top?.type).toBe('intersection');
      expect(haversineMeters(top!.lat, top!.lng, r!.lat, r!.lng)).toBeLessThan(20);
    },
  );

  it('names a street by the city around it and a reverse answer by its neighbourhood, where no boundary says so', () => {
    expect(e().geocoder.forward({ location: 'Eastern Avenue, Baltimore' })).toMatchObject({ adminArea5: 'Baltimore', adminArea3: 'MD' });
    expect(e().geocoder.reverse(39.2905, -76.57)).toMatchObject({ street: 'South Clinton Street', adminArea5: 'Baltimore', adminArea6: 'Highlandtown' });
  });

  it('reverse geocodes all but one in 200 address points to their own number and street', () => {
    const missed = e().addresses.filter((a) => {
      const r = e().geocoder.reverse(a.lat, a.lng);
      return !r || !r.street.startsWith(`${a.housenumber} `) || !r.street.endsWith(a.street!);
    });
    expect(1 - missed.length / e().addresses.length, missed.slice(0, 5).map((a) => `${a.housenumber} ${a.street}`).join('\n')).toBeGreaterThanOrEqual(0.995);
  });

  it('finds all but one in 50 points of interest with a name of their own by that name, in the city', () => {
    const pois = e().features.pois;
    const count = new Map<string, number>();
    for (const p of pois) if (p.names[0]) count.set(p.names[0], (count.get(p.names[0]) ?? 0) + 1);
    const own = pois.filter((p) => p.names[0] && count.get(p.names[0]) === 1);
    const missed = own.filter((p) => {
      const r = e().geocoder.forward({ location: p.names[0]! });
      return !r || haversineMeters(r.lat, r.lng, p.lat, p.lng) > 1 || r.adminArea1 !== 'US';
    });
    expect(own.length).toBeGreaterThan(300);
    expect(1 - missed.length / own.length, missed.slice(0, 5).map((p) => p.names[0]).join('\n')).toBeGreaterThanOrEqual(0.98);
  });
});

describe.each([
  ['rome', 'Roma', (a: AddressPoint) => `${a.street} ${a.housenumber}, ${a.postcode ?? ''} Roma`],
  ['amsterdam', 'Amsterdam', (a: AddressPoint) => `${a.street} ${a.housenumber}, ${a.postcode ?? ''} Amsterdam`],
] as const)('%s', (name, town, asAddressed) => {
  const e = () => extracts[name]!;

  it.each([
    ['as a letter is addressed', asAddressed],
    ['number first, with the town', (a: AddressPoint) => `${a.housenumber} ${a.street} ${town}`],
    ['street and number alone', (a: AddressPoint) => `${a.street} ${a.housenumber}`],
  ] as const)('answers every address at the house, written %s', (_how, write) => {
    const { rate, missed } = hitRate(e(), write);
    expect(rate, missed.join('\n')).toBe(1);
  });

  it(`answers "${town}" with the town there, never a far city of that name or a point of interest`, () => {
    const r = e().geocoder.forward({ location: town });
    const a = e().addresses[0]!;
    expect(r?.geocodeQualityCode).toMatch(/^A5/);
    // Written as the extract's addresses write it ("Roma", which the gazetteer calls Rome).
    expect(r?.adminArea5).toBe(town);
    expect(haversineMeters(r!.lat, r!.lng, a.lat, a.lng)).toBeLessThan(15_000);
  });
});

describe('rome: a street named after a date, its houses tagged under two of its names', () => {
  // 104 is tagged "Via Quattro Novembre", 119/A "Via IV Novembre": one street.
  it.each([
    ['Via IV Novembre 104, Roma', '104'],
    ['Via 4 Novembre 104', '104'],
    ['Via Quattro Novembre 119A, 00187 Roma', '119/A'],
    ['Via 4 Novembre 119/A', '119/A'],
  ])('%s: house %s, at its point', (location, number) => {
    const r = extracts.rome!.geocoder.forward({ location });
    const a = extracts.rome!.addresses.find((x) => x.housenumber === number && /Novembre/.test(x.street ?? ''))!;
    expect(r?.geocodeQualityCode.slice(0, 2)).toBe('P1');
    expect(haversineMeters(r!.lat, r!.lng, a.lat, a.lng)).toBeLessThan(1);
    const [top] = extracts.rome!.geocoder.suggest(location, { limit: 3 });
    expect(top?.type).toBe('address');
    expect(haversineMeters(top!.lat, top!.lng, a.lat, a.lng)).toBeLessThan(1);
  });
});

describe('amsterdam: a postcode typed alone in search-ahead', () => {
  it.each(['1097 SC', '1097SC', '1097sc', '1097 sc'])('%s: its area, and no city whose name starts with its letters', (q) => {
    const list = extracts.amsterdam!.geocoder.suggest(q, { limit: 5 });
    expect(list[0]).toMatchObject({ type: 'place', kind: 'Postcode', displayString: '1097 SC Amsterdam, NL' });
    expect(list.filter((s) => s.type === 'city')).toEqual([]);
  });
});

describe('amsterdam: a postcode in lower case', () => {
  it.each(['1097 sc', '1097 sc Amsterdam', 'Fizeaustraat 10, 1097 sc Amsterdam'])('%s: read as the postcode 1097 SC', (location) => {
    const r = extracts.amsterdam!.geocoder.forward({ location });
    expect(r?.postalCode).toBe('1097 SC');
    expect(r?.geocodeQualityCode).toMatch(/^(Z1|P1)..A$/);
  });
});
