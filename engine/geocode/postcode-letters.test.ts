// A postcode of letters and digits as the data writes it (Andorra's "AD500"), typed glued, with a space or a
// hyphen, alone or in an address: it was no postcode ("AD500" answered nothing, "Avinguda Meritxell 11 AD500
// Andorra la Vella" the town's centre). Hand-drawn: a house of Andorra la Vella.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { fixtureGeocoder, way } from './fixtures.test-util.ts';

const drawn: Partial<MapFeatures> = {
  places: [{ id: 'node/1', lat: 42.5069, lng: 1.5212, kind: 'town', names: ['Andorra la Vella'] }],
  addresses: [
    { id: 'node/10', lat: 42.50804, lng: 1.52437, housenumber: '11', street: 'Avinguda Meritxell', postcode: 'AD500', city: 'Andorra la Vella' },
    { id: 'node/11', lat: 42.50834, lng: 1.52497, housenumber: '25', street: 'Avinguda Meritxell', postcode: 'AD500', city: 'Andorra la Vella' },
  ],
};

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Andorra', [way('way/1', 'Avinguda Meritxell', [[1.5235, 42.5077], [1.5252, 42.5085]])], drawn);
});

describe("a postcode of letters and digits", () => {
  it.each([['AD500'], ['ad500'], ['AD 500'], ['AD-500'], ['AD500 Andorra la Vella'], ['Andorra la Vella AD500']])('%s: the postcode', (location) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^Z1/);
    expect(r?.postalCode).toBe('AD500');
  });

  it.each([['Avinguda Meritxell 11 AD500 Andorra la Vella'], ['Avinguda Meritxell 11, AD500 Andorra la Vella'], ['Av. Meritxell 11 AD500']])('%s: the house, in the postcode', (location) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^P1A.A/);
    expect(r?.lat).toBeCloseTo(42.50804, 4);
  });

  it('search-ahead lists the postcode', () => {
    expect(g.suggest('AD500', { limit: 3 })[0]?.displayString).toMatch(/^AD500/);
  });
});
