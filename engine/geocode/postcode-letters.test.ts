// A postcode of letters and digits as the data writes it (Andorra's "AD500"), typed glued, with a space or a
// hyphen, alone or in an address: it was no postcode ("AD500" answered nothing, "Avinguda Meritxell 11 AD500
// Andorra la Vella" the town's centre). Hand-drawn: a house of Andorra la Vella.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { fixtureGeocoder, way } from './fixtures.test-util.ts';

const drawn: Partial<MapFeatures> = {
  places: [{ id: 'node/1', lat: 42.5069, lng: 1.5212, kind: 'town', names: ['Andorra la Vella'] }],
  addresses: [
    { id: 'node/10', lat: 42.50804, lng: 1.52437, housenumber: '11', street: 'Avinguda Meritxell', postcode: 'AD500', city: 'Andorra la Vella' },
    { id: 'node/11', lat: 42.50834, lng: 1.52497, housenumber: '25', street: 'Avinguda Meritxell', postcode: 'AD500', city: 'Andorra la Vella' },
  ],
};

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Andorra', [way('way/1', 'Avinguda Meritxell', [[1.5235, 42.5077], [1.5252, 42.5085]])], drawn);
});

describe("a postcode of letters and digits", () => {
  it.each([['AD500'], ['ad500'], ['AD 500'], ['AD-500'], ['AD500 Andorra la Vella'], ['Andorra la Vella AD500']])('%s: the postcode', (location) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^Z1/);
    expect(r?.postalCode).toBe('AD500');
  });

  it.each([['Avinguda Meritxell 11 AD500 Andorra la Vella'], ['Avinguda Meritxell 11, AD500 Andorra la Vella'], ['Av. Meritxell 11 AD500']])('%s: the house, in the postcode', (location) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^P1A.A/);
    expect(r?.lat).toBeCloseTo(42.50804, 4);
  });

  it('search-ahead lists the postcode', () => {
    expect(g.suggest('AD500', { limit: 3 })[0]?.displayString).toMatch(/^AD500/);
  });
});

// The UK's, Ireland's and Malta's postcodes: a letter first, then digits and letters, in one word or two ("BS1 2HG",
// "D02 X285", "VLT 1117"), typed as written, glued or in lower case. They were no postcode: "BS1 2HG" answered
// nothing, and "27 Broad Street, BS1 2HG" the house with admin `X`, "Broad Street is not in BS1 2HG". Hand-drawn: a
// house in each city, a second house of the street with another postcode.
describe.each([
  {
    region: 'Bristol', town: 'Bristol', lat: 51.45565, lng: -2.59477, street: 'Broad Street', number: '27', postcode: 'BS1 2HG', other: 'BS1 2EP',
    typed: ['BS1 2HG', 'bs1 2hg', 'BS12HG'], lines: ['27 Broad Street, BS1 2HG', '27 Broad Street BS1 2HG', '27 Broad Street, Bristol BS1 2HG', 'Broad Street 27, BS1 2HG Bristol', '27 broad street bristol bs12hg'],
  },
  {
    region: 'Dublin', town: 'Dublin', lat: 53.3402, lng: -6.2591, street: 'Grafton Street', number: '79', postcode: 'D02 X285', other: 'D02 VK65',
    typed: ['D02 X285', 'd02x285'], lines: ['79 Grafton Street, Dublin, D02 X285', '79 Grafton Street D02 X285', '79 Grafton St, D02X285'],
  },
  {
    region: 'Valletta', town: 'Valletta', lat: 35.8989, lng: 14.5134, street: 'Triq il-Merkanti', number: '12', postcode: 'VLT 1117', other: 'VLT 1170',
    typed: ['VLT 1117', 'vlt1117', 'VLT-1117'], lines: ['12 Triq il-Merkanti, Valletta VLT 1117', 'Triq il-Merkanti 12 VLT 1117'],
  },
])('$postcode: a postcode of a letter, digits and letters', ({ region, town, lat, lng, street, number, postcode, other, typed, lines }) => {
  let pg: Geocoder;
  beforeAll(() => {
    pg = fixtureGeocoder(region, [way('way/1', street, [[lng - 0.001, lat - 0.0002], [lng + 0.001, lat + 0.0002]])], {
      places: [{ id: 'node/1', lat: lat + 0.002, lng: lng + 0.002, kind: 'city', names: [town] }],
      addresses: [
        { id: 'node/10', lat, lng, housenumber: number, street, postcode, city: town },
        { id: 'node/11', lat: lat + 0.0002, lng: lng + 0.0009, housenumber: '1', street, postcode: other, city: town },
      ],
    });
  });

  it.each(typed)('%s: the postcode, as the data writes it', (location) => {
    const r = pg.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^Z1/);
    expect(r?.postalCode).toBe(postcode);
  });

  it.each(lines)('%s: the house, in its town and postcode', (location) => {
    const r = pg.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^P1A[AX]A/);
    expect(r?.note ?? '').not.toMatch(/not in/);
    expect(r?.lat).toBeCloseTo(lat, 4);
  });

  it('search-ahead lists the postcode half-typed, one letter or digit short, and in lower case', () => {
    const short = postcode.slice(0, -1);
    expect(pg.suggest(short, { limit: 3 })[0]?.displayString).toContain(postcode);
    expect(pg.suggest(short.toLowerCase(), { limit: 3 }).map((s) => s.name)).toContain(postcode);
  });

  it('search-ahead lists the postcode, and the house typed with it', () => {
    expect(pg.suggest(typed[0]!, { limit: 3 })[0]?.displayString).toContain(postcode);
    expect(pg.suggest(lines[0]!, { limit: 3 })[0]?.displayString).toMatch(new RegExp(`^${number} ${street}|^${street} ${number}`));
  });
});
