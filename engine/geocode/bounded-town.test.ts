// A town with a boundary of its own is that town, not the gazetteer's city covering its houses (twelfth pass,
// GraphHopper's north-bayreuth extract, `.cache/g8-probe.ts` "street, city (no number)" 391 of 392):
// "Hauptstraße, Heinersreuth" answered Neudrossenfeld's Hauptstraße, 5 km off, as in Heinersreuth (B1AAX): the
// gazetteer has no Heinersreuth, so its addresses' addr:city was taken for the city covering them, Neudrossenfeld,
// and both names for one town (in this fixture, "Hauptstraße, Neudrossenfeld" answered Heinersreuth's house). Nominatim
// finds a street in the boundary named: here, no road of the name, one house.
// Hand-drawn: Heinersreuth's boundary and a house of its Hauptstraße (no road), Neudrossenfeld's Hauptstraße.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { area, box, fixtureGeocoder, way } from './fixtures.test-util.ts';

const drawn: Partial<MapFeatures> = {
  places: [{ id: 'node/1', lat: 50.0318, lng: 11.5268, kind: 'village', names: ['Neudrossenfeld'] }],
  addresses: [
    { id: 'node/10', lat: 49.98724, lng: 11.51066, housenumber: '2', street: 'Hauptstraße', postcode: '95500', city: 'Heinersreuth' },
    { id: 'node/11', lat: 49.9902, lng: 11.5150, housenumber: '7', street: 'Ringstraße', postcode: '95500', city: 'Heinersreuth' },
  ],
  admin: [area(30, 8, 'Heinersreuth', box(11.49, 49.97, 11.53, 50.0))],
};

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Bayreuth', [way('way/1', 'Hauptstraße', [[11.526, 50.032], [11.531, 50.0326]]), way('way/2', 'Ringstraße', [[11.514, 49.99], [11.516, 49.9904]])], drawn);
});

describe('a town with a boundary of its own', () => {
  it.each([['Hauptstraße, Heinersreuth'], ['Hauptstraße Heinersreuth'], ['Hauptstraße, 95500 Heinersreuth']])('%s: its own Hauptstraße, not Neudrossenfeld\'s', (location) => {
    const r = g.forward({ location });
    expect(r?.lat).toBeCloseTo(49.987, 2);
  });

  it('structured: the same', () => {
    expect(g.forward({ street: 'Hauptstraße', city: 'Heinersreuth' })?.lat).toBeCloseTo(49.987, 2);
  });

  it("Neudrossenfeld's is still Neudrossenfeld's", () => {
    expect(g.forward({ location: 'Hauptstraße, Neudrossenfeld' })?.lat).toBeCloseTo(50.032, 2);
  });

  it('a street of the town is found in it', () => {
    expect(g.forward({ location: 'Ringstraße, Heinersreuth' })?.geocodeQualityCode).toMatch(/^B1.A/);
  });
});
