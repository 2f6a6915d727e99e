// A name with an address whose number is not on the street, or a name the data has only as a stop
// ("Johns Hopkins Hospital, 600 N Wolfe St, Baltimore", with and without commas or a town): the street, its
// quality code saying so (never nothing, never the town's centre); and a bus stop or station named after a place
// is not that place where the data has a point of that name of another kind (the house typed instead; with a
// street and no number, the place of that name, not its stop on the street).
// Hand-drawn: North Wolfe Street in East Baltimore, houses 611-619, a bus stop and a metro station named
// "Johns Hopkins Hospital" by 615, the hospital itself 250 m away.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { fixtureGeocoder, poi, way } from './fixtures.test-util.ts';

const house = (id: number, lat: number, housenumber: string) => ({
  id: `node/${id}`,
  lat,
  lng: -76.5906,
  housenumber,
  street: 'North Wolfe Street',
  postcode: '21205',
  city: 'Baltimore',
  state: 'MD',
});

const drawn: Partial<MapFeatures> = {
  addresses: [house(1, 39.2976, '611'), house(2, 39.2978, '613'), house(3, 39.2981, '615'), house(4, 39.2984, '617'), house(5, 39.2987, '619')],
  pois: [
    poi(11, 39.29822, -76.59096, 'highway=bus_stop', 'Johns Hopkins Hospital'),
    poi(12, 39.29856, -76.59461, 'railway=station', 'Johns Hopkins Hospital'),
    poi(13, 39.29567, -76.59255, 'amenity=hospital', 'Johns Hopkins Hospital'),
    // A stop whose name nothing else has: the stop is what is meant.
    poi(14, 39.29862, -76.59095, 'highway=bus_stop', 'Wolfe & Madison'),
  ],
};

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Baltimore', [way('way/1', 'North Wolfe Street', [[-76.5907, 39.295], [-76.5905, 39.3]])], drawn);
});

describe('a name with an address whose number is not on the street', () => {
  it.each([
    'Johns Hopkins Hospital, 600 N Wolfe St, Baltimore',
    'Johns Hopkins Hospital, 600 N Wolfe St',
    'Johns Hopkins Hospital 600 N Wolfe St Baltimore',
    'Johns Hopkins Hospital 600 N Wolfe St',
    'Johns Hopkins Hospital, 600 North Wolfe Street, Baltimore, MD 21205',
  ])('%s: the street, at street level, saying the number is not there', (location) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^B/);
    expect(r?.street).toBe('North Wolfe Street');
    expect(r?.note).toMatch(/No house number 600 on North Wolfe Street/);
  });
});

describe('a stop named after a place, with an address', () => {
  it.each(['Johns Hopkins Hospital, 615 N Wolfe St, Baltimore', 'Johns Hopkins Hospital 615 N Wolfe St Baltimore', 'Johns Hopkins Hospital, 615 N Wolfe St'])('%s: the house, not the bus stop', (location) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^(P1|L1)/);
    expect(r?.street).toBe('615 North Wolfe Street');
    expect(r?.displayName).not.toMatch(/^Johns Hopkins Hospital/);
  });

  it('search-ahead does not list the bus stop first', () => {
    const first = g.suggest('Johns Hopkins Hospital, 615 N Wolfe St', { limit: 5 })[0];
    expect(first?.displayString).toMatch(/^615 North Wolfe Street/);
  });

  it.each(['Johns Hopkins Hospital, N Wolfe St', 'Johns Hopkins Hospital, North Wolfe Street, Baltimore'])('%s (a street, no number): the hospital, not its bus stop on the street', (location) => {
    const r = g.forward({ location });
    expect(r?.displayName).toMatch(/^Johns Hopkins Hospital/);
    expect(Math.abs(r!.lat - 39.29567) < 0.0002 && Math.abs(r!.lng + 76.59255) < 0.0002).toBe(true);
  });

  it('a stop whose name nothing else has, typed with the street: the stop', () => {
    expect(g.forward({ location: 'Wolfe & Madison, N Wolfe St' })?.displayName).toMatch(/^Wolfe & Madison/);
  });

  it('a stop whose name nothing else has, typed with the address by it: the stop', () => {
    const r = g.forward({ location: 'Wolfe & Madison, 619 N Wolfe St' });
    expect(r?.displayName).toMatch(/^Wolfe & Madison/);
  });

  it('the name alone is still found', () => {
    expect(g.forward({ location: 'Johns Hopkins Hospital' })?.displayName).toMatch(/^Johns Hopkins Hospital/);
  });
});
