// US addresses as people write them, found by probing Valhalla's New York, Harrisburg and Baltimore extracts every
// way (issue 30, thirteenth pass, `.cache/p13-addr.ts`, `.cache/p13-nodir.ts`):
// - "132 W. 10th St., NY", "3370 Paxton St., PA": the abbreviation's dot made "St." São Tomé's country code (New
//   York 1,190 of 1,744; Harrisburg 39 of 43);
// - "225 4th St, New York", "132 10th St": a numbered street without its direction (East or West 4th Street) was not
//   looked for by its words, an ordinal being no word to go by (New York 1,187 of 1,744);
// - "820 Baltimore Street": the one street named so whole lacks the number, which West Baltimore Street has; the
//   whole name's nearest number was answered (Baltimore 7 of 292);
// - "9-11 Delancey St 10002", "723-B S Broadway 21231", "178 Norfolk St 10002-1013": a range or a lettered number,
//   or a ZIP+4, with the ZIP after the street and no comma: nothing;
// - "Via Volturno, 15/17, Roma", "Foro Traiano, 82-84, Roma": a range of numbers in a part of its own: Rome's centre.
// Nominatim finds each: a street's words whatever others it holds, the house it has, a ZIP wherever it stands.
// Hand-drawn: East and West 4th and 10th Street, three Baltimore Streets, two streets with a range and a ZIP+4.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AddressPoint } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { fixtureGeocoder, way } from './fixtures.test-util.ts';

const house = (id: number, lat: number, lng: number, housenumber: string, street: string, postcode: string, city = 'New York'): AddressPoint => ({
  id: `node/${id}`,
  lat,
  lng,
  housenumber,
  street,
  postcode,
  city,
});

let ny: Geocoder;
let bmore: Geocoder;
let roma: Geocoder;
beforeAll(() => {
  ny = fixtureGeocoder(
    'New York',
    [
      way('way/1', 'West 10th Street', [[-74.0034, 40.734], [-74.0025, 40.7345]]),
      way('way/2', 'East 10th Street', [[-73.989, 40.7305], [-73.986, 40.7293]]),
      way('way/3', 'West 4th Street', [[-74.004, 40.7352], [-74.0027, 40.7358]]),
      way('way/4', 'East 4th Street', [[-73.989, 40.7265], [-73.986, 40.7253]]),
      way('way/5', 'Delancey Street', [[-73.989, 40.7188], [-73.986, 40.7178]]),
      way('way/6', 'Norfolk Street', [[-73.9875, 40.7195], [-73.9868, 40.7175]]),
    ],
    {
      addresses: [
        house(1, 40.7343, -74.003, '132', 'West 10th Street', '10014'),
        house(2, 40.7299, -73.9875, '50', 'East 10th Street', '10003'),
        house(3, 40.7355, -74.0033, '225', 'West 4th Street', '10014'),
        house(4, 40.7259, -73.9875, '80', 'East 4th Street', '10003'),
        house(5, 40.7186, -73.9885, '9-11', 'Delancey Street', '10002'),
        house(6, 40.7185, -73.9872, '178', 'Norfolk Street', '10002-1013'),
      ],
    },
  );
  bmore = fixtureGeocoder(
    'Baltimore',
    [
      way('way/1', 'West Baltimore Street', [[-76.625, 39.2895], [-76.62, 39.2896]]),
      way('way/2', 'East Baltimore Street', [[-76.6, 39.2916], [-76.59, 39.2926]]),
      way('way/3', 'Baltimore Street', [[-76.57, 39.2935], [-76.565, 39.2938]]),
      way('way/4', 'South Broadway', [[-76.5935, 39.2905], [-76.5933, 39.2855]]),
    ],
    {
      addresses: [
        house(1, 39.2896, -76.6225, '820', 'West Baltimore Street', '21201', 'Baltimore'),
        house(2, 39.2921, -76.595, '1500', 'East Baltimore Street', '21231', 'Baltimore'),
        house(3, 39.2936, -76.5675, '4600', 'Baltimore Street', '21224', 'Baltimore'),
        house(4, 39.2875, -76.5932, '723-B', 'South Broadway', '21231', 'Baltimore'),
      ],
    },
  );
  roma = fixtureGeocoder('Roma', [way('way/1', 'Via Volturno', [[12.4985, 41.9035], [12.5, 41.904]])], {
    addresses: [house(1, 41.9037, 12.4992, '15/17', 'Via Volturno', '00185', 'Roma'), house(2, 41.9038, 12.4995, '82-84', 'Via Volturno', '00185', 'Roma')],
  });
});

describe('an abbreviation with its dot', () => {
  it.each([['132 W. 10th St., NY'], ['132 W 10th St.'], ['132 W. 10th St., New York, NY, US']])('%s: the house, not São Tomé', (location) => {
    const r = ny.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^P1/);
    expect(r?.displayName).toMatch(/^132 West 10th Street/);
  });
});

describe('a numbered street without its direction', () => {
  it.each([
    ['132 10th St', '132 West 10th Street'],
    ['50 10th Street, New York', '50 East 10th Street'],
    ['225 4th St, New York', '225 West 4th Street'],
    ['80 4th St', '80 East 4th Street'],
  ])('%s: the one that has the number (%s)', (location, want) => {
    const r = ny.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^P1/);
    expect(r?.displayName).toMatch(new RegExp(`^${want}`));
  });

  it('10th St without a number: several streets, no guess between them', () => {
    expect(ny.forward({ location: '10th St' })?.geocodeQualityCode ?? '').not.toMatch(/^P1/);
  });
});

describe('a street named whole that lacks the number, a longer name holding it has it', () => {
  it.each([
    ['820 Baltimore Street', '820 West Baltimore Street'],
    ['820 Baltimore St, Baltimore, MD', '820 West Baltimore Street'],
    ['1500 Baltimore St', '1500 East Baltimore Street'],
  ])('%s: %s', (location, want) => {
    const r = bmore.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^P1/);
    expect(r?.displayName).toMatch(new RegExp(`^${want}`));
  });

  it('4600 Baltimore Street: the street of that whole name, which has it', () => {
    expect(bmore.forward({ location: '4600 Baltimore Street' })?.displayName).toMatch(/^4600 Baltimore Street/);
  });
});

describe('a range, a lettered number or a ZIP+4, with the ZIP after the street and no comma', () => {
  it.each([
    [() => ny, '9-11 Delancey St 10002', '9-11 Delancey Street'],
    [() => ny, '178 Norfolk St 10002-1013', '178 Norfolk Street'],
    [() => bmore, '723-B S Broadway 21231', '723-B South Broadway'],
  ])('%#: the house, its ZIP read', (g, location, want) => {
    const r = g().forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^P1..A$/);
    expect(r?.displayName).toMatch(new RegExp(`^${want}`));
  });
});

describe('a range of numbers in a part of its own', () => {
  it.each([['Via Volturno, 15/17, Roma'], ['Via Volturno, 82-84, Roma']])('%s: the house', (location) => {
    const r = roma.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^P1/);
    expect(r?.street).toBe(`Via Volturno ${location.split(', ')[1]}`);
  });
});
