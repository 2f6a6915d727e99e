// Kinds of place asked for as Americans, Italians and the Dutch ask for them (issue 30, thirteenth pass: probing
// Valhalla's Baltimore, Rome and Amsterdam extracts by kind, `.cache/p13-kinds.ts`): "parking lot", "city hall",
// "movie theater", "restrooms", "fire department", "police station"; "ufficio postale", "vigili del fuoco",
// "parcheggi"; "stadhuis", "bibliotheek", "bioscoop", "postkantoor", "brandweer", "speeltuin", "bushalte" were read
// as names, and found nothing or a name holding the words. Nominatim's special phrases name these kinds.
// And a kind the data has none of is no dead end: "City Hall, Baltimore", where the city hall is tagged as an
// office, is the point of interest named so (it answered nothing once "city hall" was a kind's phrase).
// Hand-drawn: one of each kind, unnamed or named otherwise, in a town; a city hall tagged as an office.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Geocoder } from './index.ts';
import { fixtureGeocoder, poi, way } from './fixtures.test-util.ts';

let g: Geocoder;
let us: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Amsterdam', [way('way/1', 'Dam', [[4.8925, 52.373], [4.8935, 52.3732]])], {
    places: [{ id: 'node/1', lat: 52.3728, lng: 4.8936, kind: 'city', names: ['Amsterdam'] }],
    pois: [
      poi(10, 52.3731, 4.8922, 'amenity=parking', 'Q-Park De Bijenkorf'),
      poi(11, 52.3676, 4.9013, 'amenity=townhall', 'Stopera'),
      poi(12, 52.3622, 4.8831, 'amenity=cinema', 'Pathé Tuschinski'),
      poi(13, 52.3733, 4.8927, 'amenity=toilets', []),
      poi(14, 52.371, 4.895, 'amenity=fire_station', 'Kazerne Nico'),
      poi(15, 52.3745, 4.8905, 'amenity=police', 'Bureau Beursstraat'),
      poi(16, 52.3759, 4.9085, 'amenity=library', 'OBA Oosterdok'),
      poi(17, 52.3738, 4.8915, 'amenity=post_office', 'PostNL Dam'),
      poi(18, 52.3652, 4.8863, 'leisure=playground', []),
      poi(19, 52.3771, 4.8982, 'highway=bus_stop', 'Centraal Station'),
    ],
  });
  us = fixtureGeocoder('Baltimore', [way('way/1', 'Holliday Street', [[-76.6085, 39.2905], [-76.6082, 39.2925]])], {
    places: [{ id: 'node/1', lat: 39.2904, lng: -76.6122, kind: 'city', names: ['Baltimore'] }],
    pois: [poi(10, 39.2916, -76.6081, 'office=government', 'City Hall')],
  });
});

describe("a kind by the words Americans, Italians and the Dutch use", () => {
  it.each([
    ['parking lot', 'amenity=parking'],
    ['parcheggi Amsterdam', 'amenity=parking'],
    ['city hall', 'amenity=townhall'],
    ['stadhuis Amsterdam', 'amenity=townhall'],
    ['movie theater near Dam', 'amenity=cinema'],
    ['bioscoop', 'amenity=cinema'],
    ['restrooms', 'amenity=toilets'],
    ['fire department', 'amenity=fire_station'],
    ['brandweer in Amsterdam', 'amenity=fire_station'],
    ['vigili del fuoco', 'amenity=fire_station'],
    ['police station', 'amenity=police'],
    ['bibliotheek', 'amenity=library'],
    ['postkantoor', 'amenity=post_office'],
    ['ufficio postale', 'amenity=post_office'],
    ['speeltuin', 'leisure=playground'],
    ['bushalte', 'highway=bus_stop'],
  ])('%s: a %s', (location, kind) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^P1/);
    const want = { 'amenity=parking': 52.3731, 'amenity=townhall': 52.3676, 'amenity=cinema': 52.3622, 'amenity=toilets': 52.3733, 'amenity=fire_station': 52.371, 'amenity=police': 52.3745, 'amenity=library': 52.3759, 'amenity=post_office': 52.3738, 'leisure=playground': 52.3652, 'highway=bus_stop': 52.3771 }[kind];
    expect(r?.lat).toBeCloseTo(want!, 4);
  });
});

describe('a kind the data has none of', () => {
  it.each([['City Hall, Baltimore'], ['city hall Baltimore'], ['city hall in Baltimore']])('%s: the point of interest named so', (location) => {
    const r = us.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^P1/);
    expect(r?.lat).toBeCloseTo(39.2916, 4);
  });

  it('pharmacy in Baltimore: nothing, not the town', () => {
    expect(us.forward({ location: 'pharmacy in Baltimore' })).toBeNull();
  });
});
