// A point outside every municipality of an extract that has them (a clipped extract's edge: Harrisburg's townships
// cut away) was shown with the gazetteer's nearest city ("Dairy Queen, Highspire, PA"), whose boundary does not hold
// it; typed so ("Dairy Queen, Highspire") it was then refused, as Nominatim refuses it (`.cache/p13-misc.ts` on
// Harrisburg, "poi, town": 132 of 187). Nominatim names such a point by the unlinked place nodes whose extent holds
// it: now the biggest kind of them, then the nearest; a node of a town with a boundary is that boundary, never a
// point outside it; unchanged where no node reaches. A street's reverse answer keeps its own rule (see reverse.ts). Hand-drawn: two boroughs by their boundaries (Lawnton, the
// gazetteer's nearest city, without its node), one with its town node, a
// suburb node (a township's, its boundary cut away) and a hamlet outside; a café by the suburb, a diner by the hamlet
// only, a shop far from both.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Geocoder } from './index.ts';
import { area, box, fixtureGeocoder, poi, way } from './fixtures.test-util.ts';

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Harrisburg', [way('way/1', 'Front Street', [[-76.795, 40.211], [-76.785, 40.213]]), way('way/2', 'Derry Street', [[-76.8, 40.24], [-76.79, 40.245]])], {
    admin: [area(1, 8, 'Highspire', box(-76.80, 40.2, -76.78, 40.22)), area(2, 8, 'Lawnton', box(-76.81, 40.25, -76.80, 40.26))],
    places: [
      { id: 'node/1', lat: 40.2111, lng: -76.7902, kind: 'town', names: ['Highspire'] },
      { id: 'node/2', lat: 40.2435, lng: -76.7967, kind: 'suburb', names: ['Swatara'] },
      { id: 'node/3', lat: 40.2956, lng: -76.7725, kind: 'hamlet', names: ['Springford Village'] },
    ],
    pois: [
      poi(10, 40.245, -76.795, 'amenity=cafe', 'Cornerstone Cafe'),
      poi(11, 40.3, -76.775, 'amenity=restaurant', 'Hilltop Diner'),
      poi(12, 40.4, -76.6, 'shop=bakery', 'Far Bakery'),
    ],
  });
});

describe('a point outside every municipality', () => {
  it('is named by the place node whose extent holds it', () => {
    expect(g.forward({ location: 'Cornerstone Cafe' })?.adminArea5).toBe('Swatara');
    expect(g.forward({ location: 'Hilltop Diner' })?.adminArea5).toBe('Springford Village');
  });

  it('typed with the town its line shows, it is found', () => {
    for (const name of ['Cornerstone Cafe', 'Hilltop Diner']) {
      const town = g.forward({ location: name })!.adminArea5;
      for (const location of [`${name}, ${town}`, `${name} in ${town}`]) expect(g.forward({ location })?.geocodeQuality, location).toBe('POINT');
    }
  });

  it('is never named by a town whose boundary does not hold it', () => {
    expect(g.forward({ location: 'Cornerstone Cafe' })?.adminArea5).not.toBe('Lawnton');
    expect(g.forward({ location: 'Far Bakery' })?.adminArea5).not.toBe('Swatara');
  });
});
