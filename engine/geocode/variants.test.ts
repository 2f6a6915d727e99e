// One address written the ways people type it (bench/geocode-variants.ts measures this on the real region): each
// rule here failed on the Liechtenstein pack before, drawn as a tiny village in Liechtenstein's frame so the
// world gazetteer knows the country.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AddressPoint, MapFeatures } from '../pack/map-features.ts';
import type { LngLat, RoadWay, SourceInfo } from '../pack/ways.ts';
import { loadGazetteer } from './gazetteer-node.ts';
import { Geocoder, type ForwardQuery, type GeocodeResult } from './index.ts';
import { matchKey } from './normalize.ts';

const box = (x0: number, y0: number, x1: number, y1: number): LngLat[] => [[x0, y0], [x1, y0], [x1, y1], [x0, y1], [x0, y0]];
const way = (id: string, name: string, coords: LngLat[]): RoadWay => ({ id, tags: { highway: 'residential', name }, coords, area: false });
const house = (street: string, n: number, lng: number, lat: number): AddressPoint => ({
  id: `node/${street}${n}`,
  lng,
  lat,
  housenumber: String(n),
  street,
  postcode: '9497',
  city: 'Oberdorf',
});

// Oberdorf (9497): Austrasse (a two-letter stem before "strasse"), Grosssteg (also the name of a hamlet, with
// four-digit house numbers), Im Feld (also the name of a locality elsewhere in the village); a museum named with
// the country's name.
const info: SourceInfo = { region: 'Oberdorf', source: 'hand-drawn fixture', timestamp: null };
const features: MapFeatures = {
  addresses: [
    house('Austrasse', 11, 9.5204, 47.1402),
    house('Austrasse', 13, 9.5208, 47.1402),
    house('Grosssteg', 1021, 9.5304, 47.1452),
    house('Grosssteg', 1051, 9.5312, 47.1452),
    house('Im Feld', 11, 9.5104, 47.1352),
    house('Alte Landstrasse', 3, 9.5404, 47.1502),
    house('Obere Feldgasse', 7, 9.5504, 47.1552),
    house('Untere Feldgasse', 7, 9.5604, 47.1602),
  ],
  pois: [{ id: 'node/9', lng: 9.5215, lat: 47.1405, kind: 'tourism=museum', names: ['Talmuseum Liechtenstein'] }],
  places: [
    { id: 'node/20', lng: 9.52, lat: 47.14, kind: 'village', names: ['Oberdorf'] },
    { id: 'node/21', lng: 9.5305, lat: 47.1455, kind: 'hamlet', names: ['Grosssteg'] },
    { id: 'node/22', lng: 9.509, lat: 47.132, kind: 'locality', names: ['Im Feld'] },
  ],
  admin: [
    { id: 'relation/1', level: 2, names: ['Liechtenstein'], polygons: [box(9.47, 47.05, 9.64, 47.27)] },
    { id: 'relation/2', level: 8, names: ['Oberdorf'], polygons: [box(9.47, 47.05, 9.64, 47.27)] },
  ],
  basemap: [],
};
const ways = [
  way('way/1', 'Austrasse', [[9.5195, 47.14], [9.5215, 47.14]]),
  way('way/2', 'Grosssteg', [[9.5295, 47.145], [9.532, 47.145]]),
  way('way/3', 'Im Feld', [[9.5095, 47.135], [9.5115, 47.135]]),
];

// A pack of streets only, in Göteborg (as the bundled Gothenburg pack): its towns come from the world gazetteer.
const streetsOnly = [way('way/10', 'Trollspisgatan', [[11.966, 57.705], [11.97, 57.705]]), way('way/11', 'Kungsgatan', [[11.962, 57.704], [11.968, 57.704]]),
  way('way/12', 'August Kobbsgatan', [[11.95, 57.7], [11.952, 57.7]]),
  way('way/13', 'Korsgatan', [[11.964, 57.706], [11.966, 57.706]]),
  // Lundgatan beside longer names it starts or is a typo from; Lilla gatan beside Lilla Garverigatan.
  way('way/14', 'Lundgatan', [[11.99, 57.71], [11.992, 57.71]]),
  way('way/15', 'Lundgrensgatan', [[11.967, 57.703], [11.969, 57.703]]),
  way('way/16', 'Ljunggatan', [[11.967, 57.702], [11.969, 57.702]]),
  way('way/17', 'Lilla gatan', [[11.93, 57.69], [11.932, 57.69]]),
  way('way/18', 'Lilla Garverigatan', [[11.967, 57.701], [11.969, 57.701]]),
  way('way/19', 'Bergsgatan', [[11.967, 57.7], [11.969, 57.7]]),
  // Prospect Hillgatan, and Hullgatan a typo from its last word, nearer the centre.
  way('way/20', 'Prospect Hillgatan', [[11.999, 57.703], [12.001, 57.703]]),
  way('way/21', 'Hullgatan', [[11.967, 57.704], [11.969, 57.704]]),
  // Two streets holding "Skansgatan", and Skånegatan a typo from it, nearest the centre.
  way('way/22', 'Östra Skansgatan', [[11.958, 57.697], [11.96, 57.697]]),
  way('way/23', 'Västra Skansgatan', [[11.955, 57.697], [11.957, 57.697]]),
  way('way/24', 'Skånegatan', [[11.966, 57.7045], [11.968, 57.7045]]),
  // Four streets holding "Kvarngatan", none named just so.
  way('way/25', 'Övre Kvarngatan', [[11.94, 57.69], [11.942, 57.69]]),
  way('way/26', 'Nedre Kvarngatan', [[11.94, 57.691], [11.942, 57.691]]),
  way('way/27', 'Lilla Kvarngatan', [[11.94, 57.692], [11.942, 57.692]]),
  way('way/28', 'Stora Kvarngatan', [[11.94, 57.693], [11.942, 57.693]]),
];

let g: Geocoder;
let gbg: Geocoder;
beforeAll(() => {
  const gaz = loadGazetteer();
  g = Geocoder.fromWays(ways, info, gaz, features);
  gbg = Geocoder.fromWays(streetsOnly, { region: 'Gothenburg, Sweden', source: 'hand-drawn fixture', timestamp: null }, gaz);
}, 300_000);

const where = (r: GeocodeResult | null) => r && `${r.street}|${r.geocodeQualityCode.slice(0, 2)}`;

describe('an address written the ways people type it', () => {
  it('reads "str" after a two-letter stem as strasse ("Austr." = Austrasse)', () => {
    expect(matchKey('Austr.')).toBe(matchKey('Austrasse'));
    expect(where(g.forward({ location: 'Austr. 11, Oberdorf' }))).toBe('Austrasse 11|P1');
    expect(where(g.forward({ location: 'Austr 13, Oberdorf' }))).toBe('Austrasse 13|P1');
  });

  it('reads a four-digit number after the town first as the house, not a postcode the region does not know', () => {
    expect(where(g.forward({ location: 'Oberdorf, Grosssteg 1051' }))).toBe('Grosssteg 1051|P1');
    // A postcode the region knows stays a postcode.
    expect(g.forward({ location: 'Oberdorf, Grosssteg 9497' })?.geocodeQualityCode).not.toMatch(/^P1/);
  });

  it('tries every reading of a town at either end of a line without commas, a house first', () => {
    // "Im Feld" is a locality too: "11 Oberdorf" in a place named Im Feld is no address.
    expect(where(g.forward({ location: 'Im Feld 11 Oberdorf' }))).toBe('Im Feld 11|P1');
  });

  it('reads "Kungsg" (a genitive s, then g) as Kungsgatan without its dot', () => {
    expect(matchKey('Kungsg')).toBe(matchKey('Kungsgatan'));
    expect(where(gbg.forward({ location: 'Kungsg, Göteborg' }))).toBe('Kungsgatan|B1');
  });

  it('reads a name cut to the g of its -gatan ("Lundg", "Lilla g.") written out, where that is a street', () => {
    const cases: [string, string][] = [['Lundg, Göteborg', 'Lundgatan'], ['Lundg', 'Lundgatan'], ['Lilla g., Göteborg', 'Lilla gatan'], ['Lilla g', 'Lilla gatan']];
    for (const [q, street] of cases) {
      expect(where(gbg.forward({ location: q })), q).toBe(`${street}|B1`);
      expect(gbg.suggest(q, { limit: 3, near: { lat: 57.705, lng: 11.968 } })[0]?.name, q).toBe(street);
    }
    // Only then: "Bergs" typed half-way is still the start of Bergsgatan.
    expect(gbg.suggest('Bergs', { limit: 3 })[0]?.name).toBe('Bergsgatan');
  });

  it('suggests a name holding the typed word exactly before a name a typo away, as the forward geocoder finds it', () => {
    const near = { lat: 57.704, lng: 11.968 };
    for (const q of ['Hillgatan', 'Hillgatan, Göteborg']) {
      expect(gbg.suggest(q, { limit: 3, near }).map((s) => s.name), q).toEqual(['Prospect Hillgatan', 'Hullgatan']);
      expect(where(gbg.forward({ location: q })), q).toBe('Prospect Hillgatan|B1');
    }
    // Without such a name the typo still finds its street.
    expect(gbg.suggest('Hulgatan', { limit: 3, near })[0]?.name).toBe('Hullgatan');
  });

  it('never answers a street a typo away where several streets hold the words typed', () => {
    const r = gbg.forward({ location: 'Skansgatan, Göteborg' });
    expect(r?.geocodeQualityCode).toMatch(/^A5/);
    expect(r?.street).not.toBe('Skånegatan');
    const names = gbg.suggest('Skansgatan, Göteborg', { limit: 3 }).map((s) => s.name);
    expect(names.slice(0, 2).sort()).toEqual(['Västra Skansgatan', 'Östra Skansgatan'].sort());
    expect(names[2]).toBe('Skånegatan');
  });

  it('names the streets a name fits in the note, wherever the query comes in, never guessing between them', () => {
    const note = '"Skansgatan" fits several streets: Västra Skansgatan, Östra Skansgatan; the centre of Göteborg';
    const queries: [string, ForwardQuery][] = [
      ['single line', { location: 'Skansgatan, Göteborg' }],
      ['without a comma', { location: 'Skansgatan Göteborg' }],
      ['town first', { location: 'Göteborg Skansgatan' }],
      ['structured', { street: 'Skansgatan', city: 'Göteborg' }],
      ['street box alone', { street: 'Skansgatan Göteborg' }],
      ['no town', { location: 'Skansgatan' }],
    ];
    for (const [how, q] of queries) {
      const r = gbg.forward(q);
      expect(r?.geocodeQualityCode, how).toMatch(/^A5/);
      expect(r?.note, how).toBe(note);
    }
    const row = gbg.bulkRow({ street: 'Skansgatan', city: 'Göteborg' });
    expect('note' in row && row.note).toBe(note);
    expect(gbg.bulkRow({ location: 'Skansgatan Göteborg' })).toMatchObject({ note, quality: 'CITY' });
    // Search-ahead lists the streets the note names.
    expect(gbg.suggest('Skansgatan Göteborg', { limit: 2 }).map((s) => s.name).sort()).toEqual(['Västra Skansgatan', 'Östra Skansgatan']);
    // At most three names, then an ellipsis.
    expect(gbg.forward({ location: 'Kvarngatan, Göteborg' })?.note).toBe(
      '"Kvarngatan" fits several streets: Lilla Kvarngatan, Nedre Kvarngatan, Stora Kvarngatan, …; the centre of Göteborg',
    );
  });

  it('takes a city of the gazetteer inside the region as the town of a line without commas', () => {
    expect(where(gbg.forward({ location: 'Trollspisgatan Göteborg' }))).toBe('Trollspisgatan|B1');
    expect(where(gbg.forward({ location: 'Göteborg Trollspisgatan' }))).toBe('Trollspisgatan|B1');
  });

  it('reads the postcode and town first, then a street without a number', () => {
    expect(where(g.forward({ location: '9497 Oberdorf, Austrasse' }))).toBe('Austrasse|B1');
    // A country after the postcode and town is no street.
    expect(g.forward({ location: '9497 Oberdorf, Liechtenstein' })?.geocodeQualityCode).toMatch(/^Z1/);
  });

  it('finds a street by the words typed when the name has more, only where one street has the number', () => {
    const r = g.forward({ location: 'Landstrasse 3, Oberdorf' });
    expect(where(r)).toBe('Alte Landstrasse 3|P1');
    expect(r?.geocodeQualityCode.slice(2, 3)).toBe('B');
    expect(r?.note).toMatch(/"Landstrasse" read as Alte Landstrasse/);
    // Obere and Untere Feldgasse both have a 7: no guess.
    expect(g.forward({ location: 'Feldgasse 7, Oberdorf' })?.geocodeQualityCode ?? '').not.toMatch(/^P1/);
    expect(g.forward({ location: 'Landstrasse 5, Oberdorf' })?.geocodeQualityCode ?? '').not.toMatch(/^P1|^L1/);
  });

  it('finds a street by the words typed, before a street a typo or two away', () => {
    const r = gbg.forward({ location: 'Kobbsgatan, Göteborg' });
    expect(where(r)).toBe('August Kobbsgatan|B1');
    expect(r?.note).toMatch(/"Kobbsgatan" read as August Kobbsgatan/);
  });

  it('reads a street box given alone as a whole line', () => {
    expect(where(g.forward({ street: 'Austrasse 11 Oberdorf' }))).toBe('Austrasse 11|P1');
    expect(where(g.forward({ street: 'Oberdorf Grosssteg 1021' }))).toBe('Grosssteg 1021|P1');
  });

  it('drops the region\'s own country at the end of a search-ahead query, after a comma or an address', () => {
    for (const q of ['Austrasse 11, Oberdorf, Liechtenstein', 'Austrasse 11, Oberdorf, LI', 'Austrasse 11 Oberdorf LI']) {
      const top = g.suggest(q, { limit: 3 })[0];
      expect(top && `${top.type}|${top.street}`, q).toBe('address|Austrasse 11');
    }
    // A name that ends with the country keeps it.
    expect(g.suggest('Talmuseum Liechtenstein', { limit: 3 })[0]?.name).toBe('Talmuseum Liechtenstein');
  });
});
