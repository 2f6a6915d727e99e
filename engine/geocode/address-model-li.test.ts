// The whole OpenStreetMap address model on the real Liechtenstein extract, through the geocoder: the numbers of
// Grosssteg's interpolation line (1001–1051, odd), numbered buildings with no addr:street (Im Winkel 8,
// Dorfstrasse 39A/B), an addr:place address (6 Silum), named water (the river Samina), one name per result.
import { beforeAll, describe, expect, it } from 'vitest';
import { readOsmPbf } from '../pack/osm-pbf.ts';
import type { MapFeatures } from '../pack/map-features.ts';
import { loadGazetteer } from './gazetteer-node.ts';
import { haversineMeters } from './geo.ts';
import { Geocoder } from './index.ts';

let features: MapFeatures;
let geocoder: Geocoder;

beforeAll(async () => {
  const read = await readOsmPbf('data/liechtenstein-2021-01.osm.pbf');
  features = read.features;
  geocoder = Geocoder.fromWays(read.ways, { region: 'Liechtenstein', source: 'test', timestamp: read.timestamp }, loadGazetteer(), features);
}, 300_000);

describe('Grosssteg 1001–1051 (addr:interpolation=odd between two numbered nodes)', () => {
  it('has every odd number between the ends, each on its own point of the line, in order', () => {
    const numbers = features.addresses.filter((a) => a.street === 'Grosssteg' && Number(a.housenumber) > 1000);
    expect(numbers.map((a) => Number(a.housenumber)).sort((x, y) => x - y)).toEqual(Array.from({ length: 26 }, (_, i) => 1001 + 2 * i));
    const byNumber = [...numbers].sort((x, y) => Number(x.housenumber) - Number(y.housenumber));
    for (let i = 1; i < byNumber.length; i++) expect(byNumber[i]!.lng).toBeGreaterThan(byNumber[i - 1]!.lng);
  });

  it('answers a number of the line at its place, L1 with a note; the tagged ends P1', () => {
    const end = geocoder.forward({ location: 'Grosssteg 1001, Triesenberg' });
    expect(end?.geocodeQualityCode).toMatch(/^P1/);
    const mid = geocoder.forward({ location: 'Grosssteg 1025, Triesenberg' });
    expect(mid).toMatchObject({ street: 'Grosssteg 1025', adminArea5: 'Triesenberg' });
    expect(mid?.geocodeQualityCode).toMatch(/^L1/);
    expect(mid?.note).toContain('addr:interpolation');
    // 24/50 of the way from 1001 (9.5697463) to 1051 (9.5719698).
    expect(mid!.lng).toBeCloseTo(9.5697463 + 0.48 * (9.5719698 - 9.5697463), 6);
    const other = geocoder.forward({ location: 'Grosssteg 1027, Triesenberg' });
    expect(haversineMeters(mid!.lat, mid!.lng, other!.lat, other!.lng)).toBeGreaterThan(5);
  });

  it('names a number of the line in reverse, as an estimate (L1)', () => {
    const at = features.addresses.find((a) => a.street === 'Grosssteg' && a.housenumber === '1025')!;
    const r = geocoder.reverse(at.lat, at.lng);
    expect(r).toMatchObject({ street: 'Grosssteg 1025' });
    expect(r?.geocodeQualityCode).toMatch(/^L1/);
  });
});

describe('numbers without addr:street: the nearest street', () => {
  it('finds Im Winkel 8, a building tagged with its number only', () => {
    const r = geocoder.forward({ location: 'Im Winkel 8, Triesen' });
    expect(r).toMatchObject({ street: 'Im Winkel 8', adminArea5: 'Triesen' });
    expect(r?.geocodeQualityCode).toMatch(/^P1/);
  });

  it('finds Dorfstrasse 39A and 39B, one building tagged 39A/B', () => {
    for (const n of ['39A', '39B']) {
      const r = geocoder.forward({ location: `Dorfstrasse ${n}, Triesen` });
      expect(r?.geocodeQualityCode, n).toMatch(/^P1/);
      expect(r?.displayName).toContain('Dorfstrasse 39A/B');
    }
  });
});

describe('addr:place and water', () => {
  it('finds 6 Silum, an address of a hamlet rather than a street', () => {
    const r = geocoder.forward({ location: '6 Silum' });
    expect(r).toMatchObject({ street: 'Silum 6', adminArea5: 'Triesenberg', adminArea1: 'LI' });
    expect(r?.geocodeQualityCode).toMatch(/^P1/);
  });

  it('answers Samina with the river, which search-ahead offers too', () => {
    const r = geocoder.forward({ location: 'Samina' });
    expect(r?.adminArea1).toBe('LI');
    const river = features.pois.find((p) => p.kind === 'waterway=river' && p.names[0] === 'Samina')!;
    expect(haversineMeters(r!.lat, r!.lng, river.lat, river.lng)).toBeLessThan(1);
    expect(geocoder.suggest('Samina', { limit: 5 }).map((s) => s.kind)).toContain('River');
  });

  it('shows one name for a place found by another of its names', () => {
    const castle = geocoder.suggest('Hohenliechtenstein', { limit: 1 })[0];
    expect(castle?.name).toBe('Schloss Vaduz');
    expect(castle?.displayString).not.toContain('Hohenliechtenstein');
  });
});
