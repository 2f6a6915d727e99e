// One word typed alone: a name holding it whole comes before a whole name a typo away, as Nominatim matches words
// and never spellings ("pizza" is Azzurro Pizza & Kebap, not La Piazza with a note "nearest spelling"). A
// hand-drawn village, one case per rule.
import { describe, expect, it } from 'vitest';
import { area, box, fixtureGeocoder, poi, way } from './fixtures.test-util.ts';

// Talheim: La Piazza by the square, Azzurro Pizza & Kebap 2 km away, and the village itself.
const g = fixtureGeocoder('Talheim', [way('way/1', 'Dorfstrasse', [[9.519, 47.14], [9.523, 47.14]])], {
  pois: [poi(1, 47.1401, 9.5201, 'amenity=restaurant', 'La Piazza'), poi(2, 47.15, 9.54, 'amenity=fast_food', 'Azzurro Pizza & Kebap')],
  places: [{ id: 'node/20', lng: 9.52, lat: 47.14, kind: 'village', names: ['Talheim'] }],
  admin: [area(1, 2, 'Liechtenstein', box(9.47, 47.05, 9.64, 47.27)), area(2, 8, 'Talheim', box(9.47, 47.05, 9.64, 47.27))],
}, null);
const near = { lat: 47.14, lng: 9.52 };

describe('a word typed alone', () => {
  it('is the name holding it whole before the name a typo away, in the geocoder and search-ahead alike', () => {
    expect(g.forward({ location: 'pizza' })).toMatchObject({ street: '', geocodeQualityCode: 'P1AXX', lat: 47.15, lng: 9.54 });
    expect(g.forward({ location: 'pizza' })?.note).toBeUndefined();
    expect(g.suggest('pizza', { near })[0]).toMatchObject({ name: 'Azzurro Pizza & Kebap' });
  });

  it('a whole name typed exactly is still that name', () => {
    expect(g.forward({ location: 'Piazza' })).toMatchObject({ lat: 47.1401, lng: 9.5201 });
    expect(g.forward({ location: 'Talheim' })).toMatchObject({ geocodeQuality: 'CITY' });
  });
});
