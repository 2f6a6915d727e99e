// New York's rear buildings: "693 REAR Washington Street", "24 REAR-A Bethune Street" are houses of their own, tagged
// so (addr:housenumber "693 REAR"), beside the front house 693; a street named "Rear Lane" stays a street.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AddressPoint, MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { splitHouseNumber } from './normalize.ts';
import { way, fixtureGeocoder } from './fixtures.test-util.ts';

const house = (street: string, housenumber: string, lat: number, lng: number): AddressPoint => ({ id: `node/${street}${housenumber}`, lat, lng, housenumber, street, postcode: '10014', city: 'New York' });
// Greenwich Village at 40.73 N: the front house 693 on the street, its rear building 60 m behind it.
const features: MapFeatures = {
  addresses: [
    house('Washington Street', '693', 40.7336, -74.0086),
    house('Washington Street', '693 REAR', 40.7336, -74.0079),
    house('Bethune Street', '24', 40.7372, -74.0065),
    house('Bethune Street', '24 REAR-A', 40.7376, -74.0065),
    house('Rear Lane', '12', 40.731, -74.005),
  ],
  pois: [],
  // A hamlet whose name starts like a unit word ("Ste", suite): Steg, as Liechtenstein has one.
  places: [{ id: 'node/30', lat: 40.736, lng: -74.002, kind: 'hamlet', names: ['Steg'] }],
  admin: [],
  basemap: [],
};
const ways = [
  way('way/1', 'Washington Street', [[-74.0088, 40.732], [-74.0088, 40.735]]),
  way('way/2', 'Bethune Street', [[-74.008, 40.737], [-74.005, 40.737]]),
  way('way/3', 'Rear Lane', [[-74.0052, 40.7308], [-74.0048, 40.7308]]),
];
const near = { lat: 40.734, lng: -74.007 };

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Greenwich Village', ways, features);
});

describe('a rear building', () => {
  it('is a house number with its addition, a street of one word after "Rear" a street named so', () => {
    expect(splitHouseNumber('693 REAR Washington Street')).toEqual({ street: 'Washington Street', houseNumber: '693REAR' });
    expect(splitHouseNumber('24 rear-a Bethune St')).toEqual({ street: 'Bethune St', houseNumber: '24rear-a' });
    expect(splitHouseNumber('12 Rear Lane')).toEqual({ street: 'Rear Lane', houseNumber: '12' });
  });

  it.each([
    ['693 REAR Washington Street', 40.7336, -74.0079],
    ['693 Rear Washington St, New York, NY 10014', 40.7336, -74.0079],
    ['24 REAR-A Bethune Street', 40.7376, -74.0065],
    ['693 Washington Street', 40.7336, -74.0086],
    ['12 Rear Lane', 40.731, -74.005],
  ])('%s: the house at its own point, forward and first in search-ahead', (location, lat, lng) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode.slice(0, 2)).toBe('P1');
    expect([r?.lat, r?.lng]).toEqual([lat, lng]);
    expect(g.suggest(location, { near })[0]).toMatchObject({ type: 'address', lat, lng });
  });
});

describe('a flat, suite or room typed after the address', () => {
  it.each(['693 Washington Street Apt 3', '693 Washington Street Ste 200', '693 Washington Street Ste. A', '693 Washington Street Unit C', '693 Washington Street #3'])(
    '%s: the house, the unit left out',
    (location) => {
      expect(g.forward({ location })).toMatchObject({ lat: 40.7336, lng: -74.0086 });
    },
  );

  it('a name starting like a unit word is that name: Steg is no "Ste G"', () => {
    expect(g.forward({ location: 'Steg' })?.displayName).toMatch(/^Steg/);
    expect(g.suggest('Steg', { near })[0]).toMatchObject({ name: 'Steg' });
  });
});
