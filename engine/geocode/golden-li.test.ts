// Golden queries on the Liechtenstein extract, built from its own address points and POIs (golden-li.test-util.ts,
// kept in golden-li.json so a change in the queries shows in review): every form of address to the house number,
// numbers missing from the data interpolated, POIs found by name and by alternative name; and reverse
// geocoding checked against a brute-force nearest-address oracle on 1,000 random points.
import { beforeAll, describe, expect, it } from 'vitest';
import { readOsmPbf } from '../pack/osm-pbf.ts';
import type { MapFeatures } from '../pack/map-features.ts';
import { haversineMeters } from './geo.ts';
import { loadGazetteer } from './gazetteer-node.ts';
import { addressGolden, poiGolden, type AddressGolden, type PoiGolden } from './golden-li.test-util.ts';
import { Geocoder } from './index.ts';
import { matchKey } from './normalize.ts';

let features: MapFeatures;
let geocoder: Geocoder;
let streetNames: string[];

beforeAll(async () => {
  const read = await readOsmPbf('data/liechtenstein-2021-01.osm.pbf');
  features = read.features;
  geocoder = Geocoder.fromWays(read.ways, { region: 'Liechtenstein', source: 'test', timestamp: read.timestamp }, loadGazetteer(), features);
  streetNames = [...new Set(read.ways.map((w) => w.tags.name).filter((n): n is string => Boolean(n)))];
}, 300_000);

/** Metres from p to the segment a-b (all [lat, lng]), on a local flat projection. */
function toSegment(p: [number, number], a: [number, number], b: [number, number]): number {
  const k = Math.cos((p[0] * Math.PI) / 180);
  const [px, py, ax, ay, bx, by] = [p[1] * k, p[0], a[1] * k, a[0], b[1] * k, b[0]];
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy || 1)));
  return haversineMeters(p[0], p[1], ay + t * dy, (ax + t * dx) / k);
}

function check(g: AddressGolden): string | null {
  const r = geocoder.forward(g.query);
  const asked = JSON.stringify(g.query);
  if (!r) return `${asked}: nothing found`;
  if (r.geocodeQualityCode !== g.code) return `${asked}: ${r.geocodeQualityCode}, expected ${g.code}`;
  const off = g.at ? haversineMeters(r.lat, r.lng, g.at[0], g.at[1]) : toSegment([r.lat, r.lng], g.between![0], g.between![1]);
  return off <= g.meters ? null : `${asked}: ${off.toFixed(1)} m off`;
}

describe('golden addresses (Liechtenstein)', () => {
  it('has at least 300 queries of every form, kept in golden-li.json', async () => {
    const golden = addressGolden(features);
    expect(golden.length).toBeGreaterThanOrEqual(300);
    const kinds = new Set(golden.map((g) => g.kind));
    for (const kind of ['exact', 'lowercase', 'no-diacritics', 'postcode-first', 'postcode-only', 'structured', 'missing-number', 'beyond-range']) {
      expect(kinds.has(kind as AddressGolden['kind']), kind).toBe(true);
    }
    await expect(JSON.stringify({ addresses: golden, pois: poiGolden(features, streetNames) }, null, 1) + '\n').toMatchFileSnapshot('golden-li.json');
  });

  it('answers every one with the expected point and quality', () => {
    const failures = addressGolden(features).map(check).filter(Boolean);
    expect(failures).toEqual([]);
  });

  it('finds 100 points of interest by name and by alternative name, first in search-ahead', () => {
    const golden: PoiGolden[] = poiGolden(features, streetNames);
    expect(golden).toHaveLength(100);
    expect(golden.filter((g) => g.kind === 'poi-alt-name').length).toBeGreaterThan(10);
    const failures = golden.flatMap((g) => {
      const [first] = geocoder.suggest(g.text, { limit: 5, near: { lat: 47.14, lng: 9.52 } });
      const off = first ? haversineMeters(first.lat, first.lng, g.at[0], g.at[1]) : Infinity;
      return off <= 1 ? [] : [`${g.text}: ${first ? `${first.displayString} ${off.toFixed(0)} m off` : 'nothing'}`];
    });
    expect(failures).toEqual([]);
  });
});

describe('reverse geocoding against a brute-force nearest address (Liechtenstein)', () => {
  it('answers the nearest address within 50 m on 1,000 random points, and the street beyond', () => {
    let seed = 7;
    const rand = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    // Points around real addresses (so most have one within 50 m) and anywhere in the inhabited valley.
    const points: [number, number][] = [];
    for (let i = 0; i < 1000; i++) {
      const a = features.addresses[Math.floor(rand() * features.addresses.length)]!;
      points.push(i % 2 === 0 ? [a.lat + (rand() - 0.5) * 0.001, a.lng + (rand() - 0.5) * 0.0014] : [47.05 + rand() * 0.2, 9.48 + rand() * 0.12]);
    }
    let near = 0;
    const wrong: string[] = [];
    for (const [lat, lng] of points) {
      const dist = features.addresses.map((a) => haversineMeters(lat, lng, a.lat, a.lng));
      const best = Math.min(...dist);
      const r = geocoder.reverse(lat, lng);
      if (best > 50) {
        if (r && /^P1/.test(r.geocodeQualityCode)) wrong.push(`${lat},${lng}: ${r.street} though no address is within 50 m`);
        continue;
      }
      near++;
      // Any address as near as the nearest (within 10 cm: a building and its entrance) is a right answer, its
      // street written as tagged or as the road is named ("Im Troexle 24" is shown "Im Tröxle 24").
      const right = features.addresses.filter((_, i) => dist[i]! <= best + 0.1).map((a) => `${a.street ?? a.place} ${a.housenumber}`);
      if (!r || !right.map(matchKey).includes(matchKey(r.street))) wrong.push(`${lat},${lng}: ${r?.street ?? 'nothing'}, expected ${right.join(' or ')}`);
    }
    expect(near).toBeGreaterThan(450);
    expect(wrong).toEqual([]);
  });
});

describe("the region's own state", () => {
  // Feldkirch, Austria, is nearest to some of the border streets and bigger than any town of Liechtenstein: the
  // region's country is the one most streets are in.
  it.each(['LI', 'Liechtenstein'])('takes %s as the state of a Liechtenstein address, with no mismatch note', (state) => {
    const r = geocoder.forward({ street: 'Städtle 38', city: 'Vaduz', state, countryCode: 'LI' });
    expect(r).toMatchObject({ adminArea5: 'Vaduz', adminArea1: 'LI', geocodeQualityCode: 'P1AAX' });
    expect(r?.note).toBeUndefined();
  });

  it('still says when the state is another country', () => {
    const r = geocoder.forward({ street: 'Städtle 38', city: 'Vaduz', state: 'AT', countryCode: 'LI' });
    expect(r?.note).toBe('State "AT" does not match Liechtenstein');
  });
});

// Issue 30's list of queries typed the way people type, through the geocoder and search-ahead alike.
describe('queries typed the way people type (Liechtenstein)', () => {
  const answer = (location: string) => {
    const r = geocoder.forward({ location });
    return r && `${r.street || r.displayName.split(',')[0]}|${r.adminArea5}|${r.adminArea1}|${r.postalCode}|${r.geocodeQualityCode}`;
  };
  const near = { lat: 47.14, lng: 9.52 };

  it.each([
    ['Städtle 32, Vaduz', 'Städtle 32|Vaduz|LI|9490|P1AAX'],
    ['Vaduz Städtle 5', 'Städtle 5|Vaduz|LI|9490|P1AAX'],
    ['Landstrasse 1, Schaan', 'Landstrasse|Schaan|LI|9494|B3AAX'],
    ['52 Bodastr, Triesenberg', 'Bodastrasse 52|Triesenberg|LI|9497|L1AAX'],
    ['Shaan', 'Schaan|Schaan|LI||A5BXX'],
    ['Trisen', 'Triesen|Triesen|LI||A5BXX'],
    ['Balzer', 'Balzers|Balzers|LI||A5BXX'],
    ['Buchs SG', 'Buchs|Buchs|CH||A5XAX'],
    ['Landesspital', 'Heiligkreuz 25|Vaduz|LI||P1AXX'],
    ['Bahnhof Schaan', 'Schaan-Vaduz|Schaan|LI||P1AAX'],
    ['9486, mauren', '9486 Schaanwald|Schaanwald|LI|9486|Z1XAA'],
    ['FL-9495 Triesen', '9495 Triesen|Triesen|LI|9495|Z1XAA'],
    ['Vaduz 9490', '9490 Vaduz|Vaduz|LI|9490|Z1XAA'],
    ['Paris', 'Paris|Paris|FR||A5XAX'],
    ['Aeulestrasse 30, 9490 Vaduz', 'Äulestrasse 30|Vaduz|LI|9490|P1AAA'],
  ])('%s', (q, expected) => {
    expect(answer(q)).toBe(expected);
  });

  it('says where a street is when it is not in the town asked for', () => {
    expect(geocoder.forward({ location: 'Gnalpstr, Schaan' })).toMatchObject({ street: 'Gnalpstrasse', adminArea5: 'Triesenberg', geocodeQualityCode: 'B1ACX' });
  });

  it("finds a road's part in the town asked for: Malbunstrasse crosses Schaan's alpine exclave at Steg", () => {
    expect(geocoder.forward({ location: 'Malbunstr, Schaan' })).toMatchObject({ street: 'Malbunstrasse', adminArea5: 'Schaan', geocodeQualityCode: 'B1AAX' });
  });

  it('answers categories with a place of that kind', () => {
    expect(geocoder.forward({ location: 'bank' })?.displayName).toMatch(/bank/i);
    // Search-ahead too: not the car-sharing spot "Vaduz VP Bank" before the banks.
    expect(geocoder.suggest('bank', { near }).slice(0, 3).map((s) => s.kind)).toEqual(['Bank', 'Bank', 'Bank']);
    // Vaduz's unnamed car parks were one line "Parking, Vaduz, LI": each is listed, told apart by its street.
    const parks = geocoder.suggest('parking', { near, limit: 5 });
    expect(parks.length).toBeGreaterThanOrEqual(3);
    expect(parks.every((s) => s.kind === 'Parking')).toBe(true);
    expect(parks[0]?.displayString).toBe('Parking (Äulestrasse), Vaduz, LI');
    expect(geocoder.suggest('restaurants in liechtenstein', { near }).length).toBeGreaterThan(2);
    expect(geocoder.suggest('bars in ebenholz', { near }).length).toBeGreaterThan(0);
  });

  it('answers coordinates typed as text with that point, nonsense with nothing, and 0,0 in reverse with nothing', () => {
    expect(geocoder.forward({ location: '47.12400621,9.6047552' })).toMatchObject({ lat: 47.124006, lng: 9.604755, geocodeQualityCode: 'P1XXX' });
    for (const q of ['.', '-']) expect(geocoder.forward({ location: q })).toBeNull();
    expect(geocoder.reverse(0, 0)).toBeNull();
  });

  it('answers the spelling typed where Aeulestrasse (Triesen) and Äulestrasse (Vaduz) both have the number, in search-ahead as in geocode', () => {
    for (const [q, town] of [['Aeulestrasse 20', 'Triesen'], ['Äulestrasse 20', 'Vaduz'], ['Aeulestrasse 30', 'Vaduz']] as const) {
      const r = geocoder.forward({ location: q });
      const s = geocoder.suggest(q, { near })[0];
      expect(`${r?.adminArea5}|${r?.geocodeQualityCode.slice(0, 2)}`, q).toBe(`${town}|P1`);
      // Vaduz has two points tagged Äulestrasse 20, 31 m apart: the same address either way.
      expect(s && `${s.type}|${s.displayString}`, q).toBe(`address|${r!.displayName}`);
    }
  });

  it('gives each of five Aeulestrasse numbers in Vaduz its own house', () => {
    const points = ['5', '20', '30', '38', '45'].map((n) => geocoder.bulkRow({ street: `Aeulestrasse ${n}`, city: 'Vaduz' }));
    const keys = points.map((r) => ('error' in r ? r.error : `${r.lat},${r.lng}`));
    expect(new Set(keys).size).toBe(5);
  });

  // Named water of the extract and its castles, each with the category word in English and German.
  it.each([
    ['Samina river', 'River', 'Samina'],
    ['Samina Fluss', 'River', 'Samina'],
    ['Rhein river', 'River', 'Rhein'],
    ['Rhine river', 'River', 'Rhein'],
    ['Gänglesee lake', 'Reservoir area', 'Gänglesee'],
    ['Gänglesee See', 'Reservoir area', 'Gänglesee'],
    ['Steg lake', 'Lake', 'Stausee Steg'],
    ['Spiersbach Bach', 'Stream', 'Spiersbach'],
    ['castle Vaduz', 'Castle', 'Schloss Vaduz'],
    ['Schloss Vaduz', 'Castle', 'Schloss Vaduz'],
    ['Gutenberg castle', 'Castle', 'Burg Gutenberg'],
  ])('finds %s by its name and category word', (q, kind, name) => {
    const s = geocoder.suggest(q, { near })[0];
    expect(s && `${s.kind}|${s.name}`).toBe(`${kind}|${name}`);
    const r = geocoder.forward({ location: q });
    expect(r?.geocodeQualityCode).toMatch(/^P1/);
    expect(haversineMeters(r!.lat, r!.lng, s!.lat, s!.lng)).toBeLessThan(1);
  });

  it('answers "hotel Vaduz" and "hotels in Vaduz" with a hotel in Vaduz (no hotel is named "Hotel Vaduz")', () => {
    for (const q of ['hotel Vaduz', 'hotels in Vaduz', 'Vaduz hotel']) {
      const r = geocoder.forward({ location: q });
      expect(r && `${r.adminArea5}|${r.geocodeQualityCode}`, q).toBe('Vaduz|P1AAX');
      expect(geocoder.suggest(q, { near })[0]?.kind, q).toBe('Hotel');
    }
  });

  it.each([
    ['Städtle 32, Vaduz', /^Städtle 32, 9490 Vaduz/],
    ['Vaduz Städtle 5', /^Städtle 5, 9490 Vaduz/],
    // Schaan's Landstrasse has no house 1: its street, as the forward geocoder answers (not house 15, which 1 begins).
    ['Landstrasse 1, Schaan', /^Landstrasse, (9494 )?Schaan/],
    ['Shaan', /^Schaan, LI/],
    ['Trisen', /^Triesen, LI/],
    ['Landesspital', /Landesspital/],
    ['Bahnhof Schaan', /^Schaan-Vaduz/],
  ])('search-ahead puts the right answer first for %s', (q, first) => {
    expect(geocoder.suggest(q, { near })[0]?.displayString).toMatch(first);
  });
});
