// A name typed with a place is a point of interest of that name only where it lies in the place, as Nominatim builds
// a point's address: inside a boundary of that name, or within the extent of a place mapped as a point (its
// reverse_place_diameter: a town 0.08°, a village 0.04°, a hamlet 0.02°). "Euben Bindlach" (twelfth pass, GraphHopper's
// north-bayreuth extract, `.cache/g9-streets.ts` "st town" 161 of 176) answered the railway halt "Bindlach" 2 km
// from the hamlet Euben, read as the halt in Euben, as a success; it is the street Euben in Bindlach.
// Hand-drawn: a municipality by its boundary only (no place node), a hamlet in it with a street of its name, a halt named after the
// municipality 2 km from the hamlet, a chapel in the hamlet; a village with no boundary, a point in it, one far off and
// one far off whose own address names it.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { area, box, fixtureGeocoder, poi, way } from './fixtures.test-util.ts';

const drawn: Partial<MapFeatures> = {
  places: [
    { id: 'node/2', lat: 49.9846, lng: 11.5731, kind: 'hamlet', names: ['Euben'] },
    // A village with no boundary, its chapel 1 km off and a farm shop 6 km off.
    { id: 'node/3', lat: 50.05, lng: 11.7, kind: 'village', names: ['Goldkronach'] },
  ],
  addresses: [{ id: 'node/10', lat: 49.9844, lng: 11.5755, housenumber: '3', street: 'Euben', postcode: '95463', city: 'Bindlach' }],
  admin: [area(30, 8, 'Bindlach', box(11.55, 49.96, 11.64, 50.01))],
  pois: [
    poi(20, 49.9802, 11.6034, 'railway=halt', 'Bindlach'),
    poi(21, 49.9849, 11.5735, 'amenity=place_of_worship', 'Kapelle Euben'),
    poi(22, 50.055, 11.71, 'amenity=place_of_worship', 'Kapelle St. Erhard'),
    poi(23, 50.1, 11.75, 'shop=farm', 'Hofladen Sack'),
    // As far off, its own address in the village (Baltimore's "Eastern Car Wash", addr:city Highlandtown, 3 km from
    // the neighbourhood's node).
    { ...poi(24, 50.1, 11.65, 'amenity=car_wash', 'Waschpark Ost'), address: { city: 'Goldkronach' } },
  ],
};

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Bindlach', [way('way/1', 'Euben', [[11.572, 49.9843], [11.577, 49.9847]])], drawn);
});

describe('a point of interest in the place typed', () => {
  it.each([['Euben Bindlach'], ['Bindlach Euben'], ['euben bindlach']])('%s: the street of the hamlet, not the halt named after the town', (location) => {
    const r = g.forward({ location });
    expect(r?.street).toBe('Euben');
    expect(r?.lat).toBeCloseTo(49.9845, 2);
  });

  it.each([
    ['Kapelle Euben, Euben', 49.9849],
    ['Kapelle St. Erhard, Goldkronach', 50.055],
    ['Kapelle St. Erhard Goldkronach', 50.055],
    ['Waschpark Ost, Goldkronach', 50.1],
  ])('%s: the point of interest in it', (location, lat) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^P1.A/);
    expect(r?.lat).toBeCloseTo(lat, 3);
  });

  it('a name far outside a village with no boundary is not in it', () => {
    const r = g.forward({ location: 'Hofladen Sack, Goldkronach' });
    expect(r === null || !/^P1.A/.test(r.geocodeQualityCode) || Math.abs(r.lat - 50.1) > 0.01).toBe(true);
  });
});

// A town with a boundary is what the boundary holds, though a point of another town lies within its node's extent:
// "Landesbibliothek, Triesen" and "Landesbibliothek in Triesen" answered Vaduz's library (P1AAX) on Liechtenstein's
// data, 3 km from Triesen's node; "library in Triesen" the nearest library as in Triesen (now admin C, saying it is
// the nearest). Hand-drawn: two towns by their boundaries and nodes, the library in one.
describe('a point of interest in a town with a boundary', () => {
  let li: Geocoder;
  beforeAll(() => {
    li = fixtureGeocoder('Liechtenstein', [way('way/1', 'Gerberweg', [[9.52, 47.1355], [9.5215, 47.136]])], {
      places: [
        { id: 'node/1', lat: 47.141, lng: 9.521, kind: 'town', names: ['Vaduz'] },
        { id: 'node/2', lat: 47.107, lng: 9.5275, kind: 'village', names: ['Triesen'] },
      ],
      admin: [area(30, 8, 'Vaduz', box(9.50, 47.125, 9.55, 47.16)), area(31, 8, 'Triesen', box(9.50, 47.09, 9.55, 47.12))],
      pois: [{ ...poi(20, 47.1358, 9.5208, 'amenity=library', 'Landesbibliothek'), address: { street: 'Gerberweg', housenumber: '5' } }],
    });
  });

  it.each([['Landesbibliothek, Triesen'], ['Landesbibliothek Triesen'], ['Landesbibliothek in Triesen'], ['library in Triesen']])('%s: not the library of Vaduz as in Triesen', (location) => {
    const r = li.forward({ location });
    expect(r === null || !/^P1.A/.test(r.geocodeQualityCode)).toBe(true);
  });

  it.each([['Landesbibliothek, Vaduz'], ['Landesbibliothek in Vaduz'], ['Landesbibliothek Vaduz'], ['library in Vaduz']])('%s: the library', (location) => {
    expect(li.forward({ location })?.geocodeQualityCode).toMatch(/^P1.A/);
  });
});
