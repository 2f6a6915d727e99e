// Street words cut the ways Nominatim's variant lists cut them (settings/icu-rules/variants-en/it/nl.yaml): the
// USPS's "Aly", "Wy", "La", "Expy", "Mt", "Ft", "Pt" that the canonical words left out; a street by its
// abbreviation is no town and state ("Arnold Ct" was Arnold in Connecticut, "Salisbury La" in Louisiana); Italian
// "V.lo", "Vic.", "P.le"; Dutch "-ln", "-wg", "-pln", "-gr". Hand-drawn: streets of East Baltimore, Rome and
// Amsterdam without boundaries.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Geocoder } from './index.ts';
import { fixtureGeocoder, way } from './fixtures.test-util.ts';

describe('American abbreviations', () => {
  let g: Geocoder;
  beforeAll(() => {
    g = fixtureGeocoder('Baltimore', [
      way('way/1', 'Arnold Court', [[-76.57, 39.29], [-76.569, 39.2905]]),
      way('way/2', 'Salisbury Lane', [[-76.56, 39.28], [-76.559, 39.2805]]),
      way('way/3', 'Ajax Alley', [[-76.58, 39.285], [-76.579, 39.2855]]),
      way('way/4', 'Evans Way', [[-76.575, 39.287], [-76.574, 39.2875]]),
      way('way/5', 'Jones Falls Expressway', [[-76.608, 39.29], [-76.607, 39.3]], 'motorway'),
      way('way/6', 'Mount Pleasant Avenue', [[-76.55, 39.3], [-76.549, 39.3005]]),
      way('way/7', 'East Fort Avenue', [[-76.6, 39.27], [-76.59, 39.271]]),
      way('way/8', 'North Point Road', [[-76.52, 39.29], [-76.51, 39.295]]),
      way('way/9', 'Hooper Alley', [[-76.585, 39.283], [-76.584, 39.2835]]),
    ]);
  });

  it.each([
    ['Arnold Ct', 'Arnold Court'],
    ['Salisbury La', 'Salisbury Lane'],
    ['Ajax Aly', 'Ajax Alley'],
    ['Hooper Al', 'Hooper Alley'],
    ['Evans Wy', 'Evans Way'],
    ['Jones Falls Expy', 'Jones Falls Expressway'],
    ['Mt Pleasant Ave', 'Mount Pleasant Avenue'],
    ['Mt. Pleasant Avenue', 'Mount Pleasant Avenue'],
    ['E Ft Ave', 'East Fort Avenue'],
    ['N Pt Rd', 'North Point Road'],
  ])('%s: %s', (location, street) => {
    const r = g.forward({ location });
    expect(r?.street).toBe(street);
    expect(r?.geocodeQualityCode).toMatch(/^B1A/);
  });

  it('in search-ahead', () => {
    expect(g.suggest('Jones Falls Expy', { limit: 3 })[0]?.name).toBe('Jones Falls Expressway');
    expect(g.suggest('Mt Pleasant', { limit: 3 })[0]?.name).toBe('Mount Pleasant Avenue');
  });

  it('a town and its state are still read so where no street is named so', () => {
    expect(g.forward({ location: 'Hartford CT' })?.adminArea3).toBe('CT');
  });
});

describe('Italian and Dutch abbreviations', () => {
  let rome: Geocoder;
  let amsterdam: Geocoder;
  beforeAll(() => {
    rome = fixtureGeocoder('Roma', [
      way('way/1', 'Vicolo di San Bernardo', [[12.4835, 41.8975], [12.4838, 41.8978]]),
      way('way/2', 'Piazzale Flaminio', [[12.476, 41.9115], [12.4765, 41.9118]]),
    ]);
    amsterdam = fixtureGeocoder('Amsterdam', [
      way('way/1', 'Kruislaan', [[4.94, 52.355], [4.95, 52.352]]),
      way('way/2', 'Gooiseweg', [[4.93, 52.35], [4.95, 52.345]]),
      way('way/3', 'Museumplein', [[4.881, 52.357], [4.882, 52.3575]]),
      way('way/4', 'Prinsengracht', [[4.883, 52.37], [4.884, 52.372]]),
    ]);
  });

  it.each([
    ['V.lo di San Bernardo', 'Vicolo di San Bernardo'],
    ['Vic. di S. Bernardo', 'Vicolo di San Bernardo'],
    ['P.le Flaminio', 'Piazzale Flaminio'],
  ])('%s: %s', (location, street) => {
    expect(rome.forward({ location })?.street).toBe(street);
  });

  it.each([
    ['Kruisln', 'Kruislaan'],
    ['Gooisewg.', 'Gooiseweg'],
    ['Gooisewg', 'Gooiseweg'],
    ['Museumpln', 'Museumplein'],
    ['Prinsengr', 'Prinsengracht'],
  ])('%s: %s', (location, street) => {
    expect(amsterdam.forward({ location })?.street).toBe(street);
  });
});
