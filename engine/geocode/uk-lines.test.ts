// An address written the British way: a flat before the house ("Flat 1, 27 Broad Street, Bristol"), and the nation
// on the last line ("…, Bristol, England", "…, Scotland", "…, Wales"), as the United Kingdom's own. The flat was read
// as a name not found (the town's centre); England was the town in Arkansas ("No street data … the centre of
// England"), Wales and Scotland towns of the US. Hand-drawn: a house of Bristol.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { fixtureGeocoder, way } from './fixtures.test-util.ts';

const drawn: Partial<MapFeatures> = {
  places: [{ id: 'node/1', lat: 51.4552, lng: -2.5966, kind: 'city', names: ['Bristol'] }],
  addresses: [{ id: 'node/10', lat: 51.45565, lng: -2.59477, housenumber: '27', street: 'Broad Street', postcode: 'BS1 2HG', city: 'Bristol' }],
};

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Bristol', [way('way/1', 'Broad Street', [[-2.5952, 51.4553], [-2.5943, 51.4560]])], drawn);
});

describe('an address written the British way', () => {
  it.each([
    ['Flat 1, 27 Broad Street, Bristol'],
    ['Flat 2B 27 Broad Street Bristol'],
    ['27 Broad Street, Bristol, England'],
    ['27 Broad Street, Bristol BS1 2HG, England'],
    ['27 Broad Street Bristol England'],
    ['Flat 1, 27 Broad Street, Bristol, England, United Kingdom'],
  ])('%s: the house', (location) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^P1A/);
    expect(r?.lat).toBeCloseTo(51.45565, 4);
  });

  it('the town and its nation: the town, not a town of the US', () => {
    const r = g.forward({ location: 'Bristol, England' });
    expect(r?.adminArea1).toBe('GB');
    expect(r?.lat).toBeCloseTo(51.4552, 3);
  });

  it('search-ahead lists the house', () => {
    expect(g.suggest('27 Broad Street, Bristol, England', { limit: 3 })[0]?.displayString).toMatch(/^27 Broad Street,/);
  });
});
