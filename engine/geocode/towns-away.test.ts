// The world's towns in the text where the region has none of its streets: big cities by their names in other
// languages ("Roma", "Wien", "Geneva"), and search-ahead for an address in a town outside the region, which listed
// nothing. A hand-drawn alpine village at Liechtenstein's coordinates, with the real world gazetteer.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { way, box, fixtureGeocoder } from './fixtures.test-util.ts';

const features: MapFeatures = {
  addresses: [{ id: 'node/1', lng: 9.52, lat: 47.1401, housenumber: '3', street: 'Dorfstrasse', postcode: '9490', city: 'Bergdorf' }],
  pois: [],
  places: [{ id: 'node/20', lng: 9.52, lat: 47.14, kind: 'village', names: ['Bergdorf'] }],
  admin: [
    { id: 'relation/1', level: 2, names: ['Liechtenstein'], polygons: [box(9.45, 47.05, 9.65, 47.25)] },
    { id: 'relation/2', level: 8, names: ['Bergdorf'], polygons: [box(9.45, 47.05, 9.65, 47.25)] },
  ],
  basemap: [],
};
const near = { lat: 47.14, lng: 9.52 };

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Liechtenstein', [way('way/1', 'Dorfstrasse', [[9.519, 47.14], [9.522, 47.14]])], features);
});

describe('a big city by its name in another language', () => {
  it.each([
    ['Roma', 'Rome', 'IT'],
    ['Wien', 'Vienna', 'AT'],
    ['Geneva', 'Genève', 'CH'],
    ['Genf', 'Genève', 'CH'],
    ['Cologne', 'Köln', 'DE'],
    ['Wroclaw', 'Wrocław', 'PL'],
    ['Kiev', 'Kyiv', 'UA'],
  ])('%s is %s, %s: the geocoder and search-ahead agree, before small towns whose own name it is', (typed, name, countryCode) => {
    expect(g.forward({ location: typed })).toMatchObject({ adminArea5: name, adminArea1: countryCode });
    expect(g.suggest(typed, { near })[0]).toMatchObject({ type: 'city', name, place: { countryCode } });
  });

  it('an address in Rome written the Italian way answers Rome, not Roma, Texas', () => {
    expect(g.forward({ location: 'Via del Corso 1, Roma' })).toMatchObject({ adminArea5: 'Rome', adminArea1: 'IT', geocodeQuality: 'CITY' });
  });

  it('begun, the other name lists the city too', () => {
    expect(g.suggest('Rom', { near })[0]).toMatchObject({ name: 'Rome', place: { countryCode: 'IT' } });
  });
});

describe('a town of the world misspelt', () => {
  it.each([
    ['Londn', 'London', 'GB'],
    ['Feldkirh', 'Feldkirch', 'AT'],
  ])('%s is %s: a big city anywhere, or a town near the region, a typo away', (typed, name, countryCode) => {
    expect(g.forward({ location: typed })).toMatchObject({ adminArea5: name, adminArea1: countryCode, geocodeQualityCode: 'A5XBX' });
  });

  it('a word a typo away from a small far town is no town (sushi was Shushi, Azerbaijan)', () => {
    expect(g.forward({ location: 'sushi' })).toBeNull();
  });
});

describe('search-ahead for an address in a town outside the region', () => {
  it.each([
    ['615 N Wolfe St, Baltimore', 'Baltimore', 'US'],
    ['615 N Wolfe St, Baltimore, MD 21205', 'Baltimore', 'US'],
    ['615 N Wolfe St, Baltim', 'Baltimore', 'US'],
    ['Via del Corso 1, Roma', 'Rome', 'IT'],
    ['Kalverstraat 1, Amsterdam', 'Amsterdam', 'NL'],
  ])('%s lists %s, marked outside the region, where it listed nothing', (typed, name, countryCode) => {
    const list = g.suggest(typed, { near });
    expect(list[0]).toMatchObject({ type: 'city', name, place: { countryCode }, outsideRegion: true });
    expect(list.every((s) => s.type === 'city' && s.outsideRegion)).toBe(true);
  });

  it.each([
    ['615 N Wolfe St Baltimore', 'Baltimore', 'US'],
    ['615 N Wolfe St Baltimore MD', 'Baltimore', 'US'],
    ['Champs-Élysées 10 Paris', 'Paris', 'FR'],
    ['Via del Corso 1 00186 Roma', 'Rome', 'IT'],
  ])('%s, written without commas, is read as with them: %s, in the geocoder and in search-ahead', (typed, name, countryCode) => {
    expect(g.forward({ location: typed })).toMatchObject({ adminArea5: name, adminArea1: countryCode, geocodeQuality: 'CITY' });
    expect(g.forward({ location: typed })?.note).toMatch(/^No street data for/);
    expect(g.suggest(typed, { near })[0]).toMatchObject({ type: 'city', name, outsideRegion: true });
  });

  it('as the forward geocoder answers the line: the town, at street level no more', () => {
    const [top] = g.suggest('615 N Wolfe St, Baltimore', { near });
    const r = g.forward({ location: '615 N Wolfe St, Baltimore' });
    expect(r).toMatchObject({ geocodeQuality: 'CITY' });
    expect([top?.lat, top?.lng]).toEqual([r?.lat, r?.lng]);
  });

  it("a town across the border, inside the region's box but none of its places, is that town, not a street of the region", () => {
    // Sevelen, Switzerland, lies across the Rhine inside Liechtenstein's box: Bergdorf's Dorfstrasse 3 was answered
    // at house level with "not in Sevelen", a marker in the wrong country.
    expect(g.forward({ location: 'Dorfstrasse 3, Sevelen' })).toMatchObject({ adminArea5: 'Sevelen', adminArea1: 'CH', geocodeQuality: 'CITY' });
    expect(g.suggest('Dorfstrasse 3, Sevelen', { near })[0]).toMatchObject({ name: 'Sevelen', outsideRegion: true });
    expect(g.forward({ location: 'Dorfstrasse 3, Bergdorf' })).toMatchObject({ geocodeQuality: 'POINT', street: 'Dorfstrasse 3' });
  });

  it.each(['Hauptstrasse 3, Bergdorf', 'Hauptstrasse 3, Bergd', 'Hauptstrasse 3, Bergdrof', 'Hauptstrasse 3, Ba'])(
    '%s: a street the region lacks in its own town (typed whole, on the way or misspelt) is nothing, never a far town',
    (typed) => {
      expect(g.suggest(typed, { near })).toEqual([]);
    },
  );
});
