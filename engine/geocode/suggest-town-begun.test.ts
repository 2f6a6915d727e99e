// Search-ahead of an address with its town still being typed (issue 30, thirteenth pass, `.cache/p13-sa-addr.ts`):
// "615 North Wolfe Street, Baltimo", "Fizeaustraat 10, Amsterd", "Städtle 32, Vad" listed nothing at all (Baltimore
// 19 of 400 houses two letters short of the town, 1 of 400 four short; Amsterdam 0 of 66; Harrisburg 23 of 43): a town
// of one word was read only whole or a typo or two away, and a word naming nothing empties every reading. Now, after
// an address, a last word of three letters or more that begins towns (places, municipalities, the addresses'
// addr:city) is read as those towns on the way; so too after a name the data has whole ("North Wolfe Street, Balt",
// "Johns Hopkins Hospital, Bal"). And "615 N Wolfe St, Baltimore, MD 212", a ZIP on the way, listed nothing: where the
// line lists nothing, a last number that begins the data's postcodes, after an address, is read without it.
// Hand-drawn: two towns by their places and one known only from its addresses' addr:city, a street in each.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Geocoder } from './index.ts';
import { fixtureGeocoder, way } from './fixtures.test-util.ts';

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Liechtenstein', [way('way/1', 'Städtle', [[9.5215, 47.1385], [9.523, 47.141]]), way('way/2', 'Landstrasse', [[9.508, 47.165], [9.51, 47.167]]), way('way/3', 'Rutherford Road', [[9.55, 47.2], [9.552, 47.201]])], {
    places: [
      { id: 'node/1', lat: 47.141, lng: 9.521, kind: 'town', names: ['Vaduz'] },
      { id: 'node/2', lat: 47.166, lng: 9.509, kind: 'village', names: ['Schaan'] },
    ],
    addresses: [
      { id: 'node/10', lat: 47.1395, lng: 9.5221, housenumber: '32', street: 'Städtle', postcode: '9490', city: 'Vaduz' },
      { id: 'node/11', lat: 47.1661, lng: 9.5091, housenumber: '1', street: 'Landstrasse', postcode: '9494', city: 'Schaan' },
      { id: 'node/12', lat: 47.2005, lng: 9.5511, housenumber: '626', street: 'Rutherford Road', postcode: '9487', city: 'Harrisburg' },
    ],
  });
});

describe('an address, then its town on the way', () => {
  it.each([
    ['Städtle 32, Vad', 'Städtle 32'],
    ['Städtle 32 Vadu', 'Städtle 32'],
    ['Landstrasse 1, Sch', 'Landstrasse 1'],
    ['626 Rutherford Road, Harrisbu', 'Rutherford Road 626'],
  ])('%s: %s first', (text, house) => {
    const first = g.suggest(text, { limit: 5 })[0];
    expect(first?.displayString.startsWith(house)).toBe(true);
  });
});

describe('a name the data has whole, then its town on the way', () => {
  it.each([['Landstrasse, Sch'], ['Rutherford Road, Harrisb']])('%s: the street', (text) => {
    const first = g.suggest(text, { limit: 5 })[0];
    expect(first?.type).toBe('street');
    expect(first?.displayString).toMatch(/^(Landstrasse, Schaan|Rutherford Road)/);
  });
});

describe('a postcode on the way after an address', () => {
  it.each([['626 Rutherford Road, Harrisburg 948'], ['Städtle 32, Vaduz 94']])('%s: the house', (text) => {
    const first = g.suggest(text, { limit: 5 })[0];
    expect(first?.displayString).toMatch(/^(Rutherford Road 626|Städtle 32)/);
  });
});

// One or two letters of the town after the comma ("Städtle 32, V") listed no house: the letters were read as the
// number's ("32 V" is 32v), which no house has. Now the address is typed whole, what lies in a town the letters begin
// first ("Landstrasse 80, Tr": Triesen's and Triesenberg's before Vaduz's).
describe('an address, then its town begun by a letter or two', () => {
  let t: Geocoder;
  beforeAll(() => {
    t = fixtureGeocoder('Liechtenstein', [way('way/1', 'Landstrasse', [[9.52, 47.14], [9.525, 47.1]]), way('way/2', 'Städtle', [[9.5215, 47.1385], [9.523, 47.141]])], {
      places: [
        { id: 'node/1', lat: 47.141, lng: 9.521, kind: 'town', names: ['Vaduz'] },
        { id: 'node/2', lat: 47.1, lng: 9.525, kind: 'village', names: ['Triesen'] },
      ],
      addresses: [
        { id: 'node/10', lat: 47.1395, lng: 9.5221, housenumber: '32', street: 'Städtle', postcode: '9490', city: 'Vaduz' },
        { id: 'node/11', lat: 47.139, lng: 9.5205, housenumber: '80', street: 'Landstrasse', postcode: '9490', city: 'Vaduz' },
        { id: 'node/12', lat: 47.101, lng: 9.5248, housenumber: '80', street: 'Landstrasse', postcode: '9495', city: 'Triesen' },
      ],
    });
  });

  it.each(['Städtle 32, V', 'Städtle 32, Va'])('%s lists the house first', (text) => {
    expect(t.suggest(text, { limit: 5 })[0]?.name).toBe('Städtle 32');
  });

  it.each(['Landstrasse 80, T', 'Landstrasse 80, Tr'])("%s lists Triesen's house first", (text) => {
    expect(t.suggest(text, { limit: 5, near: { lat: 47.14, lng: 9.521 } })[0]?.displayString).toMatch(/^Landstrasse 80, 9495 Triesen/);
  });
});
