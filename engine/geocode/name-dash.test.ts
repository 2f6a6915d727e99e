// Some words of a name that holds a spaced dash, typed with the dash (eleventh pass, `.cache/g11-sub.ts`: a name less
// its first word): "James Landing - Stop 14" for the water taxi's "Captain James Landing - Stop 14", "Med. Thomas
// Felkel - Cardiology" answered nothing: the dash was read as the end of a part, as in "Via del Corso, 288 - 00186
// Roma"; Nominatim reads it as a space. Hand-drawn: two stops by the harbour, a doctor, a street.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { fixtureGeocoder, poi, way } from './fixtures.test-util.ts';

const drawn: Partial<MapFeatures> = {
  pois: [
    poi(1, 39.28275, -76.5862, 'amenity=ferry_terminal', 'Captain James Landing - Stop 14'),
    poi(2, 39.27584, -76.58981, 'amenity=ferry_terminal', 'Locust Point - Stop 10'),
    poi(3, 39.28, -76.59, 'amenity=doctors', 'Dr. Med. Thomas Felkel - Cardiology'),
  ],
  addresses: [{ id: 'node/10', lat: 39.2835, lng: -76.5869, housenumber: '5', street: 'Boston Street', postcode: '21224', city: 'Baltimore' }],
};

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Baltimore', [way('way/1', 'Boston Street', [[-76.588, 39.2833], [-76.585, 39.2837]])], drawn);
});

describe('some words of a name holding a spaced dash', () => {
  it.each([
    ['James Landing - Stop 14', 39.28275],
    ['Point - Stop 10', 39.27584],
    ['Med. Thomas Felkel - Cardiology', 39.28],
  ])('%s: the one so named', (location, lat) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^P1/);
    expect(r?.lat).toBeCloseTo(lat, 4);
  });

  it('an address, a dash, a postcode is still the address', () => {
    const r = g.forward({ location: 'Boston Street 5 - 21224 Baltimore' });
    expect(r?.lat).toBeCloseTo(39.2835, 4);
  });
});
