// A town typed with a street narrows search-ahead to the town, and every line listed reads differently: a drawn
// three-town valley, one fixture per rule, then the same queries on the real Liechtenstein pack.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AddressPoint, AdminArea, MapFeatures } from '../pack/map-features.ts';
import { rawSection } from '../pack/container.ts';
import { loadPackFile } from '../pack/pack-file.ts';
import type { SourceInfo } from '../pack/ways.ts';
import { BUNDLED_REGIONS, DEFAULT_PACK_DIR, ensureRegionPacks } from '../regions.ts';
import { Geocoder, type Suggestion } from './index.ts';
import { way, box } from './fixtures.test-util.ts';

const info: SourceInfo = { region: 'Testland', source: 'hand-drawn fixture', timestamp: null };

//   lat 47.30 ┌──────────────────────────────┐
//             │ Nordheim   Landstrasse (w3)  │  Kirchwegli, Feldweg ×2 (postcodes 9401, 9402)
//   lat 47.15 ├──────────── w2 crosses here ─┤
//             │ Mitteldorf Landstrasse (w1)  │  Kirchweg; Dorfplatz and a car park named so;
//             │  Oberwil ·  Bachweg ×3  · Unterwil
//   lat 47.05 ├──────────────────────────────┤
//             │ Suddorf    Landstrasse       │
//   lat 47.00 └──────────────────────────────┘
//   Landstrasse runs as one chain of ways from Mitteldorf into Nordheim, lng 9.5.
const admin: AdminArea[] = [
  { id: 'relation/1', level: 2, names: ['Testland'], polygons: [box(9.4, 47.0, 9.7, 47.3)] },
  { id: 'relation/2', level: 8, names: ['Nordheim'], polygons: [box(9.4, 47.15, 9.7, 47.3)] },
  { id: 'relation/3', level: 8, names: ['Mitteldorf'], polygons: [box(9.4, 47.05, 9.7, 47.15)] },
  { id: 'relation/4', level: 8, names: ['Suddorf'], polygons: [box(9.4, 47.0, 9.7, 47.05)] },
];
const house = (id: number, street: string, lng: number, lat: number, postcode: string, city: string): AddressPoint => ({
  id: `node/${id}`,
  lng,
  lat,
  housenumber: '1',
  street,
  postcode,
  city,
});
const features: MapFeatures = {
  addresses: [house(1, 'Feldweg', 9.45, 47.25, '9401', 'Nordheim'), house(2, 'Feldweg', 9.6, 47.25, '9402', 'Nordheim')],
  pois: [
    { id: 'node/10', lng: 9.5401, lat: 47.1001, kind: 'amenity=parking', names: ['Dorfplatz'] },
    { id: 'node/11', lng: 9.5251, lat: 47.1001, kind: 'highway=bus_stop', names: ['Mitteldorf Kirchweg'] },
  ],
  places: [
    { id: 'node/20', lng: 9.5, lat: 47.2, kind: 'village', names: ['Nordheim', 'Nordi'] },
    { id: 'node/21', lng: 9.5, lat: 47.1, kind: 'village', names: ['Mitteldorf'] },
    { id: 'node/22', lng: 9.5, lat: 47.02, kind: 'village', names: ['Suddorf'] },
    { id: 'node/23', lng: 9.45, lat: 47.11, kind: 'hamlet', names: ['Oberwil'] },
    { id: 'node/24', lng: 9.58, lat: 47.11, kind: 'hamlet', names: ['Unterwil'] },
  ],
  admin,
  basemap: [],
};
const g = Geocoder.fromWays(
  [
    way('way/1', 'Landstrasse', [[9.5, 47.08], [9.5, 47.12]], 'secondary'),
    way('way/2', 'Landstrasse', [[9.5, 47.12], [9.5, 47.14], [9.5, 47.16]], 'secondary'),
    way('way/3', 'Landstrasse', [[9.5, 47.16], [9.5, 47.22]], 'secondary'),
    way('way/4', 'Landstrasse', [[9.5, 47.01], [9.5, 47.03]], 'secondary'),
    way('way/5', 'Kirchweg', [[9.52, 47.1], [9.53, 47.1]]),
    way('way/6', 'Kirchwegli', [[9.52, 47.2], [9.53, 47.2]]),
    way('way/7', 'Dorfplatz', [[9.54, 47.1], [9.541, 47.1]]),
    way('way/8', 'Bachweg', [[9.45, 47.112], [9.452, 47.112]]),
    way('way/9', 'Bachweg', [[9.455, 47.112], [9.457, 47.112]]),
    way('way/10', 'Bachweg', [[9.58, 47.112], [9.582, 47.112]]),
    way('way/11', 'Feldweg', [[9.45, 47.2501], [9.452, 47.2501]]),
    way('way/12', 'Feldweg', [[9.6, 47.2501], [9.602, 47.2501]]),
  ],
  info,
  undefined,
  features,
);
const near = { lat: 47.1, lng: 9.5 };
const lines = (s: Suggestion[]) => s.map((x) => x.displayString);
const streetsOf = (s: Suggestion[], name: string) => s.filter((x) => x.type === 'street' && x.name === name).map((x) => x.place?.city);

describe('a town typed with a street', () => {
  it('makes a road through two towns a street in each, every way in the town of its middle', () => {
    expect(streetsOf(g.suggest('Landstrasse', { near }), 'Landstrasse').sort()).toEqual(['Mitteldorf', 'Nordheim', 'Suddorf']);
  });

  it.each(['Landstrasse, Nordheim', 'Landstrasse Nordheim', 'Nordheim Landstrasse', 'Nordheim, Landstrasse', 'landstr nordheim'])(
    '%s: the street in that town, and no other town’s',
    (q) => {
      const s = g.suggest(q, { near });
      expect(s[0]).toMatchObject({ type: 'street', name: 'Landstrasse', place: { city: 'Nordheim' } });
      expect(streetsOf(s, 'Landstrasse')).toEqual(['Nordheim']);
    },
  );

  it.each(['Landstrasse, Nordhiem', 'Landstrase Nordheim', 'Landstrase, Nordhem', 'Nordhiem Landstrasse'])('%s: a typo in the street or the town', (q) => {
    const s = g.suggest(q, { near });
    expect(s[0]).toMatchObject({ name: 'Landstrasse', place: { city: 'Nordheim' } });
    expect(streetsOf(s, 'Landstrasse')).toEqual(['Nordheim']);
  });

  it('knows a town by any of its names', () => {
    expect(streetsOf(g.suggest('Landstrasse, Nordi', { near }), 'Landstrasse')).toEqual(['Nordheim']);
  });

  it('lists the street elsewhere when the town has none of the name', () => {
    const s = g.suggest('Landstrasse, Oberwil', { near });
    expect(streetsOf(s, 'Landstrasse').length).toBe(3);
  });

  it('puts a name typed whole, town and all, before the street of that town', () => {
    const s = g.suggest('Mitteldorf Kirchweg', { near });
    expect(s.slice(0, 2).map((x) => `${x.kind} ${x.name}`)).toEqual(['Bus stop Mitteldorf Kirchweg', 'Street Kirchweg']);
  });

  it('keeps a better match elsewhere, after what the town has', () => {
    const s = g.suggest('Kirchweg, Nordheim', { near });
    // The bus stop names the word typed whole, as Kirchwegli does not: a better match too.
    expect(s.map((x) => `${x.name} ${x.place?.city}`)).toEqual(['Kirchwegli Nordheim', 'Kirchweg Mitteldorf', 'Mitteldorf Kirchweg Mitteldorf']);
  });
});

describe('one line per thing listed', () => {
  it('tells a car park from the street it is named after by its kind', () => {
    expect(lines(g.suggest('Dorfplatz, Mitteldorf', { near }))).toEqual(['Dorfplatz, Mitteldorf, Testland', 'Dorfplatz (Parking), Mitteldorf, Testland']);
  });

  it('tells two streets of one name in one town apart by their postcodes', () => {
    expect(lines(g.suggest('Feldweg', { near })).sort()).toEqual(['Feldweg, 9401 Nordheim, Testland', 'Feldweg, 9402 Nordheim, Testland']);
  });

  it('tells them apart by their hamlet without postcodes, and lists the pieces of one street once', () => {
    const s = g.suggest('Bachweg', { near });
    expect(s).toHaveLength(2);
    expect(lines(s).sort()).toEqual([expect.stringMatching(/^Bachweg, .*Oberwil.*Mitteldorf/), expect.stringMatching(/^Bachweg, .*Unterwil.*Mitteldorf/)]);
  });
});

describe('on the Liechtenstein pack', () => {
  let li: Geocoder;
  beforeAll(async () => {
    await ensureRegionPacks({ log: () => {} });
    const pack = await loadPackFile(join(DEFAULT_PACK_DIR, BUNDLED_REGIONS[0]!.file));
    const { meta } = pack;
    const get = (name: string) => rawSection(pack, name);
    li = Geocoder.fromSections(get, { region: meta.name, source: meta.source, timestamp: meta.timestamp });
  }, 300_000);
  const VADUZ = { lat: 47.1399, lng: 9.5217 };

  it.each(['Landstrasse, Schaan', 'Landstrasse Schaan', 'Schaan Landstrasse', 'Schaan, Landstrasse', 'Landstrase, Schan', 'Landstr Shaan'])(
    '%s: Schaan’s Landstrasse, and no other town’s',
    (q) => {
      const s = li.suggest(q, { near: VADUZ });
      expect(s[0]).toMatchObject({ type: 'street', name: 'Landstrasse', place: { city: 'Schaan' } });
      expect(streetsOf(s, 'Landstrasse')).toEqual(['Schaan']);
    },
  );

  it('puts the bus stop named "Ruggell Noflerstrasse" before Noflerstrasse in Ruggell', () => {
    expect(li.suggest('Ruggell Noflerstrasse', { near: VADUZ }).slice(0, 2).map((x) => x.kind)).toEqual(['Bus stop', 'Street']);
  });

  it('lists the Landstrasse of every town it runs through', () => {
    expect(streetsOf(li.suggest('Landstrasse', { near: VADUZ, limit: 10 }), 'Landstrasse').sort()).toEqual(['Balzers', 'Ruggell', 'Schaan', 'Triesen', 'Triesenberg', 'Vaduz']);
  });

  it.each(['Städtle 32, Vaduz', 'Zollstrasse, Schaan', 'Vaduz Städtle', 'Zollstrasse'])('%s: no line twice', (q) => {
    const l = lines(li.suggest(q, { near: VADUZ }));
    expect(l.length).toBeGreaterThan(1);
    expect(new Set(l).size).toBe(l.length);
  });

  it('finds a named building and a named land use area by name', () => {
    expect(li.suggest('Sporry Gasometer', { near: VADUZ })[0]).toMatchObject({ name: 'Sporry Gasometer', kind: 'Shed', place: { city: 'Triesen' } });
    expect(li.forward({ location: 'Sporry Gasometer' })).toMatchObject({ adminArea5: 'Triesen', geocodeQualityCode: expect.stringMatching(/^P1/) });
  });

  it('names the house first, then the street, then the car park called Städtle by its kind', () => {
    expect(lines(li.suggest('Städtle 32, Vaduz', { near: VADUZ })).slice(0, 3)).toEqual([
      'Städtle 32, 9490 Vaduz, Liechtenstein',
      'Städtle, Vaduz, Liechtenstein',
      'Städtle (Parking), Vaduz, Liechtenstein',
    ]);
  });
});
