// A point of interest's name, then its address, without commas (eleventh pass, `.cache/g11-poi3.ts`): the street
// before its number ("Landesbibliothek Gerberweg 5 Vaduz": Liechtenstein 131 -> 290 of 303 answered at the point),
// a name holding digits or a number with a letter after a dash ("Scene 217 217 Albemarle Street Baltimore", "Joe's
// Bike Shop 723-B South Broadway": Baltimore 263 -> 272 of 272); a name holding a spaced dash, then a postcode and
// town ("Hoi Liechtenstein - Souvenir Boutique, 9490 Vaduz": the postcode's area, 298 -> 304 of 304).
// Hand-drawn: two towns of Liechtenstein and a corner of Baltimore.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { fixtureGeocoder, poi, way } from './fixtures.test-util.ts';

const drawn: Partial<MapFeatures> = {
  places: [
    { id: 'node/1', lat: 47.141, lng: 9.521, kind: 'town', names: ['Vaduz'] },
    { id: 'node/2', lat: 47.166, lng: 9.51, kind: 'town', names: ['Schaan'] },
  ],
  addresses: [
    { id: 'node/10', lat: 47.1405, lng: 9.5215, housenumber: '5', street: 'Gerberweg', postcode: '9490', city: 'Vaduz' },
    { id: 'node/11', lat: 47.1702, lng: 9.507, housenumber: '22', street: 'Im alten Riet', postcode: '9494', city: 'Schaan' },
    { id: 'node/12', lat: 47.1393, lng: 9.5227, housenumber: '35', street: 'Städtle', postcode: '9490', city: 'Vaduz' },
    { id: 'node/13', lat: 39.28684, lng: -76.60259, housenumber: '217', street: 'Albemarle Street', postcode: '21202', city: 'Baltimore' },
    { id: 'node/14', lat: 39.2838, lng: -76.5931, housenumber: '723-B', street: 'South Broadway', postcode: '21231', city: 'Baltimore' },
    { id: 'node/15', lat: 47.1398, lng: 9.5226, housenumber: '82-84', street: 'Städtle', postcode: '9490', city: 'Vaduz' },
    { id: 'node/17', lat: 43.7365, lng: 7.4235, housenumber: '4', street: 'Quai Antoine 1er', postcode: '98000', city: 'Monaco' },
    { id: 'node/16', lat: 55.8175, lng: 37.5852, housenumber: '15Б', street: 'улица Гончарова', postcode: '127254', city: 'Москва' },
  ],
  pois: [
    { ...poi(20, 47.1406, 9.5216, 'amenity=library', 'Landesbibliothek'), address: { street: 'Gerberweg', housenumber: '5', postcode: '9490', city: 'Vaduz' } },
    { ...poi(21, 47.1703, 9.5071, 'amenity=restaurant', 'Da Noi'), address: { street: 'Im alten Riet', housenumber: '22', postcode: '9494', city: 'Schaan' } },
    { ...poi(22, 47.1394, 9.5228, 'shop=gift', 'Hoi Liechtenstein - Souvenir Boutique'), address: { street: 'Städtle', housenumber: '35', postcode: '9490', city: 'Vaduz' } },
    { ...poi(23, 39.28683, -76.6026, 'amenity=nightclub', 'Scene 217'), address: { street: 'Albemarle Street', housenumber: '217' } },
    { ...poi(24, 39.2839, -76.5932, 'shop=bicycle', "Joe's Bike Shop"), address: { street: 'South Broadway', housenumber: '723-B' } },
    { ...poi(25, 47.1399, 9.5227, 'shop=wine', 'Enoteca Provincia'), address: { street: 'Städtle', housenumber: '82-84' } },
    { ...poi(27, 43.7366, 7.4236, 'amenity=bar', 'Stars n Bars'), address: { street: 'Quai Antoine 1er', housenumber: '4' } },
    { ...poi(26, 55.8176, 37.5853, 'amenity=school', 'Школа №250'), address: { street: 'улица Гончарова', housenumber: '15Б' } },
  ],
};

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Region', [
    way('way/1', 'Gerberweg', [[9.521, 47.1403], [9.522, 47.1407]]),
    way('way/2', 'Im alten Riet', [[9.5065, 47.17], [9.5075, 47.1704]]),
    way('way/3', 'Städtle', [[9.5225, 47.138], [9.523, 47.141]]),
    way('way/4', 'Albemarle Street', [[-76.6027, 39.286], [-76.6025, 39.2875]]),
    way('way/5', 'South Broadway', [[-76.5932, 39.28], [-76.5928, 39.29]]),
    way('way/7', 'Quai Antoine 1er', [[7.423, 43.736], [7.424, 43.737]]),
    way('way/6', 'улица Гончарова', [[37.5845, 55.8171], [37.5862, 55.818]]),
  ], drawn);
});

describe('a name, then its address, without commas', () => {
  it.each([
    ['Landesbibliothek Gerberweg 5 Vaduz', 47.1406],
    ['Landesbibliothek Gerberweg 5', 47.1406],
    ['Da Noi Im alten Riet 22 Schaan', 47.1703],
    ['Scene 217 217 Albemarle Street Baltimore', 39.28683],
    ["Joe's Bike Shop 723-B South Broadway Baltimore", 39.2839],
    // A range or a slashed number after the street ("Foro Traiano 82-84", "Via Volturno 15/17").
    ['Enoteca Provincia Städtle 82-84 Vaduz', 47.1399],
    // A number with a Cyrillic letter ("15Б", "17к1").
    ['Школа №250 улица Гончарова 15Б Москва', 55.8176],
    // A street whose name ends in a word like a number ("1er") before the house's.
    ['Stars n Bars Quai Antoine 1er 4 Monaco', 43.7366],
  ])('%s: the point of interest', (location, lat) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^P1/);
    expect(r?.lat).toBeCloseTo(lat, 4);
    expect(r?.note).toBeUndefined();
  });

  it('a street and its number, then the town, are still the house', () => {
    expect(g.forward({ location: 'Gerberweg 5 Vaduz' })?.lat).toBeCloseTo(47.1405, 4);
  });
});

describe('a name holding a spaced dash, then a postcode and town', () => {
  it.each([['Hoi Liechtenstein - Souvenir Boutique, 9490 Vaduz'], ['Hoi Liechtenstein - Souvenir Boutique, Vaduz 9490']])('%s: the shop', (location) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^P1/);
    expect(r?.lat).toBeCloseTo(47.1394, 4);
  });
});
