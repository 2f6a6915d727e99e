// A town of the region and words of a point of interest's name, without a comma or a number (issue 30, sixteenth
// pass): "Vaduz Cathedral", "Kathedrale Vaduz". Search-ahead listed Kathedrale St. Florin first; the geocoder answered
// Vaduz's centre, "'Cathedral' not found". Now the geocoder answers what search-ahead lists first where that is a
// point of interest in the town typed, its words held whole (name B) or a typo away (name C, saying so); never a
// name the words are no typo of ("Vaduz Foo"), nor one in another town. Hand-drawn.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Geocoder } from './index.ts';
import { fixtureGeocoder, poi, way } from './fixtures.test-util.ts';

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Liechtenstein', [way('way/1', 'Städtle', [[9.5215, 47.1385], [9.523, 47.141]]), way('way/2', 'Sankt Florinsgasse', [[9.5205, 47.1395], [9.521, 47.1405]])], {
    places: [
      { id: 'node/1', lat: 47.141, lng: 9.521, kind: 'town', names: ['Vaduz'] },
      { id: 'node/2', lat: 47.166, lng: 9.509, kind: 'village', names: ['Schaan'] },
    ],
    addresses: [{ id: 'node/10', lat: 47.1395, lng: 9.5221, housenumber: '5', street: 'Städtle', postcode: '9490', city: 'Vaduz' }],
    pois: [
      { ...poi(20, 47.1400, 9.5208, 'amenity=place_of_worship', 'Kathedrale St. Florin'), address: { street: 'Sankt Florinsgasse', housenumber: '1' } },
      poi(21, 47.1388, 9.5225, 'amenity=post_office', 'Vaduz Post'),
      poi(22, 47.1662, 9.5092, 'amenity=place_of_worship', 'Kapelle St. Peter'),
    ],
  });
});

describe('a town and words of a name in it', () => {
  it.each([['Vaduz Cathedral'], ['Cathedral Vaduz'], ['Kathedrale Vaduz'], ['Cathedral, Vaduz'], ['Vaduz Kathedral']])('%s: Kathedrale St. Florin', (location) => {
    const r = g.forward({ location });
    expect(r?.displayName).toMatch(/^Kathedrale St\. Florin/);
    expect(r?.geocodeQualityCode).toMatch(/^P1[BC]A/);
    expect(g.suggest(location)[0]?.name).toBe('Kathedrale St. Florin');
  });

  it('a typo says so; words held whole do not', () => {
    expect(g.forward({ location: 'Vaduz Cathedral' })?.note).toBe('No place named "Cathedral" in Vaduz: nearest spelling');
    expect(g.forward({ location: 'Kathedrale Vaduz' })?.note).toBeUndefined();
  });

  it.each([['Städtle 5, Vaduz'], ['Vaduz Städtle 5'], ['Städtle 5 Vaduz']])('%s: still the house', (location) => {
    expect(g.forward({ location })?.geocodeQualityCode).toMatch(/^P1/);
    expect(g.forward({ location })?.displayName).toMatch(/^Städtle 5/);
  });

  it.each([['Vaduz Foo'], ['Schaan Kathedrale']])('%s: no name of the town, still the town', (location) => {
    expect(g.forward({ location })?.geocodeQualityCode).toMatch(/^A5/);
  });

  // "Kapelle" is also a town in the Netherlands: "Kapelle Vaduz" was read as Kapelle with a part of it named Vaduz,
  // which answered Vaduz's centre as if "Kapelle" had not been typed (no note).
  it('Kapelle Schaan: the chapel in Schaan, not Kapelle (NL) with a part Schaan', () => {
    expect(g.forward({ location: 'Kapelle Schaan' })?.displayName).toMatch(/^Kapelle St\. Peter/);
  });
  it('Kapelle Vaduz (no chapel there): the town, saying the word was not found', () => {
    expect(g.forward({ location: 'Kapelle Vaduz' })?.note).toBe('"Kapelle" not found: the place\'s centre');
  });
});
