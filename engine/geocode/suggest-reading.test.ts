// Search-ahead reads a query as the forward geocoder does: one hand-drawn village per rule, then the same queries on
// the real Liechtenstein and Gothenburg packs. (The US state and ZIP after the town: address-styles.test.ts.)
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AddressPoint, AdminArea, MapFeatures } from '../pack/map-features.ts';
import { loadPackFile } from '../pack/pack-file.ts';
import type { LngLat, RoadWay, SourceInfo } from '../pack/ways.ts';
import { BUNDLED_REGIONS, DEFAULT_PACK_DIR, ensureRegionPacks } from '../regions.ts';
import { Geocoder } from './index.ts';
import { loadGazetteer } from './gazetteer-node.ts';
import { gazetteerDataFromPack, hasGazetteer } from './gazetteer-sections.ts';
import { Gazetteer } from './gazetteer.ts';

const info: SourceInfo = { region: 'Testland', source: 'hand-drawn fixture', timestamp: null };
const box = (x0: number, y0: number, x1: number, y1: number): LngLat[] => [[x0, y0], [x1, y0], [x1, y1], [x0, y1], [x0, y0]];

// Bergdorf (postcode 9497) with a hamlet Grosssteg on the street Grosssteg, numbered 1001 to 1051 as in
// Triesenberg; the streets Im Sonnenfeld and Sonnenfeldstrasse, each with a number 26.
const admin: AdminArea[] = [
  { id: 'relation/1', level: 2, names: ['Testland'], polygons: [box(9.4, 47.0, 9.7, 47.3)] },
  { id: 'relation/2', level: 8, names: ['Bergdorf'], polygons: [box(9.4, 47.0, 9.7, 47.3)] },
];
const house = (id: number, street: string, housenumber: string, lng: number): AddressPoint => ({
  id: `node/${id}`,
  lng,
  lat: 47.1001,
  housenumber,
  street,
  postcode: '9497',
  city: 'Bergdorf',
});
const features: MapFeatures = {
  addresses: [
    house(1, 'Grosssteg', '1001', 9.5),
    house(2, 'Grosssteg', '1051', 9.505),
    house(3, 'Im Sonnenfeld', '26', 9.55),
    house(4, 'Sonnenfeldstrasse', '26', 9.6),
    house(5, 'Im Sonnenfeld', '20', 9.549),
  ],
  // A car park with no name, found by its kind only.
  pois: [{ id: 'node/30', lng: 9.503, lat: 47.1002, kind: 'amenity=parking', names: [] }],
  places: [
    { id: 'node/20', lng: 9.5, lat: 47.15, kind: 'village', names: ['Bergdorf'] },
    { id: 'node/21', lng: 9.502, lat: 47.101, kind: 'hamlet', names: ['Grosssteg'] },
  ],
  admin,
  basemap: [],
};
const way = (id: string, name: string, coords: LngLat[]): RoadWay => ({ id, tags: { highway: 'residential', name }, coords, area: false });
const g = Geocoder.fromWays(
  [
    way('way/1', 'Grosssteg', [[9.499, 47.1], [9.506, 47.1]]),
    way('way/2', 'Im Sonnenfeld', [[9.549, 47.1], [9.551, 47.1]]),
    way('way/3', 'Sonnenfeldstrasse', [[9.59, 47.1], [9.61, 47.1]]),
  ],
  info,
  undefined,
  features,
);
const near = { lat: 47.1, lng: 9.55 };
const first = (q: string) => g.suggest(q, { near })[0];

describe('search-ahead reads the query as the forward geocoder does', () => {
  it.each(['Grosssteg 1051', 'Grosssteg 1051, Bergdorf', 'Bergdorf Grosssteg 1051', 'grosssteg 1051 bergdorf'])(
    '%s: a number the region knows no postcode of is the house’s, beside a place of the street’s name too',
    (q) => {
      expect(first(q)).toMatchObject({ type: 'address', name: 'Grosssteg 1051' });
    },
  );

  it.each(['Grosssteg 1051 9497 Bergdorf', 'Grosssteg 1051, 9497 Bergdorf', 'Grosssteg 1051, Bergdorf 9497'])('%s: a postcode the region knows is dropped', (q) => {
    expect(first(q)).toMatchObject({ type: 'address', name: 'Grosssteg 1051' });
  });

  it.each(['Sonnenfeld 26', 'Sonnenfeld 26, Bergdorf', 'Sonnenfeld'])('%s: a word typed whole comes before the start of a longer word', (q) => {
    // Seen from a little nearer the longer one: the match decides, not the distance.
    expect(g.suggest(q, { near: { lat: 47.1, lng: 9.58 } })[0]).toMatchObject({ name: q.startsWith('Sonnenfeld 26') ? 'Im Sonnenfeld 26' : 'Im Sonnenfeld' });
  });

  it('still lists the longer word after it', () => {
    expect(g.suggest('Sonnenfeld 26', { near }).map((s) => s.name)).toContain('Sonnenfeldstrasse 26');
  });
});

describe('a house number between two the street has', () => {
  it('is listed first, placed between them where the forward geocoder places it, and called estimated', () => {
    const [top] = g.suggest('Im Sonnenfeld 22', { near });
    const r = g.forward({ location: 'Im Sonnenfeld 22' });
    expect(r?.geocodeQualityCode.slice(0, 2)).toBe('L1');
    expect(top).toMatchObject({ type: 'address', name: 'Im Sonnenfeld 22', kind: 'Address (estimated)', lat: r?.lat, lng: r?.lng });
  });

  it('never stands in for a number the street has', () => {
    expect(g.suggest('Im Sonnenfeld 2', { near }).filter((s) => s.kind === 'Address (estimated)')).toEqual([]);
  });
});

describe('a point of interest with no name', () => {
  it('is listed by its kind, never by its town alone (which reads as the town)', () => {
    const parking = g.suggest('parking', { near }).find((s) => s.type === 'poi');
    expect(parking).toMatchObject({ name: 'Parking', kind: 'Parking' });
    expect(parking?.displayString).toMatch(/^Parking, /);
  });
});

describe('the forward geocoder reads a place and a number the same way', () => {
  it.each([
    ['Grosssteg 1051', 'P1', 'Grosssteg 1051'],
    ['Grosssteg 1001', 'P1', 'Grosssteg 1001'],
  ])('%s: a house (%s) of the street named like the hamlet, not the hamlet with a postcode', (location, level, street) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode.slice(0, 2)).toBe(level);
    expect(r?.street).toBe(street);
  });

  it('a town and a postcode the region knows is that postcode', () => {
    expect(g.forward({ location: 'Bergdorf 9497' })?.geocodeQualityCode.slice(0, 2)).toBe('Z1');
  });
});

describe('a postcode typed alone, or with its town', () => {
  it.each(['9497', '9497 Bergdorf', 'Bergdorf 9497', '9497, Bergdorf'])('%s: its area first, where the forward geocoder answers it', (q) => {
    const r = g.forward({ location: q });
    expect(r?.geocodeQuality).toBe('ZIP');
    expect(g.suggest(q, { near })[0]).toMatchObject({ type: 'place', kind: 'Postcode', name: '9497', lat: r?.lat, lng: r?.lng, displayString: r?.displayName });
  });

  it('a number the region knows no postcode of is no postcode', () => {
    expect(g.suggest('1051', { near }).some((s) => s.kind === 'Postcode')).toBe(false);
  });
});

describe('on the real packs', () => {
  const geocoders: Record<string, Geocoder> = {};
  const centers: Record<string, { lat: number; lng: number }> = {};
  beforeAll(async () => {
    await ensureRegionPacks();
    for (const key of ['liechtenstein', 'gothenburg']) {
      const pack = await loadPackFile(join(DEFAULT_PACK_DIR, BUNDLED_REGIONS.find((r) => r.file.startsWith(key))!.file));
      const get = (name: string) => {
        const e = pack.meta.sections.find((s) => s.name === name);
        if (!e) return undefined;
        const v = pack.section(name, e.dtype);
        return new Uint8Array(v.buffer, v.byteOffset, v.byteLength);
      };
      const gaz = hasGazetteer(pack) ? new Gazetteer(gazetteerDataFromPack(pack)) : loadGazetteer();
      centers[key] = pack.meta.center;
      geocoders[key] = Geocoder.fromSections(get, { region: pack.meta.name, source: pack.meta.source, timestamp: pack.meta.timestamp }, gaz);
    }
  }, 300_000);

  it.each([
    ['Grosssteg 1051, Triesenberg', 'Grosssteg 1051, 9497 Triesenberg, LI'],
    ['Triesenberg Grosssteg 1051', 'Grosssteg 1051, 9497 Triesenberg, LI'],
    ['Sütigerwis 26, Triesenberg', 'Im Sütigerwis 26, 9497 Triesenberg, LI'],
    ['Städtle 32, Vaduz, Liechtenstein', 'Städtle 32, 9490 Vaduz, LI'],
  ])('Liechtenstein: %s', (q, line) => {
    expect(geocoders.liechtenstein!.suggest(q, { limit: 5, near: centers.liechtenstein })[0]?.displayString).toBe(line);
  });

  // Buchs and Sargans lie inside Liechtenstein's box but are Swiss towns: not the region's places, so listed (marked
  // outside the region) and, typed whole or with their canton, first.
  it.each(['Buchs', 'Buchs SG', 'Sargans'])('Liechtenstein: %s is the town across the border', (q) => {
    const [top] = geocoders.liechtenstein!.suggest(q, { limit: 5, near: centers.liechtenstein });
    expect(top).toMatchObject({ type: 'city', name: q.split(' ')[0], outsideRegion: true });
    expect(top?.place?.countryCode).toBe('CH');
  });

  it('Liechtenstein: a far town typed whole still comes after the local names it resembles', () => {
    const list = geocoders.liechtenstein!.suggest('Chur', { limit: 8, near: centers.liechtenstein });
    expect(list[0]?.place?.countryCode).toBe('LI');
  });

  it.each([
    ['Trollspisgatan, Göteborg', 'Trollspisgatan, Göteborg, SE'],
    ['Kaktusvägen, 426 69 Västra Frölunda', 'Kaktusvägen, Västra Frölunda, SE'],
    ['426 69 Västra Frölunda, Kaktusvägen', 'Kaktusvägen, Västra Frölunda, SE'],
    ['Kaktusvägen, Västra Frölunda 426 69', 'Kaktusvägen, Västra Frölunda, SE'],
    ['Kaktusvägen, SE-426 69 Västra Frölunda, Sweden', 'Kaktusvägen, Västra Frölunda, SE'],
  ])('Gothenburg: %s', (q, line) => {
    expect(geocoders.gothenburg!.suggest(q, { limit: 3 })[0]?.displayString).toBe(line);
  });
});
