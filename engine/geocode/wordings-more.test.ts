// Street words the data cuts, typed whole (eleventh pass, `.cache/g11-abbr-rev.ts`, Nominatim's variant lists the
// other way round): "Doktor Josef Hoop-Strasse" for the data's "Dr. Josef Hoop-Strasse" (Liechtenstein 0 -> 2 of 2,
// Krems 2 -> 6 of 6), "Market Street Extension" for Harrisburg's "Market St Ext": nothing before.
// Hand-drawn: a street of Eschen and one of Highspire.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Geocoder } from './index.ts';
import { fixtureGeocoder, way } from './fixtures.test-util.ts';

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Region', [
    way('way/1', 'Dr. Josef Hoop-Strasse', [[9.52, 47.2158], [9.5215, 47.2163]]),
    way('way/2', 'Market St Ext', [[-76.776, 40.2082], [-76.773, 40.2086]]),
  ]);
});

describe('a cut word of the data typed whole', () => {
  it.each([
    ['Doktor Josef Hoop-Strasse', 'Dr. Josef Hoop-Strasse'],
    ['Doktor-Josef-Hoop-Strasse', 'Dr. Josef Hoop-Strasse'],
    ['Market Street Extension', 'Market St Ext'],
    ['Market St Extension', 'Market St Ext'],
  ])('%s: %s', (location, street) => {
    const r = g.forward({ location });
    expect(r?.street).toBe(street);
    expect(r?.geocodeQualityCode).toMatch(/^B1/);
  });
});
