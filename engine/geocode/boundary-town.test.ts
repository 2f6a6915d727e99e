// A municipality known only by its boundary, no place node of its name (Harrisburg's "Bressler-Enhaut-Oberlin", a
// borough of three hamlets; US townships commonly): typed alone it found nothing, with a street the street's
// hamlets' reading ("Bressler Enhaut Oberlin": Oberlin, '"Bressler Enhaut" not found'), and "Texaco in
// Bressler-Enhaut-Oberlin" answered a Texaco in another town as in it (`.cache/p13-wrongtown.ts` on Valhalla's
// Harrisburg extract). Nominatim finds a boundary by its name: now the town is the middle of the addresses (else
// the streets) its boundary holds, and a town to put things in; search-ahead lists it (it listed nothing).
// Hand-drawn: two boroughs by their boundaries; the first with no place node of its name, two hamlets and a street
// with houses in it; the second with its place node and a petrol station.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Geocoder } from './index.ts';
import { area, box, fixtureGeocoder, poi, way } from './fixtures.test-util.ts';

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Harrisburg', [way('way/1', 'Main Street', [[-76.83, 40.23], [-76.81, 40.232]]), way('way/2', 'Second Street', [[-76.795, 40.21], [-76.785, 40.212]])], {
    admin: [area(1, 8, 'Bressler-Enhaut-Oberlin', box(-76.84, 40.22, -76.80, 40.25)), area(2, 8, 'Highspire', box(-76.80, 40.2, -76.77, 40.22))],
    places: [
      { id: 'node/1', lat: 40.2318, lng: -76.8269, kind: 'hamlet', names: ['Enhaut'] },
      { id: 'node/2', lat: 40.2411, lng: -76.8147, kind: 'hamlet', names: ['Oberlin'] },
      { id: 'node/3', lat: 40.2111, lng: -76.7902, kind: 'town', names: ['Highspire'] },
    ],
    addresses: [
      { id: 'node/10', lat: 40.2305, lng: -76.825, housenumber: '10', street: 'Main Street', postcode: '17113', city: 'Steelton' },
      { id: 'node/11', lat: 40.2315, lng: -76.815, housenumber: '90', street: 'Main Street', postcode: '17113', city: 'Steelton' },
    ],
    pois: [poi(20, 40.2112, -76.789, 'amenity=fuel', 'Texaco')],
  });
});

describe('a municipality known only by its boundary', () => {
  it.each(['Bressler-Enhaut-Oberlin', 'Bressler-Enhaut-Oberlin, PA', 'bressler enhaut oberlin'])('%s: the town, inside its boundary', (location) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^A5/);
    expect(r?.adminArea5).toBe('Bressler-Enhaut-Oberlin');
    expect(r!.lat > 40.22 && r!.lat < 40.25 && r!.lng > -76.84 && r!.lng < -76.8).toBe(true);
  });

  it.each(['Bressler-Enhaut-Oberlin', 'Bressler-Enhaut-Oberlin, PA'])('search-ahead lists it: %s', (q) => {
    const [first] = g.suggest(q, { limit: 5 });
    expect(first?.displayString).toMatch(/^Bressler-Enhaut-Oberlin, PA/);
    expect(first!.lat > 40.22 && first!.lat < 40.25).toBe(true);
  });

  it('a street in it', () => {
    expect(g.forward({ location: 'Main Street, Bressler-Enhaut-Oberlin' })?.geocodeQualityCode).toMatch(/^B1.A/);
  });

  it('a thing of another town is not answered as in it', () => {
    const r = g.forward({ location: 'Texaco in Bressler-Enhaut-Oberlin' });
    expect(r !== null && /^P1.A/.test(r.geocodeQualityCode)).toBe(false);
  });
});

// Half typed it listed nothing ("Bressler-Enh"): the letters begin no name any index holds. Now the boundary-only
// towns they begin (three letters or more, before a comma), each as if typed whole.
describe('a municipality known only by its boundary, on the way', () => {
  it.each(['Bressler-Enh', 'bressler-enhaut-o'])('%s lists it', (q) => {
    expect(g.suggest(q, { limit: 5 })[0]?.displayString).toMatch(/^Bressler-Enhaut-Oberlin, PA/);
  });

  it('two letters list nothing of it', () => {
    expect(g.suggest('Br', { limit: 5 }).map((s) => s.displayString).join()).not.toMatch(/Bressler-Enhaut-Oberlin/);
  });
});
