// A corner named the ways people name one: "Wolfe St & Eastern Ave" where the street there is South Wolfe Street,
// bare names ("Eastern & Conkling"), a direction typed wrong or not there ("N Wolfe St and E Eastern Ave"), "at",
// "corner of", a numbered street by its ordinal ("Bleecker & 7th", "W 4th and 7th Ave"), "and" and "corner" in the
// region's language ("hoek Kruislaan en Fizeaustraat", "incrocio Via Nazionale e Via Milano"). Forward and
// search-ahead read them alike. Hand-drawn: streets of East Baltimore, Wolfe Street split into North and South at
// Baltimore Street as the city names it; three of Greenwich Village; two of Amsterdam-Oost; three of Rome.
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureGeocoder, poi, way } from './fixtures.test-util.ts';
import type { Geocoder } from './index.ts';

let g: Geocoder;
let ny: Geocoder;
let nl: Geocoder;
let li: Geocoder;
let it_: Geocoder;
beforeAll(() => {
  // Städtle and Äulestrasse each run onto the Adlerkreisel roundabout, mapped as a ring of its own name; a bus stop
  // named Städtle stands by Äulestrasse.
  li = fixtureGeocoder(
    'Liechtenstein',
    [
      way('way/1', 'Städtle', [[9.5215, 47.1385], [9.522, 47.1398]]),
      way('way/2', 'Äulestrasse', [[9.5235, 47.1405], [9.5226, 47.1401]]),
      way('way/3', 'Adlerkreisel', [[9.522, 47.1398], [9.5223, 47.1402], [9.5226, 47.1401], [9.5224, 47.1397], [9.522, 47.1398]], 'tertiary'),
    ],
    { pois: [poi(1, 47.1403, 9.523, 'highway=bus_stop', 'Städtle')], places: [{ id: 'node/10', lat: 47.1393, lng: 9.5228, kind: 'town', names: ['Vaduz'] }] },
  );
  nl = fixtureGeocoder('Amsterdam', [
    way('way/1', 'Kruislaan', [[4.925, 52.345], [4.93, 52.343], [4.935, 52.341]]),
    way('way/2', 'Fizeaustraat', [[4.928, 52.3425], [4.93, 52.343], [4.931, 52.3436]]),
  ]);
  it_ = fixtureGeocoder(
    'Roma',
    [
      way('way/1', 'Via Nazionale', [[12.49, 41.9], [12.4925, 41.8995], [12.495, 41.899]]),
      way('way/2', 'Via Milano', [[12.4925, 41.901], [12.4925, 41.8995], [12.4925, 41.898]]),
      way('way/3', 'Via Sacco e Vanzetti', [[12.52, 41.89], [12.522, 41.891]]),
    ],
    { addresses: [{ id: 'node/1', lat: 41.8905, lng: 12.521, housenumber: '5', street: 'Via Sacco e Vanzetti', postcode: '00159', city: 'Roma' }] },
  );
  ny = fixtureGeocoder('New York', [
    way('way/1', '7th Avenue South', [[-74.0035, 40.7345], [-74.0027, 40.7335], [-74.0019, 40.7325]], 'secondary'),
    way('way/2', 'West 4th Street', [[-74.004, 40.7345], [-74.0027, 40.7335], [-74.0015, 40.7328]]),
    way('way/3', 'Bleecker Street', [[-74.004, 40.733], [-74.0019, 40.7325], [-74.0, 40.732]]),
  ]);
  g = fixtureGeocoder('Baltimore', [
    way('way/1', 'East Baltimore Street', [[-76.6, 39.2905], [-76.5905, 39.2905], [-76.57, 39.2905]], 'secondary'),
    way('way/2', 'North Wolfe Street', [[-76.5905, 39.295], [-76.5905, 39.2905]]),
    way('way/3', 'South Wolfe Street', [[-76.5905, 39.2905], [-76.5905, 39.2865], [-76.5905, 39.284]]),
    way('way/4', 'Eastern Avenue', [[-76.6, 39.2865], [-76.5905, 39.2865], [-76.5725, 39.2865], [-76.56, 39.2865]], 'secondary'),
    way('way/5', 'South Conkling Street', [[-76.5725, 39.29], [-76.5725, 39.2865], [-76.5725, 39.281], [-76.5725, 39.278]]),
    way('way/6', 'Boston Street', [[-76.59, 39.281], [-76.5725, 39.281], [-76.56, 39.281]]),
  ], { pois: [poi(1, 39.2868, -76.5902, 'amenity=bar', 'Wolfe & Eastern')] });
});

const WOLFE_EASTERN = { lat: 39.2865, lng: -76.5905 };
const EASTERN_CONKLING = { lat: 39.2865, lng: -76.5725 };

describe('forward', () => {
  it.each([
    ['Wolfe St & Eastern Ave', 'South Wolfe Street & Eastern Avenue', WOLFE_EASTERN],
    ['N Wolfe St and E Eastern Ave', 'South Wolfe Street & Eastern Avenue', WOLFE_EASTERN],
    ['corner of Wolfe and Eastern, Baltimore', 'South Wolfe Street & Eastern Avenue', WOLFE_EASTERN],
    ['Eastern & Conkling', 'Eastern Avenue & South Conkling Street', EASTERN_CONKLING],
    ['Eastern Ave at Conkling St', 'Eastern Avenue & South Conkling Street', EASTERN_CONKLING],
  ])('%s: %s, the street names good but not as typed (I1B)', (location, street, at) => {
    const r = g.forward({ location });
    expect(r).toMatchObject({ street, geocodeQuality: 'INTERSECTION', ...at });
    expect(r?.geocodeQualityCode).toMatch(/^I1B/);
  });

  it('names as the data has them are exact (I1A); by their words, good (I1B)', () => {
    expect(g.forward({ location: 'Eastern Ave & S Conkling St' })?.geocodeQualityCode).toMatch(/^I1A/);
    expect(g.forward({ location: 'Eastern Ave & Conkling' })?.geocodeQualityCode).toMatch(/^I1B/);
  });
});

describe('a numbered street by its ordinal', () => {
  it.each([
    ['Bleecker & 7th', 'Bleecker Street & 7th Avenue South'],
    ['W 4th and 7th Ave', 'West 4th Street & 7th Avenue South'],
    ['7th & West 4th', '7th Avenue South & West 4th Street'],
  ])('%s: %s, forward and first in search-ahead', (typed, street) => {
    expect(ny.forward({ location: typed })).toMatchObject({ street, geocodeQuality: 'INTERSECTION' });
    expect(ny.suggest(typed, { limit: 5 })[0]).toMatchObject({ name: street, kind: 'Intersection' });
  });
});

describe('"and" and "corner" in the region\'s language', () => {
  it.each([
    ['nl', 'Kruislaan en Fizeaustraat', 'Kruislaan & Fizeaustraat'],
    ['nl', 'hoek Kruislaan en Fizeaustraat', 'Kruislaan & Fizeaustraat'],
    ['nl', 'hoek Kruislaan/Fizeaustraat', 'Kruislaan & Fizeaustraat'],
    ['nl', 'Ecke Kruislaan und Fizeaustraat', 'Kruislaan & Fizeaustraat'],
    ['it', 'incrocio Via Nazionale e Via Milano', 'Via Nazionale & Via Milano'],
    ['it', "all'angolo tra Via Nazionale e Via Milano, Roma", 'Via Nazionale & Via Milano'],
  ] as const)('%s: %s is %s, forward and first in search-ahead', (region, typed, street) => {
    const geocoder = () => (region === 'nl' ? nl : it_);
    expect(geocoder().forward({ location: typed })).toMatchObject({ street, geocodeQuality: 'INTERSECTION' });
    expect(geocoder().suggest(typed, { limit: 5 })[0]).toMatchObject({ name: street, kind: 'Intersection' });
    // A street whose name holds the word stays that street.
    expect(it_.forward({ location: 'Via Sacco e Vanzetti 5, Roma' })).toMatchObject({ street: 'Via Sacco e Vanzetti 5', geocodeQuality: 'POINT' });
    expect(it_.forward({ location: 'Sacco e Vanzetti 5' })?.street).toBe('Via Sacco e Vanzetti 5');
  });
});

describe('two streets meeting only at a roundabout mapped as a street', () => {
  it.each([['Städtle & Äulestrasse'], ['Städtle und Äulestrasse'], ['Äulestrasse / Städtle']])('%s: the corner there (I1B), saying so', (typed) => {
    const r = li.forward({ location: typed });
    expect(r).toMatchObject({ geocodeQuality: 'INTERSECTION', note: expect.stringMatching(/meet at Adlerkreisel$/) });
    expect(r?.geocodeQualityCode).toMatch(/^I1B/);
    expect(li.suggest(typed, { limit: 5 })[0]).toMatchObject({ kind: 'Intersection' });
  });

  it('search-ahead, the second street half typed', () => {
    expect(li.suggest('Städtle & Äule', { limit: 5 })[0]).toMatchObject({ name: 'Städtle & Äulestrasse', kind: 'Intersection' });
  });
});

describe('search-ahead', () => {
  it("a name written like a corner ('Wolfe & Eastern', a bar) is listed beside the corner", () => {
    const names = g.suggest('Wolfe & Eastern', { limit: 5 }).map((s) => s.name);
    expect(names).toContain('Wolfe & Eastern');
    expect(names).toContain('South Wolfe Street & Eastern Avenue');
  });

  it.each([
    ['Wolfe St & Eastern Ave', 'South Wolfe Street & Eastern Avenue'],
    ['N Wolfe St and E Eastern Ave', 'South Wolfe Street & Eastern Avenue'],
    ['Eastern Ave at Conkling St', 'Eastern Avenue & South Conkling Street'],
    ['Eastern & Conk', 'Eastern Avenue & South Conkling Street'],
    ['Wolfe and Eastern, Baltimore', 'South Wolfe Street & Eastern Avenue'],
    ['S Conkling St & Eastern Ave, Baltimore, MD', 'South Conkling Street & Eastern Avenue'],
  ])('%s: %s first', (typed, name) => {
    expect(g.suggest(typed, { limit: 5 })[0]).toMatchObject({ name, kind: 'Intersection' });
  });
});
