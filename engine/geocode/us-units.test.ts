// US secondary unit designators as people type them without a comma (USPS Publication 28): "Apt 12-B", "Unit 3-A",
// "Lot 12", "Trlr 7", "Spc 4", "Dept 5", "PH 2", "Bsmt", "2nd Fl", "3rd Floor" after the street answered the town's
// centre ("615 N Wolfe St Apt 12-B, Baltimore": not found). The data holds no units: the house. Not "FL 33101"
// (Florida and a ZIP), nor a street holding such a word ("Space Mountain", "Lot Road").
// Hand-drawn: North Wolfe Street with house 615 in Baltimore; Lot Road with house 12.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Geocoder } from './index.ts';
import { fixtureGeocoder, way } from './fixtures.test-util.ts';

const house = (id: number, lat: number, lng: number, housenumber: string, street: string) => ({ id: `node/${id}`, lat, lng, housenumber, street, postcode: '21205', city: 'Baltimore', state: 'MD' });

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Baltimore', [way('way/1', 'North Wolfe Street', [[-76.5907, 39.295], [-76.5905, 39.3]]), way('way/2', 'Lot Road', [[-76.58, 39.29], [-76.579, 39.291]])], {
    places: [{ id: 'node/1', lat: 39.29, lng: -76.61, kind: 'city', names: ['Baltimore'] }],
    addresses: [house(1, 39.2981, -76.5906, '615', 'North Wolfe Street'), house(2, 39.2905, -76.5795, '12', 'Lot Road')],
  });
});

describe('a unit after the street, no comma', () => {
  it.each([
    '615 N Wolfe St Apt 12-B, Baltimore',
    '615 N Wolfe St Unit 3-A, Baltimore',
    '615 N Wolfe St Lot 12 Baltimore',
    '615 N Wolfe St Trlr 7, Baltimore',
    '615 N Wolfe St Spc 4, Baltimore',
    '615 N Wolfe St Dept 5, Baltimore',
    '615 N Wolfe St PH 2, Baltimore',
    '615 N Wolfe St Bsmt, Baltimore',
    '615 N Wolfe St 2nd Fl, Baltimore',
    '615 N Wolfe St 3rd Floor Baltimore MD 21205',
  ])('%s: the house', (location) => {
    const r = g.forward({ location });
    expect(r?.street).toBe('615 North Wolfe Street');
    expect(r?.geocodeQualityCode).toMatch(/^P1/);
  });

  it('a street holding such a word keeps it', () => {
    expect(g.forward({ location: '12 Lot Road, Baltimore' })?.street).toBe('12 Lot Road');
  });
});

// "Fl 2" (USPS's floor before its number) after the street answered Baltimore's centre, FL read as Florida. Now a
// floor where a number and a street's words come before it in the same part; still Florida after a town or a comma.
describe('a floor before its number after the street', () => {
  it.each(['615 N Wolfe St Fl 2, Baltimore', '615 N Wolfe St Fl 2', '615 N Wolfe St Fl. 12 Baltimore MD 21205', '615 N Wolfe St FL #3, Baltimore'])('%s: the house', (location) => {
    const r = g.forward({ location });
    expect(r?.street).toBe('615 North Wolfe Street');
    expect(r?.geocodeQualityCode).toMatch(/^P1/);
  });

  it('search-ahead lists the house first', () => {
    expect(g.suggest('615 N Wolfe St Fl 2, Baltimore', { limit: 3 })[0]?.name).toBe('615 North Wolfe Street');
  });

  it('FL after a comma is still Florida', () => {
    expect(g.forward({ location: '615 N Wolfe St, Baltimore, FL 33101' })?.geocodeQualityCode).toMatch(/C$/);
  });
});
