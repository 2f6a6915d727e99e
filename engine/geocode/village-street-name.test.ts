// A village and a road of the same name ("Steg": the village of Triesenberg, and the road through it): the single
// line "Steg" is the village, as search-ahead lists it first and Nominatim ranks a village above a road (the
// geocoder answered the road, so the planner's Enter and the geocoding page disagreed, 591 m apart). With a number,
// or typed in the street field with a town, it is the road. A hamlet or locality of a road's name stays the road,
// as search-ahead lists it. Hand-drawn: the village Steg and its road, the hamlet Grosssteg and its road.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Geocoder } from './index.ts';
import { fixtureGeocoder, way } from './fixtures.test-util.ts';

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Liechtenstein', [way('way/1', 'Steg', [[9.57, 47.11], [9.58, 47.112]]), way('way/2', 'Grosssteg', [[9.59, 47.12], [9.595, 47.121]])], {
    places: [
      { id: 'node/1', lat: 47.114, lng: 9.574, kind: 'village', names: ['Steg'] },
      { id: 'node/2', lat: 47.123, lng: 9.592, kind: 'hamlet', names: ['Grosssteg'] },
      { id: 'node/3', lat: 47.1, lng: 9.56, kind: 'village', names: ['Triesenberg'] },
    ],
    addresses: [{ id: 'node/10', lat: 47.1105, lng: 9.5705, housenumber: '5', street: 'Steg', postcode: '9497', city: 'Triesenberg' }],
  });
});

describe('a village and a road of one name', () => {
  it('the name alone is the village, as search-ahead lists it first', () => {
    expect(g.forward({ location: 'Steg' })).toMatchObject({ geocodeQuality: 'CITY', lat: 47.114 });
    expect(g.suggest('Steg')[0]).toMatchObject({ type: 'place', lat: 47.114 });
  });

  it('with a number, or in the street field with its town, the road', () => {
    expect(g.forward({ location: 'Steg 5' })?.geocodeQualityCode).toMatch(/^P1/);
    expect(g.forward({ street: 'Steg', city: 'Triesenberg', state: '', countryCode: '' })?.geocodeQuality).toBe('STREET');
  });

  it('a hamlet of a road\'s name stays the road', () => {
    expect(g.forward({ location: 'Grosssteg' })?.geocodeQuality).toBe('STREET');
  });
});
