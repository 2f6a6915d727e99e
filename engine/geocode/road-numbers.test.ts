// A named road found by its number (`ref`), as Nominatim finds it: "US 40" is Orleans Street and Pulaski Highway,
// "I-83" the Jones Falls Expressway, in the ways Americans write a number ("Interstate 83", "US Route 40", "Route
// 151", "MD-151"), and "S112" the Gooiseweg in Amsterdam. A bare number ("28") is no name. Hand-drawn: a corner of
// East Baltimore and of Amsterdam-Oost, without boundaries.
import { beforeAll, describe, expect, it } from 'vitest';
import type { LngLat, RoadWay } from '../pack/ways.ts';
import type { Geocoder } from './index.ts';
import { fixtureGeocoder, way } from './fixtures.test-util.ts';

const numbered = (id: string, name: string, ref: string, coords: LngLat[], highway = 'primary'): RoadWay => {
  const w = way(id, name, coords, highway);
  return { ...w, tags: { ...w.tags, ref } };
};

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Baltimore', [
    numbered('way/1', 'Orleans Street', 'US 40', [[-76.595, 39.2953], [-76.585, 39.2954]]),
    numbered('way/2', 'Pulaski Highway', 'US 40', [[-76.56, 39.303], [-76.55, 39.307]], 'trunk'),
    numbered('way/3', 'Jones Falls Expressway', 'I 83', [[-76.608, 39.29], [-76.607, 39.3]], 'motorway'),
    numbered('way/4', 'Erdman Avenue', 'MD 151;US 40 Truck', [[-76.56, 39.31], [-76.55, 39.312]]),
    numbered('way/5', 'Harbor Tunnel Thruway', 'I 895', [[-76.555, 39.28], [-76.553, 39.29]], 'motorway'),
    // Named only by its number: the number is its name, as before.
    { id: 'way/6', tags: { highway: 'motorway', ref: 'I 95' }, coords: [[-76.55, 39.283], [-76.548, 39.284]], area: false },
    way('way/7', 'Boston Street', [[-76.58, 39.28], [-76.57, 39.279]]),
  ]);
});

describe("a named road by its number", () => {
  it.each([
    ['US 40', /^(Orleans Street|Pulaski Highway)$/],
    ['US-40', /^(Orleans Street|Pulaski Highway)$/],
    ['US Route 40', /^(Orleans Street|Pulaski Highway)$/],
    ['Route 40', /^(Orleans Street|Pulaski Highway)$/],
    ['I 83', /^Jones Falls Expressway$/],
    ['I-83', /^Jones Falls Expressway$/],
    ['I83', /^Jones Falls Expressway$/],
    ['Interstate 83', /^Jones Falls Expressway$/],
    ['Interstate 895', /^Harbor Tunnel Thruway$/],
    ['MD 151', /^Erdman Avenue$/],
    ['MD-151', /^Erdman Avenue$/],
    ['Route 151', /^Erdman Avenue$/],
    ['I 95', /^I 95$/],
  ])('%s: %s', (location, street) => {
    const r = g.forward({ location });
    expect(r?.street).toMatch(street);
    expect(r?.geocodeQualityCode).toMatch(/^B1/);
  });

  it("with the town: 'US 40, Baltimore, MD'", () => {
    expect(g.forward({ location: 'US 40, Baltimore, MD' })?.street).toMatch(/^(Orleans Street|Pulaski Highway)$/);
  });

  it('in search-ahead, every road of the number', () => {
    const names = g.suggest('US 40', { limit: 5 }).map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Orleans Street', 'Pulaski Highway']));
    expect(g.suggest('I 8', { limit: 5 }).map((s) => s.name)).toEqual(expect.arrayContaining(['Jones Falls Expressway', 'Harbor Tunnel Thruway']));
  });

  it("a number no road carries is nothing, and no typo of another's ('US 41', 'I 84')", () => {
    expect(g.forward({ location: 'US 41' })).toBeNull();
    expect(g.forward({ location: 'I 84' })).toBeNull();
  });

  it('the street is still the street by its name', () => {
    expect(g.forward({ location: 'Orleans St' })?.street).toBe('Orleans Street');
  });
});

describe('elsewhere: a letter and a number, with or without the space; a bare number is no name', () => {
  let h: Geocoder;
  beforeAll(() => {
    h = fixtureGeocoder('Amsterdam', [
      numbered('way/1', 'Gooiseweg', 'S112', [[4.93, 52.35], [4.95, 52.345]], 'trunk'),
      numbered('way/2', 'Landstrasse', '28', [[4.91, 52.36], [4.92, 52.36]], 'secondary'),
    ]);
  });

  it.each([['S112'], ['S 112'], ['s112, Amsterdam']])('%s: Gooiseweg', (location) => {
    expect(h.forward({ location })?.street).toBe('Gooiseweg');
  });

  it("'28' is no road ('Route 28' neither, outside the American way of numbering)", () => {
    expect(h.forward({ location: '28' })?.street).not.toBe('Landstrasse');
    expect(h.forward({ location: 'Route 28' })?.street).not.toBe('Landstrasse');
  });
});
