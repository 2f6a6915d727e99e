// A postcode only points of interest carry (twelfth pass): Bristol's "BS1 1EB" is tagged on a pub and on no address,
// so the region did not know it: "BS1 1EB" answered nothing, "The White Lion, BS1 1EB Bristol" nothing (GraphHopper's
// Bristol extract, `.cache/g11-poi3.ts` "name, postcode town": 22 of 26). Nominatim's postcode table takes every
// object's addr:postcode. The pack keeps a point's own postcode (geocode format 4). Hand-drawn: a street of Bristol
// with a house of another postcode, a pub with a postcode of its own, a court with its postcode and no street.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import { buildGeocodeSections, Geocoder } from './index.ts';
import { features, fixtureGeocoder, fixtureInfo, poi, way } from './fixtures.test-util.ts';

const streets = [way('way/1', 'Broad Street', [[-2.5958, 51.4553], [-2.5938, 51.4559]]), way('way/2', 'Colston Avenue', [[-2.5962, 51.4547], [-2.5955, 51.4556]])];
const drawn: Partial<MapFeatures> = {
  places: [
    { id: 'node/1', lat: 51.4545, lng: -2.5879, kind: 'city', names: ['Bristol'] },
    { id: 'node/2', lat: 51.4525, lng: -2.5905, kind: 'suburb', names: ['Redcliffe'] },
  ],
  addresses: [{ id: 'node/10', lat: 51.45565, lng: -2.59477, housenumber: '27', street: 'Broad Street', postcode: 'BS1 2HG', city: 'Bristol' }],
  pois: [
    { ...poi(20, 51.45516, -2.59572, 'amenity=pub', 'The White Lion'), address: { street: 'Colston Avenue', postcode: 'BS1 1EB', city: 'Bristol' } },
    { ...poi(21, 51.4561, -2.5925, 'amenity=courthouse', 'Bristol Crown Court'), address: { postcode: 'BS1 1DA', city: 'Bristol' } },
  ],
};

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Bristol', streets, drawn);
});

describe('a postcode only points of interest carry', () => {
  it.each([['BS1 1EB'], ['bs11eb'], ['BS1 1EB Bristol'], ['Bristol BS1 1EB'], ['BS1 1EB, Bristol, UK']])('%s: the postcode, at the point carrying it', (location) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^Z1/);
    expect(r?.postalCode).toBe('BS1 1EB');
    expect(r?.lat).toBeCloseTo(51.45516, 4);
    expect(r?.note ?? '').toBe('');
  });

  it('structured: the postcode', () => {
    const r = g.forward({ postalCode: 'BS1 1DA', city: 'Bristol' });
    expect(r?.geocodeQualityCode).toMatch(/^Z1XAA/);
    expect(r?.lat).toBeCloseTo(51.4561, 4);
  });

  it.each([['The White Lion, BS1 1EB Bristol'], ['The White Lion, BS1 1EB'], ['The White Lion BS1 1EB'], ['Bristol Crown Court, BS1 1DA Bristol']])('%s: the point of interest', (location) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^P1/);
    expect(r?.displayName).toMatch(/^(The White Lion|Bristol Crown Court)/);
  });

  it('a part of the town near the point is in it', () => {
    const r = g.forward({ location: 'BS1 1DA Redcliffe' });
    expect(r?.geocodeQualityCode).toMatch(/^Z1XAA/);
    expect(r?.note ?? '').toBe('');
  });

  it("another town with the point's postcode says the town is not in it", () => {
    const r = g.forward({ location: 'BS1 1EB Bath' });
    expect(r?.postalCode === 'BS1 1EB' ? r.note : 'not in').toMatch(/not in/);
  });

  it('an address typed with a postcode that is only a point of interest says the house is not in it', () => {
    const r = g.forward({ location: '27 Broad Street, BS1 1EB Bristol' });
    expect(r?.geocodeQualityCode).toMatch(/^P1/);
    expect(r?.lat).toBeCloseTo(51.45565, 4);
    expect(r?.geocodeQualityCode.at(-1)).not.toBe('A');
  });

  it('search-ahead lists the postcode as it is begun', () => {
    expect(g.suggest('BS1 1E', { limit: 5 }).map((s) => s.displayString)).toEqual(expect.arrayContaining([expect.stringMatching(/BS1 1EB/)]));
  });

  it("the pack keeps a point's postcode", () => {
    const packed = buildGeocodeSections(streets, fixtureInfo('Bristol'), features(drawn));
    const loaded = Geocoder.fromSections((name) => {
      const v = packed[name];
      return v ? new Uint8Array(v.buffer, v.byteOffset, v.byteLength) : undefined;
    }, fixtureInfo('Bristol'));
    expect(loaded.forward({ location: 'BS1 1EB' })?.postalCode).toBe('BS1 1EB');
  });
});
