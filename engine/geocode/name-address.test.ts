// A name with its address, as a business card writes it ("Tzemach Tzedek, 2120 East Fairmount Avenue", "Long &
// Foster Realtors 701 South Broadway"): the point of interest of that name at the address, else the address saying
// the name was not found there; a name holding a linking word ("Howl at the Moon in Baltimore"); a ZIP after a street
// whose name holds digits or whose number a capital ("500 45th Street 21224", "1922A East Pratt Street 21231").
// Hand-drawn: a corner of East Baltimore without boundaries.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { fixtureGeocoder, poi, way } from './fixtures.test-util.ts';

const addr = (id: number, lat: number, lng: number, housenumber: string, street: string, postcode = '21231') => ({
  id: `node/${id}`,
  lat,
  lng,
  housenumber,
  street,
  postcode,
  city: 'Baltimore',
  state: 'MD',
});

const drawn: Partial<MapFeatures> = {
  addresses: [
    addr(1, 39.29304, -76.58665, '2120', 'East Fairmount Avenue'),
    addr(2, 39.28339, -76.59303, '701', 'South Broadway'),
    addr(3, 39.28698, -76.52937, '500', '45th Street', '21224'),
    addr(4, 39.28953, -76.58941, '1922A', 'East Pratt Street'),
    addr(5, 39.2931, -76.5845, '2200', 'East Fairmount Avenue'),
    addr(6, 39.28405, -76.6018, '615', 'South President Street', '21202'),
    addr(7, 39.28684, -76.60259, '217', 'Albemarle Street', '21202'),
  ],
  pois: [
    { ...poi(11, 39.29305, -76.58664, 'amenity=place_of_worship', 'Tzemach Tzedek'), address: { housenumber: '2120', street: 'East Fairmount Avenue' } },
    { ...poi(12, 39.2834, -76.593, 'office=estate_agent', 'Long & Foster Realtors'), address: { housenumber: '701', street: 'South Broadway' } },
    // A second office of the name, far from the address typed.
    poi(13, 39.3, -76.55, 'office=estate_agent', 'Long & Foster Realtors'),
    poi(14, 39.2892, -76.6072, 'amenity=bar', 'Howl at the Moon'),
    // Names that are towns elsewhere (Talara, Peru; Bar, Montenegro) or hold digits.
    { ...poi(15, 39.28404, -76.60182, 'amenity=restaurant', 'Talara'), address: { housenumber: '615', street: 'South President Street' } },
    poi(16, 39.28683, -76.6026, 'amenity=nightclub', 'Scene 217'),
    // Two cash machines: one by 2120 East Fairmount Avenue, one by 45th Street.
    poi(17, 39.2934, -76.5862, 'amenity=atm', 'PNC ATM'),
    poi(18, 39.287, -76.5295, 'amenity=atm', 'M&T ATM'),
  ],
};

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Baltimore', [
    way('way/1', 'East Fairmount Avenue', [[-76.59, 39.293], [-76.58, 39.2932]]),
    way('way/2', 'South Broadway', [[-76.5932, 39.28], [-76.5928, 39.29]]),
    way('way/3', '45th Street', [[-76.531, 39.2869], [-76.528, 39.287]]),
    way('way/4', 'East Pratt Street', [[-76.595, 39.2895], [-76.585, 39.2896]]),
    way('way/5', 'Market Place', [[-76.6075, 39.289], [-76.607, 39.2895]]),
    way('way/6', 'South President Street', [[-76.6019, 39.283], [-76.6017, 39.285]]),
    way('way/7', 'Albemarle Street', [[-76.6027, 39.286], [-76.6025, 39.2875]]),
    // Two streets of one name: by Rosedale (more important, so first) and in Baltimore.
    way('way/8', 'Gough Street', [[-76.531, 39.291], [-76.528, 39.291]], 'secondary'),
    way('way/9', 'Gough Street', [[-76.595, 39.2865], [-76.59, 39.2866]]),
  ], drawn);
});

describe('a name, then its address', () => {
  it.each([
    ['Tzemach Tzedek, 2120 East Fairmount Avenue', 'Tzemach Tzedek'],
    ['Tzemach Tzedek 2120 East Fairmount Avenue', 'Tzemach Tzedek'],
    ['Tzemach Tzedek, 2120 E Fairmount Ave, Baltimore, MD 21231', 'Tzemach Tzedek'],
    ['Long & Foster Realtors, 701 South Broadway', 'Long & Foster Realtors'],
    ['Long & Foster Realtors 701 S Broadway', 'Long & Foster Realtors'],
  ])('%s: the one at the address', (location, name) => {
    const r = g.forward({ location });
    expect(r?.displayName.startsWith(`${name},`)).toBe(true);
    expect(r?.geocodeQualityCode).toMatch(/^P1A/);
    expect(Math.abs(r!.lat - 39.29) < 0.01).toBe(true);
    expect(r?.note).toBeUndefined();
  });

  it("a name not at the address (or not in the data): the address, saying so", () => {
    const r = g.forward({ location: 'Acme Widgets, 2120 East Fairmount Avenue' });
    expect(r?.street).toBe('2120 East Fairmount Avenue');
    expect(r?.geocodeQualityCode).toMatch(/^P1/);
    expect(r?.note).toMatch(/"Acme Widgets" not found at this address/);
    const other = g.forward({ location: 'Tzemach Tzedek, 2200 East Fairmount Avenue' });
    expect(other?.street).toBe('2200 East Fairmount Avenue');
    expect(other?.note).toMatch(/not found at this address/);
  });

  it('a name that is a town elsewhere, or holds digits, at its address: the point of interest', () => {
    expect(g.forward({ location: 'Talara, 615 South President Street' })?.displayName).toMatch(/^Talara, 615 South President Street, Baltimore/);
    expect(g.forward({ location: 'Scene 217, 217 Albemarle Street' })?.displayName).toMatch(/^Scene 217, /);
    // Not where the town is the only reading: Talara, Peru's centre says so (no street data there).
    expect(g.forward({ location: 'Talara, 2120 East Fairmount Avenue' })?.street).not.toBe('2120 East Fairmount Avenue');
  });

  it('search-ahead lists the one at the address first, then the address; a name not there, the address', () => {
    const lines = g.suggest('Tzemach Tzedek, 2120 East Fairmount Avenue', { limit: 5 }).map((x) => x.displayString);
    expect(lines[0]).toMatch(/^Tzemach Tzedek, 2120 East Fairmount Avenue/);
    expect(lines[1]).toMatch(/^2120 East Fairmount Avenue/);
    expect(g.suggest('Long & Foster Realtors 701 South Broadway', { limit: 5 })[0]?.displayString).toMatch(/^Long & Foster Realtors, 701 South Broadway/);
    expect(g.suggest('Acme Widgets, 2120 East Fairmount Avenue', { limit: 5 })[0]?.displayString).toMatch(/^2120 East Fairmount Avenue/);
  });

  it('a town first is still the town ("Baltimore, 2120 East Fairmount Avenue")', () => {
    const r = g.forward({ location: 'Baltimore, 2120 East Fairmount Avenue' });
    expect(r?.street).toBe('2120 East Fairmount Avenue');
    expect(r?.note).toBeUndefined();
  });
});

describe('a name holding a linking word, in a town', () => {
  it('Howl at the Moon in Baltimore', () => {
    const r = g.forward({ location: 'Howl at the Moon in Baltimore' });
    expect(r?.displayName.startsWith('Howl at the Moon,')).toBe(true);
  });
});

describe('a kind near an address', () => {
  it.each([['atm near 2120 East Fairmount Avenue', 'PNC ATM'], ['ATM near 500 45th Street', 'M&T ATM'], ['atm near 2120 E Fairmount Ave, Baltimore', 'PNC ATM']])('%s: %s', (location, name) => {
    expect(g.forward({ location })?.displayName).toMatch(new RegExp(`^${name},`));
    expect(g.suggest(location, { limit: 3 })[0]?.name).toBe(name);
  });
});

describe('a street of the town typed, in a region named after that town', () => {
  it("'Gough Street, Baltimore' is Baltimore's, not the more important one by Rosedale", () => {
    expect(g.forward({ location: 'Gough Street, Baltimore' })?.lng).toBeLessThan(-76.58);
    expect(g.forward({ location: 'Gough Street, Rosedale' })?.lng).toBeGreaterThan(-76.54);
  });
});

describe('a ZIP after the street without a comma', () => {
  it.each([
    ['500 45th Street 21224', '500 45th Street'],
    ['1922A East Pratt Street 21231', '1922A East Pratt Street'],
  ])('%s', (location, street) => {
    const r = g.forward({ location });
    expect(r?.street).toBe(street);
    expect(r?.geocodeQualityCode).toMatch(/^P1..A/);
  });
});
