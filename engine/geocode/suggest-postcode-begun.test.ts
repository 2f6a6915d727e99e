// Search-ahead of an address with its postcode being typed, no comma ("Städtle 32 949"): the street and its parking
// were listed, not the house, as the line so read still listed something (the thirteenth pass read a postcode on
// the way without it only where the line listed nothing). Where the last number begins the data's postcodes (and is
// none whole), and the text before it is an address that lists a house, the house comes first.
// Dutch postcodes likewise, the first of their two letters typed ("Fizeaustraat 10 1097 S").
// Hand-drawn: Städtle in Vaduz with house 32 and a car park named after the street; Rutherford Road with house 626;
// Fizeaustraat with house 10 (postcode 1097 SC).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Geocoder } from './index.ts';
import { fixtureGeocoder, poi, way } from './fixtures.test-util.ts';

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Liechtenstein', [way('way/1', 'Städtle', [[9.5215, 47.1385], [9.523, 47.141]]), way('way/3', 'Rutherford Road', [[9.55, 47.2], [9.552, 47.201]]), way('way/4', 'Fizeaustraat', [[9.56, 47.21], [9.562, 47.211]])], {
    places: [{ id: 'node/1', lat: 47.141, lng: 9.521, kind: 'town', names: ['Vaduz'] }],
    addresses: [
      { id: 'node/10', lat: 47.1395, lng: 9.5221, housenumber: '32', street: 'Städtle', postcode: '9490', city: 'Vaduz' },
      { id: 'node/11', lat: 47.1399, lng: 9.5223, housenumber: '34', street: 'Städtle', postcode: '9490', city: 'Vaduz' },
      { id: 'node/12', lat: 47.2005, lng: 9.5511, housenumber: '626', street: 'Rutherford Road', postcode: '9487', city: 'Vaduz' },
      { id: 'node/13', lat: 47.2105, lng: 9.5611, housenumber: '10', street: 'Fizeaustraat', postcode: '1097 SC', city: 'Vaduz' },
    ],
    pois: [poi(20, 47.1401, 9.5226, 'amenity=parking', 'Städtle')],
  });
});

describe('an address, then its postcode on the way', () => {
  it.each([
    ['Städtle 32 949', 'Städtle 32,'],
    ['Städtle 32 94', 'Städtle 32,'],
    ['Rutherford Road 626 948', 'Rutherford Road 626,'],
    ['626 Rutherford Road 948', 'Rutherford Road 626,'],
    // A Dutch postcode: its digits whole, then its first letter.
    ['Fizeaustraat 10 1097', 'Fizeaustraat 10,'],
    ['Fizeaustraat 10 1097 S', 'Fizeaustraat 10,'],
    ['Fizeaustraat 10 1097s', 'Fizeaustraat 10,'],
  ])('%s: %s first', (text, house) => {
    const list = g.suggest(text, { limit: 5 });
    expect(list[0]?.displayString.startsWith(house), JSON.stringify(list.map((s) => s.displayString))).toBe(true);
    expect(list[0]?.type).toBe('address');
  });

  it('the postcode whole is as before: the house', () => {
    expect(g.suggest('Städtle 32 9490', { limit: 5 })[0]?.displayString).toMatch(/^Städtle 32, 9490 Vaduz/);
  });

  it('a number that begins no postcode is not dropped (a range typed with a space)', () => {
    const list = g.suggest('Städtle 32 34', { limit: 5 }).map((s) => s.displayString);
    expect(list.some((s) => s.startsWith('Städtle 32,'))).toBe(false);
  });
});
