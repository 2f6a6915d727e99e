// A corner named the ways people name one: "Wolfe St & Eastern Ave" where the street there is South Wolfe Street,
// bare names ("Eastern & Conkling"), a direction typed wrong or not there ("N Wolfe St and E Eastern Ave"), "at",
// "corner of", a numbered street by its ordinal ("Bleecker & 7th", "W 4th and 7th Ave"). Forward and search-ahead
// read them alike. Hand-drawn: streets of East Baltimore, Wolfe Street split into North and South at Baltimore
// Street as the city names it; three of Greenwich Village.
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureGeocoder, way } from './fixtures.test-util.ts';
import type { Geocoder } from './index.ts';

let g: Geocoder;
let ny: Geocoder;
beforeAll(() => {
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
  ]);
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

describe('search-ahead', () => {
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
