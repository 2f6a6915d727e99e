// Addresses written the way each country writes them, through the OpenCage templates, and the geocoder's
// display names and street lines built from them.
import { describe, expect, it } from 'vitest';
import { addressLines, formatAddress, streetLine } from './format-address.ts';
import { displayName, makeResult } from './results.ts';

describe('formatAddress', () => {
  it('writes a US house number first and the state as its code before the ZIP', () => {
    expect(formatAddress({ houseNumber: '615', road: 'North Wolfe Street', city: 'Baltimore', state: 'Maryland', postcode: '21205', countryCode: 'US' })).toBe(
      '615 North Wolfe Street, Baltimore, MD 21205, US',
    );
    // The gazetteer already gives a US state as its code.
    expect(addressLines({ houseNumber: '615', road: 'North Wolfe Street', city: 'Baltimore', state: 'MD', postcode: '21205', countryCode: 'us' })).toEqual([
      '615 North Wolfe Street',
      'Baltimore, MD 21205',
    ]);
  });

  it('writes a Liechtenstein, Swedish or Italian number after the street and the postcode before the town', () => {
    expect(addressLines({ houseNumber: '32', road: 'Städtle', city: 'Vaduz', postcode: '9490', state: 'Oberland', countryCode: 'LI' })).toEqual(['Städtle 32', '9490 Vaduz']);
    expect(addressLines({ houseNumber: '12', road: 'Kungsgatan', city: 'Göteborg', postcode: '411 19', countryCode: 'SE' })).toEqual(['Kungsgatan 12', '411 19 Göteborg']);
    expect(addressLines({ houseNumber: '1', road: 'Via Roma', city: 'Roma', postcode: '00100', county: 'Roma Capitale', state: 'Lazio', countryCode: 'IT' })).toEqual([
      'Via Roma 1',
      '00100 Roma RM',
    ]);
  });

  it('leads with a point of interest\'s name, and never drops it', () => {
    expect(formatAddress({ name: 'Schloss Vaduz', road: 'Schlossstrasse', city: 'Vaduz', countryCode: 'LI' })).toBe('Schloss Vaduz, Schlossstrasse, Vaduz, LI');
    expect(formatAddress({ name: 'Silum', city: 'Triesenberg', countryCode: 'LI' })).toBe('Silum, Triesenberg, LI');
  });

  it('gives the street line alone, and the street without a number', () => {
    expect(streetLine('North Wolfe Street', '615', 'US')).toBe('615 North Wolfe Street');
    expect(streetLine('Städtle', '32', 'LI')).toBe('Städtle 32');
    expect(streetLine('Rue de Rivoli', '10', 'FR')).toBe('10 Rue de Rivoli');
    expect(streetLine('Städtle', undefined, 'LI')).toBe('Städtle');
  });
});

describe('geocode results', () => {
  const conf = { street: 'A', admin: 'A', postal: 'A' } as const;
  it('a US house: the street field and the display name as a US reader writes them', () => {
    const r = makeResult('P1', conf, { lat: 39.3, lng: -76.59 }, { city: 'Baltimore', state: 'MD', countryCode: 'US', country: 'United States' }, {
      street: 'North Wolfe Street',
      houseNumber: '615',
      postalCode: '21205',
    });
    expect(r).toMatchObject({ street: '615 North Wolfe Street', displayName: '615 North Wolfe Street, Baltimore, MD 21205, US', postalCode: '21205' });
  });

  it('an Italian house names its province, which is also the county of the result', () => {
    const r = makeResult('P1', conf, { lat: 41.9, lng: 12.5 }, { city: 'Roma', state: 'Lazio', countryCode: 'IT', country: 'Italy' }, {
      street: 'Via Roma',
      houseNumber: '1',
      postalCode: '00100',
      county: 'Roma Capitale',
    });
    expect(r).toMatchObject({ street: 'Via Roma 1', displayName: 'Via Roma 1, 00100 Roma RM, IT', adminArea4: 'Roma Capitale' });
  });

  it('a place named like its town is written once', () => {
    expect(displayName({ city: 'Vaduz', state: '', countryCode: 'LI', country: 'Liechtenstein' }, { label: 'Vaduz' })).toBe('Vaduz, LI');
  });
});
